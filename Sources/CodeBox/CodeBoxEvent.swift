/// Everything that can happen to the prompt, delivered to `CodeBoxState.handle(_:)`.
public enum CodeBoxEvent: Sendable, Equatable {
    /// One decoded key.
    case key(Key)
    /// Text that arrived as a whole: a bracketed paste or a burst of characters in one read.
    case paste(String)
    /// smswatchd sent a code (replayed or new).
    case suggestion(Suggestion)
    /// A code expired (by the daemon's word or its own `expiresMillis`).
    case suggestionExpired(id: UInt64)
    /// The state of the subscription changed.
    case feed(FeedStatus)
    /// The `--verify` command finished.
    case verification(accepted: Bool, detail: String?)
    /// The red flash after a rejected code is over.
    case flashEnded
    /// `--timeout` was reached.
    case timeout
}

/// Where the autofill subscription stands; shown discreetly under the boxes.
public enum FeedStatus: Sendable, Equatable {
    /// `--no-autofill`: nothing is shown.
    case off
    /// Subscribed to smswatchd.
    case connected
    /// smswatchd is not running (or went away): the prompt is a plain prompt.
    case unavailable
}

/// How a prompt ended.
public enum CodeBoxOutcome: Sendable, Equatable {
    /// The user submitted this code (it was accepted by `--verify` if given).
    case submitted(String)
    /// Esc, or ^D on empty boxes.
    case cancelled
    /// ^C.
    case interrupted
    /// `--timeout` was reached.
    case timedOut

    /// The exit status documented for `smswatch codebox`.
    public var exitStatus: Int32 {
        switch self {
        case .submitted: return 0
        case .cancelled: return 1
        case .interrupted: return 130
        case .timedOut: return 124
        }
    }
}

/// What the driver must do after an event; the state itself never performs I/O.
public enum CodeBoxEffect: Sendable, Equatable {
    /// The prompt is over.
    case finish(CodeBoxOutcome)
    /// Run the `--verify` command with this code.
    case verify(String)
    /// Start the red flash; send `.flashEnded` when it is over.
    case flashError
    /// Ring the bell (a refused key or an incomplete Enter).
    case bell
    /// Suspend the process (^Z) after restoring the terminal.
    case suspend
}
