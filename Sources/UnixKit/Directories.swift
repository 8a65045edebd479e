public import Glibc

extension FileDescriptor {
    /// Creates `path` and any missing parents with `mode` (like `mkdir -p`); existing
    /// directories are left as they are. The corresponding C function is `mkdir`.
    /// - Throws: `Errno` naming the component that could not be created.
    public static func createDirectories(_ path: String, mode: mode_t) throws(Errno) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode) != 0 && errno != EEXIST {
                throw Errno(errno, call: "mkdir \(prefix)")
            }
        }
    }
}
