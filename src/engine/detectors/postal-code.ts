/**
 * Postal codes -> LOCATION_ZIP.
 *
 * - Canada (A1A 1A1): a strong pattern (letters D F I O Q U never used, W Z never first), kept on
 *   its own when written with its space; without the space it needs postal context.
 * - United Kingdom (SW1A 1AA, M1 1AE, GIR 0AA): the full outward/inward letter rules; with the
 *   space on its own, without it only with postal context.
 * - United States ZIP / ZIP+4 (62704, 62704-1234): five digits are everywhere, so only right
 *   after a state (abbreviation or name: "Springfield, IL 62704") or after postal words
 *   ("zip: 90210").
 * - Other numeric codes (4 to 6 digits, "D-10115"): only after postal words (PLZ, code postal,
 *   CP, CAP, código postal, postcode) or with a country prefix: an ISO one ("DE-", "AT-"), or a
 *   car code ("D-"/"F-"/"A-"/"CH-") before a town ("D-10115 Berlin").
 *   A bare "75008 Paris" is not enough (too many numbers precede capitalised words).
 * - Dutch (1234 AB) and Portuguese (1234-567) codes before a capitalised place, after a comma, at a
 *   line's start or after postal words ("Twijnstraat 41bis, 3511 ZH Utrecht", "..., 4000-446 Porto").
 * - The same shapes, and the Brazilian (12345-678) and Polish (12-345) ones, right after postal
 *   words, whatever follows ("Mijn postcode is 1016 DV en huisnummer 221").
 * - A whole cell under a postal-code column or a field so named ("zip", "postal_code", "PLZ", "CEP"):
 *   any usual shape (75001, 01234-567, 1016 GV, 00-950).
 * formatted: upper case with the canonical space (K1A 0B1, SW1A 1AA), digits as written.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { camelKeysAsWords, contextWords, hasContext } from "./context.js";
import { tableCells } from "./table-cues.js";

const US_STATE_ABBR = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
  "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
  "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
  "PR", "GU", "VI", "AS", "MP",
];
const US_STATE_NAMES = [
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware",
  "district of columbia", "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas",
  "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi",
  "missouri", "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "new york",
  "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode island",
  "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington",
  "west virginia", "wisconsin", "wyoming", "puerto rico",
];
/** Another group of three digits or more after a blank. */
const DIGIT_GROUP_AFTER = /^[ \t]\d{3,}(?![\p{L}])/u;
/** A state right before the code, as in "Springfield, IL 62704" or "Austin, Texas 78701". */
const STATE_BEFORE_ABBR = new RegExp(`(?<![A-Za-z])(?:${US_STATE_ABBR.join("|")})\\.?,?\\s{1,3}$`);
const STATE_BEFORE_NAME = new RegExp(`(?<![a-z])(?:${US_STATE_NAMES.join("|")}),?\\s{1,3}$`);

const POSTAL_WORDS = contextWords([
  "zip", "zip code", "zipcode", "zip+4", "postal code", "postcode", "post code", "postal", "plz",
  "postleitzahl", "code postal", "cp", "cap", "código postal", "codigo postal", "cep", "postcode",
  "mailing address", "address",
]);
/** Postal words directly before a bare number ("zip: 90210", "PLZ 80331", "code postal 75008"). */
const POSTAL_PREFIX =
  /(?<![a-z])(?:zip|zip code|zipcode|zip\+4|postal code|postcode|post code|plz|postleitzahl|code postal|cp|cap|código postal|codigo postal|cep)(?:["']?\s*[:#=.]|\s+(?:is|was|ist|lautet|es|est|è|é)(?:\s+(?:le|el|il|o))?)?\s*$/;
/**
 * The text before a value as POSTAL_PREFIX reads it: lower case, a key's words apart
 * ("postal_code", "postalCode", "codePostal"), and a key's quoted value from its opening quote
 * ("zip: \"34117\"", "\"zip\":\"34117\"", "Postcode: \"1016 GV\"": ninth exploratory test, F6).
 */
function keyBefore(ctx: DetectContext, start: number): string {
  const quoted = ctx.text[start - 1] === '"' || ctx.text[start - 1] === "'";
  const end = quoted && /[:=]\s*$/.test(ctx.text.slice(Math.max(0, start - 8), start - 1)) ? start - 1 : start;
  const before = ctx.text.slice(Math.max(0, end - 24), end);
  return camelKeysAsWords(before).replace(/_/g, " ");
}

/**
 * A column or field named for the postal code ("zip", "postal_code", "billing zip", "PLZ", "CEP"):
 * its whole value is one, whatever its country's shape, as the name says so. Folded headers
 * (table-cues.ts: lower case, no accents, "_" and "-" as spaces). ISO 20022's PstCd (SEPA files).
 * The last of two names given with a slash: Salesforce's "Zip/Postal Code", "Mailing Zip/Postal
 * Code" (ninth exploratory test: the postcodes under them stayed in clear).
 */
const POSTAL_HEADER =
  /(?:^|[\s/])(?:zip|zip code|zipcode|zip\+4|postal code|postalcode|postcode|post code|postal|plz|postleitzahl|code postal|cp|cap|codigo postal|cep|postcode nl|postnummer|postinumero|kod pocztowy|pstcd)$/;
/** A whole cell that is a postal code of one of the usual shapes: 75001, 01234-567, 1016 GV, 00-950, D-10115, 1000-001. */
const POSTAL_CELL = /^(?:[A-Z]{1,2}-)?(?:\d{2}-\d{3}|\d{3,5}(?:[- ]\d{2,4})?)(?: ?[A-Z]{2})?$/i;

/** Canadian and UK codes (their sources are spoken-id.ts's shapes of a postcode read out too). */
export const RE_CA = /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?<sep>[ -]?)\d[ABCEGHJ-NPRSTV-Z]\d/g;
export const RE_UK =
  /(?:GIR(?<gsep>\s?)0AA|(?<out>[A-PR-UWYZ][A-HK-Y]?\d\d?|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY])(?<sep>\s?)\d[ABD-HJLNP-UW-Z]{2})/g;
const RE_US = /\d{5}(?:-\d{4})?/g;
/**
 * A postal code after its country's prefix, the old one-letter car codes and the ISO ones of
 * business addresses ("D-10115", "CH-8001", "DE-10115", "IT-00100", "DK-2100"; review: the ISO
 * forms had no detector, and the model may not read them since issue keys are barred), each with
 * its country's number of digits, not glued to a word.
 */
const RE_PREFIXED = /(?<![\p{L}\p{N}-])(?:(?:DE|FR|IT|ES|FI)-\d{5}|(?:AT|BE|DK|NO|LU|LI)-\d{4}|(?<car>D|F|A|CH|B|L|I|E|NL)-\d{4,5})(?![\p{N}-])/gu;
/**
 * The town an address writes after a car-code prefixed code ("D-10115 Berlin", "E-28935 Móstoles",
 * "B-4780 St-Vith"). A letter, a hyphen and four digits is also an article number, a room or a
 * road ("A-1042" in a table's SKU column, "la A-2128"): the car codes need the town, after a space
 * (a tab parts the cells of a table; eighth exploratory test, F24).
 */
const TOWN_AFTER = /^[ \u00a0]{1,3}\p{Lu}\p{L}/u;
const RE_NUMERIC = /\d{4,6}/g;
/**
 * Dutch (1234 AB) and Portuguese (1234-567) codes before a capitalised place name ("3511 ZH
 * Utrecht", "4000-446 Porto"): the letters, or the 4-3 digits, make the shape rarer than a bare
 * number, and where an address line puts them (after a comma or at the start of a line) or after
 * a postal word they are taken. Elsewhere ("in 1500 BC Egypt") they are not.
 */
const RE_NL = /[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}(?=[ \t]{1,3}\p{Lu}\p{Ll})/gu;
const RE_PT = /\d{4}-\d{3}(?=[ \t]{1,3}\p{Lu}\p{Ll})/gu;
/** Codes whose shape is not a bare number: NL 1234 AB, PT 1234-567, BR 12345-678, PL 12-345. */
const RE_SHAPED = /[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}(?![\p{L}\p{N}])|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}/gu;
/** Where an address line puts its postal code: after a comma, or first on its line. */
const ADDRESS_POSITION = /(?:^|\n|,)[ \t]*$/;

const gluedBefore = (text: string, i: number): boolean => i > 0 && /[\p{L}\p{N}_\-/.]/u.test(text[i - 1]!);
const gluedAfter = (text: string, i: number): boolean => i < text.length && /^(?:[\p{L}\p{N}_\-/]|[.,]\d)/u.test(text.slice(i, i + 2));

export const postalCodeDetector: Detector = {
  name: "postal-code",
  types: ["LOCATION_ZIP"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "LOCATION_ZIP")) return [];
    const { text } = ctx;
    const out: Candidate[] = [];
    const taken: Array<[number, number]> = [];
    const push = (start: number, end: number, score: number, formatted: string): void => {
      if (taken.some(([a, b]) => start < b && a < end)) return;
      taken.push([start, end]);
      out.push({ start, end, label: "LOCATION_ZIP", score, formatted, source: "postal-code" });
    };
    const each = (re: RegExp, fn: (m: RegExpExecArray, start: number, end: number) => void): void => {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        const start = m.index;
        const end = start + m[0].length;
        if (gluedBefore(text, start) || gluedAfter(text, end)) {
          re.lastIndex = start + 1;
          continue;
        }
        fn(m, start, end);
      }
    };

    // a whole cell under a postal-code column or field: the header is the cue (UK and Canadian
    // codes are read by their own patterns below, which also look at the header)
    for (const cell of tableCells(ctx)) {
      if (!POSTAL_HEADER.test(cell.header)) continue;
      const value = text.slice(cell.start, cell.end);
      if (POSTAL_CELL.test(value)) push(cell.start, cell.end, 0.85, value.toUpperCase());
    }

    each(RE_CA, (m, start, end) => {
      const spaced = m.groups!.sep !== "";
      if (!spaced && !hasContext(ctx, start, end, POSTAL_WORDS, 40, 0)) return;
      const compact = m[0].replace(/[ -]/, "");
      push(start, end, spaced ? 0.85 : 0.8, `${compact.slice(0, 3)} ${compact.slice(3)}`);
    });
    each(RE_UK, (m, start, end) => {
      const spaced = (m.groups!.sep ?? m.groups!.gsep) !== "";
      if (!spaced && !hasContext(ctx, start, end, POSTAL_WORDS, 40, 0)) return;
      const compact = m[0].replace(/\s/, "");
      push(start, end, spaced ? 0.8 : 0.75, `${compact.slice(0, -3)} ${compact.slice(-3)}`);
    });
    each(RE_US, (m, start, end) => {
      // five digits and another group of digits after a blank are the head of a longer number ("OK,
      // 07988 251838 THEN": Oklahoma's code before a British mobile number, which the ZIP cut in
      // two, leaving "251838" in clear; fresh draw 9090)
      if (DIGIT_GROUP_AFTER.test(text.slice(end, end + 8))) return;
      const before = text.slice(Math.max(0, start - 28), start);
      if (STATE_BEFORE_ABBR.test(before) || STATE_BEFORE_NAME.test(before.toLowerCase())) push(start, end, 0.85, m[0]);
      else if (POSTAL_PREFIX.test(keyBefore(ctx, start))) push(start, end, 0.8, m[0]);
    });
    for (const re of [RE_NL, RE_PT]) {
      each(re, (m, start, end) => {
        const before = text.slice(Math.max(0, start - 8), start);
        // an address in brackets after its street or house number ("nummer 42 (8011 VN Zwolle)"; tenth
        // exploratory test), not an era ("(1500 BC Egypt)")
        const bracketed = /\([ \t]*$/.test(before) && !/\d ?(?:BC|AD|CE)$/.test(m[0]);
        const inPlace = ADDRESS_POSITION.test(before) || bracketed || hasContext(ctx, start, end, POSTAL_WORDS, 40, 0);
        if (inPlace) push(start, end, 0.8, m[0].replace(/^(\d{4})([A-Z])/, "$1 $2"));
      });
    }
    // a Dutch, Portuguese, Brazilian or Polish shape right after postal words, whatever follows
    // ("Mijn postcode is 1016 DV en ...", "O meu código postal é 4000-123."): the letters were
    // left out, and the digits after the hyphen, when only the bare-number rule below read them
    each(RE_SHAPED, (m, start, end) => {
      if (POSTAL_PREFIX.test(keyBefore(ctx, start))) push(start, end, 0.8, m[0].replace(/^(\d{4})([A-Z])/, "$1 $2"));
    });
    each(RE_PREFIXED, (m, start, end) => {
      if (m.groups!.car === undefined || TOWN_AFTER.test(text.slice(end, end + 6))) push(start, end, 0.75, m[0].toUpperCase());
    });
    each(RE_NUMERIC, (m, start, end) => {
      if (POSTAL_PREFIX.test(keyBefore(ctx, start))) push(start, end, 0.7, m[0]);
    });
    return out.sort((a, b) => a.start - b.start);
  },
};
