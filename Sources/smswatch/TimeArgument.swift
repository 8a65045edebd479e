import UnixKit

/// Parses the `--after` argument: `now`, Unix seconds (`1764470000.5`), or an ISO 8601 time
/// (`2026-11-30T10:15:00Z`, `2026-11-30T11:15:00+01:00`, `2026-11-30 10:15:00` local).
/// Returns Unix milliseconds.
enum TimeArgument {
    static func parse(_ text: String, nowMillis: Int64) -> Int64? {
        if text == "now" { return nowMillis }
        if let seconds = Double(text), seconds.isFinite, seconds >= 0 { return Int64(seconds * 1000) }
        return parseISO(text)
    }

    private static func parseISO(_ text: String) -> Int64? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= scalars.count else { return nil }
            var value = 0
            for k in 0..<digits {
                guard let d = scalars[i + k].properties.numericType != nil ? Int(String(scalars[i + k])) : nil else { return nil }
                value = value * 10 + d
            }
            i += digits
            return value
        }
        func expect(_ options: String) -> Bool {
            guard i < scalars.count, options.unicodeScalars.contains(scalars[i]) else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("T "), let hour = number(2), expect(":"), let minute = number(2) else { return nil }
        var second = 0
        if expect(":") { guard let s = number(2) else { return nil }; second = s }
        var offset: Int?
        if i == scalars.count {
            offset = nil  // no zone: local time
        } else if expect("Zz") {
            offset = 0
        } else if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
            let sign = scalars[i] == "-" ? -1 : 1
            i += 1
            guard let hh = number(2) else { return nil }
            _ = expect(":")
            let mm = number(2) ?? 0
            offset = sign * (hh * 3600 + mm * 60)
        } else { return nil }
        guard i == scalars.count else { return nil }
        return CivilTime.millis(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                                utcOffsetSeconds: offset)
    }
}
