import Testing

/// Code words in forms the lexicon once missed: Greek in Latin letters, Finnish case
/// endings and compounds, Amharic "one-time password", Arabic "variable PIN", Filipino
/// MPIN. Each also with a message where the word stands without a code.
@Suite struct CodeWordVariantTests {
    static let cases: [MessageCase] = [
        row("el-Latn", "Piraeus Bank: o kodikos epalitheusis einai 730162", "730162", sender: "Piraeus"),
        row("el-Latn", "O kwdikos sas: 419027. Isxyei gia 3 lepta.", "419027", sender: "Alpha"),
        row("el-Latn", "Mhn dinete pote ton kwdiko sas se kanenan.", nil, sender: "Alpha"),
        row("fi", "OP: Hyväksy maksu koodilla 902614.", "902614", sender: "OP"),
        row("fi", "Kertakäyttökoodisi on 5T8KQ2.", "5T8KQ2", sender: "Elisa"),
        row("fi", "Tilauksesi 482019 on lähetetty. Seurantakoodi tulee erikseen.", nil, sender: "Shop"),
        row("am", "የአንድ ጊዜ የይለፍ ቃልዎ 840217 ነው።", "840217", sender: "Telebirr"),
        row("am", "የይለፍ ቃልዎን ለማንም አያጋሩ። ቀሪ ሂሳብ 1,250 ብር።", nil, sender: "Telebirr"),
        row("ar", "الرقم السري المتغير لعملية الدفع هو 318402", "318402", sender: "Bank"),
        row("ar", "تم خصم 200 جنيه من بطاقتك المنتهية بـ 4471.", nil, sender: "Bank"),
        row("tl", "Ang iyong GCash MPIN ay hindi dapat ibigay. Ang OTP mo ay 605193.", "605193", sender: "GCash"),
        row("tl", "Huwag ibigay ang iyong OTP o MPIN kahit kanino.", nil, sender: "GCash"),
        row("et", "Teie ühekordne parool on 517390.", "517390", sender: "SEB"),
        row("et", "Teie tellimus 517390 on teel.", nil, sender: "Shop"),
        row("lv", "Jūsu vienreizējā parole: 517390", "517390", sender: "Citadele"),
        row("lt", "Jūsų vienkartinis slaptažodis: 517390", "517390", sender: "Luminor"),
        row("fi", "Vahvistustunnuslukusi on 517390.", "517390", sender: "S-Pankki"),
        row("te", "మీ వన్ టైమ్ పాస్‌వర్డ్ 517390. ఎవరికీ చెప్పవద్దు.", "517390", sender: "SBI"),
        row("gu", "તમારો પાસવર્ડ બદલાયો છે. મદદ માટે 1800 123 4567 પર કૉલ કરો.", nil, sender: "Bank"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
