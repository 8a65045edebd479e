internal import SmswatchCore

/// The ModemManager source's decisions, free of D-Bus and clocks: events in, actions out.
///
/// It tracks the current ModemManager owner, its modems and the messages being read, and
/// decides when to list, fetch, wait, enable, deliver and delete. Signals from anyone but
/// the current owner and replies meant for an earlier owner are ignored; per-owner state is
/// dropped when the owner changes, but the memory of delivered messages survives, so a
/// restarted ModemManager re-announcing stored messages does not offer old codes again.
struct ModemManagerMachine {
    struct Options: Equatable, Sendable {
        var enableModems = false
        var deleteAfterRead = false
    }

    struct Modem: Equatable {
        var hasMessaging = false
        var state: Int32?
        var listRequested = false
        var enableRequested = false
        var warnedDisabled = false
        var notedNoMessaging = false
    }

    enum MessagePhase: Equatable {
        case fetching
        case waiting(SmsProperties)
        case finished
    }

    struct Message: Equatable {
        var modem: String?
        var phase: MessagePhase
    }

    struct DedupeKey: Hashable {
        var number: String
        var timestamp: String
        var text: String
    }

    let options: Options
    private(set) var owner: String?
    private(set) var modems: [String: Modem] = [:]
    private(set) var messages: [String: Message] = [:]
    private(set) var delivered = 0
    private var ownerResolved = false
    private var seen = DedupeMemory<DedupeKey>(capacity: 1024)

    init(options: Options) { self.options = options }

    /// Modems known, and how many of them are disabled (nothing can be read from them).
    var modemCounts: (total: Int, disabled: Int) {
        (modems.count, modems.values.filter { ($0.state ?? 0) <= ModemManagerNames.ModemState.disabled }.count)
    }

    mutating func handle(_ event: ModemManagerEvent) -> [ModemManagerAction] {
        switch event {
        case .connected:
            ownerResolved = false
            return []
        case .disconnected:
            resetOwner(nil)
            return []
        case .ownerChanged(let newOwner):
            return ownerChanged(newOwner)
        case .managedObjects(let requestOwner, let objects):
            guard requestOwner == owner else { return [] }
            var actions: [ModemManagerAction] = []
            for (path, interfaces) in objects.sorted(by: { $0.key < $1.key }) where interfaces.hasModem {
                actions += modemAppeared(path, interfaces)
            }
            return actions
        case .interfacesAdded(let sender, let path, let interfaces):
            guard isOwner(sender), interfaces.hasModem || modems[path] != nil else { return [] }
            return modemAppeared(path, interfaces)
        case .interfacesRemoved(let sender, let path, let interfaces):
            guard isOwner(sender), modems[path] != nil else { return [] }
            if interfaces.contains(ModemManagerNames.modem) {
                modems[path] = nil
                messages = messages.filter { $0.value.modem != path }
                return [.log(.info, "modem \(path) removed")]
            }
            if interfaces.contains(ModemManagerNames.messaging) {
                modems[path]?.hasMessaging = false
                modems[path]?.listRequested = false
            }
            return []
        case .modemStateChanged(let sender, let path, let state):
            guard isOwner(sender), modems[path] != nil else { return [] }
            modems[path]?.state = state
            return evaluate(modem: path)
        case .messageAdded(let sender, let modem, let path, let received):
            guard isOwner(sender), received else { return [] }
            return messageAppeared(path, modem: modem)
        case .messageDeleted(let sender, _, let path):
            guard isOwner(sender) else { return [] }
            messages[path] = nil
            return []
        case .messageFetched(let requestOwner, let path, let properties):
            guard requestOwner == owner, let message = messages[path], message.phase == .fetching else { return [] }
            return examine(path, message: message, properties: properties)
        case .messageChanged(let sender, let path, let changes):
            guard isOwner(sender), let message = messages[path], case .waiting(var properties) = message.phase else {
                return []
            }
            properties.merge(changes)
            guard properties.state != ModemManagerNames.SmsState.receiving else {
                messages[path]?.phase = .waiting(properties)
                return []
            }
            if changes.text == nil {
                // The change did not carry the text: read the whole message again.
                messages[path]?.phase = .fetching
                return [.fetch(owner: owner!, message: path)]
            }
            return examine(path, message: message, properties: properties)
        case .listed(let requestOwner, let modem, let paths):
            guard requestOwner == owner else { return [] }
            return paths.flatMap { messageAppeared($0, modem: modem) }
        case .callFailed(let requestOwner, let call, let path, let errorName, let text):
            guard requestOwner == owner else { return [] }
            return callFailed(call, path: path, errorName: errorName, text: text)
        }
    }

    private func isOwner(_ sender: String?) -> Bool { sender != nil && sender == owner }

    private mutating func resetOwner(_ newOwner: String?) {
        owner = newOwner
        modems = [:]
        messages = [:]
    }

    private mutating func ownerChanged(_ newOwner: String?) -> [ModemManagerAction] {
        let first = !ownerResolved
        ownerResolved = true
        guard newOwner != owner else {
            return first && newOwner == nil
                ? [.log(.notice, "ModemManager is not running; waiting for it to appear on the bus")] : []
        }
        let hadOwner = owner != nil
        resetOwner(newOwner)
        guard let newOwner else {
            return [.log(.notice, "ModemManager left the bus; waiting for it to return")]
        }
        let verb = hadOwner ? "restarted" : "found"
        return [.log(.info, "ModemManager \(verb) (\(newOwner))"), .getManagedObjects(owner: newOwner)]
    }

    private mutating func modemAppeared(_ path: String, _ interfaces: ModemInterfaces) -> [ModemManagerAction] {
        var modem = modems[path] ?? Modem()
        let isNew = modems[path] == nil
        if interfaces.hasMessaging { modem.hasMessaging = true }
        if let state = interfaces.state { modem.state = state }
        modems[path] = modem
        var actions: [ModemManagerAction] = isNew ? [.log(.info, "modem \(path) found")] : []
        actions += evaluate(modem: path)
        return actions
    }

    /// Lists a usable modem once; enables or warns about a disabled one.
    private mutating func evaluate(modem path: String) -> [ModemManagerAction] {
        guard var modem = modems[path], let owner else { return [] }
        var actions: [ModemManagerAction] = []
        let state = modem.state ?? 0
        if state >= ModemManagerNames.ModemState.enabled {
            modem.warnedDisabled = false
            if modem.hasMessaging && !modem.listRequested {
                modem.listRequested = true
                actions.append(.list(owner: owner, modem: path))
            } else if !modem.hasMessaging && !modem.notedNoMessaging {
                modem.notedNoMessaging = true
                actions.append(.log(.notice, "modem \(path) has no Messaging interface yet (SIM locked?); waiting for it"))
            }
        } else {
            // Stored messages are loaded again when the modem is enabled again.
            modem.listRequested = false
            if state == ModemManagerNames.ModemState.disabled {
                if options.enableModems {
                    if !modem.enableRequested {
                        modem.enableRequested = true
                        actions.append(.log(.notice, "enabling modem \(path) (--enable-modems)"))
                        actions.append(.enable(owner: owner, modem: path))
                    }
                } else if !modem.warnedDisabled {
                    modem.warnedDisabled = true
                    actions.append(.log(.warning,
                        "modem \(path) is disabled: no SMS can be read from it; enable it with "
                            + "`mmcli -m \(lastElement(path)) -e` or run smswatchd with --enable-modems"))
                }
            }
        }
        modems[path] = modem
        return actions
    }

    private mutating func messageAppeared(_ path: String, modem: String) -> [ModemManagerAction] {
        guard messages[path] == nil, let owner else { return [] }
        messages[path] = Message(modem: modem, phase: .fetching)
        return [.fetch(owner: owner, message: path)]
    }

    /// Delivers a complete incoming message, waits for a multipart one, ignores the rest.
    private mutating func examine(_ path: String, message: Message, properties: SmsProperties) -> [ModemManagerAction] {
        guard let pduType = properties.pduType, ModemManagerNames.deliverPduTypes.contains(pduType) else {
            messages[path]?.phase = .finished
            return [.log(.debug, "ignoring \(path): PDU type \(properties.pduType.map(String.init) ?? "unknown") is not a received message")]
        }
        switch properties.state {
        case ModemManagerNames.SmsState.receiving:
            messages[path]?.phase = .waiting(properties)
            return [.log(.debug, "\(path) is still receiving parts; waiting")]
        case ModemManagerNames.SmsState.received:
            messages[path]?.phase = .finished
        default:
            messages[path]?.phase = .finished
            return [.log(.debug, "ignoring \(path): state \(properties.state.map(String.init) ?? "unknown")")]
        }
        let text = properties.text ?? ""
        guard !text.isEmpty else {
            return [.log(.info, "ignoring \(path): no text (a binary message?)")]
        }
        var actions: [ModemManagerAction] = []
        let key = DedupeKey(number: properties.number ?? "", timestamp: properties.timestamp ?? "", text: text)
        if seen.insert(key) {
            delivered += 1
            actions.append(.deliver(ModemMessage(
                modem: message.modem ?? "", message: path, text: text, number: properties.number,
                timestamp: properties.timestamp)))
        } else {
            actions.append(.log(.info, "\(path) was delivered before (announced again); skipping"))
        }
        if options.deleteAfterRead, let modem = message.modem, let owner {
            actions.append(.delete(owner: owner, modem: modem, message: path))
        }
        return actions
    }

    private mutating func callFailed(_ call: String, path: String, errorName: String, text: String) -> [ModemManagerAction] {
        switch call {
        case "List":
            modems[path]?.listRequested = false
            if errorName == ModemManagerNames.wrongStateError {
                // Not enabled yet: the modem's State reaching ENABLED lists it again.
                return [.log(.debug, "modem \(path) is not enabled yet; waiting before listing")]
            }
            return [.log(.warning, "cannot list messages on modem \(path): \(errorName): \(text)")]
        case "GetAll":
            messages[path] = nil
            return [.log(.warning, "cannot read message \(path): \(errorName): \(text)")]
        case "Enable":
            return [.log(.warning,
                "cannot enable modem \(path): \(errorName): \(text) (polkit must allow "
                    + "org.freedesktop.ModemManager1.Device.Control for smswatchd's user)")]
        case "Delete":
            return [.log(.warning,
                "cannot delete message \(path): \(errorName): \(text) (polkit must allow "
                    + "org.freedesktop.ModemManager1.Messaging for smswatchd's user)")]
        default:
            return [.log(.warning, "\(call) on \(path) failed: \(errorName): \(text)")]
        }
    }

    private func lastElement(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
