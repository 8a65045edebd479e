import CodeExtract
import Testing

/// `explain` lists every candidate with the verdict on it.
@Suite struct ExplanationTests {
    @Test func listsChosenAndRefusedCandidates() throws {
        let text = "Your account 123456 will receive OTP 654321 shortly."
        let explanation = CodeExtractor().explain(text)
        #expect(explanation.extraction?.code == "654321")
        let chosen = explanation.candidates.filter(\.chosen)
        #expect(chosen.map(\.code) == ["654321"])
        let refused = try #require(explanation.candidates.first { $0.code == "123456" })
        #expect(refused.refusal != nil)
        #expect(explanation.description.contains("654321"))
        #expect(explanation.lines.first == "code: 654321 (numeric, confidence 1.00)" || explanation.lines.first?.hasPrefix("code: 654321") == true)
    }

    @Test func explainsWhyThereIsNoCode() {
        let explanation = CodeExtractor().explain("Payment of $4,500 received on 12/03/2026.")
        #expect(explanation.extraction == nil)
        #expect(explanation.lines.first == "code: NONE")
    }

    @Test func explainAgreesWithExtract() {
        for text in ["G-482913 is your code", "验证码：7301", "no code here 12", "Order 5520193 shipped"] {
            #expect(CodeExtractor().explain(text).extraction == CodeExtractor().extract(text))
        }
    }
}
