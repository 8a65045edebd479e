internal import CSmsShim

/// Clocks in milliseconds, the unit of the wire protocol and of the event loop's timers.
public enum Clock {
    /// Milliseconds on the monotonic clock: for timers and durations.
    public static func monotonicMillis() -> Int64 { CSmsShim_monotonic_ms() }
    /// Nanoseconds on the monotonic clock: for latency measurements.
    public static func monotonicNanos() -> Int64 { CSmsShim_monotonic_ns() }
    /// Milliseconds since the Unix epoch: for times shown to users and sent on the wire.
    public static func wallMillis() -> Int64 { CSmsShim_realtime_ms() }
}
