/// Turns the bytes read from the terminal into keys and pastes.
///
/// Bracketed-paste markers (`ESC [200~` … `ESC [201~`) are consumed here and never reach the
/// buffer. Several printable characters arriving in one read are also a paste: terminals
/// without bracketed paste (and some multiplexers) deliver pastes that way, and no one types
/// two characters within one read.
///
/// Sequences split across reads are kept until the next `feed`; a lone trailing Esc is only
/// a key once `flush()` says no more bytes came.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasteBuffer: [UInt8]?

    /// Creates a decoder with nothing pending.
    public init() {}

    /// True while bytes are held back: the driver calls `flush()` if nothing follows soon.
    public var hasPending: Bool { !pending.isEmpty || pasteBuffer != nil }
    /// True inside a bracketed paste whose end marker has not arrived yet (wait longer).
    public var isInsidePaste: Bool { pasteBuffer != nil }

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Decodes one read's worth of bytes.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [CodeBoxEvent] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Gives up waiting: a trailing Esc is a key, an unfinished paste is delivered as is.
    public mutating func flush() -> [CodeBoxEvent] {
        var events = decode(final: true)
        if let paste = pasteBuffer {
            pasteBuffer = nil
            events.append(.paste(String(decoding: paste, as: UTF8.self)))
        }
        pending.removeAll()
        return events
    }

    private mutating func decode(final: Bool) -> [CodeBoxEvent] {
        var events: [CodeBoxEvent] = []
        var text: [Character] = []
        var index = 0

        func emitText() {
            if text.count > 1 {
                events.append(.paste(String(text)))
            } else if let only = text.first {
                events.append(.key(.character(only)))
            }
            text.removeAll()
        }

        while index < pending.count {
            if pasteBuffer != nil {
                // Inside a bracketed paste: everything up to the end marker is pasted text.
                if let end = Self.find(Self.pasteEnd, in: pending, from: index) {
                    pasteBuffer!.append(contentsOf: pending[index..<end])
                    events.append(.paste(String(decoding: pasteBuffer!, as: UTF8.self)))
                    pasteBuffer = nil
                    index = end + Self.pasteEnd.count
                    continue
                }
                // Keep a possible partial end marker in `pending` for the next read.
                let keep = Self.partialSuffix(of: pending[index...], matching: Self.pasteEnd)
                pasteBuffer!.append(contentsOf: pending[index..<(pending.count - keep)])
                index = pending.count - keep
                break
            }
            let byte = pending[index]
            if byte == 0x1B {
                emitText()
                guard let (event, consumed) = Self.escapeSequence(pending[index...], final: final) else {
                    break   // incomplete: wait for more bytes
                }
                if consumed == -1 {
                    pasteBuffer = []
                    index += Self.pasteStart.count
                    continue
                }
                if let event { events.append(event) }
                index += consumed
                continue
            }
            if byte < 0x20 || byte == 0x7F {
                emitText()
                if let key = Self.controlKey(byte) { events.append(.key(key)) }
                index += 1
                continue
            }
            // UTF-8 text: decode one scalar (wait if it is split across reads).
            let width = Self.utf8Length(byte)
            if index + width > pending.count {
                if final { index = pending.count }
                break
            }
            let scalarBytes = pending[index..<(index + width)]
            let string = String(decoding: scalarBytes, as: UTF8.self)
            text.append(contentsOf: string)
            index += width
        }
        emitText()
        pending.removeFirst(min(index, pending.count))
        return events
    }

    /// Decodes an escape sequence at the start of `bytes`.
    ///
    /// Returns nil when more bytes are needed, `consumed == -1` for a paste start, and a nil
    /// event for a sequence that is understood but ignored (function keys, mouse, focus).
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>, final: Bool) -> (CodeBoxEvent?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return final ? (.key(.escape), 1) : nil }
        let second = bytes[start + 1]
        if second == 0x1B {
            return (.key(.escape), 1)   // Esc Esc: the first is a key of its own
        }
        if second == UInt8(ascii: "O") {
            guard bytes.count >= 3 else { return final ? (.key(.escape), 1) : nil }
            let key: Key? = switch bytes[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            default: nil
            }
            return (key.map { .key($0) }, 3)
        }
        guard second == UInt8(ascii: "[") else {
            // Alt+key arrives as Esc + key: treat it as the key alone.
            return (nil, 1)
        }
        // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
        var end = start + 2
        while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return final ? (.key(.escape), 1) : nil }
        let finalByte = bytes[end]
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let consumed = end - start + 1
        if finalByte == UInt8(ascii: "~") && parameters == "200" { return (nil, -1) }
        let base = parameters.split(separator: ";").first.map(String.init) ?? ""
        let key: Key?
        switch finalByte {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "~"):
            switch base {
            case "1", "7": key = .home
            case "4", "8": key = .end
            case "3": key = .delete
            default: key = nil
            }
        default:
            key = nil
        }
        return (key.map { .key($0) }, consumed)
    }

    private static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x7F, 0x08: return .backspace
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x15, 0x17: return .clearAll
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x1A: return .suspend
        default: return nil
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count - from >= needle.count else { return nil }
        var index = from
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The length of the longest suffix of `bytes` that is a proper prefix of `marker`.
    private static func partialSuffix(of bytes: ArraySlice<UInt8>, matching marker: [UInt8]) -> Int {
        var length = min(marker.count - 1, bytes.count)
        while length > 0 {
            if Array(bytes.suffix(length)) == Array(marker.prefix(length)) { return length }
            length -= 1
        }
        return 0
    }
}
