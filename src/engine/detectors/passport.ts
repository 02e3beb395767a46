/**
 * Passport and identity-card numbers (label PASSPORT_NUMBER: the number of an identity document;
 * a card's number changes with each card, unlike the person's national id, which is SSN). Their
 * shapes (US: 9 digits or a letter + 8 digits; UK: 9 digits; Canada: 2 letters + 6 digits; most
 * EU: 8-9 letters and digits) are indistinguishable from other ids, so they are taken right after
 * a passport or identity-card keyword ("passport no.", "Reisepass", "Personalausweis",
 * "passeport", "carte d'identité", "pasaporte", "carta d'identità", ...), without a validation
 * assertion. The one exception: a German ID card or passport serial printed with its ICAO 7-3-1
 * check digit (T220001293: document alphabet, 10 characters) is taken without a keyword (0.7,
 * provider icao_check_digit), and at 0.9 after one. The Belgian eID card's 12 digits carry a
 * mod-97 check (0.9 valid after a keyword, provider be_eid_mod97). formatted: the number
 * upper-cased, without spaces or dashes.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { countDigits, keywordRegex, valuesAfterKeywords, valuesInColumns } from "./keyword-value.js";
import { deDocumentNumberValid } from "./id-checks.js";
import { customFormat, idScanner } from "./id-scan.js";
import { SCORE_CHECKSUM_INVALID } from "./checksum.js";

const DE_DOCUMENT = customFormat("de.document", "PASSPORT_NUMBER", deDocumentNumberValid, { provider: "icao_check_digit", keepInvalid: false });
const DE_DOCUMENT_WORDS = [
  "personalausweis", "personalausweisnummer", "ausweisnummer", "ausweis-nr", "ausweis nr", "ausweis", "reisepass",
  "reisepassnummer", "passnummer", "pass-nr", "id card", "identity card",
];
/** The German serial with its check digit: no keyword needed. */
const SCANNER = idScanner(
  "passport",
  [{ format: DE_DOCUMENT, pattern: /[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d/g, score: 0.7 }],
  [{ words: DE_DOCUMENT_WORDS, formats: [DE_DOCUMENT], keepInvalid: false }],
);

const KEYWORDS = keywordRegex([
  "passport", "passport no", "passport number", "passport #", "passport#", "passport num",
  "passport id", "passport card", "reisepass", "reisepassnummer", "passnummer", "pass-nr", "pass nr",
  "passeport", "numéro de passeport", "n° de passeport", "pasaporte", "número de pasaporte",
  "passaporto", "numero di passaporto", "paspoort", "paspoortnummer", "passaporte", "paszport",
  // identity cards
  "personalausweis", "personalausweisnummer", "ausweisnummer", "ausweis-nr", "ausweis nr", "identity card",
  "identity card number", "id card", "id card number", "national identity card", "carte d'identité",
  "carte nationale d'identité", "numéro de carte d'identité", "cni", "carta d'identità", "carta di identità",
  "numero carta d'identità", "identiteitskaart", "identiteitsbewijs", "id-kaart", "cartão de identidade",
  "bilhete de identidade", "documento de identidad",
  // the generic "identity document" (tenth exploratory test: "documento d'identità (CA12345AB)" was
  // half-redacted by a model street, "AB" left in clear)
  "documento d'identità", "documento di identità", "pièce d'identité", "documento de identidade",
  // Polish identity card and passport (fifth exploratory test: "Numer dowodu osobistego: ABA300000" in clear)
  "dowód osobisty", "dowod osobisty", "dowodu osobistego", "numer dowodu", "nr dowodu", "numer dowodu osobistego",
  "nr dowodu osobistego", "seria i numer dowodu", "seria i numer dowodu osobistego",
  "numer paszportu", "nr paszportu",
  // the Belgian eID card (third exploratory test: its number stayed in clear after these)
  "identiteitskaartnummer", "kaartnummer identiteitskaart", "carte eid", "eid-kaart", "eid kaart", "eid-kaartnummer",
  "carte d identité", "numéro de carte d identité",
  // a travel document (the Schengen visa form's "Number of travel document", eighth exploratory
  // test: left in clear) and a residence permit, an identity document of its own ("Permesso di
  // soggiorno n. I16298734", same test), in our seven languages
  "travel document", "travel document number", "travel document no", "reisedokument", "reisedokuments",
  "reisedokumentnummer", "document de voyage", "documento de viaje", "documento di viaggio", "reisdocument",
  "documento de viagem", "residence permit", "residence card", "aufenthaltstitel", "aufenthaltserlaubnis",
  "aufenthaltskarte", "titre de séjour", "carte de séjour", "carte de résident", "permiso de residencia",
  "tarjeta de residencia", "permesso di soggiorno", "carta di soggiorno", "titolo di soggiorno", "verblijfsvergunning",
  "verblijfsdocument", "autorização de residência", "título de residência",
]);
/**
 * A column named for a document's number without naming the document ("num_documento" beside
 * "tipo_documento" in Spain's parte de viajeros, "document_number"): its cells are identity
 * documents' numbers, which stayed in clear (eighth exploratory test). Only as a column's name:
 * in prose "document number" is as often an invoice's or a letter's.
 */
const DOCUMENT_COLUMNS = keywordRegex([
  "num documento", "numero documento", "numero de documento", "numero del documento", "numero do documento",
  "nº documento", "nº de documento", "nro documento", "nr documento", "document number", "document no", "document nr",
  "numero de document", "numéro de document", "dokumentnummer",
]);
/**
 * 6-9 letters/digits, optionally one space after a 2-letter prefix ("AB 123456"); or one of two
 * 12-digit card numbers: the Belgian eID card's, printed 3-7-2 ("592-1234567-32") or bare, and
 * the French identity card's issued before 2021 (year, month, département, office, serial:
 * "880692310285", "88062A310285" in Corsica).
 */
const VALUE = /\d{3}-\d{7}-\d{2}(?![\p{L}\p{N}])|\d{4}(?:\d{2}|2[AB])\d{6}(?![\p{L}\p{N}])|(?:[A-Za-z]{1,2} ?)?[0-9][A-Za-z0-9]{4,8}(?![\p{L}\p{N}])|[A-Za-z0-9]{6,9}(?![\p{L}\p{N}])/uy;
/** The 12-character card numbers of VALUE, without separators. */
const TWELVE = /^\d{4}(?:\d{2}|2[AB])\d{6}$/;

/** A Belgian eID card number's check: its first ten digits mod 97 (97 for 0) are its last two. */
export function beEidCardValid(compact: string): boolean {
  if (!/^\d{12}$/.test(compact)) return false;
  const rest = Number(compact.slice(0, 10)) % 97;
  return (rest === 0 ? 97 : rest) === Number(compact.slice(10));
}

/** A Dutch passport or identity card number (since 2014): no letter O, the last character a digit. */
const NL_LAYOUT = /^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$/;
/**
 * "Documentnummer" is what Dutch documents and forms call that number ("kopie ID-kaart bijgevoegd,
 * documentnr. IBK2R7HF1"); the word names other documents too, so only a value in the Dutch layout.
 */
const NL_DOCUMENT_KEYWORDS = keywordRegex(["documentnummer", "documentnr", "document nr", "document-nr"]);

export const passportDetector: Detector = {
  name: "passport",
  types: ["PASSPORT_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = SCANNER.detect(ctx);
    const checked = out.length;
    const keyed = valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16);
    const columns = valuesInColumns(ctx, DOCUMENT_COLUMNS, VALUE, new Set(keyed.map((v) => v.start)));
    for (const v of [...keyed, ...columns]) {
      if (out.slice(0, checked).some((c) => c.start < v.end && v.start < c.end)) continue;
      const compact = v.match[0].replace(/[ -]/g, "").toUpperCase();
      if (TWELVE.test(compact)) {
        // the Belgian card's check passed: valid; a printed 3-7-2 group (that card's layout) whose
        // check fails is kept after its keyword as an invalid one (a typo still names the card); a
        // bare number that fails is the French card's, which has no check of its own
        const valid = beEidCardValid(compact);
        const belgian = valid || v.match[0].includes("-");
        out.push({
          start: v.start,
          end: v.end,
          label: "PASSPORT_NUMBER",
          score: valid ? 0.9 : belgian ? SCORE_CHECKSUM_INVALID : 0.85,
          formatted: compact,
          source: "passport",
          ...(belgian ? { validations: [{ provider: "be_eid_mod97", status: valid ? ("valid" as const) : ("invalid" as const) }] } : {}),
        });
        continue;
      }
      // two digits at least, or the Dutch layout (2 letters, 6 letters or digits, a digit; no O): "AMTQJEFB6"
      if (compact.length < 6 || compact.length > 9 || (countDigits(compact) < 2 && !NL_LAYOUT.test(compact))) continue;
      out.push({
        start: v.start,
        end: v.end,
        label: "PASSPORT_NUMBER",
        score: 0.85,
        formatted: compact,
        source: "passport",
      });
    }
    for (const v of valuesAfterKeywords(ctx, NL_DOCUMENT_KEYWORDS, VALUE, 16)) {
      const compact = v.match[0].replace(/ /g, "").toUpperCase();
      if (!NL_LAYOUT.test(compact) || out.some((c) => c.start < v.end && v.start < c.end)) continue;
      out.push({ start: v.start, end: v.end, label: "PASSPORT_NUMBER", score: 0.85, formatted: compact, source: "passport" });
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

