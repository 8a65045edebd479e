/// Remembers the most recent `capacity` keys: enough to recognise stored messages that a
/// restarted ModemManager announces again, without growing for ever.
struct DedupeMemory<Key: Hashable> {
    let capacity: Int
    private var keys: Set<Key> = []
    private var order: [Key] = []
    private var oldest = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { keys.count }

    func contains(_ key: Key) -> Bool { keys.contains(key) }

    /// Adds `key`; returns false when it was already there. The oldest key goes when full.
    mutating func insert(_ key: Key) -> Bool {
        guard !keys.contains(key) else { return false }
        if order.count < capacity {
            order.append(key)
        } else {
            keys.remove(order[oldest])
            order[oldest] = key
            oldest = (oldest + 1) % capacity
        }
        keys.insert(key)
        return true
    }
}
