import { describe, expect, it } from "vitest";
import { phoneDetector } from "../../../src/engine/detectors/phone.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, locale?: string) =>
  phoneDetector.detect(makeDetectContext(text, { locale })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
/** The numbers found in a text of the given language. */
const inLanguage = (text: string, language: string) => phoneDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));

describe("phone detector", () => {
  it("scores a libphonenumber-valid number above a merely possible one", () => {
    const [valid] = run("Number: (415) 555-2671");
    const [possible] = run("Number: (555) 123-4567");
    expect(valid!.score).toBeGreaterThan(possible!.score);
    expect(valid!.validations).toEqual([{ provider: "libphonenumber", status: "valid" }]);
    expect(possible!.validations).toEqual([{ provider: "libphonenumber", status: "invalid" }]);
  });

  it("raises the score when phone context words are near", () => {
    const [plain] = run("Numbers 415-555-2671 listed");
    const [withContext] = run("Call 415-555-2671 today");
    expect(withContext!.score).toBeGreaterThan(plain!.score);
    expect(withContext!.score).toBeLessThanOrEqual(1);
  });

  it("reads national numbers in the locale's region", () => {
    // 020 7946 0958 is a London number in GB; as a US national number it is not valid.
    expect(run("Ring 020 7946 0958 today", "en-GB").map((h) => h.formatted)).toEqual(["+442079460958"]);
    // without a locale the English text's countries are tried (phone-regions.ts): found, but GB
    // and AU both read it, so no country (E.164 form) is claimed and it scores below a locale reading
    const [inferred] = run("Ring 020 7946 0958 today");
    expect(inferred?.text).toBe("020 7946 0958");
    expect(inferred?.formatted).toBeUndefined();
    expect(inferred!.score).toBeLessThan(0.85);
  });

  it("keeps a possible-but-invalid number only with context words", () => {
    expect(run("Reach 555 123 4567 soon")[0]?.score).toBe(0.6);
    expect(run("Items 555 123 4567 soon")).toEqual([]);
  });

  it("separates two numbers joined by a word", () => {
    expect(run("call 212-555-0123 or 415-555-2671").map((h) => h.formatted)).toEqual(["+12125550123", "+14155552671"]);
  });

  it("reads an international number that another number follows (before: the run took both and was no number)", () => {
    const cases: [string, string][] = [
      ["Call me on +44 7911 123456 5 minutes before", "+44 7911 123456"],
      ["Appelez le +33 6 12 34 56 78 2 fois", "+33 6 12 34 56 78"],
      ["Llámame al +34 612 345 678 3 veces", "+34 612 345 678"],
      ["Tel +34 91 555 12 34 - 2 líneas", "+34 91 555 12 34"],
      ["GET /profile?phone=+14155550132 200", "+14155550132"],
      ["+351 912 345 678 2 vezes", "+351 912 345 678"],
      // a card number's four groups after a compact E.164 number (structured suite, fresh draw 1111)
      ["+48517744396 5523 3272 1707 3290", "+48517744396"],
    ];
    for (const [text, phone] of cases) expect(run(text).map((h) => h.text), text).toEqual([phone]);
    // only a valid reading is taken: an invalid international run stays unread
    expect(run("+99 123 4567 8")).toEqual([]);
  });

  it("leaves a number after a health-number word to that number's detector ('NHS number 943 476 5919')", () => {
    expect(run("NHS number 943 476 5919")).toEqual([]);
    expect(run("Medicare 2123 45670 1")).toEqual([]);
    expect(run("Tel 943 476 5919").map((h) => h.text)).toEqual(["943 476 5919"]);
    // a column named for the health number labels its own cells, not the phone column's (the
    // table had lost its "id" header, which put the number under "medicare")
    expect(run('id;telephone;medicare;status\n320;"02 52 13 33 19";28890717;ok', "fr-FR").map((h) => h.text)).toEqual(["02 52 13 33 19"]);
    // and its own cells are no phones, however the digits are grouped ("nhs_number" over a valid
    // NHS number in the US phone layout: structured suite, fresh draw 3131)
    expect(run('id;matricula;nhs_number;status\n302;JR-90-RX;"458 386 6208";pending')).toEqual([]);
    expect(run('id;account_phone;status\n302;"458 386 6208";pending').map((h) => h.text)).toEqual(["458 386 6208"]);
  });

  it("reads an Australian TFN's or a Canadian SIN's layout (3-3-3) without the text's own countries only where a country prints its numbers so", () => {
    // a text of no known language: Spain's plan read "781 701 754" as written (fresh draw 1111)
    expect(run("Kundendaten\nFeld 1: 781 701 754\nIP: 2001:db8:83ff::/56\n")).toEqual([]);
    // alone on its line, as a signature's number: France and Germany read a valid TFN without their trunk "0" (fresh draw 3232)
    expect(inLanguage("444 398 469\nOK GRAZIE\nAGGIORNAMENTO: HTTP://INSTRUCTIVE-CREATOR.COM/WAVY.HTML\nOK GRAZIE\n", "it")).toEqual([]);
    // Portugal prints its numbers so: a signature's number stays a phone
    expect(run("Um abraço,\nJoão\n912 345 678\n").map((h) => [h.text, h.formatted])).toEqual([["912 345 678", "+351912345678"]]);
  });

  it("never emits a score below 0.5", () => {
    const texts = ["Tel (555) 123-4567", "+44 20 7946 0958", "phone 4155552671", "fax: 555 123 4567"];
    for (const t of texts) for (const h of run(t)) expect(h.score).toBeGreaterThanOrEqual(0.5);
  });
});

describe("phone detector: national formats of other countries", () => {
  it("gives no E.164 form when several countries' plans read the number", () => {
    // 0412 345 678 is an Australian mobile but also a valid national number in several
    // European plans: the country cannot be told, so no E.164 form is claimed.
    const [hit] = run("Mobile: 0412 345 678");
    expect(hit!.formatted).toBeUndefined();
    expect(hit!.validations).toEqual([{ provider: "libphonenumber", status: "valid" }]);
    expect(hit!.score).toBeGreaterThanOrEqual(0.5);
    expect(hit!.score).toBeLessThan(0.85);
  });

  it("scores a number valid nowhere below one valid somewhere", () => {
    const [nowhere] = run("Phone: 00-11-22-33");
    const [somewhere] = run("Phone: 0412 345 678");
    expect(nowhere!.score).toBeLessThan(somewhere!.score);
    expect(nowhere!.score).toBeGreaterThanOrEqual(0.5);
    expect(nowhere!.formatted).toBeUndefined();
  });

  it("uses the locale's region first", () => {
    // The same national string is a valid Australian mobile with an en-AU locale.
    const [hit] = run("Mobile: 0412 345 678", "en-AU");
    expect(hit!.formatted).toBe("+61412345678");
    expect(hit!.score).toBeGreaterThanOrEqual(0.85);
  });
});

describe("phone detector: table cells carry no language", () => {
  it("reads a number in a table cell in the countries of all our languages", () => {
    // a Spanish mobile in a CSV whose column names read as English
    expect(run("ID;COL2;DNI;STATUS\n244;686-87-55-58;10011907F;CLOSED").map((h) => h.text)).toEqual(["686-87-55-58"]);
    // a Belgian number in a Dutch export whose codes read as Italian
    expect(run("id;col2;status\n102;0483-68-43-93;ok").map((h) => h.text)).toEqual(["0483-68-43-93"]);
  });

  it("keeps prose to its own language's countries", () => {
    expect(run("The code 686-87-55-58 was printed on the box.")).toEqual([]);
  });
});

describe("phone detector: bare runs, labels and sentence ends", () => {
  const runIn = (text: string, language: string) => phoneDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));

  it("reads an unseparated number in a mobile range of the text's countries", () => {
    expect(runIn("vale gracias\n622951734\nsin problema", "es")).toEqual(["622951734"]);
    // and, since the fourteenth session, a landline of the text's main country whose plan has no
    // trunk "0" (meddocan train: two gold phones "848422206" gained, no other reading; before, such
    // a run stayed any id until a word said otherwise); a named field's label still rules it
    expect(runIn("ok, el 881234567 entonces", "es")).toEqual(["881234567"]);
    expect(runIn("Apellidos: Marinez Rodriguez.\nNHC: 881234567.\n", "es")).toEqual([]);
  });

  it("leaves a mobile-range run to the field label that names it", () => {
    expect(runIn("Apellidos: Marinez Rodriguez.\nNHC: 684123665.\n", "es")).toEqual([]);
    expect(runIn("formulario\ncampo 1: 684123665\n", "es")).toEqual(["684123665"]);
  });

  it("lets a word that ended its sentence label nothing after it", () => {
    // "tenlo en cuenta." (keep it in mind): "cuenta" is no account number's label here
    expect(runIn("mi vecina tiene 89 años, tenlo en cuenta.\nvale gracias\n310 4735034", "es")).toEqual(["310 4735034"]);
    expect(runIn("Order no. 4711 0815 is on its way.", "en")).toEqual([]);
  });

  it("takes no six-and-four grouping for a North American number", () => {
    // a Swedish personnummer's shape: the area code is set off in every grouped NANP number
    expect(runIn("ver 860824-3856.", "en")).toEqual([]);
    expect(runIn("call 860-824-3856", "en")).toEqual(["860-824-3856"]);
  });
});

describe("phone detector: digit groups no phone plan writes", () => {
  it("reads no national number that ends in a lone digit after a space (an Australian Medicare number, a reference)", () => {
    expect(run("ver 3822 61644 6.")).toEqual([]);
    expect(run("el dato: 1234 5678 9 gracias")).toEqual([]);
  });
  it("reads no payment card's layout, whatever its Luhn check says (fresh draws 6363-6666)", () => {
    expect(run("CANALE: TELEFONO\nCAMPO 1: 3734-601298-80230")).toEqual([]);
    expect(run("Kanal: Telefon\nFeld 1: 2695 2315 3549 1670")).toEqual([]);
    expect(run("Veld 1: 3496 240455 28591 telefoon")).toEqual([]);
  });
  it("still reads a German switchboard number ending in '-0'", () => {
    expect(run("Zentrale: 0711 123-0", "de-DE").map((c) => c.text)).toEqual(["0711 123-0"]);
  });
});

describe("phone detector: the rest of an IBAN written in groups", () => {
  it("reads no phone in a mistyped IBAN's digit groups", () => {
    expect(run("It is NL71 SHVL 6168 8368 21 now")).toEqual([]);
    expect(run("campo 1: fr91 0106 7897 276y 3768 7642 236")).toEqual([]);
    expect(run("voir nl95 gaio 5064 3036 12.")).toEqual([]);
  });
  it("still reads an international number that follows an IBAN", () => {
    expect(run("O MEU IBAN É ES31 0586 3352 5177 2840 9846 +55 11 3661 9337").map((c) => c.text)).toEqual(["+55 11 3661 9337"]);
  });
});

describe("phone detector: a cue on another line vouches for no lone last digit", () => {
  it("leaves '3429 26684 5' (a Medicare number) to other readings when 'teléfono' names the channel on the line before", () => {
    expect(run("Canal: teléfono\nCampo 1: 3429 26684 5\nFecha: 15/09/1")).toEqual([]);
  });
});

describe("an area code set off by ' / ' or ' - ' (German and Austrian writing)", () => {
  const texts = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "de" })).map((c) => text.slice(c.start, c.end));
  it("reads the whole number after a trunk 0", () => {
    expect(texts("Telefon 0711 / 123 456 78, danke")).toEqual(["0711 / 123 456 78"]);
    expect(texts("Fax 089 - 12 34 56 78.")).toEqual(["089 - 12 34 56 78"]);
  });
  it("does not join a house number and a postcode, or a range", () => {
    expect(texts("Calle Colón 90 - 46017 Valencia")).toEqual([]);
    expect(texts("Seiten 120 - 135 und 2019 / 2020")).toEqual([]);
  });
});

describe("'reached at' as a phone cue", () => {
  it("reads a fictional 555 number after 'can be reached at'", () => {
    expect(run("Wife at bedside, can be reached at 555-867-5309.").map((c) => c.text)).toEqual(["555-867-5309"]);
  });
  it("does not make a date after 'reached at home on' a phone", () => {
    expect(run("She was reached at home on 3/14.")).toEqual([]);
  });
});

describe("a phone cue names the number after it", () => {
  it("does not reach past another number to the next line's id", () => {
    const text = "Phone: +48 601 234 567\nPESEL: 92040312345";
    expect(run(text).map((c) => c.text)).toEqual(["+48 601 234 567"]);
  });
  it("carries over a list of numbers, and past a field label's own number", () => {
    expect(run("Tel: 555-1234, 555-9876").map((c) => c.text)).toEqual(["555-1234", "555-9876"]);
    expect(run("CANAL: TÉLÉPHONE\nCHAMP 1: 4165577896").map((c) => c.text)).toEqual(["4165577896"]);
  });
});

describe("two numbers of a list in one line", () => {
  it("reads each number of a list parted by a slash or by two spaces", () => {
    expect(run("Teléfonos de contacto: arrendador 963 52 18 40 / 629 48 17 03; arrendatarios").map((c) => c.text)).toEqual(["963 52 18 40", "629 48 17 03"]);
    expect(run("Tel.: 038-4217730 / 06-18229047\nZorgverzekeraar").map((c) => c.text)).toEqual(["038-4217730", "06-18229047"]);
    expect(run("Telefono:           +39 348 550 2917  /  075 572 0391\nE-mail:").map((c) => c.text)).toEqual(["+39 348 550 2917", "075 572 0391"]);
  });
  it("keeps a slash that sets off an area code inside one number", () => {
    expect(run("Telefon 0711 / 123 456 78").map((c) => c.text)).toEqual(["0711 / 123 456 78"]);
  });
});

describe("call-back verbs as phone cues", () => {
  it.each([
    ["U kunt me terugbellen op 0612345678.", "0612345678"],
    ["Bitte um Rückruf unter 0170 1234567.", "0170 1234567"],
  ])("%s", (text, number) => {
    expect(run(text).map((c) => c.text)).toEqual([number]);
  });
});

describe("an international number wrapped over two lines (third exploratory test: left in clear)", () => {
  const phones = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads the two parts as one number when the joined number is valid", () => {
    expect(phones("Please call me back on +44 20\n7946 0958 after 5pm.")).toEqual(["+44 20\n7946 0958"]);
    expect(phones("tel +34 612\r\n345 678 ok")).toEqual(["+34 612\r\n345 678"]);
  });

  it("leaves a joined run that is no valid number, and a number followed by a line of digits, as they were", () => {
    expect(phones("total +12 items\n2024 done")).toEqual([]);
    expect(phones("Tel +44 20 7946 0958\n12 apples")).toEqual(["+44 20 7946 0958"]);
  });
});

describe("a printed number alone on its line, valid in another of our languages' countries", () => {
  const phones = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "es" })).map((c) => [text.slice(c.start, c.end), c.score]);

  it("reads a French mobile in the signature of a Spanish mail (third exploratory test: left in clear)", () => {
    expect(phones("Hola Juan,\nnos vemos el lunes.\nUn saludo,\nClémence Aubert\n06 12 34 56 78")).toEqual([["06 12 34 56 78", 0.6]]);
    expect(phones("Un saludo,\n06.12.34.56.78\n")).toEqual([["06.12.34.56.78", 0.6]]);
  });

  it("leaves short groups, mixed separators and numbers inside a line alone", () => {
    expect(phones("Total\n1 234 567\n")).toEqual([]);
    expect(phones("Scores\n13-15 17-14 15-12\n")).toEqual([]);
    expect(phones("el código 06 12 34 56 78 del pedido")).toEqual([]);
  });
});

describe("DIN 5008's older German layout (fourth exploratory test: left in clear, whole or in part)", () => {
  const phones = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "de" })).map((c) => text.slice(c.start, c.end));

  it("reads a spaced slash after the area code and a spaced hyphen before the extension", () => {
    expect(phones("Tel.: 0221 / 98 76 54 - 32")).toEqual(["0221 / 98 76 54 - 32"]);
    expect(phones("Telefon: +49 (0) 8041 / 79 12 34")).toEqual(["+49 (0) 8041 / 79 12 34"]);
    expect(phones("Telefon 0 61 81 / 29 55 16 und 29 55 10")).toEqual(["0 61 81 / 29 55 16"]);
  });

  it("does not join a house number and a postcode", () => {
    expect(phones("Calle Colón 90 - 46017 Valencia")).toEqual([]);
  });
});

describe("telco field names", () => {
  it("'msisdn' and 'e164' name a phone number as 'mobile' does (fourth exploratory test)", () => {
    const phones = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(phones('{"msisdn":"4915123456789"}')).toEqual(["4915123456789"]);
    expect(phones("msisdn=4915123456789")).toEqual(["4915123456789"]);
  });
});

describe("an access log's status code and size (fifth exploratory test)", () => {
  it("are not a phone, next to a phone cue in the same line (before: '200 5123', '200 20411')", () => {
    const line = '203.0.113.45 - - [12/Mar/2024:10:02:11 +0100] "GET /profile?phone=%2B33612345678 HTTP/1.1" 200 5123 "-" "Mozilla/5.0"';
    const found = phoneDetector.detect(makeDetectContext(line, { language: "fr" })).map((c) => line.slice(c.start, c.end));
    expect(found).toEqual([]);
    const search = '192.0.2.88 - - [12/Mar/2024:10:04:44 +0100] "GET /search?q=telefon&lang=de HTTP/2" 200 20411 "-" "curl/8.5.0"';
    expect(phoneDetector.detect(makeDetectContext(search, { language: "de" }))).toEqual([]);
  });
});

describe("an extension after the number in our languages' words (sixth exploratory test)", () => {
  const spans = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("takes it into the number's span", () => {
    expect(spans("Tel. +49 89 12345-0, Durchwahl -2214")).toEqual(["+49 89 12345-0, Durchwahl -2214"]);
    expect(spans("téléphone 01 23 45 67 89 poste 312")).toEqual(["01 23 45 67 89 poste 312"]);
    expect(spans("Tel. +39 06 1234 5678 int. 12")).toEqual(["+39 06 1234 5678 int. 12"]);
  });
  it("takes no count or word after a comma", () => {
    expect(spans("Tel: 020 7946 0958, 3 items")).toEqual(["020 7946 0958"]);
  });
});

describe("remembered readings (a run read in one region is not taken for another)", () => {
  it("gives each region its own reading of the same digits, whatever was read before", () => {
    const nl = run("Bel me op 06 12345678", "nl-NL")[0]!;
    const fr = run("Appelez le 06 12 34 56 78", "fr-FR")[0]!;
    const nlAgain = run("Bel me op 06 12345678", "nl-NL")[0]!;
    expect(nl.formatted).toBe("+31612345678");
    expect(fr.formatted).toBe("+33612345678");
    expect(nlAgain).toEqual(nl);
  });
});

describe("payment apps that send money to a phone number (seventh exploratory test, F21)", () => {
  const score = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.score] as const);
  it.each([
    ["TRF MB WAY P/ 912345678 JOAQUIM PEREIRA", "TRF P/ 912345678 JOAQUIM PEREIRA"],
    ["BIZUM A 612345678 CENA VIERNES", "ENVIO A 612345678 CENA VIERNES"],
    ["Tikkie van 0612345678 ontvangen", "Betaling van 0612345678 ontvangen"],
    ["Paylib reçu du 0612345678", "Virement reçu du 0612345678"],
    ["TWINT an 0791234567 gesendet", "Zahlung an 0791234567 gesendet"],
    ["VIR LYDIA 0612345678 REMBOURSEMENT", "VIR INST 0612345678 REMBOURSEMENT"],
  ])("names the number as a phone's: %j", (cued, plain) => {
    const [[number, cuedScore]] = score(cued) as [[string, number]];
    const [[samePlain, plainScore]] = score(plain) as [[string, number]];
    expect(number).toBe(samePlain);
    expect(cuedScore).toBeGreaterThan(plainScore);
  });
  it("takes no amount after the app's name, and no word that only begins like one", () => {
    expect(score("Pago Bizum de 25,00 € a Marta")).toEqual([]);
    expect(score("twintig 0612345678 ontvangen")).toEqual(score("Betaling 0612345678 ontvangen"));
    // Lydia is a given name too: a weak cue, which makes no phone of a year and a count
    expect(score("Lydia Rossi, geboren 12.03.1985, Personalnummer 4471")).toEqual([]);
  });
});

describe("Android logcat lines (seventh exploratory test, F33: process and thread ids read as phones)", () => {
  const spans = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads no phone in the process and thread ids of the threadtime layout", () => {
    const log = [
      "04-22 14:03:12.881 22871 22871 D AuthRepository: login ok",
      "04-22 14:03:12.902 22871 22905 D OkHttp  : --> POST https://api.example.nl/v2/session",
      "2025-04-22 14:03:14.120 22871 22871 W ActivityManager: Force finishing activity",
    ].join("\n");
    expect(spans(log)).toEqual([]);
  });
  it("still reads a phone number in the message, and the same ids outside a logcat line", () => {
    expect(spans("04-22 14:03:13.410 22871 22871 I SmsReceiver: sms from +351 912 345 678")).toEqual(["+351 912 345 678"]);
    expect(spans("Call 22871 22905 today")).toEqual(["22871 22905"]);
  });
});

describe("epoch seconds in an attribute named for a time (seventh exploratory test, F35)", () => {
  const spans = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads no phone in a bookmark's ADD_DATE or LAST_MODIFIED, nor in *_date, *_time, timestamp", () => {
    // the link's title names a phone app: a cue near the attribute
    expect(spans('<DT><A HREF="https://wa.me/" ADD_DATE="1700000600" LAST_MODIFIED="1700000700">WhatsApp mezelf</A>')).toEqual([]);
    expect(spans('<event type="sms" created_time="1700000700" timestamp="1700000700"/>')).toEqual([]);
  });
  it("still reads a phone in an attribute named otherwise", () => {
    expect(spans('<contact data-phone="1700000700" name="Jan" type="sms"/>')).toEqual(["1700000700"]);
  });
});

describe("readings in the North American plan and company ids (eighth exploratory test, F24: false phones)", () => {
  const spans = (text: string, language?: string) =>
    phoneDetector.detect(makeDetectContext(text, language ? { language } : {})).map((c) => text.slice(c.start, c.end));
  it("reads a North American number only as one is written: ten digits, its groups", () => {
    // a PNR segment's departure and arrival times: "1" and seven digits, "+13101555" to libphonenumber
    expect(spans("  4  LH1172 Y 10MAY 5 MUCLIS HK3  1310 1555  10MAY  E  LH/K7XQ2P")).toEqual([]);
    // a procès-verbal's year and serial: Canada's "(202) 401-8822" for French text
    expect(spans("PV n° 2024/018822 dressé par la brigade", "fr")).toEqual([]);
    expect(spans("Call (415) 555-0132 or 415-555-0133 today")).toEqual(["(415) 555-0132", "415-555-0133"]);
    expect(spans("Appelez le 514 555 0199 au Québec", "fr")).toEqual(["514 555 0199"]);
  });
  it("reads no phone after a VAT or company register word", () => {
    expect(spans("Datore di lavoro: Ristorante Da Gennaro S.r.l., P.IVA 09812340967", "it")).toEqual([]);
    expect(spans("Partita IVA: 09812340967 - tel. 081 552 1234", "it")).toEqual(["081 552 1234"]);
  });
});

describe("a not-phone word labels its own number, not a phone after it (review)", () => {
  const spans = (text: string) => phoneDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("finds the phone after a VAT number, and after a company named Siren", () => {
    expect(spans("Acme Ltd, VAT no GB123456789, 020 7946 0958, registered in England.")).toEqual(["020 7946 0958"]);
    expect(spans("Siren Security Ltd: 020 7946 0958 for all alarm call-outs.")).toEqual(["020 7946 0958"]);
    // the VAT number itself stays no phone
    expect(spans("Datore di lavoro: Rossi srl, P.IVA 09812340967")).toEqual([]);
  });
});

describe("phone shapes against id and order words (structured suite, seed 101)", () => {
  it("an area code in brackets before grouped digits is a phone after an order word too", () => {
    expect(inLanguage("pedido aceite : (11) 3197-6337", "pt")).toEqual(["(11) 3197-6337"]);
    // the word still rules a number without that shape
    expect(inLanguage("pedido aceite : 3197-6337", "pt")).toEqual([]);
  });

  it("a Nordic id's layout (six digits, hyphen, four) is no phone without a phone word", () => {
    expect(inLanguage("169;010573-7596;2001:DB8:CFCB::/56;", "es")).toEqual([]);
    expect(inLanguage("Telefon: 010573-7596", "sv")).toEqual(["010573-7596"]);
  });

  it("but a North American number with its area code run into the exchange in English text", () => {
    expect(inLanguage("common law wife (Irene Sherwood, 202232-4455) in to see pt", "en")).toEqual(["202232-4455"]);
    expect(inLanguage("esposa (Irene Sherwood, 202232-4455) vino", "es")).toEqual([]);
  });

  it("unless a Nordic id's check holds for it: a CPR number's date, an organisationsnummer's Luhn digit", () => {
    expect(inLanguage("Noted: 210663-7450\nSure, one sec", "en")).toEqual([]);
    expect(inLanguage("field 2: 437944-8980\nstatus: pending", "en")).toEqual([]);
    // a phone word still makes it a phone
    expect(inLanguage("phone: 210663-7450", "en")).toEqual(["210663-7450"]);
  });

  it("a phone word counts on the number's own line only (fresh draw 1919: a form's next value)", () => {
    expect(inLanguage("Anmeldeformular\nTelefon: 0699-0286948\nFeld 2: 2867106-8\n", "de")).toEqual(["0699-0286948"]);
    expect(inLanguage("dados do cliente\ncanal: telefone\ncampo 1: 250183-5993\n", "pt")).toEqual([]);
  });
});

describe("an international number after a house number or a count (structured suite, seed 202)", () => {
  it("is read from its '00' or '+' when the whole run is no number", () => {
    expect(run("PROLONGACIÓN ROSER GÁMEZ ESTRADA, 122 0044 117 105 3824").map((c) => c.text)).toEqual(["0044 117 105 3824"]);
  });
});

describe("an identifier's label before a phone-shaped value (structured suite, seed 202)", () => {
  it("names the value, which is no phone", () => {
    expect(inLanguage("paiement traité nhs_number=623 620 8263 retry=0", "fr")).toEqual([]);
    expect(inLanguage("número de cliente: 4674-0707", "es")).toEqual([]);
  });

  it("but not a phone after the id's own value, on its line or the next", () => {
    expect(inLanguage("NIF 12345678Z, teléfono 612 345 678", "es")).toEqual(["612 345 678"]);
    expect(inLanguage("Dni: 81601388x\nField 2: 0275338082", "en").length).toBe(1);
  });
});

describe("a phone after a date or before an id in one run (structured suite, seed 202)", () => {
  it("a date opening the run is read past", () => {
    expect(inLanguage("mi fecha es 05/04/2018 300 8406248", "es")).toEqual(["300 8406248"]);
    expect(inLanguage("el 05/04/2018 12 personas", "es")).toEqual([]);
  });

  it("after a phone word, the groups of an id that follows are left off", () => {
    expect(inLanguage("teléfono: 011 8231-0304 86746475 8 xy2", "es")).toEqual(["011 8231-0304"]);
  });
});

describe("sentence ends and fiscal labels (structured suite, seed 404)", () => {
  it("a full stop before a blank ends the number", () => {
    expect(inLanguage("telefon: +436999160683. 25. Dezember 2004", "de")).toEqual(["+436999160683"]);
    expect(inLanguage("Datum: 16. 8. 1992", "de")).toEqual([]);
  });

  it("a fiscal number's label says its digits are no phone, an '00' prefix notwithstanding", () => {
    expect(inLanguage("numéro fiscal: 0046813902170", "es")).toEqual([]);
    expect(inLanguage("numéro fiscal: 12, tél +33 6 12 34 56 78", "fr")).toEqual(["+33 6 12 34 56 78"]);
  });
});

describe("a street after a phone of three groups (structured suite, seed 404)", () => {
  it("is no sign that the run was a postcode and a house number", () => {
    expect(inLanguage("ora è 02 771 5468 ora è Piazza Zito 24, 62789 Rosati veneto", "it")).toEqual(["02 771 5468"]);
  });
});

describe("a run's end (structured suite, fresh draw 1414)", () => {
  it("leaves out a digit that a hyphen and a letter go on from: a date's day after the number", () => {
    expect(inLanguage("Hallo,\n\n0700368867 3-Sep-2025", "nl")).toEqual(["0700368867"]);
  });
});

describe("a not-phone word inside an e-mail address or a URL labels no number (structured suite, fresh draw 1717)", () => {
  it("reads the number in the next cell after 'v.kulas@acme.com' ('v' abbreviates 'version' elsewhere)", () => {
    expect(inLanguage("id,email,tel,status\n102,v.kulas@acme.com,416-489-3566,new", "en")).toEqual(["416-489-3566"]);
    expect(inLanguage("v. 416-489-3566", "en")).toEqual([]);
  });
});

describe("a coordinate's decimal before a number (structured suite, fresh draw 1717)", () => {
  it("reads the number after it, as after a date", () => {
    expect(inLanguage("koordinaten lautet 9.1020, 89.5954 0176 9457873", "de")).toEqual(["0176 9457873"]);
  });
});

describe("an unseparated landline of a plan without a trunk '0', in a country of the text's language (structured suite fresh draws; meddocan train)", () => {
  it("is read as its mobiles are: Portugal's, Spain's and Brazil's fixed lines", () => {
    expect(inLanguage("ok, então 214469675.", "pt")).toEqual(["214469675"]);
    expect(inLanguage("teléfono de la consulta 848422206", "es")).toEqual(["848422206"]);
    expect(inLanguage("ok, então 1136954015.", "pt")).toEqual(["1136954015"]);
  });
  it("not after a field's own label, and not inside a Norwegian VAT number's 'NO ... MVA'", () => {
    expect(inLanguage("NOVO: 227831074", "pt")).toEqual([]);
    expect(inLanguage("ahora es NO 867728786 MVA", "es")).toEqual([]);
  });
});

describe("a trunk '0' number alone in a form's numbered field (fresh draw 4242)", () => {
  it("is read where a country of ours prints it so, whatever language the text was taken for", () => {
    // language identification took this German form for Portuguese, whose countries read no such number
    const form = "Anmeldeformular\nFeld 1: 0170 2385701\nFeld 2: PT86 5237 4860 7567 5470 8606 3\n";
    expect(inLanguage(form, "pt")).toEqual(["0170 2385701"]);
  });
  it("not after a named label, which says what the value is, nor with other words after it", () => {
    expect(inLanguage("Kundennummer: 0170 2385701", "pt")).toEqual([]);
    expect(inLanguage("Campo 1: 0170 2385701 ok", "pt")).toEqual([]);
    // nor grouped otherwise than its country prints it
    expect(inLanguage("Feld 1: 01 702 385 701", "pt")).toEqual([]);
  });
});

describe("a date in words after a number (fresh draw 4444)", () => {
  it("leaves the date's day out of the number where the number alone is printed as its country prints it", () => {
    expect(inLanguage("guten tag,\n\ntel.: 0170-9403996 28. juni 2011\n\ndanke", "de")).toEqual(["0170-9403996"]);
  });
  it("keeps a last group that the country's own layout holds", () => {
    expect(inLanguage("Tél : 06 12 34 56 28 mai 2020", "fr")).toEqual(["06 12 34 56 28"]);
    // no month after it: no day to leave out, the run is read as before
    expect(inLanguage("tel.: 0170-9403996 28 stück", "de")).toEqual(["0170-9403996 28"]);
  });
});
