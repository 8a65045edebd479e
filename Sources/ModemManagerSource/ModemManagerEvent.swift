/// What happened, as the state machine sees it: bus events, signals and method replies,
/// already decoded. `sender` is the unique name a signal came from; `owner` is the
/// ModemManager owner a request was made to (replies for an older owner are dropped).
enum ModemManagerEvent: Equatable, Sendable {
    case connected
    case disconnected
    /// The owner of `org.freedesktop.ModemManager1` (nil: not running), from GetNameOwner
    /// or NameOwnerChanged.
    case ownerChanged(String?)
    case managedObjects(owner: String, [String: ModemInterfaces])
    case interfacesAdded(sender: String?, path: String, ModemInterfaces)
    case interfacesRemoved(sender: String?, path: String, interfaces: [String])
    case modemStateChanged(sender: String?, modem: String, state: Int32)
    case messageAdded(sender: String?, modem: String, message: String, received: Bool)
    case messageDeleted(sender: String?, modem: String, message: String)
    case messageFetched(owner: String, message: String, SmsProperties)
    case messageChanged(sender: String?, message: String, SmsProperties)
    case listed(owner: String, modem: String, messages: [String])
    /// A method call failed: `call` is what was asked (`List`, `GetAll`, …), `path` the object.
    case callFailed(owner: String, call: String, path: String, errorName: String, message: String)
}

/// One SMS ready for the daemon, before it becomes a `ReceivedSMS`.
struct ModemMessage: Equatable, Sendable {
    var modem: String
    var message: String
    var text: String
    var number: String?
    var timestamp: String?
}
