extension Lexicon {
    /// Polish, Czech, Slovak, Hungarian, Turkish.
    static let centralEurope: [LexiconGroup] = [
        .secret(1, [
            // pl
            "kod weryfikacyjny", "kodu weryfikacyjnego", "kod sms", "kod jednorazowy", "haslo jednorazowe",
            "kod autoryzacyjny", "kod potwierdzajacy", "kod dostepu", "kod bezpieczenstwa", "weryfikacyjny",
            "autoryzacyjny", "jednorazowy", "jednorazowe", "kod logowania", "potwierdzenia", "do potwierdzenia",
            "weryfikacji", "autoryzacji", "kod blik", "kodu blik", "kodem blik", "kodow blik", "kody blik",
            // cs, sk
            "overovaci kod", "potvrzovaci kod", "autorizacni kod", "jednorazovy kod", "jednorazove heslo",
            "overovaci", "potvrzovaci", "autorizacni", "autorizacny", "overovacie", "overovaci kod",
            "kod na overenie", "kod pre overenie", "overenie", "kod k overeni", "kod pro potvrzeni", "kod na potvrdenie",
            "kod pre potvrdenie", "kod k potvrzeni",
            "bezpecnostni kod", "bezpecnostny kod", "prihlasovaci kod",
            // cs "SMS key": the one-time code of Czech banks' payment confirmations
            "sms klic", "sms klice", "sms kluc",
            // hu
            "ellenorzo kod", "megerosito kod", "egyszer hasznalatos", "azonosito kod", "biztonsagi kod",
            "ellenorzo", "megerosito", "hitelesito",
            // tr
            "dogrulama kodu", "dogrulama", "tek kullanimlik", "tek seferlik", "onay kodu", "guvenlik kodu",
            "giris kodu", "sms sifresi", "sms kodu",
        ]),
        .secret(0.85, [
            "kod*", "kodu", "kodunuz", "kodun", "kodem", "kodi", "kodja", "kodod", "kodot", "kodjat", "sifre*",
            "sifreniz", "haslo", "hasla", "heslo", "jelszo", "jelszava", "parola", "parolaniz",
        ]),
        .secret(0.4, ["nie podawaj", "nikomu", "nesdelujte", "paylasmayin", "senki"]),
        .secret(0.6, ["wazny", "wazna", "platny", "platnost", "platnosti", "ervenyes", "gecerli", "sure*"]),
        .words(.request, [
            "wpisz", "podaj", "wprowadz", "uzyj", "zadejte", "zadajte", "pouzijte", "adja meg", "irja be",
            // cs, sk "copy (it) out", "retype"; pl "retype"; hu "type in"; tr "write", "enter"
            "opiste", "prepiste", "przepisz", "gepelje be", "gepeld be", "yazarak", "rakamlarini giriniz", "rakamlarini girin", "uygulamaya gir",
            "hasznalja", "giriniz", "girin", "kullanin", "kullaniniz",
        ]),
        .words(.connector, [
            "to", "twoj", "jest", "je", "vas", "vase", "tvoj", "a", "az", "on", "ön",
            "iste", "olarak", "sizin", "senin", "ile",
        ]),
        .words(.promo, [
            "rabat*", "promocyjny", "promocja", "kupon*", "znizk*", "slev*", "zlav*",
            // cs, sk, pl "free (of charge)"
            "bezplatne", "bezplatna", "zdarma", "zadarmo", "za darmo",
            // hr, sr, bs, sl; lt, lv, et: "discount"
            "popust*", "nuolaid*", "atlaid*", "allahindlus*", "*sooduskood*",
            "darek", "kedvezmeny*", "akcio*", "indirim*", "kampanya*", "hediye", "firsat", "bonus*", "promo*",
        ]),
        .words(.label, ["koncici", "koncici na", "konciaci", "konciacej", "konciacu", "konciacou", "zakonczonej", "konczacej sie", "konczacej sie na", "ile biten", "relacia", "relace", "sesja", "id sesji", "oturum"]),
        .words(.label, [
            "zamowienie*", "zamowienia", "przesylka*", "przesylki", "operacja nr", "rachunek", "rachunku",
            "karta", "karty", "kod pocztowy", "nr", "numer zamowienia", "saldo", "kwota", "objednavka*",
            "objednavky", "zasilka*", "ucet", "uctu", "karta", "ucet c", "rendeles*", "csomag*", "szamla*",
            "kartya*", "osszeg", "egyenleg", "siparis*", "kargo*", "hesap*", "kart*", "bakiye*", "tutar*",
            "takip", "referans", "referans no", "islem", "fatura", "rezervasyon", "bilet", "ucus", "rezerwacj*", "bilet*",
            "lot", "rezervace", "rezervacni", "rezervacny", "rezervacie", "rezervaciu", "let", "jegy", "foglalas", "suma", "castka", "platba", "platnosc", "przelew",
            "szamu", "kod klienta", "numer klienta", "kod zakaznika", "cislo zakaznika", "ugyfelazonosito",
            "musteri numarasi", "musteri numaraniz", "musteri kodu", "musteri kodunuz",
            // tr booking, ticket and tracking codes: "Rezervasyon kodunuz TQ8R2L" (rule 6)
            "rezervasyon kod*", "rezervasyon numara*", "rezervacni kod", "rezervacny kod", "kod rezervace", "kod rezervacie", "bilet kod*", "takip kod*", "takip numara*", "pnr numara*",
            // Card last digits: "4412 ile biten kartınız" (your card ending with 4412).
            "ile biten", "ile sona eren",
        ]),
        .words(.showsBelow, [
            // pl, cs, sk, hu, tr "this number", "these digits", "the number from the message"
            "ten numer", "te cyfry", "toto cislo", "tyto cislice", "tato cisla", "tieto cisla", "ezeket a szamjegyeket", "ezt a szamot",
            "bu rakamlari", "bu numarayi", "cislo zo spravy", "cislo ze zpravy",
            "ponizszy", "ponizszego", "ponizsza", "ponizej", "nize", "nize uvedeny", "nizsie", "nizsie uvedeny",
            "alabbi", "asagidaki", "ispod", "spodaj", "zemiau", "zemak",
            // hu "below", "found below"; tr "is below"
            "alabb", "lent", "lent talalhato", "asagida", "asagidadir",
        ]),
        // "z kodem LATO otrzymasz 20 GB": what the code gets you
        .words(.reward, ["otrzymasz", "zyskasz", "dostaniesz", "ziskate", "ziskajte", "ziskaj", "dostanete", "ziskas", "dostanes", "kapsz", "kazanin", "kazan"]),
        // tr marketing opt-out: "Ret için RET yaz 3347" (to unsubscribe, write RET to 3347)
        .words(.phone, ["ret icin", "iptal icin"]),
        .words(.phone, ["zadzwon", "odpisz", "infolinia", "na lince", "infolinka", "infolince", "zakaznicka linka", "volejte", "volajte", "hivja", "telefon", "arayin", "arayiniz", "ara",
            // hu "call" (informal and formal)
            "hivd", "hivjon", "hivjad", "hivhatod", "tarcsazd", "tarcsazza",
            // tr "send (to)": "YAZ yazıp 2222'ye gönder"
            "gonder", "gonderin", "gonderiniz",
        ]),
        .words(.currency, ["zl", "zlotych", "pln", "kc", "czk", "eur", "ft", "huf", "tl", "try", "lira"]),
        .words(.unit, [
            "minut", "minuty", "minute", "sekund", "godzin", "godziny", "minut.", "perc", "percig", "masodperc",
            "ora", "dakika", "dakikadir", "saniye", "saat", "gun", "dni", "dnu", "nap",
        ]),
        // hr, sr, bs, sl: "one-time password / code", and "password" alone, as weak as English
        .secret(1, [
            "jednokratna lozinka", "jednokratnu lozinku", "jednokratni kod", "jednokratna sifra", "jednokratnu sifru",
            "enkratno geslo", "enkratna koda", "enkratno kodo", "verifikacijski kod", "verifikacioni kod",
            "verifikacijska koda", "potvrdni kod", "sigurnosni kod", "varnostna koda",
            // hr "zaporka": the Croatian word for password
            "jednokratna zaporka", "jednokratnu zaporku",
        ]),
        .secret(0.7, ["lozinka", "lozinku", "zaporka", "zaporku", "geslo", "gesla"]),
        .words(.invalidation, [
            "bledny", "bledne", "wygasl", "wygasla", "niepoprawny", "nieprawidlowy", "neplatny", "nespravny",
            // pl "no longer valid" (nieważny, -a, -e)
            "niewazny", "niewazna", "niewazne", "juz niewazny", "stracil waznosc",
            // cs, sk "no longer valid"
            "jiz neplati", "uz neplati", "jiz neni platny", "uz nie je platny",
            "vyprsel", "vyprsal", "lejart", "hibas", "ervenytelen", "hatali*", "gecersiz*", "suresi doldu",
            "yanlis*", "girdiginiz", "girilen",
            // hr, sr, bs, sl; lt, lv, et: "wrong", "incorrect", "entered"
            "netacan", "netocan", "neispravan", "nije ispravan", "pogresan", "pogresn*", "uneseni", "uneti kod",
            "napacn*", "ni pravilna", "ni pravilen", "vnesena", "vneseni", "neteising*", "nepareiz*",
            "ievaditais", "ievadita", "ivestas", "sisestatud", "wprowadzono", "zadan", "zadany",
            // cs, sk: "you entered", "wrongly", "has expired"
            "ste zadali", "zadali ste", "jste zadali", "zadali jste", "nespravne", "chybne", "vyprsela", "vyprsal",
            "expiroval", "expirovany",
            // pl "entered wrongly"
            "blednie", "wprowadzony blednie", "wprowadzony niepoprawnie",
            // hr, sr, bs, sl: "has expired"
            "istekao", "istekla", "isteklo", "potekla", "potekel", "poteklo",
        ]),
    ]
}
