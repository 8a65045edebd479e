import Testing

/// Booking codes in Dutch and Greek, Korean service numbers after a "contact" word, a
/// previous code declared void next to the new one, Yoruba's "ìjẹ́rìísí", a code word that
/// names the promo code right after it (not the info number further on), a brand with a
/// digit between code word and copula, and a Thai reference number after the OTP. Written
/// for this suite to the corpus labelling rules; about half carry no code.
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
        row("es", "Vodafone: ¡Duplica tus datos! Usa el código DOBLE25 al recargar. Más info: 1444", nil, sender: "Vodafone"),
        row("en", "Use code SPRING25 at checkout. Questions? Call 0800 123 4567", nil, sender: "Shop"),
        row("sv", "Telia: Din engångskod till Mitt Telia 5G är QK7-2MP. Dela den inte.", "QK72MP", sender: "Telia"),
        row("th", "KBank: รหัส OTP คือ 583910 หมายเลขอ้างอิง 204471 (ใช้ได้ 5 นาที)", "583910", sender: "KBank"),
        row("th", "โอนเงินสำเร็จ หมายเลขอ้างอิง 2044718 จำนวน 500.00 บาท", nil, sender: "KBank"),
        // From blind sets AW-BD (session 9): a booking code without diacritics (cs), a
        // hotline "na lince" (cs) and "Help:" (bn in Latin letters), a lottery draw (el), a
        // water account (th); pl "kod SMS to 3518" is "the SMS code is", no "SMS to".
        row("cs", "Fabrikam Air: Let FB 1020 Praha - Rhodos 24.05. Rezervacni kod: K7V2MQ.", nil, sender: "Fabrikam"),
        row("cs", "Fabrikam: Kod pro prevod cisla ziskate na lince 4603.", nil, sender: "Fabrikam"),
        row("bn", "Satorko thakun! Fabrikam kokhono apnar PIN ba OTP chay na. Help: 16247", nil, sender: "Fabrikam"),
        row("el", "Fabrikam: Το δελτίο σου για την κλήρωση 2418 καταχωρήθηκε.", nil, sender: "Fabrikam"),
        row("th", "การประปาฟาบริคัม: ค่าน้ำเดือนนี้ 312.50 บาท เลขที่ผู้ใช้น้ำ 10428838 ชำระภายใน 20/03/69", nil, sender: "Fabrikam"),
        row("pl", "Fabrikam: Twój jednorazowy kod SMS to 714491. Wpisz go, aby potwierdzić.", "714491", sender: "Fabrikam"),
        row("kk", "Fabrikam Bank ешқашан SMS-кодты сұрамайды. Сұрақтар бойынша: 7111", nil, sender: "Fabrikam"),
        row("fi", "Fabrikam ei koskaan kysy koodeja puhelimessa. Ilmoita huijauksista: 0100 0501", nil, sender: "Fabrikam"),
        row("it", "Fabrikam Trasporti: il tuo abbonamento (tessera n. 39027461) scade il 31/05.", nil, sender: "Fabrikam"),
        // it: "o" (or) is no grammar between a number and a request after it.
        row("it", "Fabrikam: per verificare il traffico residuo chiama il 42591 o digita *190#.", nil, sender: "Fabrikam"),
        // sv a case number ("ärendenr"), id "Info:" before a hotline, pl "BLIK codes" in a warning.
        row("sv", "Fabrikam: Ditt BankID har förnyats och gäller t.o.m. 2029-03-18. Ärendenr 61408828.", nil, sender: "Fabrikam"),
        row("id", "Waspada penipuan! Fabrikam tidak pernah meminta kode OTP atau PIN melalui telepon. Info: 14018", nil, sender: "Fabrikam"),
        row("pl", "Fabrikam: Nigdy nie podawaj kodow BLIK ani hasel SMS osobom trzecim.", nil, sender: "Fabrikam"),
        // From blind set BN (banks): pt "Atendimento" before a hotline, sk a card "končiacu" (ending in).
        row("pt-BR", "FABRIKAM: A Fabrikam não liga pedindo senhas ou códigos. Desconfie! Atendimento 4004 0105.", nil, sender: "Fabrikam"),
        row("sk", "Fabrikam banka: Váš nový PIN bol úspešne nastavený pre kartu končiacu 6086.", nil, sender: "Fabrikam"),
        // From blind sets BM-BQ: kk "to the number", id "Halo BCA", fa "your order with code",
        // vi "no longer valid", el "coupon code".
        row("kk", "Fabrikam: Күдікті қоңырау туралы 7112 нөміріне хабарлаңыз.", nil, sender: "Fabrikam"),
        row("id", "Fabrikam tidak pernah meminta kode OTP. Halo BCA 1500889", nil, sender: "Fabrikam"),
        row("fa", "فابریکام: سفارش شما با کد ۲۸۴۷۱۹۳۱ ارسال شد.", nil, sender: "Fabrikam"),
        row("vi", "Fabrikam: Ma OTP 518261 da het hieu luc. Vui long thuc hien lai giao dich.", nil, sender: "Fabrikam"),
        row("el", "Fabrikam: Με τον κωδικό κουπονιού FABR4U έχεις -4€ στην επόμενη παραγγελία!", nil, sender: "Fabrikam"),
        row("en", "Fabrikam: Your code to add this phone number to account gamer_fab is 4RX9L", "4RX9L", sender: "Fabrikam"),
        // From blind sets BS-BV: hotlines (kk, ta, hi, th, vi, id), a flight (it), Intesa's
        // "O-Key SMS"; a label after the code across a comma names what follows it (bn).
        row("kk", "Fabrikam: Кодты ешкімге айтпаңыз! Сенім телефоны 7113", nil, sender: "Fabrikam"),
        row("ta", "ஃபேப்ரிகாம்: OTP ஐ யாரிடமும் பகிர வேண்டாம். சைபர் குற்றப் புகார்: 1931", nil, sender: "Fabrikam"),
        row("hi", "Fabrikam: अपना OTP किसी से साझा न करें। धोखाधड़ी की रिपोर्ट 1932 पर करें।", nil, sender: "Fabrikam"),
        row("th", "ฟาบริคัม: ธนาคารไม่ขอรหัส OTP จากท่าน โปรดระวังมิจฉาชีพ สอบถาม 1573", nil, sender: "Fabrikam"),
        row("vi", "Fabrikam: Khong cung cap ma OTP cho bat ky ai. Tong dai 18008099", nil, sender: "Fabrikam"),
        row("id", "Fabrikam tidak pernah meminta kode OTP melalui telepon. Info 14001.", nil, sender: "Fabrikam"),
        row("it", "Fabrikam Air: il volo FB 1227 Milano - Mombasa partirà alle 21:40.", nil, sender: "Fabrikam"),
        row("it", "Fabrikam Banca: O-Key SMS 813060 per autorizzare il bonifico di 450,00 EUR. Non comunicarlo a nessuno.", "813060", sender: "Fabrikam"),
        row("bn", "ফ্যাব্রিকাম: আপনার ওয়ান টাইম পাসওয়ার্ড (OTP) হলো ৪০৭ ৮৩২, লেনদেনের পরিমাণ ৳১২,০০০।", "407832", sender: "Fabrikam"),
        row("ko", "[Web발신]\n[파브리캄] 간편비밀번호가 변경되었습니다. 본인이 아닌 경우 1588-5001으로 즉시 연락 바랍니다.", nil, sender: "Fabrikam"),
        row("ro", "Rezultatele examenului sunt disponibile. Cod candidat: BV-10448.", nil, sender: "Fabrikam"),
        row("zh-Hant", "法布里坎電信 您好，您本期帳單金額$699，繳費代碼 9826013572。已繳請勿理會。", nil, sender: "Fabrikam"),
        // From blind sets CK-CN: hotlines (be "Даведкі", fa "گزارش تخلف"), a parcel "számú"
        // (hu), a booking code (bg), a referral code (fr).
        row("be", "Fabrikam: Ніколі не паведамляйце коды з SMS іншым асобам. Даведкі: 0891, баланс: *100#", nil, sender: "Fabrikam"),
        row("fa", "فابریکام: رمز پویا و کد تایید خود را در اختیار هیچ‌کس قرار ندهید. گزارش تخلف: ۰۹۶۳۸۱", nil, sender: "Fabrikam"),
        row("hu", "Fabrikam: A 64203188 számú csomagját ma 9-17 óra között kézbesítjük.", nil, sender: "Fabrikam"),
        row("bg", "Fabrikam Air: Код на резервацията FK3ZP7. W6 4302 София–Лондон.", nil, sender: "Fabrikam"),
        row("fr", "Fabrikam : utilise le code parrain MARIE2K5 pour offrir 10 € à tes amis.", nil, sender: "Fabrikam"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
