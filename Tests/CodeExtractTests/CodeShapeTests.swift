import Testing

/// How a code is written: groups, brand prefixes, letters, other digits, retriever framing.
@Suite struct CodeShapeTests {
    static let cases: [MessageCase] = [
        // Separators inside the code are not typed.
        row("en", "Your Contoso code is 482-913.", "482913"),
        row("en", "Use 339 021 to verify your phone.", "339021"),
        row("en", "Verification code: 5920 1837", "59201837"),
        row("es", "Tu código: 771-204", "771204"),
        row("ru", "Ваш код: 330-219", "330219"),
        row("en", "Your Fabrikam code is 8HX-4KQ.", "8HX4KQ"),
        // Brand prefixes are not typed.
        row("en", "G-482913 is your Contoso verification code.", "482913"),
        row("en", "FB-58210 is your confirmation code", "58210"),
        row("en", "G-230411", "230411"),
        row("ko", "G-551902(이)가 인증 코드입니다.", "551902"),
        row("en", "Your code is:G-660219", "660219"),
        // Alphanumeric codes with a keyword right before them.
        row("en", "Your Fabrikam verification code is A7K9Q2.", "A7K9Q2"),
        row("en", "Steam Guard code: 4KQ7P", "4KQ7P"),
        row("en", "Your one-time code: dG5YsV. Do not share it.", "dG5YsV"),
        row("de", "Ihr Bestätigungscode: K7M2", "K7M2"),
        row("es", "Introduce el código QWMZ para acceder.", "QWMZ"),
        row("en", "Authentication code: QGFDAE", "QGFDAE"),
        row("ko", "[넥슨] 인증코드 BK7R5M를 입력해 주세요.", "BK7R5M"),
        // Lengths from 4 to 10 digits.
        row("fa", "رمز 1122334455", "1122334455"),
        row("en", "Your Contoso PIN code is 902134778.", "902134778"),
        row("en", "Code 0042. Expires soon.", "0042"),
        // Digits of other scripts come back as ASCII.
        row("ar", "رمز الدخول ١٢٣٤٥٦", "123456"),
        row("fa", "کد ورود شما ۹۸۷۶۵۴ است", "987654"),
        row("hi", "आपका ओटीपी ४५६७८९ है", "456789"),
        row("bn", "ওটিপি: ৩৩০২১৯", "330219"),
        row("th", "รหัส OTP: ๕๕๒๑๐๙", "552109"),
        row("zh-Hans", "验证码：３８５２０１", "385201"),
        row("ja", "認証番号：９８２１", "9821"),
        // SMS Retriever framing: <#> and the trailing 11-character app hash are ignored.
        row("en", "<#> 77201 is your Fabrikam code. Do not share it. Kp3xZbQm9Ta", "77201"),
        // The framing itself says "verification message", whatever the wording; a last word of
        // eleven letters without the <#> says nothing.
        row("de", "<#> Nutze 044 918, um dein Fabrikam-Konto zu bestätigen.\nRk8fQm2Xw7p", "044918"),
        row("sw", "<#> Tumia 58213 kuingia kwenye programu.\nZx9LmQ2pW4t", "58213"),
        row("en", "Your parcel 58201 arrives on Tuesday. Track it for more information", nil),
        row("en", "[#] Your Contoso code: 5934 qlRnn4A1sbt", "5934"),
        row("pl", "Twój kod Contoso: 4612\n\n8uQmZt2XbKd", "4612"),
        // The code repeated in a link is the same answer.
        row("en", "Your Contoso code is 402918. Or tap https://contoso.example/v?c=402918", "402918"),
        // No keyword, but the message only asks for the number.
        row("en", "6620", "6620"),
        row("en", "391820 is valid for 5 minutes.", "391820"),
        row("es-MX", "550219. No lo compartas con nadie.", "550219"),
        // Uneven blank-separated groups are one code: four digits and two, either way round,
        // or four pairs.
        row("fr", "Contoso : votre code de connexion est 7731 08", "773108"),
        row("tr", "Fabrikam doğrulama kodun: 5029 41. 3 dakika geçerlidir.", "502941"),
        row("ja", "Contoso：ワンタイムパスワードは 62 4418 です。", "624418"),
        row("ko", "[Fabrikam] 인증코드: 38 1906 (5분간 유효)", "381906"),
        row("sk", "Contoso: Zadajte SMS kód:\n\n71 40 29 63", "71402963"),
        row("de", "Ihre TAN 7305 10 Min. gültig.", "7305"),
        // …but amounts, phone numbers, dates and identifiers in groups stay refused.
        row("hu", "Contoso: Vásárlás 14 990 Ft, egyenleg 203 150 Ft.", nil),
        row("da", "Har du spørgsmål, så ring 33 44 55 66 på hverdage.", nil),
        row("sv", "Frågor? Ring oss på 08-512 34 56.", nil),
        row("en", "Your parcel 5521 07 arrives today between 10 and 12.", nil),
        row("de", "Ihr Termin ist am 14 06 2025 um 9 Uhr.", nil),
        // Letters that spell a unit, a currency or a word inside a mixed code are part of it.
        row("en", "Your Contoso verification code is K9H2PD.", "K9H2PD"),
        row("en", "Your Contoso verification code is 4AM7QX", "4AM7QX"),
        row("fr", "Votre code de sécurité Contoso : 7HQ-2KM", "7HQ2KM"),
        row("en", "Contoso: your data bundle of 1500MB is active.", nil),
        // Arabizi words carry one digit for a sound: not codes.
        row("ar-MA", "Contoso: code dyalek howa 602291. Ma t3tih l hta wahed.", "602291"),
        row("ar-MA", "Contoso: merci sa7bi, nchoufek ghedda.", nil),
        // A message that is a number and its validity is a code (rules 1 and 8: a sender's
        // tag alone, or a word, makes no code).
        row("ru", "4407 (5 мин)", "4407"),
        row("es", "2750 (5 min)", "2750"),
        row("ko", "[Web발신]\n[토스] 993001 (3분)", "993001"),
        row("sw", "0601 (dakika 5)", "0601"),
        row("tr", "3801 (3 dk)", "3801"),
        row("zh-Hans", "【哔哩哔哩】1234", nil),
        row("en", "Room 4821", nil),
        row("en", "Balance 4 821,00", nil),
        // Letters and digits in two blank-separated groups; letters only, handed over by an
        // unambiguous code word through a copula or colon, or opening the sentence before it.
        row("bg", "Фабрикам: Еднократна парола:\nWQK 6T3\nНе я споделяйте.", "WQK6T3"),
        row("it", "Fabrikam ID - OTP:\nHK6 2WP\nValido 120 secondi.", "HK62WP"),
        row("fi", "Fabrikam: Syötä tunnistautumiskoodi TK6 7QW palveluun.", "TK67QW"),
        row("es", "FABRIKAM: INTRODUCE EL CODIGO TF36 PARA CONFIRMAR TU OPERACION.", "TF36"),
        row("en", "Fabrikam: your IBAN DE44 5001 0517 5407 3249 31 is saved.", nil),
        row("nb", "Engangskoden din for innlogging i Fabrikam er QMKZPX. Den gjelder i 5 minutter.", "QMKZPX"),
        row("de", "Dein Verifizierungscode für Fabrikam: „TQMXFB“. Teile ihn mit niemandem.", "TQMXFB"),
        row("nl", "FTRHXB is je eenmalige inlogcode voor Fabrikam. Geldig voor 15 minuten.", "FTRHXB"),
        row("es", "BBVA es tu banco: tu código de acceso llegará por SMS.", nil),
        // From blind set BQ (session 9): groups joined by full stops, three pairs or two
        // threes, are a code where a code word hands them over; the same shapes without one
        // are amounts and dates. Dashes join pairs as hyphens do; two and three digits after
        // "Код:" are a code, not an amount.
        row("es", "Fabrikam: tu código es 905.615 – vence en 5 minutos.", "905615"),
        row("zh-Hant", "法布里坎：你的一次性密碼為 66.20.92，100秒內有效。", "662092"),
        row("de", "Fabrikam: Ihr Einmalpasswort\n\n93.04.72\n\nGültig 10 Min.", "930472"),
        row("zh-Hans", "法布里坎：您的验证码为66.21.93，5分钟内有效。", "662193"),
        row("es", "Fabrikam: saldo disponible 905.616 COP al 12.03.26.", nil),
        // (A version glued to a longer number is none, even where a code word hands it over.)
        row("de", "Fabrikam: Ihr Code lautet 2.66.20.94.", nil),
        row("de", "Fabrikam: Ihr Termin am 12.03.26 um 10:15 ist bestätigt.", nil),
        row("pt", "Fabrikam: O código para confirmar a operação é \"70–29–62\". Não o partilhe.", "702962"),
        row("ru", "Fabrikam: перевод 15 000р на карту *7731. Код: 83 520. Никому не сообщайте код!", "83520"),
        row("ru", "Fabrikam: остаток на счёте 15 901 р.", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCode(_ item: MessageCase) { check(item) }
}
