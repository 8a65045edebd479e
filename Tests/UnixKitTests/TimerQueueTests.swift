import Testing
@testable import UnixKit

@Suite("TimerQueue")
struct TimerQueueTests {
    /// Fires everything due at `now` and returns the ids in firing order.
    private func fire(_ queue: inout TimerQueue, now: Int64, log: Log) -> [UInt64] {
        log.ids.removeAll()
        while let handler = queue.popDue(now: now) { handler() }
        return log.ids
    }

    private final class Log { var ids: [UInt64] = [] }

    @Test func equalDeadlinesFireInTheOrderTheyWereScheduled() {
        var queue = TimerQueue()
        let log = Log()
        for id: UInt64 in [5, 1, 9, 3] { queue.schedule(id: id, deadline: 100) { log.ids.append(id) } }
        queue.schedule(id: 2, deadline: 50) { log.ids.append(2) }
        #expect(queue.nextDeadline() == 50)
        #expect(fire(&queue, now: 99, log: log) == [2])
        #expect(fire(&queue, now: 100, log: log) == [5, 1, 9, 3].sorted())
        #expect(queue.nextDeadline() == nil)
    }

    @Test func cancelledTimersNeitherFireNorCountNorSetTheDeadline() {
        var queue = TimerQueue()
        let log = Log()
        queue.schedule(id: 1, deadline: 10) { log.ids.append(1) }
        queue.schedule(id: 2, deadline: 20) { log.ids.append(2) }
        queue.cancel(id: 1)
        queue.cancel(id: 1)  // twice: ignored
        queue.cancel(id: 99)  // unknown: ignored
        #expect(queue.count == 1)
        #expect(queue.nextDeadline() == 20)
        #expect(fire(&queue, now: 1000, log: log) == [2])
    }

    /// Thousands of random schedules and cancels, checked against a plain sorted list.
    @Test(arguments: [1, 2, 3])
    func agreesWithASortedListUnderRandomUse(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var queue = TimerQueue()
        let log = Log()
        var model: [(deadline: Int64, id: UInt64)] = []
        var now: Int64 = 0
        var nextID: UInt64 = 1
        for _ in 0..<5000 {
            switch random.next() % 10 {
            case 0..<5:
                let id = nextID
                nextID += 1
                let deadline = now + Int64(random.next() % 50)
                queue.schedule(id: id, deadline: deadline) { log.ids.append(id) }
                model.append((deadline, id))
            case 5..<8 where !model.isEmpty:
                let victim = model.remove(at: Int(random.next() % UInt64(model.count)))
                queue.cancel(id: victim.id)
            default:
                now += Int64(random.next() % 20)
                let due = model.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
                model.removeAll { $0.deadline <= now }
                #expect(fire(&queue, now: now, log: log) == due.map(\.id))
            }
            #expect(queue.count == model.count)
            #expect(queue.nextDeadline() == model.map(\.deadline).min())
        }
    }
}

/// A small deterministic generator, so a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
