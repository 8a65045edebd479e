import UnixKit

/// Exit statuses of `smswatch`, documented in the README and in `--help`.
enum ExitStatus {
    static let ok: Int32 = 0
    static let noCode: Int32 = 1
    static let usage: Int32 = 64
    static let unavailable: Int32 = 69
    static let timedOut: Int32 = 124
}

/// Unbuffered writes to stdout and stderr, without Foundation (start-up time).
enum Output {
    static func out(_ text: String) { try? FileDescriptor.standardOutput.writeAll(text) }
    static func err(_ text: String) { try? FileDescriptor.standardError.writeAll(text) }

    /// Prints `smswatch: message` on stderr.
    static func fail(_ message: String) { err("smswatch: \(message)\n") }
}

/// A usage mistake: printed with a hint, exit 64.
struct UsageError: Error {
    var message: String
    var command: String
}

/// Walks a command's arguments, with `--flag value` and `--flag=value` forms.
struct ArgumentCursor {
    private var items: [String]
    private var index = 0
    let command: String
    private(set) var positionals: [String] = []

    init(_ items: [String], command: String) {
        self.items = items
        self.command = command
    }

    /// The next option name, collecting positional arguments on the way; nil at the end.
    mutating func nextOption() -> String? {
        while index < items.count {
            let item = items[index]
            index += 1
            if item == "--" {
                positionals += items[index...]
                index = items.count
                return nil
            }
            if item.hasPrefix("-") && item != "-" {
                if item.hasPrefix("--"), let eq = item.firstIndex(of: "=") {
                    // Split `--flag=value` so that value() returns the part after `=`.
                    items.insert(String(item[item.index(after: eq)...]), at: index)
                    return String(item[..<eq])
                }
                return item
            }
            positionals.append(item)
        }
        return nil
    }

    /// The value of the option just read.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard index < items.count else { throw UsageError(message: "\(option) needs a value", command: command) }
        index += 1
        return items[index - 1]
    }

    /// A non-negative number of seconds.
    mutating func seconds(for option: String) throws(UsageError) -> Double {
        let raw = try value(for: option)
        guard let v = Double(raw), v.isFinite, v >= 0, v < 1e8 else {
            throw UsageError(message: "\(option) needs a number of seconds, not \(raw.debugDescription)", command: command)
        }
        return v
    }

    func unknown(_ option: String) -> UsageError {
        UsageError(message: "unknown option \(option.debugDescription)", command: command)
    }
}
