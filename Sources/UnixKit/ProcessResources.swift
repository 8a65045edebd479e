internal import CSmsShim

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
