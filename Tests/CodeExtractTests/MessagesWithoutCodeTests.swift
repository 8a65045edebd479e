import Testing

/// Messages that talk about codes without giving one: promotions, warnings, expired or
/// wrong codes, and words that merely contain "code".
@Suite struct MessagesWithoutCodeTests {
    static let cases: [MessageCase] = [
        // Promo, coupon, voucher, gift and referral codes.
        row("en", "Get 20% off your next order with promo code SPRING26!", nil),
        row("en", "Use code SAVE2026 at checkout for free delivery. T&Cs apply.", nil),
        row("en", "Your referral code is 558201. Share it with friends and earn rewards.", nil),
        row("en", "Gift card code: 7730-1928-4471. Redeem at contoso.example/redeem.", nil),
        row("de", "Dein Gutscheincode WINTER20 ist bis Sonntag gültig.", nil),
        row("fr", "Profitez de -30% avec le code promo ETE30 !", nil),
        row("es", "Usa el código promocional VERANO25 y obtén 25% de descuento.", nil),
        row("pt", "Cupom de desconto: FRETE10. Aproveite!", nil),
        row("nl", "Gebruik kortingscode LENTE15 voor 15% korting.", nil),
        row("ru", "Ваш промокод на скидку 15%: VESNA15", nil),
        row("zh-Hans", "【商城】您的优惠码为 8820，满100减20，欢迎选购。", nil),
        row("ko", "(광고)[쇼핑몰] 쿠폰코드 SPRING26 입력 시 15% 할인", nil),
        row("id", "Pakai kode promo HEMAT50 untuk diskon 50%!", nil),
        row("vi", "Nhap ma giam gia SALE50 de duoc giam 50%.", nil),
        row("th", "ใช้โค้ดส่วนลด SAVE100 รับส่วนลด 100 บาท", nil),
        row("tr", "İndirim kodunuz: BAHAR20. Kampanya 31 Mart'a kadar geçerli.", nil),
        // Warnings without a code.
        row("en", "Never share your OTP, PIN or CVV with anyone. Contoso will never ask for them.", nil),
        row("en", "Contoso will never call you to ask for your verification code.", nil),
        row("hi", "कभी भी अपना ओटीपी किसी के साथ साझा न करें।", nil),
        row("id", "Jangan pernah berikan kode OTP kepada siapa pun, termasuk pihak bank.", nil),
        row("zh-Hans", "【银行】请勿向任何人透露验证码，谨防诈骗。", nil),
        row("th", "ห้ามบอกรหัส OTP แก่ผู้อื่นทุกกรณี", nil),
        row("es", "Nunca compartas tu código de seguridad con nadie.", nil),
        row("ru", "Никому не сообщайте код из СМС. Сотрудники банка его не спрашивают.", nil),
        row("ar", "لا تشارك رمز التحقق مع أي شخص.", nil),
        // Expired, wrong or used codes.
        row("en", "Your verification code has expired. Please request a new one.", nil),
        row("en", "The code 482913 you entered is incorrect.", nil),
        row("en", "Your Contoso code was just used to sign in on a new device.", nil),
        row("de", "Der eingegebene Code 551903 ist falsch.", nil),
        row("fr", "Le code 770219 saisi est incorrect.", nil),
        row("es", "El código 660219 ha expirado. Solicita uno nuevo.", nil),
        row("pt", "O código 330219 informado está incorreto.", nil),
        row("ru", "Код 44019 введён неверно. Осталось 2 попытки.", nil),
        row("zh-Hans", "【平台】验证码551903错误，请重新输入。", nil),
        row("ja", "入力された認証番号 402918 は無効です。", nil),
        row("ko", "인증번호 [770218]가 만료되었습니다.", nil),
        row("pl", "Wprowadzono bledny kod 551209. Operacja anulowana.", nil),
        row("tr", "Girdiğiniz doğrulama kodu 660219 hatalı.", nil),
        row("vi", "Ma OTP 402918 da het han.", nil),
        row("id", "Kode OTP 551903 salah. Silakan coba lagi.", nil),
        row("he", "הקוד 402817 שגוי.", nil),
        // Words that contain "code" but are not codes.
        row("en", "The barcode is 4006381333931.", nil),
        row("en", "Unicode 1234 is a character.", nil),
        row("en", "Your vscode is: 77201934", nil),
        row("en", "Decode 5520 for the puzzle.", nil),
        row("en", "Area code 2125550142", nil),
        row("en", "Pincode 560001 delivery available.", nil),
        row("ru", "Штрихкод 4600000000000 на упаковке.", nil),
        // Notices and prompts with numbers but no code to type.
        row("en", "Your password was changed on 12/03/2026. If this wasn't you, call 1-800-555-0142.", nil),
        row("en", "2-step verification is now turned off for your account.", nil),
        row("en", "Woordle 1027 4/6", nil),
        row("en", "Reply 1 to confirm your appointment or 2 to cancel.", nil),
        row("en", "Your PIN was changed successfully.", nil),
        row("en", "Reset your password: https://contoso.example/reset?token=8821930", nil),
        row("zh-Hans", "拨打10086查询话费余额。", nil),
        row("sw", "Punguzo la 20%! Tumia msimbo WIKI20 kupata ofa.", nil),
        row("it", "Il codice sconto ESTATE20 è valido fino al 31/08.", nil),
        row("he", "בנקודה 5520 יש עיכוב.", nil),
        row("fi", "Alennuskoodi KEVAT20 on voimassa sunnuntaihin.", nil),
        // From blind set BF (session 9): a year in a warning that names codes only to say
        // never to share them; a year right after its code word is still a code.
        row("ko", "[Fabrikam] 어떤 기관도 전화나 문자로 인증번호, 계좌 비밀번호를 요구하지 않습니다. 2025년 보이스피싱 피해액은 37% 증가했습니다.", nil),
        row("ru", "Fabrikam: мошенники просят продиктовать код из SMS. Только за февраль 2026 года мы заблокировали 12 000 звонков. Никогда не сообщайте коды.", nil),
        row("he", "פבריקם: לעולם לא נבקש קוד אימות בטלפון. מאז ינואר 2026 נחסמו 1,200 ניסיונות הונאה.", nil),
        row("en", "Your Fabrikam code is 2031.", "2031"),
        row("fr", "Fabrikam ne vous demande jamais un code reçu par SMS. Transférez les messages suspects au 33700.", nil),
        row("el", "Fabrikam Υγεία: Το ραντεβού σας ορίστηκε για 20/03. Κωδικός ραντεβού 4471921.", nil),
        row("ur", "Fabrikam: کوڈ FABR300 استعمال کریں اور Rs. 300 کی چھوٹ پائیں۔", nil),
    ]

    @Test(arguments: cases)
    func findsNoCode(_ item: MessageCase) { check(item) }
}
