/// All keyword lexicons, compiled once into one trie.
///
/// An immutable value built on first use: no state changes after that, so sharing it
/// between threads is safe.
enum Lexicon {
    /// The trie over every language's words.
    static let trie = KeywordTrie(groups)

    /// Every language's word lists, in the order a word listed twice keeps its first role.
    static var groups: [LexiconGroup] {
        english + acrossLanguages + westernEurope + centralEurope + northernEurope + cyrillicAndGreek + chinese
            + japaneseAndKorean + middleEast + southAsia + southeastAsia + africaAndCaucasus
    }
}
