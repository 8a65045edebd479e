import CodeExtract
import Testing

/// The corpus format and the scoring normalisation the CLI and the evaluation share.
@Suite struct CorpusTSVTests {
    @Test func parsesRowsAndUnescapesText() throws {
        let file = "id\tlang\tsender\texpected\ttext\na1\ten\tContoso\t482913\tline one\\nline two\\ttab \\\\ end\nb2\tde\t\tNONE\tKein Code\n"
        let rows = try parseCorpusTSV(file)
        #expect(rows.count == 2)
        #expect(rows[0] == CorpusRow(id: "a1", lang: "en", sender: "Contoso", expected: "482913", text: "line one\nline two\ttab \\ end"))
        #expect(rows[1].expected == nil)
        #expect(rows[1].sender == "")
    }

    @Test func rejectsMalformedLines() {
        #expect(throws: CorpusFormatError.self) { try parseCorpusTSV("id\tlang\tsender\texpected\ttext\nonly\tthree\tfields\n") }
    }

    @Test func keepsUnknownEscapesAndCarriageReturns() throws {
        let rows = try parseCorpusTSV("x\ten\t\tNONE\ta\\qb\\r\r\n")
        #expect(rows.first?.text == "a\\qb\r")
    }

    @Test(arguments: [("284-719", "284719"), ("8HX-4KQ", "8hx4kq"), ("٤٥٨٢٩١", "458291"), ("３８５２０１", "385201"), (" A7k ", "a7k")])
    func normalisesCodes(_ raw: String, _ normalised: String) {
        #expect(CodeComparison.normalized(raw) == normalised)
    }

    @Test func matchesIgnoringCaseAndSeparators() {
        #expect(CodeComparison.matches("8hx4kq", expected: "8HX-4KQ"))
        #expect(!CodeComparison.matches("123456", expected: "123457"))
    }
}
