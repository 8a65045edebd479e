internal import Glibc

/// `smswatch codebox`: the entry point the client's dispatcher calls.
public enum CodeBoxCommand {
    /// Runs the prompt with the arguments that follow `codebox` and returns the exit status:
    /// 0 submitted (the code and a newline are on stdout), 1 cancelled or invalid input,
    /// 124 timeout, 130 interrupted, 64 usage error. SIGTERM and SIGHUP end the process by the
    /// same signal once the terminal is restored.
    /// - Parameters:
    ///   - arguments: The arguments after `codebox`.
    ///   - socketPath: smswatchd's socket as the client resolved it (`--socket` wins), or nil
    ///     for the usual places.
    public static func run(arguments: [String], socketPath: String?) -> Int32 {
        let options: CodeBoxOptions
        do {
            options = try CodeBoxOptions.parse(arguments)
        } catch {
            Output.write("smswatch codebox: \(error.message)\n", to: 2)
            return 64
        }
        if options.help {
            Output.write(CodeBoxOptions.usage, to: 1)
            return 0
        }
        return run(options: options, socketPath: socketPath)
    }

    /// Runs the prompt with parsed options (for embedding programs).
    public static func run(options: CodeBoxOptions, socketPath: String?) -> Int32 {
        if options.noInput || isatty(0) != 1 {
            return LineModePrompt.run(configuration: options.configuration)
        }
        guard let session = CodeBoxSession(options: options, socketPath: socketPath) else {
            return LineModePrompt.run(configuration: options.configuration)
        }
        let ending = session.run()
        switch ending {
        case .outcome(let outcome):
            if case .submitted(let code) = outcome {
                guard Output.write(code + "\n", to: 1) else { return 1 }
            }
            return outcome.exitStatus
        case .signal(let number):
            // Die by the same signal, so the shell sees what happened.
            signal(number, SIG_DFL)
            raise(number)
            return 128 + number
        }
    }
}
