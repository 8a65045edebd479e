internal import Glibc

/// Calendar dates and times of day to Unix time, for the time stamps SMS tools write and
/// the times users type.
public enum CivilTime {
    /// Unix milliseconds of a date and time of day.
    /// - Parameter utcOffsetSeconds: The time's offset from UTC, or nil for the local time
    ///   zone (with its daylight saving rules).
    /// - Returns: nil when a field is out of range.
    /// The corresponding C functions are `timegm` and `mktime`.
    public static func millis(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                              utcOffsetSeconds: Int?) -> Int64? {
        guard (1970...2200).contains(year), (1...12).contains(month), (1...31).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        parts.tm_isdst = -1
        let seconds = utcOffsetSeconds == nil ? mktime(&parts) : timegm(&parts)
        guard seconds != -1 else { return nil }
        return (Int64(seconds) - Int64(utcOffsetSeconds ?? 0)) * 1000
    }
}
