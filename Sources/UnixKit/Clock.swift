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

/// Resource usage of this process (getrusage).
public struct ResourceUsage: Sendable {
    /// Voluntary context switches of all threads so far.
    public var voluntaryContextSwitches: Int
    /// Involuntary context switches of all threads so far.
    public var involuntaryContextSwitches: Int
    /// Peak resident set size in KiB.
    public var maxResidentKiB: Int

    /// Reads the current usage. The corresponding C function is `getrusage`.
    public static func current() -> ResourceUsage {
        var v = 0, i = 0, rss = 0
        _ = CSmsShim_rusage(&v, &i, &rss)
        return ResourceUsage(voluntaryContextSwitches: v, involuntaryContextSwitches: i, maxResidentKiB: rss)
    }
}

/// Turns off core dumps and ptrace by other processes of the same user: codes are secrets.
/// The corresponding C function is `prctl(PR_SET_DUMPABLE, 0)`.
public func disableCoreDumps() {
    _ = CSmsShim_disable_dumping()
}

/// Hands the heap's free pages back to the kernel, after a one-time build whose scratch
/// memory would otherwise stay resident. The corresponding C function is `malloc_trim(0)`.
public func releaseFreeHeap() {
    _ = CSmsShim_release_free_heap()
}
