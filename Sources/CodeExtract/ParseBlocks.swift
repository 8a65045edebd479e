#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One extractor's parse block (`MessageText.withParsed`), kept from one message for the
/// next by the thread that first used it.
///
/// A message's block (16 KiB for any SMS up to ~270 bytes) is too large for malloc's
/// per-thread cache: asking glibc for one and giving it back cost about 450 instructions
/// and five mispredicted branches a message (cachegrind), about 3 % of `extract`. The
/// first thread to extract with this extractor becomes the block's owner (one
/// compare-and-exchange); from then on it finds the block by comparing its own thread id
/// with the owner's (a plain load: no atomic read-modify-write, which serializes the
/// processor, on each message), and only it ever touches the block. Other threads allocate
/// blocks of their own, as before. A thread id is reused only after its thread ended, so
/// the block is never in two threads' hands at once. Blocks hold no state between
/// messages: the parser writes everything it reads.
final class ParseBlocks: Sendable {
    /// The size of the block kept; larger ones are allocated and freed per message.
    static let size = 16_384

    /// The owner's thread id, or 0 while no thread owns the block.
    private let owner = Atomic<UInt>(0)
    /// The block's address: the block is touched by its owner only (and freed with the
    /// extractor).
    private let blockAddress = UInt(bitPattern: ParseBlocks.allocate(byteCount: ParseBlocks.size))

    private var block: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: blockAddress)! }

    init() {}

    deinit { block.deallocate() }

    /// A block of `size` bytes: the kept one for its owner (the first caller), a new one
    /// for any other thread.
    @inline(__always)
    func take() -> UnsafeMutableRawPointer {
        let me = Self.threadID
        let current = owner.load(ordering: .relaxed)
        if current == me || current == 0 && owner.compareExchange(expected: 0, desired: me, ordering: .relaxed).exchanged {
            return block
        }
        return Self.allocate(byteCount: Self.size)
    }

    /// Gives back a block from `take`: the kept one stays, another is freed.
    @inline(__always)
    func give(_ taken: UnsafeMutableRawPointer) {
        if taken != block { taken.deallocate() }
    }

    /// The calling thread's id, as a number (never 0 for a running thread).
    @inline(__always)
    private static var threadID: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    /// A block for the parser: aligned for its widest values.
    static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        .allocate(byteCount: byteCount, alignment: MemoryLayout<Token>.alignment)
    }
}
