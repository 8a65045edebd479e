extension Lexicon {
    /// Swahili, Amharic, Hausa, Yoruba, Igbo, Zulu, Afrikaans, Georgian in Latin letters,
    /// Armenian, Azerbaijani, Uzbek.
    static let africaAndCaucasus: [LexiconGroup] = [
        .secret(1, [
            "nambari ya siri", "namba ya siri", "msimbo wa uthibitisho", "nambari ya uthibitisho", "uthibitisho",
            "msimbo wa siri", "namba ya uthibitisho", "kuthibitisha", "thibitisha", "nambari ya siri ya mara moja", "mara moja", "የማረጋገጫ ኮድ", "የማረጋገጫ", "lambar tabbatarwa", "lambar sirri", "tabbatarwa",
            "koodu ijerisi", "የአንድ ጊዜ", "የአንድ ጊዜ የይለፍ ቃል", "የማረጋገጫ ቁጥር", "ijerisi", "nomba nzuzo", "ikhodi yokuqinisekisa", "verifikasiekode", "eenmalige pin",
            "tasdiq kodi", "tesdiq kodu", "dogrulama kodu", "kodi dadasturebis", "ertjeradi", "hastatman kod",
            "հաստատման կոդ", "მიმოხილვის კოდი",
        ]),
        .secret(0.85, ["msimbo", "ኮድ", "የይለፍ ቃል", "lambar", "koodu", "kodi", "ikhodi", "kode", "kodu", "kodunuz", "կոդ", "код"]),
        .secret(0.6, ["siri", "halali", "inaisha", "dakika tano"]),
        .words(.request, ["weka", "ingiza", "tumia", "shigar", "tẹ", "faka"]),
        .words(.connector, ["ni", "yako", "wako", "rẹ", "naka", "jou", "yaka", "shine"]),
        .words(.promo, ["punguzo", "zawadi", "bonasi", "ofa", "ragi", "kyauta", "ፕሮሞ", "ቅናሽ", "ኩፖን"]),
        .words(.label, [
            "salio", "kiasi", "muamala", "oda", "agizo", "namba ya oda", "namba ya ufuatiliaji", "akaunti", "kumbukumbu", "risiti", "nambari ya muamala", "ref no",
            "ankara", "kifurushi", "ada", "umetuma", "umepokea", "imethibitishwa", "transaction cost",
        ]),
        .words(.showsBelow, ["hapa chini", "ifuatayo"]),
        .words(.phone, ["piga", "wasiliana", "kira"]),
        .words(.currency, ["ksh", "tsh", "ugx", "shilingi", "sh", "naira", "cedi", "birr", "ብር", "₦", "₵", "rand"]),
        .words(.unit, ["dakika", "sekunde", "saa", "siku", "mintuna", "iṣẹju", "ደቂቃ"]),
        .words(.invalidation, [
            "imeisha muda", "si sahihi", "batili", "ba daidai",
            // am: "is not correct", "that you entered", "expired"
            "ትክክል አይደለም", "ልክ አይደለም", "ያስገቡት", "ጊዜው ያለፈበት",
            // Georgian in Latin letters: "wrong", "entered"; Azerbaijani, Uzbek: "wrong", "invalid"
            "araswor*", "arastsor*", "arascor*", "sheyvanil*", "sheqvanil*",
            "sehv", "etibarsiz", "daxil etdiyiniz", "notogri", "noto'g'ri", "noto‘g‘ri", "xato", "kiritilgan",
            // hy "wrong"; yo "is not right"; zu "is not correct", "wrong"
            "սխալ", "ko to", "ayilungile", "okungalungile",
        ]),
    ]
}
