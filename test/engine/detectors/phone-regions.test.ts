/**
 * Phones without a locale: the regions a national number is read in come from the locale hint,
 * the countries named near it, the language of its cue word and the text's language
 * (phone-regions.ts); the phone detector keeps what is valid there, and a phone-shaped group next
 * to a cue in any of our languages even when nothing validates it. Version strings, order numbers,
 * amounts and dates stay out.
 */
import { describe, expect, it } from "vitest";
import { phoneDetector } from "../../../src/engine/detectors/phone.js";
import { candidateRegions, countriesNear, LANGUAGE_REGIONS, textLanguages } from "../../../src/engine/detectors/phone-regions.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { detectLanguages, dominantLanguage, languagesByScore } from "../../../src/engine/language/detect.js";

/** The phone detector as the engine runs it without a locale: the text's detected languages in the context, the dominant one first. */
function phones(text: string, locale?: string) {
  const detected = detectLanguages(text);
  return phoneDetector
    .detect(makeDetectContext(text, { locale, language: dominantLanguage(detected), languages: languagesByScore(detected) }))
    .map((c) => ({ text: text.slice(c.start, c.end), score: c.score, formatted: c.formatted, status: c.validations?.[0]?.status }));
}

describe("candidate regions", () => {
  it("tries the locale's region, then named countries, then the cue's language, then the text's, without repeats", () => {
    const regions = candidateRegions({ localeRegion: "CA", named: ["CH", "FR"], cueLanguages: ["de"], languages: ["fr"] });
    expect(regions.slice(0, 3)).toEqual(["CA", "CH", "FR"]);
    // de brings DE and AT (CH is already there), then fr its countries not yet listed
    expect(regions.indexOf("DE")).toBeLessThan(regions.indexOf("BE"));
    expect(new Set(regions).size).toBe(regions.length);
    for (const r of [...LANGUAGE_REGIONS.de!, ...LANGUAGE_REGIONS.fr!]) expect(regions).toContain(r);
  });

  it("has several countries for every language spoken in several", () => {
    for (const lang of ["en", "es", "pt", "fr", "de", "nl", "it"]) expect(LANGUAGE_REGIONS[lang]!.length).toBeGreaterThan(1);
    expect(LANGUAGE_REGIONS.en).toEqual(expect.arrayContaining(["US", "GB", "CA", "AU", "IE", "NZ", "IN", "ZA"]));
    expect(LANGUAGE_REGIONS.es).toEqual(expect.arrayContaining(["ES", "MX", "AR", "CO"]));
  });
});

describe("countries named near a number", () => {
  const near = (text: string, number: string) => {
    const start = text.indexOf(number);
    return countriesNear(makeDetectContext(text), start, start + number.length, []);
  };

  it("reads names in our languages and the short forms, nearest first", () => {
    expect(near("Büro Zürich (Schweiz), Tel. 044 668 18 00", "044 668 18 00")).toEqual(["CH"]);
    expect(near("Appelez le 044 668 18 00 (Suisse)", "044 668 18 00")).toEqual(["CH"]);
    expect(near("London, UK: 020 7946 0958, formerly of Ireland", "020 7946 0958")).toEqual(["GB", "IE"]);
    expect(near("oficina en madrid, españa: 912 345 678", "912 345 678")).toEqual(["ES"]);
  });

  it("takes two- and three-letter forms only as written (the pronoun 'us' is no country)", () => {
    expect(near("call us at 415 555 2671", "415 555 2671")).toEqual([]);
    expect(near("our US office 415 555 2671", "415 555 2671")).toEqual(["US"]);
  });

  it("ignores names beyond the window", () => {
    expect(near(`Spain${" filler".repeat(40)} 912 345 678`, "912 345 678")).toEqual([]);
  });
});

describe("the text's languages", () => {
  it("is the dominant language when it is one of ours, else ours among the close runners-up", () => {
    expect(textLanguages(makeDetectContext("x", { language: "nl" }))).toEqual(["nl"]);
    // ELD reads this short German text as Swedish, German a close second
    const text = "Telefonnummer 089 12345678";
    expect(textLanguages(makeDetectContext(text, { language: dominantLanguage(detectLanguages(text)) }))).toContain("de");
  });
});

describe("a text whose language the detector is unsure of", () => {
  /** The phone detector on a context with the given dominant language and detected languages. */
  const read = (text: string, language: string, languages?: string[]) =>
    phoneDetector.detect(makeDetectContext(text, { language, ...(languages ? { languages } : {}) })).map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("counts ours among the detected languages, the dominant one first", () => {
    expect(textLanguages(makeDetectContext("x", { language: "en", languages: ["en", "tl", "pt"] }))).toEqual(["en", "pt"]);
    expect(textLanguages(makeDetectContext("x", { language: "es", languages: ["es", "pt"] }))).toEqual(["es", "pt"]);
  });

  it("reads a number in a runner-up language's countries when it is grouped as the country prints it", () => {
    // (not a log line's head: a log message's own language leads, see "a number in a log line")
    const line = "PERFIL GUARDADO : 011 5604-7928 QUEUE=3";
    expect(read(line, "pt")).toEqual([]);
    expect(read(line, "pt", ["pt", "es"])).toEqual([["011 5604-7928", "+541156047928"]]);
    expect(read("sincronización terminada : 916 02 94 31 cache hit 87%", "en", ["en", "es"])).toEqual([["916 02 94 31", "+34916029431"]]);
  });

  it("does not read a runner-up's country into digit groups that country prints otherwise", () => {
    // valid in Chile, which prints it "55 499 8559"; an Australian TFN's layout
    expect(read("perfil guardado : 554 998 559 HTTP 200", "pt", ["pt", "es"])).toEqual([]);
  });
});

describe("a layout that is a phone's whatever the language", () => {
  it("reads an area code in brackets grouped as a country of ours prints it", () => {
    const text = "2023-01-07t02:03:55-05:00 warn [billing] perfil guardado : (47) 91620-6258 v10.2.1.4455";
    expect(phoneDetector.detect(makeDetectContext(text, { language: "en" })).map((c) => [text.slice(c.start, c.end), c.formatted])).toEqual([
      ["(47) 91620-6258", "+5547916206258"],
    ]);
    expect(phoneDetector.detect(makeDetectContext("ref (123) 45-6789-01", { language: "en" }))).toEqual([]);
  });

  it("reads '00', a country code and a blank as a dialled number even after an order word", () => {
    expect(phones("pedido aceite : 0043 699 7531605 cache hit 87%").map((p) => [p.text, p.formatted])).toEqual([["0043 699 7531605", "+436997531605"]]);
    expect(phones("numéro fiscal: 0046813902170")).toEqual([]);
  });
});

describe("what a phone cue names", () => {
  const read = (text: string, language: string) => phoneDetector.detect(makeDetectContext(text, { language })).map((c) => text.slice(c.start, c.end));
  it("a cue on the next line names what follows it, not the number before it", () => {
    // a Finnish business id (Y-tunnus) and a Danish CPR number, then a phone or a channel
    expect(read("Het Is Nu 9370343-3\nTelefoon +55 47 99649 0189, Bedankt", "nl")).toEqual(["+55 47 99649 0189"]);
    expect(read("feld 2: 230372-2627\nkanal: telefon\n", "de")).toEqual([]);
    // on the number's own line it still vouches for it
    expect(read("Telefon: 230372-2627", "de")).toEqual(["230372-2627"]);
  });
  it("a table's header names its own column only", () => {
    expect(read("id,col2,tel,status\n377,9786865-7,0715005420,pending", "en")).toEqual(["0715005420"]);
    expect(read("id,tel,col3,status\n377,230372-2627,x,pending", "en")).toEqual(["230372-2627"]);
  });
});

describe("grouped digits without a trunk 0 in a language's other countries", () => {
  const spanish = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "es" })).map((c) => text.slice(c.start, c.end));
  it("are read there only as that country groups its numbers", () => {
    // of the Spanish-speaking countries valid in Chile only, which groups its numbers otherwise:
    // an Australian TFN's layout, no phone
    expect(spanish("vale, entonces 352 305 297.")).toEqual([]);
    // a physician's registration number in a Spanish clinical note (meddocan train)
    expect(spanish("Médico: Dr. Juan Pérez. NºCol: 28 28 948261.")).toEqual([]);
  });
  it("keep the main country's numbers as people write them, and trunk-0 numbers", () => {
    expect(spanish("mi móvil es 612 345 678")).toEqual(["612 345 678"]);
    // alone on its line, a Portuguese landline as Portugal prints it
    expect(spanish("sin problema\n234 951 943\nclaro")).toEqual(["234 951 943"]);
    expect(spanish("llámame al 011 5604-7928")).toEqual(["011 5604-7928"]);
  });
});

describe("a number in a log line", () => {
  const inText = (text: string, language: string) => phoneDetector.detect(makeDetectContext(text, { language, languages: [language] })).map((c) => text.slice(c.start, c.end));
  it("is read in the countries of its message's language, not the English of the log's scaffolding (fresh draws 2020, 2121)", () => {
    expect(inText("2024-05-02T10:17:44Z info [export-worker] profilo salvato : 347 018 2215 retry=0", "en")).toEqual(["347 018 2215"]);
    expect(inText("2024-05-02T10:28:30.301Z DEBUG [billing] record aggiornato : 055-735-3676 retry=0", "en")).toEqual(["055-735-3676"]);
    // the same digits outside a log line, in English text, stay out
    expect(inText("profile saved : 347 018 2215 retry=0", "en")).toEqual([]);
  });
  it("takes no message before its colon for a field label (fresh draws 2424, 2525, 2626); a key before '=' still names its value", () => {
    expect(inText("2024-05-02T10:17:44Z INFO [billing] pagamento processado : 229390923 shard 4/16", "en")).toEqual(["229390923"]);
    expect(inText("2024-05-02T10:17:44Z WARN [FORMS] CONVALIDA SUPERATA : 3339178948 RETRY=0", "en")).toEqual(["3339178948"]);
    expect(inText("2024-05-02T10:17:44Z INFO [billing] ordine=3339178948 retry=0", "it")).toEqual([]);
    // a label after the message's first words is still one
    expect(inText("2024-05-02T10:17:44Z INFO [billing] record creato per il paziente NHC: 3339178948", "it")).toEqual([]);
  });
});

describe("three groups of three digits in a table cell", () => {
  it("are read in the text's own countries only, not every language's: a Canadian SIN's and an Australian TFN's layout", () => {
    const english = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "en", languages: ["en"] })).map((c) => text.slice(c.start, c.end));
    // a Lisbon landline's digits, a TFN in an English export
    expect(english('id;col2;col3;status\n369;"216 293 915";it33202550126;new')).toEqual([]);
    // grouped as Portugal prints them otherwise, with a cue, they are a phone
    expect(english('id;telefone;col3;status\n369;"216 293 915";it33202550126;new')).toEqual(["216 293 915"]);
  });
});

describe("a landline of the text's countries written as their mobiles are", () => {
  it("is theirs though the US default reads it too (fresh draw 2424: Rio de Janeiro's, a Los Angeles number to the US)", () => {
    const portuguese = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "pt", languages: ["pt"] })).map((c) => [text.slice(c.start, c.end), c.formatted]);
    expect(portuguese("Ok, então 2139741285.")).toEqual([["2139741285", "+552139741285"]]);
  });
});

describe("two national numbers in a row", () => {
  it("are read apart at the later group's trunk '0' (fresh draw 1919), an id's short tail is no second number", () => {
    const nl = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "nl", languages: ["nl"] })).map((c) => text.slice(c.start, c.end));
    expect(nl("HET IS NU 0498 55 52 85 0472992992")).toEqual(["0498 55 52 85", "0472992992"]);
    expect(nl("Veld 1: 03 80 202 460 068\nKanaal: web")).toEqual([]);
  });

  it("are read apart when the two are longer than one run may be (fresh draw 5757: both Argentine numbers stayed in clear)", () => {
    const es = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "es", languages: ["es"] })).map((c) => text.slice(c.start, c.end));
    expect(es("ahora es 011 1969-5704 011 0436-0780\n\nsaludos")).toEqual(["011 1969-5704", "011 0436-0780"]);
  });

  it("are read apart before the second's international prefix, which the first never takes (fresh draw 5757)", () => {
    const it_ = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "it", languages: ["it"] })).map((c) => text.slice(c.start, c.end));
    expect(it_("cell.: 3475893793 001 617 526 3045\n\ncordiali saluti")).toEqual(["3475893793", "001 617 526 3045"]);
  });
});

describe("a date after the number", () => {
  it("is no group of it (fresh draw 2121: the year was read into a fifteen-digit number)", () => {
    expect(phones("tel.: 096343 27817 1965-10-23").map((p) => p.text)).toEqual(["096343 27817"]);
    expect(phones("call 020 7946 0958 01.02.2024 ok").map((p) => p.text)).toEqual(["020 7946 0958"]);
  });
});

describe("two numbers after one cue", () => {
  it("reads on after the first number the run's shortened reading kept", () => {
    const text = "TEL.: 310 6524521 01134706268\n\nSALUDOS,";
    expect(phoneDetector.detect(makeDetectContext(text, { language: "es" })).map((c) => text.slice(c.start, c.end))).toEqual(["310 6524521", "01134706268"]);
    // a count after the number is still no second number
    expect(phones("+44 7911 123456 5 minutes").map((p) => p.text)).toEqual(["+44 7911 123456"]);
  });
});

describe("a bare mobile number of the text's own country", () => {
  const italian = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "it" })).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("is a phone though the US default also reads it", () => {
    expect(italian("3208528026\nricevuto 👍\nok grazie")).toEqual([["3208528026", "+393208528026"]]);
  });
  it("stays out after a field label naming it", () => {
    expect(italian("NHC: 3208528026")).toEqual([]);
  });
  it("in English text (or a table cell) is a North American number the US default reads, ten digits only", () => {
    const english = (text: string) => phoneDetector.detect(makeDetectContext(text, { language: "en" })).map((c) => [text.slice(c.start, c.end), c.formatted]);
    expect(english("it is 6135157116 now")).toEqual([["6135157116", "+16135157116"]]);
    expect(english("ID,AGE,COL3,STATUS\n390,72,3122836457,PENDING")).toEqual([["3122836457", "+13122836457"]]);
    // "1" and ten digits run together is as often a post's or a record's id
    expect(english("http://t.co/abc 16407967716")).toEqual([]);
    // a field label or a named column still says what the digits are
    expect(english("Record no: 6135157116")).toEqual([]);
    expect(english("id,count\n1,6135157116")).toEqual([]);
    // a German text's ten digits are no US number
    expect(phoneDetector.detect(makeDetectContext("Siehe 6135157116 für den Rest, danke", { language: "de" }))).toEqual([]);
  });
});

describe("phone numbers written nationally, no locale", () => {
  it.each([
    ["Telefonnummer 089 12345678", "089 12345678", "+498912345678"],
    ["Meine Telefonnummer ist 089 12345678.", "089 12345678", "+498912345678"],
    ["Bel me op 020-1234567", "020-1234567", "+31201234567"],
    ["Mijn nummer is 020-1234567.", "020-1234567", "+31201234567"],
    ["O meu telemóvel é 912 345 678", "912 345 678", "+351912345678"],
    ["Büro Zürich (Schweiz), Tel. 044 668 18 00", "044 668 18 00", "+41446681800"],
  ])("%s", (text, number, e164) => {
    const [hit, ...rest] = phones(text);
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ text: number, formatted: e164, status: "valid" });
    expect(hit!.score).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    ["Mi número es 612 345 678", "612 345 678"],
    ["Llámame al 612 345 678 mañana", "612 345 678"],
    ["Call me on 020 7946 0958", "020 7946 0958"],
    ["Our office: 020 7946 0958", "020 7946 0958"],
    ["Mon portable : 06 12 34 56 78", "06 12 34 56 78"],
    ["Il mio numero è 06 1234 5678", "06 1234 5678"],
  ])("%s (valid in more than one country of the language: no E.164 claimed)", (text, number) => {
    const [hit] = phones(text);
    expect(hit).toMatchObject({ text: number, status: "valid" });
    expect(hit!.score).toBeGreaterThanOrEqual(0.75);
  });

  it("gives the named country's E.164 form when it is one of several readings", () => {
    expect(phones("Oficina de Madrid, España: 612 345 678")[0]?.formatted).toBe("+34612345678");
  });

  it("gives a Spanish text's number the country its language points to rather than the US default", () => {
    // 55 1234 5678 is valid in the US (551 area code) and in Mexico City
    expect(phones("Mi celular es 55 1234 5678")[0]?.formatted).toBe("+525512345678");
    // in English text it stays a phone, but with no country: the North American plan, which the
    // US default and Canada would read, groups it 3-3-4 (eighth exploratory test, F24)
    const english = phones("My cell is 55 1234 5678")[0];
    expect(english?.text).toBe("55 1234 5678");
    expect(english?.formatted).toBeUndefined();
  });

  it("keeps the UK's fictional 07700 900xxx mobiles, which no metadata validates, next to a cue", () => {
    for (const text of ["Ring me on 07700 900123 tomorrow", "My number is 07700 900123", "mobile: 07700 900123"]) {
      expect(phones(text).map((h) => h.text)).toEqual(["07700 900123"]);
    }
  });

  it("keeps a seven-digit local number after a cue word, below validated numbers", () => {
    const local = ["Tel: 555-1234", "call me at 555-1234", "Tel. 4567890", "call 555-1234 now", "Telefon: 234 5678"].map((t) => phones(t));
    for (const hits of local) {
      expect(hits).toHaveLength(1);
      expect(hits[0]!.score).toBeGreaterThanOrEqual(0.5);
      expect(hits[0]!.score).toBeLessThan(0.75);
    }
  });

  it("needs a trunk prefix where the country writes one: '1234 5678' is no Irish number in prose", () => {
    expect(phones("The 1234 5678 figure was revised")).toEqual([]);
    expect(phones("Die Zahl 123 4567 ist groß")).toEqual([]);
  });

  it("reads an international number in a CSV cell right after a comma", () => {
    expect(phones("id,name,phone\n7,Ana,+44 7400 123712,y").map((h) => h.text)).toEqual(["+44 7400 123712"]);
  });

  it("reads a valid international number after a reference word, a national one not", () => {
    expect(phones("Ref +44 20 7946 0958, thanks").map((h) => h.text)).toEqual(["+44 20 7946 0958"]);
    expect(phones("Ref 020 7946 0958, thanks")).toEqual([]);
  });

  it("reads an unseparated national number with its trunk prefix in the text's language, below separated ones", () => {
    for (const [text, number, e164] of [
      ["Das Formular ist vollständig ausgefüllt, Feld zwei: 0891234567, vielen Dank", "0891234567", "+49891234567"],
      ["Zie 0624903929 voor de rest, groeten", "0624903929", "+31624903929"],
    ] as const) {
      const hits = phones(text);
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ text: number, formatted: e164, status: "valid" });
      expect(hits[0]!.score).toBeLessThan(0.75);
    }
    // without the trunk "0" a bare run is any id there: it needs a cue word
    expect(phoneDetector.detect(makeDetectContext("Siehe 4168072415 für den Rest", { language: "de" }))).toEqual([]);
    expect(phones("Bestellnummer 0407698914 ist unterwegs")).toEqual([]);
  });

  it("lets a phone cue right before the number outweigh a reference word further back", () => {
    const text = "ASSUNTO: O SEU PEDIDO\n\nOLÁ,\n\nTELEFONE: 22 724 9190\nOBRIGADO";
    expect(phones(text).map((h) => h.text)).toEqual(["22 724 9190"]);
    // a reference word in an earlier paragraph (an e-mail's subject) labels nothing here
    expect(phones("Assunto: RE: fatura\n\nOlá,\n\nok, então (21) 95147-3362. Obrigado").map((h) => h.text)).toEqual(["(21) 95147-3362"]);
    // the reference word nearest the number still decides
    expect(phones("Telefone do cliente, pedido 22 724 9190")).toEqual([]);
  });

  it("reads the US default only where the groups are a North American number's", () => {
    for (const written of ["505-540-6135", "(505) 540-6135", "1 505 540 6135", "505.540.6135", "+1 505 540 6135"]) {
      expect(phones(`call ${written}`).map((h) => h.text)).toEqual([written]);
    }
    // eleven digits after a "1", grouped 6 + 5: a Norwegian birth number, not +1 505 540 6135
    expect(phones("HALLO,\n\n150554 06135 ABLAUFDATUM LAUTET 11/33").map((h) => h.formatted)).not.toContain("+15055406135");
    // with a US locale the reading stands as before
    expect(phones("call 150554 06135", "en-US").map((h) => h.formatted)).toEqual(["+15055406135"]);
  });

  it("keeps the locale's region first", () => {
    const [hit] = phones("Ring 020 7946 0958 today", "en-GB");
    expect(hit?.formatted).toBe("+442079460958");
    expect(hit!.score).toBeGreaterThanOrEqual(0.85);
  });
});

describe("digit groups that are not phones", () => {
  it.each([
    "Released build 10.2.1.4455 today",
    "Upgraded the agent to 10.2.1.4455 yesterday",
    "Firmware 2.3.14.5678 is out",
    "Order 12345678 shipped",
    "Bestellnummer 4711 0815 22",
    "Rechnung 2024 0815 1234",
    "Número de pedido 612 345 678",
    "Commande 06 12 34 56 78 expédiée",
    "Total: € 612 345 678",
    "It costs 612 345 678 EUR",
    "Date: 2015-12-22 04:34:22",
    "on 12.03.2024 we met",
    "Open 0830-1730 daily, phone ahead",
    "BP 140-160/60-78 overnight",
    "Billing address: 03262 2437 Main St Suite 442",
    "1,234,567 people, 2,345 6789 more",
  ])("%s", (text) => {
    expect(phones(text)).toEqual([]);
  });
});

describe("'ver' is 'see' in Spanish and Portuguese, 'version' elsewhere", () => {
  it("reads the number after the verb in a Portuguese text as a phone", () => {
    const text = "Olá,\n\nver (21) 95811-0151. segue o dado do telefone, obrigado pela ajuda";
    expect(phones(text).map((p) => [p.text, p.formatted])).toEqual([["(21) 95811-0151", "+5521958110151"]]);
  });
  it("keeps refusing digits after 'ver' in an English text", () => {
    expect(phones("please upgrade to ver 934 361 473 of the firmware before Monday")).toEqual([]);
  });
});

describe("a number between two cells of a row", () => {
  it("is a phone though the next cell starts with a digit", () => {
    expect(phones("391,+31625771800,4P47D61DA55,pending").map((p) => p.text)).toEqual(["+31625771800"]);
    expect(phones("id,col2,mbi,status\n391,+31625771800,4P47D61DA55,pending").map((p) => p.text)).toEqual(["+31625771800"]);
  });
  it("an amount's decimals after a comma still make an amount", () => {
    expect(phones("Total due 12 345 678,90 by Friday")).toEqual([]);
  });
});
