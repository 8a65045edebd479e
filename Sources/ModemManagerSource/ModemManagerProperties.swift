internal import DBusKit

/// The `org.freedesktop.ModemManager1.Sms` properties the source reads. Every field is
/// optional: a `PropertiesChanged` carries only what changed, and bad data reads as absent.
struct SmsProperties: Equatable, Sendable {
    var state: UInt32?
    var pduType: UInt32?
    var number: String?
    var text: String?
    var timestamp: String?

    init(state: UInt32? = nil, pduType: UInt32? = nil, number: String? = nil, text: String? = nil, timestamp: String? = nil) {
        self.state = state
        self.pduType = pduType
        self.number = number
        self.text = text
        self.timestamp = timestamp
    }

    /// Reads an `a{sv}` from `GetAll` or `PropertiesChanged`.
    init(_ properties: [String: DBusValue]) {
        state = properties["State"]?.integer.flatMap(UInt32.init(exactly:))
        pduType = properties["PduType"]?.integer.flatMap(UInt32.init(exactly:))
        number = properties["Number"]?.string
        text = properties["Text"]?.string
        timestamp = properties["Timestamp"]?.string
    }

    /// Takes every field `newer` has.
    mutating func merge(_ newer: SmsProperties) {
        if let v = newer.state { state = v }
        if let v = newer.pduType { pduType = v }
        if let v = newer.number { number = v }
        if let v = newer.text { text = v }
        if let v = newer.timestamp { timestamp = v }
    }
}

/// What the source needs to know of one modem object's interfaces.
struct ModemInterfaces: Equatable, Sendable {
    var hasModem: Bool
    var hasMessaging: Bool
    /// `Modem.State` (MMModemState), when the Modem interface's properties were given.
    var state: Int32?

    init(hasModem: Bool, hasMessaging: Bool, state: Int32? = nil) {
        self.hasModem = hasModem
        self.hasMessaging = hasMessaging
        self.state = state
    }

    /// Reads the `a{sa{sv}}` of `GetManagedObjects` and `InterfacesAdded`.
    init(_ interfaces: [String: DBusValue]) {
        hasModem = interfaces[ModemManagerNames.modem] != nil
        hasMessaging = interfaces[ModemManagerNames.messaging] != nil
        state = interfaces[ModemManagerNames.modem]?.stringKeyed?["State"]?.integer.flatMap(Int32.init(exactly:))
    }
}
