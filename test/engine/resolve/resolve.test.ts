/**
 * The resolver's rules on hand-made candidates: containment of structured matches (a confident
 * structured match wins over the contextual spans inside or across it, whatever their scores,
 * and their parts outside it stay entities) and the joining of crossing structured readings (no
 * character a confident structured candidate covered is left outside every entity).
 */
import { describe, expect, it } from "vitest";
import { CONFIDENT, resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import type { Candidate } from "../../../src/engine/types.js";

/** A candidate over the first occurrence of `part` in `text`. */
function over(text: string, part: string, label: string, score: number, source: string, extra: Partial<Candidate> = {}): Candidate {
  const start = text.indexOf(part);
  if (start < 0) throw new Error("test setup: part not in text");
  return { start, end: start + part.length, label, score, source, ...extra };
}

/** The same with its label in `labels`, as detectors and the model give them. */
const span = (text: string, part: string, label: string, score: number, source: string) => over(text, part, label, score, source, { labels: { [label]: score } });

const spans = (text: string, cands: Candidate[]) =>
  resolveCandidates(cands, text).map((e) => [text.slice(e.start, e.end), e.winner.label]);

describe("detector values over the contextual candidates inside them", () => {
  it("keeps an age whole over a surer model name inside it (before: the name won, '54' stayed in clear)", () => {
    const text = "campo 2: 54 anni";
    const cands = [over(text, "54 anni", "AGE", 0.7, "age"), over(text, "anni", "NAME_GIVEN", 0.84, "ner")];
    expect(spans(text, cands)).toEqual([["54 anni", "AGE"]]);
  });

  it("keeps a weaker model span's words around a surer value inside it, instead of dropping them with it", () => {
    const text = "Scadenza 04/29, grazie mille";
    const cands = [over(text, "04/29", "CREDIT_CARD_EXPIRATION", 0.9, "card-expiration"), over(text, "Scadenza 04/29, grazie", "LOCATION", 0.8, "ner")];
    expect(spans(text, cands)).toEqual([
      ["Scadenza", "LOCATION"],
      ["04/29", "CREDIT_CARD_EXPIRATION"],
      ["grazie", "LOCATION"],
    ]);
  });

  it("keeps a card's verification code whole over a surer model street run across it (structured suite: the CVV was lost)", () => {
    const text = "voici : cvv : 3262.\nc'est be35";
    const cands = [over(text, "3262", "CVV", 0.85, "cvv"), over(text, "3262.\nc'est", "LOCATION_ADDRESS_STREET", 0.9, "ner")];
    const found = spans(text, cands);
    expect(found).toContainEqual(["3262", "CVV"]);
    expect(found.some(([, label]) => label === "LOCATION_ADDRESS_STREET")).toBe(false);
  });

  it("clips a surer model street whose only digits are an age's or a date's (structured suite: the age and the date were lost)", () => {
    const text = "lei ha 23 anni\nperfetto\nScadenza 08/2029";
    const cands = [
      over(text, "23 anni", "AGE", 0.8, "age"),
      over(text, "08/2029", "CREDIT_CARD_EXPIRATION", 0.85, "card-expiration"),
      over(text, "23 anni\nperfetto\nScadenza 08/2029", "LOCATION_ADDRESS_STREET", 0.82, "ner"),
    ];
    const found = spans(text, cands);
    expect(found).toContainEqual(["23 anni", "AGE"]);
    expect(found.some(([, label]) => label === "LOCATION_ADDRESS_STREET")).toBe(false);
    // a street with a house number of its own keeps it, and wins by score as before
    const street = "Via Roma 5, dal 12 maggio";
    const kept = spans(street, [over(street, "12 maggio", "DATE", 0.8, "date"), over(street, "Via Roma 5, dal 12 maggio", "LOCATION_ADDRESS_STREET", 0.9, "ner")]);
    expect(kept).toEqual([["Via Roma 5, dal 12 maggio", "LOCATION_ADDRESS_STREET"]]);
  });

  it("leaves a model span that only crosses the value, and a model value, to scores as before", () => {
    const text = "Class of 2015 reunion";
    const cands = [over(text, "2015", "DATE", 0.6, "date"), over(text, "Class of 2015", "ORGANIZATION", 0.9, "ner")];
    expect(spans(text, cands)).toEqual([["Class of 2015", "ORGANIZATION"]]);
    const model = [over(text, "Class of 2015", "DATE", 0.6, "ner"), over(text, "Class", "NAME", 0.9, "ner")];
    expect(spans(text, model)).toEqual([["Class", "NAME"]]);
  });
});

describe("structured matches over contextual candidates", () => {
  it("keeps an email whole over more confident model names inside it", () => {
    const text = "john.smith@acme.com";
    const cands = [
      over(text, "john", "NAME", 0.99, "ner"),
      over(text, "smith", "NAME_FAMILY", 0.97, "ner"),
      over(text, "acme", "ORGANIZATION", 0.96, "ner"),
      over(text, text, "EMAIL_ADDRESS", 0.95, "email"),
    ];
    expect(spans(text, cands)).toEqual([[text, "EMAIL_ADDRESS"]]);
  });

  it("counts only detectors' matches at or above CONFIDENT as structured", () => {
    const text = "user jsmith";
    const weak = over(text, "jsmith", "USERNAME", CONFIDENT - 0.1, "credentials");
    const name = over(text, "smith", "NAME", 0.9, "ner");
    expect(spans(text, [weak, name])).toEqual([["smith", "NAME"]]);
    const sure = { ...weak, score: CONFIDENT };
    expect(spans(text, [sure, name])).toEqual([["jsmith", "USERNAME"]]);
  });

  it("lets a request's BLOCK filter win over a structured match", () => {
    const text = "id ab-12345678";
    const block = over(text, "ab-12345678", "CUSTOM_ID", 1, "filter");
    const phone = over(text, "12345678", "PHONE_NUMBER", 0.95, "phone");
    expect(spans(text, [phone, block])).toEqual([["ab-12345678", "CUSTOM_ID"]]);
  });

  it("keeps a structured value whole when a BLOCK match lies inside it (before: '[CLIENT_NAME_1]' split the email, the rest in clear)", () => {
    const text = "mail jan.devries@acme-corp.nl or +31 20 555 1234.";
    const email = over(text, "jan.devries@acme-corp.nl", "EMAIL_ADDRESS", 0.95, "email");
    const phone = over(text, "+31 20 555 1234", "PHONE_NUMBER", 0.95, "phone");
    const acme = over(text, "acme", "CLIENT_NAME", 1, "filter");
    const code = over(text, "555", "INTERNAL_CODE", 1, "filter");
    const name = over(text, "jan", "NAME_GIVEN", 0.9, "ner");
    expect(spans(text, [email, phone, acme, code, name])).toEqual([
      ["jan.devries@acme-corp.nl", "EMAIL_ADDRESS"],
      ["+31 20 555 1234", "PHONE_NUMBER"],
    ]);
  });

  it("keeps the rest of a model name that a BLOCK match inside it beat ('Jan de [VIP_1]' before)", () => {
    const text = "Jan de Vries wrote";
    const name = over(text, "Jan de Vries", "NAME", 0.95, "ner");
    const vip = over(text, "Vries", "VIP", 1, "filter");
    expect(spans(text, [name, vip])).toEqual([
      ["Jan de", "NAME"],
      ["Vries", "VIP"],
    ]);
  });

  it("keeps the scores of every label the winning span received", () => {
    const text = "mail maria.jensen@example.com";
    const email = over(text, "maria.jensen@example.com", "EMAIL_ADDRESS", 0.95, "email");
    const [entity] = resolveCandidates([over(text, "maria", "NAME_GIVEN", 0.98, "ner"), email], text);
    expect(entity!.labels).toEqual({ EMAIL_ADDRESS: 0.95 });
    expect(entity!.winner).toBe(email);
  });
});

describe("containment rule", () => {
  it("keeps a card's expiry whole inside a surer model span, which keeps its other words", () => {
    const text = "Scadenza 04/29, grazie ok";
    const cands = [over(text, "Scadenza 04/29, grazie", "LOCATION", 0.93, "ner"), over(text, "04/29", "CREDIT_CARD_EXPIRATION", 0.85, "card-expiration")];
    expect(spans(text, cands)).toEqual([
      ["Scadenza", "LOCATION"],
      ["04/29", "CREDIT_CARD_EXPIRATION"],
      ["grazie", "LOCATION"],
    ]);
  });

  it("keeps the part of a model span outside an email as its own entity, without the space", () => {
    const text = "Smith john.smith@acme.com";
    const cands = [over(text, "Smith john", "NAME", 0.99, "ner"), over(text, "john.smith@acme.com", "EMAIL_ADDRESS", 0.95, "email")];
    expect(spans(text, cands)).toEqual([
      ["Smith", "NAME"],
      ["john.smith@acme.com", "EMAIL_ADDRESS"],
    ]);
  });

  it("drops a piece left outside that holds no letter or digit", () => {
    const text = "(john@acme.com)";
    const cands = [over(text, "(john", "NAME", 0.9, "ner"), over(text, "john@acme.com", "EMAIL_ADDRESS", 0.95, "email")];
    expect(spans(text, cands)).toEqual([["john@acme.com", "EMAIL_ADDRESS"]]);
  });

  it("joins two structured readings that cross into one entity over both", () => {
    const text = "ref 0612 345 678 90 end";
    const a = over(text, "0612 345 678", "PHONE_NUMBER", 0.9, "phone");
    const b = over(text, "345 678 90", "ACCOUNT_NUMBER", 0.8, "account-number");
    const out = resolveCandidates([b, a], text);
    expect(out.map((e) => text.slice(e.start, e.end))).toEqual(["0612 345 678 90"]);
    expect(out[0]!.winner.label).toBe("PHONE_NUMBER");
  });

  it("lets a wider structured reading take over the narrower one it contains", () => {
    const text = "write to ann.lee@shop.example.org now";
    const url = over(text, "shop.example.org", "URL", 0.97, "url");
    const email = over(text, "ann.lee@shop.example.org", "EMAIL_ADDRESS", 0.95, "email");
    const out = resolveCandidates([url, email], text);
    expect(out.map((e) => [text.slice(e.start, e.end), e.winner.label, Object.keys(e.labels)])).toEqual([
      ["ann.lee@shop.example.org", "EMAIL_ADDRESS", ["EMAIL_ADDRESS"]],
    ]);
  });

  it("keeps both sides of a model span that runs through a structured match, with no formatted value of the whole", () => {
    const text = "Jo 192.168.0.1 Lee";
    const name = over(text, text, "NAME", 0.9, "ner", { formatted: "whole" });
    const ip = over(text, "192.168.0.1", "IP_ADDRESS", 0.95, "ip-address");
    const out = resolveCandidates([name, ip], text);
    expect(out.map((e) => [text.slice(e.start, e.end), e.winner.label])).toEqual([
      ["Jo", "NAME"],
      ["192.168.0.1", "IP_ADDRESS"],
      ["Lee", "NAME"],
    ]);
    expect(out[0]!.winner.formatted).toBeUndefined();
  });

  it("lets a contextual candidate meet a structured one below CONFIDENT by score, as before", () => {
    const text = "Smith john.smith@acme.com";
    const weak = over(text, "john.smith@acme.com", "EMAIL_ADDRESS", CONFIDENT - 0.05, "email");
    expect(spans(text, [over(text, "Smith john", "NAME", 0.9, "ner"), weak])).toEqual([["Smith john", "NAME"]]);
  });

  it("clips the model's value-like spans too: a model postal code inside an IBAN", () => {
    const text = "IBAN DE62 8137 8881 0427 6821 09";
    const cands = [
      over(text, "8881 0427 6821 09", "LOCATION_ZIP", 0.99, "ner"),
      over(text, "DE62 8137 8881 0427 6821 09", "BANK_ACCOUNT", 0.98, "bank-account"),
    ];
    expect(spans(text, cands)).toEqual([["DE62 8137 8881 0427 6821 09", "BANK_ACCOUNT"]]);
  });

  it("lets surer dates and times beat a structured reading that crosses them (value types are not clipped)", () => {
    const text = "Date: 2015-12-22 04:34:22";
    const cands = [
      over(text, "2015-12-22", "DATE", 0.95, "date"),
      over(text, "04:34:22", "TIME", 0.9, "time"),
      over(text, "2015-12-22 04", "PHONE_NUMBER", 0.85, "phone"),
    ];
    expect(spans(text, cands)).toEqual([
      ["2015-12-22", "DATE"],
      ["04:34:22", "TIME"],
    ]);
  });

  it("keeps a date whole when a model's street takes its digits across its edge (fresh draws 8989, 9090)", () => {
    const text = "Come d'accordo: 6 aprile 1965 ABN: 35 260 379 045";
    const cands = [over(text, "6 aprile 1965", "DATE", 0.9, "date"), over(text, "1965 ABN", "LOCATION_ADDRESS_STREET", 0.95, "ner")];
    const out = spans(text, cands);
    expect(out).toContainEqual(["6 aprile 1965", "DATE"]);
    expect(out.filter(([, label]) => label !== "DATE").every(([part]) => !/\d/.test(part ?? ""))).toBe(true);
    const iso = "Data 2024-08-21T23:25:06Z, grazie ora è 6175 07669 7";
    const isoCands = [over(iso, "2024-08-21T23:25:06Z", "DATE", 0.9, "date"), over(iso, "06Z, grazie ora è 6175 07669 7", "LOCATION_ADDRESS_STREET", 0.97, "ner")];
    expect(spans(iso, isoCands)[0]).toEqual(["2024-08-21T23:25:06Z", "DATE"]);
    // a name that shares words only with a date keeps them ("Theresa May 2015")
    const may = "Theresa May 2015 speech";
    expect(spans(may, [over(may, "May 2015", "DATE", 0.8, "date"), over(may, "Theresa May", "NAME", 0.95, "ner")])[0]).toEqual(["Theresa May", "NAME"]);
  });

  it("lets a checked identifier take over the one value it holds (its digits and check letter read as hours)", () => {
    const valid = { validations: [{ provider: "register_format", status: "valid" as const }] };
    const register = "282;\"Fn 39498h\";Pending";
    expect(spans(register, [over(register, "39498h", "DURATION", 0.8, "duration"), over(register, "Fn 39498h", "ORGANIZATION_ID", 0.75, "organization-id", valid)])).toEqual([["Fn 39498h", "ORGANIZATION_ID"]]);
    const nie = "team;z-7030009-h;closed";
    const checked = { validations: [{ provider: "stdnum:es.nie", status: "valid" as const }] };
    expect(spans(nie, [over(nie, "7030009-h", "DURATION", 0.8, "duration"), over(nie, "z-7030009-h", "SSN", 0.75, "national-id", checked)])).toEqual([["z-7030009-h", "SSN"]]);
    // unchecked, or a phone reading (no identifier), the surer value still wins
    expect(spans(register, [over(register, "39498h", "DURATION", 0.8, "duration"), over(register, "Fn 39498h", "ORGANIZATION_ID", 0.75, "organization-id")])).toEqual([["39498h", "DURATION"]]);
  });

  it("returns sorted, disjoint entities covering every confident character near structured matches", () => {
    const text = "Ann Lee ann@lee.io +1 415 555 0132 x";
    const cands = [
      over(text, "Ann Lee ann", "NAME", 0.9, "ner"),
      over(text, "ann@lee.io", "EMAIL_ADDRESS", 0.95, "email"),
      over(text, "lee.io +1", "URL", 0.6, "url"),
      over(text, "+1 415 555 0132", "PHONE_NUMBER", 0.95, "phone"),
    ];
    const out = resolveCandidates(cands, text);
    for (let k = 1; k < out.length; k++) expect(out[k]!.start).toBeGreaterThanOrEqual(out[k - 1]!.end);
    for (const c of cands) {
      for (let i = c.start; i < c.end; i++) {
        if (/[\s\p{P}]/u.test(text[i]!)) continue;
        expect(out.some((e) => e.start <= i && i < e.end)).toBe(true);
      }
    }
  });
});

describe("contextual candidates among themselves", () => {
  it("still drops the weaker of two crossing contextual spans (measured: keeping their pieces cost precision)", () => {
    const text = "The Leeds council approved it.";
    const org = over(text, "Leeds council", "ORGANIZATION", 0.7, "ner");
    const city = over(text, "The Leeds", "LOCATION_CITY", 0.6, "place-name");
    expect(spans(text, [city, org])).toEqual([["Leeds council", "ORGANIZATION"]]);
  });
});

describe("a detector's name over the surer names inside it", () => {
  it("takes them over, so no part of a chat speaker's label is left in clear", () => {
    const text = "Weber, Katrin  10:42\nKann jemand helfen?";
    const out = resolveCandidates([span(text, "Weber", "NAME_FAMILY", 0.88, "ner"), span(text, "Weber, Katrin", "NAME", 0.7, "chat-speaker")], text);
    expect(out.map((e) => [text.slice(e.start, e.end), e.winner.label, e.labels])).toEqual([["Weber, Katrin", "NAME", { NAME: 0.7 }]]);
  });
  it("keeps the surer reading when it reaches out of the detector's name or is no name", () => {
    const text = "Anna Weber GmbH";
    const org = span(text, "Weber GmbH", "ORGANIZATION", 0.9, "ner");
    const name = span(text, "Anna Weber", "NAME", 0.7, "person-cue");
    expect(resolveCandidates([org, name], text).map((e) => text.slice(e.start, e.end))).toEqual(["Weber GmbH"]);
    const place = span(text, "Weber", "LOCATION", 0.9, "ner");
    expect(resolveCandidates([place, name], text).map((e) => text.slice(e.start, e.end))).toEqual(["Weber"]);
  });
});

describe("a model name that loses to a detector's word inside it", () => {
  it("keeps its other words as a name, so the person is not left in clear", () => {
    const text = "Rabbi Schachs sagte am Montag";
    const out = resolveCandidates([span(text, "Rabbi", "OCCUPATION", 0.8, "occupation"), span(text, "Rabbi Schachs", "NAME", 0.53, "ner")], text);
    expect(out.map((e) => [text.slice(e.start, e.end), e.winner.label])).toEqual([
      ["Rabbi", "OCCUPATION"],
      ["Schachs", "NAME"],
    ]);
  });
  it("keeps no lower-case piece where the line has case, and nothing when the name loses to another name or the model", () => {
    const text = "Missouri banks said so";
    expect(resolveCandidates([span(text, "Missouri", "LOCATION_STATE", 0.8, "place-name"), span(text, "Missouri banks", "NAME", 0.4, "ner")], text).map((e) => text.slice(e.start, e.end))).toEqual(["Missouri"]);
    const other = "American Tyson won";
    expect(resolveCandidates([span(other, "American", "ORIGIN", 0.9, "ner"), span(other, "American Tyson", "NAME", 0.5, "ner")], other).map((e) => other.slice(e.start, e.end))).toEqual(["American"]);
  });
  it("keeps its capitalised words outside a detector's word that crosses its end", () => {
    // the model ran a person's name into the company that follows; the organisation reading wins its words
    const text = "Mirco Paglieri, der bei der Firma Flor und Tome angestellt war";
    const out = resolveCandidates(
      [span(text, "Firma Flor und Tome", "ORGANIZATION", 0.75, "organization"), span(text, "Mirco Paglieri, der bei der Firma Flor", "NAME", 0.6, "ner")],
      text,
    );
    // the stretch outside the organisation is kept as the model read it (its words up to the detector's)
    expect(out.map((e) => [text.slice(e.start, e.end), e.winner.label])).toEqual([
      ["Mirco Paglieri, der bei der", "NAME"],
      ["Firma Flor und Tome", "ORGANIZATION"],
    ]);
  });
});

describe("a password crossing a structured value (sixth exploratory test)", () => {
  it("keeps its punctuation: the URL grows over the '!' it left out", () => {
    const text = "url=jdbc:postgresql://10.0.8.21:5432/hr?user=hr_app&password=Lente2024!";
    const url = span(text, "postgresql://10.0.8.21:5432/hr?user=hr_app&password=Lente2024", "URL", 0.95, "url");
    const password = span(text, "Lente2024!", "PASSWORD", 0.85, "credentials");
    expect(spans(text, [url, password])).toEqual([["postgresql://10.0.8.21:5432/hr?user=hr_app&password=Lente2024!", "URL"]]);
  });
});

describe("a detector's value crossed by a surer contextual span (structured suite, seed 101)", () => {
  it("keeps its stretch outside the span: 'Theresa May 2015' left '2015' in clear", () => {
    const text = "Theresa May 2015 visit";
    const cands = [over(text, "May 2015", "DATE", 0.8, "date"), over(text, "Theresa May", "NAME", 0.95, "ner")];
    expect(spans(text, cands)).toEqual([
      ["Theresa May", "NAME"],
      ["2015", "DATE"],
    ]);
  });

  it("an age stays whole: a span that takes its unit word is clipped ('lei compie 32 anni domani')", () => {
    const text = "lei compie 32 anni domani";
    const cands = [over(text, "32 anni", "AGE", 0.8, "age"), over(text, "anni domani", "NAME", 0.95, "ner")];
    expect(spans(text, cands)).toEqual([
      ["32 anni", "AGE"],
      ["domani", "NAME"],
    ]);
    // a span over the age's number meets it by score, as before
    const number = "Class 32 anni";
    expect(spans(number, [over(number, "32 anni", "AGE", 0.8, "age"), over(number, "Class 32", "ORGANIZATION", 0.95, "ner")])).toEqual([
      ["Class 32", "ORGANIZATION"],
      ["anni", "AGE"],
    ]);
  });

  it("adds nothing for a value wholly inside the span, or one a structured match beat", () => {
    const text = "Class of 2015 met";
    expect(spans(text, [over(text, "2015", "DATE", 0.6, "date"), over(text, "Class of 2015", "ORGANIZATION", 0.9, "ner")])).toEqual([["Class of 2015", "ORGANIZATION"]]);
    const phone = "call 555 1234 5678 now";
    expect(spans(phone, [over(phone, "555 1234 5678", "PHONE_NUMBER", 0.9, "phone"), over(phone, "1234 5678 now", "DATE", 0.6, "date")])).toEqual([["555 1234 5678", "PHONE_NUMBER"]]);
  });
});

describe("a model span over a value a detector read as the same type", () => {
  it("gives up its lower-case words beyond the detector's value", () => {
    const text = "profile saved : @gideon450 shard 4/16";
    const cands = [over(text, "@gideon450", "USERNAME", 0.6, "credentials"), over(text, "@gideon450 shard", "USERNAME", 0.7, "ner")];
    expect(spans(text, cands)).toEqual([["@gideon450", "USERNAME"]]);
  });

  it("keeps its capitalised words where the line has case (a name after a handle)", () => {
    const text = "RT @ud_laspalmas Palmas win again";
    const cands = [over(text, "@ud_laspalmas", "USERNAME", 0.6, "credentials"), over(text, "@ud_laspalmas Palmas", "USERNAME", 0.7, "ner")];
    expect(spans(text, cands)).toEqual([
      ["@ud_laspalmas", "USERNAME"],
      ["Palmas", "USERNAME"],
    ]);
  });
});

describe("a coordinate inside a name or place", () => {
  it("clips it whatever the scores: a place holds no coordinate", () => {
    const text = "Coördinaten 16.5984, 27.9800, bedankt";
    const cands = [over(text, "16.5984, 27.9800", "LOCATION_COORDINATE", 0.9, "coordinate"), over(text, "Coördinaten 16.5984, 27.9800", "LOCATION", 0.95, "ner")];
    expect(spans(text, cands)).toEqual([
      ["Coördinaten", "LOCATION"],
      ["16.5984, 27.9800", "LOCATION_COORDINATE"],
    ]);
  });
  it("and one that a model's surer street starts inside: the coordinate stays whole", () => {
    // fresh draw 4242: the model's street "7890 IMEI ..." had cut the coordinate to "26.7348, 32" and left its sign in clear
    const text = "mi coordenadas es -26.7348, 32.7890 IMEI 354417385130644, gracias";
    const cands = [
      over(text, "-26.7348, 32.7890", "LOCATION_COORDINATE", 0.9, "coordinate"),
      over(text, "354417385130644", "NUMERICAL_PII", 0.9, "numerical-pii"),
      over(text, "7890 IMEI 354417385130644", "LOCATION_ADDRESS_STREET", 1, "ner"),
    ];
    expect(spans(text, cands).filter(([, label]) => label !== "LOCATION")).toEqual([
      ["-26.7348, 32.7890", "LOCATION_COORDINATE"],
      ["354417385130644", "NUMERICAL_PII"],
    ]);
  });
});

describe("a coordinate inside a model's address", () => {
  it("clips it, and the address's stretch without a digit is a place", () => {
    const text = "Coordonnées Gps 30.7310, -88.7418 Voir 48 Passage De Caumartin";
    const cands = [over(text, "30.7310, -88.7418", "LOCATION_COORDINATE", 0.9, "coordinate"), over(text, "48 Passage De Caumartin", "LOCATION_ADDRESS_STREET", 0.9, "street-address"), over(text, text, "LOCATION_ADDRESS", 0.98, "ner")];
    expect(spans(text, cands)).toEqual([
      ["Coordonnées Gps", "LOCATION"],
      ["30.7310, -88.7418", "LOCATION_COORDINATE"],
      ["Voir 48 Passage De Caumartin", "LOCATION_ADDRESS"],
    ]);
  });
});

describe("a model street read over a line break with a detector's value in it", () => {
  it("is one candidate per line, and the value wins its own line", () => {
    const text = "voici le date : 27/01/2015.\nok, donc 3734 586360 74150.";
    const cands = [over(text, "27/01/2015", "DATE", 0.85, "date"), over(text, "27/01/2015.\nok, donc 3734 586360 74150", "LOCATION_ADDRESS_STREET", 0.96, "ner")];
    expect(spans(text, cands)).toEqual([
      ["27/01/2015", "DATE"],
      ["ok, donc 3734 586360 74150", "LOCATION_ADDRESS_STREET"],
    ]);
  });

  it("stays whole over lines that hold only its own parts (a postcode)", () => {
    const text = "11 Souterhead Road\n Suite 445\n United Kingdom 10543";
    const cands = [over(text, "10543", "LOCATION_ZIP", 0.9, "postal-code"), over(text, text, "LOCATION_ADDRESS_STREET", 0.95, "ner")];
    expect(spans(text, cands)).toEqual([[text, "LOCATION_ADDRESS_STREET"]]);
  });
});

describe("a model's handle run into the next field's label", () => {
  it("keeps no capitalised label beyond the handle", () => {
    const text = "Annotato: @pbennardo Nuovo: scadenza: 11/2031.";
    const cands = [over(text, "@pbennardo", "USERNAME", 0.6, "credentials"), over(text, "@pbennardo Nuovo", "USERNAME", 0.7, "ner")];
    expect(spans(text, cands)).toEqual([["@pbennardo", "USERNAME"]]);
  });
});

describe("a model street read over a sentence's end with an age in it", () => {
  it("is one candidate per sentence, and the age wins its own", () => {
    const text = "my neighbour at the age of 28. ok, then";
    const cands = [over(text, "28", "AGE", 0.85, "age"), over(text, "28. ok, then", "LOCATION_ADDRESS_STREET", 0.95, "ner")];
    const found = spans(text, cands);
    expect(found).toContainEqual(["28", "AGE"]);
    expect(found.some(([, label]) => label === "LOCATION_ADDRESS_STREET")).toBe(false);
  });
});
