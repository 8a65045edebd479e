import Testing

/// Booking codes in Dutch and Greek, Korean service numbers after a "contact" word, a
/// previous code declared void next to the new one, and Yoruba's "ìjẹ́rìísí". Written for
/// this suite to the corpus labelling rules; about half carry no code.
@Suite struct BookingPhoneAndExpiryTests {
    static let cases: [MessageCase] = [
        row("nl", "Transavia: Boekingscode QX7P2M. Vlucht HV5311 vertrekt om 06:45 van gate D4.", nil, sender: "Transavia"),
        row("nl", "Je verificatiecode voor Transavia is 804217.", "804217", sender: "Transavia"),
        row("el", "Sky Express: Κωδικός κράτησης ZK3M8Q για την πτήση GQ 250 στις 18/07.", nil, sender: "SkyExpress"),
        row("el", "Ο κωδικός επαλήθευσης είναι 371946. Μην τον κοινοποιήσετε.", "371946", sender: "Bank"),
        row("ko", "[신한카드] 결제가 취소되었습니다. 문의사항은 1544-7000으로 연락 바랍니다.", nil, sender: "신한카드"),
        row("ko", "[신한카드] 인증번호 [503817]를 입력해 주세요.", "503817", sender: "신한카드"),
        row("en", "Your new sign-in code is 660193. The previous code (418275) is no longer valid.", "660193", sender: "Acme"),
        row("en", "Your old code 418275 no longer works. Request a new one in the app.", nil, sender: "Acme"),
        row("yo", "Nọ́mbà ìjẹ́rìísí rẹ fún Opay ni 782014. Má ṣe fi hàn ẹnikẹ́ni.", "782014", sender: "OPay"),
        row("yo", "O ti gba ₦5,000 láti ọ̀dọ̀ Tunde. Iyoku owó rẹ: ₦12,450.", nil, sender: "OPay"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
