/// A code offered on the line under the boxes, as received from smswatchd.
public struct Suggestion: Sendable, Equatable {
    /// The daemon's id for the code, used to match its expiry.
    public var id: UInt64
    /// The code itself.
    public var code: String
    /// Who sent it, as shown in the line (`Google`): the service if known, else the sender.
    public var label: String?
    /// The origin-bound domain (`@example.com #123456`), if the SMS carried one.
    public var domain: String?
    /// When the daemon stops offering the code (Unix time in milliseconds).
    public var expiresMillis: Int64

    /// Creates a suggestion.
    public init(id: UInt64, code: String, label: String? = nil, domain: String? = nil, expiresMillis: Int64) {
        self.id = id
        self.code = code
        self.label = label
        self.domain = domain
        self.expiresMillis = expiresMillis
    }
}
