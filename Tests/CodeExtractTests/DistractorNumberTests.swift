import Testing

/// Codes standing next to numbers that are not the code: the right one must win.
@Suite struct DistractorNumberTests {
    static let cases: [MessageCase] = [
        row("en", "Tailspin: OTP for txn of INR 5,000.00 at GROCER on card XX1234 is 482913.", "482913"),
        row("en", "Your account 123456 will receive OTP 654321 shortly.", "654321"),
        row("en", "(XX4421) OTP is 811739. Do not share.", "811739"),
        row("en", "Call 388-941-4444 if needed. Your code is 333222.", "333222"),
        row("en", "Woodgrove: 482913 is your code to approve the new payee. Payee account ending 1994.", "482913"),
        row("en", "Your code 5520 expires at 14:30 on 2026-03-12.", "5520"),
        row("en", "Transaction ID 99812 OTP 730214", "730214"),
        row("en", "On 12/03/2026 you asked to log in. Code: 902134. Reply STOP to 88022 to opt out.", "902134"),
        row("en", "Contoso: sign-in code 4471 for order 77201934.", "4471"),
        row("en", "Your verification code is 8830. Helpline 1800 209 4324.", "8830"),
        row("de", "Ihre TAN für die Überweisung von 1.250,00 EUR auf DE89 3704 0044 0532 0130 00: 73920145", "73920145"),
        row("es", "Banco: clave 551903 para la compra de $1,250.00 con tarjeta terminación 4421.", "551903"),
        row("pt", "Código 770219 para confirmar o Pix de R$ 150,00. Protocolo 88201934.", "770219"),
        row("pl", "Kod do potwierdzenia platnosci 89,99 PLN w SKLEP.PL: 128784. Nie podawaj go nikomu.", "128784"),
        row("ru", "Код 402918 для оплаты 1 250 ₽ картой *4421.", "402918"),
        row("zh-Hans", "【银行】您尾号4421的账户于2026-03-12 14:22:35申请转账，动态密码为：524678。", "524678"),
        row("zh-Hans", "验证码：660219，您正在为订单7730192846进行支付，请勿泄露。", "660219"),
        row("zh-Hant", "OTP密碼1234567，網頁識別碼ABCD，卡號後四碼8888。", "1234567"),
        row("ja", "ご利用金額 5,500円 の認証番号は 402918 です。", "402918"),
        row("ko", "[Web발신] 결제금액 12,500원 인증번호 [770218] 타인 노출 금지", "770218"),
        row("th", "OTP สำหรับโอนเงิน 2,500.00 บาท ไปยังบัญชี xxx-x-x9806-x คือ 330219 (Ref: WQKZ)", "330219"),
        row("th", "รหัส OTP 551209 รหัสอ้างอิง KQWZ ใช้ภายใน 5 นาที", "551209"),
        row("vi", "Ma GD 1533 - ma OTP 572123 co hieu luc 2 phut.", "572123"),
        row("id", "Kode OTP 4471 untuk transaksi Rp250.000 ke 08123456789. Jangan berikan ke siapa pun.", "4471"),
        row("fa", "خرید\nمبلغ:1,555,000\nرمز:88201934\n12:00:00", "88201934"),
        row("ar", "رمز التحقق 550219 لعملية بقيمة 500 ريال من بطاقتك 4421.", "550219"),
        row("hi-Latn", "Aapke A/c XX7731 se Rs 2,500 ke txn ka OTP 660219 hai.", "660219"),
        row("tr", "Kartınızla 1.250,00 TL tutarındaki işlem için doğrulama kodu: 402918", "402918"),
        row("sw", "Msimbo wako ni 551902 kwa muamala wa Ksh 2,500. Salio Ksh 12,480.", "551902"),
        row("en", "Hi 4471 is your Contoso code, valid for 10 minutes, sent at 2026.", "4471"),
    ]

    @Test(arguments: cases)
    func picksTheCode(_ item: MessageCase) { check(item) }
}
