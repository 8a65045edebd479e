public import Glibc

/// A file descriptor. A value type that does not own the descriptor: whoever opened it closes it.
public struct FileDescriptor: Hashable, Sendable {
    /// The raw descriptor.
    public var rawValue: CInt

    /// Wraps a raw descriptor.
    public init(rawValue: CInt) { self.rawValue = rawValue }

    /// Standard input, output and error.
    public static let standardInput = FileDescriptor(rawValue: 0)
    public static let standardOutput = FileDescriptor(rawValue: 1)
    public static let standardError = FileDescriptor(rawValue: 2)

    /// Opens a file. The corresponding C function is `open`.
    public static func open(_ path: String, _ flags: CInt, mode: mode_t = 0) throws(Errno) -> FileDescriptor {
        let fd = try retryingSyscall("open") { Glibc.open(path, flags | O_CLOEXEC, mode) }
        return FileDescriptor(rawValue: fd)
    }

    /// Reads up to `buffer.count` bytes; returns 0 at end of file.
    /// Throws `Errno` with `EAGAIN` when a non-blocking descriptor has nothing.
    /// The corresponding C function is `read`.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryingSyscall("read") { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes some of `bytes`; returns how many were written.
    /// The corresponding C function is `write` (`send` with MSG_NOSIGNAL for sockets).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try retryingSyscall("write") {
            let n = Glibc.send(rawValue, bytes.baseAddress, bytes.count, CInt(MSG_NOSIGNAL))
            if n < 0 && errno == ENOTSOCK { return Glibc.write(rawValue, bytes.baseAddress, bytes.count) }
            return n
        }
    }

    /// Writes all of `bytes`, blocking as needed (for blocking descriptors).
    public func writeAll(_ bytes: some Collection<UInt8>) throws(Errno) {
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let result = array.withUnsafeBytes { raw in
                Result { () throws(Errno) -> Int in try write(UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            }
            offset += try result.get()
        }
    }

    /// Writes a string's UTF-8 bytes, blocking as needed.
    public func writeAll(_ string: String) throws(Errno) {
        try writeAll(Array(string.utf8))
    }

    /// Closes the descriptor; errors are ignored, as after close the descriptor is gone anyway.
    /// The corresponding C function is `close`.
    public func close() {
        _ = Glibc.close(rawValue)
    }

    /// Makes the descriptor non-blocking. The corresponding C function is `fcntl(F_SETFL)`.
    public func setNonBlocking() throws(Errno) {
        let flags = try retryingSyscall("fcntl") { fcntl(rawValue, F_GETFL) }
        _ = try retryingSyscall("fcntl") { fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Reads the whole file up to `limit` bytes. Returns nil when the file is larger.
    public func readAll(limit: Int) throws(Errno) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = try chunk.withUnsafeMutableBytes { raw in
                Result { () throws(Errno) -> Int in try read(into: raw) }
            }.get()
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit { return nil }
        }
    }
}
