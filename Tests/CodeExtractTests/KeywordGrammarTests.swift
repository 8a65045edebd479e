import Testing

/// The grammar around keywords: brackets and quotes, copulas, code before or after the
/// keyword, transliterations, and keywords that must match as whole words.
@Suite struct KeywordGrammarTests {
    static let cases: [MessageCase] = [
        row("zh-Hans", "您的验证码是「551902」，请勿泄露。", "551902"),
        row("ja", "認証コードは『7730』です。", "7730"),
        row("en", "Your code: \"402918\". Don't share it.", "402918"),
        row("en", "Contoso verification code (660219) expires in 5 minutes.", "660219"),
        row("de", "Der Code für deine Anmeldung lautet: 770214", "770214"),
        row("fr", "Voici votre code : 5510", "5510"),
        row("es", "Tu clave es: 330219", "330219"),
        row("vi", "Ma xac thuc cua ban la: 551209", "551209"),
        row("ru", "Parol dlya vkhoda: 402918", "402918"),
        row("hi-Latn", "Aapka OTP hai 770219. Kisi ko na batayein.", "770219"),
        row("zh-Hant", "驗證碼為：660219（10分鐘內有效）", "660219"),
        row("ko", "인증번호[551902]를 입력해주세요", "551902"),
        row("en", "402918\nEnter this verification code to continue.", "402918"),
        row("nl", "Code: 4471 (geldig 10 minuten)", "4471"),
        row("sv", "Koden är 660218", "660218"),
        row("en", "Your barcode 402918 is ready for pickup.", nil),
        row("en", "Your unicode id 770219 was registered.", nil),
        row("en", "The source code 5520 was archived.", nil),
        row("de", "Ihr Rabattcode 551902 gilt bis Sonntag.", nil),
        row("en", "Your booking code is 7QKD2M.", nil),
        row("en", "Your tracking code: 88201934", nil),
        row("es", "Código postal 28013 actualizado.", nil),
        row("pt", "Seu CEP 01310-100 foi atualizado.", nil),
        row("ja", "クーポンコード 5520 をご利用ください。", nil),
        row("ar", "استخدم كود الخصم 5520 للحصول على 20%.", nil),
        // A copula after the phrase a code word opens: the grouped code is its value.
        row("de", "Ihr Freischaltcode für das neue Tablet lautet 4KT-X92.", "4KTX92"),
        row("en", "Your verification code for the new laptop is 7QM-3HD.", "7QM3HD"),
        row("de", "Ihr Gutscheincode für die Bestellung lautet SPAR-20X.", nil),
        // A copula followed by a colon still hands the code word's value over, across a
        // label and words joined by hyphens or apostrophes.
        row("de", "Dein Anmeldecode für das ELSTER-Portal lautet: 7KQ-M2X. Bitte nicht weitergeben.", "7KQM2X"),
        row("fr", "Votre code d'activation de l'application Ma Banque est H4T-9QZ.", "H4T9QZ"),
        row("en", "Your verification code for the Contoso account is: 604128", "604128"),
        row("de", "Ihre Kundennummer für das Online-Konto lautet: 7730-4412.", nil),
        // A colon after the code word's phrase hands its value over across a brand with a
        // digit or a hyphen ("Můj T-Mobile", "My O2"); a customer code is not a code.
        row("cs", "Jednorázový kód pro Můj T-Mobile: 8QX2M4. Nikomu ho nesdělujte.", "8QX2M4"),
        row("en", "Your one-time passcode for My O2: 7TQ4KX", "7TQ4KX"),
        row("ru", "Ваш код покупателя 550812 для накопления баллов.", nil),
        // A code right after the name the message opens with opens its sentence ("Wolt:
        // 8T2R6X er din bekræftelseskode"); a promo code there is still refused.
        row("en", "Contoso: 8T2R6X is your verification code", "8T2R6X"),
        row("da", "Fabrikam: 4QX7M2 er din bekræftelseskode", "4QX7M2"),
        row("tl", "Fabrikam: 9KD2QX ang iyong verification code.", "9KD2QX"),
        row("en", "Contoso: SPRING25 is your promo code", nil),
        row("sk", "Kod na overenie cisla: 7K2-M4Q (Fabrikam.sk)", "7K2M4Q"),
        // Hotlines after a warning: "report", "call", "contact", "information".
        row("ko", "[우리은행] 인증번호는 타인에게 알려주지 마세요. 사기 신고 1566-3000", nil),
        row("uk", "ПриватБанк: PIN-код змінено. Якщо це не ви, дзвоніть 3700.", nil),
        row("kk", "Kaspi: PIN-код өзгертілді. Егер бұл сіз болмасаңыз, 7777 нөміріне хабарласыңыз.", nil),
        row("el", "Εθνική: Μην αποκαλύπτετε κωδικούς OTP. Πληροφορίες: 210 4848484", nil),
        // French "temporary password"; Portuguese "(call) centre" before a hotline.
        row("fr", "Fabrikam : votre mot de passe temporaire est Kq73mz. Il expire dans 15 minutes.", "Kq73mz"),
        row("pt-BR", "O Fabrikam nunca solicita sua senha ou código por SMS. Central 4004-0551.", nil),
        // da "use … to confirm"; sw "verification number" after the code; Steam Guard.
        row("da", "Fabrikam: Brug 606113 til at bekræfte dit telefonnummer.", "606113"),
        row("sw", "G-606224 ni nambari yako ya uthibitishaji ya Fabrikam.", "606224"),
        row("en", "Fabrikam: 6X7QT is your Steam Guard code to change the phone number on your account.", "6X7QT"),
        // A word between two words in capitals is text, not a code.
        row("tl", "Expired na ang code mo. Mag-request ulit sa app. HUWAG IBIGAY ANG OTP KAHIT KANINO - Fabrikam", nil),
        // Inflected code words (kk accusative, be instrumental), nl "fill in", uk "one-time identifier".
        row("kk", "Жүйеге кіру үшін 607 446 кодын енгізіңіз. Фабрикам", "607446"),
        row("be", "Для пацвярджэння аплаты скарыстайцеся кодам 60 75 57. Сума: 86,40 BYN.", "607557"),
        row("nl", "Vul 607668 in om in te loggen bij Fabrikam.", "607668"),
        row("uk", "Fabrikam: Ваш одноразовий ідентифікатор для підписання договору №UA-6082002: 60822. Сума кредиту 7 000 грн.", "60822"),
        row("kk", "Фабрикам: Банк қызметкерлері ешқашан SMS-кодты сұрамайды. Байланыс: 6083", nil),
        // Verb-final "enter" with the object particle and a few words between (fa, ja); he
        // plural "enter"; T-Mobile is a brand, not a phone word.
        row("fa", "برای ادامه، ۶۰۹۱۱ را در صفحه وارد کنید.", "60911"),
        row("ja", "6092 を画面に入力してログインを完了してください。", "6092"),
        // bn "write 1 and send it to the number 8444" is an offer's keyword and short code.
        row("bn", "ফ্যাব্রিকাম: ১০০ মিনিটের অফার নিতে 1 লিখে 6093 নম্বরে পাঠান।", nil),
        row("he", "הזינו 6094 במסך כדי להמשיך.", "6094"),
        row("en", "T-Mobile: 609-771 is your T-Mobile ID code to approve a SIM change.", "609771"),
        // nb definite "the one-time password"; a colon and a line break, a dash (bg, be); the
        // name "Fabrikam+Club" between a code word and its copula (el); hi "will expire".
        row("nb", "Fabrikam: Engangspassordet ditt er 61724804", "61724804"),
        row("bg", "Fabrikam: Код за потвърждение на телефон:\n6D4K7M\nНе го споделяйте.", "6D4K7M"),
        row("be", "Fabrikam: код для ўваходу ў асабісты кабінет — 6QX7TM. Дзейнічае 15 хвілін.", "6QX7TM"),
        row("el", "Fabrikam: Ο κωδικός ενεργοποίησης του λογαριασμού σας Fabrikam+Club είναι 6H8QZ7.", "6H8QZ7"),
        row("hi", "Fabrikam: आपका सत्यापन कोड 617906 है, 10 मिनट में समाप्त होगा।", "617906"),
    ]

    @Test(arguments: cases)
    func readsTheGrammar(_ item: MessageCase) { check(item) }
}
