import Testing

/// A code on a line of its own, announced by the text before it: the line before ends
/// mid-sentence ("… is"), or the text points down to it ("below", "nedan", "poniższy").
@Suite struct DisplayedCodeLineTests {
    static let cases: [MessageCase] = [
        row("en", "Contoso: To approve £40.00 with card ending 7710, enter the passcode below. Never share it.\n\n40172293", "40172293"),
        row("sv", "Fabrikam: Om det är du som loggar in, ange koden nedan.\n\n6630", "6630"),
        row("pl", "Contoso: Przepisz poniższy kod w aplikacji.\n\n309 418", "309418"),
        row("da", "Fabrikam: Indtast koden nedenfor for at godkende betalingen på 120 kr.\n\n550172", "550172"),
        row("de", "Contoso: Bitte geben Sie den unten stehenden Code ein.\n\n4419 27", "441927"),
        row("en", "Your Fabrikam Guard code for account sam_42 is\n\nT4QX9\n\nIf this wasn't you, change your password.", "T4QX9"),
        // Pointing down to something that is not a code, or to nothing typed.
        row("en", "Fabrikam: Your balance is shown below.\n\n1250", nil),
        row("sv", "Contoso: Se ditt kollinummer nedan.\n\n00370712345678901", nil),
        row("en", "Contoso: Questions? Call us on the number below.\n\n0345 300 0000", nil),
        row("en", "Fabrikam: A new sign-in to account sam_42 from\n\nNORWAY\n\nIf this wasn't you, reset your password.", nil),
        // A code word alone on its line heads the code below it; a code printed as single
        // characters one blank apart is one code; a value to compare with the screen is not.
        row("de", "Signatur für\n bank.example.at\nVergleichswert\n K 4 p 9 Z w 2\nTAN\n r 7 t 2 m q\n(5 Min. gültig)", "r7t2mq"),
        row("en", "Contoso sign-in\nOTP\n604 819\nValid for 5 minutes.", "604819"),
        row("en", "Fabrikam\nSeat\n 1 4 C\nGate\n B 2 2", nil),
        row("en", "Contoso order update\nOrder\n77104382\nShipped today.", nil),
        row("de", "Vergleichswert\n Q 8 f 3 L 2", nil),
        // A code set apart on the last line after an empty one, in a message that names an
        // unambiguous code word; a labelled number, a phone number's groups or a duration
        // between "below" and the code do not stand in the way.
        row("en", "Contoso: your passcode is below. It expires in 5 minutes. Request ID 55120934.\n\n4417 2093", "44172093"),
        row("de", "Fabrikam\nDein Bestätigungscode für die Anmeldung (Anfrage-ID 3391, 02.05. um 10:15). Gib ihn nicht weiter.\n\n61 40 27", "614027"),
        row("sv", "Contoso: Ange engångskoden nedan. Dela den aldrig. Kundtjänst 0771-123 456\n\n72 05 18", "720518"),
        row("de", "Fabrikam: Ihr Paket ist unterwegs.\n\n61402713", nil),
        // A line that ends in a code word, then the code alone on its line (nb); a Japanese
        // "the following number", then a code in a shape dates share (ja).
        row("nb", "Hei! Skriv inn koden\n\n6K9-T7Q\n\ni Fabrikam-appen for å bekrefte nummeret ditt", "6K9T7Q"),
        row("ja", "ファブリカム銀行です。ご本人確認のため、次の番号をアプリに入力してください。\n60-6468", "606468"),
        // "Your code is below", then a validity and a warning, then the code (ms, hu, sw: a
        // unit before its number is no other value); or only a finished sentence before it (ko).
        row("ms", "Fabrikam: Kod keselamatan anda adalah seperti di bawah. Sah selama 3 minit. Jangan dedahkan kepada sesiapa.\n607113", "607113"),
        row("hu", "Fabrikam: Az azonosító kódod lent található. 10 percig érvényes.\n607224", "607224"),
        row("sw", "Fabrikam: Nambari yako ya kuingia iko hapa chini. Inatumika kwa dakika 5.\n607335", "607335"),
        row("ko", "[파브리캄] 회원님이 요청하신 인증 코드를 보내드려요. 5분 동안만 유효해요.\nQ7K4TZ", "Q7K4TZ"),
        // From blind set BX (session 9): "enter this number / these digits", then the code on a
        // line of its own; a request whose sentence ends with a colon; a code in brackets on
        // its own line; a plain code word that a request asks for, and the code set apart.
        row("nb", "Fabrikam: Velkommen! For å fullføre registreringen, tast inn dette nummeret i appen:\n7540", "7540"),
        row("ru", "Fabrikam: Вы меняете номер телефона. Чтобы продолжить, введите на сайте эти цифры:\n3916\nЕсли вы ничего не меняли — проигнорируйте сообщение.", "3916"),
        row("ro", "Fabrikam: Introdu cifrele urmatoare in aplicatie ca sa-ti confirmi numarul. Sunt valabile 10 minute.\n9363", "9363"),
        row("it", "FabrikamID: inserisci questo numero nella pagina di accesso per confermare la tua identità. Scade tra 2 minuti.\n\n739 509", "739509"),
        row("id", "FABRIKAM: Kode ini hanya untuk kamu. Jangan bagikan! Masukkan di aplikasi dalam 2 menit:\n\n6072", "6072"),
        row("ko", "[Web발신]\n[파브리캄] 새 기기에서 로그인을 시도하고 있습니다. 본인이 맞다면 화면에 아래 숫자를 입력해 주세요.\n[408218]\n타인에게 절대 알려주지 마세요.", "408218"),
        row("el", "Fabrikam Bank: Για την ολοκλήρωση της συναλλαγής 180,00€ με κάρτα που λήγει σε 3903, πληκτρολογήστε τον κωδικό. Μην τον αποκαλύψετε σε κανέναν.\n\n907 217", "907217"),
        row("en", "Fabrikam: your parcel is on its way. Track it with this number:\n\n34127910", nil),
        // What a label points to is that label's; a card with its digits is no such label.
        row("en", "Fabrikam: Enter the order number below in the app.\n34127911", nil),
        row("ro", "Fabrikam Bank: Codul de autorizare pentru plata de 245,00 RON cu cardul ****4052 este mai jos. Nu-l comunica nimanui.\n583 028", "583028"),
        // From blind set BZ (codes without a code word): the code on its own line, then a line
        // asking to enter "these digits"; a request right before the code; "your number for
        // signing in"; a request hands over pairs joined by hyphens.
        row("fr", "FABRIKAM\n704 916\nEntrez ces chiffres dans votre Espace Client pour continuer (valables 10 min).", "704916"),
        row("pt", "Fabrikam\n57320915\nDigite esses números no app para liberar a transferência de R$ 850,00.", "57320915"),
        row("sw", "Fabrikam\n729 417\nIngiza nambari hizi ili kukamilisha malipo ya KES 4,500.", "729417"),
        row("ms", "Selamat datang ke Fabrikam! Taip 5713 untuk lengkapkan pendaftaran.", "5713"),
        row("it", "Benvenuto su Fabrikam! Per completare la registrazione scrivi 8026 nella schermata successiva.", "8026"),
        row("pl", "Fabrikam: wpisz 49-03-16, żeby kontynuować. Ważne 15 min.", "490316"),
        row("el", "Ο αριθμός σου για είσοδο στο Fabrikam είναι 8632. Μην τον δώσεις σε κανέναν.", "8632"),
        row("fa", "فابریکام: شماره ورود شما ۴۱۷۶ است. آن را به کسی ندهید.", "4176"),
        // A line after a number that asks for nothing, or names something else, backs nothing.
        row("en", "Fabrikam\n704 917\nYour parcel is on its way.", nil),
        row("nb", "REMA 1000: Fabrikam-appen gir deg 10 % på frukt denne uken!", nil),
        // Requests after the code in verb-final languages (tr "rakamlarını giriniz", ta
        // "என்பதை உள்ளிடவும்"); a referral (ro), "reply YES to" (pl), a problem report's number (th).
        row("tr", "Fabrikam: 1.750,00 TL tutarlı işleminizi onaylamak için 402962 rakamlarını giriniz.", "402962"),
        row("ta", "Fabrikam-இல் பதிவை முடிக்க 81 30 58 என்பதை உள்ளிடவும்.", "813058"),
        row("ro", "Fabrikam: Invita un prieten cu codul FABR4K si primiti amandoi 20 lei.", nil),
        row("pl", "Fabrikam: Aby aktywować pakiet 10 GB za 15 zł, odpisz TAK na 80802.", nil),
        row("th", "ฟาบริคัม: หมายเลขอ้างอิงการแจ้งปัญหา 64017353 เจ้าหน้าที่จะติดต่อกลับภายใน 24 ชม.", nil),
        // A code opening the message, then a line that opens with a request.
        row("ru", "843 016\nВведите в приложении Fabrikam, чтобы продолжить. Никому не говорите эти цифры.", "843016"),
        // From blind sets CG-CJ: a pointer in the code's own sentence, right before it or
        // before its colon, where a request asks for it; pairs split by no-break spaces.
        row("pt", "gov.br: Se foi você, digite este número na tela: 530862", "530862"),
        row("el", "Fabrikam: Για την ολοκλήρωση της αίτησης πληκτρολογήστε στην οθόνη τον αριθμό 374 086.", "374086"),
        row("tr", "Fabrikam: Internet Subesi icin tek kullanimlik sifreniz 83\u{00A0}01\u{00A0}75 dur.", "830175"),
        row("fr", "Fabrikam : votre code de confirmation pour l'achat de 6,99 € sur votre facture mobile : 218605", "218605"),
        // ta: the object particle ஐ, also after a hyphen, lets the request after the code back it.
        row("ta", "ஃபேப்ரிகாம்: உங்கள் கைபேசி எண்ணைச் சரிபார்க்க 395063-ஐ உள்ளிடவும்.", "395063"),
        row("ta", "ஃபேப்ரிகாம்-ல் உள்நுழைய 7736 ஐ உள்ளிடவும்.", "7736"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
