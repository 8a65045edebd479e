/// The options of `smswatch codebox`, parsed without Foundation or ArgumentParser
/// (the client must start in a few milliseconds).
public struct CodeBoxOptions: Sendable, Equatable {
    /// `--length N` (4–10).
    public var length = 6
    /// `--group K`.
    public var group: Int?
    /// `--alnum`.
    public var alphanumeric = false
    /// `--mask`.
    public var mask = false
    /// `--prompt TEXT`.
    public var prompt: String?
    /// `--phone NUMBER`.
    public var phone: String?
    /// `--timeout SECONDS`.
    public var timeoutSeconds: Double?
    /// `--max-age SECONDS` (default 180, as Apple's three minutes).
    public var maxAgeSeconds = 180
    /// `--auto-fill`.
    public var autoFill = false
    /// `--no-auto-submit` turns this off.
    public var autoSubmit = true
    /// `--domain DOMAIN`.
    public var domain: String?
    /// `--no-autofill` turns this off.
    public var subscribe = true
    /// `--verify CMD`.
    public var verifyCommand: String?
    /// `--no-input`.
    public var noInput = false
    /// `--no-color`.
    public var noColor = false
    /// `--socket PATH` (overrides the dispatcher's path).
    public var socketPath: String?
    /// `--help`.
    public var help = false

    /// Creates the defaults.
    public init() {}

    /// A usage error: the message goes to stderr and the exit status is 64.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What was wrong, e.g. "--length must be between 4 and 10 (got 3)".
        public var message: String
        public var description: String { message }
    }

    /// The configuration of the state machine these options ask for.
    public var configuration: CodeBoxConfiguration {
        CodeBoxConfiguration(
            length: length, alphabet: alphanumeric ? .alphanumeric : .digits, autoSubmit: autoSubmit,
            autoFill: autoFill, domain: domain, verifies: verifyCommand != nil)
    }

    /// The appearance these options ask for.
    public var appearance: CodeBoxAppearance {
        CodeBoxAppearance(prompt: prompt, phone: phone, group: group, mask: mask)
    }

    /// Parses the arguments that follow `codebox`. Accepts `--opt VALUE` and `--opt=VALUE`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CodeBoxOptions {
        var options = CodeBoxOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return next
            }
            func integer(_ range: ClosedRange<Int>) throws(UsageError) -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw UsageError(message: "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')")
                }
                return number
            }
            if inlineValue != nil, Self.flags.contains(name) {
                throw UsageError(message: "\(name) does not take a value")
            }
            switch name {
            case "-h", "--help": options.help = true
            case "--length", "-n": options.length = try integer(4...10)
            case "--group": options.group = try integer(1...10)
            case "--alnum": options.alphanumeric = true
            case "--mask": options.mask = true
            case "--prompt": options.prompt = try value()
            case "--phone": options.phone = try value()
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds > 0, seconds < 1e9 else {
                    throw UsageError(message: "--timeout must be a positive number of seconds (got '\(text)')")
                }
                options.timeoutSeconds = seconds
            case "--max-age": options.maxAgeSeconds = try integer(1...86_400)
            case "--auto-fill": options.autoFill = true
            case "--no-auto-submit": options.autoSubmit = false
            case "--domain":
                let domain = try value().lowercased()
                options.domain = domain.hasPrefix("@") ? String(domain.dropFirst()) : domain
            case "--no-autofill": options.subscribe = false
            case "--verify": options.verifyCommand = try value()
            case "--no-input": options.noInput = true
            case "--no-color": options.noColor = true
            case "--socket": options.socketPath = try value()
            default:
                throw UsageError(message: "unknown option '\(argument)' (see 'smswatch codebox --help')")
            }
        }
        if let group = options.group, group >= options.length {
            throw UsageError(message: "--group must be smaller than --length (got \(group) for \(options.length) boxes)")
        }
        return options
    }

    private static let flags: Set<String> = [
        "-h", "--help", "--alnum", "--mask", "--auto-fill", "--no-auto-submit", "--no-autofill",
        "--no-input", "--no-color",
    ]

    /// The text `--help` prints.
    public static let usage = """
        Usage: smswatch codebox [options]

        Asks for a one-time code in boxes drawn on the terminal and prints it on stdout,
        so that code=$(smswatch codebox) works. Codes received by smswatchd are offered
        under the boxes: Tab fills them.

        Options:
          --length N         number of boxes, 4 to 10 (default 6)
          --group K          draw a separator every K boxes (e.g. 3 for 123-456)
          --alnum            accept letters and digits (default: digits only)
          --mask             show ● instead of the characters
          --prompt TEXT      the line above the boxes
          --phone NUMBER     where the code was sent (shown as 138****1234)
          --timeout SECONDS  give up after SECONDS (exit 124)
          --max-age SECONDS  offer a code received up to SECONDS ago (default 180)
          --auto-fill        fill the boxes as soon as a code arrives
          --no-auto-submit   wait for Enter when the last box is filled
          --domain DOMAIN    ignore codes bound to another domain (@domain #code)
          --no-autofill      do not ask smswatchd for codes
          --verify CMD       run CMD (sh -c) with the code on stdin; on failure, try again
          --no-input         read one line from stdin instead of the terminal
          --no-color         no colours (also NO_COLOR=1)
          --socket PATH      smswatchd's socket (default: $SMSWATCH_SOCKET, then the
                             runtime directory)
          -h, --help         show this help

        Keys:
          0-9 (a-z)          fill the active box and move on; typing over a box replaces it
          Backspace          clear the box, or the one before if it is empty
          Delete, ^D         clear the active box (^D on empty boxes cancels)
          ← → Home End       move (also ^B ^F ^A ^E, ↑ ↓)
          ^U, ^W             clear every box
          Tab, → at the end  fill the suggested code and submit
          Enter              submit when every box is filled
          Esc                dismiss the suggestion; again to cancel
          ^C                 interrupt

        Exit status: 0 submitted, 1 cancelled or invalid input, 124 timeout,
        130 interrupted, 64 usage error.

        """
}
