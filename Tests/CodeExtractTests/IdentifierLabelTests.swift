import Testing

/// Trip, booking, order and tracking identifiers (rule 5), including ones written with a
/// capital-letter prefix like a brand code ("DBD-39281746"): a prefix alone does not make
/// a number a code, but it still backs a code word or a message that is only the code.
@Suite struct IdentifierLabelTests {
    static let cases: [MessageCase] = [
        row("en", "Your parcel is on its way. Reference: PKG-58201734", nil, sender: "Shop"),
        row("en", "G-582017 Google", "582017", sender: "Google"),
        row("en", "G-582017 is your Google verification code.", "582017", sender: "Google"),
        row("fa", "سفر شما ثبت شد. کد سفر: R-62019384", nil, sender: "Snapp"),
        row("fa", "کد رزرو هتل شما: ۷۳۰۱۸۴۲۹", nil, sender: "Hotel"),
        row("fa", "کد ورود شما به اسنپ: ۷۳۰۱۸", "73018", sender: "Snapp"),
        row("ur", "آپ کا آرڈر 62019384 روانہ کر دیا گیا ہے۔", nil, sender: "Daraz"),
        row("bn", "আপনার বুকিং নম্বর BK-62019384 নিশ্চিত হয়েছে।", nil, sender: "Shohoz"),
        row("hi", "आपका ट्रैकिंग नंबर 62019384 है।", nil, sender: "Shop"),
        row("ta", "உங்கள் ஆர்டர் 62019384 அனுப்பப்பட்டது.", nil, sender: "Shop"),
        row("te", "మీ ఆర్డర్ 62019384 పంపబడింది.", nil, sender: "Shop"),
        row("el", "ΔΕΗ: Ο λογαριασμός σας είναι 61,20€. Κωδικός πληρωμής RF77 0192 8374 6510.", nil, sender: "DEH"),
        row("el", "Ο κωδικός μιας χρήσης για την πληρωμή σας είναι 604712.", "604712", sender: "Alpha"),
        row("en", "Pay at any 7-Eleven with payment code 730194 before 5 PM.", nil, sender: "Shop"),
        row("it", "Paga la bolletta con il codice avviso 301000018273645 entro il 15/04.", nil, sender: "Enel"),
        row("es", "Para pagar en Oxxo usa el código de pago 84720193.", nil, sender: "Shop"),
        row("fr", "Bienvenue chez EDF ! Votre code client : 60419275.", nil, sender: "EDF"),
        row("es", "Gracias por registrarte. Tu código de cliente es 60419275.", nil, sender: "Endesa"),
        row("es", "Tu código de verificación es 604192.", "604192", sender: "Endesa"),
        row("th", "รหัสลูกค้าของคุณคือ 60419275 กรุณาเก็บไว้", nil, sender: "AIS"),
        row("id", "Kode pelanggan PLN Anda: 604192751", nil, sender: "PLN"),
        row("id", "Kode OTP untuk masuk ke aplikasi PLN: 604192", "604192", sender: "PLN"),
        // "ID" and "Mobile" right after a name that follows the code word end the service's
        // name (Sber ID, BCA Mobile); with words after the number, "ID" still labels it.
        row("ru", "Код для входа в Сбер ID: 482913, никому не сообщайте", "482913", sender: "900"),
        row("id", "Kode verifikasi Garena ID kamu: 771935", "771935", sender: "Garena"),
        row("id", "Kode OTP BCA Mobile Anda adalah 305817. Jangan berikan kode ini kepada siapa pun.", "305817", sender: "BCA"),
        row("en", "Your OTP for Merchant ID 778812 has been sent to your email.", nil, sender: "Pay"),
        row("ms", "Kod OTP untuk Merchant ID 778812 ialah 123456.", "123456", sender: "Bank"),
        row("en", "Your OTP request for SBI Card 4321 failed.", nil, sender: "SBI"),
        // Booking codes, trains and seats (rule 6), in ms, id, de and it.
        row("ms", "Fabrikam Air: Kod tempahan anda: P7Q2XK. Kerusi 12F.", nil),
        row("ms", "Fabrikam Air: Kod pengesahan anda ialah 603318.", "603318"),
        row("id", "Kode pemesanan hotel Anda: 7QK2XP.", nil),
        row("de", "Contoso Reisen: Buchungscode Q7X2KP für Ihre Reise am 21.06.", nil),
        row("it", "Frecciargento 8411 Bari-Roma, carrozza 6, posto 2A.", nil),
        // A word glued to a domain is part of the site's name, not a phone or booking word.
        row("de", "Dein Code für mobile.contoso: 552 018", "552018"),
        row("en", "Your code for booking.contoso is 661930.", "661930"),
        // A label right before the number outweighs a code word in the next clause.
        row("en", "Card ending 4417, enter the passcode we sent you to pay.", nil),
        row("en", "Card ending 4417, passcode 302918.", "302918"),
        // The mobile-money agent a withdrawal was made at is no code; a PIN word later does not make it one.
        row("en-KE", "Contoso: Ksh 2,500 withdrawn at Agent 41207 on 02-05. Bal Ksh 9,130. Never share your PIN.", nil),
        row("sw", "Contoso: Umetoa Ksh 1,000 kwa wakala 552901. Salio Ksh 3,200.", nil),
        row("en-GH", "Contoso: Your one-time PIN is 771309. Cash out at Agent 55210 only.", "771309"),
        // A copula hands over the value of a phrase an unambiguous code word opens; a label
        // right before the number, or one opening a new clause, still names it.
        row("en", "Contoso: OTP for your card payment is 305918. Do not share.", "305918"),
        row("en", "Contoso: Use the OTP we sent for the payment, reference is 88231045.", nil),
        row("en", "Contoso: Your OTP for order 55201 is 771093.", "771093"),
        row("es", "Contoso: Tu código de reserva es 4471.", nil),
        // A label that gives its own value, masked or not, does not claim the code before it.
        row("en-IN", "OTP for login to Fabrikam NetBanking is 40917356 for user ID ending ***esh. Valid for 5 minutes.", "40917356"),
        row("en-IN", "Contoso: Rs 2,000 debited from A/c ending ***7781 on 03-Apr. Not you? Call 1800 22 1111.", nil),
        // "reg.nr. 7730": an abbreviation's full stop does not cut the label off its number.
        row("da", "Fabrikam Bank: Kode til ny modtager (reg.nr. 6611 konto ****2093): 4817 30", "481730"),
        row("nb", "Contoso: Overføring til reg. nr. 1503 konto 88210043 er utført.", nil),
        // A year after a day and a month name is a date.
        row("en", "Fabrikam: Your password was changed on 3 Sep 2024 at 10:12. If this wasn't you, reset it.", nil),
        row("en", "Contoso: Your security code from March 14, 2025 has been used. Your new security code is 5521.", "5521"),
        // A dynamic PIN or security key is a one-time code (rule 1).
        row("es-MX", "Fabrikam: NIP dinámico 66120934 para tu compra de $899.00 con tarjeta *4410.", "66120934"),
        row("pt-BR", "CONTOSO: Chave de segurança 71 40 58 para liberar seu dispositivo.", "714058"),
        // Letters and digits opening the message before a colon are the sender's name.
        row("ms", "Fabrikam2u: TAC anda untuk pindahan RM 250.00 ke akaun 5512****0093 ialah 604281. Sah 3 minit.", "604281"),
        row("en", "Contoso4U: Your balance is RM 1,204.55 as of 12/05.", nil),
        // A call word, and a brand that contains one ("دیجی‌کالا", goods), in Hungarian and Persian.
        row("hu", "Fabrikam: A fiókod jelszava módosult. Ha nem te voltál, hívd az 1717-et.", nil),
        row("fa", "کد تایید شما در دیجی‌کالا: ۴۸۲۹۱۳", "482913"),
        // Three letters and a small number, with money off or "buy with", is a promo code.
        row("el", "Contoso: -15€ στην πρώτη σου αγορά με τον κωδικό CNT15. Ισχύει έως 30/06.", nil),
        row("bn", "Fabrikam: মাত্র ৪৯ টাকায় ৫জিবি! কোড FB49 দিয়ে অ্যাপে কিনুন।", nil),
        row("es", "Contoso: Introduce el código KD42 para confirmar tu operación.", "KD42"),
        // An unambiguous code word's phrase keeps its value past a label inside it.
        row("fr", "Fabrikam : votre code de connexion à votre compte est 518240. Il expire dans 5 minutes.", "518240"),
        row("fr", "Fabrikam : votre compte 51824093 a été débité de 12,00 €.", nil),
        // "Mobile Banking" is a product, not "call my mobile".
        row("it", "Contoso: il codice di sicurezza per attivare il Mobile Banking è 771902. Scade tra 5 minuti.", "771902"),
        row("en", "Contoso: Questions about Mobile Banking? Call our mobile 0712 345 678.", nil),
        // Masked digits one blank after the mask; an initial's full stop ends no sentence.
        row("de", "Contoso: Überweisung an A. Weber (IBAN DE12 **** 5566) über 80,00 EUR ausgeführt.", nil),
        row("de", "Contoso: TAN für IBAN DE12 **** 5566: siehe App.", nil),
        // A copula before a quoted code still hands it over; a PNR code is a booking reference.
        row("de", "Dein Bestätigungscode für Fabrikam Marktplatz lautet \"Q4M8ZT\". Gib ihn nicht weiter.", "Q4M8ZT"),
        row("tr", "Contoso Air: PNR kodunuz T8QW2L. Sabiha Gökçen - Ankara, 14.05 07:20.", nil),
        row("en", "Contoso Air: Your PNR code is M3KQ9Z. Check in opens 24 h before departure.", nil),
        // A label touching the number outweighs a middling word after it: "within" and
        // "valid" name the minutes, not the reference (Thai Ref, Indonesian, Spanish).
        row("th", "OTP สำหรับเข้าสู่ระบบ คือ 59-10 Ref.7731 ภายใน 5 นาที", nil, sender: "SCB"),
        row("th", "รหัส OTP คือ 592017 Ref.7731 ภายใน 5 นาที", "592017", sender: "SCB"),
        row("id", "Pesanan 64718203 berlaku 5 menit untuk pembayaran.", nil, sender: "Shop"),
        row("es", "Tu cuenta 928 752 verificar de nuevo más tarde.", nil, sender: "Banco"),
        // A mask and a hyphen ("xx-7710"), and "ending in" in Swedish and Danish, name a
        // card's last digits; a brand's name with a digit before a copula is the subject
        // ("ING24 este"); a code spelled with the sender's name is a promo code.
        row("th", "KBank: เปลี่ยนรหัส PIN บัตร xx-7710 สำเร็จ 05/03/26", nil),
        row("en", "Your PIN for card XXXX-XXXX-7710 was changed on 05/03.", nil),
        row("sv", "Nordea: PIN-koden för kortet som slutar på 6620 har ändrats.", nil),
        row("da", "Danske Bank: PIN-koden til kortet der ender på 6620 er ændret.", nil),
        row("ro", "ING: Codul de autentificare ING24 este 771302.", "771302"),
        row("pl", "Zabka: Twój kod ZABKA3X7 czeka w aplikacji do niedzieli.", nil),
        // A colon closes the code word's phrase across a label for five digits or more.
        row("he", "הקוד לכניסה לחשבון שלך: 402781", "402781"),
        // A flight (he), an examinee's personal code (kk), a booking's confirmation number (ja),
        // the code of a service a bill is paid for (be).
        row("he", "פבריקם: קוד ההזמנה שלך 7KQW2R. טיסה LY 4417 לרומא, 11/05 בשעה 06:40.", nil),
        row("kk", "Фабрикам: Тестілеушінің жеке коды: 7730215. Нәтижені сайттан қараңыз.", nil),
        row("ja", "【ファブリカム航空】予約番号：6631　確認番号：K7QW2R　1月12日 FB0065 羽田07:35発", nil),
        row("ja", "【ファブリカム銀行】認証アプリの登録に必要な確認番号は 55219 です。", "55219"),
        row("be", "Фабрыкам: рахунак 24,60 BYN. Аплаціце праз ЕРІП, код паслугі 7730326.", nil),
        row("hi", "फैब्रिकम बोर्ड: आपका रोल नंबर 60491005 है। परीक्षा केंद्र कोड 6049।", nil),
        // A booking said to be confirmed: its confirmation code is its reference (fr); the
        // same phrase without it names a one-time code. Digits in the sender's tag are its name.
        row("fr", "Fabrikam Stays : votre réservation à Lyon est confirmée ! Code de confirmation : FB6Q7X2KTP. Arrivée le 18 avril.", nil),
        row("fr", "Fabrikam : votre code de confirmation est 606335. Il expire dans 5 minutes.", "606335"),
        row("zh-Hans", "【法布里坎12306】验证码：6064，您正在修改手机号码，如非本人操作请立即修改密码。", "6064"),
        row("zh-Hans", "【606457】是您的法布里坎验证码，5分钟内有效。", "606457"),
        // A plain code word hands over a phrase naming a card from words away (pt); right
        // after it the label names the kind of code (es, a booking's). Thai booking code,
        // Kazakh instrumental "with the code".
        row("pt", "Fabrikam: o código para associar o seu cartão é 610937. Não o partilhe com ninguém.", "610937"),
        row("es", "Fabrikam Air: Tu código de reserva es FB5KQZ. Vuelo FB9345, 15 mar 06:40.", nil),
        row("th", "รหัสการจอง: FK5KRW เที่ยวบิน FB 104 วันที่ 09/02", nil),
        row("kk", "Аударымды 61048 кодымен растаңыз. Сомасы: 45 000 ₸.", "61048"),
        // SIM swaps and resets in long messages: a request or order number with a brand-like
        // prefix and eight digits is no brand-prefixed code; the code is bracketed, or
        // digits first after a colon, or bracketed before its code word.
        row("fr", "Fabrikam : Une demande de remplacement de votre carte SIM a été effectuée (commande n° FBM-61188140). Pour activer la nouvelle carte, saisissez ce code dans votre Espace Client : 6119XK (valable 1 heure).", "6119XK"),
        row("tr", "FABRIKAM: Yeni SIM kart talebi alınmıştır, başvuru no: FB-61270021. Talebi onaylamak için uygulamaya [6D2M7X] kodunu 20 dakika içinde giriniz.", "6D2M7X"),
        row("en", "Fabrikam: Someone asked to reset your password from an Android device. If this was you, enter [K6P9QZ] in the app within 5 minutes.", "K6P9QZ"),
        row("sw", "Fabrikam: Tumepokea ombi la kubadilisha laini (ombi nambari SF-61382719). Ili kuthibitisha, ingiza msimbo [6TY3PW] ndani ya dakika 30.", "6TY3PW"),
        row("en", "614473 is your 24seven8 login code.", "614473"),
        row("en", "Fabrikam: Use [SAVE20X] at checkout for 20% off your next order.", nil),
        // Hotlines after "inquire at", "call us at", "by the number" (zh, da, be).
        row("zh-Hans", "【法布里坎银行】您的账单已出，详询95588。请勿轻信陌生来电，谨防诈骗。", nil),
        row("da", "Fabrikam Bank: Din kontoudskrift ligger nu i Netbank. Har du spørgsmål, kan du ringe på 61 61 61 61. Vi beder dig aldrig om koder via sms.", nil),
        row("be", "Фабрыкам: Выпіска даступна ў інтэрнэт-банкінгу. Калі вы заўважылі аперацыю, якой не рабілі, звярніцеся да нас па нумары 6171. Банк ніколі не запытвае коды.", nil),
        // Number plates in ride notices (cs after its label, uk between its letters; not four
        // digits between two words of a message in capitals); a short number as the sender's
        // leading name.
        row("cs", "Fabrikam Taxi: Řidič Tomáš dorazí za 5 min. Škoda Octavia, SPZ 6AB 6120.", nil),
        row("uk", "Fabrikam: Ваш водій Олег прибуде через 3 хв. Skoda Octavia, AA 6170 KP. Оплата: готівка.", nil),
        row("en", "YOUR FABRIKAM OTP IS 6171 ON YOUR NEW DEVICE. DO NOT SHARE.", "6171"),
        row("sv", "6177: Din inloggningskod är\n\n617 730\n\nSkriv aldrig in koden på uppmaning av någon.", "617730"),
        // Postcodes (ms), a Tamil booking code, India's EVC (a one-time code), a Pakistani
        // electoral block code.
        row("ms", "Pos Fabrikam: Bungkusan ER618958072MY akan dihantar hari ini ke poskod 61845.", nil),
        row("hi", "फैब्रिकम ई-फाइलिंग: ई-सत्यापन के लिए आपका EVC 6QX4M2PL9B है। यह 72 घंटे तक मान्य है।", "6QX4M2PL9B"),
        row("ur", "آپ کا ووٹ ضلع لاہور میں درج ہے۔ بلاک کوڈ 618637، سلسلہ نمبر 341۔", nil),
        // th: a reference before the OTP word, whose sentence hands its own value over by คือ.
        row("th", "<Ref:5310> OTP เข้าสู่ระบบ FABRIKAM ของคุณคือ 614083 กรุณาใช้ภายใน 3 นาที", "614083"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
