extension Lexicon {
    /// German, French, Spanish, Portuguese, Italian, Dutch, Romanian, Irish, Welsh.
    static let westernEurope: [LexiconGroup] = [
        .secret(1, [
            // de
            "phototan", "apptan", "mobiletan", "mobile tan", "itan", "securego tan", "einmalpasswort", "einmalkennwort", "einmalcode", "bestatigungscode", "sicherheitscode",
            "freigabecode", "freischaltcode", "freischaltungscode", "anmeldecode", "authentifizierungscode", "verifizierungscode", "zugangscode",
            "aktivierungscode", "tan nummer", "sms tan",
            // fr
            "code de verification", "code de securite", "code d authentification",
            "code d activation", "code a usage unique", "code unique", "mot de passe unique", "code temporaire",
            "mot de passe temporaire", "mot de passe provisoire", "mot de passe a usage unique",
            "code de connexion", "code d acces",
            // es
            "codigo de verificacion", "codigo de seguridad", "clave dinamica",
            "clave temporal", "codigo de acceso", "clave de seguridad", "codigo de autenticacion", "clave unica",
            "codigo de activacion", "code de validation", "cod de autentificare", "codul de autentificare", "autentificare", "clave de acceso", "token", "contrasena de un solo uso",
            // pt
            "codigo de verificacao", "codigo de seguranca", "codigo de acesso",
            "codigo de autenticacao", "codigo de ativacao", "senha temporaria", "senha de uso unico",
            "chave de seguranca", "chave de acesso", "senha dinamica", "codigo dinamico",
            "codigo de validacao", "codigo para validacao", "codigo para validar", "codigo de validacion",
            "codigo para verificar", "codigo para confirmar",
            // es-MX: the bank's dynamic PIN (a plain NIP is the card's own, rule 7)
            "nip dinamico", "nip de un solo uso",
            // it
            "codice di verifica", "codice di sicurezza", "codice otp",
            "codice di accesso", "codice di autorizzazione", "codice monouso", "password monouso",
            "codice temporaneo",
            // nl
            "*verificatiecode", "*beveiligingscode", "*bevestigingscode", "*inlogcode", "*toegangscode",
            "*activatiecode", "*controlecode", "eenmalige code",
            // ro
            "cod de verificare", "codul de verificare", "cod de confirmare", "codul de confirmare",
            "cod de securitate", "parola unica", "cod unic", "codul unic", "parola temporara",
        ]),
        .secret(0.85, [
            "codigo", "codigo*", "clave", "codice", "senha", "cod", "codul", "kode", "kod",
            "verificacion", "verificacao", "verifica", "verificare", "authentification", "verifizierung",
            "bestatigung", "autenticacion", "autenticacao", "confirmacao", "confirmacion",
        ]),
        .secret(0.4, [
            "compartas", "no lo compartas", "no la compartas", "nao compartilhe", "ne le partagez", "compartir", "comparta", "compartilhe", "partagez", "partager", "teile", "teilen",
            "condividere", "condividi", "deel", "comunica", "comunicati", "comunicarlo", "non comunicarlo",
        ]),
        // it Intesa Sanpaolo's one-time code ("O-Key SMS 813059 per autorizzare il bonifico")
        .secret(1, ["o-key sms", "o key sms"]),
        .secret(0.6, ["per autorizzare", "autorizzare"]),
        .secret(0.6, [
            "passwort", "kennwort", "mot de passe", "contrasena", "parola", "wachtwoord", "valable", "valido",
            "valida", "gultig", "geldig", "valabil", "vigencia", "expira", "scade", "verloopt", "lauft ab",
        ]),
        .words(.request, [
            "eingeben", "gib", "geben sie", "verwende", "verwenden sie", "nutze", "nutzen sie", "saisissez", "entrez", "saisir", "utilisez", "ingresa", "ingrese",
            "introduce", "introduzca", "digita", "digite", "informe", "insira", "usa", "use", "inserisci",
            "utilizza", "voer", "vul", "gebruik", "introdu", "introduceti", "foloseste",
            // es with the object glued on: "Introdúcelo en la app", "Ingrésalo para validar tu identidad"
            "introducelo", "introducela", "ingresalo", "ingresala", "escribelo", "digitalo",
            // "type", "write", "key in": fr, es, it, pt, nl, ro
            "tapez", "tapes", "escribe", "escriba", "scrivi", "scriva", "introduza", "typ", "tasteaza",
        ]),
        .words(.connector, [
            "ist", "lautet", "lauten", "dein", "deine", "ihr", "ihre", "est", "votre", "ton", "le", "la", "es",
            "tu", "su", "el", "e", "seu", "sua", "o", "il", "tuo", "vostro", "is", "je", "uw", "de", "este",
            "tau", "dvs", "du", "da", "di", "d", "voici", "aqui", "ecco", "hier", "sera", "sara",
        ]),
        .words(.promo, [
            "gutschein*", "*rabatt*", "aktionscode", "code promo",
            // nl "try a month free"
            "maand gratis", "maanden gratis", "gratis proberen", "probeer gratis", "reduction", "bon de reduction", "parrainage", "code parrain", "parrain",
            "cupon*", "descuento*", "promocional", "promocion*", "cupom", "desconto*", "indicacao", "sconto",
            // es "referral code", "invite your friends"
            "referido*", "referida*", "codigo amigo", "codigo de amigo", "invita a tus amigos", "invita a un amigo", "invita a tu amigo", "invitar amigos",
            // fr marketing messages must carry an opt-out: "STOP au 36173"
            "stop au", "stop sms",
            "buono", "promozional*", "korting*", "*kortingscode", "*actiecode", "cadeau*", "reducere*",
            "promotie", "oferta*", "offre*", "angebot*", "regalo", "presente", "brinde", "premio", "soldes", "rebajas",
            // "save 25 %"
            "ahorra", "ahorre", "economiza", "economize", "economisez", "risparmia", "bespaar",
            // es "enjoy a 15 % …"
            "disfruta de un", "disfruta de una", "disfruta del",
            // de "secure yourself (10 GB extra)"
            "sichere dir", "sichern sie sich",
        ]),
        .words(.label, ["terminado em", "terminada em", "terminada en", "terminado en", "finissant par", "endet auf", "che termina con", "eindigend op", "sessie", "sessie id", "sessienummer", "id de sesion", "id de sessao", "sitzungs id", "sitzung", "id session", "id di sessione"]),
        .words(.label, [
            "bestellung*", "bestellnummer", "sendung*", "kundennummer", "konto*", "vorgangsnummer", "karte",
            // A value printed to be compared with the screen, next to the TAN (rule 5).
            "vergleichswert",
            "referenz", "rechnung", "zahlungsreferenz", "*buchungscode", "*buchungsnummer", "*reservierungscode",
            // customer codes (rule 6)
            "kundencode", "code client", "numero client", "codigo de cliente", "codigo del cliente", "numero de cliente",
            "codigo do cliente", "codice cliente", "codice utente", "klantcode", "klantnummer",
            "cod client", "codul de client", "reference de paiement", "code de paiement", "codigo de pago",
            "codigo de pagamento", "codice di pagamento", "codice avviso", "commande", "colis", "numero de commande", "compte", "carte", "reference",
            "facture", "code postal", "pedido*", "folio", "referencia", "cuenta", "tarjeta", "guia", "envio",
            "numero de pedido", "codigo postal", "saldo", "monto", "importe", "rastreio", "rastreamento",
            "protocolo", "conta", "cartao", "boleto", "cep", "encomenda", "ordine", "spedizione", "conto",
            "carta", "tessera", "tessera n", "codice fiscale", "cap", "fattura", "pratica", "bestelling", "pakket", "rekening", "zending",
            "postcode", "kaart", "comanda", "comenzii", "colet", "contul", "cardul", "factura", "valor",
            // ro "transaction" (tranzacție, written without its diacritics too)
            "cod tranzactie", "tranzacti*",
            "betrag", "montant", "importo", "bedrag", "suma", "compra", "achat", "kauf", "acquisto", "aankoop",
            // trains and their coaches: "Frecciarossa 9547", "TGV INOUI 6611", "carrozza 5"
            "frecciarossa", "frecciargento", "frecciabianca", "intercity", "treno", "tgv", "ouigo", "alvia", "carrozza",
            // nl booking codes (rule 6): "KLM: Boekingscode 7YQ2LP"
            "boekingscode", "*boekingscode", "reserveringscode",
            "cita", "reserva", "reservation", "prenotazione", "buchung", "vuelo", "voo", "vol", "volo", "flug",
            "terminal", "asiento", "sitz", "siège", "ticket", "billete", "bilhete", "biglietto",
            "endung", "endziffern", "endet auf", "se terminant par", "terminant par", "terminada en", "terminacion",
            "final", "finais", "terminante in", "che termina con", "eindigend op", "eindigt op", "terminat in",
        ]),
        // "con il codice TIMPARTY ricevi 50 Giga": what the code gets you
        .words(.reward, [
            "ricevi", "ottieni", "avrai", "recibe", "recibes", "obten", "obtienes", "consigue", "llevate", "ganhe",
            "ganha", "gana", "ganas", "ganan", "gagne", "gagnez", "receba", "recebe", "obtenez", "profitez", "beneficiez", "erhaltest", "bekommst", "sicherst",
            "krijg", "ontvang", "primesti", "obtii",
        ]),
        .words(.showsBelow, [
            "unten", "unten stehenden", "nachstehend*", "ci dessous", "ci-dessous", "a continuacion", "abajo", "abaixo",
            "qui sotto", "di seguito", "hieronder", "onderstaande", "de mai jos", "mai jos",
            // "this number", "these digits", "the following characters / digits": de, fr, es, pt, it, nl, ro
            "folgenden zeichen", "folgende zeichen", "folgenden ziffern", "diese ziffern", "diese zahl", "ce numero", "ces chiffres",
            "este numero", "estos digitos", "essa sequencia", "esta sequencia", "este codigo", "questo numero", "queste cifre",
            "dit nummer", "deze cijfers", "cifrele urmatoare", "urmatoarele cifre", "acest numar", "aceste cifre",
            "esses numeros", "estes numeros", "estos numeros", "estas cifras", "questi numeri",
        ]),
        .words(.phone, [
            // pt "(call) centre", "customer service line"
            "central", "central de atendimento", "atendimento", "sac",
            "anrufen", "ruf", "rufen", "appelez", "appeler", "llama", "llame", "llamar", "ligue", "ligar",
            "chiama", "chiamare", "bel", "bellen",
            // fr "forward (suspicious messages) to 33700", "report"
            "transferez", "transferez-les", "signalez", "suna", "sunati", "contacta", "contactez", "kontakt",
            "telefono", "telefone", "telefon", "numero verde",
        ]),
        .words(.currency, ["euro", "eur", "€", "reais", "real", "pesos", "soles", "lei", "fr", "chf", "cfa"]),
        .words(.unit, [
            "minuten", "minute", "min.", "sekunden", "stunden", "minutes", "heures", "secondes", "minutos",
            "segundos", "horas", "minuti", "secondi", "ore", "minuten", "seconden", "uur", "minute", "secunde",
            "ore", "tage", "jours", "dias", "giorni", "dagen", "zile", "mes", "meses",
        ]),
        .words(.invalidation, [
            "abgelaufen", "ungultig", "falsch", "a expire", "incorrect", "errone", "invalide", "expirado",
            "incorrecto", "invalido", "vencido", "expirou", "incorreto", "scaduto", "errato", "non valido",
            "verlopen", "onjuist", "ongeldig", "expirat", "gresit", "incorect",
            // it "no longer valid"
            "non e piu valido", "non piu valido", "non e piu attivo", "non e' piu' valido", "piu' valido",
            "heeft ingevoerd", "hebt ingevoerd", "ingevoerde", "is niet juist", "niet juist", "niet meer geldig", "niet langer geldig",
            "introducido", "eingegeben", "saisi", "inserito", "ingresado", "caducado", "caducou",
            // "that you entered", "is not valid": es, pt
            "ingresaste", "introdujiste", "no es valido", "no es valida", "digitou", "inseriu", "nao e valido", "nao e valida",
            // pt-PT "entered" and "wrong"; es "has lapsed"
            "introduzido", "introduzida", "introduziu", "errado", "errada", "vencio", "ya vencio", "caduco",
            // pt-BR "the code given (by you) does not match"; de with "ue" for "ü" (phones without umlauts)
            "informado", "informada", "nao confere", "nao conferem", "eingegebene", "eingegebenen", "ungueltig*",
        ]),
        // ga: "one-time (code / password)", "verification / confirmation / security code"; the
        // code after "do" (your) and "ár" (our) is mutated: "chód", "gcód"
        .secret(1, ["aonuaire", "cod fioraithe", "cod deimhnithe", "cod slandala", "fioraithe", "fioru"]),
        .secret(0.85, ["chod", "gcod"]),
        .secret(0.7, ["pasfhocal", "phasfhocal", "bpasfhocal"]),
        .secret(0.6, ["baili"]),
        .secret(0.4, ["na roinn", "na tabhair"]),
        .words(.request, ["cuir isteach", "iontrail"]),
        .words(.label, ["cuntas*", "ordu", "carta", "iarmheid", "idirbheart", "tagairt"]),
        .words(.unit, ["noiméad*", "soicind*"]),
        .words(.invalidation, ["imithe in eag", "micheart", "neamhbhaili"]),
        // cy: "verification / one-time / security / confirmation code", "one-time password"
        .secret(1, ["cod dilysu", "cod untro", "cyfrinair untro", "untro", "cod diogelwch", "cod cadarnhau", "dilysu"]),
        .secret(0.7, ["cyfrinair", "gyfrinair"]),
        .secret(0.6, ["dilys"]),
        .secret(0.4, ["peidiwch a rhannu", "peidiwch"]),
        .words(.request, ["rhowch", "defnyddiwch", "nodwch"]),
        .words(.connector, ["eich", "yw", "ydy"]),
        .words(.label, ["cyfrif", "archeb*", "cerdyn", "swm", "trafodiad*", "cyfeirnod"]),
        .words(.unit, ["munud", "eiliad"]),
        .words(.invalidation, ["anghywir", "wedi dod i ben", "annilys"]),
    ]
}
