import Testing

/// Codes printed as three hyphenated pairs ("45-38-40"), as four and two characters
/// ("K3P9-QX") or as three and two digits ("207 93"), brand names in capitals next to a code
/// word ("LINE MAN", "kodu BLIK" after "BLIK:"), booking codes,
/// and marketing messages (referral invitations, the French "STOP au" opt-out).
/// Written for this suite to the corpus labelling rules; about half carry no code.
@Suite struct PairsNamesAndTravelTests {
    static let cases: [MessageCase] = [
        row("en", "Lloyds: Your code is 73-19-52. Never share it, even with us.", "731952", sender: "Lloyds"),
        row("es", "BBVA: Tu clave de operación es 58-06-93. Caduca en 2 minutos.", "580693", sender: "BBVA"),
        row("pt", "Millennium: código de autorização 64-27-85 para pagamento de 45,00 EUR.", "642785", sender: "Millennium"),
        row("it", "Intesa: codice di conferma 39-71-46, valido 3 minuti.", "397146", sender: "Intesa"),
        row("en", "Your appointment is on 14-03-26 at 10:30. Reply C to cancel.", nil, sender: "Clinic"),
        // Shapes a code shares with dates and other numbers, a code where a code word hands
        // it over: pairs that read as a date, four digits and two, three blank-separated groups.
        row("nb", "Fabrikam: Engangskode 17-06-48 for innlogging.", "170648"),
        row("el", "Contoso: κωδικός μίας χρήσης 48-11-27. Εξυπηρέτηση 210 0000 000", "481127"),
        row("pt-BR", "Fabrikam: seu código é 7731-06. Ele expira em 10 minutos.", "773106"),
        row("th", "FABRIKAM: รหัส OTP ของคุณคือ 5518-27 ภายใน 5 นาที", "551827"),
        row("hu", "Fabrikam Bank: SMS jelszó: 604 219 73. Senkinek ne adja meg!", "60421973"),
        row("en", "Fabrikam: your account 4471-06 was opened on 17-06-48. Welcome!", nil),
        row("nb", "Fabrikam: Timen din er 17-06-26 kl. 10:30. Koden til døra sendes dagen før.", nil),
        row("de", "Fabrikam: Bestellung 604 219 73 ist versandt. Ihr Code für die Rücksendung folgt.", nil),
        row("en", "Payment of 25.00 GBP received on 03-11-25. Ref 83-41-22 9934.", nil, sender: "Bank"),
        row("en", "Sort code 20-45-77, account ending 1182: your new payee is set up.", nil, sender: "Bank"),
        row("th", "รหัส OTP GRAB PAY ของคุณคือ 4417 ห้ามบอกผู้อื่น", "4417", sender: "Grab"),
        row("id", "Kode verifikasi SHOPEE PAY kamu adalah 583920. Jangan berikan ke siapa pun.", "583920", sender: "Shopee"),
        row("en", "Your code is QXWMZT. It expires in 10 minutes.", "QXWMZT", sender: "Acme"),
        row("es", "Iberia: Tu vuelo IB3166 sale mañana de la puerta J52. Código de reserva: Q7HZLM. Asiento 22A.", nil, sender: "Iberia"),
        row("de", "Lufthansa: Ihr Flug LH400 nach New York, Sitz 33C, Buchungscode ZTR4QP. Online-Check-in ist geöffnet.", nil, sender: "Lufthansa"),
        row("en", "United: your verification code is 604219. It expires in 10 minutes.", "604219", sender: "United"),
        row("tr", "Pegasus: Rezervasyon kodunuz K7M2QP. Uçuşunuz 12.04 09:15, koltuk 7C.", nil, sender: "Pegasus"),
        row("tr", "Doğrulama kodunuz 583017. Bu kodu kimseyle paylaşmayın.", "583017", sender: "Pegasus"),
        row("de", "Ihr Freischaltcode: 7KQ2-MX. Gültig 10 Minuten.", "7KQ2MX", sender: "Bank"),
        row("es", "Código de firma QZ-8K4T para la transferencia de 120,00 EUR.", "QZ8K4T", sender: "Banco"),
        row("es", "Invita a tus amigos con el código LUCIA5 y gana 10€ por cada uno.", nil, sender: "App"),
        row("fr", "Soldes : -30% avec le code HIVER30 jusqu'au 31/01. STOP au 36180", nil, sender: "Boutique"),
        row("fr", "Votre code de vérification est 592031. Il expire dans 10 minutes.", "592031", sender: "Banque"),
        row("es", "Yape: Tu código de aprobación es 318 47. Ingrésalo en la app.", "31847", sender: "Yape"),
        row("es", "Tu código de WhatsApp: 904-26. No lo compartas.", "90426", sender: "WhatsApp"),
        row("ru", "Код подтверждения покупки на сумму 15 900 ₽ отправлен на ваш email.", nil, sender: "Shop"),
        row("pl", "BLIK: Nigdy nie podawaj kodu BLIK nikomu. Bank nie prosi o kod przez telefon.", nil, sender: "Bank"),
        row("pl", "Twój kod BLIK to 482 913. Ważny 2 minuty.", "482913", sender: "Bank"),
        // Found in review: capitals right after a code word are still a code when nothing
        // with a digit competes; brand prefixes stay untyped; postcodes are no codes.
        row("en", "Your OTP KQZMTP expires in 5 min", "KQZMTP", sender: "Acme"),
        row("en", "Your Maya OTP PLUS is 825679. Do not share it.", "825679", sender: "Maya"),
        row("en", "WHATSAPP: NEVER SHARE YOUR 6-DIGIT CODE WITH ANYONE.", nil, sender: "WhatsApp"),
        row("en", "FB-1234 is your Facebook confirmation code", "1234", sender: "Facebook"),
        row("sv", "Din kod för upphämtning i 113 47 Stockholm finns i appen.", nil, sender: "PostNord"),
        row("nl", "Uw verificatiecode voor uw boeking: 482913", "482913", sender: "Hotel"),
        row("el", "Ο κωδικός επιβεβαίωσης για την κράτηση: 482913", "482913", sender: "Hotel"),
        row("pt", "Itaú: Seu código de desbloqueio do aplicativo Itaú é 7KQ2PX. Não compartilhe.", "7KQ2PX", sender: "Itau"),
        row("pt", "Seu código promocional da campanha de verão é VERAO25.", nil, sender: "Loja"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
