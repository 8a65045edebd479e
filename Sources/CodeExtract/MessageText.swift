/// One message, split once into scalars and tokens for every later rule to share.
///
/// Two arrays per message and none per character: the scalars (so rules can look back and
/// ahead in O(1)) and their UTF-8 offsets (so a found code maps back to a `String.Index`).
struct MessageText {
    let text: String
    private(set) var scalars: [Unicode.Scalar] = []
    private(set) var utf8Offsets: [Int] = []
    /// The class of each scalar, computed once.
    private(set) var classes: [ScalarClass] = []
    /// Each scalar folded for keyword matching, computed once.
    private(set) var folded: [UInt32] = []
    private(set) var tokens: [Token] = []

    init(_ text: String) {
        self.text = text
        let utf8Count = text.utf8.count
        scalars.reserveCapacity(utf8Count)
        utf8Offsets.reserveCapacity(utf8Count + 1)
        classes.reserveCapacity(utf8Count)
        folded.reserveCapacity(utf8Count)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            utf8Offsets.append(offset)
            let cls = ScalarClass.of(scalar)
            classes.append(cls)
            var fold = ScalarFolding.fold(scalar)
            if cls == .space || cls == .lineBreak { fold = 0x20 }
            folded.append(fold)
            offset += UTF8.width(scalar)
        }
        utf8Offsets.append(offset)
        tokenize()
    }

    /// The `String.Index` range of scalars `start..<end`.
    func range(_ start: Int, _ end: Int) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[start])
        let upper = utf8.index(lower, offsetBy: utf8Offsets[end] - utf8Offsets[start])
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

    /// The index of the token that contains scalar `index` (binary search).
    func tokenIndex(containing index: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if tokens[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Lets the context pass set distances once it knows which tokens are connectors.
    mutating func setLayout(_ index: Int, position: Float, width: Float, sentence: Int) {
        tokens[index].position = position
        tokens[index].width = width
        tokens[index].sentence = sentence
    }

    private mutating func tokenize() {
        tokens.reserveCapacity(scalars.count / 3 + 4)
        var index = 0
        let count = scalars.count
        while index < count {
            let start = index
            switch classes[index] {
            case .spacedLetter, .digit:
                var hasLetter = false
                var hasDigit = false
                var allASCII = true
                while index < count {
                    let scalar = scalars[index]
                    let cls = classes[index]
                    if case .digit = cls { hasDigit = true } else if cls == .spacedLetter { hasLetter = true } else { break }
                    if !scalar.isASCII { allASCII = false }
                    index += 1
                }
                if hasLetter && hasDigit && !allASCII {
                    splitMixedRun(start, index)
                } else {
                    let kind: Token.Kind = hasLetter ? (hasDigit ? .alphanumeric : .word) : .number
                    tokens.append(Token(kind: kind, start: start, end: index))
                }
            case .unspacedLetter:
                index += 1
                tokens.append(Token(kind: .unspaced, start: start, end: index))
            case .space:
                while index < count, classes[index] == .space { index += 1 }
                tokens.append(Token(kind: .space, start: start, end: index))
            case .lineBreak:
                while index < count {
                    let cls = classes[index]
                    guard cls == .lineBreak || cls == .space else { break }
                    index += 1
                }
                tokens.append(Token(kind: .lineBreak, start: start, end: index))
            case .symbol:
                index += 1
                tokens.append(Token(kind: .symbol, start: start, end: index))
            }
        }
    }

    // Non-ASCII letters glued to digits ("인증번호123456", "رمز١٢٣٤") are a word and a number;
    // ASCII letters and digits stay one token ("BKGR5M를" is "BKGR5M" and "를").
    private mutating func splitMixedRun(_ start: Int, _ end: Int) {
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
                    for i in runStart..<index { if scalars[i].properties.isAlphabetic { letters = true } else { digits = true } }
                    kind = letters ? (digits ? .alphanumeric : .word) : .number
                }
                tokens.append(Token(kind: kind, start: runStart, end: index))
                runStart = index
                runGroup = group
            }
        }
    }
}
