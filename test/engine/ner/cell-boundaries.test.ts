/**
 * Tab-separated cells and form fields: the model does not see tabs or line breaks (the tokenizer
 * drops white space), so the decoder is kept from continuing a span across a tab or into a line
 * that opens with a field label; a span that continued there splits, and other text decodes as before.
 */
import { describe, expect, it } from "vitest";
import { barCellCrossings } from "../../../src/engine/ner/cell-boundaries.js";
import { makeCrf, viterbi } from "../../../src/engine/ner/crf.js";
import { parseTagSet } from "../../../src/engine/ner/labels.js";
import { tagsToSpans } from "../../../src/engine/ner/spans.js";
import { tokenize } from "../../../src/engine/ner/tokenize.js";

const TAGS = parseTagSet(["O", "B-NAME", "I-NAME", "B-LOCATION_ADDRESS", "I-LOCATION_ADDRESS"]);
const L = TAGS.tags.length;
const CRF = makeCrf(TAGS, { transitions: new Float64Array(L * L), start: new Float64Array(L), end: new Float64Array(L) });

/** A model that reads every token as inside one address (I- scores highest after the first). */
function addressEverywhere(n: number): Float32Array {
  const e = new Float32Array(n * L);
  for (let t = 0; t < n; t++) {
    e[t * L + TAGS.tags.indexOf("B-LOCATION_ADDRESS")] = t === 0 ? 3 : 1;
    e[t * L + TAGS.tags.indexOf("I-LOCATION_ADDRESS")] = 2;
  }
  return e;
}

function decodedSpans(text: string): string[] {
  const tokens = tokenize(text);
  const emissions = barCellCrossings(TAGS, addressEverywhere(tokens.length), tokens, text);
  const path = viterbi(CRF, emissions, tokens.length);
  return tagsToSpans(TAGS, path, tokens).map((s) => text.slice(s.start, s.end));
}

describe("cell boundaries in decoding", () => {
  it("starts a new span at each tab: one span per cell", () => {
    expect(decodedSpans("10021\tRoberto Galli\tmagazziniere")).toEqual(["10021", "Roberto Galli", "magazziniere"]);
  });

  it("starts a new span at a line that opens with a field label, and nowhere else on a line break", () => {
    expect(decodedSpans("Thomas Krüger\nVersicherungsschein-Nr.: 12")).toEqual(["Thomas Krüger", "Versicherungsschein-Nr.: 12"]);
    // (a label the form-field reader knows is barred itself: below)
    expect(decodedSpans("Via Roma 12\nCognome: Russo")).toEqual(["Via Roma 12", ": Russo"]);
    expect(decodedSpans("Via Roma 12\nFarbe: Rot")).toEqual(["Via Roma 12", "Farbe: Rot"]);
    // a time or a URL is no field label
    expect(decodedSpans("Ana\n10:42 ok")).toEqual(["Ana\n10:42 ok"]);
    expect(decodedSpans("Ana\nhttp://x.org")).toEqual(["Ana\nhttp://x.org"]);
  });

  it("starts a new span at each cell of a delimited table, its header row included", () => {
    expect(decodedSpans("id,col2,col3,status\n45,Roberto Galli,\"Via Roma 12, Milano\",ok")).toEqual([
      // a cell starts at its content, after its opening quote; the comma inside the quotes is the cell's
      "id,", "col2,", "col3,", "status", "45,", "Roberto Galli,\"", "Via Roma 12, Milano\",", "ok",
    ]);
  });

  it("puts no entity on a mail client's signature line (tenth exploratory test: 'Emily' / 'Sent' read as one name)", () => {
    expect(decodedSpans("Thanks!\nEmily\nSent from my iPhone")).toEqual(["Thanks!\nEmily"]);
    expect(decodedSpans("Jan Becker\nVon meinem iPhone gesendet")).toEqual(["Jan Becker"]);
    expect(decodedSpans("Lucía\nEnviado desde mi Samsung Galaxy S21")).toEqual(["Lucía"]);
  });

  it("takes no two prose lines with one comma each for a table", () => {
    expect(decodedSpans("Weber, Katrin\nMüller, Emre")).toEqual(["Weber, Katrin\nMüller, Emre"]);
  });

  it("puts no entity on a numbered field label at the start of a line, and leaves its value to the model", () => {
    expect(decodedSpans("Change request\nField 1: XZ 38 87 83 B\nCampo 2: Via Roma 12")).toEqual(["Change request", ": XZ 38 87 83 B", ": Via Roma 12"]);
    // mid-line, or a word with a longer number, is no such label
    expect(decodedSpans("see Field 1: ok")).toEqual(["see Field 1: ok"]);
    expect(decodedSpans("Hauptstraße 123: Eingang")).toEqual(["Hauptstraße 123: Eingang"]);
  });

  it("reads vCard and iCalendar lines as fields: no span runs into a property line, none holds a property name or a component line", () => {
    expect(decodedSpans("BEGIN:VCARD\nFN:Giulia Bianchi\nORG:Studio Legale\nTEL;TYPE=CELL:+39 347\nEND:VCARD")).toEqual([
      ":Giulia Bianchi",
      ":Studio Legale",
      ";TYPE=CELL:+39 347",
    ]);
    // an upper-case speaker glued to a chat line starts a field too, but may still be an entity: no property of these formats
    expect(decodedSpans("ok\nJOHN:hey")).toEqual(["ok", "JOHN:hey"]);
  });

  it("puts no entity on a markup tag, so no span runs across one", () => {
    expect(decodedSpans("<Anagrafica><Nome>Francesca</Nome><Cognome>De Luca</Cognome></Anagrafica>")).toEqual(["Francesca", "De Luca"]);
    expect(decodedSpans('<td class="name">Sophie Laurent</td>')).toEqual(["Sophie Laurent"]);
  });
  it("reads the values of text-holding attributes, not those of markup's own (third exploratory test: a title's name in clear)", () => {
    expect(decodedSpans('<p data-x="1" title="Lotte Dekker">Hallo</p>')).toEqual(["1", "Lotte Dekker", "Hallo"]);
    expect(decodedSpans('<contact firstName="Margarethe" class="vip"/>')).toEqual(["Margarethe"]);
  });
  it("takes no address in angle brackets and no OCR debris for a tag", () => {
    expect(decodedSpans("Ana <ana@x.es>")).toEqual(["Ana <ana@x.es>"]);
    expect(decodedSpans("<i Fast neuer, gut e>")).toEqual(["<i Fast neuer, gut e>"]);
  });

  it("leaves text without tabs as the model reads it, line breaks and spaces included", () => {
    expect(decodedSpans("Via Roma 12\n20121 Milano")).toEqual(["Via Roma 12\n20121 Milano"]);
  });

  it("returns the caller's array untouched when there is no tab, and a masked copy when there is", () => {
    const text = "a b\tc";
    const tokens = tokenize(text);
    const original = addressEverywhere(tokens.length);
    const before = Float32Array.from(original);
    expect(barCellCrossings(TAGS, original, tokenize("a b c"), "a b c")).toBe(original);
    const masked = barCellCrossings(TAGS, original, tokens, text);
    expect(masked).not.toBe(original);
    expect(original).toEqual(before);
    const iAddress = TAGS.tags.indexOf("I-LOCATION_ADDRESS");
    expect(masked[2 * L + iAddress]).toBeLessThan(-1000); // "c" follows the tab
    expect(masked[1 * L + iAddress]).toBe(original[1 * L + iAddress]); // "b" follows a space
  });
});

describe("HL7 v2 syntax", () => {
  it("no entity holds a separator or a segment's id (eighth exploratory test: fields merged, 'PID' swallowed)", () => {
    expect(decodedSpans("EVN|A01|||STAHLM^Stahl^Dr.\rPID|1||Hofmann^Katharina|Weber")).toEqual(["A01", "STAHLM", "Stahl", "Dr.", "1", "Hofmann", "Katharina", "Weber"]);
    expect(decodedSpans("NK1|1|Hofmann^Tobias|SPO|Freiburg im Breisgau")).toEqual(["1", "Hofmann", "Tobias", "SPO", "Freiburg im Breisgau"]);
  });
  it("leaves pipes and carets of other texts to the model", () => {
    expect(decodedSpans("a|b|c^d")).toEqual(["a|b|c^d"]);
  });
});

describe("LDIF syntax", () => {
  it("no entity holds an attribute's name or a distinguished name's attribute types (eighth exploratory test: 'displayName' redacted, an organisation over ',DC=corp')", () => {
    expect(decodedSpans("dn: CN=Markus Stahl,OU=Users,DC=corp\ndisplayName: Stahl, Markus\ncn:: TWFya3Vz")).toEqual([
      "Markus Stahl,", "Users,", "corp", "Stahl, Markus", "TWFya3Vz",
    ]);
  });
  it("reads the same words in a text without a dn: line", () => {
    expect(decodedSpans("cn: Stahl")).toEqual(["cn: Stahl"]);
  });
});

describe("known form labels opening a line", () => {
  it("are no entity, after an item number and with a note in brackets (eighth exploratory test: a visa form's 'Surname' redacted)", () => {
    expect(decodedSpans("1. Surname (family name): WANJIRU")).toEqual(["(family name): WANJIRU"]);
    // the note in brackets stays the model's: a name may be written there (review)
    expect(decodedSpans("Patient (Adaeze Nwosu): stable")).toEqual(["(Adaeze Nwosu): stable"]);
    expect(decodedSpans("Nationality: Kenyan")).toEqual([": Kenyan"]);
  });
  it("leaves a label it does not know to the model", () => {
    expect(decodedSpans("Maria: hello")).toEqual(["Maria: hello"]);
  });
});

describe("syslog headers", () => {
  it("leave a chat line's speaker after a time stamp to the model (review)", () => {
    expect(decodedSpans("Oct  3 09:17:02 Oyelaran Adebisi: shall I book the room?")).toEqual(["Oct  3 09:17:02 Oyelaran Adebisi: shall I book the room?"]);
  });
  it("no entity holds a syslog line's time stamp, host or program (eighth exploratory test: 'bastion01 sshd' read as a street)", () => {
    expect(decodedSpans("Oct  3 09:15:02 bastion01 sshd[21940]: Failed password for mrossi")).toEqual(["Failed password for mrossi"]);
    expect(decodedSpans("2024-10-03T09:15:02+02:00 web-1 nginx: GET / by Anna")).toEqual(["GET / by Anna"]);
  });
  it("leaves a line that only starts like one to the model", () => {
    expect(decodedSpans("Oct 3 was the day Anna came: hello")).toEqual(["Oct 3 was the day Anna came: hello"]);
  });
});

describe("configuration keys opening a line", () => {
  it("are syntax: no entity on 'POSTGRES_USER' or 'DB_PASSWORD', the value after stays open (third exploratory test)", () => {
    // (this test's model reads every token as an entity: what is left is what may be one)
    expect(decodedSpans("POSTGRES_USER: erik")).toEqual([": erik"]);
    expect(decodedSpans("export DB_PASSWORD=s3cret")).toEqual(["=s3cret"]);
    expect(decodedSpans("Maria_Jensen: hi")).toEqual(["Maria_Jensen: hi"]);
    // a shell variable without an underscore right before "=" (a place had run over "TZ=")
    expect(decodedSpans("TZ=Europe/Berlin")).toEqual(["=Europe/Berlin"]);
    expect(decodedSpans("JOHN: hey")).toEqual(["JOHN: hey"]);
    // a program's identifier as a key (ninth exploratory test: "nhsNumber" a given name, "spring" a place)
    expect(decodedSpans("record:\n  nhsNumber: 4857773457")).toEqual(["record:", ": 4857773457"]);
    expect(decodedSpans("spring.datasource.password=x\n- firstName: Ana")).toEqual(["=x", ": Ana"]);
    expect(decodedSpans("Anna: hi\nDr. Smith: ok")).toEqual(["Anna: hi", "Dr. Smith: ok"]);
  });
});

describe("opaque machine values", () => {
  it("no entity inside a long base64 run or a UUID (fourth exploratory test: organisations inserted into blobs)", () => {
    const blob = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    expect(decodedSpans(`avatar ${blob} end`)).toEqual(["avatar", "end"]);
    expect(decodedSpans("id 3038ebd2-c98a-4c65-9b6e-e22506292313 ok")).toEqual(["id", "ok"]);
    // a long word without digits is text
    expect(decodedSpans("Pneumonoultramicroscopicsilicovolcanoconiosis")).toEqual(["Pneumonoultramicroscopicsilicovolcanoconiosis"]);
  });
});

describe("random identifiers", () => {
  it("no entity inside a run of letters and digits that switches between them three times or more (seventh exploratory test: 'fc' of an event id read as a club)", () => {
    expect(decodedSpans("event fc6d8c0c43fc4630ad850ee518f1b9d0 error")).toEqual(["event", "error"]);
    expect(decodedSpans("client Zk3nT1vQ8eXy0hB2 ok")).toEqual(["client", "ok"]);
    expect(decodedSpans("vin 5NMFCURP1P7S08292 ok")).toEqual(["vin", "ok"]);
    // parts joined by "_" (ninth exploratory test: a Stripe id's "ch_" read as an organisation)
    expect(decodedSpans("charge ch_3OqR2kLkdIwHu7ix0Zq8mN4P for cus_Qc9Nz3Hq5v ok")).toEqual(["charge", "for", "ok"]);
    expect(decodedSpans("user john_smith_1990 ok")).toEqual(["user john_smith_1990 ok"]);
  });
  it("no entity inside a tracker's issue key (seventh exploratory test: 'ENG' of 'ENG-1203' read as a state)", () => {
    expect(decodedSpans("see ENG-1203 and SUP-4412 today")).toEqual(["see", "and", "today"]);
    expect(decodedSpans("Anna-Lena and COVID-19-era")).toEqual(["Anna-Lena and COVID-19-era"]);
    // a postal code after its country's prefix is no key (review)
    expect(decodedSpans("Via Roma 1, IT-00100 Roma")).toEqual(["Via Roma 1, IT-00100 Roma"]);
  });
  it("no entity inside a version or build number (eval:structured: a log line's 'V10.2.1.4455' read as a street)", () => {
    expect(decodedSpans("Sync Finished V10.2.1.4455")).toEqual(["Sync Finished"]);
    expect(decodedSpans("upgrade to v2.1 now")).toEqual(["upgrade to", "now"]);
    expect(decodedSpans("node 20.11.1 ok")).toEqual(["node", "ok"]);
    // two dotted numbers without a "v" stay the model's (an amount, a house number "12.3")
    expect(decodedSpans("Via Roma 12.3 ok")).toEqual(["Via Roma 12.3 ok"]);
  });
  it("leaves user names with a number after them, and short mixed words, to the model", () => {
    expect(decodedSpans("user ROSSIMARCO85")).toEqual(["user ROSSIMARCO85"]);
    expect(decodedSpans("room B2a4c6 ok")).toEqual(["room B2a4c6 ok"]);
  });
});


describe("lines that open a unit of their own (seventh exploratory test: a changelog's bullet, a log line's date, a family tree's tags swallowed)", () => {
  it("no span continues into a heading, a list item, a dated log line or a GEDCOM line, and none holds their markers", () => {
    expect(decodedSpans("### Security\n- Bumped lodash")).toEqual(["Security", "Bumped lodash"]);
    expect(decodedSpans("1. first step\n2. second step")).toEqual(["1. first step", "2. second step"]);
    expect(decodedSpans("main thread\n04-22 14:03:13.992 E AndroidRuntime")).toEqual(["main thread", "04-22 14:03:13.992 E AndroidRuntime"]);
    expect(decodedSpans("0 HEAD\n1 NAME Katharina /Huber/\n2 SURN Huber")).toEqual(["Katharina /Huber/", "Huber"]);
    // a pointer that is a line's value is syntax too ("@SUB1@" had become a user name)
    expect(decodedSpans("0 HEAD\n1 FAMS @F1@\n1 SUBM @SUB1@")).toEqual([]);
  });
  it("lets a span run on into a line of prose, and reads GEDCOM-like lines of other texts as text", () => {
    expect(decodedSpans("Hauptstraße 5\n10115 Berlin")).toEqual(["Hauptstraße 5\n10115 Berlin"]);
    // outside a GEDCOM file a line of a number and capitals continues (an address block; review)
    expect(decodedSpans("RÉSIDENCE LES PINS\n12 RUE DE LA PAIX")).toEqual(["RÉSIDENCE LES PINS\n12 RUE DE LA PAIX"]);
    // a custom GEDCOM tag of any length is syntax too (review)
    expect(decodedSpans("0 HEAD\n1 NAME Anna /Huber/\n2 _MARNM Müller\n1 BIRT\n2 PLAC Bonn")).toEqual(["Anna /Huber/", "Müller", "Bonn"]);
  });
});

describe("JSON keys inside text", () => {
  it("are syntax: no entity on a quoted key after '{' or ',' (ninth exploratory test, F6: 'newAddress' read as a family name)", () => {
    expect(decodedSpans('Value: {"name":"Jonas","newAddress":{"street":"Lindenallee 7"}}')).toEqual([
      "Value: {",
      ':"Jonas",',
      ":{",
      ':"Lindenallee 7"}}',
    ]);
    expect(decodedSpans('{\n  "manager": "Ana"\n}')).toEqual(["{", ': "Ana"\n}']);
  });
  it("leaves a quoted word in prose before a colon to the model", () => {
    expect(decodedSpans('He wrote "Maria": hello')).toEqual(['He wrote "Maria": hello']);
  });
});
