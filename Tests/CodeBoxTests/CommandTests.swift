import Testing
@testable import CodeBox

@Suite struct OptionsTests {
    @Test func defaults() throws {
        let options = try CodeBoxOptions.parse([])
        #expect(options.length == 6)
        #expect(options.maxAgeSeconds == 180)
        #expect(options.configuration == CodeBoxConfiguration())
    }

    @Test func everyOption() throws {
        let options = try CodeBoxOptions.parse([
            "--length", "8", "--group=4", "--alnum", "--mask", "--prompt", "Code?", "--phone", "123",
            "--timeout", "2.5", "--max-age", "60", "--auto-fill", "--no-auto-submit", "--domain", "@Example.com",
            "--no-autofill", "--verify", "check", "--no-input", "--no-color", "--socket", "/tmp/s",
        ])
        #expect(options.length == 8)
        #expect(options.group == 4)
        #expect(options.alphanumeric && options.mask && options.autoFill && !options.autoSubmit)
        #expect(options.prompt == "Code?" && options.phone == "123")
        #expect(options.timeoutSeconds == 2.5 && options.maxAgeSeconds == 60)
        #expect(options.domain == "example.com")
        #expect(!options.subscribe && options.noInput && options.noColor)
        #expect(options.verifyCommand == "check" && options.socketPath == "/tmp/s")
        #expect(options.configuration.verifies)
    }

    @Test(arguments: [
        ["--length", "3"], ["--length", "11"], ["--length"], ["--group", "6"], ["--timeout", "0"],
        ["--bogus"], ["--mask=yes"], ["extra"],
    ])
    func usageErrors(arguments: [String]) {
        #expect(throws: CodeBoxOptions.UsageError.self) { try CodeBoxOptions.parse(arguments) }
    }

    @Test func helpAndUsageExitCodes() {
        #expect(CodeBoxCommand.run(arguments: ["--length", "99"], socketPath: nil) == 64)
        #expect(CodeBoxOptions.usage.contains("--no-auto-submit"))
    }
}

@Suite struct LineModeTests {
    @Test(arguments: [("483920", "483920"), (" 483 920 ", "483920"), ("۴۸۳۹۲۰", "483920")])
    func validLines(line: String, code: String) {
        #expect(LineModePrompt.check(line, configuration: CodeBoxConfiguration()) == .success(code))
    }

    @Test(arguments: ["48392", "4839201", "48a920", ""])
    func invalidLines(line: String) {
        guard case .failure(let invalid) = LineModePrompt.check(line, configuration: CodeBoxConfiguration()) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(!invalid.message.contains(line.isEmpty ? "\u{0}" : line))   // never echoes the input
    }

    @Test func nothingAtAll() {
        guard case .failure = LineModePrompt.check(nil, configuration: CodeBoxConfiguration()) else {
            Issue.record("no input was accepted")
            return
        }
    }
}

@Suite struct DaemonLineTests {
    @Test func aCodeEventBecomesASuggestion() {
        let line = #"{"v":1,"event":"code","code":{"id":7,"code":"483920","kind":"numeric","sender":"22000","service":"Google","domain":null,"source":"spool:/x","received":1,"expires":999}}"#
        #expect(DaemonSuggestionFeed.event(for: line) == .suggestion(
            Suggestion(id: 7, code: "483920", label: "Google", domain: nil, expiresMillis: 999)))
    }

    @Test func anExpiryEvent() {
        #expect(DaemonSuggestionFeed.event(for: #"{"v":1,"event":"expired","id":7}"#) == .suggestionExpired(id: 7))
    }

    @Test func okAndErrors() {
        #expect(DaemonSuggestionFeed.event(for: #"{"v":1,"ok":true}"#) == .feed(.connected))
        #expect(DaemonSuggestionFeed.event(for: #"{"v":1,"ok":false,"error":"forbidden","message":"no"}"#) == .feed(.unavailable))
        #expect(DaemonSuggestionFeed.event(for: "garbage") == nil)
    }
}

@Suite struct InlineScreenTests {
    @Test func redrawGoesBackToTheFirstRowAndErases() {
        var screen = InlineScreen(cursorControl: true)
        let frame = Frame(lines: ["a", "b", "c"], cursor: (1, 4))
        let first = screen.draw(frame, width: 80)
        #expect(first == "\u{1B}[?25l\r\u{1B}[Ja\r\nb\r\nc\u{1B}[1A\r\u{1B}[4C\u{1B}[?25h")
        let second = screen.draw(frame, width: 80)
        #expect(second.hasPrefix("\u{1B}[?25l\r\u{1B}[1A\u{1B}[J"))
        #expect(screen.erase(width: 80) == "\r\u{1B}[1A\u{1B}[J")
        #expect(screen.erase(width: 80) == "")
    }

    @Test func afterAShrinkWrappedLinesAreCounted() {
        var screen = InlineScreen(cursorControl: true)
        _ = screen.draw(Frame(lines: [String(repeating: "x", count: 50), "b"], cursor: (1, 0)), width: 80)
        #expect(screen.erase(width: 20) == "\r\u{1B}[3A\u{1B}[J")
    }

    @Test func dumbTerminalRewritesOneLine() {
        var screen = InlineScreen(cursorControl: false)
        _ = screen.draw(Frame(lines: ["Code: 12"], cursor: (0, 7)), width: 80)
        #expect(screen.draw(Frame(lines: ["Code: 1"], cursor: (0, 6)), width: 80) == "\rCode: 1 \rCode: ")
    }
}
