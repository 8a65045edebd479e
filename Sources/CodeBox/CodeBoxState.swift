/// The prompt as a pure value: one buffer, a caret, an optional suggestion, and a phase.
///
/// The boxes are only a view of `slots`. Every insertion — a key, a paste, a suggestion —
/// goes through `insert(_:)`, which cleans the text and caps it at `length`; this is the
/// architecture every mature OTP widget converged on, because per-box fields are what make
/// pastes land in box 1 and completions fire twice.
public struct CodeBoxState: Sendable, Equatable {
    /// Where the prompt is in its life.
    public enum Phase: Sendable, Equatable {
        /// Accepting keys.
        case editing
        /// The code was completed and `--verify` is checking it; keys are ignored but ^C.
        case verifying(String)
        /// Over; no further event changes the state.
        case finished(CodeBoxOutcome)
    }

    /// What was asked for.
    public let configuration: CodeBoxConfiguration
    /// One entry per box; `nil` is an empty box.
    public private(set) var slots: [Character?]
    /// The active box (0 ..< length).
    public private(set) var caret: Int = 0
    /// The code offered under the boxes, if any.
    public private(set) var suggestion: Suggestion?
    /// The subscription's state, for the discreet status line.
    public private(set) var feed: FeedStatus = .off
    /// The current message on the status line.
    public private(set) var notice: CodeBoxNotice?
    /// True while the boxes flash red after a rejected code.
    public private(set) var isFlashingError = false
    /// Where the prompt is in its life.
    public private(set) var phase: Phase = .editing

    /// The id of the suggestion dismissed with Esc, so a replay of it does not come back.
    private var dismissedSuggestionID: UInt64?

    /// Creates an empty prompt.
    public init(configuration: CodeBoxConfiguration) {
        self.configuration = configuration
        self.slots = Array(repeating: nil, count: configuration.length)
    }

    /// The number of boxes.
    public var length: Int { configuration.length }
    /// True when every box holds a character.
    public var isComplete: Bool { slots.allSatisfy { $0 != nil } }
    /// True when every box is empty.
    public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }
    /// The buffer as a string, empty boxes skipped.
    public var code: String { String(slots.compactMap { $0 }) }

    /// Applies one event and returns what the driver must do.
    public mutating func handle(_ event: CodeBoxEvent) -> [CodeBoxEffect] {
        if case .finished = phase { return [] }
        switch event {
        case .key(let key):
            return handle(key)
        case .paste(let text):
            guard phase == .editing else { return [] }
            return insert(text, isPaste: true, autoSubmit: configuration.autoSubmit)
        case .suggestion(let offered):
            return receive(offered)
        case .suggestionExpired(let id):
            if suggestion?.id == id { suggestion = nil }
            return []
        case .feed(let status):
            feed = status
            return []
        case .verification(let accepted, let detail):
            guard case .verifying(let code) = phase else { return [] }
            if accepted {
                phase = .finished(.submitted(code))
                notice = nil
                return [.finish(.submitted(code))]
            }
            // Rejected: clear every box and start again from the first one.
            slots = Array(repeating: nil, count: length)
            caret = 0
            phase = .editing
            isFlashingError = true
            notice = .rejected(detail: detail)
            return [.flashError, .bell]
        case .flashEnded:
            isFlashingError = false
            return []
        case .timeout:
            phase = .finished(.timedOut)
            return [.finish(.timedOut)]
        }
    }

    // MARK: Keys

    private mutating func handle(_ key: Key) -> [CodeBoxEffect] {
        if key == .interrupt {
            phase = .finished(.interrupted)
            return [.finish(.interrupted)]
        }
        if key == .suspend { return [.suspend] }
        guard phase == .editing else { return [] }
        switch key {
        case .character(let character):
            return insert(String(character), isPaste: false, autoSubmit: configuration.autoSubmit)
        case .backspace:
            clearNotice()
            if slots[caret] != nil {
                slots[caret] = nil
            } else if caret > 0 {
                caret -= 1
                slots[caret] = nil
            }
        case .delete:
            clearNotice()
            slots[caret] = nil
        case .endOfInput:
            if isEmpty { return cancel() }
            clearNotice()
            slots[caret] = nil   // like readline: ^D deletes under the caret when not empty
        case .left:
            if caret > 0 { caret -= 1 }
        case .right:
            if isAtEnd, suggestion != nil { return acceptSuggestion() }
            if caret < length - 1 { caret += 1 }
        case .home, .up:
            caret = 0
        case .end, .down:
            caret = firstEmptyIndex ?? length - 1
        case .clearAll:
            clearNotice()
            slots = Array(repeating: nil, count: length)
            caret = 0
        case .tab:
            if suggestion != nil { return acceptSuggestion() }
            return [.bell]
        case .enter:
            if isComplete { return complete() }
            notice = .incomplete(missing: slots.count { $0 == nil })
            return [.bell]
        case .escape:
            if let offered = suggestion {
                dismissedSuggestionID = offered.id
                suggestion = nil
                return []
            }
            return cancel()
        case .interrupt, .suspend:
            return []
        }
        return []
    }

    /// True when nothing is typed at or after the caret: → then accepts the suggestion,
    /// as in fish's autosuggestions, instead of moving into empty boxes.
    private var isAtEnd: Bool {
        slots[caret...].allSatisfy { $0 == nil } || caret == length - 1
    }

    private var firstEmptyIndex: Int? { slots.firstIndex { $0 == nil } }

    private mutating func clearNotice() {
        if case .rejected = notice { return }   // keep the reason visible while retyping
        notice = nil
    }

    private mutating func cancel() -> [CodeBoxEffect] {
        phase = .finished(.cancelled)
        return [.finish(.cancelled)]
    }

    // MARK: The one insertion path

    /// Cleans `text` and writes it into the buffer.
    ///
    /// A cleaned text of `length` characters or more is a whole code: it fills from the first
    /// box whatever the caret (an autofilled or pasted code must never land shifted). Shorter
    /// text overwrites from the caret without shifting, and the caret advances.
    private mutating func insert(_ text: String, isPaste: Bool, autoSubmit: Bool) -> [CodeBoxEffect] {
        let cleaned = InputCleaner(alphabet: configuration.alphabet).clean(text)
        if cleaned.characters.isEmpty {
            // A lone separator (a typed space or dash) is ignored quietly; a refused letter is not.
            guard cleaned.rejected > 0 || isPaste else { return [] }
            notice = isPaste ? .nothingToPaste : .refusedCharacter
            return [.bell]
        }
        clearNotice()
        let wasComplete = isComplete
        if cleaned.characters.count >= length {
            for index in 0..<length { slots[index] = cleaned.characters[index] }
            caret = length - 1
        } else {
            for character in cleaned.characters {
                slots[caret] = character
                if caret < length - 1 { caret += 1 } else { break }
            }
        }
        // Completion fires on the transition to complete (or a whole new code over a complete
        // one), never again for edits that leave it complete by overwriting one box.
        let wholeCode = cleaned.characters.count >= length
        if autoSubmit, isComplete, !wasComplete || wholeCode {
            return complete()
        }
        return []
    }

    private mutating func acceptSuggestion() -> [CodeBoxEffect] {
        guard let offered = suggestion else { return [] }
        let effects = insert(offered.code, isPaste: true, autoSubmit: false)
        // Choosing the suggestion is an explicit act: it completes even without auto-submit.
        return isComplete ? effects + complete() : effects
    }

    private mutating func complete() -> [CodeBoxEffect] {
        guard phase == .editing, isComplete else { return [] }
        let value = code
        if configuration.verifies {
            phase = .verifying(value)
            notice = .verifying
            return [.verify(value)]
        }
        phase = .finished(.submitted(value))
        notice = nil
        return [.finish(.submitted(value))]
    }

    // MARK: Suggestions

    /// Whether the daemon's code can be offered in this prompt at all.
    public func canOffer(_ offered: Suggestion) -> Bool {
        guard offered.code.count == length, configuration.alphabet.accepts(offered.code) else { return false }
        if let wanted = configuration.domain, let bound = offered.domain,
           bound.lowercased() != wanted.lowercased() {
            return false
        }
        return true
    }

    private mutating func receive(_ offered: Suggestion) -> [CodeBoxEffect] {
        guard canOffer(offered), offered.id != dismissedSuggestionID else { return [] }
        suggestion = offered
        guard configuration.autoFill, phase == .editing else { return [] }
        return insert(offered.code, isPaste: true, autoSubmit: configuration.autoSubmit)
    }
}
