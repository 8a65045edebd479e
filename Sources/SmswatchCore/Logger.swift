internal import Glibc
internal import Synchronization

/// How much the daemon says. Each level maps to a journald priority prefix (`<3>` … `<7>`).
public enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    case error = 3
    case warning = 4
    case notice = 5
    case info = 6
    case debug = 7

    /// Parses `error`, `warning`, `notice`, `info` or `debug`.
    public init?(name: String) {
        switch name.lowercased() {
        case "error", "err": self = .error
        case "warning", "warn": self = .warning
        case "notice": self = .notice
        case "info": self = .info
        case "debug": self = .debug
        default: return nil
        }
    }

    /// The level's name as the flag spells it.
    public var name: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        case .info: "info"
        case .debug: "debug"
        }
    }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue > rhs.rawValue }
}

/// Writes log lines to stderr with journald priority prefixes, one `write` per line.
///
/// A one-time code is a secret: callers pass codes and message bodies only through
/// `sensitive`, which prints them at `debug` level and as `[redacted]` otherwise.
///
/// Copies share one level: components keep their own copy of the daemon's logger, and a
/// configuration reload that changes the level changes it for all of them at once.
public struct Logger: Sendable {
    /// The level shared by every copy of one logger.
    private final class Threshold: Sendable {
        let rawValue: Atomic<Int>
        init(_ level: LogLevel) { rawValue = Atomic(level.rawValue) }
    }

    private let threshold: Threshold
    /// The program name that starts every line.
    public var program: String

    /// The most detailed level that is written, for this logger and all its copies.
    public var level: LogLevel {
        get { LogLevel(rawValue: threshold.rawValue.load(ordering: .relaxed)) ?? .info }
        nonmutating set { threshold.rawValue.store(newValue.rawValue, ordering: .relaxed) }
    }

    /// Creates a logger for `program` at `level`.
    public init(program: String, level: LogLevel = .info) {
        self.program = program
        threshold = Threshold(level)
    }

    /// Whether lines at `level` are written.
    public func enabled(_ level: LogLevel) -> Bool { level >= self.level }

    /// Writes `message` at `level`.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard enabled(level) else { return }
        var line = "<\(level.rawValue)>\(program): \(message())"
        // One event is one line: a newline in untrusted text must not forge a second entry.
        line = String(line.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        line.append("\n")
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(2, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }

    /// A secret (a code, a message body) as it may appear in a line at the current level.
    public func sensitive(_ secret: String) -> String {
        enabled(.debug) ? secret : "[redacted]"
    }

    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    public func notice(_ message: @autoclosure () -> String) { log(.notice, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
