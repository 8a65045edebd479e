/// One complete incoming SMS, as every source hands it to the daemon.
///
/// Sources (spool files, ModemManager, `smswatch ingest`) produce it; the daemon runs it
/// through the extractor into the code store. Above the D-Bus layer nobody sees libdbus
/// types, and above the spool parser nobody sees file formats: only this value.
public struct ReceivedSMS: Sendable, Equatable {
    /// The message body, decoded to a Swift string.
    public var text: String
    /// The sender's number or alphanumeric name, when the source knows it.
    public var sender: String?
    /// Where the message came from, e.g. `spool:/var/spool/sms/incoming/GSM1.x1Y2` or
    /// `modem:/org/freedesktop/ModemManager1/Modem/0`.
    public var source: String
    /// When the network says the message was sent (SMSC time stamp), in Unix milliseconds.
    public var sentMillis: Int64?
    /// When the daemon received it, in Unix milliseconds.
    public var receivedMillis: Int64

    /// Creates a message.
    public init(text: String, sender: String?, source: String, sentMillis: Int64? = nil, receivedMillis: Int64) {
        self.text = text
        self.sender = sender
        self.source = source
        self.sentMillis = sentMillis
        self.receivedMillis = receivedMillis
    }

    /// The kind of source: the part of `source` before the first colon (`spool`, `modem`, `ingest`).
    public var sourceKind: Substring {
        source.prefix { $0 != ":" }
    }
}
