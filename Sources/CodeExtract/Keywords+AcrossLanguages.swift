extension Lexicon {
    /// Groups that span many languages at once, each about one kind of message (cash without
    /// the card, receipts, number plates, SIM cards, tickets and cases, prescriptions), and
    /// words found missing in held-out sets that belong with them. Listed right after English,
    /// before the per-region files: a word listed in two roles keeps the first.
    static let acrossLanguages: [LexiconGroup] = [
        // Cash without the card, in many languages: the code that withdraws it is a one-time code,
        // and the card the phrase names is no label ("Kod do wypłaty bez karty: 3092").
        .words(.connector, [
            "without card", "cardless", "without a card", "bez karty", "bez karty:", "sans carte", "fara card", "fara card:",
            "χωρις καρτα", "без карта", "без картки", "без карты", "بدون بطاقة", "ללא כרטיס", "ไม่ใช้บัตร", "bila kadi",
            "sin tarjeta", "sem cartao", "ohne karte", "senza carta", "zonder kaart", "bez karty", "kartsiz", "tanpa kartu",
            "tanpa kad", "bez kartice", "kortlost", "kortlos", "uten kort", "utan kort", "uden kort", "ilman korttia",
            "kartsiz para", "kartsiz islem",
        ]),
        // What a code is for, next to it when no code word is: "Glovo: 4913 para iniciar sesión",
        // "Wolt: 8521 להתחברות", "… 2934 – írd be az appban a bejelentkezéshez": to log in, as
        // weak as English "login" (a word near many numbers that are no code).
        .secret(0.45, [
            "iniciar sesion", "inicio de sesion", "iniciar sessao", "vous connecter", "te connecter", "se connecter",
            "per accedere", "accedere", "anmelden", "einloggen", "inloggen", "in te loggen", "logowania", "zalogowac",
            "prihlaseni", "prihlasenie", "prihlasit", "bejelentkezes*", "belepes*", "conectare",
            "giris icin", "giris yap*", "συνδεση", "συνδεθειτε", "להתחברות", "להתחבר", "להזדהות", "لتسجيل الدخول",
            "تسجيل الدخول", "برای ورود", "لاگ ان", "لاگ اِن", "লগইন", "லாகின்", "உள்நுழைய", "உள்நுழைவு",
            "เข้าสู่ระบบ", "dang nhap", "log masuk", "mag-login", "kuingia", "logga in", "logge ind", "log ind",
            "logge inn", "logg inn", "kirjaudu", "kirjautuaksesi", "kirjautumiseen", "kirjautuminen", "ログイン", "로그인", "登录", "登入", "ўваходу", "уваходу", "кіру",
        ]),
        // … or to confirm something: "iFood: 7351 para confirmar seu número", "efood: 4736 για
        // επιβεβαίωση του κινητού σου", "Shopee: 3649 สำหรับยืนยันเบอร์โทรศัพท์".
        .secret(0.45, [
            "para confirmar", "confirmar", "validar", "confirmer", "confermare", "bestatigen", "bevestigen", "onaylamak", "onayla",
            "επιβεβαιωση", "επιβεβαιωστε", "ยืนยัน", "নিশ্চিত", "xac nhan", "konfirmasi", "sahkan", "kumpirmahin",
            "تأكيد", "لتأكيد", "تایید", "برای تایید",
        ]),
        // A lock or key right before a number stands for the word "code": "Rohlik.cz 🔐 692 073";
        // a hand pointing at it, more weakly: "Yandex Go 👉 2847".
        .secret(0.6, ["🔐", "🔑", "🔒"]),
        .secret(0.45, ["👉"]),
        // Card payments' 3-D Secure step names its code: "code 3D Secure 582019 pour votre achat"
        .secret(1, ["3d secure", "3-d secure", "3ds"]),
        .secret(1, [
            "withdrawal code", "cash code", "код для зняття", "код для снятия", "code de retrait", "kod do wyplaty",
            "cod retragere", "cod de retragere", "κωδικος αναληψης", "код за теглене", "رمز السحب", "קוד למשיכת",
            "รหัสถอนเงิน", "namba ya kutoa pesa", "kod pre vyber", "kod pro vyber", "codigo de retiro",
            "codigo de levantamento", "auszahlungscode", "codice di prelievo", "opnamecode", "cekim kodu", "kode tarik tunai",
        ]),
        // A payment's authorisation code: a one-time code before the payment ("Código de
        // autorização 84019365 para compra de 129,00 EUR"), the receipt's number after it
        // ("Compra aprovada … Código de autorização 850641"). The words below it tell which.
        .authorization([
            "auth code", "authorization code", "authorisation code", "approval code", "код авторизации",
            "код авторизації", "авторизация коды", "код за авторизация", "codigo de autorizacao",
            "codigo de autorizacion", "cod autorizacion", "cod. autorizacion", "cod. autorizacao", "cod autorizacao",
            "kod kelulusan", "kode persetujuan", "cod autorizare", "cod de autorizare", "codice di autorizzazione", "code d autorisation",
            "autorisierungscode", "cod. autorizzazione", "codice autorizzazione", "код аўтарызацыі",
            "код на авторизация", "授权码",
        ]),
        // A confirmation code: an OTP, or a booking's reference where it is confirmed.
        .confirmation(0.85, ["confirmation code"]),
        .confirmation(1, ["code de confirmation", "codigo de confirmacion", "codigo de confirmacao", "codice di conferma"]),
        // A payment gone through: en, es, pt, ru, bg, uk, kk, hi, tl, fr, it, de; a booking
        // confirmed: en, fr, es, pt, it, nl
        .words(.settled, [
            "approved", "successful", "successfully", "available balance", "avl bal", "avail bal", "aprobada",
            "aprobado", "aprovada", "aprovado", "одобрено", "одобрена", "одобрен", "успешно", "успішно", "доступно",
            "қолжетімді", "сәтті", "даступна", "सफल", "diluluskan", "disetujui", "berhasil",
            "confirmed", "ยืนยันแล้ว", "নিশ্চিত হয়েছে", "নিশ্চিত করা হয়েছে", "da xac nhan", "da duoc xac nhan",
            "تم تأكيد", "تایید شد", "confirmee", "confirmada", "confirmado", "confermata", "confermato", "bevestigd", "ginamit", "acceptee", "approuvee", "approvato", "approvata", "genehmigt",
        ]),
        // Invitations and referrals: "codice invito", "Pozvěte kamaráda s kódem", "Davet kodun".
        .words(.promo, [
            "codice invito", "invita un amico", "invita un prieten", "invita-ti prietenii", "invita i tuoi amici", "pozvete", "pozvi", "pozvanka", "pozvanku",
            "davet kodu", "davet kodun", "davet et", "codigo de convite", "convide", "einladungscode", "freunde einladen",
            "uitnodigingscode", "kod polecajacy", "kod zaproszenia", "zapros", "inbjudningskod", "invitationskode",
            "invitasjonskode", "kutsukoodi", "код приглашения", "пригласите", "пригласи", "реферальный", "запросіть",
            "реферальний", "запрасіце", "cod de invitatie", "meghivo kod", "ajanlo kod", "κωδικος προσκλησης",
            "код за покана", "kode referral", "kode undangan", "ajak teman", "ma gioi thieu", "รหัสแนะนำ", "ชวนเพื่อน",
            "초대 코드", "رمز الدعوة", "كود الدعوة", "کد معرف", "کد دعوت", "रेफरल",
            "mwalike rafiki", "imbitahin", "பரிந்துரை குறியீடு", "பரிந்துரை",
            // "recruit a friend" (nb), "invite a friend" (uk, he); "redeem" (es, ur) and the pt "redemption site"
            "verv en venn", "verv venner", "запроси друга", "запросіть друга", "הזמינו חברים", "הזמינו חבר", "הזמן חברים",
            "canjea", "canjear", "canjealo", "canjeala", "site de resgate", "ریڈیم",
            // "referral code": ro, da, nb, fi
            "cod de recomandare", "codul de recomandare", "codul tau de recomandare", "henvisningskode*", "vervekode*", "suosittelukoodi*",
            // a percentage off: "-30% na kosmetyki", "20 % Rabatt", "-15% de descuento"
            "% na", "% taniej", "% rabatu", "% znizki", "% sleva", "% slevy", "% zlavy", "% korting", "% de descuento",
            "% de desconto", "% de reduction", "% rabatt", "% indirim", "% скидка", "% скидки", "% знижка", "% sconto", "% su tutto", "spesa minima",
            "% di sconto", "% discount", "% alennus", "% reducere", "% kedvezmeny",
        ]),
        // What a promo code gets you, right after it: "… PBX9T4 וקבלו 30 ₪", "… ICEVENN og få 20 GB"
        .words(.reward, ["וקבלו", "og fa", "og far", "и получите", "і отримаєте", "та отримайте"]),
        // Receipts: the approval number of a payment already made is no code to enter.
        .words(.label, ["approval no", "approval number", "授權碼", "承認番号", "승인번호"]),
        // Number plates: es, pt, de, it, fr, nl, cs/sk, pl, sv/da/nb, ro, tr, id/ms, en
        .words(.label, [
            "matricula", "placa", "plakang", "patente", "kennzeichen", "targa", "immatriculation", "plaque", "kenteken", "spz",
            "ecv", "rejestracja", "numer rejestracyjny", "registreringsnummer", "regnr", "numar de inmatriculare",
            "plaka", "plat nomor", "nombor pendaftaran", "number plate", "license plate", "licence plate", "reg no",
        ]),
        // Travel and booking codes not yet listed: ro, hu, kk; tickets and documents: cs, sk;
        // kk "personal code" (an examinee's or a citizen's identifier)
        .words(.label, [
            "cod candidat", "candidat cod", "код на резервацията", "код за резервация", "cod rezervare", "codul rezervarii", "codul de confirmare al rezervarii", "cod de confirmare al rezervarii", "rezervare", "foglalasi kod", "foglalasi szam", "брондау коды",
            "брондау кодыңыз", "брондау", "жеке коды", "жеке кодыңыз",
            // ta "booking code", "postal code"; ms "postcode"; es "article code"
            "முன்பதிவு குறியீடு", "அஞ்சல் குறியீடு", "poskod", "codigo de articulo", "codigo del articulo", "kod dokladu", "kod jizdenky", "jizdenka", "listok",
        ]),
        // A SIM card is no payment card: "kód na výmenu SIM karty", "skift af SIM-kort".
        .words(.connector, [
            "sim card", "sim karty", "sim karta", "sim kartu", "sim kort", "sim kortet", "sim kortti", "sim karte", "سیمکارت", "سیم کارت",
            "sim карта", "sim карты", "sim картки", "sim kart", "sim kartı", "sim karti", "carte sim", "tarjeta sim",
            "cartao sim", "scheda sim", "sim kaart", "karty sim", "kartu sim", "kad sim",
        ]),
        // Receipts: the authorisation number of a card payment already approved, in the
        // languages where the phrase names no one-time code ("Nr autoryzacji 175812",
        // "Auktorisationskod 334030"); and ticket and case numbers of requests.
        .words(.label, [
            "nr autoryzacji", "numer autoryzacji",
            "kode otorisasi", "kod kebenaran", "auktorisationskod", "autorisasjonskode", "autorisationskode",
            "valtuutuskoodi", "รหัสอนุมัติ",
            "ticket no", "ticket number", "case number", "request number", "dossier n", "numero de dossier", "pozadavek c",
            "ugyszam", "tiket", "sagsnr", "saksnummer", "arendenummer", "arendenr", "tikettinro", "so phieu", "ma phieu",
            "شماره تیکت", "ٹکٹ نمبر", "টিকেট নং", "หมายเลขคำร้อง",
        ]),
        // "the code … was used / entered wrongly / is not correct": pt, es, de, hu, it
        .words(.invalidation, [
            "foi usado", "foi utilizado", "fue usado", "fue utilizado", "wurde verwendet", "wurde genutzt", "hibasan",
            "non e corretto", "non e valido",
            // "with the code … a login was confirmed / performed": de, bg, ru, uk
            "bestatigt", "е извършен", "беше извършен", "выполнен вход", "был выполнен", "виконано вхід",
            // "already used", "has been used", "out of date", "has ended": nb, da, sv, fr, tl, pl, be, ur
            "allerede brukt", "er brukt", "allerede brugt", "er brugt", "redan anvand", "har anvants",
            "deja ete utilise", "a deja ete utilise", "deja utilise", "nagamit na", "ginamit na",
            "zostal uzyty", "zostal wykorzystany", "juz uzyty", "састарэў", "ختم ہو چکا", "استعمال ہو چکا",
        ]),
        // "your number for signing in": pt, es, be, ru, el, fa, ur, kk, ja, he
        .secret(0.85, [
            "numero para entrar", "numero para acceder", "numero de acesso", "нумар для ўваходу", "номер для входа",
            "αριθμος σου για εισοδο", "αριθμος για εισοδο", "شماره ورود", "لاگ ان کے لیے آپ کا نمبر", "кіру үшін нөміріңіз",
            "入力用の番号", "המספר שלך לכניסה",
        ]),
        // cs "code to restore the password"; sw "login number"
        .secret(1, ["kod pro obnoveni hesla", "kod na obnovenie hesla", "nambari ya kuingia", "nambari yako ya kuingia"]),
        // "code to reset / restore (the password)", "code to sign": cs, sk, be, ru, uk, nb, da, sv
        .secret(1, [
            "kod pro obnovu hesla", "kod na podpis", "kod pre podpis", "код для аднаўлення", "код для восстановления",
            "код для сброса пароля", "код для відновлення", "kode for tilbakestilling", "kode til nulstilling",
            "kod for aterstallning",
        ]),
        // Validity in short messages: tr "min." (dk), ta "minute(s)"; sk "valid"; he "valid (for)"
        .words(.unit, ["dk", "நிமிடம்", "நிமிடங்கள்"]),
        .secret(0.6, ["plati", "תקף ל", "תקף"]),
        // Insurance policies; vi "contact" (abbreviated)
        .words(.label, ["policy", "policy no", "policy number"]),
        .words(.phone, ["lh"]),
        // pt: a prescription's codes for the pharmacy ("Código de Acesso e Dispensa 602913")
        .words(.label, ["codigo de acesso e dispensa", "codigo de dispensa", "codigo de direito de opcao", "receita n"]),
        // vi "patient (code)", a hospital's number for the patient
        .words(.label, ["benh nhan", "ma benh nhan", "bn ma", "ma bn"]),
    ]
}
