public import UnixKit

/// Who may talk to the daemon: its own uid, root, and members of the socket group.
public struct AccessPolicy: Sendable, Equatable {
    /// The daemon's own uid.
    public var ownerUID: UInt32
    /// The socket group's gid, when `--socket-group` is set.
    public var groupID: UInt32?

    /// Creates a policy.
    public init(ownerUID: UInt32, groupID: UInt32?) {
        self.ownerUID = ownerUID
        self.groupID = groupID
    }

    /// Whether a peer may use the socket at all.
    public func allows(_ peer: PeerCredentials) -> Bool {
        if peer.uid == 0 || peer.uid == ownerUID { return true }
        guard let group = groupID else { return false }
        return peer.gid == group || peer.groups.contains(group)
    }

    /// Whether a peer may hand messages in (`INGEST`): root and the daemon's own uid only,
    /// since a forged message could plant a code.
    public func allowsIngest(_ peer: PeerCredentials) -> Bool {
        peer.uid == 0 || peer.uid == ownerUID
    }
}
