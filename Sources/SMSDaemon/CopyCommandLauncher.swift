internal import Glibc
internal import UnixKit

/// Runs `smswatch --socket SOCKET latest --copy` for a notification's Copy action: the
/// client already knows the session's clipboard tools and clears the clipboard afterwards.
///
/// The client is taken from next to the daemon's own executable (`make install` puts both
/// in one directory). The child gets a clean signal state (the daemon blocks the signals
/// it reads from a signalfd) and /dev/null for stdio, and is reaped when its pidfd turns readable.
enum CopyCommandLauncher {
    /// The client executable next to this one.
    static func clientPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let exe = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = exe.lastIndex(of: "/") else { return nil }
        return exe[..<slash] + "/smswatch"
    }

    /// Starts the client; returns a message for the log when it cannot.
    static func launch(socket: String, loop: EventLoop) -> String? {
        guard let client = clientPath(), access(client, X_OK) == 0 else {
            return "cannot copy: smswatch is not installed next to smswatchd"
        }
        let child: Subprocess
        do {
            child = try Subprocess.start(client, ["--socket", socket, "latest", "--copy"],
                                         standardInput: .null, standardOutput: .null, standardError: .null)
        } catch {
            return "cannot start \(client): \(error.message)"
        }
        reapOnExit(child, loop: loop)
        return nil
    }

    /// Reaps the child when it exits: its pidfd wakes the loop, so nothing polls meanwhile.
    private static func reapOnExit(_ child: Subprocess, loop: EventLoop) {
        let exited: FileDescriptor
        do {
            exited = try child.exitDescriptor()
        } catch {
            // No pidfd (a kernel before 5.3): look for the exit a few times a second; the
            // client is done within a second or so.
            pollForExit(child, loop: loop, attempts: 120)
            return
        }
        var registration: EventLoop.Registration?
        do {
            registration = try loop.register(exited, interest: .readable) { _ in
                _ = try? child.wait()
                if let registration { loop.unregister(registration) }
                exited.close()
            }
        } catch {
            exited.close()
            pollForExit(child, loop: loop, attempts: 120)
        }
    }

    private static func pollForExit(_ child: Subprocess, loop: EventLoop, attempts: Int) {
        _ = loop.schedule(after: 250) {
            // An error (ECHILD) means there is nothing left to reap.
            guard case .success(nil) = Result(catching: child.poll), attempts > 0 else { return }
            pollForExit(child, loop: loop, attempts: attempts - 1)
        }
    }
}
