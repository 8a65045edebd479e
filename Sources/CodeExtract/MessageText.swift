/// One message, split once into scalars and tokens for every later rule to share.
///
/// One block per message: the scalars (so rules can look back and ahead in O(1)), their
/// classes, their keyword symbols, their UTF-8 offsets, the tokens and the parser's scratch
/// arrays (token ends and tokenizer inputs) live in a single block, valid only for
/// the duration of `withParsed`'s body (the extractor keeps the block for the next message,
/// `ParseBlocks`, and the parser writes everything it reads). A `MessageText` is a view of
/// that block: copies are cheap and none may outlive the body.
struct MessageText {
    /// The text's UTF-8 bytes (valid only inside `withParsed`'s body, like everything here).
    let utf8: UnsafeBufferPointer<UInt8>
    /// The message's scalars.
    let scalars: UnsafeMutableBufferPointer<Unicode.Scalar>
    /// The class of each scalar, computed once.
    var classes: UnsafeMutableBufferPointer<ScalarClass> { UnsafeMutableBufferPointer(start: classesBase, count: scalars.count) }
    /// Each scalar folded for keyword matching, looked up when read (`FoldedScalars`).
    var folded: FoldedScalars { FoldedScalars(scalars: UnsafeBufferPointer(scalars), table: ScalarTable.entries) }
    /// Each scalar's symbol for the keyword automaton (`KeywordTrie.Automaton.Tables.symbol`),
    /// after one at index -1 that stands for no letter (the automaton reads the symbol before
    /// each one's) and, in its bits, for the marks: the OR of all the symbols' mark bit.
    var keywordSymbols: UnsafeMutableBufferPointer<UInt16> { UnsafeMutableBufferPointer(start: keywordSymbolsBase, count: scalars.count) }
    // The arrays above share the scalars' count: one pointer each keeps the message at 15
    // words, which the compiler copies inline (at 19 it called memcpy, several times a message).
    private let classesBase: UnsafeMutablePointer<ScalarClass>
    private let keywordSymbolsBase: UnsafeMutablePointer<UInt16>
    /// The tokens, in text order.
    let tokens: UnsafeMutableBufferPointer<Token>
    /// The token each scalar belongs to.
    private let tokenOf: UnsafeMutablePointer<Int32>
    /// The UTF-8 offset of each scalar from `asciiPrefixCount` on, and of the end of the
    /// text after the last one: `range` is two loads instead of a sum over the text.
    private let utf8Offsets: UnsafeMutablePointer<Int32>
    /// The number of leading scalars whose UTF-8 offset is their index (the ASCII the
    /// decoder read eight bytes at a time): their offsets are not stored, which for most
    /// messages is most offsets, while `range` and `string` run a few times per message.
    private let asciiPrefixCount: Int
    /// The tokens that may start a candidate (`CandidateScanner.mayStart`), listed while the
    /// tokens were written.
    let possibleStarts: UnsafeBufferPointer<Int32>
    /// Room for the keyword automaton's states and reports (`KeywordTrie.roomCapacity`): the
    /// parser's token ends, done with once the tokens are written.
    var reportRoom: UnsafeMutableBufferPointer<UInt64> {
        UnsafeMutableBufferPointer(start: reportRoomBase, count: max(1, utf8.count) &+ KeywordTrie.extraReportRoom)
    }
    private let reportRoomBase: UnsafeMutablePointer<UInt64>
    /// What `leadingNameEnd` worked out, in the block: `unknownLeadingName` until then.
    private let leadingNameMemo: UnsafeMutablePointer<Int>
    private static let unknownLeadingName = -2

    /// Splits `text` and runs `body` on it; the block is freed when `body` returns.
    ///
    /// A text of more than `Int32.max` UTF-8 bytes (2 GiB; no SMS comes near) is read up to
    /// the last scalar that ends within its first `Int32.max` bytes: scalar indices and UTF-8
    /// offsets then fit `Int32`, which keeps tokens and offsets half as large.
    /// With `blocks`, a block of the standard size is taken from there and given back,
    /// instead of being allocated and freed.
    static func withParsed<Result>(
        _ text: String, blocks: Unmanaged<ParseBlocks>? = nil, _ body: (MessageText) -> Result
    ) -> Result {
        // A native string's bytes are read in place: no copy of the text, so no retain of it.
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in withParsed(bytes: bytes, blocks, body) }) {
            return result
        }
        var bytesOfText = text
        return bytesOfText.withUTF8 { bytes in withParsed(bytes: bytes, blocks, body) }
    }

    /// The tables the parser reads, gathered in one global: one initialization check a
    /// message instead of three.
    private struct ParseTables: @unchecked Sendable {  // Views of tables never written after their initialization: safe to share.
        let entries = ScalarTable.entries
        let rows = TokenMachine.rows
        let symbols = Lexicon.trie.automaton.tables.symbolLookup
    }
    private static let parseTables = ParseTables()

    /// The block's size is a multiple of this many bytes: one step is `ParseBlocks.size`.
    private static let blockStep = ParseBlocks.size

    /// Splits the valid UTF-8 `bytes` and runs `body` on them; the block is freed (or given
    /// back to `blocks`) when `body` returns.
    private static func withParsed<Result>(
        bytes: UnsafeBufferPointer<UInt8>, _ blocks: Unmanaged<ParseBlocks>?, _ body: (MessageText) -> Result
    ) -> Result {
        let capacity = max(1, min(bytes.count, Int(Int32.max)))
        var byteCount = 0
        // Reserves `count` values of `type` in the block, and returns their offset.
        func reserve<T>(_ type: T.Type, _ count: Int) -> Int {
            let offset = (byteCount + MemoryLayout<T>.alignment - 1) & -MemoryLayout<T>.alignment
            byteCount = offset + count * MemoryLayout<T>.stride
            return offset
        }
        let tokensAt = reserve(Token.self, capacity)
        let scalarsAt = reserve(Unicode.Scalar.self, capacity + 1)
        let tokenOfAt = reserve(Int32.self, capacity)
        let startsAt = reserve(Int32.self, capacity)
        let memoAt = reserve(Int.self, 1)
        let offsetsAt = reserve(Int32.self, capacity + 1)
        let keywordSymbolsAt = reserve(UInt16.self, capacity + 1)
        let classesAt = reserve(ScalarClass.self, capacity)
        let inputsAt = reserve(TokenMachine.Input.self, capacity)
        // (After the parse, the room of the keyword automaton's reports, which needs a few more.)
        let tokenEndsAt = reserve(UInt64.self, capacity + KeywordTrie.extraReportRoom)
        // Sized in steps of 16 KiB (about 52 bytes per byte of text: an SMS of up to ~310 bytes
        // takes one): most messages then use the block their extractor keeps
        // (`ParseBlocks`); longer ones, and other threads, ask malloc for one of a size it
        // has likely just seen freed.
        let blockSize = (byteCount + blockStep - 1) & -blockStep
        // (Used through `Unmanaged`: a strong copy of the reference is an atomic retain.)
        let kept = blockSize == ParseBlocks.size ? blocks : nil
        let base = kept?._withUnsafeGuaranteedRef { $0.take() } ?? ParseBlocks.allocate(byteCount: blockSize)
        defer {
            if let kept { kept._withUnsafeGuaranteedRef { $0.give(base) } } else { base.deallocate() }
        }
        let parser = Parser(
            scalars: (base + scalarsAt).bindMemory(to: Unicode.Scalar.self, capacity: capacity + 1),
            classes: (base + classesAt).bindMemory(to: ScalarClass.self, capacity: capacity),
            keywordSymbols: (base + keywordSymbolsAt).bindMemory(to: UInt16.self, capacity: capacity + 1) + 1,
            utf8Offsets: (base + offsetsAt).bindMemory(to: Int32.self, capacity: capacity + 1),
            inputs: (base + inputsAt).bindMemory(to: TokenMachine.Input.self, capacity: capacity),
            tokens: (base + tokensAt).bindMemory(to: Token.self, capacity: capacity),
            tokenEnds: (base + tokenEndsAt).bindMemory(to: UInt64.self, capacity: capacity),
            tokenOf: (base + tokenOfAt).bindMemory(to: Int32.self, capacity: capacity),
            possibleStarts: (base + startsAt).bindMemory(to: Int32.self, capacity: capacity))
        // The message holds the bytes without retaining the text: it must not outlive `body`.
        let bytes = prefixFittingInt32(bytes)
        let tables = parseTables
        let (scalarCount, asciiPrefixCount, (tokenCount, startCount)) = parser.parse(bytes, tables.entries, tables.rows, tables.symbols)
        let message = MessageText(
            utf8: bytes,
            scalars: UnsafeMutableBufferPointer(start: parser.scalars, count: scalarCount),
            classesBase: parser.classes, keywordSymbolsBase: parser.keywordSymbols,
            tokens: UnsafeMutableBufferPointer(start: parser.tokens, count: tokenCount),
            tokenOf: parser.tokenOf, utf8Offsets: parser.utf8Offsets, asciiPrefixCount: asciiPrefixCount,
            possibleStarts: UnsafeBufferPointer(start: parser.possibleStarts, count: startCount),
            reportRoomBase: (base + tokenEndsAt).bindMemory(to: UInt64.self, capacity: capacity + KeywordTrie.extraReportRoom),
            leadingNameMemo: (base + memoAt).bindMemory(to: Int.self, capacity: 1))
        message.leadingNameMemo.initialize(to: unknownLeadingName)
        return body(message)
    }

    /// The text of scalars `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        let (startOffset, endOffset) = utf8Offsets(start, end)
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[startOffset..<endOffset]), as: UTF8.self)
    }

    /// The `String.Index` range of scalars `start..<end` in `text`, the string this message was parsed from.
    func range(_ start: Int, _ end: Int, in text: String) -> Range<String.Index> {
        let (startOffset, endOffset) = utf8Offsets(start, end)
        return Self.range(utf8: startOffset..<endOffset, in: text)
    }

    /// The `String.Index` range of UTF-8 offsets `offsets` in `text`.
    static func range(utf8 offsets: Range<Int>, in text: String) -> Range<String.Index> {
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offsets.lowerBound)
        return lower..<text.utf8.index(lower, offsetBy: offsets.count)
    }

    /// The UTF-8 offsets of scalars `start` and `end`.
    func utf8Offsets(_ start: Int, _ end: Int) -> (Int, Int) {
        (utf8Offset(start), utf8Offset(end))
    }

    private func utf8Offset(_ index: Int) -> Int {
        index < asciiPrefixCount ? index : Int(utf8Offsets[index])
    }

    /// `bytes`, or for more than `Int32.max` of them the longest prefix of whole scalars
    /// that fits: the one case where a message does not see its whole text.
    private static func prefixFittingInt32(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > Int(Int32.max) else { return bytes }
        var end = Int(Int32.max)
        while bytes[end] & 0xC0 == 0x80 { end -= 1 }  // back to the first byte of the scalar cut in two
        return UnsafeBufferPointer(rebasing: bytes[..<end])
    }

    /// The class of the scalar at `index`, or `.space` outside the text.
    @inline(__always)
    func scalarClass(at index: Int) -> ScalarClass {
        Self.isInside(index, classes.count) ? classes[index] : .space
    }

    /// The scalar at `index`, or a space outside the text.
    @inline(__always)
    func scalar(at index: Int) -> Unicode.Scalar {
        Self.isInside(index, scalars.count) ? scalars[index] : " "
    }

    /// Whether `0 <= index < count`, in one comparison: a negative index, as an unsigned
    /// number, is larger than any count.
    @inline(__always)
    private static func isInside(_ index: Int, _ count: Int) -> Bool {
        UInt(bitPattern: index) < UInt(bitPattern: count)
    }

    /// The index of the token that contains scalar `index`.
    func tokenIndex(containing index: Int) -> Int {
        Int(tokenOf[index])
    }

    /// Whether the text holds a letter in lower case (ASCII, or of any cased script): a text
    /// without one is written in capitals, where a capital word is no sign of a code. Read
    /// by rules of rare shapes only: a scan of the text, not kept.
    var hasLowercaseLetter: Bool {
        scalars.contains { $0.value &- 0x61 < 26 || !$0.isASCII && $0.properties.isLowercase }
    }

    /// `index`, or the token after it when token `index` (below `limit`, the token count by
    /// default) is blanks. Blanks are never two tokens in a row (a blank joins the blanks or
    /// the line break before it), so a loop skipping blanks stops there: this is that loop
    /// without its branch, whose exit follows the text. The message has tokens.
    @inline(__always)
    func skippingBlank(after index: Int, limit: Int? = nil) -> Int {
        let inside = UInt(bitPattern: index) < UInt(bitPattern: limit ?? tokens.count)
        let blank = inside.bit & (tokens.baseAddress![inside ? index : 0].kind == .space).bit
        return index &+ Int(blank)
    }

    /// `index`, or the token before it when token `index` (from -1 on) is blanks: the
    /// backward `skippingBlank(after:)`.
    @inline(__always)
    func skippingBlank(before index: Int) -> Int {
        let inside = index >= 0
        let blank = inside.bit & (tokens.baseAddress![inside ? index : 0].kind == .space).bit
        return index &- Int(blank)
    }

    /// The end of the message's leading name (`ServiceName.leadingNameRange`), -1 for none:
    /// `workOut`'s answer, asked on the first call for the message and kept for the rules
    /// that ask again.
    @inline(__always)
    func leadingNameEnd(workingOut workOut: () -> Int) -> Int {
        if leadingNameMemo.pointee == Self.unknownLeadingName { leadingNameMemo.pointee = workOut() }
        return leadingNameMemo.pointee
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
    /// Decodes and classifies the UTF-8 bytes in one pass, then finds the tokens in
    /// a second and writes them in a third.
    private struct Parser {
        let scalars: UnsafeMutablePointer<Unicode.Scalar>
        let classes: UnsafeMutablePointer<ScalarClass>
        let keywordSymbols: UnsafeMutablePointer<UInt16>
        let utf8Offsets: UnsafeMutablePointer<Int32>
        /// Each scalar's tokenizer input from `asciiPrefixCount` on, for `tokenize`.
        let inputs: UnsafeMutablePointer<TokenMachine.Input>
        let tokens: UnsafeMutablePointer<Token>
        /// Each token's end, and in the high word its last state's tag (`TokenMachine.Rows.tag(of:)`),
        /// from `tokenize` for `writeTokens`.
        let tokenEnds: UnsafeMutablePointer<UInt64>
        let tokenOf: UnsafeMutablePointer<Int32>
        let possibleStarts: UnsafeMutablePointer<Int32>

        /// Returns the number of scalars, of leading scalars whose offset is their index, and of
        /// tokens and of those that may start a candidate.
        func parse(
            _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<ScalarTable.Entry>, _ rows: TokenMachine.Rows,
            _ keywords: KeywordTrie.Automaton.Tables.Symbols
        ) -> (Int, Int, (Int, Int)) {
            let (scalarCount, asciiPrefixCount) = decode(bytes, table, keywords)
            let tokenCount = tokenize(scalarCount, asciiPrefixCount: asciiPrefixCount, rows)
            // Only a run with non-ASCII letters or digits can need splitting: an all-ASCII text
            // (as many scalars as bytes) has none, and skips the check of every token.
            let mayHaveMixedRuns = scalarCount != bytes.count
            return (scalarCount, asciiPrefixCount, writeTokens(tokenCount, mayHaveMixedRuns: mayHaveMixedRuns))
        }

        // One pass over the UTF-8 bytes (valid: a String's UTF-8 view always is). Eight ASCII bytes,
        // most of most messages, are decoded at once, until the first byte that is not ASCII;
        // from there on scalar by scalar, as mixed text would mispredict switching between
        // the two. Class, keyword symbol and tokenizer input come from one table entry for all
        // common scripts. The offsets of the ASCII read eight bytes at a time are their
        // indices and are not stored. Returns the number of scalars and of those read eight
        // bytes at a time.
        private func decode(
            _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<ScalarTable.Entry>, _ keywords: KeywordTrie.Automaton.Tables.Symbols
        ) -> (Int, Int) {
            // Locals, not `self`'s fields: stores through the pointers cannot alias a local.
            let scalars = scalars, classes = classes, utf8Offsets = utf8Offsets, inputs = inputs
            let keywordSymbols = keywordSymbols
            let count = bytes.count
            var offset = 0
            var index = 0
            var asciiPrefixCount = 0
            // The OR of the symbols read one by one (ASCII has no marks), for the one written
            // before the first.
            var marks: UInt16 = 0
            if let bytes = bytes.baseAddress {
                while count &- offset >= 8 {
                    let block = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
                    guard block & 0x8080_8080_8080_8080 == 0 else { break }
                    // The scalars are the bytes widened, two vector stores.
                    UnsafeMutableRawPointer(scalars + index).storeBytes(
                        of: SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(block, to: SIMD8<UInt8>.self)), as: SIMD8<UInt32>.self)
                    for lane in 0..<8 {
                        let entry = table[Int(bytes[offset &+ lane])]
                        classes[index &+ lane] = entry.scalarClass
                        keywordSymbols[index &+ lane] = entry.keywordSymbol
                    }
                    offset &+= 8
                    index &+= 8
                }
                asciiPrefixCount = index
                while offset < count {
                    let lead = bytes[offset]
                    utf8Offsets[index] = Int32(truncatingIfNeeded: offset)
                    var value = UInt32(lead)
                    if lead < 0xE0 {
                        // One byte or two, without a branch: in a script of two-byte letters
                        // with ASCII blanks and digits between them, which one follows the
                        // text. (The second byte read is the first again for one byte.)
                        let two = Int((lead >= 0x80).bit)
                        let twoBytes = UInt32(lead & 0x1F) &<< 6 | UInt32(bytes[offset &+ two] & 0x3F)
                        value ^= (value ^ twoBytes) & (0 &- UInt32(two))
                        offset &+= 1 &+ two
                    } else if lead < 0xF0 {
                        value = UInt32(lead & 0x0F) &<< 12 | UInt32(bytes[offset &+ 1] & 0x3F) &<< 6 | UInt32(bytes[offset &+ 2] & 0x3F)
                        offset &+= 3
                    } else {
                        value = UInt32(lead & 0x07) &<< 18 | UInt32(bytes[offset &+ 1] & 0x3F) &<< 12
                            | UInt32(bytes[offset &+ 2] & 0x3F) &<< 6 | UInt32(bytes[offset &+ 3] & 0x3F)
                        offset &+= 4
                    }
                    let entry = ScalarTable.entry(value, table, keywords)
                    // Valid UTF-8 decodes to scalar values only: no check for surrogates or range.
                    scalars[index] = unsafeBitCast(value, to: Unicode.Scalar.self)
                    classes[index] = entry.scalarClass
                    keywordSymbols[index] = entry.keywordSymbol
                    marks |= entry.keywordSymbol
                    inputs[index] = entry.tokenInput
                    index &+= 1
                }
            }
            utf8Offsets[index] = Int32(truncatingIfNeeded: offset)
            // A blank after the last scalar: the scalar after a token's first is always there.
            scalars[index] = " "
            keywordSymbols[-1] = marks & KeywordTrie.Automaton.markBit
            return (index, asciiPrefixCount)
        }

        // Each pair of scalars takes one step through `TokenMachine`'s `rows`: the same
        // instructions for every scalar, and no branch on the text; each step waits on the
        // one before (its row is the load's result), so two scalars a step halve
        // the waits. The leading ASCII's inputs are its classes (`TokenMachine.Input` says
        // why); the rest's were stored by `decode`. Records each scalar's token, and each
        // token's end and its last state's tag; returns the number of tokens.
        private func tokenize(_ count: Int, asciiPrefixCount: Int, _ rows: TokenMachine.Rows) -> Int {
            let tokenEnds = tokenEnds, tokenOf = tokenOf
            var row = rows.start
            var token = -1
            @inline(__always)
            func record(_ index: Int, _ startsToken: UInt8, _ tag: UInt8) {
                token &+= Int(startsToken)
                tokenOf[index] = Int32(truncatingIfNeeded: token)
                tokenEnds[token] = Self.endAndTag(index &+ 1, tag)
            }
            @inline(__always)
            func run(_ start: Int, _ end: Int, _ inputs: UnsafeRawPointer) {
                @inline(__always)
                func takeTwo(_ index: Int) {
                    let pair = Int(inputs.load(fromByteOffset: index, as: UInt8.self)) &<< 3
                        | Int(inputs.load(fromByteOffset: index &+ 1, as: UInt8.self))
                    let (next, firstStarts, secondStarts, middleTag, nextTag) = rows.pairStep(row, pair)
                    record(index, firstStarts, middleTag)
                    record(index &+ 1, secondStarts, nextTag)
                    row = next
                }
                // Four scalars a round: the loop's own instructions were a sixth of the work at one a round,
                // and still an eleventh at two.
                var index = start
                while end &- index >= 4 {
                    takeTwo(index)
                    takeTwo(index &+ 2)
                    index &+= 4
                }
                if end &- index >= 2 {
                    takeTwo(index)
                    index &+= 2
                }
                if index < end {
                    let (next, startsToken, tag) = rows.step(row, Int(inputs.load(fromByteOffset: index, as: UInt8.self)))
                    record(index, startsToken, tag)
                    row = next
                }
            }
            run(0, asciiPrefixCount, classes)
            run(asciiPrefixCount, count, inputs)
            return token &+ 1
        }

        /// Writes the tokens `tokenize` found; a run of letters and digits that is not all
        /// ASCII (never there when `mayHaveMixedRuns` is false) is split as `splitMixedRun`
        /// says, and the tokens after it renumbered. Lists the tokens that may start a
        /// candidate on the way. Returns the number of tokens and of those.
        private func writeTokens(
            _ tokenCount: Int, mayHaveMixedRuns: Bool
        ) -> (Int, Int) {
            let tokens = tokens, tokenEnds = tokenEnds, scalars = scalars, possibleStarts = possibleStarts
            var start = 0
            var listed = 0
            var previousKind = Token.Kind.lineBreak
            for token in 0..<tokenCount {
                let end = Self.end(tokenEnds[token])
                let kind = TokenMachine.Rows.kind(Self.tag(tokenEnds[token]))
                Token.initializeWithoutLayout(tokens + token, kind: kind, start: start, end: end)
                possibleStarts[listed] = Int32(truncatingIfNeeded: token)
                listed &+= Int(
                    CandidateScanner.mayStart(
                        kind, length: end &- start, first: scalars[start], second: scalars[start &+ 1], after: previousKind))
                previousKind = kind
                start = end
            }
            guard mayHaveMixedRuns, (0..<tokenCount).contains(where: { Self.isMixed(tokenEnds[$0]) }) else { return (tokenCount, listed) }
            // The few messages with one: written again from the machine's tokens (`tokenEnds`,
            // not `tokens`), which the split only ever moves forward.
            var written = 0
            start = 0
            for token in 0..<tokenCount {
                let end = Self.end(tokenEnds[token])
                if Self.isMixed(tokenEnds[token]) {
                    splitMixedRun(start, end, &written)
                } else {
                    append(TokenMachine.Rows.kind(Self.tag(tokenEnds[token])), start, end, &written)
                }
                start = end
            }
            listed = 0
            previousKind = .lineBreak
            for token in tokens..<(tokens + written) {
                possibleStarts[listed] = Int32(truncatingIfNeeded: token - tokens)
                let (kind, start, end) = (token.pointee.kind, token.pointee.start, token.pointee.end)
                listed &+= Int(
                    CandidateScanner.mayStart(
                        kind, length: end &- start, first: scalars[start], second: scalars[start &+ 1], after: previousKind))
                previousKind = kind
            }
            return (written, listed)
        }

        /// A token's end and its last state's tag, as `tokenEnds` holds them: one store.
        @inline(__always)
        private static func endAndTag(_ end: Int, _ tag: UInt8) -> UInt64 {
            UInt64(truncatingIfNeeded: end) | UInt64(tag) &<< 32
        }

        @inline(__always)
        private static func end(_ endAndTag: UInt64) -> Int { Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: endAndTag)) }

        @inline(__always)
        private static func tag(_ endAndTag: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: endAndTag &>> 32) }

        /// Whether a token of `tokenEnds` is a run of letters and digits to split.
        @inline(__always)
        private static func isMixed(_ endAndTag: UInt64) -> Bool { tag(endAndTag) & TokenMachine.Rows.mixedTag != 0 }

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
            Token.initializeWithoutLayout(tokens + tokenCount, kind: kind, start: start, end: end)
            let number = Int32(truncatingIfNeeded: tokenCount)
            for index in start..<end { tokenOf[index] = number }
            tokenCount += 1
        }
    }
}

/// The folded forms of a message's scalars (`ScalarTable.Entry.folded`), looked up when read:
/// the keyword automaton reads the symbols, and only a few rules read folded forms, a few
/// scalars each, where storing them cost a store for every scalar of every message.
struct FoldedScalars: RandomAccessCollection {
    let scalars: UnsafeBufferPointer<Unicode.Scalar>
    /// `ScalarTable.entries`, read once per view.
    let table: UnsafeBufferPointer<ScalarTable.Entry>

    var startIndex: Int { 0 }
    var endIndex: Int { scalars.count }

    subscript(index: Int) -> UInt32 {
        @inline(__always) get { ScalarTable.folded(scalars[index].value, table) }
    }
}
