/// Why a candidate cannot be the code.
enum Refusal: String {
    case partOfLongerNumber = "part of a longer number (amount, date, time, IP)"
    case numberSequence = "one group of a phone, tracking or date sequence"
    case masked = "masked card or account digits"
    case unitLike = "a quantity with a unit"
    case arabizi = "a word written in Latin letters with digits for sounds (Arabizi: t3tih, sa7bi)"
    case inLink = "inside a link, e-mail address or path"
    case appHash = "the SMS Retriever app hash"
    case ussd = "a USSD string or short code"
    case phoneNumber = "a phone number"
    case amount = "an amount of money"
    case quantity = "a duration or quantity"
    case labelled = "labelled as something else (order, account, reference, …)"
    case promotional = "a promo, coupon or referral code"
    case invalidated = "the message says this code is wrong, expired or used"
    case weakContext = "too little context for a code"
    case isKeyword = "a word of the message, not a code"
    case nameInCapitals = "a word in capitals that is a name or text, not a code (LINE MAN, BLIK, a message all in capitals)"
}

/// A string of digits or letters that could be the code.
struct Candidate {
    /// Scalar range of the code in the message, separators included.
    var start: Int
    var end: Int
    /// Tokens the candidate spans.
    var firstToken: Int
    var lastToken: Int
    /// How many characters the user types (separators not counted).
    var typedLength: Int
    /// For a numeric candidate of up to 18 digits, its value (for the year check).
    var numericValue: Int = -1
    /// Digits only or letters and digits.
    var kind: CodeKind
    /// Letters only (`QGFDAE`): needs the keyword right before it.
    var lettersOnly = false
    /// Preceded by an untyped brand prefix (`G-`, `FB-`).
    var brandPrefix = false
    /// Separated into groups (`123 456`, `8HX-4KQ`).
    var grouped = false
    /// Grouped in a shape a code shares with dates, identifiers and amounts (`28-06-53`,
    /// `0493-17`, `582 930 41`): a code only where a code word hands it over.
    var needsHandover = false
    /// Why it cannot be the code, once a rule has said so.
    var refusal: Refusal?
    /// How well the context supports it, 0…1.
    var support: Float = 0
    /// Support plus shape preferences, for ranking.
    var score: Float = 0
    /// What the rules saw, for `explain` only.
    var notes: Notes = []

    /// What the rules saw, as flags rather than text: a candidate stays a plain value that
    /// is copied without retaining anything, and `extract` never builds a string it drops.
    struct Notes: OptionSet {
        let rawValue: UInt8

        static let displayedLine = Notes(rawValue: 1 << 0)
        static let bareMessage = Notes(rawValue: 1 << 1)
        static let brandPrefix = Notes(rawValue: 1 << 2)
        static let senderNamesCode = Notes(rawValue: 1 << 3)
        static let retrieverFraming = Notes(rawValue: 1 << 4)

        /// The notes as `explain` prints them, in the order the judge makes them.
        var texts: [String] {
            var texts: [String] = []
            if contains(.displayedLine) { texts.append("shown on its own line where the text points to it") }
            if contains(.bareMessage) { texts.append("the message is little more than this number") }
            if contains(.brandPrefix) { texts.append("brand prefix before it (not typed)") }
            if contains(.senderNamesCode) { texts.append("the sender names a code") }
            if contains(.retrieverFraming) { texts.append("SMS Retriever framing (<#> and app hash): a verification message") }
            return texts
        }
    }
}
