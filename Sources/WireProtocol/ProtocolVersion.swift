/// The wire protocol's version, sent as `"v"` in every answer. See docs/PROTOCOL.md.
public let protocolVersion = 1

/// The largest request line the daemon reads, newline included.
public let maximumRequestLength = 4096

/// The project's release version, shown by `--version` and `STATUS`.
public let smswatchVersion = "0.1.0"
