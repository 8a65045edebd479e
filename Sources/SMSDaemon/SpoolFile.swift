/// One spool file's message, decoded from whichever format wrote it.
public struct SpoolMessage: Sendable, Equatable {
    /// The format the file was recognised as.
    public enum Format: String, Sendable {
        case smstools3
        case gammu
        case plain
    }

    /// The recognised format.
    public var format: Format
    /// The message body.
    public var text: String
    /// The sender, when the file names one.
    public var sender: String?
}

/// Why a spool file was skipped. Each case is one clear log line.
public enum SpoolFileError: Error, Equatable, CustomStringConvertible {
    case tooLarge(limit: Int)
    case empty
    case binary
    case invalidUTF8
    case unsupported(String)

    public var description: String {
        switch self {
        case .tooLarge(let limit): "larger than \(limit / 1024) KiB, not an SMS"
        case .empty: "empty file"
        case .binary: "binary data (NUL bytes), not a text message"
        case .invalidUTF8: "not valid UTF-8 text"
        case .unsupported(let what): what
        }
    }
}

/// Recognises and decodes the spool formats: smstools3 incoming files, gammu-smsd's files
/// backend, and plain UTF-8 text with an optional `From:` header block.
public enum SpoolFileParser {
    /// Files larger than this are not SMS (a 255-part concatenated SMS is under 40 KiB).
    public static let sizeLimit = 64 * 1024

    /// Decodes `bytes` read from the file called `name`.
    /// - Parameters:
    ///   - name: The file's name (gammu encodes sender and time in it).
    ///   - bytes: The file's content.
    public static func parse(name: String, bytes: [UInt8]) throws(SpoolFileError) -> SpoolMessage {
        guard bytes.count <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
        guard !bytes.isEmpty else { throw .empty }
        let message = try decode(name: name, bytes: bytes)
        // Whatever the format, a message of nothing but line ends carries no text.
        guard !message.text.isEmpty else { throw .empty }
        return message
    }

    private static func decode(name: String, bytes: [UInt8]) throws(SpoolFileError) -> SpoolMessage {
        if let gammuName = GammuFileName(name) {
            return try parseGammu(gammuName, bytes: bytes)
        }
        let (headers, bodyStart) = HeaderBlock.split(bytes)
        if let headers, headers.looksLikeSmstools3 {
            return try parseSmstools3(headers, body: Array(bytes[bodyStart...]))
        }
        let text = try decodeUTF8Text(headers == nil ? bytes : Array(bytes[bodyStart...]))
        return SpoolMessage(format: .plain, text: text, sender: headers?["from"])
    }

    private static func parseSmstools3(_ headers: HeaderBlock, body: [UInt8]) throws(SpoolFileError) -> SpoolMessage {
        let alphabet = headers["alphabet"]?.uppercased() ?? "ISO"
        let text: String
        if alphabet.hasPrefix("UCS") {
            // smstools3 keeps UCS2 bodies as UTF-16BE unless decode_unicode_text converted them.
            if let utf16 = TextDecoding.utf16(body, bigEndian: true), body.contains(0) || String(validating: body, as: UTF8.self) == nil {
                text = utf16
            } else {
                text = try decodeUTF8Text(body)
            }
        } else if alphabet.hasPrefix("BIN") {
            throw .unsupported("smstools3 binary message (Alphabet: \(alphabet)), no text")
        } else {
            // ISO and GSM bodies are ISO-8859-15, or UTF-8 when smsd runs with incoming_utf8.
            guard !body.contains(0) else { throw .binary }
            text = String(validating: body, as: UTF8.self) ?? TextDecoding.iso8859_15(body)
        }
        return SpoolMessage(format: .smstools3, text: TextDecoding.trimTrailingNewlines(text), sender: headers["from"])
    }

    private static func parseGammu(_ name: GammuFileName, bytes: [UInt8]) throws(SpoolFileError) -> SpoolMessage {
        guard name.fileExtension == "txt" else {
            throw .unsupported("gammu-smsd \(name.fileExtension) file, not a text message")
        }
        let text: String
        if let bom = TextDecoding.utf16WithBOM(bytes) {
            text = bom  // InboxFormat = unicode (the default)
        } else if let utf16 = TextDecoding.utf16Sniffed(bytes) {
            text = utf16
        } else {
            text = try decodeUTF8Text(bytes)  // InboxFormat = standard in a UTF-8 locale
        }
        return SpoolMessage(format: .gammu, text: TextDecoding.trimTrailingNewlines(text), sender: name.sender)
    }

    private static func decodeUTF8Text(_ bytes: [UInt8]) throws(SpoolFileError) -> String {
        if let utf16 = TextDecoding.utf16WithBOM(bytes) { return TextDecoding.trimTrailingNewlines(utf16) }
        guard !bytes.contains(0) else { throw .binary }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { throw .invalidUTF8 }
        return TextDecoding.trimTrailingNewlines(text)
    }
}
