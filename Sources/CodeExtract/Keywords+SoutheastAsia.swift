extension Lexicon {
    /// Thai, Vietnamese (with or without diacritics: folding removes them), Indonesian,
    /// Malay, Tagalog.
    static let southeastAsia: [LexiconGroup] = [
        .secret(1, [
            "รหัส otp", "รหัสยืนยัน", "รหัสผ่านครั้งเดียว", "รหัสผ่านแบบใช้ครั้งเดียว", "รหัสเข้าใช้", "รหัสสำหรับ",
            "ma xac thuc", "ma xac nhan", "ma otp", "ma kich hoat", "ma bao mat", "ma dang nhap", "ma truy cap",
            "ma xac minh", "mat khau mot lan", "xac thuc", "ma pin",
            "kode verifikasi", "kode otp", "otentikasi", "autentikasi", "kode otentikasi", "kode autentikasi", "kode rahasia", "kode keamanan", "kode aktivasi", "kode konfirmasi",
            "kode akses", "kode masuk", "kod pengesahan", "kod tac", "nombor tac", "kod keselamatan",
            "kod otp", "verifikasi", "pengesahan", "kata laluan sekali",
            "verification code mo", "code mo", "iyong code", "iyong otp",
        ]),
        .secret(0.85, ["รหัส", "ma", "kode", "kod", "sandi", "kata sandi", "kata laluan", "mat khau"]),
        .secret(0.6, ["ใช้ได้", "ภายใน", "hieu luc", "het han", "berlaku", "sah", "sah laku", "valid hanggang"]),
        .secret(0.4, ["ห้ามบอก", "อย่าแจ้ง", "khong chia se", "jangan berikan", "jangan kongsi", "huwag ibigay", "huwag ibahagi"]),
        .words(.request, ["กรอก", "nhap", "masukkan", "gunakan", "ilagay", "gamitin", "isi"]),
        .words(.connector, [
            "คือ", "ของท่าน", "ของคุณ", "la", "cua ban", "cua quy khach", "quy khach", "adalah", "anda", "kamu",
            "ialah", "ay", "ang", "iyong", "mo", "ni", "ng", "nya", "ban",
        ]),
        .words(.promo, [
            "ส่วนลด", "คูปอง", "โปรโมชั่น", "ของรางวัล", "ma giam gia", "ma khuyen mai", "khuyen mai",
            "uu dai", "qua tang", "giam", "kode promo", "kode voucher", "promo", "voucher", "diskon", "hadiah",
            "cashback", "kupon", "tawaran", "rebat", "regalo", "diskaun", "baucar", "promosi", "potongan harga", "potongan",
            "diskwento",
        ]),
        .words(.label, [
            "รหัสอ้างอิง", "อ้างอิง", "ref", "ref.", "หมายเลขการจอง", "หมายเลข", "บัญชี", "บัตร", "ยอดเงิน", "ยอดเงินคงเหลือ",
            "คงเหลือ", "จำนวนเงิน", "พัสดุ", "เลขพัสดุ", "คำสั่งซื้อ", "ma giao dich", "giao dich", "gd", "ma gd",
            "so du", "so tien", "tai khoan", "tk", "the", "don hang", "ma don hang", "ma van don", "van don",
            "so tham chieu", "ma tham chieu", "no. rek", "rekening", "rek", "saldo", "pesanan", "resi",
            "no resi", "nomor pesanan", "transaksi", "no ref", "nombor rujukan", "rujukan", "akaun", "baki",
            "jumlah", "kode booking", "kode bayar", "kode pembayaran", "virtual account", "kartu", "tagihan",
            "numero ng order", "reference no", "halaga", "balanse", "nominal", "id transaksi", "ma khach hang",
            "รหัสลูกค้า", "รหัสสมาชิก", "kode pelanggan", "id pelanggan", "nomor pelanggan", "kod pelanggan",
            "nombor pelanggan", "kode member",
            // booking, flight and seat: ms, id
            "tempahan", "kod tempahan", "no tempahan", "pemesanan", "kode pemesanan", "reservasi", "kode reservasi",
            "penerbangan", "kerusi", "tempat duduk",
        ]),
        .words(.showsBelow, ["ด้านล่าง", "duoi day", "di bawah ini", "berikut", "sa ibaba"]),
        .words(.phone, ["โทร", "ติดต่อ", "goi", "lien he", "hotline", "hubungi", "telepon", "hubungi kami", "tawagan", "tumawag"]),
        .words(.currency, ["บาท", "฿", "vnd", "dong", "d", "vnđ", "rp", "rp.", "rm", "php", "₱", "piso"]),
        .words(.unit, ["นาที", "วินาที", "ชั่วโมง", "phut", "giay", "gio", "ngay", "menit", "detik", "jam", "hari", "minit", "saat", "minuto", "oras", "araw"]),
        .words(.invalidation, ["หมดอายุแล้ว", "ไม่ถูกต้อง", "da het han", "khong dung", "khong chinh xac", "kedaluwarsa", "salah", "tidak valid", "tidak sah", "mali", "expired na", "မှား"]),
    ]
}
