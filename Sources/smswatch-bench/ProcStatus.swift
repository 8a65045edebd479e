import Glibc

/// What the kernel reports of a process in /proc, for the benchmarks.
enum ProcStatus {
    /// A numeric field of a /proc status file (`VmRSS`, `voluntary_ctxt_switches`).
    static func field(_ path: String, _ field: String) -> Int {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return 0 }
        for line in String(decoding: buffer[0..<n], as: UTF8.self).split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }

    /// Context switches of all the process's threads so far.
    static func contextSwitches(_ pid: pid_t) -> Int {
        guard let dir = opendir("/proc/\(pid)/task") else { return -1 }
        defer { closedir(dir) }
        var total = 0
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.first?.isNumber == true else { continue }
            let status = "/proc/\(pid)/task/\(name)/status"
            total += field(status, "voluntary_ctxt_switches") + field(status, "nonvoluntary_ctxt_switches")
        }
        return total
    }

    /// The process's resident set size in KiB.
    static func residentKiB(_ pid: pid_t) -> Int {
        field("/proc/\(pid)/status", "VmRSS")
    }
}
