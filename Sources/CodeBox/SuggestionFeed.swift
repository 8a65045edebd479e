/// A source of suggestions the prompt polls alongside the terminal.
///
/// The only implementation talks to smswatchd (`DaemonSuggestionFeed`); the protocol keeps
/// the connection detail in one file and lets an embedding program supply its own codes.
protocol SuggestionFeed: AnyObject {
    /// The descriptor to poll for input.
    var descriptor: Int32 { get }
    /// Reads what is available and returns the events it carries; a closed or broken feed
    /// ends with `.feed(.unavailable)`.
    func receive() -> [CodeBoxEvent]
    /// Closes the connection.
    func close()
}
