import Glibc
import Testing
@testable import UnixKit

@Suite("Event loop")
struct EventLoopTests {
    @Test func timersFireInDeadlineOrder() throws {
        let loop = try EventLoop()
        var fired: [Int] = []
        let now = Clock.monotonicMillis()
        loop.schedule(at: now + 30) { fired.append(3); loop.stop() }
        loop.schedule(at: now + 10) { fired.append(1) }
        loop.schedule(at: now + 20) { fired.append(2) }
        try loop.run()
        #expect(fired == [1, 2, 3])
    }

    @Test func cancelledTimerNeverFires() throws {
        let loop = try EventLoop()
        var fired = false
        let timer = loop.schedule(after: 5) { fired = true }
        loop.cancel(timer)
        loop.schedule(after: 20) { loop.stop() }
        try loop.run()
        #expect(!fired)
    }

    @Test func readableDescriptorWakesTheLoop() throws {
        let loop = try EventLoop()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var received: [UInt8] = []
        let registration = try loop.register(FileDescriptor(rawValue: fds[0]), interest: .readable) { readiness in
            #expect(readiness.readable)
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
            received.append(byte)
            loop.stop()
        }
        loop.schedule(after: 5) { var b: UInt8 = 42; _ = write(fds[1], &b, 1) }
        try loop.run()
        #expect(received == [42])
        #expect(loop.registrationCount == 1)
        loop.unregister(registration)
        #expect(loop.registrationCount == 0)
    }

    @Test func runSoonRunsBeforeSleeping() throws {
        let loop = try EventLoop()
        var order: [String] = []
        loop.runSoon {
            order.append("first")
            loop.runSoon { order.append("nested"); loop.stop() }
        }
        try loop.run()
        #expect(order == ["first", "nested"])
    }

    @Test func signalsArriveAsEvents() throws {
        let loop = try EventLoop()
        let receiver = try SignalReceiver([SIGUSR2])
        var got: [Int32] = []
        try loop.register(receiver.descriptor, interest: .readable) { _ in
            got += receiver.pending()
            loop.stop()
        }
        // raise() signals this thread, where the signal is blocked: other test threads are untouched.
        loop.schedule(after: 5) { raise(SIGUSR2) }
        try loop.run()
        #expect(got == [SIGUSR2])
    }
}

@Suite("Directory watcher")
struct DirectoryWatcherTests {
    @Test func reportsCompleteFilesOnly() throws {
        var template = Array("/tmp/unixkit-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        defer { _ = system("rm -rf '\(directory)'") }
        let watcher = try DirectoryWatcher()
        try watcher.watch(directory)
        let fd = open(directory + "/a", O_WRONLY | O_CREAT, 0o600)
        _ = write(fd, "x", 1)
        #expect(watcher.readChanges().isEmpty, "a file still open for writing is not complete")
        close(fd)
        #expect(watcher.readChanges() == [.fileCompleted(directory: directory, name: "a")])
        let other = open(directory + "/.tmp", O_WRONLY | O_CREAT, 0o600)
        close(other)
        _ = watcher.readChanges()
        rename(directory + "/.tmp", directory + "/b")
        #expect(watcher.readChanges() == [.fileCompleted(directory: directory, name: "b")])
        rmdir(directory + "/nothing")
        _ = system("rm -rf '\(directory)'")
        #expect(watcher.readChanges().contains(.directoryGone(directory: directory)))
    }

    @Test func missingDirectoryThrows() throws {
        let watcher = try DirectoryWatcher()
        #expect(throws: Errno.self) { try watcher.watch("/nonexistent/smswatch") }
    }
}

@Suite("Unix sockets")
struct UnixSocketTests {
    @Test func peerCredentialsAreOurs() throws {
        var template = Array("/tmp/unixkit-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        defer { _ = system("rm -rf '\(directory)'") }
        let listener = try UnixSocket.listen(path: directory + "/s")
        defer { listener.close() }
        #expect(UnixSocket.isListeningUnixStream(listener))
        let client = try UnixSocket.connect(path: directory + "/s")
        defer { client.close() }
        var accepted: FileDescriptor?
        for _ in 0..<100 where accepted == nil {
            accepted = try UnixSocket.accept(listener)
            if accepted == nil { usleep(1000) }
        }
        let peer = try #require(accepted)
        defer { peer.close() }
        let credentials = try UnixSocket.peerCredentials(peer)
        #expect(credentials.uid == getuid())
        #expect(credentials.pid == getpid())
    }

    @Test func connectToNothingFails() {
        #expect(throws: Errno.self) { try UnixSocket.connect(path: "/nonexistent/sock") }
    }
}

@Suite("Civil time")
struct CivilTimeTests {
    @Test func leapDaysAndLocalTime() {
        #expect(CivilTime.millis(year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0, utcOffsetSeconds: 0) == 1_709_164_800_000)
        #expect(CivilTime.millis(year: 2000, month: 2, day: 29, hour: 0, minute: 0, second: 0, utcOffsetSeconds: nil) != nil)
    }

    @Test func utcAndOffsets() {
        #expect(CivilTime.millis(year: 2024, month: 5, day: 17, hour: 10, minute: 30, second: 0, utcOffsetSeconds: 0)
                == 1_715_941_800_000)
        #expect(CivilTime.millis(year: 2024, month: 5, day: 17, hour: 12, minute: 30, second: 0, utcOffsetSeconds: 7200)
                == 1_715_941_800_000)
    }

    @Test(arguments: [(1899, 1, 1), (2024, 13, 1), (2024, 1, 32), (2024, 0, 1), (2024, 2, 30), (2023, 2, 29), (2024, 4, 31)])
    func outOfRange(year: Int, month: Int, day: Int) {
        #expect(CivilTime.millis(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, utcOffsetSeconds: 0) == nil)
    }
}
