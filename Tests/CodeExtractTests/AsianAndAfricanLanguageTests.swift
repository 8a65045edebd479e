import Testing

/// Codes in Asian, Middle-Eastern and African languages, including scripts without spaces
/// and keywords that attach particles.
@Suite struct AsianAndAfricanLanguageTests {
    static let cases: [MessageCase] = [
        row("zh-Hans", "【福德银行】您的验证码为582013，5分钟内有效，请勿泄露。", "582013"),
        row("zh-Hans", "验证码：7301。您正在登录云盘，如非本人操作请忽略。", "7301"),
        row("zh-Hans", "【快送】429018（登录验证码），请勿告诉他人。", "429018"),
        row("zh-Hans", "您本次操作的动态密码为 66020913，有效期2分钟。", "66020913"),
        row("zh-Hans", "【视频站】330917短信登录验证码，切勿转发。", "330917"),
        row("zh-Hant", "【好銀行】您的驗證碼為 590214，請於10分鐘內輸入。", "590214"),
        row("zh-Hant", "動態密碼：771829，交易金額NT$1,200，請勿告知他人。", "771829"),
        row("ja", "【Contoso】認証番号は 402918 です。有効期限は10分です。", "402918"),
        row("ja", "確認コード：5521 このコードを他人に教えないでください。", "5521"),
        row("ja", "ワンタイムパスワード 880213 を入力してください。", "880213"),
        row("ko", "[Web발신]\n[콘토소] 인증번호는 [662019] 입니다.", "662019"),
        row("ko", "본인확인 인증번호 (4417)를 입력해 주세요.", "4417"),
        row("ko", "[페이] 인증코드 770218을 입력하세요. 타인에게 노출하지 마세요.", "770218"),
        row("th", "รหัส OTP คือ 302918 ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น", "302918"),
        row("th", "รหัสยืนยันของคุณคือ 5510 (Ref: KQWZ)", "5510"),
        row("vi", "Mã xác thực Contoso của bạn là 660219. Không chia sẻ mã này.", "660219"),
        row("vi", "Ma OTP cua quy khach la 88213047. Ma co hieu luc trong 3 phut.", "88213047"),
        row("vi", "402918 la ma xac nhan giao dich cua ban tai Fabrikam.", "402918"),
        row("id", "Kode verifikasi Contoso kamu: 7741. Jangan berikan kode ini ke siapa pun.", "7741"),
        row("id", "JANGAN BERITAHU KODE INI. Kode OTP Fabrikam Anda adalah 551209.", "551209"),
        row("ms", "RM0 Contoso: 330219 ialah TAC anda untuk pemindahan RM50.00. Jangan kongsi.", "330219"),
        row("ms", "Kod pengesahan Fabrikam anda ialah 8812.", "8812"),
        row("tl", "Ang iyong OTP sa Contoso ay 660128. Huwag itong ibahagi.", "660128"),
        row("hi", "आपका ओटीपी 402918 है। इसे किसी के साथ साझा न करें।", "402918"),
        row("hi-Latn", "Aapka Contoso OTP 5528 hai. Ise kisi ke saath share na karein.", "5528"),
        row("hi-Latn", "770219 aapka verification code hai. 10 minute tak valid rahega.", "770219"),
        row("bn", "আপনার ওটিপি কোড ৪০২৯১৮। কারো সাথে শেয়ার করবেন না।", "402918"),
        row("ta", "உங்கள் OTP 660912. யாருடனும் பகிர வேண்டாம்.", "660912"),
        row("te", "మీ ఓటీపీ 330918. ఎవరితోనూ పంచుకోవద్దు.", "330918"),
        row("mr", "तुमचा ओटीपी 772019 आहे.", "772019"),
        row("ar", "رمز التحقق الخاص بك هو 550219. لا تشاركه مع أحد.", "550219"),
        row("ar", "رمز التحقق: ٤٠٢٩١٨", "402918"),
        row("ar-EG", "كود التفعيل بتاعك 7731 صالح لمدة 5 دقائق", "7731"),
        row("fa", "کد تایید شما: ۶۶۰۲۱۹\nاین کد را به کسی ندهید.", "660219"),
        row("fa", "بانک ملت\nرمز پویا 81720394\nمبلغ 1,250,000 ریال", "81720394"),
        row("ur", "آپ کا تصدیقی کوڈ 550918 ہے۔", "550918"),
        row("he", "קוד האימות שלך הוא 402817. אין למסור אותו לאף אחד.", "402817"),
        row("he", "הקוד שלך ל-Contoso: 7713", "7713"),
        row("sw", "Msimbo wako wa uthibitisho ni 660218. Usimpe mtu yeyote.", "660218"),
        row("sw", "Nambari ya siri ya muda: 4471. Inaisha baada ya dakika 5.", "4471"),
        row("am", "የማረጋገጫ ኮድዎ 330219 ነው።", "330219"),
        row("yo", "Kóòdù ìjẹ́rìísí rẹ ni 771902.", "771902"),
        row("ha", "Lambar tabbatarwa: 5590", "5590"),
    ]

    @Test(arguments: cases)
    func extractsTheCode(_ item: MessageCase) { check(item) }
}
