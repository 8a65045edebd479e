import Testing

/// Held-out style messages in Cyrillic languages and in Russian, Hindi, Georgian and Vietnamese written in Latin letters.
/// Written for this suite to the corpus labelling rules (about half carry no code).
@Suite struct HeldOutCyrillicAndLatinScriptTests {
    static let cases: [MessageCase] = [
        row("ru", "Подтвердите вход в приложение: 392018. Если это не вы, позвоните по номеру 900.", "392018", sender: "Bank"),
        row("ru", "Мы отправили код на номер +7 912 345-67-89. Код придёт в течение 2 минут.", nil, sender: "Acme"),
        row("ru", "Подтвердите операцию кодом 482019. Сумма 3 500 ₽, получатель Иван И.", "482019", sender: "Bank"),
        row("ru", "Заказ №48291 собран и ждёт вас в магазине до 15.12. Оплата при получении 2 349 ₽.", nil, sender: "Shop"),
        row("ru", "Введите 482019 для входа в приложение.", "482019", sender: "Acme"),
        row("ru", "Введите промокод ZIMA2024 при оформлении заказа.", nil, sender: "Shop"),
        row("uk", "ПриватБанк: Списання 450,00 грн, картка *3391. Баланс 2 312,40 грн.", nil, sender: "Bank"),
        row("uk", "Ваш код для входу в кабінет платника: 392018", "392018", sender: "Gov"),
        row("uk", "Залишок: 25,40 грн. Пакет 10 ГБ діє до 15.12. Деталі *111#", nil, sender: "Telco"),
        row("uk", "Ви запросили забагато кодів. Спробуйте через 15 хвилин.", nil, sender: "Acme"),
        row("uk", "Підтвердіть операцію кодом 482019. Сума 1 200 грн.", "482019", sender: "Bank"),
        row("uk", "Введіть 482019, щоб увійти.", "482019", sender: "Acme"),
        row("be", "A1: Уведзены код няправільны. Паспрабуйце яшчэ раз.", nil, sender: "Velcom"),
        row("be", "Аднаразовы пароль: 481920. Тэрмін дзеяння 5 хвілін.", "481920", sender: "Belinvest"),
        row("be", "Беларусбанк: аплата 45,60 BYN, картка *3391, рэшта 312,14 BYN.", nil, sender: "Bank"),
        row("be", "Белагропромбанк: Зачисление 500,00 BYN. Доступно 1 230,40 BYN. Карта *4421.", nil, sender: "Bank"),
        row("be", "Ваш код пацверджання для ЕПГУ: 392018", "392018", sender: "Gov"),
        row("be", "Код 482019 для пацверджання плацяжу 45,60 BYN.", "482019", sender: "Bank"),
        row("kk", "Beeline: растау коды 5521. Оны ешкімге айтпаңыз.", "5521", sender: "Beeline"),
        row("kk", "Ваш код для входа в eGov: 830192. Код действует 5 минут.", "830192", sender: "Egov"),
        row("kk", "Kaspi Gold: 15 000 ₸ аударым жасалды. Қалдық: 84 120 ₸", nil, sender: "Bank"),
        row("kk", "Сіздің өтінішіңіз № 392018 қабылданды. Нәтижесі 3 жұмыс күні ішінде.", nil, sender: "Gov"),
        row("kk", "Tele2: Балансыңыз 1 250 ₸. Тариф 15.12 дейін жарамды.", nil, sender: "Telco"),
        row("kk", "482019 — Kaspi.kz растау коды. Сома: 12 500 ₸.", "482019", sender: "Bank"),
        row("ru-Latn", "739102 - kod dlya vkhoda v Yandex ID. Nikomu ne govorite ego.", "739102", sender: "Yandex"),
        row("ru-Latn", "Vvedennyy kod neveren. Zaprosite novyy kod.", nil, sender: "VTB"),
        row("ru-Latn", "Ispolzuyte promokod ZIMA2024 i poluchite skidku 10% do 31.12.", nil, sender: "Beeline"),
        row("ru-Latn", "Spisanie 2 349,00 RUB, karta *4421, OZON. Dostupno 41 220,13 RUB.", nil, sender: "Bank"),
        row("ru-Latn", "Vash kod podtverzhdeniya dlya Gosuslug: 392018", "392018", sender: "Gov"),
        row("ru-Latn", "Kod 482019 dlya oplaty 3 500 RUB v magazine OZON. Nikomu ne soobshchayte.", "482019", sender: "Bank"),
        row("hi-Latn", "PhonePe: Apna OTP 739102 kisi ko na batayein. Yeh 5 minute me expire ho jayega.", "739102", sender: "PhonePe"),
        row("hi-Latn", "Aapke dwara dala gaya OTP galat hai. Kripya dobara koshish karein.", nil, sender: "Paytm"),
        row("hi-Latn", "Ola: Aapka login OTP 4410 hai.", "4410", sender: "Ola"),
        row("hi-Latn", "Aapke khate XX3391 se Rs 2,500 debit hue hain. Uplabdh balance Rs 12,430.", nil, sender: "Bank"),
        row("hi-Latn", "Aapka aavedan sankhya 392018 safaltapoorvak jama ho gaya hai.", nil, sender: "Gov"),
        row("hi-Latn", "Rs 2,500 ke transaction ke liye aapka OTP 482019 hai. Kisi ko na batayein.", "482019", sender: "Bank"),
        row("ka-Latn", "Glovo: gamoiyenet promo kodi GLOVO10 da miighet 10 laris pasdakleba.", nil, sender: "Glovo"),
        row("ka-Latn", "Silknet: sheyvanili kodi arasworia. scadet tavidan.", nil, sender: "Silknet"),
        row("ka-Latn", "Bolt-is kodi: 830192. ar gaumzhghavno aravis.", "830192", sender: "Bolt"),
        row("ka-Latn", "TBC: tqven bariatidan chamoichra 45.20 GEL. nashti: 320.15 GEL.", nil, sender: "Bank"),
        row("ka-Latn", "gamoiyenet kodi 392018 avtorizaciistvis.", "392018", sender: "Gov"),
        row("ka-Latn", "tranzaqciis dadasturebis kodi: 482019. tanxa: 45.00 GEL.", "482019", sender: "Bank"),
        row("vi-Latn", "VietinBank: Ma xac thuc giao dich cua Quy khach la 482019. Khong chia se ma nay voi bat ky ai.", "482019", sender: "Vietinbank"),
        row("vi-Latn", "Shopee: Nhap ma SALE12 giam 50K cho don tu 150K. HSD 12/12.", nil, sender: "Shopee"),
        row("vi-Latn", "MoMo: Ban da nhap sai ma OTP. Vui long thu lai.", nil, sender: "Momo"),
        row("vi-Latn", "Ma OTP dang nhap VNPT Money cua ban la 5821", "5821", sender: "Bank"),
        row("vi-Latn", "Don hang 392018 cua ban dang duoc giao. Vui long de y dien thoai.", nil, sender: "Shop"),
        row("vi-Latn", "Ma OTP 482019 de thanh toan 1.500.000 VND tai Shopee. Khong chia se ma.", "482019", sender: "Bank"),
    ]

    @Test(arguments: cases)
    func extractsTheCodeOrNothing(_ item: MessageCase) { check(item) }
}
