/// One line the daemon sends, parsed. The daemon writes these with `encoded`; clients read
/// them with `parse`.
public enum ServerMessage: Sendable, Equatable {
    /// An answer carrying a code (`LATEST`, `WAIT`, `CONSUME`).
    case code(CodeRecord)
    /// A new code on a `WATCH` stream.
    case event(CodeRecord)
    /// A code on a `WATCH` stream expired or was consumed: stop offering it.
    case gone(id: UInt64, reason: String)
    /// A request succeeded with no code to carry (`WATCH` started, `PING`, `INGEST`), with
    /// any other members of the answer (`STATUS` puts everything there).
    case ok(JSONValue)
    /// A request failed: `no-code`, `timeout`, `forbidden`, `bad-request`, …
    case error(kind: String, message: String)

    /// The JSON line for this message, newline included.
    public var encoded: String {
        var members: [(String, JSONValue)] = [("v", .number(Double(protocolVersion)))]
        switch self {
        case .code(let record):
            members += [("ok", .bool(true)), ("code", record.json)]
        case .event(let record):
            members += [("event", .string("code")), ("code", record.json)]
        case .gone(let id, let reason):
            members += [("event", .string(reason)), ("id", .number(Double(id)))]
        case .ok(let extra):
            members.append(("ok", .bool(true)))
            if case .object(let more) = extra { members += more }
        case .error(let kind, let message):
            members += [("ok", .bool(false)), ("error", .string(kind)), ("message", .string(message))]
        }
        return JSONValue.object(members).encoded + "\n"
    }

    /// Parses one line from the daemon; nil when it is not a message of this protocol.
    public static func parse(_ line: some StringProtocol) -> ServerMessage? {
        guard let json = try? JSONParser.parse(line) else { return nil }
        if let event = json["event"]?.stringValue {
            if event == "code" { return json["code"].flatMap(CodeRecord.init(json:)).map(ServerMessage.event) }
            guard let id = json["id"]?.int64Value, id >= 0 else { return nil }
            return .gone(id: UInt64(id), reason: event)
        }
        guard let ok = json["ok"]?.boolValue else { return nil }
        if !ok {
            return .error(kind: json["error"]?.stringValue ?? "error", message: json["message"]?.stringValue ?? "")
        }
        if let code = json["code"] { return CodeRecord(json: code).map(ServerMessage.code) }
        return .ok(json)
    }
}
