import Testing

/// Discount, cashback and referral codes are never the answer, even when called a code
/// (rule 6), and "STOP 36173" is a marketing opt-out number (rule 5). The same code words
/// without a promotion still give the code.
@Suite struct PromotionWordTests {
    static let cases: [MessageCase] = [
        row("cs", "Alza: Se slevou 15 % s kódem LETO15 nakoupíte levněji do neděle.", nil, sender: "Alza"),
        row("cs", "Alza: Váš ověřovací kód je 620481.", "620481", sender: "Alza"),
        // A word and a number ("PLAYA15") is the shape of a promo code: a generic "code" is
        // not enough for it; an unambiguous code word right before it is.
        row("es", "Usa el código PLAYA15 en la app y disfruta de envío sin coste.", nil, sender: "Shop"),
        row("en", "Use code BEACH15 in the app for free delivery on your next order.", nil, sender: "Shop"),
        row("en", "Your verification code is KQZT47", "KQZT47", sender: "App"),
        row("sk", "Zľavový kód JESEN10 platí na celý sortiment do 30. 9.", nil, sender: "Shop"),
        row("hr", "Iskoristite kod ZIMA25 za 25 % popusta na sve jakne!", nil, sender: "Shop"),
        row("fi", "Saat 20 % alennuksen koodilla SYKSY20 verkkokaupasta.", nil, sender: "Shop"),
        row("fi", "Käytä koodia 730519 kirjautumiseen. Älä kerro sitä kenellekään.", "730519", sender: "OP"),
        row("ms", "Masukkan kod MERDEKA10 untuk diskaun RM10 pada pesanan pertama.", nil, sender: "Shopee"),
        row("ms", "Kod TAC anda ialah 560127. Jangan kongsi kod ini.", "560127", sender: "Maybank"),
        row("tl", "Gamitin ang code PASKO50 para sa 50% diskwento!", nil, sender: "Shop"),
        row("hi", "Swiggy: कैशबैक कोड SAVE50 से ₹50 बचाएं।", nil, sender: "Swiggy"),
        row("te", "మీ ప్రోమో కోడ్ DIWALI20 తో 20% తగ్గింపు పొందండి.", nil, sender: "Shop"),
        row("ta", "உங்கள் கேஷ்பேக் குறியீடு BONUS75 இன்று மட்டும்.", nil, sender: "Shop"),
        row("am", "የቅናሽ ኮድ ETHIO15 ይጠቀሙ።", nil, sender: "Shop"),
        row("en", "Invite your friends with code HANNA2K. When they sign up, you both get $10.", nil, sender: "Wise"),
        row("en", "Your Wise code is HK72QP. Never share it with anyone.", "HK72QP", sender: "Wise"),
        row("fr", "Soldes : -30% sur tout le site avec le code HIVER30. STOP au 38018", nil, sender: "Shop"),
        row("fr", "Votre code de vérification est 381904.", "381904", sender: "Shop"),
        row("es", "Con el código OTONO30 ahorra un 30 % en abrigos.", nil, sender: "Shop"),
        // A piece of a longer hyphenated identifier is no code of its own.
        row("en", "Give your mates £40 when they switch to Bulb with your code MOSS-HERON-215. You'll get £40 too!", nil, sender: "Bulb"),
        row("en", "Your code is PINE-LYNX-33", nil, sender: "Club"),
        row("en", "Your sign-in code is 8HX-4KQ. It expires in 10 minutes.", "8HX4KQ", sender: "Soft"),
        row("en", "G-518204 is your Google verification code.", "518204", sender: "Google"),
        // A Turkish card ending ("… ile biten kart") and a case ending after an apostrophe
        // ("MIGROS'tan": from MIGROS, not the German TAN).
        row("tr", "Ziraat: 6120 ile biten kartinizla 02/06 saat 08:45'te KIPA'tan 97,30 TL harcama yapildi.", nil, sender: "ZIRAAT"),
        row("tr", "3390 ile biten kartınızla yapılacak 89,90 TL tutarlı işlem için doğrulama kodunuz: 615028", "615028", sender: "Garanti"),
        row("es", "Tu código de acceso es K4R7Q2.", "K4R7Q2", sender: "Shop"),
        row("nb", "Få 25 % avslag med koden HOST25 i nettbutikken.", nil, sender: "Shop"),
        row("nb", "Engangskoden din er 804215.", "804215", sender: "BankID"),
        row("id", "Dapatkan potongan Rp20.000 dengan kode HEMAT20K.", nil, sender: "Shop"),
        row("ur", "کوڈ EID25 پر 25% رعایت حاصل کریں۔", nil, sender: "Daraz"),
        // What the code gets you, right after it, makes it a promo code.
        row("it", "Contoso: con il codice VOLA ottieni 10 Giga in più.", nil),
        row("pl", "Fabrikam: z kodem JESIEN dostaniesz 5 GB.", nil),
        row("es", "Fabrikam: con el código NOCHE recibes 2 GB extra.", nil),
        row("it", "Contoso: il codice 618204 ti serve per accedere. Ottieni di più con l'app.", "618204"),
        // Coupon and promo-code words in Urdu and Belarusian.
        row("ur", "کوپن کوڈ SALE30 سے 30 فیصد بچت کریں۔", nil, sender: "Shop"),
        row("be", "Прома-код VOSEN дае зніжку 20%.", nil, sender: "Shop"),
        row("be", "Ваш код для ўваходу: 550183.", "550183", sender: "Shop"),
        // 券 is a coupon of any kind; 证券 (securities) is a broker's name.
        row("zh-Hans", "【Contoso】满减券 code: CT5521OFF，下单立减5元。", nil),
        row("zh-Hans", "【Contoso证券】您的验证码是 604172，请勿泄露。", "604172"),
        // "Voucher" in Bulgarian, Russian and Ukrainian.
        row("bg", "Подарихме ви ваучер за 15 лв с код GIFT7Q2K, валиден до края на месеца.", nil),
        row("uk", "Ваш ваучер: код 7730-4415, діє до 30.09.", nil),
        // Invitations and referrals (it, cs, tr), free delivery (nb).
        row("it", "Fabrikam: regala 10€ a un amico con il tuo codice invito FB7KQ2!", nil),
        row("cs", "Fabrikam: Pozvěte kamaráda s kódem FAB4K7Q a oba dostanete 200 Kč.", nil),
        row("tr", "Fabrikam: Arkadasini davet et, ikiniz de 50 TL kazanin! Davet kodun: FK7Q2M", nil),
        row("nb", "Fabrikam: Fri levering hele helgen med koden HELGEGRATIS.", nil),
        // An opt-out number before the next sentence's value is still the opt-out's.
        row("tr", "Fabrikam: Bugune ozel 50 TL indirim! Sepette FAB50 kodunu kullan. Ret icin RET yaz 4949'a gonder. C07", nil),
        row("el", "Fabrikam: Με τον κωδικό FABXA5GB κερδίζεις 5GB δώρο!", nil),
        row("el", "Ο κωδικός έκπτωσης είναι FABSUMMER33.", nil),
        // A percentage off (pl); the first four letters of the sender's name opening the code (it).
        row("pl", "Contoso: -30% na kosmetyki z kodem CNT3K7Y w aplikacji, tylko do niedzieli!", nil),
        row("it", "Fabrikam: sul prossimo ordine usa il codice FABR20IT. Valido fino a domenica.", nil),
        row("it", "Fabrikam: il tuo codice di verifica è K7Q2XM. Valido 10 minuti.", "K7Q2XM"),
        row("es", "Fabrikam Bank: ¿Aún no eres cliente? Hazte cliente con el codigo amigo FABI2941 y gana 40€.", nil),
        // Referral codes: ro, da, nb, fi.
        row("ro", "Fabrikam: Codul tau de recomandare este FAB7Q2R. Primesti 10 GB pentru fiecare prieten.", nil),
        row("nb", "Fabrikam: Vervekoden din er FABK4Q7. Del den med venner og få 10 GB.", nil),
        // From blind sets AW-BD (session 9): invitations (nb, uk, he), redeeming (es, pt), and
        // what a promo code gets you a few words after it; a promo word written with a capital
        // inside the code's phrase is a programme's name.
        row("nb", "Fabrikam: Verv en venn med koden FABVENN og få 20 GB ekstra.", nil),
        row("uk", "Запроси друга у Fabrikam TV за кодом FABTV7731 і отримай місяць безкоштовно!", nil),
        row("he", "פבריקם: הזמינו חברים עם הקוד FBK7T4 וקבלו 30 ₪ כל אחד!", nil),
        row("es", "Fabrikam Games: Canjea el código FABJ0412 en la tienda y consigue 100 gemas.", nil),
        row("pt-BR", "Fabrikam Games: Use o código FABBR25X na loja e ganhe um item exclusivo.", nil),
        row("ru", "Код для входа в Fabrikam Бонус: 714057. Никому его не сообщайте.", "714057"),
        row("ru", "Fabrikam: бонус 500 рублей по промокоду 714168 до конца месяца.", nil),
        row("ta", "Fabrikam: உங்கள் பரிந்துரை குறியீடு FAB7KM2 மூலம் உங்கள் நண்பர் சேர்ந்தார்!", nil),
        // A promo word right before the number names it, whatever asks for it after (cs);
        // es "disfruta de un 15 %", ur "save 30 %".
        row("cs", "Fabrikam: Slevovy kod 5831 zadejte v kosiku a ziskate 15 % na parfemy.", nil),
        row("es", "Fabrikam: Disfruta de un 15% en Moda con el código FAB15MAR hasta el 15/03.", nil),
        row("ur", "فابریکام: کوڈ FABR30 استعمال کریں اور 30% بچائیں۔", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
