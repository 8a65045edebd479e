internal import CSmsShim

extension Subprocess {
    /// A descriptor that turns readable when the child exits, to wait for it on an event
    /// loop instead of polling; close it after reaping. The corresponding C function is
    /// `pidfd_open` (Linux 5.3).
    public func exitDescriptor() throws(Errno) -> FileDescriptor {
        let fd = CSmsShim_pidfd_open(pid)
        guard fd >= 0 else { throw Errno.current("pidfd_open") }
        return FileDescriptor(rawValue: fd)
    }
}
