import Testing
@testable import SMSDaemon

@Suite("Spool file formats")
struct SpoolFileParserTests {
    func parse(_ name: String, _ bytes: [UInt8]) throws -> SpoolMessage {
        try SpoolFileParser.parse(name: name, bytes: bytes)
    }

    func utf16BE(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    func utf16LE(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

    @Test func smstools3ISO() throws {
        // smstools3 writes GSM-alphabet bodies as ISO-8859-15: 0xE9 is é, 0xA4 is €.
        let header = "From: 491701234567\nFrom_SMSC: 491710760000\nSent: 25-11-30 14:03:07\nReceived: 25-11-30 14:03:11\nSubject: GSM1\nModem: GSM1\nIMSI: 262011234567890\nReport: no\nAlphabet: ISO\nLength: 40\n\n"
        let body: [UInt8] = Array("Votre code de s".utf8) + [0xE9] + Array("curit".utf8) + [0xE9] + Array(" : 771204 (0,00 ".utf8) + [0xA4, 0x29]
        let message = try parse("GSM1.AbCdEf", Array(header.utf8) + body)
        #expect(message.format == .smstools3)
        #expect(message.sender == "491701234567")
        #expect(message.text == "Votre code de sécurité : 771204 (0,00 €)")
    }

    @Test func smstools3UTF8WhenIncomingUTF8IsOn() throws {
        let file = "From: 4915112345\nSent: 25-11-30 14:03:07\nAlphabet: ISO\n\nDein Bestätigungscode: 384 221\n"
        let message = try parse("GSM1.xyz", Array(file.utf8))
        #expect(message.text == "Dein Bestätigungscode: 384 221")
    }

    @Test func smstools3UCS2IsUTF16BigEndian() throws {
        let header = Array("From: 10690000\nSent: 25-11-30 09:00:00\nAlphabet: UCS2\nLength: 20\n\n".utf8)
        let message = try parse("GSM1.ucs", header + utf16BE("【招商银行】验证码：864209，5分钟内有效。"))
        #expect(message.text == "【招商银行】验证码：864209，5分钟内有效。")
        #expect(message.sender == "10690000")
    }

    @Test func smstools3UCS2AlreadyDecoded() throws {
        // With decode_unicode_text smstools3 converts the body to UTF-8 but keeps the header.
        let file = "From: 10690000\nAlphabet: UCS2\n\n验证码：864209\n"
        #expect(try parse("GSM1.x", Array(file.utf8)).text == "验证码：864209")
    }

    @Test func smstools3BinaryIsRefused() {
        let file = Array("From: 123\nAlphabet: binary\n\n".utf8) + [0x00, 0x01, 0xFF]
        #expect(throws: SpoolFileError.self) { try parse("GSM1.b", file) }
    }

    @Test func gammuUnicodeWithByteOrderMark() throws {
        let name = "IN20251130_140307_00_+447700900123_00.txt"
        let message = try parse(name, [0xFF, 0xFE] + utf16LE("Your code is 552190"))
        #expect(message.format == .gammu)
        #expect(message.sender == "+447700900123")
        #expect(message.text == "Your code is 552190")
    }

    @Test func gammuUnicodeBigEndianWithoutMark() throws {
        let message = try parse("IN20251130_140307_01_Google_00.txt", utf16BE("G-552190 is your code"))
        #expect(message.text == "G-552190 is your code")
        #expect(message.sender == "Google")
    }

    @Test func gammuStandardFormatInUTF8() throws {
        let message = try parse("IN20251130_140307_00_+79161234567_00.txt", Array("Код: 4821. Никому не сообщайте.\n".utf8))
        #expect(message.text == "Код: 4821. Никому не сообщайте.")
    }

    @Test func gammuSenderWithUnderscore() throws {
        #expect(try parse("IN20251130_140307_00_My_Bank_02.txt", Array("x".utf8)).sender == "My_Bank")
    }

    @Test func gammuBinaryPartIsRefused() {
        #expect(throws: SpoolFileError.self) { try parse("IN20251130_140307_00_+4412_00.bin", [1, 2, 3]) }
    }

    @Test func plainTextWithoutHeaders() throws {
        let message = try parse("note.txt", Array("Your verification code is 483920\n".utf8))
        #expect(message.format == .plain)
        #expect(message.sender == nil)
        #expect(message.text == "Your verification code is 483920")
    }

    @Test func plainTextWithFromHeader() throws {
        let message = try parse("msg", Array("From: Google\n\nG-123456 is your Google verification code.".utf8))
        #expect(message.format == .plain)
        #expect(message.sender == "Google")
        #expect(message.text == "G-123456 is your Google verification code.")
    }

    @Test func plainTextThatMerelyHasAColonIsBody() throws {
        let text = "Code: 1234\nValid 5 min."
        #expect(try parse("m", Array(text.utf8)).text == text)
    }

    @Test func utf8ByteOrderMarkIsDropped() throws {
        #expect(try parse("m", [0xEF, 0xBB, 0xBF] + Array("Code 1234".utf8)).text == "Code 1234")
    }

    @Test func crlfHeaders() throws {
        let message = try parse("m", Array("From: Bank\r\n\r\nOTP 9921".utf8))
        #expect(message.sender == "Bank")
        #expect(message.text == "OTP 9921")
    }

    @Test(arguments: [
        ([UInt8](), SpoolFileError.empty),
        ([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00], SpoolFileError.binary),
        (Array("Code: 12".utf8) + [0xC3, 0x28], SpoolFileError.invalidUTF8),
        (Array("\n\n".utf8), SpoolFileError.empty),
    ])
    func malformedFiles(bytes: [UInt8], expected: SpoolFileError) {
        #expect(throws: expected) { try parse("bad", bytes) }
    }

    /// Found by FuzzSpoolFile: a gammu file holding one UTF-16 line end decoded to "".
    @Test(arguments: [
        ("IN20251130_140307_00_+4477009_00.txt", [UInt8]([0x00, 0x0A])),
        ("GSM1.x", Array("From: 1\nAlphabet: ISO\n\n\r\n".utf8)),
        ("GSM1.y", Array("From: 1\nAlphabet: UCS2\n\n".utf8) + [0x00, 0x0A]),
    ])
    func messagesOfOnlyLineEndsAreEmpty(name: String, bytes: [UInt8]) {
        #expect(throws: SpoolFileError.empty) { try parse(name, bytes) }
    }

    @Test func oversizedFileIsRefused() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: SpoolFileParser.sizeLimit + 1)
        #expect(throws: SpoolFileError.tooLarge(limit: SpoolFileParser.sizeLimit)) { try parse("big", bytes) }
    }

    @Test func iso8859_15DiffersFromLatin1() {
        #expect(TextDecoding.iso8859_15([0xA4, 0xBD, 0x41]) == "€œA")
    }

    @Test func malformedUTF16IsNotText() {
        #expect(TextDecoding.utf16([0xD8, 0x00, 0x00, 0x41], bigEndian: true) == nil)
        #expect(TextDecoding.utf16([0x00], bigEndian: true) == nil)
    }

    @Test(arguments: ["IN2025113_140307_00_x_00.txt", "OUT20251130_140307_00_x_00.txt", "IN20251130_1403_00_x_00.txt", "IN20251130_140307_00_x.txt"])
    func notGammuNames(name: String) {
        #expect(GammuFileName(name) == nil)
    }
}
