/// Where the daemon's socket lives, for the daemon and for every client alike.
public enum SocketPath {
    /// The socket path: `explicit` if given, else `$SMSWATCH_SOCKET`, else
    /// `$XDG_RUNTIME_DIR/smswatch/smswatchd.sock` for a user, `/run/smswatch/smswatchd.sock`
    /// for root (or when no runtime directory is set).
    /// - Parameters:
    ///   - explicit: A `--socket` flag's value.
    ///   - environment: Looks up an environment variable.
    ///   - isRoot: Whether the process runs as uid 0.
    public static func resolve(
        explicit: String?, environment: (String) -> String?, isRoot: Bool
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment("SMSWATCH_SOCKET"), !fromEnvironment.isEmpty { return fromEnvironment }
        if !isRoot, let runtime = environment("XDG_RUNTIME_DIR"), !runtime.isEmpty {
            return runtime + "/smswatch/smswatchd.sock"
        }
        return systemPath
    }

    /// The system service's socket.
    public static let systemPath = "/run/smswatch/smswatchd.sock"
}
