import CodeExtract
import Dispatch
import Synchronization
import Testing

/// Random and hostile input never crashes, and a returned code is always in the text.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fragments = [
        "code", "OTP", "验证码", "код", "رمز", "G-", "-", " ", "\n", ":", "：", "#", "@", "*", "<#>", "【", "】",
        "123", "4567", "٤٥٦", "３８", "x", "XX", "é", "\u{301}", "\u{200C}", "🙂", "Rs.", "$", "1,250.00", "http://",
        "is", "です", "인증번호", "รหัส", "Mã", "\t", "\r\n", "A7K", "0", "99999999999", "@a.b #", "%", "ー",
    ]

    @Test(arguments: 0..<40)
    func randomFragmentsNeverYieldACodeOutsideTheText(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed))
        let extractor = CodeExtractor()
        for _ in 0..<50 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                text += Self.fragments.randomElement(using: &generator)!
            }
            verify(extractor, text)
        }
    }

    @Test(arguments: 0..<10)
    func randomScalarsNeverCrash(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed) &+ 1000)
        let extractor = CodeExtractor()
        for _ in 0..<50 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...80, using: &generator) {
                let value = UInt32.random(in: 0...0x2FFFF, using: &generator)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            verify(extractor, String(scalars))
        }
    }

    @Test(arguments: ["", " ", "\n\n", "1234", "@", "@x #", "#", "G-", "----", String(repeating: "9", count: 5000),
                      String(repeating: "code 12 ", count: 500), "\u{0}\u{1}\u{2}123456"])
    func edgeInputs(_ text: String) {
        verify(CodeExtractor(), text)
    }

    private func verify(_ extractor: CodeExtractor, _ text: String) {
        _ = extractor.explain(text, sender: text)
        guard let extraction = extractor.extract(text, sender: "VM-OTP") else { return }
        #expect(!extraction.code.isEmpty)
        #expect(CodeComparison.normalized(String(text[extraction.range])) == CodeComparison.normalized(extraction.code))
        #expect((0...1).contains(extraction.confidence))
    }

    /// Found by FuzzExtract: a label and a code word sharing a token made an inverted
    /// token range (`first + 1..<last`) and trapped.
    @Test func overlappingKeywordSitesDoNotTrap() {
        let bytes: [UInt8] = [
            0x59, 0x6f, 0x75, 0x72, 0x20, 0x6f, 0x72, 0x64, 0x65, 0x72, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30,
            0x30, 0x63, 0x4f, 0x64, 0x16, 0x65, 0x20, 0x6c, 0xa8, 0x73, 0x2f, 0x74, 0x2e, 0x65, 0x78, 0x61,
            0x6d, 0x70, 0x5b, 0x32, 0x37, 0x38, 0x33, 0xff, 0x39, 0x32, 0x39, 0x33,
        ]
        let text = String(decoding: bytes, as: UTF8.self)
        _ = CodeExtractor().extract(text)
        _ = CodeExtractor().explain(text)
    }

    /// Found by FuzzExtract: the `#code` of an origin-bound line took a combining mark and
    /// control characters along; such a line is not an origin-bound line at all.
    @Test func originBoundCodeMustBeTypeable() {
        let text = "Your @order #\u{33E}\u{18},667 and more"
        if let found = CodeExtractor().extract(text) {
            #expect(found.domain == nil)
            #expect(found.code.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        }
        #expect(CodeExtractor().extract("Your code is 123456\n\n@example.com #123456")?.domain == "example.com")
    }

    /// An extractor keeps a parse block for the thread that first used it (`ParseBlocks`):
    /// a message read in a block another message filled, and one extractor shared by threads
    /// (one reusing the block, the others allocating their own), answer as a fresh extractor
    /// does. Handing the block to every thread makes this test crash.
    @Test func sharedExtractorAnswersAsFreshOnes() {
        var messages = [
            "Your verification code is 482913. Do not share it.", "Order 55120 shipped", "Ваш код: 7731",
            "【招商银行】验证码：839201，5分钟内有效", String(repeating: "Balance 1,250.00 USD ", count: 40) + "code 6604",
            "G-551902 is your Google verification code.", "", "رمز التحقق ٤٨٢٩١٣", "Ref 9911 OTP 30391 valid 5 min",
        ]
        var generator = SeededGenerator(state: 77)
        for _ in 0..<60 {
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) { text += Self.fragments.randomElement(using: &generator)! }
            messages.append(text)
        }
        let expected = messages.map { CodeExtractor().extract($0) }
        let all = messages
        let shared = CodeExtractor()
        // Long and short messages in turn through one extractor: every block reused.
        for (message, answer) in zip(messages, expected) { #expect(shared.extract(message) == answer) }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var wrong = 0
            for round in 0..<20 {
                for offset in all.indices {
                    let index = (offset &* 7 &+ thread &+ round) % all.count
                    if shared.extract(all[index]) != expected[index] { wrong += 1 }
                }
            }
            mismatches.withLock { $0 += wrong }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}
