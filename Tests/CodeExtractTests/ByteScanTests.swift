@testable import CodeExtract
import Testing

/// The sixteen-bytes-at-a-time pre-scan finds a byte wherever it stands, in texts shorter
/// than, as long as and longer than one block (the last block is read overlapping), and on
/// both sides of 128 bytes (up to there, eight blocks are read without a loop).
@Suite struct ByteScanTests {
    @Test(arguments: [0, 1, 15, 16, 17, 31, 32, 33, 47, 100, 127, 128, 129, 144, 200])
    func findsTheByteAtEveryPosition(_ length: Int) {
        for position in 0..<length {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            bytes[position] = UInt8(ascii: "@")
            bytes.withUnsafeBufferPointer { buffer in
                #expect(ByteScan.contains(buffer, UInt8(ascii: "@")), "length \(length), at \(position)")
                #expect(ByteScan.contains(buffer, UInt8(ascii: "["), or: UInt8(ascii: "@")))
                #expect(!ByteScan.contains(buffer, UInt8(ascii: "["), or: 0xE3))
            }
        }
        let none = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        none.withUnsafeBufferPointer { buffer in #expect(!ByteScan.contains(buffer, UInt8(ascii: "@"))) }
    }
}
