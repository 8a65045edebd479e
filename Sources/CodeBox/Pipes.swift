internal import Glibc

/// `pipe2` is hidden behind `_GNU_SOURCE` in Glibc's Swift overlay; `pipe` + `fcntl` does
/// the same here, where no other thread can fork between the two calls.
enum Pipes {
    /// Creates a close-on-exec pipe, optionally non-blocking at both ends.
    static func make(_ fds: inout [Int32], nonBlocking: Bool) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        return true
    }
}
