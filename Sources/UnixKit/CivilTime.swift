internal import Glibc

/// Calendar dates and times of day to Unix time, for the time stamps SMS tools and
/// ModemManager write and the times users type.
public enum CivilTime {
    /// Unix milliseconds of a date and time of day.
    /// - Parameter utcOffsetSeconds: The time's offset from UTC, or nil for the local time
    ///   zone (with its daylight saving rules).
    /// - Returns: nil when a field is out of range (the 31st of February included).
    /// The corresponding C function for local times is `mktime`.
    public static func millis(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                              utcOffsetSeconds: Int?) -> Int64? {
        guard (1900...2200).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        if let offset = utcOffsetSeconds {
            let days = Int64(daysSinceEpoch(year: year, month: month, day: day))
            return (days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offset)) * 1000
        }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        parts.tm_isdst = -1
        let seconds = mktime(&parts)
        guard seconds != -1 else { return nil }
        return Int64(seconds) * 1000
    }

    /// Days in `month` of `year` (Gregorian).
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm):
    /// exact for UTC, with no time-zone state involved.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
