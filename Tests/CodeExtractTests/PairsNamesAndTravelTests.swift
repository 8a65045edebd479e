import Testing

/// Codes printed as three hyphenated pairs ("45-38-40"), brand names in capitals next to a
/// code word ("LINE MAN"), and airline booking codes.
/// Written for this suite to the corpus labelling rules; about half carry no code.
@Suite struct PairsNamesAndTravelTests {
    static let cases: [MessageCase] = [
        row("en", "Lloyds: Your code is 73-19-52. Never share it, even with us.", "731952", sender: "Lloyds"),
        row("es", "BBVA: Tu clave de operación es 58-06-93. Caduca en 2 minutos.", "580693", sender: "BBVA"),
        row("pt", "Millennium: código de autorização 64-27-85 para pagamento de 45,00 EUR.", "642785", sender: "Millennium"),
        row("it", "Intesa: codice di conferma 39-71-46, valido 3 minuti.", "397146", sender: "Intesa"),
        row("en", "Your appointment is on 14-03-26 at 10:30. Reply C to cancel.", nil, sender: "Clinic"),
        row("en", "Payment of 25.00 GBP received on 03-11-25. Ref 83-41-22 9934.", nil, sender: "Bank"),
        row("en", "Sort code 20-45-77, account ending 1182: your new payee is set up.", nil, sender: "Bank"),
        row("th", "รหัส OTP GRAB PAY ของคุณคือ 4417 ห้ามบอกผู้อื่น", "4417", sender: "Grab"),
        row("id", "Kode verifikasi SHOPEE PAY kamu adalah 583920. Jangan berikan ke siapa pun.", "583920", sender: "Shopee"),
        row("en", "Your code is QXWMZT. It expires in 10 minutes.", "QXWMZT", sender: "Acme"),
        row("es", "Iberia: Tu vuelo IB3166 sale mañana de la puerta J52. Código de reserva: Q7HZLM. Asiento 22A.", nil, sender: "Iberia"),
        row("de", "Lufthansa: Ihr Flug LH400 nach New York, Sitz 33C, Buchungscode ZTR4QP. Online-Check-in ist geöffnet.", nil, sender: "Lufthansa"),
        row("en", "United: your verification code is 604219. It expires in 10 minutes.", "604219", sender: "United"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
