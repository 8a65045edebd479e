extension Lexicon {
    /// English, and the Latin acronyms every language borrows (OTP, TAN, PIN, 2FA).
    static let english: [LexiconGroup] = [
        .secret(1, [
            "otp", "otps", "one time password", "one time passcode", "one time code", "one time pin",
            "onetime password", "one time p/w", "verification code", "verification pin", "verification number",
            "security code", "authentication code", "login code", "log in code", "sign in code",
            "signin code", "activation code", "access code",
            "passcode", "2fa", "2 step", "two factor", "2 factor", "tan", "mtan", "smstan", "pushtan", "chiptan",
            "tac", "etac", "secure code", "validation code", "otp code", "sms code",
            "verify code", "dynamic code", "dynamic password", "security pin", "one time", "captcha", "steam guard code", "evc",
        ]),
        .secret(0.85, ["*code", "code*", "pin", "mpin", "tpin", "verification", "authentication", "token"]),
        .secret(0.7, ["password", "verify", "verif*", "authenticate", "confirmation", "secret", "pin number"]),
        .secret(0.4, ["share", "never share", "do not share", "don t share", "dont share"]),
        .secret(0.45, ["login", "log in", "sign in", "signin", "confirm", "valid", "expires", "expire"]),
        .words(.request, ["enter", "use", "type", "input", "key in", "provide", "submit"]),
        .words(.connector, ["is", "are", "your", "the", "as", "here is", "a", "will be", "our"]),
        .words(.showsBelow, ["below", "shown below", "the following"]),
        // The code named only as "this number", "these digits" when it stands on a line of its own after them
        .words(.showsBelow, ["this number", "these digits", "these numbers", "the following digits", "the following number", "the following characters"]),
        .words(.blocker, [
            "barcode*", "unicode*", "vscode*", "decod*", "encod*", "codex*", "geocod*", "fancode*", "qrcode*",
            "postcode*", "zipcode*", "pincode*", "shortcode*", "opcode*", "source code", "codebase", "dress code",
            "area code", "country code", "tank", "tango", "tackle",
            // OTP Bank (Hungary, Croatia, Serbia, Slovakia, Slovenia, Romania, Moldova…) is a
            // sender's name, not a code word: "OTP Bank: Vásárlás 12 450 Ft, SPAR 1052".
            "otp bank*", "otpbank*", "otp banca", "otp banco",
            // Product and brand names, not "call my mobile": "attivare il Mobile Banking è 603529", "T-Mobile".
            "mobile banking", "mobile app", "mobile money", "mobile wallet", "mobile legends", "t mobile", "skoda",
            // Turkish case endings after an apostrophe are no words: "MIGROS'tan" (from
            // MIGROS) is not the German TAN.
            "*'tan", "*’tan",
        ]),
        .words(.promo, [
            "promo*", "promotion*", "coupon*", "voucher*", "discount*", "referral*", "refer", "invite*", "gift*", "egift*",
            "reward*", "redeem*", "cashback", "offer*", "sale", "deal", "deals", "bonus", "% off", "off your", "off at", "off on",
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
            "reservation code", "reservation confirmation code", "confirmation no", "confirmation #", "conf #", "check in code", "purchase code",
            "license code", "licence code", "payment code", "payment reference",
            // the mobile-money agent a withdrawal was made at ("at Agent 30021")
            "agent", "agent no", "agent number", "agent id", "till no", "till number", "paybill", "business no", "store no",
        ]),
        .words(.phone, [
            "call", "dial", "contact", "tel", "phone", "mobile", "helpline", "hotline", "help", "customer care",
            "toll free", "reply", "text", "send", "sms to", "mob", "call us", "ussd", "complaint", "report",
            // "STOP 36173", "STOP au 36173": the opt-out short code of a marketing message
            "stop",
        ]),
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
