internal import DBusKit

/// Turns ModemManager's signals and replies (`DBusValue`s) into state-machine events.
/// Malformed arguments make no event: bad data from the bus is skipped, never trusted.
enum ModemManagerSignals {
    static func event(for signal: DBusSignal) -> ModemManagerEvent? {
        let args = signal.arguments
        switch (signal.interface, signal.member) {
        case ("org.freedesktop.DBus", "NameOwnerChanged"):
            guard signal.sender == "org.freedesktop.DBus", args.count == 3,
                args[0].string == ModemManagerNames.busName, let newOwner = args[2].string
            else { return nil }
            return .ownerChanged(newOwner.isEmpty ? nil : newOwner)
        case (ModemManagerNames.objectManager, "InterfacesAdded"):
            guard signal.path == ModemManagerNames.root, args.count == 2, let path = args[0].objectPath,
                let interfaces = args[1].stringKeyed
            else { return nil }
            return .interfacesAdded(sender: signal.sender, path: path.rawValue, ModemInterfaces(interfaces))
        case (ModemManagerNames.objectManager, "InterfacesRemoved"):
            guard signal.path == ModemManagerNames.root, args.count == 2, let path = args[0].objectPath,
                let names = args[1].elements
            else { return nil }
            return .interfacesRemoved(sender: signal.sender, path: path.rawValue, interfaces: names.compactMap(\.string))
        case (ModemManagerNames.properties, "PropertiesChanged"):
            guard args.count >= 2, let interface = args[0].string, let changed = args[1].stringKeyed else { return nil }
            if interface == ModemManagerNames.modem {
                guard let state = changed["State"]?.integer.flatMap(Int32.init(exactly:)) else { return nil }
                return .modemStateChanged(sender: signal.sender, modem: signal.path.rawValue, state: state)
            }
            if interface == ModemManagerNames.sms {
                return .messageChanged(sender: signal.sender, message: signal.path.rawValue, SmsProperties(changed))
            }
            return nil
        case (ModemManagerNames.messaging, "Added"):
            guard args.count == 2, let path = args[0].objectPath, let received = args[1].bool else { return nil }
            return .messageAdded(sender: signal.sender, modem: signal.path.rawValue, message: path.rawValue, received: received)
        case (ModemManagerNames.messaging, "Deleted"):
            guard args.count == 1, let path = args[0].objectPath else { return nil }
            return .messageDeleted(sender: signal.sender, modem: signal.path.rawValue, message: path.rawValue)
        default:
            return nil
        }
    }

    /// Reads `GetManagedObjects`' `a{oa{sa{sv}}}`.
    static func modems(fromManagedObjects value: DBusValue?) -> [String: ModemInterfaces] {
        guard case .dictionary(_, _, let entries)? = value?.unwrapped else { return [:] }
        var result: [String: ModemInterfaces] = [:]
        for entry in entries {
            guard let path = entry.key.objectPath, let interfaces = entry.value.stringKeyed else { continue }
            result[path.rawValue] = ModemInterfaces(interfaces)
        }
        return result
    }
}
