/// The origin-bound line of the WebOTP / Safari format: `@example.com #123456`, optionally
/// followed by ` @embedded.com` or ` %embedded.com`. When present it names the code with
/// authority, whatever else the message says.
struct OriginBoundCode {
    /// The domain the code is bound to.
    var domain: String
    /// Scalar range of the code after `#`.
    var codeStart: Int
    var codeEnd: Int

    /// The first `@domain #code` in `message`, at the start of the text or after a blank.
    static func find(in message: MessageText) -> OriginBoundCode? {
        // Most messages have no "@" at all: a scan of the UTF-8 bytes, sixteen at a time, says so.
        guard containsAt(message.utf8) else { return nil }
        let scalars = message.scalars
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "@" else { continue }
            if index > 0, message.classes[index - 1] != .space, message.classes[index - 1] != .lineBreak {
                continue
            }
            var cursor = index + 1
            while cursor < scalars.count, isDomainScalar(scalars[cursor]) { cursor += 1 }
            let domainEnd = cursor
            guard domainEnd > index + 1, cursor + 1 < scalars.count, scalars[cursor] == " ", scalars[cursor + 1] == "#"
            else { continue }
            cursor += 2
            let codeStart = cursor
            var typeable = true
            while cursor < scalars.count, scalars[cursor] != "#",
                message.classes[cursor] != .space, message.classes[cursor] != .lineBreak
            {
                typeable = typeable && isCodeScalar(scalars[cursor], message.classes[cursor])
                cursor += 1
            }
            // A code is typed: letters and digits only. Anything else (marks, controls,
            // punctuation) means this is not an origin-bound line, and it carries no authority.
            // Found by FuzzExtract: "#̾\u{18},667…" yielded a code with a combining mark.
            guard cursor > codeStart, typeable else { continue }
            // The domain's scalars are ASCII: its bytes in the text are the string.
            let domain = message.string(index + 1, domainEnd)
            return OriginBoundCode(domain: domain, codeStart: codeStart, codeEnd: cursor)
        }
        return nil
    }

    // "@" is one byte in UTF-8 and no other scalar's bytes contain 0x40, so the bytes tell.
    private static func containsAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteScan.contains(bytes, UInt8(ascii: "@"))
    }

    private static func isCodeScalar(_ scalar: Unicode.Scalar, _ scalarClass: ScalarClass) -> Bool {
        switch scalarClass {
        case .digit: return true
        case .spacedLetter: return scalar.isASCII
        default: return false
        }
    }

    private static func isDomainScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E: return true
        default: return false
        }
    }
}
