import Testing

/// Banks' own words for the one-time code (Czech "SMS klíč", Croatian "zaporka"), codes
/// printed as three pairs, and referral codes in Spanish. Written for this suite to the
/// corpus labelling rules; about half carry no code.
@Suite struct BankWordingTests {
    static let cases: [MessageCase] = [
        row("cs", "Moje banka: SMS klíč pro přihlášení je 5093 7721.", "50937721", sender: "Banka"),
        row("cs", "SMS klíč 604 918 potvrzuje platbu 1 250 Kč u obchodníku ALZA.", "604918", sender: "KB"),
        row("cs", "Váš SMS klíč vypršel. Platbu zadejte znovu v aplikaci.", nil, sender: "KB"),
        row("cs", "Nový klíč od schránky vyzvedněte na pobočce č. 4412 do 30.6.", nil, sender: "Posta"),
        row("sk", "SMS kľúč na potvrdenie platby: 771 204", "771204", sender: "Banka"),
        row("hr", "Vaša zaporka za prijavu u internetsko bankarstvo: 318 207", "318207", sender: "Banka"),
        row("hr", "Jednokratna zaporka 902716 vrijedi 3 minute. Ne dajte je nikome.", "902716", sender: "PBZ"),
        row("hr", "Vaša zaporka je promijenjena 12.03. u 10:41. Ako to niste vi, nazovite 0800 1234.", nil, sender: "Banka"),
        row("hr", "Za novu zaporku posjetite poslovnicu. Broj računa 2402006-1100.", nil, sender: "Banka"),
        row("es", "¡Invita a tus amigos! Tu código de referido es CARLOS77 y ambos ganan 50 MXN.", nil, sender: "App"),
        row("es", "Comparte tu enlace de referida con el código ANA2025 y recibe un viaje gratis.", nil, sender: "Rides"),
        row("es", "Tu código de verificación es 482 915. No lo compartas.", "482915", sender: "App"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
