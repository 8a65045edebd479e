internal import Glibc

/// The prompt without a terminal (stdin is not a tty, or `--no-input`): one line from stdin,
/// cleaned and checked exactly like typed input, printed on stdout.
enum LineModePrompt {
    /// Reads, checks and prints; returns the exit status (0 valid, 1 invalid or empty).
    static func run(configuration: CodeBoxConfiguration) -> Int32 {
        let line = readLine(limit: 4096)
        switch check(line, configuration: configuration) {
        case .success(let code):
            Output.write(code + "\n", to: 1)
            return 0
        case .failure(let invalid):
            Output.write("smswatch codebox: \(invalid.message)\n", to: 2)
            return 1
        }
    }

    /// Why a line is not a code. The message never repeats the input: it may be a secret.
    struct Invalid: Error, Equatable {
        var message: String
    }

    /// The code in `line`, or why there is none.
    static func check(_ line: String?, configuration: CodeBoxConfiguration) -> Result<String, Invalid> {
        let noun = configuration.alphabet == .digits ? "digit" : "letter-or-digit"
        let expected = "expected a \(configuration.length)-\(noun) code on stdin"
        guard let line else { return .failure(Invalid(message: "\(expected), got nothing")) }
        let cleaned = InputCleaner(alphabet: configuration.alphabet).clean(line)
        if cleaned.rejected > 0 {
            let what = configuration.alphabet == .digits ? "characters that are not digits" : "characters that are not letters or digits"
            return .failure(Invalid(message: "\(expected), got \(what)"))
        }
        guard cleaned.characters.count == configuration.length else {
            return .failure(Invalid(message: "\(expected), got \(cleaned.characters.count) characters"))
        }
        return .success(String(cleaned.characters))
    }

    /// One line from stdin without its newline; nil at immediate end of input.
    private static func readLine(limit: Int) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        var sawAnything = false
        while bytes.count < limit {
            let count = Glibc.read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            sawAnything = true
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return sawAnything ? String(decoding: bytes, as: UTF8.self) : nil
    }
}

/// Blocking writes to stdout/stderr without stdio buffering, so the code is out before exit.
enum Output {
    /// Writes all of `text` to `fd`, ignoring errors (a closed stdout is reported by the status).
    @discardableResult
    static func write(_ text: String, to fd: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}
