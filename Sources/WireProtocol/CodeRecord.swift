/// A live code as the daemon publishes it. The JSON form is documented in docs/PROTOCOL.md.
public struct CodeRecord: Sendable, Equatable {
    /// Increases with every code the daemon stores; unique for the daemon's lifetime.
    public var id: UInt64
    /// The code as the user types it.
    public var code: String
    /// `numeric` or `alphanumeric`.
    public var kind: String
    /// The sender's number or name, when known.
    public var sender: String?
    /// The service the message names (`Google`, `招商银行`), when it names one.
    public var service: String?
    /// The origin-bound domain (`@example.com #123456`), when the message carries one.
    public var domain: String?
    /// Where the message came from (`spool:/path/file`, `modem:/org/…/Modem/0`, `ingest:NAME`).
    public var source: String
    /// When the daemon received the message, Unix milliseconds.
    public var receivedMillis: Int64
    /// When the code expires and is forgotten, Unix milliseconds.
    public var expiresMillis: Int64

    /// Creates a record.
    public init(
        id: UInt64, code: String, kind: String, sender: String?, service: String?, domain: String?,
        source: String, receivedMillis: Int64, expiresMillis: Int64
    ) {
        self.id = id
        self.code = code
        self.kind = kind
        self.sender = sender
        self.service = service
        self.domain = domain
        self.source = source
        self.receivedMillis = receivedMillis
        self.expiresMillis = expiresMillis
    }

    /// The record as a JSON object.
    public var json: JSONValue {
        func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        return .object([
            ("id", .number(Double(id))),
            ("code", .string(code)),
            ("kind", .string(kind)),
            ("sender", optional(sender)),
            ("service", optional(service)),
            ("domain", optional(domain)),
            ("source", .string(source)),
            ("received", .number(Double(receivedMillis))),
            ("expires", .number(Double(expiresMillis))),
        ])
    }

    /// Reads a record from its JSON object; nil when a required member is missing.
    public init?(json: JSONValue) {
        guard let id = json["id"]?.int64Value, id >= 0,
              let code = json["code"]?.stringValue,
              let source = json["source"]?.stringValue,
              let received = json["received"]?.int64Value,
              let expires = json["expires"]?.int64Value
        else { return nil }
        self.init(
            id: UInt64(id), code: code, kind: json["kind"]?.stringValue ?? "numeric",
            sender: json["sender"]?.stringValue, service: json["service"]?.stringValue,
            domain: json["domain"]?.stringValue, source: source,
            receivedMillis: received, expiresMillis: expires)
    }
}
