import CodeExtract
import Testing

/// The `@domain #code` line of origin-bound codes is authoritative.
@Suite struct OriginBoundCodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var code: String
        var domain: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "482913 is your Contoso code.\n\n@contoso.example #482913", code: "482913", domain: "contoso.example"),
        Case(text: "Your code is 551903.\n@login.fabrikam.example #551903 %pay.example", code: "551903", domain: "login.fabrikam.example"),
        Case(text: "Order 77201934 shipped.\n@shop.example #A7K9Q2", code: "A7K9Q2", domain: "shop.example"),
        Case(text: "@wealth.example #385398", code: "385398", domain: "wealth.example"),
        Case(text: "Contoso: 402918 ist dein Code.\n\n@contoso.example #402918 @embed.example", code: "402918", domain: "contoso.example"),
    ]

    @Test(arguments: cases)
    func usesTheBoundCode(_ item: Case) throws {
        let extraction = try #require(CodeExtractor().extract(item.text))
        #expect(extraction.code == item.code)
        #expect(extraction.domain == item.domain)
        #expect(extraction.confidence == 1)
        #expect(String(item.text[extraction.range]) == item.code)
    }

    // The "@" pre-scan reads eight bytes at a time: the line is found at every offset and
    // after multi-byte scalars.
    @Test func boundLineIsFoundAtEveryByteOffset() throws {
        for padding in 0..<20 {
            for filler in ["x", "é", "码"] {
                let text = String(repeating: filler, count: padding) + "\n@site.example #639204"
                let extraction = try #require(CodeExtractor().extract(text), "\(padding) × \(filler)")
                #expect(extraction.domain == "site.example")
                #expect(extraction.code == "639204")
            }
        }
    }

    @Test func ordinaryMessagesHaveNoDomain() throws {
        let extraction = try #require(CodeExtractor().extract("Your Contoso code is 482913. Visit contoso.example"))
        #expect(extraction.domain == nil)
    }
}
