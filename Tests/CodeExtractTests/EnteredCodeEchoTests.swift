import Testing

/// "The code 482913 you entered is wrong" echoes the user's input back: no code (rule 6).
/// A new code in its own sentence after such a notice is still the answer.
@Suite struct EnteredCodeEchoTests {
    static let cases: [MessageCase] = [
        row("ru", "Введённый вами код 730164 неверен. Запросите новый код в приложении.", nil, sender: "Bank"),
        row("ru", "Код 730164 неверен. Новый код для входа: 591823", "591823", sender: "Bank"),
        row("ru-Latn", "Vvedennyi vami kod 730164 neveren, poprobuite snova.", nil),
        row("uk", "Введений код 618204 недійсний, він невірний. Спробуйте ще раз.", nil, sender: "Mono"),
        row("bg", "Въведеният код 618204 е грешен. Опитайте отново.", nil, sender: "DSK"),
        row("kk", "Енгізілген код 618204 қате. Қайталап көріңіз.", nil, sender: "Kaspi"),
        row("tr", "Girdiğiniz doğrulama kodu 407715 hatalı. Lütfen tekrar deneyin.", nil, sender: "Banka"),
        row("tr", "Doğrulama kodunuz 407715. Kodu kimseyle paylaşmayın.", "407715", sender: "Banka"),
        row("ka", "შეყვანილი კოდი 350981 არასწორია.", nil, sender: "TBC"),
        row("ka-Latn", "tqveni kodi 350981 arasworia, scadet tavidan.", nil, sender: "TBC"),
        row("fa", "رمز پویا ۶۰۳۱۴۸ که وارد کردید نادرست است.", nil, sender: "Bank"),
        row("fa", "رمز پویا شما: ۶۰۳۱۴۸ (اعتبار ۲ دقیقه)", "603148", sender: "Bank"),
        row("ar", "رمز التحقق 604127 الذي أدخلته غير صالح. يرجى طلب رمز جديد.", nil, sender: "Bank"),
        row("he", "קוד האימות 604127 שהזנת לא תקין.", nil, sender: "Bank"),
        row("bn", "আপনার দেওয়া OTP ২৯৪৫৮১ সঠিক নয়। আবার চেষ্টা করুন।", nil, sender: "bKash"),
        row("bn", "আপনার bKash ভেরিফিকেশন কোড ২৯৪৫৮১। কাউকে জানাবেন না।", "294581", sender: "bKash"),
        row("mr", "तुम्ही टाकलेला कोड 815590 चुकीचा आहे.", nil, sender: "Bank"),
        row("hi", "आपके द्वारा दर्ज किया गया OTP 815590 सही नहीं है।", nil, sender: "Bank"),
        row("ta", "நீங்கள் கொடுத்த குறியீடு 815590 தவறானது.", nil, sender: "Bank"),
        row("te", "మీరు నమోదు చేసిన OTP 815590 తప్పు. మళ్లీ ప్రయత్నించండి.", nil, sender: "Bank"),
        row("te", "మీ OTP 815590. దీన్ని ఎవరితోనూ పంచుకోవద్దు.", "815590", sender: "Bank"),
        row("am", "ያስገቡት የማረጋገጫ ኮድ 271604 ትክክል አይደለም።", nil, sender: "CBE"),
        row("am", "የማረጋገጫ ኮድዎ 271604 ነው።", "271604", sender: "CBE"),
        row("hr", "Uneseni kod 930571 nije ispravan. Zatražite novi kod.", nil, sender: "Banka"),
        row("hr", "Vaš kod za potvrdu je 930571. Ne dijelite ga ni s kim.", "930571", sender: "Banka"),
        row("sl", "Vnesena koda 930571 je napačna.", nil, sender: "NLB"),
        row("lv", "Ievadītais kods 930571 ir nepareizs.", nil, sender: "Swedbank"),
        row("lv", "Jūsu verifikācijas kods: 930571", "930571", sender: "Swedbank"),
        row("uz", "Kiritilgan kod 930571 noto‘g‘ri. Qaytadan urinib ko‘ring.", nil, sender: "Payme"),
        row("es", "El código 730519 que ingresaste no es válido.", nil, sender: "Banco"),
        row("pt", "O código 730519 que você digitou não é válido.", nil, sender: "Banco"),
        row("es", "Tu código de acceso es 730519. Es válido por 10 minutos.", "730519", sender: "Banco"),
        // A new clause with its own code word gives a fresh code after the dead one.
        row("en", "Code 123456 has expired, use 654321 instead.", "654321", sender: "Acme"),
        row("es", "El código 1234 ha caducado, tu nuevo código es 5678", "5678", sender: "Banco"),
        row("ru", "Код 730164 устарел, новый код: 591823", "591823", sender: "Bank"),
        row("en", "Invalid OTP 123456, please try again.", nil, sender: "Bank"),
        row("en", "The code 123456 you entered is incorrect, please request a new code.", nil, sender: "Acme"),
        row("zu", "Ikhodi 930571 oyifakile ayilungile.", nil, sender: "Bank"),
        // "that you entered", "is wrong", "has expired" in ja, pt-PT, es, cs/sk, el, sv/da/nb, sr
        row("ja", "入力された確認コード（604118）は正しくありません。", nil, sender: "Contoso"),
        row("ja", "確認コード：604118\nこのコードは10分間有効です。", "604118", sender: "Contoso"),
        row("pt-PT", "Contoso: O código 551920 que introduziu está errado.", nil),
        row("es-AR", "Contoso: El código 551920 ya venció. Pedí uno nuevo.", nil),
        row("cs", "Contoso: Kód 402817 jste zadali nesprávně.", nil),
        row("sk", "Contoso: Kód 402817 ste zadali nesprávne. Nový kód: 663019", "663019"),
        row("el", "Contoso: Ο κωδικός 770192 που εισαγάγατε δεν ισχύει.", nil),
        row("el", "Contoso: Ο κωδικός 770192 έληξε.", nil),
        row("sv", "Contoso: Koden 218830 har gått ut.", nil),
        row("sv", "Contoso: Koden du begärde: 218830. Den går ut om 5 minuter.", "218830"),
        row("da", "Contoso: Koden 330471 du indtastede er forkert.", nil),
        row("sr", "Contoso: Kod 884017 je istekao.", nil),
        row("sw", "Contoso: Msimbo wa siri 330471 umeisha muda. Omba mpya.", nil),
        row("ms", "Contoso: TAC 330471 telah tamat tempoh. Sila minta TAC baharu.", nil),
        row("ms", "Contoso: TAC anda 330471 akan tamat tempoh dalam 3 minit.", "330471"),
        // "is no longer valid", "has expired" (it, be, ur, tl, ta)
        row("it", "Fabrikam: il codice 550217 non è più valido. Richiedine uno nuovo dall'app.", nil),
        row("be", "Фабрыкам: код 550328 больш не дзейнічае. Запытайце новы код у праграме.", nil),
        row("ur", "فیبریکم: آپ کا OTP 550439 ایکسپائر ہو چکا ہے۔ نیا OTP حاصل کریں۔", nil),
        row("tl", "Fabrikam: Ang code na 550540 ay nag-expire na. Humiling ng bago sa app.", nil),
        row("ta", "Fabrikam: OTP 550651 காலாவதியானது. புதிய OTP-க்கு மீண்டும் முயற்சிக்கவும்.", nil),
        row("it", "Fabrikam: il codice 550762 è valido per 5 minuti. Non condividerlo.", "550762"),
        // A sign-in already made with the code (de, bg); a validity that ends in 失效 is no
        // dead code (zh-Hant).
        row("de", "Fabrikam: Mit dem Code 605016 wurde am 08.03. um 18:27 ein Login auf einem neuen Gerät bestätigt.", nil),
        row("bg", "Фабрикам: С код 605027 е извършен вход в приложението на 08.03 в 19:18.", nil),
        row("zh-Hant", "【法布里坎電信】您的簡訊密碼為604951，請於10分鐘內於網頁上輸入，逾時失效。", "604951"),
        row("uk", "Код, який ви ввели (607779), недійсний. Спробуйте ще раз.", nil),
        row("fi", "Syöttämäsi koodi (607880) on väärä.", nil),
        row("cs", "Kód 60955 již neplatí. Nový kód pro přihlášení do Fabrikam.cz: 60966", "60966"),
        // From blind sets AW-BD (session 9): a wrongly entered code in pt-BR ("informado …
        // não confere"), el ("που εισάγατε"), pl ("wprowadzony błędnie") and de typed
        // without umlauts ("eingegebene … ungueltig").
        row("pt-BR", "Fabrikam: o código informado 713402 não confere. Peça um novo código no app.", nil),
        row("el", "Fabrikam: Ο κωδικός 713513 που εισάγατε δεν είναι σωστός.", nil),
        row("pl", "Fabrikam: Kod 713624 wprowadzony błędnie. Spróbuj ponownie.", nil),
        row("de", "Fabrikam: Der eingegebene Code 713735 ist ungueltig. Bitte neuen Code anfordern.", nil),
        row("de", "Fabrikam: Dein neuer Code lautet 713846. Er ist 10 Minuten gueltig.", "713846"),
        // From blind sets BI-BL (session 9): fi "you entered a wrong code", uk "has expired".
        row("fi", "Fabrikam: Syötit väärän koodin 603850. Yritä uudelleen.", nil),
        row("uk", "Fabrikam: Термін дії коду 835272 минув. Запросіть новий код у застосунку.", nil),
        // From blind set BT (lookalikes): codes already used or out of date, in nb, fr, tl, pl,
        // be, ur, and id spelt "kadaluarsa".
        row("nb", "Fabrikam: Koden 719347 er allerede brukt. Ring oss om det ikke var deg.", nil),
        row("fr", "Fabrikam : le code 615208 a déjà été utilisé pour valider votre virement.", nil),
        row("tl", "Fabrikam: Ang OTP 528110 ay nagamit na sa pag-login.", nil),
        row("pl", "Fabrikam: Kod BLIK 527 020 został użyty do płatności 84,00 zł.", nil),
        row("be", "Fabrikam: Ваш код 293715 састарэў. Запытайце новы код.", nil),
        row("ur", "فابریکام: آپ کا OTP کوڈ 518 927 ختم ہو چکا ہے۔", nil),
        row("id", "Fabrikam: Kode OTP 740 583 sudah kadaluarsa. Silakan minta kode baru.", nil),
        row("fi", "Fabrikam: Antamasi koodi 903173 oli väärä. Yritä uudelleen.", nil),
        row("uk", "Fabrikam: Код 517347 недійсний. Спробуйте ще раз.", nil),
        row("it", "Fabrikam: il codice 381741 non e' piu' valido. Ripeti l'operazione.", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
