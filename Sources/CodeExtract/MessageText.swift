/// One message, split once into scalars and tokens for every later rule to share.
///
/// One allocation per message: the scalars (so rules can look back and ahead in O(1)), their
/// classes, their folded forms and the tokens live in a single block owned by `Storage`.
/// Copies of a `MessageText` share it; the block lives as long as any copy.
struct MessageText {
    let text: String
    private let storage: Storage

    /// The message's scalars.
    var scalars: UnsafeMutableBufferPointer<Unicode.Scalar> { storage.scalars }
    /// The class of each scalar, computed once.
    var classes: UnsafeMutableBufferPointer<ScalarClass> { storage.classes }
    /// Each scalar folded for keyword matching, computed once.
    var folded: UnsafeMutableBufferPointer<UInt32> { storage.folded }
    /// The tokens, in text order.
    var tokens: UnsafeMutableBufferPointer<Token> { storage.tokens }

    /// Owns the message's block. Never shared beyond the `MessageText` copies of one call.
    private final class Storage {
        let base: UnsafeMutableRawPointer
        private(set) var scalars: UnsafeMutableBufferPointer<Unicode.Scalar>
        private(set) var classes: UnsafeMutableBufferPointer<ScalarClass>
        private(set) var folded: UnsafeMutableBufferPointer<UInt32>
        /// Room for one token per scalar (the most there can be); `tokens` is the used part.
        let tokenRoom: UnsafeMutableBufferPointer<Token>
        var tokens: UnsafeMutableBufferPointer<Token>
        /// The token each scalar belongs to.
        let tokenOf: UnsafeMutableBufferPointer<Int32>

        init(capacity: Int) {
            func align(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
            let scalarsAt = 0
            let foldedAt = align(scalarsAt + capacity * MemoryLayout<Unicode.Scalar>.stride, MemoryLayout<UInt32>.alignment)
            let tokensAt = align(foldedAt + capacity * MemoryLayout<UInt32>.stride, MemoryLayout<Token>.alignment)
            let tokenOfAt = align(tokensAt + capacity * MemoryLayout<Token>.stride, MemoryLayout<Int32>.alignment)
            let classesAt = align(tokenOfAt + capacity * MemoryLayout<Int32>.stride, MemoryLayout<ScalarClass>.alignment)
            let byteCount = max(1, classesAt + capacity * MemoryLayout<ScalarClass>.stride)
            base = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Token>.alignment)
            scalars = UnsafeMutableBufferPointer(
                start: (base + scalarsAt).bindMemory(to: Unicode.Scalar.self, capacity: capacity), count: capacity)
            folded = UnsafeMutableBufferPointer(start: (base + foldedAt).bindMemory(to: UInt32.self, capacity: capacity), count: capacity)
            tokenRoom = UnsafeMutableBufferPointer(start: (base + tokensAt).bindMemory(to: Token.self, capacity: capacity), count: capacity)
            tokenOf = UnsafeMutableBufferPointer(start: (base + tokenOfAt).bindMemory(to: Int32.self, capacity: capacity), count: capacity)
            classes = UnsafeMutableBufferPointer(
                start: (base + classesAt).bindMemory(to: ScalarClass.self, capacity: capacity), count: capacity)
            tokens = UnsafeMutableBufferPointer(rebasing: tokenRoom[0..<0])
        }

        /// Cuts the scalar buffers to the scalars actually decoded.
        func truncate(to scalarCount: Int) {
            scalars = UnsafeMutableBufferPointer(rebasing: scalars[0..<scalarCount])
            classes = UnsafeMutableBufferPointer(rebasing: classes[0..<scalarCount])
            folded = UnsafeMutableBufferPointer(rebasing: folded[0..<scalarCount])
        }

        deinit { base.deallocate() }
    }
    init(_ text: String) {
        self.text = text
        var text = text
        let utf8Count = text.utf8.count
        let block = Storage(capacity: utf8Count)
        let scalarCount = text.withUTF8 { bytes in
            Self.decode(bytes, block.scalars, block.classes, block.folded)
        }
        if scalarCount < utf8Count { block.truncate(to: scalarCount) }
        storage = block
        tokenize()
    }

    // One pass over the UTF-8 bytes (valid: `withUTF8` guarantees it); ASCII, most of most
    // messages, never leaves the fast path, and class and folded form come from one table
    // load for all common scripts. Returns the number of scalars.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ scalars: UnsafeMutableBufferPointer<Unicode.Scalar>,
        _ classes: UnsafeMutableBufferPointer<ScalarClass>, _ folded: UnsafeMutableBufferPointer<UInt32>
    ) -> Int {
        ScalarTable.entries.withUnsafeBufferPointer { table in
            var offset = 0
            var index = 0
            let count = bytes.count
            while offset < count {
                let lead = bytes[offset]
                if lead < 0x80 {
                    let entry = table[Int(lead)]
                    scalars[index] = Unicode.Scalar(lead)
                    classes[index] = entry.scalarClass
                    folded[index] = UInt32(entry.folded)
                    offset += 1
                    index += 1
                    continue
                }
                var value: UInt32
                if lead < 0xE0 {
                    value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                    offset += 2
                } else if lead < 0xF0 {
                    value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
                    offset += 3
                } else {
                    value = UInt32(lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
                        | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
                    offset += 4
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                scalars[index] = scalar
                (classes[index], folded[index]) = ScalarTable.lookUp(scalar.value, table)
                index += 1
            }
            return index
        }
    }

    /// The UTF-8 offset of scalar `index` (the end of the text for `scalars.count`).
    private func utf8Offset(_ index: Int) -> Int {
        var offset = 0
        for scalar in scalars[0..<index] { offset += UTF8.width(scalar) }
        return offset
    }

    /// The `String.Index` range of scalars `start..<end`.
    func range(_ start: Int, _ end: Int) -> Range<String.Index> {
        let utf8 = text.utf8
        let startOffset = utf8Offset(start)
        var endOffset = startOffset
        for scalar in scalars[start..<end] { endOffset += UTF8.width(scalar) }
        let lower = utf8.index(utf8.startIndex, offsetBy: startOffset)
        let upper = utf8.index(lower, offsetBy: endOffset - startOffset)
        return lower..<upper
    }

    /// The class of the scalar at `index`, or `.space` outside the text.
    @inline(__always)
    func scalarClass(at index: Int) -> ScalarClass {
        index >= 0 && index < classes.count ? classes[index] : .space
    }

    /// The scalar at `index`, or a space outside the text.
    @inline(__always)
    func scalar(at index: Int) -> Unicode.Scalar {
        index >= 0 && index < scalars.count ? scalars[index] : " "
    }

    /// The index of the token that contains scalar `index`.
    func tokenIndex(containing index: Int) -> Int {
        Int(storage.tokenOf[index])
    }

    /// Marks token `index` as a connector.
    func markConnector(_ index: Int) {
        tokens[index].isConnector = true
    }

    /// Lets the context pass set distances once it knows which tokens are connectors.
    func setLayout(_ index: Int, position: Float, width: Float, sentence: Int) {
        tokens[index].position = position
        tokens[index].width = width
        tokens[index].sentence = sentence
    }

    private func tokenize() {
        var index = 0
        let count = scalars.count
        while index < count {
            let start = index
            switch classes[index] {
            case .spacedLetter, .digit:
                var hasLetter = false
                var hasDigit = false
                while index < count {
                    let cls = classes[index]
                    if case .digit = cls { hasDigit = true } else if cls == .spacedLetter { hasLetter = true } else { break }
                    index += 1
                }
                // Only runs of letters and digits ask whether they are all ASCII: most runs are not.
                if hasLetter && hasDigit && !scalars[start..<index].allSatisfy(\.isASCII) {
                    splitMixedRun(start, index)
                } else {
                    let kind: Token.Kind = hasLetter ? (hasDigit ? .alphanumeric : .word) : .number
                    appendToken(Token(kind: kind, start: start, end: index))
                }
            case .unspacedLetter:
                index += 1
                appendToken(Token(kind: .unspaced, start: start, end: index))
            case .space:
                while index < count, classes[index] == .space { index += 1 }
                appendToken(Token(kind: .space, start: start, end: index))
            case .lineBreak:
                while index < count {
                    let cls = classes[index]
                    guard cls == .lineBreak || cls == .space else { break }
                    index += 1
                }
                appendToken(Token(kind: .lineBreak, start: start, end: index))
            case .symbol:
                index += 1
                appendToken(Token(kind: .symbol, start: start, end: index))
            }
        }
    }

    // Non-ASCII letters glued to digits ("인증번호123456", "رمز١٢٣٤") are a word and a number;
    // ASCII letters and digits stay one token ("BKGR5M를" is "BKGR5M" and "를").
    private func splitMixedRun(_ start: Int, _ end: Int) {
        var runStart = start
        var runGroup = 0
        for index in start...end {
            var group = 3
            if index < end {
                let scalar = scalars[index]
                if scalar.isASCII {
                    group = 0
                } else if case .digit = classes[index] {
                    group = 1
                } else {
                    group = 2
                }
            }
            if index == start {
                runGroup = group
                continue
            }
            if group != runGroup {
                var kind: Token.Kind = runGroup == 1 ? .number : .word
                if runGroup == 0 {
                    var letters = false
                    var digits = false
                    for i in runStart..<index { if classes[i] == .spacedLetter { letters = true } else { digits = true } }
                    kind = letters ? (digits ? .alphanumeric : .word) : .number
                }
                appendToken(Token(kind: kind, start: runStart, end: index))
                runStart = index
                runGroup = group
            }
        }
    }

    @inline(__always)
    private func appendToken(_ token: Token) {
        let count = storage.tokens.count
        (storage.tokenRoom.baseAddress! + count).initialize(to: token)
        for index in token.start..<token.end { storage.tokenOf[index] = Int32(truncatingIfNeeded: count) }
        storage.tokens = UnsafeMutableBufferPointer(start: storage.tokenRoom.baseAddress, count: count + 1)
    }
}
