/// One request line, parsed. Grammar (docs/PROTOCOL.md):
///
///     request  = verb *( SP argument ) [CR] LF
///     argument = key "=" ( bare-value / quoted-value )
///
/// Verbs and keys are case-insensitive. A quoted value is a JSON string literal, so any
/// sender name can be written.
public enum Request: Sendable, Equatable {
    /// The newest live code that matches, optionally consumed.
    case latest(CodeFilter, consume: Bool)
    /// The newest matching code, waiting up to `timeoutMillis` for one to arrive.
    case wait(CodeFilter, timeoutMillis: Int64, consume: Bool)
    /// A stream of every matching code as it arrives, after an optional replay of the newest
    /// live one received within `maxAgeMillis`.
    case watch(CodeFilter, replayLatest: Bool, maxAgeMillis: Int64?)
    /// Version, sources and counts. Never codes.
    case status
    /// A no-op answer: is the daemon there?
    case ping
    /// Hands one message to the daemon (`smswatch ingest`); the body follows as `text=`.
    case ingest(text: String, sender: String?, source: String?)

    /// The verb of the request, lower-case.
    public var verb: String {
        switch self {
        case .latest: "latest"
        case .wait: "wait"
        case .watch: "watch"
        case .status: "status"
        case .ping: "ping"
        case .ingest: "ingest"
        }
    }
}

/// Why a request line was refused. The daemon answers with `kind` and `message`.
public struct RequestError: Error, Equatable, Sendable {
    /// Machine-readable: `too-long`, `bad-utf8`, `unknown-verb`, `bad-request`.
    public var kind: String
    /// A sentence for people.
    public var message: String

    /// Creates an error.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }
}

extension Request {
    /// Parses one request line (without its newline).
    /// - Parameters:
    ///   - line: The raw bytes of the line.
    ///   - nowMillis: The time `after=now` stands for.
    public static func parse(_ line: some Collection<UInt8>, nowMillis: Int64) throws(RequestError) -> Request {
        guard line.count < maximumRequestLength else {
            throw RequestError(kind: "too-long", message: "request line longer than \(maximumRequestLength) bytes")
        }
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RequestError(kind: "bad-utf8", message: "request is not valid UTF-8")
        }
        // Control characters travel inside quoted values as JSON escapes, never raw: a raw
        // NUL or escape sequence has no business in a request and could reach a log or a
        // terminal.
        if bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
            throw RequestError(kind: "bad-request", message: "control character in request; quote the value and escape it")
        }
        var tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw RequestError(kind: "bad-request", message: "empty request") }
        let verb = tokens.removeFirst().lowercased()
        guard knownVerbs.contains(verb) else {
            throw RequestError(kind: "unknown-verb", message: "unknown request \(verb.debugDescription)")
        }
        var arguments = Arguments(pairs: try tokens.map(splitArgument))
        let request: Request
        switch verb {
        case "latest", "consume":
            let consume = try arguments.flag("consume")
            request = .latest(try arguments.filter(nowMillis: nowMillis), consume: verb == "consume" || consume)
        case "wait":
            guard let seconds = try arguments.number("timeout") else {
                throw RequestError(kind: "bad-request", message: "WAIT needs timeout=SECONDS")
            }
            request = .wait(
                try arguments.filter(nowMillis: nowMillis), timeoutMillis: Int64(seconds * 1000),
                consume: try arguments.flag("consume"))
        case "watch":
            let replay = arguments.take("replay")
            guard replay == nil || replay == "latest" || replay == "none" else {
                throw RequestError(kind: "bad-request", message: "replay must be latest or none")
            }
            let maxAge = try arguments.number("max_age").map { Int64($0 * 1000) }
            request = .watch(try arguments.filter(nowMillis: nowMillis), replayLatest: replay == "latest", maxAgeMillis: maxAge)
        case "status": request = .status
        case "ping": request = .ping
        case "ingest":
            guard let body = arguments.take("text") else {
                throw RequestError(kind: "bad-request", message: "INGEST needs text=\"…\"")
            }
            request = .ingest(text: body, sender: arguments.take("from"), source: arguments.take("source"))
        default:
            throw RequestError(kind: "unknown-verb", message: "unknown request \(verb.debugDescription)")
        }
        if let unknown = arguments.remainingKeys.first {
            throw RequestError(kind: "bad-request", message: "unknown argument \(unknown.debugDescription) for \(verb.uppercased())")
        }
        return request
    }

    private static let knownVerbs: Set = ["latest", "consume", "wait", "watch", "status", "ping", "ingest"]

    /// The request as a line a client sends, newline included.
    public var line: String {
        var parts = [verb.uppercased()]
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            let bare = !value.isEmpty && value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "=" }
            if bare { parts.append("\(key)=\(value)") } else {
                var quoted = ""
                JSONValue.appendQuoted(value, to: &quoted)
                parts.append("\(key)=\(quoted)")
            }
        }
        func addFilter(_ filter: CodeFilter) {
            add("from", filter.sender)
            add("source", filter.source)
            add("after", filter.afterMillis.map { String($0) })
        }
        switch self {
        case .latest(let filter, let consume):
            addFilter(filter)
            if consume { add("consume", "1") }
        case .wait(let filter, let timeout, let consume):
            add("timeout", Request.formatSeconds(timeout))
            addFilter(filter)
            if consume { add("consume", "1") }
        case .watch(let filter, let replay, let maxAge):
            addFilter(filter)
            if replay { add("replay", "latest") }
            add("max_age", maxAge.map(Request.formatSeconds))
        case .status, .ping: break
        case .ingest(let text, let sender, let source):
            add("from", sender)
            add("source", source)
            add("text", text)
        }
        return parts.joined(separator: " ") + "\n"
    }

    private static func formatSeconds(_ millis: Int64) -> String {
        millis % 1000 == 0 ? String(millis / 1000) : String(Double(millis) / 1000)
    }

    /// Splits on spaces, keeping `key="quoted value"` together.
    private static func tokenize(_ text: String) throws(RequestError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for ch in text {
            if inQuotes {
                current.append(ch)
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inQuotes = false }
            } else if ch == " " || ch == "\t" {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                if ch == "\"" { inQuotes = true }
                current.append(ch)
            }
        }
        guard !inQuotes else { throw RequestError(kind: "bad-request", message: "unterminated quoted value") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func splitArgument(_ token: String) throws(RequestError) -> (String, String) {
        guard let eq = token.firstIndex(of: "=") else {
            throw RequestError(kind: "bad-request", message: "argument \(token.debugDescription) is not key=value")
        }
        let key = token[..<eq].lowercased()
        var value = String(token[token.index(after: eq)...])
        if value.hasPrefix("\"") {
            guard case .string(let s)? = try? JSONParser.parse(value) else {
                throw RequestError(kind: "bad-request", message: "bad quoted value for \(key)")
            }
            value = s
        }
        return (key, value)
    }
}

/// The arguments of one request; each is taken once, so leftovers are unknown keys.
private struct Arguments {
    var pairs: [(String, String)]

    mutating func take(_ key: String) -> String? {
        guard let i = pairs.firstIndex(where: { $0.0 == key }) else { return nil }
        return pairs.remove(at: i).1
    }

    var remainingKeys: [String] { pairs.map(\.0) }

    mutating func number(_ key: String) throws(RequestError) -> Double? {
        guard let raw = take(key) else { return nil }
        guard let value = Double(raw), value.isFinite, value >= 0, value < 1e9 else {
            throw RequestError(kind: "bad-request", message: "\(key) must be a non-negative number, not \(raw.debugDescription)")
        }
        return value
    }

    mutating func flag(_ key: String) throws(RequestError) -> Bool {
        guard let raw = take(key) else { return false }
        switch raw.lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: throw RequestError(kind: "bad-request", message: "\(key) must be 1 or 0")
        }
    }

    mutating func filter(nowMillis: Int64) throws(RequestError) -> CodeFilter {
        var filter = CodeFilter(sender: take("from"), source: take("source"))
        if let after = take("after") {
            if after.lowercased() == "now" {
                filter.afterMillis = nowMillis
            } else if let ms = Int64(after), ms >= 0 {
                filter.afterMillis = ms
            } else {
                throw RequestError(kind: "bad-request", message: "after must be now or Unix milliseconds, not \(after.debugDescription)")
            }
        }
        return filter
    }
}
