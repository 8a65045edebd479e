/// One message, split once into scalars and tokens for every later rule to share.
///
/// One allocation per message: the scalars (so rules can look back and ahead in O(1)), their
/// classes, their folded forms, their UTF-8 offsets and the tokens live in a single block
/// that exists only for the duration of `withParsed`'s body. A `MessageText` is a view of
/// that block: copies are cheap and none may outlive the body.
struct MessageText {
    /// The text's UTF-8 bytes (valid only inside `withParsed`'s body, like everything here).
    let utf8: UnsafeBufferPointer<UInt8>
    /// The message's scalars.
    let scalars: UnsafeMutableBufferPointer<Unicode.Scalar>
    /// The class of each scalar, computed once.
    let classes: UnsafeMutableBufferPointer<ScalarClass>
    /// Each scalar folded for keyword matching, computed once.
    let folded: UnsafeMutableBufferPointer<UInt32>
    /// The tokens, in text order.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// The token each scalar belongs to.
    private let tokenOf: UnsafeMutablePointer<Int32>
    /// The UTF-8 offset of each scalar, and of the end of the text after the last one:
    /// `range` is two loads instead of a sum over the text.
    private let utf8Offsets: UnsafeMutablePointer<Int32>

    /// Splits `text` and runs `body` on it; the block is freed when `body` returns.
    static func withParsed<Result>(_ text: String, _ body: (MessageText) -> Result) -> Result {
        var bytesOfText = text
        let capacity = max(1, text.utf8.count)
        func align(_ offset: Int, _ alignment: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
        let scalarsAt = 0
        let foldedAt = align(scalarsAt + capacity * MemoryLayout<Unicode.Scalar>.stride, MemoryLayout<UInt32>.alignment)
        let tokensAt = align(foldedAt + capacity * MemoryLayout<UInt32>.stride, MemoryLayout<Token>.alignment)
        let tokenOfAt = align(tokensAt + capacity * MemoryLayout<Token>.stride, MemoryLayout<Int32>.alignment)
        let offsetsAt = align(tokenOfAt + capacity * MemoryLayout<Int32>.stride, MemoryLayout<Int32>.alignment)
        let classesAt = align(offsetsAt + (capacity + 1) * MemoryLayout<Int32>.stride, MemoryLayout<ScalarClass>.alignment)
        let byteCount = classesAt + capacity * MemoryLayout<ScalarClass>.stride
        let base = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Token>.alignment)
        defer { base.deallocate() }
        let parser = Parser(
            scalars: (base + scalarsAt).bindMemory(to: Unicode.Scalar.self, capacity: capacity),
            classes: (base + classesAt).bindMemory(to: ScalarClass.self, capacity: capacity),
            folded: (base + foldedAt).bindMemory(to: UInt32.self, capacity: capacity),
            utf8Offsets: (base + offsetsAt).bindMemory(to: Int32.self, capacity: capacity + 1),
            tokens: (base + tokensAt).bindMemory(to: Token.self, capacity: capacity),
            tokenOf: (base + tokenOfAt).bindMemory(to: Int32.self, capacity: capacity))
        // The body runs inside `withUTF8`: the message holds the bytes without retaining the text.
        return bytesOfText.withUTF8 { bytes in
            let (scalarCount, tokenCount) = ScalarTable.entries.withUnsafeBufferPointer { table in parser.parse(bytes, table) }
            let message = MessageText(
                utf8: bytes,
                scalars: UnsafeMutableBufferPointer(start: parser.scalars, count: scalarCount),
                classes: UnsafeMutableBufferPointer(start: parser.classes, count: scalarCount),
                folded: UnsafeMutableBufferPointer(start: parser.folded, count: scalarCount),
                tokens: UnsafeMutableBufferPointer(start: parser.tokens, count: tokenCount),
                tokenOf: parser.tokenOf, utf8Offsets: parser.utf8Offsets)
            return body(message)
        }
    }

    /// The text of scalars `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        let (startOffset, endOffset) = utf8Offsets(start, end)
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[startOffset..<endOffset]), as: UTF8.self)
    }

    /// The `String.Index` range of scalars `start..<end` in `text`, the string this message was parsed from.
    func range(_ start: Int, _ end: Int, in text: String) -> Range<String.Index> {
        let (startOffset, endOffset) = utf8Offsets(start, end)
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: startOffset)
        let upper = text.utf8.index(lower, offsetBy: endOffset - startOffset)
        return lower..<upper
    }

    private func utf8Offsets(_ start: Int, _ end: Int) -> (Int, Int) {
        var startOffset: Int
        var endOffset: Int
        if utf8.count <= Int(Int32.max) {
            startOffset = Int(utf8Offsets[start])
            endOffset = Int(utf8Offsets[end])
        } else {
            // Offsets past 2 GiB do not fit the table: sum the widths instead.
            startOffset = 0
            for scalar in scalars[0..<start] { startOffset += UTF8.width(scalar) }
            endOffset = startOffset
            for scalar in scalars[start..<end] { endOffset += UTF8.width(scalar) }
        }
        return (startOffset, endOffset)
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
        Int(tokenOf[index])
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
}

extension MessageText {
    /// Decodes, classifies, folds and tokenizes in one pass over the UTF-8 bytes.
    private struct Parser {
        let scalars: UnsafeMutablePointer<Unicode.Scalar>
        let classes: UnsafeMutablePointer<ScalarClass>
        let folded: UnsafeMutablePointer<UInt32>
        let utf8Offsets: UnsafeMutablePointer<Int32>
        let tokens: UnsafeMutablePointer<Token>
        let tokenOf: UnsafeMutablePointer<Int32>

        init(
            scalars: UnsafeMutablePointer<Unicode.Scalar>, classes: UnsafeMutablePointer<ScalarClass>,
            folded: UnsafeMutablePointer<UInt32>, utf8Offsets: UnsafeMutablePointer<Int32>,
            tokens: UnsafeMutablePointer<Token>, tokenOf: UnsafeMutablePointer<Int32>
        ) {
            self.scalars = scalars
            self.classes = classes
            self.folded = folded
            self.utf8Offsets = utf8Offsets
            self.tokens = tokens
            self.tokenOf = tokenOf
        }

        /// Decodes, classifies and folds the scalars, then splits them into tokens. Returns the
        /// number of scalars and of tokens.
        func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<ScalarTable.Entry>) -> (Int, Int) {
            let scalarCount = decode(bytes, table)
            return (scalarCount, tokenize(scalarCount))
        }

        // One pass over the UTF-8 bytes (valid: `withUTF8` guarantees it); ASCII, most of most
        // messages, never leaves the fast path, and class and folded form come from one table
        // load for all common scripts. Returns the number of scalars.
        private func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<ScalarTable.Entry>) -> Int {
            // Locals, not `self`'s fields: stores through the pointers cannot alias a local.
            let scalars = scalars, classes = classes, folded = folded, utf8Offsets = utf8Offsets
            var offset = 0
            var index = 0
            let count = bytes.count
            while offset < count {
                let lead = bytes[offset]
                utf8Offsets[index] = Int32(truncatingIfNeeded: offset)
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
            utf8Offsets[index] = Int32(truncatingIfNeeded: offset)
            return index
        }

        // Each token is read by a loop of its own, so the branches follow the words of the
        // text instead of jumping on every scalar's class. Returns the number of tokens.
        private func tokenize(_ count: Int) -> Int {
            let classes = classes
            var tokenCount = 0
            var index = 0
            while index < count {
                let start = index
                switch classes[index] {
                case .spacedLetter, .digit:
                    var hasLetter = false
                    var hasDigit = false
                    while index < count {
                        let scalarClass = classes[index]
                        if case .digit = scalarClass {
                            hasDigit = true
                        } else if scalarClass == .spacedLetter {
                            hasLetter = true
                        } else {
                            break
                        }
                        index += 1
                    }
                    // Only runs of letters and digits ask whether they are all ASCII: most runs are not.
                    if hasLetter && hasDigit && !UnsafeMutableBufferPointer(start: scalars + start, count: index - start).allSatisfy(\.isASCII) {
                        splitMixedRun(start, index, &tokenCount)
                    } else {
                        append(hasLetter ? (hasDigit ? .alphanumeric : .word) : .number, start, index, &tokenCount)
                    }
                case .unspacedLetter:
                    index += 1
                    append(.unspaced, start, index, &tokenCount)
                case .space:
                    while index < count, classes[index] == .space { index += 1 }
                    append(.space, start, index, &tokenCount)
                case .lineBreak:
                    while index < count {
                        let scalarClass = classes[index]
                        guard scalarClass == .lineBreak || scalarClass == .space else { break }
                        index += 1
                    }
                    append(.lineBreak, start, index, &tokenCount)
                case .symbol:
                    index += 1
                    append(.symbol, start, index, &tokenCount)
                }
            }
            return tokenCount
        }

        // Non-ASCII letters glued to digits ("인증번호123456", "رمز١٢٣٤") are a word and a number;
        // ASCII letters and digits stay one token ("BKGR5M를" is "BKGR5M" and "를").
        private func splitMixedRun(_ start: Int, _ end: Int, _ tokenCount: inout Int) {
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
                    append(kind, runStart, index, &tokenCount)
                    runStart = index
                    runGroup = group
                }
            }
        }

        @inline(__always)
        private func append(_ kind: Token.Kind, _ start: Int, _ end: Int, _ tokenCount: inout Int) {
            (tokens + tokenCount).initialize(to: Token(kind: kind, start: start, end: end))
            let number = Int32(truncatingIfNeeded: tokenCount)
            for index in start..<end { tokenOf[index] = number }
            tokenCount += 1
        }
    }
}
