import CodeExtract
import Testing

/// The service a message names, from its brackets or its leading `Name:`.
@Suite struct ServiceNameTests {
    @Test(arguments: [
        ("【福德银行】您的验证码为582013，请勿泄露。", "福德银行"),
        ("[Contoso] Your verification code is 439398.", "Contoso"),
        ("Fabrikam: 865090 is your login code.", "Fabrikam"),
        ("[Web발신]\n[콘토소] 인증번호는 662019 입니다.", "콘토소"),
        ("您的验证码为582013，请勿泄露。【云盘】", "云盘"),
    ])
    func namesTheService(_ text: String, _ service: String) throws {
        let extraction = try #require(CodeExtractor().extract(text))
        #expect(extraction.service == service)
    }

    @Test func noServiceWhenNoneIsShown() throws {
        let extraction = try #require(CodeExtractor().extract("Your verification code is 439398."))
        #expect(extraction.service == nil)
    }
}
