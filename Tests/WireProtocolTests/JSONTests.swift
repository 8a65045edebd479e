import Testing
@testable import WireProtocol

@Suite("JSON")
struct JSONTests {
    @Test func roundTripsEveryKind() throws {
        let value: JSONValue = .object([
            ("null", .null), ("t", .bool(true)), ("n", .number(-12)), ("f", .number(0.5)),
            ("s", .string("a\"b\\c\n\u{1}é中😀")), ("a", .array([.number(1), .string("x")])),
        ])
        #expect(try JSONParser.parse(value.encoded) == value)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONValue.string("\u{1}\n").encoded == #""\u0001\n""#)
    }

    @Test func parsesSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "01x", "1 2", "\"\\ud800\"", "-", "1.", "\"a\u{1}\""])
    func rejectsMalformed(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    /// Found by FuzzRequest: 1e38888 parsed as infinity and encoded as "inf".
    @Test func rejectsNumbersOutOfRange() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("8888888881e38888888888") }
        #expect(JSONValue.number(.infinity).encoded == "null")
    }

    @Test func rejectsDeepNesting() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes: [0x22, 0xFF, 0x22]) }
    }
}
