/// A bus match rule (`type='signal',sender='…',…`) with every value quoted.
///
/// The bus parses rules itself, so a value containing `'` or `,` must be quoted: values are
/// written between apostrophes and an apostrophe inside one is written `'\''`.
public struct MatchRule: Sendable, Hashable, CustomStringConvertible {
    /// The message type, `signal` unless changed.
    public var type: String? = "signal"
    /// The sender: a well-known name matches messages from its current owner.
    public var sender: String?
    /// The interface.
    public var interface: String?
    /// The member.
    public var member: String?
    /// An exact object path.
    public var path: String?
    /// An object path and everything below it.
    public var pathNamespace: String?
    /// String arguments by index (`arg0='…'`), for indexes 0…63.
    public var arguments: [Int: String] = [:]

    /// Creates a rule; unset fields match anything.
    public init(
        type: String? = "signal", sender: String? = nil, interface: String? = nil, member: String? = nil,
        path: String? = nil, pathNamespace: String? = nil, arguments: [Int: String] = [:]
    ) {
        self.type = type
        self.sender = sender
        self.interface = interface
        self.member = member
        self.path = path
        self.pathNamespace = pathNamespace
        self.arguments = arguments
    }

    /// Quotes one value: `it's` becomes `'it'\''s'`.
    public static func quote(_ value: String) -> String {
        "'" + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The rule as the bus's `AddMatch` expects it.
    public var description: String {
        var parts: [String] = []
        func add(_ key: String, _ value: String?) {
            if let value { parts.append(key + "=" + Self.quote(value)) }
        }
        add("type", type)
        add("sender", sender)
        add("interface", interface)
        add("member", member)
        add("path", path)
        add("path_namespace", pathNamespace)
        for index in arguments.keys.sorted() where (0..<64).contains(index) {
            add("arg\(index)", arguments[index])
        }
        return parts.joined(separator: ",")
    }

    /// Whether a signal passes the rule's checks that the client can make (the bus already
    /// applied them; a well-known `sender` cannot be checked here and is ignored).
    public func matches(_ signal: DBusSignal) -> Bool {
        if let interface, interface != signal.interface { return false }
        if let member, member != signal.member { return false }
        if let path, path != signal.path.rawValue { return false }
        if let pathNamespace, let ns = ObjectPath(pathNamespace), !signal.path.isInNamespace(ns) { return false }
        if let sender, sender.hasPrefix(":"), sender != signal.sender { return false }
        for (index, expected) in arguments {
            guard index < signal.arguments.count, case .string(let actual) = signal.arguments[index],
                actual == expected
            else { return false }
        }
        return true
    }
}
