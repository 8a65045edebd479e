import Testing
@testable import CodeBox

@Suite struct InputDecoderTests {
    private func decode(_ chunks: String...) -> [CodeBoxEvent] {
        var decoder = InputDecoder()
        var events: [CodeBoxEvent] = []
        for chunk in chunks { events += decoder.feed(Array(chunk.utf8)) }
        return events + decoder.flush()
    }

    @Test func singleKeys() {
        #expect(decode("4") == [.key(.character("4"))])
        #expect(decode("\u{7F}") == [.key(.backspace)])
        #expect(decode("\r") == [.key(.enter)])
        #expect(decode("\t") == [.key(.tab)])
        #expect(decode("\u{03}") == [.key(.interrupt)])
        #expect(decode("\u{04}") == [.key(.endOfInput)])
        #expect(decode("\u{15}") == [.key(.clearAll)])
        #expect(decode("\u{1A}") == [.key(.suspend)])
    }

    @Test func arrowsAndEditingKeys() {
        #expect(decode("\u{1B}[D") == [.key(.left)])
        #expect(decode("\u{1B}[C") == [.key(.right)])
        #expect(decode("\u{1B}OH") == [.key(.home)])
        #expect(decode("\u{1B}[F") == [.key(.end)])
        #expect(decode("\u{1B}[1~") == [.key(.home)])
        #expect(decode("\u{1B}[4~") == [.key(.end)])
        #expect(decode("\u{1B}[3~") == [.key(.delete)])
        #expect(decode("\u{1B}[1;5D") == [.key(.left)])     // Ctrl-← is still ←
        #expect(decode("\u{1B}[15~").isEmpty)               // F5: ignored, never typed
    }

    @Test func aLoneEscapeIsAKeyOnlyAfterFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.key(.escape)])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        #expect(decode("\u{1B}", "[", "D") == [.key(.left)])
    }

    @Test func bracketedPasteMarkersNeverLeak() {
        #expect(decode("\u{1B}[200~483 920\u{1B}[201~") == [.paste("483 920")])
    }

    @Test func bracketedPasteSplitAnywhere() {
        #expect(decode("\u{1B}[20", "0~48", "3920\u{1B}[2", "01~") == [.paste("483920")])
    }

    @Test func aPasteOfOneCharacterIsStillAPaste() {
        #expect(decode("\u{1B}[200~4\u{1B}[201~") == [.paste("4")])
    }

    @Test func aBurstOfCharactersInOneReadIsAPaste() {
        #expect(decode("483920") == [.paste("483920")])
        #expect(decode("48\u{1B}[D") == [.paste("48"), .key(.left)])
    }

    @Test func utf8SplitAcrossReads() {
        let bytes = Array("٤".utf8)
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes.prefix(1)).isEmpty)
        #expect(decoder.feed(bytes.dropFirst()) == [.key(.character("٤"))])
    }

    @Test func anUnfinishedPasteIsDeliveredOnFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~4839".utf8)).isEmpty)
        #expect(decoder.isInsidePaste)
        #expect(decoder.flush() == [.paste("4839")])
    }
}
