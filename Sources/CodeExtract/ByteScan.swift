/// Whether a message's UTF-8 bytes hold a byte value: the pre-scans that let most messages
/// skip a rule's scalar scan (no "@", no bracket).
enum ByteScan {
    /// Whether `bytes` hold `first` or `second`. Sixteen bytes are compared at once (one
    /// vector compare); the last sixteen of a text longer than that are read once more,
    /// overlapping, instead of a byte at a time. Up to 128 bytes, eight blocks without a loop.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ first: UInt8, or second: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        guard count >= 16 else {
            for byte in bytes where byte == first || byte == second { return true }
            return false
        }
        let firsts = SIMD16<UInt8>(repeating: first)
        let seconds = SIMD16<UInt8>(repeating: second)
        let last = count &- 16
        if count <= 128 {
            // Most messages: eight blocks, overlapping as the text's length has them, read
            // without a loop. The loop below leaves after a number of blocks that follows the
            // text, a branch mispredicted on most messages (about once each time).
            var found = SIMD16<UInt8>()
            for block in 0..<8 {
                let bytes = UnsafeRawPointer(base + Swift.min(block &* 16, last)).loadUnaligned(as: SIMD16<UInt8>.self)
                found |= SIMD16<UInt8>().replacing(with: 1, where: bytes .== firsts .| bytes .== seconds)
            }
            // (Read as two words: `any` on a mask called a generic reduction here.)
            let (low, high) = unsafeBitCast(found, to: (UInt64, UInt64).self)
            return low | high != 0
        }
        var offset = 0
        while true {
            let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            if any(block .== firsts .| block .== seconds) { return true }
            guard offset < last else { return false }
            offset = min(offset &+ 16, last)
        }
    }

    /// Whether `bytes` hold `byte`.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        contains(bytes, byte, or: byte)
    }
}
