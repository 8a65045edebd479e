/// Per-message scratch memory for the candidates and keyword sites.
///
/// The extractor keeps no state between messages, so each message needs room of its own;
/// a growing array costs a malloc and a free (and an object to retain) per message.
enum Scratch {
    /// The stdlib places a temporary allocation of up to 1 KiB on the stack without
    /// asking; above that it first looks up the thread's stack bounds, which costs about as
    /// much as the heap allocation it is avoiding.
    static let stackBytes = 1024

    /// How many values of `T` fit on the stack without the bounds look-up.
    static func stackCapacity<T>(of type: T.Type) -> Int { stackBytes / MemoryLayout<T>.stride }

    /// Runs `body` with uninitialized room for `capacity` values of a trivial type `T`:
    /// on the stack when it fits in `stackBytes`, on the heap otherwise (long messages).
    @inline(__always)
    static func withRoom<T, Result>(
        for type: T.Type, capacity: Int, _ body: (UnsafeMutableBufferPointer<T>) -> Result
    ) -> Result {
        // The room is handed out uninitialized and never deinitialized: a `T` that holds a
        // reference (a String, an array) would be released as garbage.
        assert(_isPOD(T.self), "Scratch: \(T.self) is not a trivial type")
        if capacity <= stackCapacity(of: T.self) {
            return withUnsafeTemporaryAllocation(of: T.self, capacity: capacity, body)
        }
        let room = UnsafeMutableBufferPointer<T>.allocate(capacity: capacity)
        defer { room.deallocate() }
        return body(room)
    }
}

extension UnsafeBufferPointer {
    /// A copy of `array` in memory of its own, read through a pointer (no bounds check, no
    /// retain of an array's buffer): for the tables the extractor builds once and reads on
    /// every message. The caller frees it, or keeps it for the whole process.
    static func allocatedCopy(of array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(1, array.count))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(start: buffer.baseAddress, count: array.count)
    }
}
