import Testing

/// Held-out style messages in Arabic, Persian, Urdu, Hebrew, Hindi, Bengali, Tamil and Swahili.
/// Written for this suite to the corpus labelling rules (about half carry no code).
@Suite struct HeldOutMiddleEastSouthAsiaAfricaTests {
    static let cases: [MessageCase] = [
        row("ar", "رصيدك 25.50 ريال. باقة الإنترنت 10 جيجا صالحة حتى 15/12/2024.", nil, sender: "Telco"),
        row("ar", "تم إرسال رمز التحقق إلى الرقم 0501234567.", nil, sender: "Acme"),
        row("ar", "رمز التحقق ٤٨٢٠١٩ لعملية شراء بقيمة ١٥٠ ر.س من نون.", "482019", sender: "Bank"),
        row("ar", "تم تأكيد طلبك رقم ٤٨٢٩١٠ بقيمة ٢٥٠ ر.س وسيتم التوصيل خلال ٣ أيام.", nil, sender: "Shop"),
        row("ar", "رمز التحقق 1234567890", "1234567890", sender: "Bank"),
        row("ar", "أدخل 482019 لتأكيد رقم هاتفك.", "482019", sender: "Acme"),
        // Plural "orders" labels no single number, and is the brand Talabat.
        row("ar", "رمز التحقق الخاص بك في طلبات هو 7204. لا تشاركه مع أحد.", "7204", sender: "talabat"),
        row("ar", "طلبات: طلبك رقم 58213 في الطريق إليك.", nil, sender: "talabat"),
        row("fa", "کد تایید ورود به سامانه: 392018", "392018", sender: "Gov"),
        row("fa", "اعتبار سیمکارت شما ۲۵,۰۰۰ ریال است. بسته اینترنت تا ۱۵ آذر معتبر است.", nil, sender: "Telco"),
        row("fa", "کد تایید به شماره ۰۹۱۲۳۴۵۶۷۸۹ ارسال شد.", nil, sender: "Acme"),
        row("fa", "رمز پویا: ۴۸۲۰۱۹\nمبلغ: ۱۲۰,۰۰۰ تومان\nپذیرنده: دیجی کالا", "482019", sender: "Bank"),
        row("fa", "سفارش شما به مبلغ ۲۵۰,۰۰۰ تومان ثبت شد. کد پیگیری: ۴۸۲۹۱۰۳۷", nil, sender: "Shop"),
        row("fa", "482019 را وارد کنید.", "482019", sender: "Acme"),
        row("ur", "UBL: آپ کا ون ٹائم پاس ورڈ 830192 ہے۔ یہ 5 منٹ کے لیے درست ہے۔", "830192", sender: "UBL"),
        row("ur", "Jazz: آپ کا بیلنس 45.20 روپے ہے۔ پیکج کی میعاد 15-12-2024 تک ہے۔", nil, sender: "Jazz"),
        // Urdu "تک" (until) also ends Arabic words ("بطاقتك", "your card"): "کارآمد" (valid) instead.
        row("ar", "تم تفعيل بطاقتك الجديدة. فرع 3318", nil, sender: "Bank"),
        row("ur", "یہ کوڈ 10 منٹ تک کارآمد ہے: 482913", "482913", sender: "Bank"),
        row("ur", "آپ کی درخواست نمبر 392018 موصول ہو گئی ہے۔", nil, sender: "Gov"),
        row("ur", "تصدیقی کوڈ 0300-1234567 پر بھیج دیا گیا ہے۔", nil, sender: "Acme"),
        row("ur", "آپ کی 5,000 روپے کی ٹرانزیکشن کے لیے او ٹی پی 482019 ہے۔", "482019", sender: "Bank"),
        row("ur", "اپنا نمبر تصدیق کرنے کے لیے 482019 درج کریں۔", "482019", sender: "Acme"),
        row("he", "קוד האימות שלך הוא 392018", "392018", sender: "Gov"),
        row("he", "פרטנר: ניצלת 80% מחבילת הגלישה. יתרה: 4GB עד 15.12.", nil, sender: "Telco"),
        row("he", "שלחנו קוד אימות למספר 050-1234567.", nil, sender: "Acme"),
        row("he", "קוד אימות לעסקה בסך 250 ₪: 482019", "482019", sender: "Bank"),
        row("he", "ההזמנה שלך 482910 נשלחה. מספר מעקב: RR123456789IL.", nil, sender: "Shop"),
        row("he", "הזן 482019 כדי לאמת את מספר הטלפון.", "482019", sender: "Acme"),
        row("hi", "Zomato पर लॉग इन करने के लिए 4410 दर्ज करें।", "4410", sender: "Zomato"),
        row("hi", "आपका नया OTP 482019 है। पिछला OTP अमान्य हो गया है।", "482019", sender: "Bank"),
        row("hi", "आपका ऑर्डर नंबर 482910345 है। डिलीवरी 5 दिसंबर तक।", nil, sender: "Shop"),
        row("hi", "अपना OTP किसी को न बताएं। हेल्पलाइन 1800 2100", nil, sender: "Bank"),
        row("bn", "ওটিপি কাউকে দেবেন না। হেল্পলাইন 1620 2100", nil, sender: "Bank"),
        row("hi", "आपका OTP 482019 है। सहायता के लिए हेल्पलाइन 1800 2100 पर कॉल करें।", "482019", sender: "Bank"),
        row("hi", "Vi: आपके नंबर पर 1.5GB डेटा 30 दिसंबर तक वैध है। *199# डायल करें।", nil, sender: "Telco"),
        row("hi", "Jio: आपके प्लान की वैधता 15/12/2024 को समाप्त हो रही है। रिचार्ज करें रु 299।", nil, sender: "Telco"),
        row("hi", "सत्यापन कोड +91 98765 43210 पर भेजा गया है।", nil, sender: "Acme"),
        row("hi", "₹2,500 के लेनदेन के लिए आपका OTP 482019 है। इसे किसी से साझा न करें।", "482019", sender: "Bank"),
        row("hi", "OTP 4821 दर्ज करें।", "4821", sender: "Acme"),
        row("bn", "সোনালী ব্যাংক: আপনার OTP 5821। এটি কারো সাথে শেয়ার করবেন না।", "5821", sender: "Bank"),
        row("bn", "আপনার আবেদন নম্বর 392018 গ্রহণ করা হয়েছে।", nil, sender: "Gov"),
        row("bn", "গ্রামীণফোন: আপনার ব্যালেন্স ২৫.৫০ টাকা। মেয়াদ ১৫/১২/২০২৪ পর্যন্ত।", nil, sender: "Telco"),
        row("bn", "যাচাইকরণ কোড 01712345678 নম্বরে পাঠানো হয়েছে।", nil, sender: "Acme"),
        row("bn", "৳২,৫০০ লেনদেনের জন্য আপনার ওটিপি 482019।", "482019", sender: "Bank"),
        row("bn", "আপনার নম্বর যাচাই করতে 482019 লিখুন।", "482019", sender: "Acme"),
        row("ta", "நீங்கள் உள்ளிட்ட OTP தவறானது. மீண்டும் முயற்சிக்கவும்.", nil, sender: "Zomato"),
        row("ta", "உங்கள் மருத்துவர் சந்திப்பு 12/12 காலை 10:30 மணிக்கு. தொடர்புக்கு 044-28291234.", nil, sender: "Hospital"),
        row("ta", "உங்கள் சரிபார்ப்பு குறியீடு 392018", "392018", sender: "Gov"),
        row("ta", "சரிபார்ப்பு குறியீடு 98765 43210 எண்ணுக்கு அனுப்பப்பட்டது.", nil, sender: "Acme"),
        row("ta", "ரூ 2,500 பரிவர்த்தனைக்கான உங்கள் OTP 482019.", "482019", sender: "Bank"),
        row("ta", "உங்கள் எண்ணை சரிபார்க்க 482019 ஐ உள்ளிடவும்.", "482019", sender: "Acme"),
        row("sw", "Jumia: Oda yako namba 392810293 imesafirishwa. Itafika kesho.", nil, sender: "Jumia"),
        row("sw", "eCitizen: Msimbo wako wa uthibitisho ni 392018.", "392018", sender: "Gov"),
        row("sw", "Salio lako ni Ksh 45.50. Kifurushi chako cha 1GB kitaisha 15/12/2024 saa 23:59.", nil, sender: "Telco"),
        row("sw", "Tumetuma msimbo wa uthibitisho kwa namba 0712 345 678.", nil, sender: "Acme"),
        row("sw", "Tumia msimbo 482019 kukamilisha malipo ya Ksh 1,500. Usimpe mtu yeyote.", "482019", sender: "Bank"),
        row("sw", "Weka 482019 kuthibitisha namba yako.", "482019", sender: "Acme"),
        // he: a label after the prefix ל ("for the account", "for <service>") says what the
        // code is for; four digits right after "לכרטיס" (for the card) are the card's.
        row("he", "פבריקם: קוד חד פעמי לכניסה לחשבון: 5931. תוקף הקוד 10 דקות.", "5931"),
        row("he", "פבריקם: קוד חד פעמי לכניסה לחשבון 270947. הקוד תקף ל-10 דקות.", "270947"),
        row("he", "פבריקם: הקוד הסודי לכרטיס 9982 שונה בהצלחה.", nil),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
