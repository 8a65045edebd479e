import Testing

/// "Verification code for your new device: K7P2QX": a few words may qualify an unambiguous
/// code word before the colon that introduces a letters-and-digits code. A plain "code" or
/// "password" does not reach that far, nor does the colon pass over a label.
@Suite struct ColonIntroducedCodeTests {
    static let cases: [MessageCase] = [
        row("id", "Kode verifikasi untuk login di perangkat baru: Q7M2XK. Jangan bagikan.", "Q7M2XK", sender: "Bank"),
        row("en", "Verification code for your new device: K7P2QX", "K7P2QX", sender: "Acme"),
        row("es", "Código de verificación para tu nuevo dispositivo: 7KQ2PX", "7KQ2PX", sender: "Acme"),
        row("id", "Kode untuk penukaran hadiah Anda: HADIAH25", nil, sender: "Shop"),
        row("en", "Booking confirmation code for your flight to Lisbon: QX7R2A", nil, sender: "TAP"),
        row("id", "Kode untuk pengambilan paket di loker: AB12", nil, sender: "Locker"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
