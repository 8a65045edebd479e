import Testing
import WireProtocol

@Suite("LineBuffer")
struct LineBufferTests {
    private func lines(_ buffer: inout LineBuffer) -> [String] {
        var out: [String] = []
        while let line = buffer.nextLine() { out.append(String(decoding: line, as: UTF8.self)) }
        return out
    }

    @Test func aLineSplitOverChunksComesOutWhole() {
        var buffer = LineBuffer()
        buffer.append(Array("LATE".utf8))
        #expect(buffer.nextLine() == nil)
        #expect(buffer.pendingCount == 4)
        buffer.append(Array("ST\nWA".utf8))
        #expect(lines(&buffer) == ["LATEST"])
        #expect(buffer.pendingCount == 2)
        buffer.append(Array("TCH\n".utf8))
        #expect(lines(&buffer) == ["WATCH"])
        #expect(buffer.pendingCount == 0)
    }

    @Test func manyLinesInOneChunkComeOutInOrderEmptyOnesIncluded() {
        var buffer = LineBuffer()
        buffer.append(Array("a\n\nbc\nd".utf8))
        #expect(lines(&buffer) == ["a", "", "bc"])
        buffer.append(Array("e\n".utf8))
        #expect(lines(&buffer) == ["de"])
    }

    @Test func removeAllDropsCompleteAndPartialLines() {
        var buffer = LineBuffer()
        buffer.append(Array("one\ntwo\nthr".utf8))
        #expect(buffer.nextLine().map { Array($0) } == Array("one".utf8))
        buffer.removeAll()
        #expect(buffer.nextLine() == nil)
        #expect(buffer.pendingCount == 0)
        buffer.append(Array("four\n".utf8))
        #expect(lines(&buffer) == ["four"])
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func anyChunkingGivesTheSameLines(chunkSize: Int) {
        let stream = Array("{\"ok\":true}\nEVENT 1\n\nÄ multi-byte line ✓\nlast".utf8)
        var buffer = LineBuffer()
        var seen: [String] = []
        var offset = 0
        while offset < stream.count {
            buffer.append(stream[offset..<min(stream.count, offset + chunkSize)])
            seen += lines(&buffer)
            offset += chunkSize
        }
        #expect(seen == ["{\"ok\":true}", "EVENT 1", "", "Ä multi-byte line ✓"])
        #expect(buffer.pendingCount == 4)
    }
}
