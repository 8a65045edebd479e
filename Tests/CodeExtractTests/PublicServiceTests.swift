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
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
