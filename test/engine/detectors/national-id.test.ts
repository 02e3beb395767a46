import { describe, expect, it } from "vitest";
import { nationalIdDetector } from "../../../src/engine/detectors/national-id.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { createEngine } from "../../../src/engine/engine.js";
import type { AnalyzeResult } from "../../../src/contract/types.js";

const run = (text: string) =>
  nationalIdDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("national-id detector", () => {
  it("scores SSNs by form and context", () => {
    expect(run("id 536-22-1234")[0]?.score).toBe(0.9);
    expect(run("id 536 22 1234")[0]?.score).toBe(0.85);
    expect(run("SSN 536-22-1234")[0]?.score).toBe(0.95);
  });

  it("rejects SSA-invalid parts: area 000/666/9xx, group 00", () => {
    for (const ssn of ["000-12-3456", "666-12-3456", "912-12-3456", "536-00-1234"]) expect(run(`no ${ssn}`)).toEqual([]);
  });

  it("keeps an invalid SSN after SSN words at 0.6, marked invalid", () => {
    expect(run("SSN 000-12-3456")[0]).toMatchObject({ score: 0.6, validations: [{ provider: "stdnum:us.ssn", status: "invalid" }] });
  });

  it("reads bare nine digits next to SIN words as a Canadian SIN", () => {
    expect(run("social insurance number 046454286")[0]).toMatchObject({
      formatted: "046454286",
      validations: [{ provider: "stdnum:ca.sin", status: "valid" }],
    });
  });

  it("does not report the same digits twice as SSN and SIN", () => {
    expect(run("SIN 046-454-286")).toHaveLength(1);
  });

  it("cuts trailing words off a keyword value before validating", () => {
    expect(run("Steuer-ID 86095742719 Berlin").map((h) => h.text)).toEqual(["86095742719"]);
  });

  it("does not start a keyword inside another word", () => {
    expect(run("Kenir 111222333")).toEqual([]);
  });
});

describe("printed 3-3-3 groups without their words", () => {
  const runIn = (text: string, language: string) =>
    nationalIdDetector.detect(makeDetectContext(text, { language })).map((c) => ({ text: text.slice(c.start, c.end), score: c.score, provider: c.validations?.[0]?.provider }));

  it("reads a group whose SIN or TFN check passes, below every phone reading", () => {
    expect(run("ok, also 046 454 286.")).toEqual([expect.objectContaining({ text: "046 454 286", score: 0.5 })]);
    expect(runIn("id;col2;status\n201;\"153 427 089\";ok", "de")).toEqual([{ text: "153 427 089", score: 0.5, provider: "stdnum:au.tfn" }]);
    // no check passes: left alone (a reference, an amount, a phone of elsewhere)
    expect(run("ok, also 123 456 789.")).toEqual([]);
    // part of a longer run of groups: a table of figures
    expect(run("26357 1139 046 454 286 1297")).toEqual([]);
  });

  it("leaves a phone of the text's countries a phone: the engine keeps the higher reading", async () => {
    const engine = createEngine({ seed: "sin-phone" });
    const [r] = (await engine.analyze({ text: ["Llame al 955 012 000 hoy si no contesto."] })) as AnalyzeResult[];
    await engine.close();
    const labelOf = (t: string) => r!.entities.find((e) => e.text === t)?.best_label;
    expect(labelOf("955 012 000")).toBe("PHONE_NUMBER");
  });

  it("lets the keyword's reading win: a TFN after its word", () => {
    const [tfn] = runIn("Dossier complet. TFN: 876 543 210, merci.", "fr");
    expect(tfn).toMatchObject({ text: "876 543 210", provider: "stdnum:au.tfn" });
    expect(tfn!.score).toBeGreaterThan(0.5);
  });

  it("takes Spanish 'sin' and Portuguese 'nas' for words, not the SIN's abbreviations", () => {
    // 'sin problema' before a number: a Luhn-valid 9-digit run is no SIN there
    expect(runIn("vale gracias\n046454286\nsin problema", "es")).toEqual([]);
    expect(runIn("SIN: 046454286", "en")).toEqual([{ text: "046454286", score: 0.85, provider: "stdnum:ca.sin" }]);
  });
});

describe("keywords written as log keys and in lower case", () => {
  it("reads an Austrian social security number after 'sv_nummer='", () => {
    expect(run("[auth] validation passed sv_nummer=1812241082 queue=3").map((c) => [c.text, c.label])).toEqual([["1812241082", "SSN"]]);
  });
  it("reads an Irish PPS number after a lower-case 'pps number', its check letter lower case too", () => {
    expect(run("zoals besproken: pps number is 1189428h.").map((c) => [c.text, c.label])).toEqual([["1189428h", "SSN"]]);
  });
  it("takes a lower-case PPS number by its shape and check letter, and nothing else after a lower-case 'pps'", () => {
    expect(run("open the pps 1189428h").map((c) => [c.text, c.label])).toEqual([["1189428h", "SSN"]]);
    // a check letter that fails, or none: nothing, with or without the word
    expect(run("open the pps 1189428a")).toEqual([]);
    expect(run("open the pps 1189428")).toEqual([]);
  });
});

describe("what a person's tax number is not", () => {
  it("leaves a NIF with its country prefix (a business's VAT number) to the organisation ids", () => {
    // at most an unvalidated reading, below the VAT number's (organization-id.ts, 0.7 and up)
    for (const text of ["NIF PT995663270", "NIF-IVA ESR48166359, danke"]) {
      for (const c of run(text)) expect([c.score, c.validations?.[0]?.status]).toEqual([0.6, "invalid"]);
    }
  });
  it("never takes the word after the keyword into the value ('NIF-IVA ESB...' is no 'IVA ESB...')", () => {
    expect(run("NIF IVA 12345678Z").map((c) => c.text)).toEqual(["12345678Z"]);
  });
  it("reads a PAN after its keyword only when its fourth letter says it is a person's, in any case", () => {
    expect(run("PAN: ABCPE1234F").map((c) => c.text)).toEqual(["ABCPE1234F"]);
    expect(run("my pan is abcpe1234f").map((c) => c.text)).toEqual(["abcpe1234f"]);
    expect(run("el dato (PAN) es ZHDCH7009X.")).toEqual([]);
  });
});

describe("Brazil's RG", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("is taken after its keyword, in capitals or as a label", () => {
    expect(ids("VÍTIMA: FERNANDA OLIVEIRA DE MACEDO\nRG: 34.287.119-5 SSP/SP")).toEqual([["34.287.119-5", "342871195"]]);
    expect(ids("carteira de identidade 12.345.678-X")).toEqual([["12.345.678-X", "12345678X"]]);
  });
  it("not after a lower-case 'rg', and not in another shape", () => {
    expect(ids("the rg 12345678 cable")).toEqual([]);
    expect(ids("RG 12-AB")).toEqual([]);
  });
});

describe("France's student number (INE)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("is taken after its keyword, on its shape", () => {
    expect(ids("Né(e) le : 18/10/2010\nINE : 070423891HK\nResponsables légaux")).toEqual(["070423891HK"]);
  });
  it("not Spain's statistics institute, nor a short number", () => {
    expect(ids("según el INE 2024 la población creció")).toEqual([]);
    expect(ids("INE: 12345")).toEqual([]);
  });
});

describe("the SSN as spoken English calls it", () => {
  it("reads 9 bare digits after 'my social' (before: in clear)", () => {
    expect(run("my social is 536228841").map((c) => [c.label, c.text])).toEqual([["SSN", "536228841"]]);
    expect(run("social media 536228841")).toEqual([]);
  });
});

describe("keyword variants of the third exploratory test", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads the Spanish NIF after 'N.I.F.', the Belgian national number after 'Rijksregisternr.', the BSN after its English name (before: in clear)", () => {
    expect(ids("N.I.F.: 48.123.456-G")).toEqual(["48.123.456-G"]);
    expect(ids("Rijksregisternr.: 85073012335")).toEqual(["85073012335"]);
    expect(ids("Rijksregisternr. 850730 123 35")).toEqual(["850730 123 35"]);
    expect(ids("Citizen service number 234567892")).toEqual(["234567892"]);
  });
});

describe("ids that are a segment of a URL path (third exploratory test: REST request lines left in clear)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads an id that is a whole path segment, with or without its keyword as the segment before", () => {
    expect(ids("GET /api/v1/patients/RSSMRA85T10A562S/records")).toEqual(["RSSMRA85T10A562S"]);
    expect(ids("GET /api/v1/users/536-90-4417/profile HTTP/1.1")).toEqual(["536-90-4417"]);
    expect(ids("GET /api/v1/users/536-90-4417?full=1")).toEqual(["536-90-4417"]);
    expect(ids("GET /api/v1/bsn/234567892")).toEqual(["234567892"]);
  });

  it("leaves a value after a digit and a slash, or glued to more of the segment, alone", () => {
    expect(ids("ratio 12/536-90-4417")).toEqual([]);
    expect(ids("GET /users/536-90-4417.json/x")).toEqual([]);
    expect(ids("GET /api/bsnx/234567892")).toEqual([]);
  });
});

describe("an id after its keyword wrapped over two lines (third exploratory test: the second half in clear)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.score]);

  it("reads both halves when the joined value validates", () => {
    expect(ids("Steuer-ID 47 302\n859 166")).toEqual([["47 302\n859 166", 0.9]]);
    expect(ids("Codice fiscale RSSMRA85T10\r\nA562S spezzato.")).toEqual([["RSSMRA85T10\r\nA562S", 0.9]]);
    // "N° SS", the NIR's short label on French forms
    expect(ids("N° SS 1 85 05\n78 006 084 91")).toEqual([["1 85 05\n78 006 084 91", 0.9]]);
  });

  it("does not read the next line into a valid value, nor into a failed check", () => {
    expect(ids("Steuer-ID 47 302 859 166\n2024 Bericht")).toEqual([["47 302 859 166", 0.9]]);
    expect(ids("Steuer-ID 47 302 859 167\n12 Bitte")).toEqual([["47 302 859 167", 0.6]]);
  });
});

describe("a dotted SSN (third exploratory test: '536.90.4417' in clear)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("is read after SSN or ITIN words only", () => {
    expect(ids("SSN 536.90.4417")).toEqual(["536.90.4417"]);
    expect(ids("ITIN 912.70.1234")).toEqual(["912.70.1234"]);
    expect(ids("version 536.90.4417 released")).toEqual([]);
  });
});

describe("Spanish ids with thousands dots and combined labels (fourth exploratory test: left in clear)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads a dotted DNI with its letter after a space, and after a 'DNI/NIE' or 'NIF/NIE' label", () => {
    expect(ids("D.N.I. 45.678.912 S")).toEqual(["45.678.912 S"]);
    expect(ids("DNI/NIE: 45.678.912-S")).toEqual(["45.678.912-S"]);
    expect(ids("NIF/NIE: X-1234567-L")).toEqual(["X-1234567-L"]);
  });
});

describe("an SSN with spaces around its hyphens (fifth exploratory test)", () => {
  it("is read after SSN words, and only there", () => {
    const read = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted, c.score]);
    expect(read("Social security number: 512 - 44 - 8871")).toEqual([["512 - 44 - 8871", "512-44-8871", 0.95]]);
    expect(read("SSN 512 – 44 – 8871.")).toEqual([["512 – 44 – 8871", "512-44-8871", 0.95]]);
    expect(read("scores 512 - 44 - 8871 today")).toEqual([]);
  });
});

describe("words that name a national id without its country (fifth exploratory test)", () => {
  const ids = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.validations?.[0]?.provider]);
  it("take a value valid in one of the national formats: a Danish CPR under national_id, a PESEL, a CPF as a PIX key", () => {
    expect(ids("national_id: 1107871230")).toEqual([["1107871230", "stdnum:dk.cpr"]]);
    expect(ids("National ID: 85031412347")).toEqual([["85031412347", "stdnum:pl.pesel"]]);
    expect(ids("chave pix: 52998224725")).toEqual([["52998224725", "stdnum:br.cpf"]]);
  });

  it("keep no value that fails every check", () => {
    expect(ids("identity number 12345")).toEqual([]);
    expect(ids("identity number 1199871230")).toEqual([]);
    expect(ids("chave pix: 52998224726")).toEqual([]);
  });

  it.each([
    ["National identity number: 29184736", "29184736"],
    ["5. National identity number: 29184736", "29184736"],
    ["national_id: 1199871230", "1199871230"],
    ["Nationale Identitätsnummer: 8471 2290 1", "8471 2290 1"],
    ["Numéro national d'identité : KE29184736", "KE29184736"],
  ])("those that name the national number alone take one of no listed format on its shape (eighth exploratory test, F6): %s", (text, id) => {
    expect(ids(text)).toEqual([[id, "register_format"]]);
  });

  it("but no word, no short number and nothing of the next line", () => {
    expect(ids("National identity number: none")).toEqual([]);
    expect(ids("National ID: 12345")).toEqual([]);
    expect(ids("National identity number: 29184736\nPermesso di soggiorno")).toEqual([["29184736", "register_format"]]);
    expect(ids("National ID 29184736 PERMESSO")).toEqual([["29184736", "register_format"]]);
  });
});

describe("'C.F.' keeps a codice fiscale whose check fails (fifth exploratory test)", () => {
  it("after 'C.F.' with its dots, not after a bare 'CF'", () => {
    const read = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.score]);
    expect(read("Cessionario: Luca Ricci - C.F. RCCLCU90B12C351Z")).toEqual([["RCCLCU90B12C351Z", 0.6]]);
    expect(read("CF RCCLCU90B12C351Z")).toEqual([]);
  });
});

describe("Portugal's civil identification number (fifth exploratory test)", () => {
  it("after its words, with or without its check digit; never without them", () => {
    const read = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(read("Número de identificação civil 12345678.")).toEqual(["12345678"]);
    expect(read("N.º de identificação civil: 12345678 9")).toEqual(["12345678 9"]);
    expect(read("identificação civil 12 de março")).toEqual([]);
    expect(read("o pedido 12345678 foi enviado")).toEqual([]);
  });
});

describe("a valid id later in its keyword's sentence (ninth exploratory test, F15: a BSN a few words after 'BSN' in clear)", () => {
  const read = (text: string) => nationalIdDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("reads a number that passes the check after words that follow the keyword", () => {
    expect(read("Mijn BSN heb je niet nodig toch, 273819458?")).toEqual(["273819458"]);
  });
  it("takes no number that fails the check, nor one in the next sentence", () => {
    expect(read("Mijn BSN heb je niet nodig toch, 273819459?")).toEqual([]);
    expect(read("Mijn BSN heb je niet nodig. Bel 273819458.")).toEqual([]);
  });
});

describe("keys of logs and exports (structured suite, seed 101)", () => {
  it("a German tax number after the key 'st_nr'", () => {
    expect(run("[forms] paiement traité st_nr=63/574/25882 shard 4/16").map((c) => c.text)).toEqual(["63/574/25882"]);
  });
});

describe("more keys and neighbours of ids (structured suite, seed 202)", () => {
  it("a bare Canadian SIN after its name, or 'SIN' as a field label in any case", () => {
    expect(run("ussie social_insurance_number=947564712 http 200").map((c) => c.text)).toEqual(["947564712"]);
    expect(run("Profil Gespeichert Sin=949817605 Build 20240512.3").map((c) => c.text)).toEqual(["949817605"]);
    expect(nationalIdDetector.detect(makeDetectContext("sin problema 612345678", { language: "es" }))).toEqual([]);
  });

  it("an invalid value after its keyword stops before a log's version", () => {
    expect(run("profilo salvato nif=PT953295850 v10.2.1.4455").map((c) => c.text)).toEqual(["PT953295850"]);
  });
});
