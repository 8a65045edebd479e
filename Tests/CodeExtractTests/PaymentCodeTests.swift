import Testing

/// Payments (from a blind held-out set of payment messages, session 4; these rows are our
/// own): cash withdrawn without the card, whose code is a one-time code and whose "card" is
/// no label; card endings and approval numbers on receipts; an amount with its currency
/// between a code word and its value; a card number's first group before its mask.
@Suite struct PaymentCodeTests {
    static let cases: [MessageCase] = [
        row("pl", "Fabrikam Bank: Kod do wypłaty z bankomatu bez karty: 4417. Ważny 30 min.", "4417"),
        row("fr", "Fabrikam : votre code de retrait sans carte est 602 914. Montant : 40 €.", "602914"),
        row("he", "פבריקם: קוד למשיכת מזומן ללא כרטיס: 550 913.", "550913"),
        row("th", "ธนาคารฟาบริคัม: รหัสถอนเงินไม่ใช้บัตร 661205 จำนวน 1,000 บาท", "661205"),
        row("zh-Hant", "富邦：您尾數 2210 的金融卡密碼已變更。", nil),
        row("pt", "Fabrikam: o PIN do cartão terminado em 4419 foi alterado.", nil),
        row("cs", "Fabrikam: PIN ke kartě končící 7781 byl změněn.", nil),
        row("ja", "【ファブリカム銀行】デビットカード（末尾5521）ご利用 1,200円 承認番号 702118", nil),
        row("uk", "Код для підтвердження переказу 2 000 ₴ на картку 4149 **** **** 7731: 5518.", "5518"),
        row("de", "Fabrikam: Dein Bestätigungscode für die Auszahlung von 0,25 ETH lautet M4Q7XK.", "M4Q7XK"),
        row("sv", "Fabrikam: Bekräftelsekod för uttag av 0,10 BTC: 9QK2MX", "9QK2MX"),
        row("nl", "Fabrikam: je code om de opname van € 450,00 te bevestigen is 4KX9QM.", "4KX9QM"),
        // A blank and one star are not a mask.
        row("en", "Your Contoso code is 8584 *Fabrikam Bank*", "8584"),
        // From a blind set of lookalikes: receipts' authorisation numbers where the phrase
        // names no one-time code, ticket numbers of reset requests, codes used or entered
        // wrongly; and the codes next to them.
        row("pl", "PKO BP: Transakcja 89,99 PLN w FABRIKAM zaakceptowana. Nr autoryzacji 550713. Karta *5521.", nil),
        row("sv", "Swedbank: Köp 495,00 SEK hos FABRIKAM med kort *4419 har godkänts. Auktorisationskod 604418.", nil),
        row("fi", "Nordea: Osto 49,00 EUR, FABRIKAM, kortti *3318 hyväksytty. Valtuutuskoodi 220197.", nil),
        row("fr", "Fabrikam : demande de réinitialisation du mot de passe reçue (dossier n° 71490018). Cliquez ici : https://fabrikam.example/r/Zp3", nil),
        row("pt-BR", "Fabrikam: o código 973001 foi usado para entrar na sua conta em 08/03 às 22:10.", nil),
        row("hu", "A(z) 18008 kódot hibásan adta meg. Még 2 próbálkozása maradt.", nil),
        row("it", "Fabrikam: il codice 28001 non è corretto. Inserisci il nuovo codice 83002 per autorizzare il dispositivo.", "83002"),
        row("cs", "Kód pro obnovení hesla do Fabrikam: Q7HZK2. Nikomu jej nesdělujte.", "Q7HZK2"),
        row("sw", "Fabrikam: Nambari yako ya kuingia ni 745001. Usiishiriki na mtu yeyote.", "745001"),
        row("fa", "فابریکام: کد تایید تعویض سیم‌کارت شما 783001 است.", "783001"),
        row("pt-BR", "Banco Fabrikam\nCódigo de autorização: 486001\nValor: R$ 89,90\nNão compartilhe este código.", "486001"),
        // An authorisation code is a one-time code before the payment, the receipt's number
        // once the payment has gone through ("approved", "одобрено", an available balance).
        row("en", "Fabrikam Bank: Card ending 2290 used for £18.40 at CONTOSO CAFE, approved. Auth code 730114.", nil),
        row("en", "Fabrikam Bank: authorisation code 730225 for your payment of £18.40 to CONTOSO. Do not share it.", "730225"),
        row("ru", "Fabrikam: Оплата 1 290 ₽, CONTOSO. Карта *4471. Код авторизации 730336. Доступно 9 120,00 ₽", nil),
        row("ru", "Fabrikam: код авторизации 730447 для оплаты 1 290 ₽ в CONTOSO. Никому не сообщайте.", "730447"),
        row("es", "Fabrikam: compra aprobada de 23,10 EUR en CONTOSO con tarjeta ****5530. Cód. autorización 730558.", nil),
        row("pt", "Fabrikam: Código de autorização 730669 para pagamento de 23,10 EUR a CONTOSO.", "730669"),
        row("pt-BR", "Fabrikam: compra aprovada de R$ 23,10 em CONTOSO, cartão final 6641. Código de autorização 730770.", nil),
        row("bg", "Fabrikam: Плащане 23,10 лв. в CONTOSO с карта ***7752 е одобрено. Код за авторизация 730881.", nil),
        row("hi", "Fabrikam Bank: कार्ड XX8863 से CONTOSO पर ₹1,150.00 का भुगतान सफल। Auth Code 730992।", nil),
        row("tl", "Fabrikam: Ang iyong card ending 9974 ay ginamit sa CONTOSO para sa PHP 450.00. Approval code 731003.", nil),
        // A receipt without such a word: the amount first, and no word naming a code or asking
        // for one (it, bg, be, zh-Hans); the phrase first, or a warning, stays a code.
        row("it", "Fabrikam: pagamento di 27,40 EUR presso CONTOSO il 29/11 ore 18:52 con carta *8870. Cod. autorizzazione 731114.", nil),
        row("bg", "Fabrikam: Плащане 36,70 BGN, CONTOSO, 29.11 13:02, карта *3125. Код на авторизация 731225.", nil),
        row("be", "Фабрыкам: аплата 24,15 BYN, CONTOSO, картка ****5092. Код аўтарызацыі 731336. Даступна: 1 402,88 BYN.", nil),
        row("zh-Hans", "【法布里坎银行】您尾号4419卡快捷支付支出88.60元，余额5,217.33元。授权码：731447。", nil),
        row("it", "Fabrikam: codice autorizzazione 731558 per il pagamento di 27,40 EUR a CONTOSO.", "731558"),
        row("pt-BR", "Fabrikam: compra de R$ 89,90 em CONTOSO. Código de autorização: 731669. Não compartilhe este código.", "731669"),
        // A copula hands a number the value of the code word opening its sentence, over the
        // amount, account or card the phrase between names; a label still names its own number.
        row("da", "Fabrikam Bank: Din kode til godkendelse af overførsel på 1.200,00 DKK til konto 4471-7730215 er 604113.", "604113"),
        row("fr", "Fabrikam : votre code de sécurité pour valider le paiement de 42,00 EUR chez CONTOSO avec la carte XXXX XXXX XXXX 5518 est 604 224. Ne le communiquez à personne.", "604224"),
        row("it", "Fabrikam: il codice per autorizzare il bonifico di 150,00 EUR a favore di MARIO ROSSI (IBAN IT60X0542811101000000123456) è 60433590.", "60433590"),
        row("ar", "بنك فابريكام: كود تأكيد التحويل بمبلغ 1,500 جنيه إلى الحساب المنتهي بـ 4471 هو 60446.", "60446"),
        row("en", "Fabrikam: your verification code was sent to your e-mail. Your order number is 6045571.", nil),
        // Cash without the card (tr, nb); receipts with an approval code (pt-BR abbreviated, ms).
        row("tr", "Fabrikam Bank: Kartsız para çekme işleminiz için referans no 60492, şifre: 6049 3713", "60493713"),
        row("nb", "Fabrikam: Kode for uttak av kontanter uten kort: 6049 4713", "60494713"),
        row("pt-BR", "Fabrikam: compra aprovada no cartão final 0913, R$ 214,90 em CONTOSO. Cód. autorização 604983.", nil),
        row("ms", "Fabrikam: Pembelian RM 127.40 dengan kad berakhir 8143 di CONTOSO telah diluluskan. Kod kelulusan 604994.", nil),
        // A colon hands over over an amount or a payee's number; a card's ending is a label (ms).
        row("pl", "Fabrikam: Kod do ustanowienia polecenia zapłaty dla Contoso, ID odbiorcy 60800: 60 81 91. Operacja nr 4.", "608191"),
        row("sk", "Fabrikam: Kód pre výber 120 EUR na účet: Q4N8X3.", "Q4N8X3"),
        row("ms", "PIN kad debit anda yang berakhir 6079 telah berjaya ditukar.", nil),
        // The Thai "is", glued to the words before it, hands the phrase's value over.
        row("th", "FABRIKAM: รหัส OTP เพื่อยืนยันการสมัครหักบัญชีอัตโนมัติ (Direct Debit) กับการไฟฟ้านครหลวง คือ 608313", "608313"),
        row("th", "OTP สำหรับเข้าสู่ระบบ FABRIKAM คือ 6084-27 ภายใน 5 นาที", "608427"),
        // Romanian "authorisation code" is a one-time code where the message names codes.
        row("ro", "Fabrikam Bank: Ai initiat un transfer de 6.500,00 RON catre RO49 AAAA 1B31 0075 9384 0000.\nCod de autorizare: 6162 8175\nValabil 3 minute. Nu comunica acest cod.", "61628175"),
        // From blind sets AW-BD (session 9): "3-D Secure" names the code, and the purchase
        // after it is no label; a card's last digits inside the code's phrase, masked or
        // after the label naming them, do not stop a colon or copula handing the code over.
        row("fr", "Fabrikam : code 3D Secure 714279 pour votre achat de 59,90 EUR chez CONTOSO. Ne le communiquez pas.", "714279"),
        row("hu", "Fabrikam: Kártyaaktiválási kód a *0875 végű kártyához: 714380.", "714380"),
        row("de", "Fabrikam: Dein Freischaltcode für die Karte mit den Endziffern 3391 lautet: 7K4F2M.", "7K4F2M"),
        row("de", "Fabrikam: Karte mit den Endziffern 3392 wurde gesperrt.", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
