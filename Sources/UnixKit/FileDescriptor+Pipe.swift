internal import CSmsShim

extension FileDescriptor {
    /// Creates a pipe whose ends are both close-on-exec, so that no child inherits them unless
    /// it is given one explicitly (a child holding a pipe's write end keeps the reader from
    /// ever seeing end of file). The corresponding C function is `pipe2(O_CLOEXEC)`.
    public static func pipe() throws(Errno) -> (readEnd: FileDescriptor, writeEnd: FileDescriptor) {
        var fds: [CInt] = [-1, -1]
        guard CSmsShim_pipe(&fds) == 0 else { throw Errno.current("pipe2") }
        return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    }
}
