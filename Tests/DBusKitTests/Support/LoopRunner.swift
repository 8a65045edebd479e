import UnixKit

/// Runs a test's event loop until a condition holds or a deadline passes, so a test never
/// hangs: the loop is checked every few milliseconds by a timer.
final class LoopRunner {
    let loop: EventLoop
    private var condition: () -> Bool = { true }
    private var deadline: Int64 = 0

    init() throws { loop = try EventLoop() }

    /// Returns whether `condition` became true within `timeoutMillis`.
    @discardableResult
    func run(timeoutMillis: Int64 = 10_000, until condition: @escaping () -> Bool) -> Bool {
        self.condition = condition
        deadline = Clock.monotonicMillis() + timeoutMillis
        loop.schedule(after: 0) { [unowned self] in tick() }
        try? loop.run()
        let result = condition()
        // Drop the closure: it usually captures the test's harness, which owns this runner.
        self.condition = { true }
        return result
    }

    /// Runs the loop for `millis`, whatever happens (to show that nothing more arrives).
    func idle(millis: Int64) {
        let end = Clock.monotonicMillis() + millis
        run(timeoutMillis: millis + 1_000) { Clock.monotonicMillis() >= end }
    }

    private func tick() {
        if condition() || Clock.monotonicMillis() >= deadline {
            loop.stop()
        } else {
            loop.schedule(after: 2) { [unowned self] in tick() }
        }
    }
}
