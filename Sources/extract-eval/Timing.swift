/// The one clock of the benchmarks (`--bench`, `--bench-rotation`, `--bench-phases`).
enum Timing {
    /// Runs `body` once and returns its wall-clock time in nanoseconds per message, for the
    /// `messages` it handled. `body` returns a count, printed if negative (never), so that
    /// the work it counts cannot be optimised away.
    static func nanosecondsPerMessage(_ messages: Int, _ body: () -> Int) -> Double {
        var sink = 0
        let elapsed = ContinuousClock().measure { sink = body() }
        if sink < 0 { print(sink) }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(messages)
    }
}
