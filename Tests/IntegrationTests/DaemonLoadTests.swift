import Foundation
import Glibc
import Testing
import TestSupport

/// Bursts: every message reaches a watcher, in order, and many watchers all get a new code.
/// Times are printed for the record; they are not asserted (benchmarks live in smswatch-bench).
@Suite("smswatchd under load")
struct DaemonLoadTests {
    @Test func fiveThousandSpoolFilesAllReachAWatcherInOrder() throws {
        let daemon = try DaemonProcess(arguments: ["--ttl", "3600"])
        let watcher = try RawConnection(path: daemon.socket)
        watcher.send("WATCH\n")
        #expect(watcher.readLines(1).first?.contains("watching") == true)
        let count = 5000
        let started = Date()
        // The files are written from another thread while this one reads, like an SMS tool
        // writing while a client listens.
        let spool = daemon.spool
        let writer = Thread {
            for i in 0..<count {
                let name = String(format: "burst%05d", i)
                _ = FileManager.default.createFile(atPath: spool + "/." + name, contents: Data("Your code is \(100000 + i)".utf8))
                rename(spool + "/." + name, spool + "/" + name)
            }
        }
        writer.start()
        var codes: [String] = []
        let deadline = Date().addingTimeInterval(120)
        while codes.count < count && Date() < deadline {
            for line in watcher.readLines(1, timeout: 1) {
                if let range = line.range(of: #""code":""#) {
                    codes.append(String(line[range.upperBound...].prefix { $0 != "\"" }))
                }
            }
        }
        print("5,000 spool files → watcher: \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        #expect(codes.count == count)
        let expected = (0..<count).map { String(100000 + $0) }
        #expect(codes == expected, "every code, once, in the order the files arrived; first difference at \(codes.indices.first { codes[$0] != expected[$0] } ?? codes.count)")
    }

    @Test func aThousandWatchersAllGetANewCode() throws {
        let daemon = try DaemonProcess()
        var watchers: [RawConnection] = []
        for _ in 0..<1000 {
            let connection = try RawConnection(path: daemon.socket)
            connection.send("WATCH\n")
            watchers.append(connection)
        }
        for connection in watchers { #expect(connection.readLines(1).first?.contains("watching") == true) }
        let started = Date()
        #expect(try daemon.client(["ingest", "-"], stdin: "Your code is 161803").status == 0)
        var reached = 0
        for connection in watchers where connection.readLines(1).first?.contains("161803") == true { reached += 1 }
        print("1,000 watchers reached in \(String(format: "%.3f", Date().timeIntervalSince(started))) s")
        #expect(reached == 1000)
    }
}
