/// What a word in the lexicon says about the numbers near it.
enum KeywordRole: UInt8, Hashable {
    /// Names a one-time secret: verification code, OTP, 验证码, код, TAN, …
    case secret
    /// Asks the reader to type something ("enter", "введите", "输入"): weak evidence.
    case request
    /// Grammar between a keyword and its code ("is", "为", "は", "lautet", "your"): adds no distance.
    case connector
    /// Promo, coupon, voucher, gift-card and referral codes: never the answer.
    case promo
    /// Promises something for using the code right before it ("con il codice TIMPARTY
    /// ricevi 50 Giga", "z kodem LATO otrzymasz"): that code is a promo code.
    case reward
    /// Points at a code shown further down ("enter the passcode below", "ange koden nedan").
    case showsBelow
    /// Labels a number that is not a code: order, account, card, transaction, reference,
    /// ticket, tracking, booking, `Ref`, `識別碼`, `序号`.
    case label
    /// Introduces a phone number or short code: call, dial, 拨打, hubungi.
    case phone
    /// A currency next to a number makes it an amount.
    case currency
    /// A unit after a number makes it a duration or a quantity ("180 seconds", "5 GB").
    case unit
    /// Marks the code in its sentence as dead: expired, wrong, already used.
    case invalidation
    /// Contains a keyword without being one ("barcode", "unicode", "promocode" is `promo`).
    case blocker
    /// Names the authorisation of a payment ("auth code", "код авторизации", "código de
    /// autorização"): before the payment a one-time code that approves it, after it the
    /// receipt's authorisation number. The layout makes each site `secret` or `label`.
    case authorization
    /// Says a payment or booking has gone through ("approved", "aprovada", "одобрено", "सफल",
    /// "available balance", "confirmed"): the message is a receipt or a booking's confirmation,
    /// and an authorisation or confirmation code in it is its number.
    case settled
    /// Names a confirmation code ("code de confirmation", "confirmation code"): a one-time
    /// code, or the booking's reference in a message saying it is confirmed. The layout makes
    /// each site `secret` or `label`.
    case confirmation
}

extension KeywordRole {
    /// The role as one bit of a set of roles: the layout and the judge note which roles a
    /// message has, and skip the passes that none of them could change.
    @inline(__always)
    var bit: UInt32 { 1 &<< UInt32(rawValue) }
}

/// One lexicon entry, after folding.
struct KeywordEntry: Hashable {
    /// What the word says.
    var role: KeywordRole
    /// For `secret` and `request`: how strongly it names a one-time code, 0…1.
    var weight: Float
    /// The word must not continue a word ("code" in "barcode" is not a match).
    var needsStartBoundary: Bool
    /// The word must not be followed by more letters (stems are written with a trailing `*`).
    var needsEndBoundary: Bool
    /// A stem in an alphabet with word boundaries: the match runs to the end of the word, so
    /// the blocker "encod*" covers all of "encoded" and hides its "code".
    var extendsToWordEnd = false
    /// Hebrew: one prefix letter (ה ב ו ל מ ש כ) may stand before the word, nothing more.
    var allowsHebrewPrefix = false
}

/// A list of words that share a role, as written in the per-language lexicon files.
///
/// Spelling conventions: words are written naturally (case and Latin accents are folded
/// away); a leading `*` lets the word end a compound ("*code" matches "Bestätigungscode"),
/// a trailing `*` lets it be inflected ("kod*" matches "kodu", "kodem"). Words in scripts
/// without reliable word boundaries for this purpose (CJK, Thai, Arabic, Hebrew, Hangul,
/// Indic) match anywhere.
struct LexiconGroup {
    var role: KeywordRole
    var weight: Float
    var words: [String]

    /// Words naming a one-time code; `weight` 1 for unambiguous terms ("OTP", "验证码").
    static func secret(_ weight: Float, _ words: [String]) -> LexiconGroup {
        LexiconGroup(role: .secret, weight: weight, words: words)
    }

    /// Payment authorisation phrases (see `KeywordRole.authorization`), as strong as a code
    /// word where they name one.
    static func authorization(_ words: [String]) -> LexiconGroup {
        LexiconGroup(role: .authorization, weight: 1, words: words)
    }

    /// Confirmation code phrases (see `KeywordRole.confirmation`), of `weight` where they name
    /// a one-time code.
    static func confirmation(_ weight: Float, _ words: [String]) -> LexiconGroup {
        LexiconGroup(role: .confirmation, weight: weight, words: words)
    }

    /// Words with another role.
    static func words(_ role: KeywordRole, _ words: [String]) -> LexiconGroup {
        LexiconGroup(role: role, weight: role == .request ? 0.55 : 0, words: words)
    }
}
