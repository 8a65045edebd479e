// smswatchd: the daemon's thin entry point. Everything lives in SMSDaemon.
import Glibc
import SMSDaemon
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
    static func standardOutput(_ text: String) { write(1, text) }
    static func standardError(_ text: String) { write(2, text) }
    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}
