@testable import CodeExtract
import Testing

/// The service a message names, from its brackets or its leading `Name:`.
@Suite struct ServiceNameTests {
    @Test(arguments: [
        ("【福德银行】您的验证码为582013，请勿泄露。", "福德银行"),
        ("[Contoso] Your verification code is 439398.", "Contoso"),
        ("Fabrikam: 865090 is your login code.", "Fabrikam"),
        ("[Web발신]\n[콘토소] 인증번호는 662019 입니다.", "콘토소"),
        ("您的验证码为582013，请勿泄露。【云盘】", "云盘"),
        // Digits on a word a letter began: the name is the sender's, the number after it the code.
        ("Fabrikam2u: TAC anda ialah 604281.", "Fabrikam2u"),
        ("Contoso811: OTP 482913 for login.", "Contoso811"),
        // Channel marks in brackets are skipped, in any case and script.
        ("[AD] [Contoso] Your verification code is 439398.", "Contoso"),
        ("[Ad][Contoso] Your verification code is 439398.", "Contoso"),
        ("【广告】【云盘】您的验证码为582013，请勿泄露。", "云盘"),
        // A name ends before its first code word, and its grammar and particles with it.
        ("Fabrikam code: 482913. Don't share it.", "Fabrikam"),
        ("Your Contoso code: 482913", "Contoso"),
        ("Contosoの認証番号：482913", "Contoso"),
        ("【验证码】您的验证码为582013，请勿泄露。【云盘】", "云盘"),
    ])
    func namesTheService(_ text: String, _ service: String) throws {
        let extraction = try #require(CodeExtractor().extract(text))
        #expect(extraction.service == service)
    }

    @Test(arguments: [
        "Your verification code is 439398.",
        // A number opening a word, or a code before another script's sentence, names nothing.
        "Order 4411: your verification code is 439398.",
        "A7K9Q2 是您的验证码：请勿泄露",
        // Three long words and no colon: their first 32 scalars are no name (they were once
        // taken for one, cut mid-word).
        "Kirjautumisen kertakäyttökoodisi on 123456",
        "Fabrikam todennuksessa käytetään vahvistuskoodia 123456",
        // A code word is no service: "Your code:", "OTP:", "Код подтверждения:".
        "Your code: 482913",
        "OTP: 482913 is your login code",
        "Код подтверждения: 482913",
        "Verification code: 482913",
    ])
    func noServiceWhenNoneIsShown(_ text: String) throws {
        let extraction = try #require(CodeExtractor().extract(text))
        #expect(extraction.service == nil)
    }

    /// Channel marks are skipped in any spelling that is canonically the same; the noise
    /// words themselves are of the scalars the fast comparison reads.
    @Test func channelMarksInOtherSpellings() throws {
        #expect(ServiceName.noiseIsComparable)
        // "[Web발신]" with 발신 as conjoining jamo, then a name in Hangul syllables.
        let decomposed = "[WEB\u{1107}\u{1161}\u{11AF}\u{1109}\u{1175}\u{11AB}] [콘토소] 인증번호는 662019 입니다."
        #expect(try #require(CodeExtractor().extract(decomposed)).service == "콘토소")
        #expect(try #require(CodeExtractor().extract("[국외발신] [콘토소] 인증번호는 662019 입니다.")).service == "콘토소")
    }
}
