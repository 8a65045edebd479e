/// What a message source reports for `smswatch status`: never a code, never a message body.
public struct SourceStatus: Sendable, Equatable {
    /// The source's name, e.g. `spool:/var/spool/sms/incoming` or `modemmanager`.
    public var name: String
    /// Its state in one word: `watching`, `waiting`, `connected`, `disconnected`, `failed`, …
    public var state: String
    /// A short human detail ("2 modems", "directory missing, retrying"), possibly empty.
    public var detail: String
    /// Messages this source has delivered since start.
    public var messages: Int

    /// Creates a status value.
    public init(name: String, state: String, detail: String = "", messages: Int = 0) {
        self.name = name
        self.state = state
        self.detail = detail
        self.messages = messages
    }
}
