extension Lexicon {
    /// English, and the Latin acronyms every language borrows (OTP, TAN, PIN, 2FA).
    static let english: [LexiconGroup] = [
        .secret(1, [
            "otp", "otps", "one time password", "one time passcode", "one time code", "one time pin",
            "onetime password", "one time p/w", "verification code", "verification pin", "verification number",
            "security code", "authentication code", "auth code", "login code", "log in code", "sign in code",
            "signin code", "activation code", "authorization code", "authorisation code", "access code",
            "passcode", "2fa", "2 step", "two factor", "2 factor", "tan", "mtan", "smstan", "pushtan", "chiptan",
            "tac", "etac", "secure code", "validation code", "approval code", "otp code", "sms code",
            "verify code", "dynamic code", "dynamic password", "security pin", "one time", "captcha",
        ]),
        .secret(0.85, ["*code", "code*", "pin", "mpin", "tpin", "confirmation code", "verification", "authentication", "token"]),
        .secret(0.7, ["password", "verify", "verif*", "authenticate", "confirmation", "secret", "pin number"]),
        .secret(0.4, ["share", "never share", "do not share", "don t share", "dont share"]),
        .secret(0.45, ["login", "log in", "sign in", "signin", "confirm", "valid", "expires", "expire"]),
        .words(.request, ["enter", "use", "type", "input", "key in", "provide", "submit"]),
        .words(.connector, ["is", "are", "your", "the", "as", "here is", "a", "will be", "our"]),
        .words(.showsBelow, ["below", "shown below", "the following"]),
        .words(.blocker, [
            "barcode*", "unicode*", "vscode*", "decod*", "encod*", "codex*", "geocod*", "fancode*", "qrcode*",
            "postcode*", "zipcode*", "pincode*", "shortcode*", "opcode*", "source code", "codebase", "dress code",
            "area code", "country code", "tank", "tango", "tackle",
            // OTP Bank (Hungary, Croatia, Serbia, Slovakia, Slovenia, Romania, Moldova…) is a
            // sender's name, not a code word: "OTP Bank: Vásárlás 12 450 Ft, SPAR 1052".
            "otp bank*", "otpbank*", "otp banca", "otp banco",
            // Product names, not "call my mobile": "attivare il Mobile Banking è 603529".
            "mobile banking", "mobile app", "mobile money", "mobile wallet", "mobile legends",
            // Turkish case endings after an apostrophe are no words: "MIGROS'tan" (from
            // MIGROS) is not the German TAN.
            "*'tan", "*’tan",
        ]),
        .words(.promo, [
            "promo*", "promotion*", "coupon*", "voucher*", "discount*", "referral*", "refer", "invite*", "gift*", "egift*",
            "reward*", "redeem*", "cashback", "offer*", "sale", "deal", "deals", "bonus", "% off", "off your",
            "win", "winner", "prize", "lucky", "loyalty", "checkout", "at checkout", "t&c", "t&cs", "shop now",
            // referral programmes: "share your code … you'll both get $5"
            "you both get", "both get", "when they sign up", "when they join", "friends join", "friend joins",
            "for every friend",
        ]),
        .words(.label, [
            "order*", "order no", "order id", "account", "acct", "a/c", "ac no", "a/c no", "card", "card no",
            "ending", "ending in", "ends in", "ends with", "reference", "ref", "ref no", "transaction",
            "transaction id", "txn", "txn id", "txnid", "trxn", "trx", "utr", "rrn", "invoice", "bill",
            "receipt", "ticket*", "pnr", "booking*", "reservation", "tracking", "awb", "shipment",
            // "PNR kodunuz K7XQ2M": a PNR code is a booking reference (rule 5), whatever follows.
            "pnr code", "pnr kod*", "pnr-code", "pnr-kod*", "codigo pnr", "code pnr", "codice pnr",
            "parcel", "package", "consignment", "customer id", "customer number", "member id", "membership",
            "policy", "case", "case no", "id:", "no.", "nr", "seat", "gate", "flight", "platform", "room",
            "zip", "zip code", "postal code", "sort code", "iban", "ifsc", "loan", "emi", "serial", "claim",
            "complaint", "request id", "user id", "customer", "tracking number", "waybill", "batch",
            "session id", "folio", "vehicle", "plate", "ip", "meter", "consumer", "connection", "cvv",
            "voucher no", "version", "model", "item", "train", "bus", "pnr no", "confirmation number",
            "booking code", "customer code", "tracking code", "reference code", "order code", "mmid",
            "id", "sample id", "patient id", "*trackingcode", "*bookingcode",
            "appointment", "appointment code", "appointment confirmation code", "booking confirmation code",
            "reservation code", "reservation confirmation code", "confirmation no", "check in code", "purchase code",
            "license code", "licence code", "payment code", "payment reference",
            // the mobile-money agent a withdrawal was made at ("at Agent 30021")
            "agent", "agent no", "agent number", "agent id", "till no", "till number", "paybill", "business no", "store no",
        ]),
        .words(.phone, [
            "call", "dial", "contact", "tel", "phone", "mobile", "helpline", "hotline", "customer care",
            "toll free", "reply", "text", "send", "sms to", "mob", "call us", "ussd", "complaint", "report",
            // "STOP 36173", "STOP au 36173": the opt-out short code of a marketing message
            "stop",
        ]),
        // Cash without the card, in many languages: the code that withdraws it is a one-time code,
        // and the card the phrase names is no label ("Kod do wypłaty bez karty: 3092").
        .words(.connector, [
            "without card", "cardless", "without a card", "bez karty", "bez karty:", "sans carte", "fara card", "fara card:",
            "χωρις καρτα", "без карта", "без картки", "без карты", "بدون بطاقة", "ללא כרטיס", "ไม่ใช้บัตร", "bila kadi",
            "sin tarjeta", "sem cartao", "ohne karte", "senza carta", "zonder kaart", "bez karty", "kartsiz", "tanpa kartu",
            "tanpa kad", "bez kartice", "kortlost", "kortlos",
        ]),
        .secret(1, [
            "withdrawal code", "cash code", "код для зняття", "код для снятия", "code de retrait", "kod do wyplaty",
            "cod retragere", "cod de retragere", "κωδικος αναληψης", "код за теглене", "رمز السحب", "קוד למשיכת",
            "รหัสถอนเงิน", "namba ya kutoa pesa", "kod pre vyber", "kod pro vyber", "codigo de retiro",
            "codigo de levantamento", "auszahlungscode", "codice di prelievo", "opnamecode", "cekim kodu", "kode tarik tunai",
        ]),
        // Receipts: the approval number of a payment already made is no code to enter.
        .words(.label, ["approval no", "approval number", "授權碼", "承認番号", "승인번호"]),
        // Number plates: es, pt, de, it, fr, nl, cs/sk, pl, sv/da/nb, ro, tr, id/ms, en
        .words(.label, [
            "matricula", "placa", "patente", "kennzeichen", "targa", "immatriculation", "plaque", "kenteken", "spz",
            "ecv", "rejestracja", "numer rejestracyjny", "registreringsnummer", "regnr", "numar de inmatriculare",
            "plaka", "plat nomor", "nombor pendaftaran", "number plate", "license plate", "licence plate", "reg no",
        ]),
        // Travel and booking codes not yet listed: ro, hu, kk; tickets and documents: cs, sk
        .words(.label, [
            "cod rezervare", "codul rezervarii", "rezervare", "foglalasi kod", "foglalasi szam", "брондау коды",
            "брондау кодыңыз", "брондау", "kod dokladu", "kod jizdenky", "jizdenka", "listok",
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
            "nr autoryzacji", "numer autoryzacji", "cod autorizare", "cod de autorizare",
            "kode otorisasi", "kod kebenaran", "auktorisationskod", "autorisasjonskode", "autorisationskode",
            "valtuutuskoodi", "รหัสอนุมัติ",
            "ticket no", "ticket number", "case number", "request number", "dossier n", "numero de dossier", "pozadavek c",
            "ugyszam", "tiket", "sagsnr", "saksnummer", "arendenummer", "tikettinro", "so phieu", "ma phieu",
            "شماره تیکت", "ٹکٹ نمبر", "টিকেট নং", "หมายเลขคำร้อง",
        ]),
        // "the code … was used / entered wrongly / is not correct": pt, es, de, hu, it
        .words(.invalidation, [
            "foi usado", "foi utilizado", "fue usado", "fue utilizado", "wurde verwendet", "wurde genutzt", "hibasan",
            "non e corretto", "non e valido",
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
        .words(.currency, [
            "btc", "eth", "usdt", "usdc", "sol", "bnb",
            "usd", "eur", "gbp", "inr", "rs", "rs.", "rupees", "rupee", "dollar*", "cents", "euro*", "pounds",
            "aud", "cad", "sgd", "hkd", "nzd", "zar", "ngn", "naira", "kes", "ksh", "kshs", "ugx", "tzs",
            "tsh", "ghs", "ghc", "cedis", "xof", "xaf", "fcfa", "cfa", "mxn", "brl", "r$", "ars", "clp",
            "cop", "pen", "php", "peso*", "idr", "rp", "myr", "rm", "thb", "baht", "vnd", "jpy", "yen",
            "cny", "rmb", "yuan", "krw", "aed", "sar", "qar", "egp", "jod", "kwd", "bhd", "omr", "irr",
            "rial*", "toman*", "pkr", "bdt", "tk", "taka", "lkr", "npr", "try", "tl", "pln", "zl", "czk", "kc",
            "huf", "ft", "ron", "lei", "bgn", "lv", "uah", "rub", "kzt", "sek", "nok", "dkk", "kr", "chf",
            "mad", "dh", "dhs", "etb", "birr", "zmw", "rwf", "inr.",
        ]),
        .words(.label, [
            "balance", "bal", "avl", "amount", "amt", "total", "paid", "spent", "debited", "credited",
            "withdrawn", "received", "sent", "deposited", "limit", "fee", "charge*", "price", "cost", "due",
            "payment of", "purchase of", "worth", "recharge*", "bal.", "avl bal", "purchase",
        ]),
        .words(.unit, [
            "min", "mins", "minute*", "sec", "secs", "second*", "hour*", "hr", "hrs", "h", "day*", "week*",
            "month*", "year*", "mb", "gb", "kb", "tb", "km", "kg", "times", "attempt*", "tries", "points",
            "pts", "am", "pm", "units", "kwh", "litres", "liters", "people", "items", "steps",
        ]),
        .words(.invalidation, [
            "expired", "has expired", "incorrect", "wrong", "invalid", "you entered", "was used",
            "has been used", "just used", "already used", "been used", "was entered", "deactivated",
            "disabled", "mismatch", "entered incorrectly",
            // "The previous code (702291) is no longer valid."
            "no longer valid", "previous code", "old code",
        ]),
    ]
}
