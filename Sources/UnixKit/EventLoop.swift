internal import CSmsShim
internal import Glibc

/// One event loop per process: file descriptors and timers wake one thread through epoll.
///
/// No polling: with no ready descriptor and no timer due, `run()` sleeps in `epoll_wait`
/// with no timeout, so an idle process makes no wake-ups at all. Not thread-safe by design:
/// every call happens on the thread that runs the loop.
public final class EventLoop {
    /// What a descriptor is watched for.
    public struct Interest: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Data to read, or a peer that hung up.
        public static let readable = Interest(rawValue: 1)
        /// Room to write.
        public static let writable = Interest(rawValue: 2)
    }

    /// What a descriptor was found ready for.
    public struct Readiness: Sendable {
        /// Data (or end of file) can be read.
        public var readable: Bool
        /// Data can be written.
        public var writable: Bool
        /// The descriptor reported an error or a hang-up.
        public var failed: Bool
    }

    /// Identifies a registered descriptor.
    public struct Registration: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    /// Identifies a scheduled timer.
    public struct TimerID: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Watch {
        var fd: CInt
        var handler: (Readiness) -> Void
    }

    private let epoll: CInt
    private var watches: [UInt64: Watch] = [:]
    private var timers = TimerQueue()
    private var deferred: [() -> Void] = []
    private var nextID: UInt64 = 1
    private var running = false

    /// Creates the loop. The corresponding C function is `epoll_create1`.
    public init() throws(Errno) {
        let fd = CSmsShim_epoll_create()
        guard fd >= 0 else { throw Errno.current("epoll_create1") }
        epoll = fd
    }

    deinit { Glibc.close(epoll) }

    /// Number of registered descriptors (for status and tests).
    public var registrationCount: Int { watches.count }

    /// Calls `handler` whenever `fd` is ready for `interest`. Level-triggered.
    @discardableResult
    public func register(
        _ fd: FileDescriptor, interest: Interest, handler: @escaping (Readiness) -> Void
    ) throws(Errno) -> Registration {
        let id = nextID
        nextID += 1
        guard CSmsShim_epoll_ctl(epoll, CSmsShim_EPOLL_CTL_ADD, fd.rawValue, Self.mask(interest), id) == 0 else {
            throw Errno.current("epoll_ctl")
        }
        watches[id] = Watch(fd: fd.rawValue, handler: handler)
        return Registration(id: id)
    }

    /// Changes what a registered descriptor is watched for.
    public func modify(_ registration: Registration, interest: Interest) throws(Errno) {
        guard let watch = watches[registration.id] else { return }
        guard CSmsShim_epoll_ctl(epoll, CSmsShim_EPOLL_CTL_MOD, watch.fd, Self.mask(interest), registration.id) == 0
        else { throw Errno.current("epoll_ctl") }
    }

    /// Stops watching a descriptor. Call before closing it. Unknown registrations are ignored.
    public func unregister(_ registration: Registration) {
        guard let watch = watches.removeValue(forKey: registration.id) else { return }
        _ = CSmsShim_epoll_ctl(epoll, CSmsShim_EPOLL_CTL_DEL, watch.fd, 0, 0)
    }

    /// Calls `handler` once at `deadline` (monotonic milliseconds).
    @discardableResult
    public func schedule(at deadline: Int64, _ handler: @escaping () -> Void) -> TimerID {
        let id = nextID
        nextID += 1
        timers.schedule(id: id, deadline: deadline, handler)
        return TimerID(id: id)
    }

    /// Calls `handler` once after `milliseconds`.
    @discardableResult
    public func schedule(after milliseconds: Int64, _ handler: @escaping () -> Void) -> TimerID {
        schedule(at: Clock.monotonicMillis() + milliseconds, handler)
    }

    /// Cancels a timer that has not fired. Unknown timers are ignored.
    public func cancel(_ timer: TimerID) {
        timers.cancel(id: timer.id)
    }

    /// Runs `work` on the loop after the current event is handled, before the loop sleeps.
    /// For callers that must not re-enter the code that called them (libdbus callbacks).
    public func runSoon(_ work: @escaping () -> Void) {
        deferred.append(work)
    }

    /// Runs until `stop()` is called.
    public func run() throws(Errno) {
        running = true
        var events = [UInt32](repeating: 0, count: 64)
        var data = [UInt64](repeating: 0, count: 64)
        while running {
            runDeferred()
            guard running else { break }
            let timeout = nextTimeout()
            let count = events.withUnsafeMutableBufferPointer { e in
                data.withUnsafeMutableBufferPointer { d in
                    CSmsShim_epoll_wait(epoll, e.baseAddress, d.baseAddress, 64, timeout)
                }
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Errno.current("epoll_wait")
            }
            for i in 0..<Int(count) {
                // A handler may have unregistered a later descriptor of this batch.
                guard let watch = watches[data[i]] else { continue }
                let bits = events[i]
                let failed = bits & (CSmsShim_EPOLLERR | CSmsShim_EPOLLHUP) != 0
                watch.handler(Readiness(
                    readable: bits & CSmsShim_EPOLLIN != 0 || failed,
                    writable: bits & CSmsShim_EPOLLOUT != 0,
                    failed: failed))
            }
            fireDueTimers()
        }
    }

    /// Makes `run()` return after the current event.
    public func stop() { running = false }

    private func runDeferred() {
        while !deferred.isEmpty {
            let work = deferred
            deferred.removeAll()
            for item in work { item() }
        }
    }

    private func nextTimeout() -> CInt {
        if !deferred.isEmpty { return 0 }
        guard let deadline = timers.nextDeadline() else { return -1 }
        let remaining = deadline - Clock.monotonicMillis()
        if remaining <= 0 { return 0 }
        return CInt(min(remaining, Int64(CInt.max)))
    }

    private func fireDueTimers() {
        let now = Clock.monotonicMillis()
        while let handler = timers.popDue(now: now) { handler() }
    }

    private static func mask(_ interest: Interest) -> UInt32 {
        var bits: UInt32 = 0
        if interest.contains(.readable) { bits |= CSmsShim_EPOLLIN | CSmsShim_EPOLLRDHUP }
        if interest.contains(.writable) { bits |= CSmsShim_EPOLLOUT }
        return bits
    }
}
