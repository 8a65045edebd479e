@testable import CodeBox

/// Builds a state and feeds it events, collecting every effect, so tests read as scripts.
struct Script {
    var state: CodeBoxState
    var effects: [CodeBoxEffect] = []

    init(_ configuration: CodeBoxConfiguration = CodeBoxConfiguration()) {
        state = CodeBoxState(configuration: configuration)
    }

    @discardableResult
    mutating func send(_ events: CodeBoxEvent...) -> [CodeBoxEffect] {
        var produced: [CodeBoxEffect] = []
        for event in events { produced += state.handle(event) }
        effects += produced
        return produced
    }

    @discardableResult
    mutating func type(_ text: String) -> [CodeBoxEffect] {
        var produced: [CodeBoxEffect] = []
        for character in text { produced += send(.key(.character(character))) }
        return produced
    }

    @discardableResult
    mutating func press(_ keys: Key...) -> [CodeBoxEffect] {
        var produced: [CodeBoxEffect] = []
        for key in keys { produced += send(.key(key)) }
        return produced
    }

    /// The boxes as a string, `_` for an empty box.
    var boxes: String { String(state.slots.map { $0 ?? "_" }) }

    /// How many times the prompt completed (submitted or sent to --verify).
    var completions: Int {
        effects.count { effect in
            switch effect {
            case .finish(.submitted), .verify: true
            default: false
            }
        }
    }
}

func offer(_ code: String, id: UInt64 = 1, label: String? = "Google", domain: String? = nil) -> CodeBoxEvent {
    .suggestion(Suggestion(id: id, code: code, label: label, domain: domain, expiresMillis: Int64.max))
}
