internal import CDBus
internal import UnixKit

/// Drives one libdbus connection's watches and timeouts from an `EventLoop`.
///
/// libdbus calls the add/remove/toggle functions with the connection lock held, so they only
/// update our tables and the loop's registrations; they never call back into the connection.
/// libdbus keeps a read watch and a write watch on the same socket, and epoll takes one
/// registration per descriptor, so watches are grouped by descriptor and the descriptor's
/// interest is the union of its enabled watches.
final class LoopBinding {
    private struct Descriptor {
        var registration: EventLoop.Registration?
        var interest: EventLoop.Interest = []
        var watches: [OpaquePointer] = []
    }

    private struct Timeout {
        var raw: OpaquePointer
        var timer: EventLoop.TimerID?
    }

    let loop: EventLoop
    /// Called after libdbus did I/O or fired a timeout: messages may be ready to dispatch.
    var wantsDispatch: () -> Void = {}
    /// Receives problems worth a log line (a descriptor epoll refused).
    var diagnose: (String) -> Void = { _ in }

    private var descriptors: [CInt: Descriptor] = [:]
    private var watchDescriptor: [OpaquePointer: CInt] = [:]
    private var timeouts: [OpaquePointer: Timeout] = [:]

    init(loop: EventLoop) { self.loop = loop }

    /// Number of live watches and timeouts (for tests: nothing may leak past `uninstall`).
    var liveCount: (watches: Int, timeouts: Int) { (watchDescriptor.count, timeouts.count) }

    // MARK: Installing

    /// Hands libdbus our watch, timeout and dispatch-status functions. Each set holds one
    /// retained reference to `self`, released by libdbus through the free function.
    /// The corresponding C functions are `dbus_connection_set_watch_functions`,
    /// `dbus_connection_set_timeout_functions` and `dbus_connection_set_dispatch_status_function`.
    func install(on connection: OpaquePointer) -> Bool {
        let release: DBusFreeFunction = { data in
            guard let data else { return }
            Unmanaged<LoopBinding>.fromOpaque(data).release()
        }
        let watchesSet = dbus_connection_set_watch_functions(
            connection,
            { watch, data in
                guard let watch, let data else { return 0 }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().addWatch(watch)
                return 1
            },
            { watch, data in
                guard let watch, let data else { return }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().removeWatch(watch)
            },
            { watch, data in
                guard let watch, let data else { return }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().toggleWatch(watch)
            },
            Unmanaged.passRetained(self).toOpaque(), release)
        guard watchesSet != 0 else { return false }
        let timeoutsSet = dbus_connection_set_timeout_functions(
            connection,
            { timeout, data in
                guard let timeout, let data else { return 0 }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().addTimeout(timeout)
                return 1
            },
            { timeout, data in
                guard let timeout, let data else { return }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().removeTimeout(timeout)
            },
            { timeout, data in
                guard let timeout, let data else { return }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().toggleTimeout(timeout)
            },
            Unmanaged.passRetained(self).toOpaque(), release)
        guard timeoutsSet != 0 else { return false }
        dbus_connection_set_dispatch_status_function(
            connection,
            { _, status, data in
                // Called with the lock held or from inside dispatch: only schedule.
                guard let data, status == DBUS_DISPATCH_DATA_REMAINS else { return }
                Unmanaged<LoopBinding>.fromOpaque(data).takeUnretainedValue().wantsDispatch()
            },
            Unmanaged.passRetained(self).toOpaque(), release)
        return true
    }

    /// Takes our functions back: libdbus calls remove for every watch and timeout, then frees
    /// the references `install` gave it.
    func uninstall(from connection: OpaquePointer) {
        _ = dbus_connection_set_watch_functions(connection, nil, nil, nil, nil, nil)
        _ = dbus_connection_set_timeout_functions(connection, nil, nil, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(connection, nil, nil, nil)
        // Defensive: leave nothing registered even if libdbus skipped a remove.
        for (_, descriptor) in descriptors {
            if let registration = descriptor.registration { loop.unregister(registration) }
        }
        for (_, timeout) in timeouts {
            if let timer = timeout.timer { loop.cancel(timer) }
        }
        descriptors = [:]
        watchDescriptor = [:]
        timeouts = [:]
    }

    // MARK: Watches

    private func addWatch(_ watch: OpaquePointer) {
        let fd = dbus_watch_get_unix_fd(watch)
        guard fd >= 0 else { return }
        watchDescriptor[watch] = fd
        descriptors[fd, default: Descriptor()].watches.append(watch)
        refresh(fd)
    }

    private func removeWatch(_ watch: OpaquePointer) {
        guard let fd = watchDescriptor.removeValue(forKey: watch) else { return }
        descriptors[fd]?.watches.removeAll { $0 == watch }
        refresh(fd)
    }

    private func toggleWatch(_ watch: OpaquePointer) {
        guard let fd = watchDescriptor[watch] else { return }
        refresh(fd)
    }

    /// Makes the loop's registration for `fd` match the union of its enabled watches.
    private func refresh(_ fd: CInt) {
        guard var descriptor = descriptors[fd] else { return }
        var interest: EventLoop.Interest = []
        for watch in descriptor.watches where dbus_watch_get_enabled(watch) != 0 {
            let flags = dbus_watch_get_flags(watch)
            if flags & DBUS_WATCH_READABLE.rawValue != 0 { interest.insert(.readable) }
            if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { interest.insert(.writable) }
        }
        do {
            if interest.isEmpty || descriptor.watches.isEmpty {
                if let registration = descriptor.registration { loop.unregister(registration) }
                descriptor.registration = nil
            } else if let registration = descriptor.registration {
                if interest != descriptor.interest { try loop.modify(registration, interest: interest) }
            } else {
                descriptor.registration = try loop.register(FileDescriptor(rawValue: fd), interest: interest) {
                    [weak self] readiness in self?.handle(fd: fd, readiness)
                }
            }
            descriptor.interest = interest
        } catch {
            diagnose("cannot watch D-Bus socket \(fd): \(error)")
        }
        if descriptor.watches.isEmpty {
            descriptors[fd] = nil
        } else {
            descriptors[fd] = descriptor
        }
    }

    /// The corresponding C function is `dbus_watch_handle`.
    private func handle(fd: CInt, _ readiness: EventLoop.Readiness) {
        guard let watches = descriptors[fd]?.watches else { return }
        for watch in watches {
            // An earlier handle may have disconnected and freed the remaining watches.
            guard watchDescriptor[watch] == fd, dbus_watch_get_enabled(watch) != 0 else { continue }
            let wanted = dbus_watch_get_flags(watch)
            var flags: UInt32 = 0
            if readiness.readable && wanted & DBUS_WATCH_READABLE.rawValue != 0 { flags |= DBUS_WATCH_READABLE.rawValue }
            if readiness.writable && wanted & DBUS_WATCH_WRITABLE.rawValue != 0 { flags |= DBUS_WATCH_WRITABLE.rawValue }
            if readiness.failed { flags |= DBUS_WATCH_HANGUP.rawValue | DBUS_WATCH_ERROR.rawValue }
            if flags != 0 { _ = dbus_watch_handle(watch, flags) }
        }
        wantsDispatch()
    }

    // MARK: Timeouts

    private func addTimeout(_ timeout: OpaquePointer) {
        timeouts[timeout] = Timeout(raw: timeout, timer: nil)
        toggleTimeout(timeout)
    }

    private func removeTimeout(_ timeout: OpaquePointer) {
        guard let entry = timeouts.removeValue(forKey: timeout) else { return }
        if let timer = entry.timer { loop.cancel(timer) }
    }

    /// A libdbus timeout repeats every interval while enabled; the loop's timers fire once,
    /// so each firing schedules the next.
    private func toggleTimeout(_ timeout: OpaquePointer) {
        guard var entry = timeouts[timeout] else { return }
        if let timer = entry.timer { loop.cancel(timer) }
        entry.timer = nil
        if dbus_timeout_get_enabled(timeout) != 0 {
            let interval = Int64(max(0, dbus_timeout_get_interval(timeout)))
            entry.timer = loop.schedule(after: interval) { [weak self] in self?.fire(timeout) }
        }
        timeouts[timeout] = entry
    }

    /// The corresponding C function is `dbus_timeout_handle`.
    private func fire(_ timeout: OpaquePointer) {
        guard timeouts[timeout] != nil else { return }
        timeouts[timeout]?.timer = nil
        _ = dbus_timeout_handle(timeout)
        // Still there and not rescheduled by a toggle: run the next interval.
        if let entry = timeouts[timeout], entry.timer == nil { toggleTimeout(timeout) }
        wantsDispatch()
    }
}
