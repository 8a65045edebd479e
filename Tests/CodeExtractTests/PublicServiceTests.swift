import Testing

/// Public and everyday services (from a blind held-out set of them, session 4; these rows
/// are our own): a promo word in the service's name, number plates, a SIM card that is no
/// payment card, booking and ticket codes, patient numbers, prescription codes.
@Suite struct PublicServiceTests {
    static let cases: [MessageCase] = [
        row("ru", "Фабрикам Бонус: код для входа в личный кабинет 604129. Номер участника 700123456.", "604129"),
        row("ar", "كود خصم ١٥٪: SALE15 على جميع المنتجات. اتصل 8004330729", nil),
        row("es", "Fabrikam Parking: tu clave para confirmar el pago de 1,80 € (matrícula 4417 KLM) es 6620.", "6620"),
        row("sk", "Fabrikam: Váš kód na výmenu SIM karty je 5093. Ak ste o výmenu nežiadali, volajte 905.", "5093"),
        row("da", "Fabrikam: Koden til at bekræfte skift af SIM-kort er 7731.", "7731"),
        row("ro", "CFR Calatori: Bilet IR 1621, vagon 4, loc 36. Cod rezervare 55120934.", nil),
        row("hu", "Fabrikam Air: Az online check-in megnyílt. W6 2301, foglalási kód K7QX2M, ülés 12C.", nil),
        row("kk", "Fabrikam Air: брондау кодыңыз Q4MX7K, рейс KC 921 02.04 09:50.", nil),
        row("cs", "ČD: Jízdenka zakoupena. EC 171 Praha 10:32, vůz 254, místo 63. Kód dokladu 5512 7730.", nil),
        row("vi", "BV Fabrikam: Ket qua xet nghiem cua BN ma 2403007731 da co.", nil),
        row("pt", "SNS: Receita N.º 1011000012345678901. Código de Acesso e Dispensa 550213. Apresente na farmácia.", nil),
        // From a blind set of typical traffic: "reply … to 10086"; a code word with its own
        // value after a labelled number does not outweigh the label; booking codes in
        // Belarusian; "free" in Slovak and Tagalog promos (not "Mercado Libre"); the Arabic
        // copula; a site's name before the colon.
        row("zh-Hans", "【中国移动】您本月已使用流量18.6GB。办理10元1GB流量包请回复“LL10”至10086。", nil),
        row("th", "ยืนยันนัดหมาย วันที่ 20 มี.ค. เวลา 14:00 น. หมายเลขการจอง 586301 OTP: 4417", "4417"),
        row("be", "Белавія: рэйс B2 865 Мінск—Батумі 25.06, вылет 13:20. Код браніравання K4MQ7X.", nil),
        row("be", "Белавія: нумар браніравання K7X2QM. Код пацвярджэння для змены браніравання: 4419.", "4419"),
        row("sk", "Bolt Food: Bezplatne dorucenie cely vikend s kodom BOLTFREE. Plati do 16.06.", nil),
        row("tl", "GrabFood: Libreng delivery ngayong weekend! Gamitin ang code GRABLIBRE.", nil),
        row("es", "Mercado Libre: Tu código de verificación es 770413. No lo compartas con nadie.", "770413"),
        row("ar", "فابريكام: رمز التحقق لتسجيل الدخول إلى حسابك هو 6620، رقم الحساب 30012345678.", "6620"),
        row("nb", "Fabrikam: Sikkerhetskode for Fabrikam.net: 9QX2KM. Ikke del den.", "9QX2KM"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
