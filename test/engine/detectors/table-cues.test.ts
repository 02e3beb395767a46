/**
 * Column headers as cue words (issue 13, structured suite): in a CSV/TSV table written into the
 * text, a column named like a keyword is the cue for each of its cells; keywords also match their
 * log-key form ("numero_de_cliente=") and their unaccented spelling; the verbs of a cue frame
 * ("lautet", "es", "you need is") sit between keyword and value.
 */
import { describe, expect, it } from "vitest";
import { accountNumberDetector } from "../../../src/engine/detectors/account-number.js";
import { cardExpirationDetector } from "../../../src/engine/detectors/card-expiration.js";
import { credentialsDetector } from "../../../src/engine/detectors/credentials.js";
import { cvvDetector } from "../../../src/engine/detectors/cvv.js";
import { healthcareNumberDetector } from "../../../src/engine/detectors/healthcare-number.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { postalCodeDetector } from "../../../src/engine/detectors/postal-code.js";
import { fieldName, foldHeader, isNamingAttributeValue, tableCells } from "../../../src/engine/detectors/table-cues.js";
import type { Detector } from "../../../src/engine/types.js";

const found = (d: Detector, text: string) => d.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("tables", () => {
  it("gives each data cell its column's folded header", () => {
    const text = 'id;Código_de_Seguridad;status\n7;"123";ok\n8;456;new';
    const cells = tableCells(makeDetectContext(text)).filter((c) => c.header === "codigo de seguridad");
    expect(cells.map((c) => text.slice(c.start, c.end))).toEqual(["123", "456"]);
    expect(foldHeader("N_D'Adhérent")).toBe("n d'adherent");
  });
  it("names a column by the name in Zendesk's and Jira's \"Custom field (...)\" wrapper (ninth exploratory test, F8)", () => {
    expect(foldHeader("Custom field (Customer number)")).toBe("customer number");
    expect(fieldName("Custom field (Customer number)")).toBe("customer number");
    expect(found(accountNumberDetector, "Subject,Custom field (Customer number)\nLogin,CLI-0088231")).toEqual([["ACCOUNT_NUMBER", "CLI-0088231"]]);
    expect(accountNumberDetector.detect(makeDetectContext("CLI-0088231", { field: "Custom field (Customer number)" })).length).toBe(1);
    // other brackets are kept: the note is part of the name
    expect(foldHeader("Created (UTC)")).toBe("created (utc)");
    expect(found(accountNumberDetector, "Subject,Custom field (Tags)\nLogin,CLI-0088231")).toEqual([]);
  });
  it("leaves Excel's and Shopify's leading apostrophe out of a field's value (ninth exploratory test, F9: \"'34117\" hid the zip from its column)", () => {
    const cell = (text: string, field: string) => tableCells(makeDetectContext(text, { field })).filter((c) => c.wholeField).map((c) => text.slice(c.start, c.end));
    expect(cell("'34117", "Default Address Zip")).toEqual(["34117"]);
    expect(cell("'3511 AZ", "zip")).toEqual(["3511 AZ"]);
    expect(postalCodeDetector.detect(makeDetectContext("'34117", { field: "Default Address Zip" })).map((c) => c.formatted)).toEqual(["34117"]);
    // a value in single quotes, or with another apostrophe in it, keeps its first character
    expect(cell("'34117'", "zip")).toEqual(["'34117'"]);
    expect(cell("'t Hooft's", "name")).toEqual(["'t Hooft's"]);
    expect(postalCodeDetector.detect(makeDetectContext("'34117", { field: "count" }))).toEqual([]);
  });
  it("needs rows of the header's shape; prose lines are no table", () => {
    expect(tableCells(makeDetectContext("Hello, world\n\nThanks, bye"))).toEqual([]);
    expect(tableCells(makeDetectContext("id,cvv\n1,2,3"))).toEqual([]);
    expect(tableCells(makeDetectContext("one line, no table"))).toEqual([]);
  });
});

describe("SQL INSERT statements without a column list", () => {
  // the values' cells only (the comma-table reading of the lines also sees the CREATE TABLE lines)
  const cellsOf = (text: string) =>
    tableCells(makeDetectContext(text))
      .filter((c) => c.start > text.indexOf("VALUES"))
      .map((c) => [c.header, text.slice(c.start, c.end)]);
  it("take their columns from the table's CREATE TABLE before them, constraints left out (a mysqldump; before: no column, values in clear)", () => {
    const text =
      "CREATE TABLE `users` (\n  `id` int NOT NULL,\n  `username` varchar(64),\n  `zip` varchar(10),\n  `amount` decimal(10,2),\n  PRIMARY KEY (`id`),\n  KEY `u` (`username`)\n);\nINSERT INTO `users` VALUES (1,'mrossi','00184',12.50),(2,'lbianchi','20121',3);";
    expect(cellsOf(text)).toEqual([
      ["id", "1"], ["username", "mrossi"], ["zip", "00184"], ["amount", "12.50"],
      ["id", "2"], ["username", "lbianchi"], ["zip", "20121"], ["amount", "3"],
    ]);
  });
  it("stay alone without a CREATE TABLE of that name, or with tuples of another width", () => {
    expect(cellsOf("CREATE TABLE other (a int, b int);\nINSERT INTO t VALUES ('x', 'y');")).toEqual([]);
    expect(cellsOf("CREATE TABLE t (a int, b int);\nINSERT INTO t VALUES ('x');")).toEqual([]);
  });
});

describe("SQL INSERT statements with a column list", () => {
  const cellsOf = (text: string) => tableCells(makeDetectContext(text)).map((c) => [c.header, text.slice(c.start, c.end)]);
  it("gives each value its column: quoted values inside their quotes, escapes kept, NULL no cell", () => {
    const text = "INSERT INTO `users` (`id`,`username`,`full_name`,`phone`) VALUES\n(1041,'bkfan_88','Luna O''Neill',NULL),\n(1042, 'lunadelmar', 'Tom \\'T\\' Baker', '(312) 555-0187');";
    expect(cellsOf(text)).toEqual([
      ["id", "1041"], ["username", "bkfan_88"], ["full name", "Luna O''Neill"],
      ["id", "1042"], ["username", "lunadelmar"], ["full name", "Tom \\'T\\' Baker"], ["phone", "(312) 555-0187"],
    ]);
  });
  it("reads a statement on one line, and leaves a tuple of another width or a statement without a column list or its table alone", () => {
    expect(cellsOf("insert into t (a, b) values ('x', 'y');")).toEqual([["a", "x"], ["b", "y"]]);
    expect(cellsOf("INSERT INTO t (a, b) VALUES ('x');")).toEqual([]);
    expect(cellsOf("INSERT INTO t VALUES ('x', 'y');")).toEqual([]);
  });
  it("makes the column the cue of its values: a user name and a password hash", () => {
    const hash = "$2y$10$JQl.uoPxXFZ2exOr6FORyNKNQjUUyQYm9beNsVHi/EpZuxpxvztJV";
    const text = `INSERT INTO users (id, username, password_hash) VALUES (1, 'bkfan_88', '${hash}');`;
    expect(found(credentialsDetector, text)).toEqual([
      ["USERNAME", "bkfan_88"],
      ["PASSWORD", hash],
    ]);
  });
});

describe("PostgreSQL COPY blocks (third exploratory test: the user names of a pg_dump in clear)", () => {
  const cellsOf = (text: string) => tableCells(makeDetectContext(text)).map((c) => [c.header, text.slice(c.start, c.end)]);
  const dump = "COPY public.users (id, username, full_name) FROM stdin;\n1\tmlopez\tMarta L\u00f3pez Ruiz\n2\tpdurand\t\\N\n\\.\nSELECT 1;\n";

  it("gives each tab-separated value its column up to the end marker; \\N is no cell; no data row heads a table", () => {
    expect(cellsOf(dump)).toEqual([
      ["id", "1"], ["username", "mlopez"], ["full name", "Marta L\u00f3pez Ruiz"],
      ["id", "2"], ["username", "pdurand"],
    ]);
  });

  it("makes the column the cue of its values", () => {
    expect(found(credentialsDetector, dump)).toEqual([
      ["USERNAME", "mlopez"],
      ["USERNAME", "pdurand"],
    ]);
  });

  it("leaves a line of another width and a COPY without a column list alone", () => {
    expect(cellsOf("COPY t (a, b) FROM stdin;\nx\ty\tz\n\\.\n")).toEqual([]);
    expect(cellsOf("COPY t FROM stdin;\nx\ty\n\\.\n")).toEqual([]);
  });
});

describe("XML elements with text content", () => {
  const cellsOf = (text: string) => tableCells(makeDetectContext(text)).map((c) => [c.header, text.slice(c.start, c.end)]);
  it("gives each element's text its element's local name as header", () => {
    const text = '<Anagrafica><Nome>Francesca</Nome><Cognome> De Luca </Cognome></Anagrafica><cbc:PostalZone>1016 GV</cbc:PostalZone><a href="x">y</a>';
    expect(cellsOf(text)).toEqual([["nome", "Francesca"], ["cognome", "De Luca"], ["postalzone", "1016 GV"], ["href", "x"], ["a", "y"]]);
  });
  it("reads no element with child elements, and none whose tags do not match", () => {
    expect(cellsOf("<a><b>x</b></a>").map(([h]) => h)).toEqual(["b"]);
    expect(cellsOf("<a>x</b>")).toEqual([]);
  });
});

describe("a column header is the cue of its cells", () => {
  it.each([
    [accountNumberDetector, "id;n_de_socio;status\n113;D46715055;ok", "ACCOUNT_NUMBER", "D46715055"],
    [accountNumberDetector, "ID,CUSTOMER_NUMBER,TEL,STATUS\n385,6541-4419,+48514915894,N", "ACCOUNT_NUMBER", "6541-4419"],
    [cvvDetector, "id;prufnummer;col3;status\n174;475;x;ok", "CVV", "475"],
    [cvvDetector, "ID,CVV,PHONE,STATUS\n154,483,1,ok", "CVV", "483"],
    [credentialsDetector, "id;senha;nif;status\n334;KA3B%FAkB5;x;ok", "PASSWORD", "KA3B%FAkB5"],
    [credentialsDetector, "ID;KENNWORT;IBAN;STATUS\n187;FVFKYVSVHOC;x;ok", "PASSWORD", "FVFKYVSVHOC"],
    [credentialsDetector, "id,nom_d_utilisateur,status\n4,fournier.swassane,ok", "USERNAME", "fournier.swassane"],
    [cardExpirationDetector, "id;data_de_validade;status\n107;12/26;new", "CREDIT_CARD_EXPIRATION", "12/26"],
  ])("%#", (detector, text, label, value) => {
    expect(found(detector, text)).toEqual([[label, value]]);
  });
  it.each([
    // a column that names something else, a value of the wrong shape, a header-less row
    [cvvDetector, "id;count;status\n174;475;ok"],
    [cvvDetector, "id;cvv;status\n174;47;ok"],
    [credentialsDetector, "id;notes;status\n1;KA3B%FAkB5;ok"],
    [credentialsDetector, "id;pin;status\n1;abcd;ok"],
    [cardExpirationDetector, "id;date;status\n107;12/26;new"],
    [accountNumberDetector, "id;quantity;status\n1;D46715055;ok"],
  ])("%# stays out", (detector, text) => {
    expect(found(detector, text)).toEqual([]);
  });
});

describe("keywords in other languages, log keys and cue frames", () => {
  it.each([
    [accountNumberDetector, "record bijgewerkt lidnummer=Kd-0411-1296 took 153 ms", "Kd-0411-1296"],
    [accountNumberDetector, "profil enregistré n_d_adherent=I21700698 queue=3", "I21700698"],
    [accountNumberDetector, "Nº de sócio: R40782070", "R40782070"],
    [accountNumberDetector, "the Member ID you need is Q10265588.", "Q10265588"],
    [accountNumberDetector, "KUNDENNUMMER LAUTET CL-1860-8995", "CL-1860-8995"],
    [accountNumberDetector, "Mi Número De Cliente Es Ac-5947-6423", "Ac-5947-6423"],
    [cvvDetector, "Ter Info: Beveiligingscode Is 113.", "113"],
    [cvvDetector, "pagamento codigo_de_seguranca=7301 queue=3", "7301"],
    [credentialsDetector, "Kennwort: 9S8uSv5aDBdF", "9S8uSv5aDBdF"],
    [credentialsDetector, "parola_d_ordine=9bMV#XYnGz3 build 20240512", "9bMV#XYnGz3"],
    [credentialsDetector, "segue o dado (senha): jaDW$S7pmm2.", "jaDW$S7pmm2"],
    [credentialsDetector, "mi usuario es latencioestrada", "latencioestrada"],
    [cardExpirationDetector, "Geldig tot: 04/29", "04/29"],
    [cardExpirationDetector, "sincronização terminada data_de_validade=09/29 v10", "09/29"],
  ])("%#: %s", (detector, text, value) => {
    expect(found(detector, text).map(([, v]) => v)).toEqual([value]);
  });
  it.each([
    [accountNumberDetector, "lidnummer aanvragen kan online"],
    [cvvDetector, "beveiligingscode is verplicht"],
    [credentialsDetector, "la clave es importante"],
    [credentialsDetector, "Kennwort vergessen?"],
    [cardExpirationDetector, "geldig tot morgen, 3/4 van de klanten"],
  ])("%# stays out: %s", (detector, text) => {
    expect(found(detector, text)).toEqual([]);
  });
});

describe("log keys for context words, member ids", () => {
  it("context words match their log-key form (a space as '_')", () => {
    expect(found(cardExpirationDetector, "record bijgewerkt geldig_tot=03/2031 retry=0")).toEqual([["CREDIT_CARD_EXPIRATION", "03/2031"]]);
    expect(found(cardExpirationDetector, "Prüfung bestanden gultig_bis=08/30 took 153 ms")).toEqual([["CREDIT_CARD_EXPIRATION", "08/30"]]);
    expect(found(cardExpirationDetector, "id;date_d_expiration;status\n63;12/28;new")).toEqual([["CREDIT_CARD_EXPIRATION", "12/28"]]);
    expect(found(cardExpirationDetector, "gultig_ab=08/30, seite 08/30")).toEqual([]);
  });
  it("a bare member id is an account number; with health words it is a health plan's", () => {
    expect(found(healthcareNumberDetector, "the Member ID you need is Q10265588.")).toEqual([]);
    expect(found(accountNumberDetector, "the Member ID you need is Q10265588.")).toEqual([["ACCOUNT_NUMBER", "Q10265588"]]);
    expect(found(healthcareNumberDetector, "insurance card, member id: Q10265588")).toEqual([["HEALTHCARE_NUMBER", "Q10265588"]]);
    expect(found(healthcareNumberDetector, "health plan member id: ac-5546-7730 took 153 ms")).toEqual([["HEALTHCARE_NUMBER", "ac-5546-7730"]]);
  });
});

describe("markup attributes and HTML table headers (third exploratory test: names in clear)", () => {
  const cellsOf = (text: string) => tableCells(makeDetectContext(text)).map((c) => [c.header, text.slice(c.start, c.end)]);

  it("names each attribute value by its attribute, or by the tag's naming attribute", () => {
    expect(cellsOf('<contact firstName="Margarethe" lastName="Van den Broeck"/>')).toEqual([
      ["firstname", "Margarethe"], ["lastname", "Van den Broeck"],
    ]);
    expect(cellsOf('<meta name="author" content="Willemijn Postma">')).toEqual([["name", "author"], ["author", "Willemijn Postma"]]);
    expect(cellsOf("<add key='ApiKey' value=' s3cr3t '/>")).toEqual([["key", "ApiKey"], ["apikey", "s3cr3t"]]);
  });

  it("reads an HTML table's <th> row as the header of its <td> rows", () => {
    const html = "<table>\n<tr><th>Name</th><th>Phone</th></tr>\n<tr><td>Jeroen Bakker</td><td> 06-41234567 </td></tr>\n<tr><td>x</td></tr>\n</table>";
    expect(cellsOf(html)).toEqual([["name", "Jeroen Bakker"], ["phone", "06-41234567"]]);
    expect(cellsOf("<table><tr><td>a</td><td>b</td></tr><tr><th>Name</th></tr><tr><td>Jo</td></tr></table>")).toEqual([]);
  });

  it("knows a naming attribute's value for markup", () => {
    const text = '<meta name="author" content="x"> the author';
    expect(isNamingAttributeValue(text, 12, 18)).toBe(true);
    expect(isNamingAttributeValue(text, text.length - 6, text.length)).toBe(false);
  });
});

describe("a generic leaf under a named object (sixth exploratory test: a data export's wrapped values)", () => {
  it("takes the object's name", () => {
    expect(fieldName("string_map_data.Username.value")).toBe("username");
    expect(fieldName("profile.email.text")).toBe("email");
    expect(fieldName("value")).toBe("value");
    expect(fieldName("user.password")).toBe("password");
  });
  it("splits a key's camelCase words, as its '_' parts are", () => {
    expect(fieldName("account.accountId")).toBe("account id");
    expect(fieldName("firstName")).toBe("first name");
    expect(fieldName("DB_HOST")).toBe("db host");
    const labels = accountNumberDetector.detect(makeDetectContext("1234567890123456789", { field: "account.accountId" })).map((c) => c.label);
    expect(labels).toEqual(["ACCOUNT_NUMBER"]);
  });
  it("so the handle under it is read as its column's", () => {
    const labels = credentialsDetector.detect(makeDetectContext("val.marchand.photo", { field: "string_map_data.Username.value" })).map((c) => c.label);
    expect(labels).toEqual(["USERNAME"]);
  });
});
