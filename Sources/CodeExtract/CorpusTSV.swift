/// One labelled message of a corpus file.
public struct CorpusRow: Sendable, Equatable {
    /// The row's identifier.
    public var id: String
    /// The language tag (`en`, `zh-Hans`, `es-MX`).
    public var lang: String
    /// The sender, possibly empty.
    public var sender: String
    /// The expected code, or nil for `NONE`.
    public var expected: String?
    /// The message, unescaped.
    public var text: String

    /// Creates a row from its fields.
    public init(id: String, lang: String, sender: String, expected: String?, text: String) {
        self.id = id
        self.lang = lang
        self.sender = sender
        self.expected = expected
        self.text = text
    }
}

/// A line that does not have the five fields of the corpus format.
public struct CorpusFormatError: Error, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The number of TAB-separated fields found.
    public var fieldCount: Int

    /// What failed and what to do.
    public var description: String {
        "line \(line): expected 5 TAB-separated fields (id lang sender expected text), found \(fieldCount)"
    }
}

/// Parses the corpus format: a header line `id lang sender expected text`, then one row per
/// line; `text` escapes TAB, newline, carriage return and backslash as `\t \n \r \\`.
/// Blank lines are skipped. Works on the UTF-8 bytes, so large files parse quickly.
public func parseCorpusTSV(_ contents: String) throws(CorpusFormatError) -> [CorpusRow] {
    var rows: [CorpusRow] = []
    var lineNumber = 0
    for line in contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        lineNumber += 1
        var bytes = line[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if bytes.isEmpty { continue }
        let fields = bytes.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5 else { throw CorpusFormatError(line: lineNumber, fieldCount: fields.count) }
        let id = String(decoding: fields[0], as: UTF8.self)
        if lineNumber == 1 && id == "id" { continue }
        let expected = String(decoding: fields[3], as: UTF8.self)
        rows.append(
            CorpusRow(
                id: id, lang: String(decoding: fields[1], as: UTF8.self),
                sender: String(decoding: fields[2], as: UTF8.self),
                expected: expected == "NONE" ? nil : expected, text: unescapeCorpusText(fields[4])))
    }
    return rows
}

/// Undoes the corpus text escapes (`\n \t \r \\`); other backslashes are kept as written.
public func unescapeCorpusText<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var escaping = false
    for byte in bytes {
        if escaping {
            switch byte {
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            default: output.append(UInt8(ascii: "\\")); output.append(byte)
            }
            escaping = false
        } else if byte == UInt8(ascii: "\\") {
            escaping = true
        } else {
            output.append(byte)
        }
    }
    if escaping { output.append(UInt8(ascii: "\\")) }
    return String(decoding: output, as: UTF8.self)
}
