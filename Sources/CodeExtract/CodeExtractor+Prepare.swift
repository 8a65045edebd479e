extension CodeExtractor {
    /// Compiles the lexicon now instead of on the first message.
    ///
    /// A daemon calls this once at start-up: the first code is then not delayed by the
    /// build, and the build's scratch memory is already freed when messages arrive.
    public static func prepare() {
        _ = Lexicon.trie
    }
}
