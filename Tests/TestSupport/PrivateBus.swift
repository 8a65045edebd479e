import Foundation

/// A private `dbus-daemon --session` for one test, stopped by PID.
public final class PrivateBus {
    /// The bus daemon's process.
    public let daemon: ChildProcess
    /// The bus's address, for `DBUS_SYSTEM_BUS_ADDRESS` and friends.
    public let address: String

    /// Starts a bus listening on `listen` (a `unix:path=…` address) or on a fresh address.
    public init(listen: String? = nil) throws {
        daemon = try ChildProcess(
            "/usr/bin/dbus-daemon",
            ["--session", "--nofork", "--nopidfile", "--print-address=1"] + (listen.map { ["--address=" + $0] } ?? []))
        guard let line = daemon.readLine(timeoutMillis: 10_000), !line.isEmpty else {
            daemon.stop()
            throw TestFailure("dbus-daemon printed no address")
        }
        address = line
    }

    /// Stops the bus daemon.
    public func stop() { daemon.stop() }

    deinit { stop() }
}

/// A test's own failure, with what went wrong.
public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
