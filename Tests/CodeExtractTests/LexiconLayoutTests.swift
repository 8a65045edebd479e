@testable import CodeExtract
import Testing

/// The keyword trie packs nodes into 8 bytes; a lexicon that outgrew the packing would make
/// `init` trap on the first message. This fails first, while there is still room.
@Suite struct LexiconLayoutTests {
    @Test func theLexiconLeavesRoomInThePackedTrie() {
        let use = Lexicon.trie.layoutUse
        #expect(use.nodes > 1000, "the lexicon was compiled")
        #expect(use.nodes <= 0xFFFF * 8 / 10, "\(use.nodes) trie nodes of 65,535: widen Node before adding words")
        #expect(use.busyNodes <= 126 * 8 / 10, "\(use.busyNodes) busy-node tables of 126")
        #expect(use.insideFirstLetters <= 254 * 8 / 10, "\(use.insideFirstLetters) mid-word first letters of 254")
    }
}
