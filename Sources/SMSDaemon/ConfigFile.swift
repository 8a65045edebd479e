internal import Glibc
internal import UnixKit

/// `smswatchd.conf`: one `key = value` per line, `#` comments; every key is a long option
/// without its dashes (`ttl = 60`, `spool = /var/spool/sms/incoming`, `notify = yes`).
///
/// Options given on the command line win over the file: a key the command line set is
/// skipped, and a `--spool` or `--no-spool` there replaces every `spool` and `no-spool` line.
public struct ConfigFile: Sendable, Equatable {
    /// One `key = value` line.
    public struct Entry: Sendable, Equatable {
        /// The key, as written (lower case).
        public var key: String
        /// The value, trimmed, with one pair of surrounding double quotes removed.
        public var value: String
        /// The 1-based line number, for messages.
        public var line: Int
    }

    /// A problem with the file; the description reads `PATH:LINE: what is wrong`.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// The line, when one line is to blame.
        public var line: Int?
        /// What is wrong and what to do.
        public var message: String

        public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
    }

    /// The file the entries came from.
    public var path: String
    /// The settings, in file order.
    public var entries: [Entry]

    /// Larger files are refused: a config file is a few lines.
    static let sizeLimit = 64 * 1024

    /// The default file: `/etc/smswatch/smswatchd.conf` for root and `--system`, else
    /// `$XDG_CONFIG_HOME/smswatch/smswatchd.conf` (`~/.config/smswatch/smswatchd.conf`).
    public static func defaultPath(system: Bool, environment: (String) -> String?) -> String {
        if system { return "/etc/smswatch/smswatchd.conf" }
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/smswatch/smswatchd.conf" }
        return (environment("HOME") ?? "/") + "/.config/smswatch/smswatchd.conf"
    }

    /// Parses the text of a file; checks the syntax and that each key is known.
    public static func parse(_ text: String, path: String) throws(Failure) -> ConfigFile {
        var entries: [Entry] = []
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let number = index + 1
            var line = Substring(rawLine)
            // A `#` starts a comment at the start of a line or after a blank; `a#b` stays.
            if let hash = commentStart(in: line) { line = line[..<hash] }
            line = trimmed(line)
            if line.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw Failure(path: path, line: number, message: "expected `key = value`, found \(String(line).debugDescription)")
            }
            let key = String(trimmed(line[..<equals])).lowercased()
            var value = trimmed(line[line.index(after: equals)...])
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            guard DaemonOptions.configKeys.contains(key) else {
                let hint = ["config", "system", "help", "version"].contains(key)
                    ? "\(key) is a command-line option only"
                    : "the keys are \(DaemonOptions.configKeys.joined(separator: ", "))"
                throw Failure(path: path, line: number, message: "unknown key \(key.debugDescription) (\(hint))")
            }
            if key != "spool", let first = seen[key] {
                throw Failure(path: path, line: number, message: "\(key) is set twice (first on line \(first)); keep one")
            }
            seen[key] = seen[key] ?? number
            entries.append(Entry(key: key, value: String(value), line: number))
        }
        return ConfigFile(path: path, entries: entries)
    }

    /// Reads and parses `path`. Returns nil when the file does not exist and `mustExist` is
    /// false (the default file is optional; a `--config` file is not).
    public static func load(path: String, mustExist: Bool) throws(Failure) -> ConfigFile? {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(path, O_RDONLY)
        } catch {
            if error.rawValue == ENOENT && !mustExist { return nil }
            throw Failure(path: path, line: nil, message: "cannot read the config file: \(error.message)"
                          + (error.rawValue == ENOENT ? " (check --config)" : ""))
        }
        defer { descriptor.close() }
        var info = stat()
        if fstat(descriptor.rawValue, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw Failure(path: path, line: nil, message: "is not a regular file")
            }
            // Whoever can write the file can point the daemon anywhere.
            guard info.st_mode & 0o002 == 0 else {
                throw Failure(path: path, line: nil, message: "is writable by other users; run chmod o-w on it")
            }
        }
        let bytes: [UInt8]?
        do { bytes = try descriptor.readAll(limit: sizeLimit) } catch {
            throw Failure(path: path, line: nil, message: "cannot read the config file: \(error.message)")
        }
        guard let bytes else {
            throw Failure(path: path, line: nil, message: "is larger than \(sizeLimit / 1024) KiB; is it the right file?")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path: path, line: nil, message: "is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// `options` (from the command line) with this file's settings under them.
    public func merged(under options: DaemonOptions) throws(Failure) -> DaemonOptions {
        var result = options
        let commandLine = options.commandLineKeys
        let spoolFromCommandLine = commandLine.contains("spool") || commandLine.contains("no-spool")
        for entry in entries {
            if commandLine.contains(entry.key) { continue }
            if spoolFromCommandLine && (entry.key == "spool" || entry.key == "no-spool") { continue }
            do {
                try result.set(entry.key, to: entry.value, spelled: entry.key)
            } catch {
                throw Failure(path: path, line: entry.line, message: error.message)
            }
        }
        do {
            try result.validate()
        } catch {
            let line = entries.first { $0.key == "no-spool" }?.line
            throw Failure(path: path, line: line, message: error.message)
        }
        return result
    }

    private static func commentStart(in line: Substring) -> Substring.Index? {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" && (previous == " " || previous == "\t") { return index }
            previous = line[index]
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
