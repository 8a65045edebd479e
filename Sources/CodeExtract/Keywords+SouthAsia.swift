extension Lexicon {
    /// Hindi (and Hinglish in Latin letters), Bengali, Tamil, Telugu, Marathi, Malayalam,
    /// Kannada, Gujarati, Punjabi.
    static let southAsia: [LexiconGroup] = [
        .secret(1, [
            "ओटीपी", "सत्यापन कोड", "वन टाइम पासवर्ड", "सत्यापन", "ওটিপি", "যাচাইকরণ কোড", "যাচাই কোড", "ভেরিফিকেশন কোড",
            "ஓடிபி", "சரிபார்ப்பு குறியீடு", "ఓటీపీ", "ఓటిపి", "ధృవీకరణ కోడ్", "ഒടിപി", "ಒಟಿಪಿ", "ઓટીપી", "ਓਟੀਪੀ",
            "पडताळणी कोड", "ଓଟିପି", "verification kod", "otp hai",
        ]),
        .secret(0.85, [
            "कोड", "পাসওয়ার্ড", "কোড", "குறியீடு", "கடவுச்சொல்", "కోడ్", "കോഡ്", "ಕೋಡ್", "કોડ", "ਕੋਡ", "पासवर्ड",
        ]),
        .secret(0.45, ["लॉग इन", "लॉगिन", "साइन इन"]),
        .secret(0.6, ["मान्य", "वैध", "বৈধ", "valid rahega", "vaidh"]),
        .words(.request, ["दर्ज करें", "डालें", "प्रविष्ट", "লিখুন", "உள்ளிடவும்", "உள்ளிடுக", "உள்ளிடுங்கள்", "darj karein", "daalein", "enter karein", "use karein"]),
        .words(.connector, ["ஐ", "है", "हैं", "आपका", "आपकी", "আপনার", "হল", "aapka", "aapki", "hai", "apna", "ka", "ki"]),
        .words(.promo, ["ऑफर", "छूट", "कूपन", "ছাড়", "অফার", "offer", "cashback", "chhoot"]),
        .words(.label, [
            "खाता", "खाते", "कार्ड", "राशि", "शेष", "ऑर्डर", "लेनदेन", "संदर्भ", "টাকা", "হিসাব", "অ্যাকাউন্ট",
            "ব্যালেন্স", "লেনদেন", "কার্ড", "khata", "khate", "rashi", "order", "parcel",
        ]),
        .words(.phone, ["कॉल", "संपर्क", "शिकायत", "কল", "call karein", "sampark"]),
        .words(.currency, ["रु", "रु.", "रुपये", "₹", "টাকা", "৳", "ரூ", "రూ", "ரூபாய்", "rupaye", "rupay"]),
        .words(.unit, ["मिनट", "सेकंड", "घंटे", "दिन", "মিনিট", "நிமிடங்கள்", "నిమిషాలు", "din", "minute"]),
        .words(.invalidation, ["समाप्त", "गलत", "अमान्य", "ভুল", "মেয়াদ শেষ", "galat", "samapt"]),
    ]
}
