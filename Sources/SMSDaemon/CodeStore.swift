public import WireProtocol

/// The live codes, in memory only, newest last. A code is gone when it expires or is consumed.
///
/// Bounded: at most `capacity` codes are kept; a burst beyond that drops the oldest.
public struct CodeStore {
    /// How long a code lives after it was received, in milliseconds.
    public var ttlMillis: Int64
    /// How many live codes are kept at most.
    public let capacity: Int
    private(set) var records: [CodeRecord] = []
    private var nextID: UInt64 = 1

    /// Creates an empty store.
    public init(ttlMillis: Int64, capacity: Int = 256) {
        self.ttlMillis = ttlMillis
        self.capacity = capacity
    }

    /// Number of live codes.
    public var count: Int { records.count }

    /// Stores a new code and returns its record (with id and expiry filled in), plus the
    /// records pushed out by the capacity bound.
    public mutating func add(
        code: String, kind: String, sender: String?, service: String?, domain: String?,
        source: String, receivedMillis: Int64
    ) -> (record: CodeRecord, evicted: [CodeRecord]) {
        let record = CodeRecord(
            id: nextID, code: code, kind: kind, sender: sender, service: service, domain: domain,
            source: source, receivedMillis: receivedMillis, expiresMillis: receivedMillis + ttlMillis)
        nextID += 1
        // Keep received order even when a late file carries an older time.
        let index = records.lastIndex { $0.receivedMillis <= receivedMillis }.map { $0 + 1 } ?? 0
        records.insert(record, at: index)
        var evicted: [CodeRecord] = []
        if records.count > capacity {
            evicted = Array(records.prefix(records.count - capacity))
            records.removeFirst(records.count - capacity)
        }
        return (record, evicted)
    }

    /// The newest live code that matches `filter` at time `now`.
    public func latest(matching filter: CodeFilter, now: Int64) -> CodeRecord? {
        records.last { $0.expiresMillis > now && filter.matches($0) }
    }

    /// Removes a code (consume) and returns it.
    @discardableResult
    public mutating func remove(id: UInt64) -> CodeRecord? {
        guard let index = records.firstIndex(where: { $0.id == id }) else { return nil }
        return records.remove(at: index)
    }

    /// Removes every code that has expired by `now` and returns them.
    public mutating func expire(now: Int64) -> [CodeRecord] {
        let expired = records.filter { $0.expiresMillis <= now }
        if !expired.isEmpty { records.removeAll { $0.expiresMillis <= now } }
        return expired
    }

    /// When the next code expires (Unix milliseconds), or nil when the store is empty.
    public var nextExpiry: Int64? { records.map(\.expiresMillis).min() }
}
