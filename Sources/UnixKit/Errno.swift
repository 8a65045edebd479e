internal import Glibc

/// An error number from a failed system call, with the call that failed.
///
/// The one error type of UnixKit: every wrapper that can fail throws it.
public struct Errno: Error, Equatable, CustomStringConvertible, Sendable {
    /// The C `errno` value.
    public var rawValue: CInt
    /// The call that failed, for messages (`"bind"`, `"open"`).
    public var call: String

    /// Wraps an errno value.
    public init(_ rawValue: CInt, call: String = "") {
        self.rawValue = rawValue
        self.call = call
    }

    /// The current `errno`, tagged with the call that set it.
    public static func current(_ call: String) -> Errno { Errno(errno, call: call) }

    /// The system's text for the error, e.g. "No such file or directory".
    public var message: String { String(cString: strerror(rawValue)) }

    public var description: String { call.isEmpty ? message : "\(call): \(message)" }

    public static func == (lhs: Errno, rhs: Errno) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// Runs a system call until it is not interrupted; returns its result or throws `Errno`.
@inline(__always)
public func retryingSyscall<T: BinaryInteger>(_ call: String, _ body: () -> T) throws(Errno) -> T {
    while true {
        let result = body()
        if result >= 0 { return result }
        if errno == EINTR { continue }
        throw Errno.current(call)
    }
}
