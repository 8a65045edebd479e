import Testing

/// "Verification code for your new device: K7P2QX": a few words may qualify an unambiguous
/// code word before the colon that introduces a letters-and-digits code. A plain "code" or
/// "password" reaches that far only to a code that mixes letters and digits at random
/// ("Din kod till Torget: P6N3X8", not "AB12"); the colon passes over no label.
@Suite struct ColonIntroducedCodeTests {
    static let cases: [MessageCase] = [
        row("sv", "Din kod till Fabrikam: K4X9Q2. Ange den i appen för att fortsätta.", "K4X9Q2"),
        row("da", "Contoso: Din kode til at tilføje en ny enhed: 7HX3QK", "7HX3QK"),
        row("bg", "Вашият код за вход в Фабрикам: 9XK4M", "9XK4M"),
        row("th", "FABRIKAM: รหัสยืนยันสำหรับเปลี่ยนรหัสผ่าน FABRIKAM: Q8M4XT", "Q8M4XT"),
        row("sv", "Din rabattkod till Fabrikam: K4X9Q7. Gäller till söndag.", nil),
        row("en", "Your booking code for Contoso Air: 7QX4KM. Seat 14C.", nil),
        row("vi", "Contoso Air: Ma dat cho cua ban: QX7K4M. Chuyen bay VN 123 khoi hanh 07:00.", nil),
        // 証券 (securities) is a broker's name, not a coupon (券).
        row("ja", "【ファブリカム証券】確認コード 7KQ4MX をログイン画面に入力してください。", "7KQ4MX"),
        row("id", "Kode verifikasi untuk login di perangkat baru: Q7M2XK. Jangan bagikan.", "Q7M2XK", sender: "Bank"),
        row("en", "Verification code for your new device: K7P2QX", "K7P2QX", sender: "Acme"),
        row("es", "Código de verificación para tu nuevo dispositivo: 7KQ2PX", "7KQ2PX", sender: "Acme"),
        row("id", "Kode untuk penukaran hadiah Anda: HADIAH25", nil, sender: "Shop"),
        row("en", "Booking confirmation code for your flight to Lisbon: QX7R2A", nil, sender: "TAP"),
        row("id", "Kode untuk pengambilan paket di loker: AB12", nil, sender: "Locker"),
        // A remark in brackets before the colon, the code in quotes or brackets after it; a
        // session number is labelled.
        row("nl", "Fabrikam: inlogcode (3 min geldig): \"7KQ2MX\". Sessie 5521.", "7KQ2MX"),
        row("sv", "Contoso: inloggningskod (giltig 5 min): [4XQ9]. Sessions-ID 77310.", "4XQ9"),
        // Definite forms (bg "кодът", da "-koden") and the Bulgarian copula "е"; Tamil
        // "code" in the accusative.
        row("bg", "Фабрикам: Клиентски номер 700433871. Кодът за потвърждение на поръчката е 5518.", "5518"),
        row("ta", "Fabrikam: பதிவை உறுதிப்படுத்த \"7314\" குறியீட்டை உள்ளிடவும்.", "7314"),
        row("da", "Fabrikam: Bekræftelseskoden til din nye konto er 6620.", "6620"),
        // Bulgarian "code for changing", "registration code", Belarusian "one-time password"
        // before a colon; Ukrainian "hotline".
        row("be", "Фабрикам: Аднаразовы пароль для змены тарыфу: 4K7MQW. Не паведамляйце яго нікому.", "4K7MQW"),
        row("bg", "Фабрикам Банк: Код за смяна на телефонния номер: 771204. Ако не сте Вие, обадете се на 0700 10 375.", "771204"),
        row("bg", "Код за регистрация в Фабрикам: 7Q2K9M. Не го предоставяйте на трети лица.", "7Q2K9M"),
        row("uk", "Фабрикам Банк: працівники банку ніколи не запитують коди з SMS. Гаряча лінія 3711.", nil),
        // "Code to reset the password", "code to sign" before a colon (cs, sk, be, nb); a
        // Vietnamese "LH" (contact) hotline.
        row("cs", "Fabrikam: Kod pro obnovu hesla do portalu: T7N4WQ. Platny 15 minut.", "T7N4WQ"),
        row("sk", "Fabrikam poistovna: Kod na podpis poistnej zmluvy: 8K2M5Q. Platnost 10 minut.", "8K2M5Q"),
        row("be", "Фабрикам: ваш код для аднаўлення пароля ў сістэме: 4TR8Q7", "4TR8Q7"),
        row("nb", "Fabrikam: Kode for tilbakestilling av passord: B4X9MQ. Gyldig i 15 minutter.", "B4X9MQ"),
        row("vi", "Fabrikam: Tai khoan goc con 12.500d, han su dung den 30/03/2026. Chi tiet LH 18008091 (mien phi).", nil),
        // An account or a phone number the code acts on is part of the phrase the copula or
        // colon hands over (sw, ro, tl); an informal "type" (el).
        row("sw", "Fabrikam: Msimbo wa uthibitisho wa kufuta akaunti yako ni 6049.", "6049"),
        row("ro", "Fabrikam: Codul tau de confirmare pentru schimbarea numarului de telefon: 60 49 62. Nu il comunica nimanui.", "604962"),
        row("tl", "Fabrikam: Ang OTP mo para palitan ang iyong mobile number ay 60497.", "60497"),
        row("el", "Fabrikam: Πληκτρολόγησε 604 913 για να επιβεβαιώσεις το κινητό σου.", "604913"),
        row("en", "Fabrikam: Your code was sent to your mobile number 0712 604 913. Call 0800 604 914 if not you.", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
