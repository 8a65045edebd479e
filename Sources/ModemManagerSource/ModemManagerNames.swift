internal import DBusKit

/// ModemManager's D-Bus names and the numbers of its enums that the source uses.
enum ModemManagerNames {
    static let busName = "org.freedesktop.ModemManager1"
    static let root: ObjectPath = "/org/freedesktop/ModemManager1"
    static let modemNamespace = "/org/freedesktop/ModemManager1/Modem"
    static let smsNamespace = "/org/freedesktop/ModemManager1/SMS"
    static let modem = "org.freedesktop.ModemManager1.Modem"
    static let messaging = "org.freedesktop.ModemManager1.Modem.Messaging"
    static let sms = "org.freedesktop.ModemManager1.Sms"
    static let objectManager = "org.freedesktop.DBus.ObjectManager"
    static let properties = "org.freedesktop.DBus.Properties"
    static let wrongStateError = "org.freedesktop.ModemManager1.Error.Core.WrongState"

    /// MMModemState values.
    enum ModemState {
        static let disabled: Int32 = 3
        static let enabled: Int32 = 6
    }

    /// MMSmsState values.
    enum SmsState {
        static let receiving: UInt32 = 2
        static let received: UInt32 = 3
    }

    /// MMSmsPduType values of messages someone sent to us.
    static let deliverPduTypes: Set<UInt32> = [1, 32]

    /// The signals the source listens to. `sender` is the well-known name: the bus applies
    /// it to the current owner, and the source checks the unique sender itself.
    static var matchRules: [MatchRule] {
        [
            MatchRule(sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                      member: "NameOwnerChanged", arguments: [0: busName]),
            MatchRule(sender: busName, interface: objectManager, path: root.rawValue),
            MatchRule(sender: busName, interface: messaging, pathNamespace: modemNamespace),
            MatchRule(sender: busName, interface: properties, member: "PropertiesChanged",
                      pathNamespace: modemNamespace, arguments: [0: modem]),
            MatchRule(sender: busName, interface: properties, member: "PropertiesChanged",
                      pathNamespace: smsNamespace, arguments: [0: sms]),
        ]
    }
}
