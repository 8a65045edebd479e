internal import UnixKit

/// ModemManager's SMS time stamps (`2024-05-17T10:30:00+02`) as Unix milliseconds.
///
/// ModemManager writes the SMSC time stamp in ISO 8601 with the zone as `+HH` (older
/// releases), `+HH:MM` (GDateTime's format) or `Z`. No Foundation: the daemon does not
/// load ICU for one date format.
enum SmsTimestamp {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH|±HHMM|±HH:MM]` (a space may replace `T`).
    /// A missing zone is read as UTC. Returns nil for anything else, never traps.
    static func unixMillis(_ text: String) -> Int64? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2)
        else { return nil }
        guard reader.skip("T") || reader.skip("t") || reader.skip(" "),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2)
        else { return nil }
        var millis: Int64 = 0
        if reader.skip(".") || reader.skip(",") {
            var scale: Int64 = 100
            var digits = 0
            while let digit = reader.digit() {
                millis += Int64(digit) * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        var offsetMinutes: Int64 = 0
        if reader.atEnd || reader.skip("Z") || reader.skip("z") {
            offsetMinutes = 0
        } else {
            let sign: Int64
            if reader.skip("+") { sign = 1 } else if reader.skip("-") { sign = -1 } else { return nil }
            guard let hours = reader.number(digits: 2), hours <= 23 else { return nil }
            var minutes: Int64 = 0
            if !reader.atEnd {
                _ = reader.skip(":")
                guard let m = reader.number(digits: 2), m <= 59 else { return nil }
                minutes = m
            }
            offsetMinutes = sign * (hours * 60 + minutes)
        }
        guard reader.atEnd else { return nil }
        return CivilTime.millis(
            year: Int(year), month: Int(month), day: Int(day), hour: Int(hour), minute: Int(minute), second: Int(second),
            utcOffsetSeconds: Int(offsetMinutes * 60)
        ).map { $0 + millis }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 else { return nil }
            index += 1
            return Int(bytes[index - 1] - 48)
        }

        mutating func number(digits: Int) -> Int64? {
            var value: Int64 = 0
            for _ in 0..<digits {
                guard let d = digit() else { return nil }
                value = value * 10 + Int64(d)
            }
            return value
        }
    }
}
