/// Which codes a request is about. Every field that is set must match.
public struct CodeFilter: Sendable, Equatable {
    /// Matches when the sender equals this, or contains it, ignoring case.
    public var sender: String?
    /// Matches a source kind (`spool`, `modem`, `ingest`) or a prefix of the source name
    /// (`modem:/org/freedesktop/ModemManager1/Modem/0`, `spool:/var/spool/sms`).
    public var source: String?
    /// Only codes received strictly after this time (Unix milliseconds).
    public var afterMillis: Int64?

    /// Creates a filter; nil fields match everything.
    public init(sender: String? = nil, source: String? = nil, afterMillis: Int64? = nil) {
        self.sender = sender
        self.source = source
        self.afterMillis = afterMillis
    }

    /// Whether `record` passes the filter.
    public func matches(_ record: CodeRecord) -> Bool {
        if let after = afterMillis, record.receivedMillis <= after { return false }
        if let wanted = sender, !wanted.isEmpty {
            guard let actual = record.sender else { return false }
            let a = actual.lowercased(), w = wanted.lowercased()
            if a != w && !a.contains(w) { return false }
        }
        if let wanted = source, !wanted.isEmpty {
            let kind = record.source.prefix { $0 != ":" }
            if kind != wanted && !record.source.hasPrefix(wanted) { return false }
        }
        return true
    }
}
