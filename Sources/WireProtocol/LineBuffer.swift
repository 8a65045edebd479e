/// Splits a byte stream into protocol lines: chunks go in as they are read from a socket,
/// complete lines (without their `\n`) come out in order.
///
/// One per connection, on both sides: the daemon reads requests with it, the clients read
/// answers and events. Handed-out bytes are dropped when the next chunk arrives, so a burst
/// of lines costs one move, not one per line.
public struct LineBuffer: Sendable {
    private var bytes: [UInt8] = []
    /// Bytes before `start` belong to lines already handed out.
    private var start = 0

    /// An empty buffer.
    public init() {}

    /// How many bytes wait for their line's end.
    public var pendingCount: Int { bytes.count - start }

    /// Adds bytes read from the stream.
    public mutating func append(_ chunk: some Collection<UInt8>) {
        if start > 0 {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next complete line, without its newline; nil until one has fully arrived.
    public mutating func nextLine() -> ArraySlice<UInt8>? {
        guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = bytes[start..<newline]
        start = newline + 1
        return line
    }

    /// Drops everything, complete lines included.
    public mutating func removeAll() {
        bytes.removeAll()
        start = 0
    }
}
