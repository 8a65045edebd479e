import Synchronization

/// One extractor's spare parse block (`MessageText.withParsed`), kept from one message for
/// the next.
///
/// A message's block (16 KiB for any SMS up to ~270 bytes) is too large for malloc's
/// per-thread cache: asking glibc for one and giving it back cost about 450 instructions
/// and five mispredicted branches a message (cachegrind), about 3 % of `extract`. Kept
/// here, it costs two atomic exchanges. A caller that finds the spare taken (another
/// thread is extracting with the same extractor) allocates a block of its own; when two
/// give theirs back, one is kept and the other freed. Blocks hold no state between
/// messages: the parser writes everything it reads.
final class ParseBlocks: Sendable {
    /// The size of the block kept; larger ones are allocated and freed per message.
    static let size = 16_384

    /// The spare block's address, or 0.
    private let spare = Atomic<Int>(0)

    init() {}

    deinit {
        UnsafeMutableRawPointer(bitPattern: spare.load(ordering: .relaxed))?.deallocate()
    }

    /// A block of `size` bytes: the spare one, unless another caller holds it.
    @inline(__always)
    func take() -> UnsafeMutableRawPointer {
        if let block = UnsafeMutableRawPointer(bitPattern: spare.exchange(0, ordering: .acquiring)) { return block }
        return Self.allocate(byteCount: Self.size)
    }

    /// Keeps `block` (of `size` bytes, from `take`) as the spare, freeing the one kept
    /// meanwhile by another caller, if any.
    @inline(__always)
    func give(_ block: UnsafeMutableRawPointer) {
        UnsafeMutableRawPointer(bitPattern: spare.exchange(Int(bitPattern: block), ordering: .releasing))?.deallocate()
    }

    /// A block for the parser: aligned for its widest values.
    static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        .allocate(byteCount: byteCount, alignment: MemoryLayout<Token>.alignment)
    }
}
