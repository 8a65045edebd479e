/// The event loop's timers: a binary min-heap on (deadline, order of scheduling), so
/// scheduling, cancelling and firing stay O(log n) with thousands of clients' idle timers.
///
/// Cancelling only forgets the timer's handler; its heap entry is skipped when it reaches
/// the top, and the heap is rebuilt when such entries outnumber the live ones.
struct TimerQueue {
    private struct Entry {
        var deadline: Int64
        var id: UInt64

        /// Earlier deadline first; equal deadlines in the order they were scheduled.
        static func < (a: Entry, b: Entry) -> Bool {
            a.deadline != b.deadline ? a.deadline < b.deadline : a.id < b.id
        }
    }

    private var heap: [Entry] = []
    private var handlers: [UInt64: () -> Void] = [:]

    /// Timers scheduled and neither fired nor cancelled.
    var count: Int { handlers.count }

    /// Adds a timer; `id` must be new.
    mutating func schedule(id: UInt64, deadline: Int64, _ handler: @escaping () -> Void) {
        handlers[id] = handler
        heap.append(Entry(deadline: deadline, id: id))
        siftUp(heap.count - 1)
    }

    /// Forgets a timer. Unknown or fired timers are ignored.
    mutating func cancel(id: UInt64) {
        guard handlers.removeValue(forKey: id) != nil else { return }
        if heap.count > 64 && heap.count > 2 * handlers.count { rebuild() }
    }

    /// The earliest live deadline, if any timer lives.
    mutating func nextDeadline() -> Int64? {
        dropCancelledTop()
        return heap.first?.deadline
    }

    /// Removes and returns the handler of the earliest timer due at `now`, or nil.
    mutating func popDue(now: Int64) -> (() -> Void)? {
        dropCancelledTop()
        guard let top = heap.first, top.deadline <= now else { return nil }
        removeTop()
        return handlers.removeValue(forKey: top.id)
    }

    private mutating func dropCancelledTop() {
        while let top = heap.first, handlers[top.id] == nil { removeTop() }
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func rebuild() {
        heap.removeAll { handlers[$0.id] == nil }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var smallest = left
            if left + 1 < heap.count && heap[left + 1] < heap[left] { smallest = left + 1 }
            guard heap[smallest] < heap[parent] else { return }
            heap.swapAt(smallest, parent)
            parent = smallest
        }
    }
}
