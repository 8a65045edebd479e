extension Lexicon {
    /// Swedish, Danish, Norwegian, Finnish, Estonian, Latvian, Lithuanian, Icelandic.
    static let northernEurope: [LexiconGroup] = [
        .secret(1, [
            "*verifieringskod", "*engangskod", "*engangskode", "*bekraftelsekod", "*sakerhetskod",
            "*bekraftelseskode", "*bekreftelseskode", "*sikkerhedskode", "*sikkerhetskode",
            "*vahvistuskoodi", "*tunnistuskoodi", "*varmennuskoodi", "*kertakayttoinen", "*kirjautumiskoodi",
            "*turvakoodi", "*vahvistuskoodia", "*tunnistuskoodia", "*aktiveringskod", "*aktiveringskode", "*inloggningskod", "*adgangskode",
            "*engangspassord", "*engangspassordet", "*verifikationskode", "*verifiseringskode", "*engangslosenord", "*engangslosenordet",
            // the same with the definite ending ("Bekræftelseskoden til din konto er 5381")
            "*verifieringskoden", "*engangskoden", "*bekraftelsekoden", "*sakerhetskoden", "*bekraftelseskoden",
            "*bekreftelseskoden", "*sikkerhedskoden", "*sikkerhetskoden", "*aktiveringskoden", "*inloggningskoden",
            "*adgangskoden", "*verifikationskoden", "*verifiseringskoden",
        ]),
        .secret(0.85, [
            "*kod", "*kode", "*koden", "*koodi", "*koodisi", "*koodin", "*koodia", "kodi", "*koodilla", "*koodiksi",
            "*koodillasi", "*koodinne",
        ]),
        // "kertakäyttösalasana", "kertakäyttökoodi": one-time password, one-time code; the
        // Baltic "confirmation code" and "one-time"
        .secret(1, [
            "kertakaytto*", "*kinnituskood*", "uhekordne", "uhekordse", "vienreizej*", "apstiprinajuma",
            "vienkartin*", "patvirtinimo",
        ]),
        // fi PIN, et code and password, lv password, lt password
        .secret(0.85, ["*tunnusluku*", "*kood", "parool", "parooli", "parole", "paroli", "slaptazod*"]),
        // "confirm": as weak as English "confirm"
        .secret(0.45, ["vahvista", "bekrafta", "bekraft", "bekreft", "bekrafte", "bekrefte"]),
        .secret(0.6, [
            "losenord", "adgangskode", "passord", "salasana", "giltig", "gyldig", "voimassa", "galler", "galder",
        ]),
        .words(.request, ["ange", "anna", "indtast", "skriv inn", "skriv in", "tast inn", "skriv", "tast", "angiv", "nappaile", "kirjoita", "syota", "kayta", "brug", "bruk", "anvand"]),
        .words(.connector, ["ar", "er", "on", "din", "ditt", "dit", "sinun"]),
        .words(.promo, [
            "*rabattkod", "*rabatkode", "*rabattkode", "*alennuskoodi", "*kampanjkod", "*kampanjekode",
            "erbjudande", "tilbud", "tarjous", "lahjakortti", "presentkort", "gavekort", "alennu*", "*alekoodi", "avslag",
            "*kampanjakoodi*", "*tarjouskoodi*", "*etukoodi*",
            // free delivery: nb, da, sv, fi
            "fri levering", "gratis levering", "fri frakt", "gratis frakt", "fri fragt", "ilmainen toimitus",
        ]),
        .words(.label, [
            // Danish and Norwegian bank registration numbers: "reg.nr. 7730"
            "reg.nr", "reg. nr", "regnr", "reg nr", "registreringsnummer", "sessions id", "session id", "sessionsnummer",
            // "(card) ending in": sv, da, nb, fi
            "slutar pa", "slutar med", "ender pa", "ender med", "slutter pa", "slutter med", "paattyy", "paattyva",
            "order", "ordre", "bestilling", "tilaus", "paket", "pakke", "paketti", "konto", "tili", "kort",
            "kortti", "postnummer", "saldo", "belopp", "belob", "belop", "summa", "faktura", "lasku",
            "ordrenummer", "ordernummer", "lahetys", "forsendelse", "forsandelse", "viite", "referens",
            "tilau*", "lahety*", "lasku*", "*seurantakoodi*", "*seurantanumero*", "*sparningskod*", "*sparningsnummer*",
            "*sporingskode*", "*sporingsnummer*", "*ordrekode*", "*kundenummer*", "*kundnummer*", "*bokningskod*",
            "*bookingkode*", "*referansekode*",
        ]),
        .words(.showsBelow, ["nedan", "nedanstaende", "nedenfor", "nedenstaende", "alla oleva*", "allolev*",
            // nb, da, sv, fi "this number", "the digits below / here under"
            "dette nummeret", "dette tallet", "tallene under", "sifrene under", "koden under", "herunder", "tallet herunder", "siffrorna", "detta nummer",
            "taman numeron", "nama numerot", "tama numero", "numerot", "tallene", "siffrorna nedan"]),
        // is: "authentication number / code", "confirmation code", "security code", "one-time";
        // "code", "password"; "do not share"
        .secret(1, ["auðkenningarnúmer*", "auðkenningarkóð*", "staðfestingarkóð*", "öryggiskóð*", "einnota"]),
        .secret(0.85, ["kóði", "kóðinn", "kóða", "kóðann"]),
        .secret(0.7, ["lykilorð*"]),
        .secret(0.4, ["ekki deila", "deildu ekki", "aldrei gefa upp"]),
        .words(.phone, ["ring", "ringe", "ringer", "ring til", "ringe pa", "soita", "ilmoita huijauksista", "ilmoita huijauksesta", "kontakta", "kontakt",
            // lt, lv, et, is "call"
            "skambinkite", "skambink", "zvaniet", "zvani", "helistage", "helista", "hringdu", "hringið",
            // sv, da, nb, fi "customer service"
            "kundtjanst", "kundservice", "kundeservice", "asiakaspalvelu",
            // is "customer service", "phone"
            "þjónustuver*", "sími", "síma"]),
        .words(.currency, ["kr", "sek", "dkk", "nok", "eur", "kronor", "kroner", "euroa"]),
        .words(.unit, ["minuter", "minutter", "minuuttia", "sekunder", "sekuntia", "timmar", "timer", "tuntia", "dagar", "dage", "dager", "paivaa"]),
        .words(.invalidation, ["syottamasi", "antamasi", "oli vaara", "syotit vaaran", "vaaran koodin", "on vaara", "utgatt", "ugyldig", "ogiltig", "vanhentunut", "virheellinen", "udlobet", "utlopt", "felaktig", "forkert", "feil",
            // "has run out", "has expired"; "(that) you entered": sv, da, nb
            "har gatt ut", "gick ut", "har upphort", "er udlobet", "er utlopt", "har utlopt",
            "du angav", "som du angav", "du indtastede", "du tastede", "du skrev inn", "du tastet inn", "du oppga",
        ]),
    ]
}
