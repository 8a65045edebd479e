internal import SmswatchCore

/// What the state machine asks the source to do. Requests name the owner they go to.
enum ModemManagerAction: Equatable, Sendable {
    case getManagedObjects(owner: String)
    /// `Properties.GetAll(Sms)` on a message.
    case fetch(owner: String, message: String)
    /// `Messaging.List` on a modem.
    case list(owner: String, modem: String)
    /// `Modem.Enable(true)`.
    case enable(owner: String, modem: String)
    /// `Messaging.Delete(message)` (only with deleteAfterRead).
    case delete(owner: String, modem: String, message: String)
    case deliver(ModemMessage)
    case log(LogLevel, String)
}
