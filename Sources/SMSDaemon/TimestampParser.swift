internal import UnixKit

/// Time stamps in the forms the spool formats write them.
enum TimestampParser {
    /// smstools3's `Sent: 25-11-30 14:03:07` (yy-mm-dd hh:mm:ss, local time); also accepts a
    /// four-digit year. Nil when malformed.
    static func smstools3(_ text: String) -> Int64? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == ":" })
        guard parts.count >= 6, let values = Optional(parts.prefix(6).compactMap { Int($0) }), values.count == 6 else {
            return nil
        }
        let year = values[0] < 100 ? 2000 + values[0] : values[0]
        return localMillis(year: year, month: values[1], day: values[2], hour: values[3], minute: values[4], second: values[5])
    }

    /// Milliseconds since the epoch of a local date and time; nil when out of range.
    static func localMillis(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int64? {
        CivilTime.millis(year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffsetSeconds: nil)
    }
}

/// A gammu-smsd files-backend inbox name: `IN<YYYYMMDD>_<HHMMSS>_<serial>_<sender>_<part>.<ext>`.
struct GammuFileName: Equatable {
    var sender: String
    var sentMillis: Int64?
    var part: Int
    var fileExtension: String

    init?(_ name: String) {
        guard name.hasPrefix("IN"), let dot = name.lastIndex(of: ".") else { return nil }
        let stem = name[name.index(name.startIndex, offsetBy: 2)..<dot]
        let fields = stem.split(separator: "_", omittingEmptySubsequences: false)
        // The sender may itself contain underscores: date, time and serial lead, part trails.
        guard fields.count >= 5 else { return nil }
        let date = fields[0], time = fields[1], serial = fields[2], part = fields[fields.count - 1]
        guard date.count == 8, time.count == 6, date.allSatisfy(\.isASCIIDigit), time.allSatisfy(\.isASCIIDigit),
              serial.allSatisfy(\.isASCIIDigit), let partNumber = Int(part)
        else { return nil }
        sender = fields[3..<(fields.count - 1)].joined(separator: "_")
        self.part = partNumber
        fileExtension = String(name[name.index(after: dot)...]).lowercased()
        let d = Array(date).compactMap { $0.wholeNumberValue }
        let t = Array(time).compactMap { $0.wholeNumberValue }
        sentMillis = TimestampParser.localMillis(
            year: d[0] * 1000 + d[1] * 100 + d[2] * 10 + d[3], month: d[4] * 10 + d[5], day: d[6] * 10 + d[7],
            hour: t[0] * 10 + t[1], minute: t[2] * 10 + t[3], second: t[4] * 10 + t[5])
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
