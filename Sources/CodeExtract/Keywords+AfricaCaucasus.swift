extension Lexicon {
    /// Swahili, Amharic, Hausa, Yoruba, Igbo, Zulu, Afrikaans, Somali, Georgian in Latin
    /// letters, Armenian, Azerbaijani, Uzbek.
    static let africaAndCaucasus: [LexiconGroup] = [
        .secret(1, [
            "nambari ya siri", "namba ya siri", "msimbo wa uthibitisho", "nambari ya uthibitisho", "uthibitisho",
            "uthibitishaji", "nambari ya uthibitishaji", "msimbo wa uthibitishaji",
            "msimbo wa siri", "namba ya uthibitisho", "namba ya uhakiki", "nambari ya uhakiki", "msimbo wa uhakiki", "kuthibitisha", "thibitisha", "nambari ya siri ya mara moja", "mara moja", "የማረጋገጫ ኮድ", "የማረጋገጫ", "lambar tabbatarwa", "lambar sirri", "tabbatarwa",
            "koodu ijerisi", "nomba ijeriisi", "ijeriisi", "የአንድ ጊዜ", "የአንድ ጊዜ የይለፍ ቃል", "የማረጋገጫ ቁጥር", "ijerisi", "nomba nzuzo", "ikhodi yokuqinisekisa", "verifikasiekode", "eenmalige pin",
            // zu "login code", "PIN code", "one-time PIN"; af "one-time password", "confirmation code"
            "ikhodi yokungena", "iphinikhodi", "iphini yesikhashana", "eenmalige wagwoord", "bevestigingskode",
            "tasdiq kodi", "tesdiq kodu", "dogrulama kodu", "kodi dadasturebis", "ertjeradi", "hastatman kod",
            "հաստատման կոդ", "მიმოხილვის კოდი",
        ]),
        .secret(0.85, ["msimbo", "uhakiki", "ኮድ", "የይለፍ ቃል", "lambar", "koodu", "kodi", "ikhodi", "kode", "kodu", "kodunuz", "կոդ", "код"]),
        .secret(0.6, ["siri", "halali", "inaisha", "dakika tano"]),
        .words(.request, ["weka", "ingiza", "tumia", "shigar", "tẹ", "faka"]),
        .words(.connector, ["ni", "yako", "wako", "rẹ", "naka", "jou", "yaka", "shine"]),
        // zu, xh "your" (by noun class) and the copula "is", written apart or glued ("ngu-").
        .words(.connector, ["yakho", "wakho", "lakho", "kwakho", "ngu", "yi"]),
        .words(.promo, ["punguzo", "zawadi", "bonasi", "ofa", "ragi", "kyauta", "ፕሮሞ", "ቅናሽ", "ኩፖን",
            // yo "discount"; zu "discount"; af "discount", "voucher"
            "ẹ̀dínwó", "isaphulelo", "afslag", "koopbewys"]),
        .words(.label, [
            "salio", "kiasi", "muamala", "oda", "agizo", "namba ya oda", "namba ya ufuatiliaji", "akaunti", "kumbukumbu", "risiti", "nambari ya muamala", "ref no",
            "ankara", "kifurushi", "ada", "umetuma", "umepokea", "imethibitishwa", "transaction cost",
        ]),
        .words(.showsBelow, ["hapa chini", "ifuatayo", "nambari hizi", "namba hizi"]),
        .words(.phone, ["piga", "wasiliana", "kira",
            // az, uz "call" (ə is not folded: both spellings)
            "zəng edin", "zeng edin", "zəng et", "zeng et", "qo'ng'iroq qiling", "qong'iroq qiling", "qo‘ng‘iroq qiling"]),
        .words(.currency, ["ksh", "tsh", "ugx", "shilingi", "sh", "naira", "cedi", "birr", "ብር", "₦", "₵", "rand"]),
        .words(.unit, ["dakika", "sekunde", "saa", "siku", "mintuna", "iṣẹju", "ደቂቃ"]),
        .words(.invalidation, [
            "imeisha muda", "si sahihi", "batili", "ba daidai",
            // sw: "msimbo" (class 3) agrees with u-: "has run out of time", "has been used"
            "umeisha muda", "umekwisha muda", "imekwisha muda", "muda wake umeisha", "umetumika", "imetumika",
            // am: "is not correct", "that you entered", "expired"
            "ትክክል አይደለም", "ልክ አይደለም", "ያስገቡት", "ጊዜው ያለፈበት",
            // Georgian in Latin letters: "wrong", "entered"; Azerbaijani, Uzbek: "wrong", "invalid"
            "araswor*", "arastsor*", "arascor*", "sheyvanil*", "sheqvanil*",
            "sehv", "etibarsiz", "daxil etdiyiniz", "notogri", "noto'g'ri", "noto‘g‘ri", "xato", "kiritilgan",
            // hy "wrong"; yo "is not right"; zu "is not correct", "wrong"
            "սխալ", "ko to", "ayilungile", "okungalungile",
        ]),
        // sw: M-PESA agent, till and paybill numbers are where money went, not codes
        .words(.label, ["wakala", "namba ya wakala", "nambari ya wakala", "lipa na m pesa", "paybill", "till no", "till number", "buy goods"]),
        .secret(0.4, ["usishiriki", "usimpe mtu", "usimwambie mtu"]),
        // hy: "one-time (password)", "confirmation / verification / identification code"; password.
        // Armenian capitals are not folded: a word that opens a sentence is listed capitalised too.
        .secret(1, [
            "մեկանգամյա", "Մեկանգամյա", "Հաստատման կոդ", "ստուգման կոդ", "Ստուգման կոդ", "նույնականացման կոդ",
            "Նույնականացման կոդ", "վավերացման կոդ", "Վավերացման կոդ", "մուտքի կոդ", "Մուտքի կոդ", "գաղտնի կոդ",
        ]),
        .secret(0.85, ["Կոդ"]),
        .secret(0.7, ["գաղտնաբառ", "Գաղտնաբառ"]),
        .secret(0.6, ["վավեր է", "գործում է"]),
        .secret(0.4, ["ոչ մեկին", "Ոչ մեկին", "մի փոխանցեք", "Մի փոխանցեք", "մի հայտնեք", "Մի հայտնեք"]),
        .words(.request, ["մուտքագրեք", "Մուտքագրեք", "օգտագործեք", "Օգտագործեք"]),
        .words(.connector, ["ձեր", "Ձեր", "է"]),
        .words(.promo, ["զեղչ", "Զեղչ", "պրոմո", "կտրոն", "նվեր", "բոնուս"]),
        .words(.label, ["հաշիվ", "հաշվի", "հաշվին", "Հաշիվ", "քարտ", "Քարտ", "պատվեր", "Պատվեր", "գործարք", "մնացորդ", "Մնացորդ", "գումար", "Գումար"]),
        .words(.phone, ["զանգահարեք", "Զանգահարեք"]),
        .words(.currency, ["դրամ", "֏", "amd"]),
        .words(.unit, ["րոպե", "վայրկյան", "ժամ"]),
        .words(.invalidation, ["Սխալ", "ժամկետն անցել", "ժամկետը անցել", "անվավեր"]),
        // az (ə is not folded to e: both spellings): "one-time", "confirmation / security / check code"; password
        .secret(1, [
            "birdəfəlik", "birdefelik", "təsdiq kodu", "təsdiqləmə kodu", "tesdiqleme kodu", "təhlükəsizlik kodu",
            "tehlukesizlik kodu", "yoxlama kodu", "giriş kodu",
        ]),
        .secret(0.85, ["şifrə*", "sifre"]),
        .secret(0.6, ["etibarlıdır", "etibarlidir", "etibarlı", "qüvvədədir"]),
        .secret(0.4, ["heç kimə", "hec kime", "paylaşmayın", "deməyin", "bildirməyin"]),
        .words(.request, ["daxil edin", "istifadə edin", "istifade edin"]),
        .words(.connector, ["sizin", "sənin"]),
        .words(.promo, ["endirim*", "hədiyyə*", "kupon"]),
        .words(.label, ["hesab*", "sifariş*", "sifaris*", "əməliyyat*", "Əməliyyat*", "emeliyyat*", "balans", "məbləğ*", "mebleg*"]),
        .words(.currency, ["azn", "manat", "₼"]),
        .words(.unit, ["dəqiqə*", "deqiqe*", "saniyə*", "saniye*"]),
        .words(.invalidation, ["səhv*", "vaxtı bitib", "müddəti bitib", "muddeti bitib", "müddəti bitmişdir"]),
        // uz (Latin and Cyrillic): "one-time", "confirmation code"; code, password
        .secret(1, ["bir martalik", "tasdiqlash kodi", "tasdiqlash", "бир марталик", "тасдиқлаш коди", "тасдиқ коди", "тасдиқлаш"]),
        .secret(0.85, ["коди", "парол"]),
        .secret(0.6, ["amal qiladi", "yaroqli", "амал қилади"]),
        .secret(0.4, ["hech kimga", "xech kimga", "ҳеч кимга", "hech kimga bermang", "bermang", "aytmang"]),
        .words(.request, ["kiriting", "киритинг"]),
        .words(.connector, ["sizning", "сизнинг"]),
        .words(.promo, ["chegirma*", "чегирма*", "sovg'a", "совға"]),
        .words(.label, ["hisob*", "ҳисоб*", "buyurtma*", "буюртма*", "tranzaksiya*", "karta*", "summa", "сумма"]),
        .words(.currency, ["so'm", "so‘m", "сўм", "uzs"]),
        .words(.unit, ["daqiqa*", "дақиқа*", "soniya*"]),
        .words(.invalidation, ["muddati tugagan", "муддати тугаган", "нотўғри"]),
        // so: "verification (code)", "your code", "secret number / key / word" (PIN, password)
        .secret(1, ["xaqiijin*", "koodhka xaqiijinta", "koodka xaqiijinta", "hal mar ah"]),
        .secret(0.85, ["koodh*", "kood*", "lambarka sirta", "furaha sirta", "erayga sirta", "ereyga sirta", "pin ka"]),
        .secret(0.6, ["ansax", "shaqeynaya"]),
        .secret(0.4, ["ha la wadaagin", "cidna", "ha u sheegin", "ha siin"]),
        .words(.request, ["geli", "gali", "isticmaal"]),
        .words(.connector, ["waa", "kaaga"]),
        .words(.promo, ["qiimo dhimis", "dhimis", "hadiyad*"]),
        .words(.label, ["xisaab*", "haraag*", "dalab*", "macaamil*", "kaarka", "tixraac*", "lacagta"]),
        .words(.currency, ["shilin", "sos", "slsh"]),
        .words(.unit, ["daqiiqo*", "ilbiriqsi*", "saacad*"]),
        .words(.invalidation, ["khaldan", "qaldan", "khalad", "wuu dhacay"]),
    ]
}
