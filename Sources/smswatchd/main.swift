// smswatchd: the daemon's thin entry point. Everything lives in SMSDaemon.
import Glibc
import SMSDaemon
import UnixKit
import WireProtocol

let arguments = Array(CommandLine.arguments.dropFirst())
switch Result(catching: { () throws(DaemonOptions.UsageError) in try DaemonOptions.parse(arguments) }) {
case .failure(let error):
    FileHandleOutput.standardError("smswatchd: \(error.message)\nTry 'smswatchd --help'.\n")
    exit(64)
case .success(.help):
    FileHandleOutput.standardOutput(DaemonOptions.usage + "\n")
    exit(0)
case .success(.version):
    FileHandleOutput.standardOutput("smswatchd \(smswatchVersion)\n")
    exit(0)
case .success(.run(let options)):
    do {
        let daemon = try Daemon(options: options)
        exit(daemon.run())
    } catch {
        FileHandleOutput.standardError("smswatchd: cannot start: \(error)\n")
        exit(1)
    }
}

/// Unbuffered output without Foundation.
enum FileHandleOutput {
    static func standardOutput(_ text: String) { try? FileDescriptor.standardOutput.writeAll(text) }
    static func standardError(_ text: String) { try? FileDescriptor.standardError.writeAll(text) }
}
