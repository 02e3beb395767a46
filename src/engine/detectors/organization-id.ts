/**
 * Organisation identifiers (label ORGANIZATION_ID, a beta type: reported when a request enables
 * it): VAT numbers, company and business registration numbers, trade-register entries. Validated
 * with stdnum (provider "stdnum:<country>.<format>"); register numbers without a check digit are
 * taken only in their register's own written form or after its keyword (provider
 * "register_format"). The keyword-less policy is id-scan.ts's.
 *
 * Keyword-less (a prefix or a layout plus check digits, or a register's own abbreviation):
 * - EU VAT numbers with their country prefix (DE136695976, ATU13585627, FR 40 303 265 045,
 *   NL004495445B01, ...), CH UID/VAT (CHE-100.155.212 MWST), NO MVA (NO 974760673 MVA), GB VAT.
 * - BE enterprise number printed 0403.170.701; FR SIRET printed 732 829 320 00074; ES CIF
 *   (B12345674); SE organisationsnummer (556188-8404); FI Y-tunnus (2077474-0); CA business
 *   number with its program account (123456782RT0001); AU ABN printed 51 824 753 556; SG UEN;
 *   IN GSTIN and the PAN of a company, firm or trust (4th letter not P); BR CNPJ printed
 *   00.000.000/0000-00.
 * - DE Handelsregister "HRB 12345" / "HRA 1234", AT Firmenbuch "FN 123456a".
 * Keyword only: BR CNPJ written compact, US EIN, AU ACN, FR SIREN, IT partita IVA and REA, NL KvK, PT NIPC, PL NIP/REGON/KRS,
 * DK CVR, NO organisasjonsnummer, GB company number, IE CRO, bare VAT numbers without their prefix.
 * formatted: the compact value (with the country prefix for VAT numbers).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { caselessSource, customFormat, idScanner, SCORE_KEYWORD, stdnumFormat, type IdFormat, type IdKeyword, type IdShape } from "./id-scan.js";
import { lineAt } from "./lines.js";

const ORG = "ORGANIZATION_ID";
const f = (key: string, opts: Partial<IdFormat> = {}) => stdnumFormat(key, ORG, opts);
/** A VAT format whose formatted value carries the country prefix. */
const vat = (key: string, prefix: string) => f(key, { format: (c) => (c.startsWith(prefix) ? c : prefix + c) });
/** A register number without a check digit: its written shape is all there is. */
const register = (key: string, shape: RegExp) =>
  customFormat(key, ORG, (c) => shape.test(c), { provider: "register_format", noCheck: true, keepInvalid: false, keepCase: true });

const VAT: ReadonlyArray<[string, string, string]> = [
  // [stdnum key, prefix in the text, pattern after the prefix]
  ["at.uid", "AT", "U ?\\d{8}"],
  ["be.vat", "BE", "[01]\\d{3}\\.?\\d{3}\\.?\\d{3}"],
  ["bg.vat", "BG", "\\d{9,10}"],
  ["cy.vat", "CY", "\\d{8}[A-Z]"],
  ["cz.dic", "CZ", "\\d{8,10}"],
  ["de.vat", "DE", "\\d{9}"],
  ["dk.cvr", "DK", "\\d{2} ?\\d{2} ?\\d{2} ?\\d{2}"],
  ["ee.kmkr", "EE", "\\d{9}"],
  ["gr.vat", "EL", "\\d{9}"],
  ["gr.vat", "GR", "\\d{9}"],
  ["es.nif", "ES", "[A-Z0-9]\\d{7}[A-Z0-9]"],
  ["fi.alv", "FI", "\\d{8}"],
  ["fr.tva", "FR", "[0-9A-HJ-NP-Z]{2} ?\\d{3} ?\\d{3} ?\\d{3}"],
  ["gb.vat", "GB", "\\d{3} ?\\d{4} ?\\d{2}(?: ?\\d{3})?"],
  ["gb.vat", "XI", "\\d{3} ?\\d{4} ?\\d{2}(?: ?\\d{3})?"],
  ["hr.oib", "HR", "\\d{11}"],
  ["hu.anum", "HU", "\\d{8}"],
  ["ie.vat", "IE", "\\d[0-9A-Z+*]\\d{5}[A-W][A-IW]?"],
  ["it.iva", "IT", "\\d{11}"],
  ["lt.pvm", "LT", "(?:\\d{9}|\\d{12})"],
  ["lu.tva", "LU", "\\d{8}"],
  ["lv.pvn", "LV", "\\d{11}"],
  ["mt.vat", "MT", "\\d{8}"],
  ["nl.btw", "NL", "\\d{9} ?B ?\\d{2}"],
  ["pl.nip", "PL", "\\d{3}-?\\d{3}-?\\d{2}-?\\d{2}"],
  ["pt.nif", "PT", "\\d{9}"],
  ["ro.cif", "RO", "\\d{2,10}"],
  ["se.vat", "SE", "\\d{10}01"],
  ["si.ddv", "SI", "\\d{8}"],
  ["sk.dph", "SK", "\\d{10}"],
];

const shape = (format: IdFormat, pattern: RegExp, score: number): IdShape => ({ format, pattern, score });

const VAT_FORMATS = new Map<string, IdFormat>();
const VAT_SHAPES: IdShape[] = VAT.map(([key, prefix, body]) => {
  const id = `${key}:${prefix}`;
  if (!VAT_FORMATS.has(id)) VAT_FORMATS.set(id, vat(key, prefix === "EL" ? "EL" : prefix === "XI" ? "XI" : prefix));
  return shape(VAT_FORMATS.get(id)!, new RegExp(`${prefix}[ -]?${body}`, "g"), 0.85);
});
const vatFormat = (key: string, prefix: string) => VAT_FORMATS.get(`${key}:${prefix}`)!;

/**
 * The same VAT numbers in a lower- or title-cased text ("gb387356901", "Atu60493530", "nl484974725b63"):
 * the prefix in lower or title case, the letters after it in any case, scored below the written form.
 * A lower-case companion (id-scan.ts): the value as a whole is written in lower or title case, so
 * "ahora es 32138200R" is the Spanish verb before a DNI, not a VAT number (structured suite seed 202).
 */
const VAT_SHAPES_OTHER_CASE: IdShape[] = VAT.map(([key, prefix, body]) => {
  const lower = prefix.toLowerCase();
  const title = prefix[0] + lower.slice(1);
  return { ...shape(vatFormat(key, prefix), new RegExp(`(?:${lower}|${title})[ -]?${caselessSource(body)}`, "g"), 0.7), lowerCase: true };
});

const CH_UID = f("ch.uid");
const CH_VAT = f("ch.vat");
const NO_MVA = f("no.mva");
const BE_ENTERPRISE = f("be.vat");
const FR_SIRET = f("fr.siret");
const FR_SIREN = f("fr.siren");
const ES_CIF = f("es.cif");
const SE_ORGNR = f("se.orgnr");
const FI_YTUNNUS = f("fi.ytunnus");
const CA_BN = f("ca.bn");
const AU_ABN = f("au.abn");
const AU_ACN = f("au.acn");
const SG_UEN = f("sg.uen", { checkLetter: true });
const IN_GSTIN = f("in.gstin");
/** PAN of a company, firm, trust... (4th letter not P: those are people, national-id.ts). */
const IN_PAN_ORG = f("in.pan");
const US_EIN = f("us.ein");
/** Brazil's company register number (two check digits), as CPF is its people's (national-id.ts). */
const BR_CNPJ = f("br.cnpj");
const DE_HR = register("de.handelsregister", /^(?:HR[AB]\d{1,6}[A-Z]{0,2}|[Hh]r[ab]\d{1,6}[a-z]{0,2})$/);
const AT_FN = register("at.firmenbuch", /^FN\d{1,6}[a-z]$/i);
const NL_KVK = register("nl.kvk", /^\d{8}$/);
const IT_REA = register("it.rea", /^[A-Z]{2}\d{4,7}$/);
// after its keyword only: the two letters in either case ("registered in england and wales no.: oc951191")
const GB_CRN = register("gb.company_number", /^(?:\d{8}|[A-Z]{2}\d{6}|[A-Za-z][a-z]\d{6})$/);
const IE_CRO = register("ie.cro", /^\d{5,6}$/);
const PL_KRS = register("pl.krs", /^\d{10}$/);

const SHAPES: readonly IdShape[] = [
  ...VAT_SHAPES,
  ...VAT_SHAPES_OTHER_CASE,
  shape(CH_VAT, /CHE[- ]?\d{3}\.?\d{3}\.?\d{3} ?(?:MWST|TVA|IVA)/g, 0.85),
  shape(CH_UID, /CHE[- ]?\d{3}\.?\d{3}\.?\d{3}/g, 0.85),
  shape(NO_MVA, /NO ?\d{9} ?MVA/g, 0.85),
  shape(BE_ENTERPRISE, /[01]\d{3}\.\d{3}\.\d{3}/g, 0.8),
  shape(FR_SIRET, /\d{3} \d{3} \d{3} \d{5}/g, 0.8),
  shape(ES_CIF, /[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J]/g, 0.75),
  shape(SE_ORGNR, /\d{2}[2-9]\d{3}-\d{4}/g, 0.7),
  shape(FI_YTUNNUS, /\d{7}-\d/g, 0.7),
  shape(CA_BN, /\d{9} ?R[CMPTRZ] ?\d{4}/g, 0.85),
  shape(AU_ABN, /\d{2} \d{3} \d{3} \d{3}/g, 0.75),
  shape(SG_UEN, /(?:\d{8}|(?:18|19|20)\d{7}|[STR]\d{2}[A-Z]{2}\d{4})[A-Z]/g, 0.7),
  // BR CNPJ in its printed layout 00.000.000/0000-00: invoices, shipping labels, contracts
  shape(BR_CNPJ, /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/g, 0.85),
  shape(IN_GSTIN, /\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/g, 0.85),
  shape(IN_PAN_ORG, /[A-Z]{3}[ABCFGHJLT][A-Z]\d{4}[A-Z]/g, 0.8),
  // (a court's letters after the number, not a label that a value follows: "HRB 178673 IP 220.189.205.195")
  shape(DE_HR, /HR[AB] ?\d{1,6}(?: ?[A-Z]{1,2}(?![\p{L}\p{N}])(?![ \t]*[\d:=]))?/gu, 0.85),
  // in a lower- or title-cased text, as AT_FN below: "hrb 149835", "Hrb 119897" (no court suffix:
  // "in", "am" are words there)
  shape(DE_HR, /[Hh]r[ab] ?\d{3,6}/g, 0.75),
  shape(AT_FN, /FN ?\d{1,6} ?[a-z]/g, 0.85),
  // in a lower- or upper-cased text: "fn 526109d", "FN 74833G" (three digits at least, the letter attached)
  shape(AT_FN, /(?:FN|fn|Fn) ?\d{3,6}[a-zA-Z]/g, 0.75),
];

const k = (words: readonly string[], formats: readonly IdFormat[], keepInvalid = true): IdKeyword => ({ words, formats, keepInvalid });
/** Acronyms that are everyday words somewhere ("ein", "rea", "nip"): only in capitals, only valid values. */
const acronym = (words: readonly string[], formats: readonly IdFormat[]): IdKeyword => ({ words, formats, keepInvalid: false, upperCase: true });
const EU_VAT_BARE = [
  vatFormat("de.vat", "DE"), vatFormat("at.uid", "AT"), vatFormat("fr.tva", "FR"), vatFormat("it.iva", "IT"),
  vatFormat("es.nif", "ES"), vatFormat("nl.btw", "NL"), vatFormat("be.vat", "BE"), vatFormat("pt.nif", "PT"),
  vatFormat("gb.vat", "GB"), vatFormat("ie.vat", "IE"), vatFormat("pl.nip", "PL"), vatFormat("fi.alv", "FI"),
  vatFormat("se.vat", "SE"), vatFormat("dk.cvr", "DK"), CH_VAT, CH_UID, NO_MVA,
];

const KEYWORDS: readonly IdKeyword[] = [
  k(["vat", "vat number", "vat no", "vat id", "vat reg", "vat reg no", "vat registration number", "vat registration no",
    "ust-idnr", "ust-id", "ust-id-nr", "ustid", "ust.-idnr", "umsatzsteuer-identifikationsnummer", "umsatzsteuer-id",
    "uid", "uid-nummer", "mwst-nr", "mwst", "tva", "n° tva", "numéro de tva", "tva intracommunautaire", "iva",
    "nif-iva", "btw", "btw-nummer", "btw-nr", "btw-id", "momsnummer", "moms-nr", "alv", "alv-numero", "mva",
    "vat-nummer", "numero di partita iva"], EU_VAT_BARE, false),
  k(["partita iva", "p.iva", "p. iva", "piva", "p.i"], [vatFormat("it.iva", "IT")], false),
  k(["employer identification number", "federal tax id", "federal ein", "tax id"], [US_EIN], false),
  acronym(["ein", "fein"], [US_EIN]),
  k(["business number", "numéro d'entreprise"], [CA_BN, BE_ENTERPRISE], false),
  acronym(["bn"], [CA_BN]),
  k(["abn", "australian business number"], [AU_ABN]),
  k(["acn", "arbn", "australian company number"], [AU_ACN]),
  k(["uen", "unique entity number"], [SG_UEN]),
  k(["gstin", "gst number", "gst no"], [IN_GSTIN]),
  k(["siren", "rcs", "n° siren", "numéro siren"], [FR_SIREN, FR_SIRET]),
  k(["siret", "n° siret", "numéro siret"], [FR_SIRET]),
  // "cif" in any case: it is no word in our languages, and the Incoterm ("CIF Rotterdam") is never
  // followed by a value whose check character holds. In a lower-cased chat line "cif g60846813" was
  // missed as an acronym not in capitals (fresh structured draws 9595, 10101, 10202: 3 of 8 draws).
  k(["c.i.f", "cif", "nif empresa"], [ES_CIF], false),
  k(["r.e.a", "numero rea", "n. rea"], [IT_REA]),
  acronym(["rea"], [IT_REA]),
  k(["kvk", "kvk-nummer", "kvk nr", "kvk nummer", "kamer van koophandel", "kvk-nr"], [NL_KVK]),
  k(["nipc", "número de identificação de pessoa coletiva"], [f("pt.nipc")]),
  k(["cnpj", "cnpj/mf", "c.n.p.j"], [BR_CNPJ]),
  acronym(["nip"], [vatFormat("pl.nip", "PL")]),
  k(["regon"], [f("pl.regon")]),
  k(["krs"], [PL_KRS]),
  k(["cvr", "cvr-nr", "cvr-nummer", "cvr nr", "cvr nummer"], [vatFormat("dk.cvr", "DK")]),
  k(["organisasjonsnummer", "org.nr", "orgnr", "org nr", "organisationsnummer", "org.nr."], [NO_MVA, f("no.orgnr"), SE_ORGNR]),
  k(["y-tunnus", "ly-tunnus", "fo-nummer"], [FI_YTUNNUS]),
  k(["enterprise number", "ondernemingsnummer", "numéro d'entreprise", "kbo", "bce", "kbo-nummer"], [BE_ENTERPRISE]),
  k(["company number", "company no", "company registration number", "company reg no", "registered number",
    "registered no", "companies house", "registered in england and wales no", "crn"], [GB_CRN]),
  k(["cro number", "cro no"], [IE_CRO]),
  acronym(["cro"], [IE_CRO]),
  k(["handelsregister", "registergericht", "amtsgericht"], [DE_HR]),
  k(["firmenbuch", "firmenbuchnummer"], [AT_FN]),
  k(["uid-nr", "unternehmens-identifikationsnummer"], [CH_UID, CH_VAT]),
  acronym(["ide", "idi"], [CH_UID, CH_VAT]),
];

const SCANNER = idScanner("organization-id", SHAPES, KEYWORDS);

export const organizationIdDetector: Detector = {
  name: "organization-id",
  types: [ORG],
  detect(ctx: DetectContext): Candidate[] {
    return SCANNER.detect(ctx).map((c) => {
      // a Norwegian "NO ... MVA" whose prefix a verb-like "no" in a lower-cased text left out
      const before = /(?<![\p{L}\p{N}])no ?$/iu.exec(ctx.text.slice(Math.max(0, c.start - 3), c.start));
      if (before && /mva$/i.test(ctx.text.slice(c.start, c.end))) return { ...c, start: c.start - before[0].length };
      return prefixIsVerb(ctx, c) ? withoutPrefix(c) : c;
    });
  },
};

/**
 * Whether a keyword-less Spanish VAT number's prefix, set apart from its body, is the verb "es" in a
 * line without case: "AHORA ES 41417198V" is "now it is" before a DNI, not the VAT number
 * "ES 41417198V" (fresh structured draw 7575; 7 such readings over 55 draws, every one a DNI, NIE
 * or CIF whose value leaves the verb out). The verb follows another word; a label's colon or the
 * line's start leaves the prefix ("VAT: ES B58378431", "ES B58378431"). Mixed-case lines tell the
 * verb by its case already (VAT_SHAPES_OTHER_CASE wants the whole value in one case). Other
 * prefixes that are words stay prefixes: in "het is nu de 733539314" the German VAT number keeps
 * its article-like "de" (draws 1919, 4949, 5858, 6464), "NO 973699504 MVA" its "no".
 */
function prefixIsVerb(ctx: DetectContext, c: Candidate): boolean {
  if (c.score >= SCORE_KEYWORD) return false;
  if (!/^es[ -]/i.test(ctx.text.slice(c.start, c.start + 3)) || lineAt(ctx, c.start).case === "mixed") return false;
  return /\p{L}[ \t]+$/u.test(ctx.text.slice(Math.max(0, c.start - 4), c.start));
}

/** The candidate without its prefix, scored below a reading of the body alone (a DNI's, national-id.ts). */
function withoutPrefix(c: Candidate): Candidate {
  const formatted = typeof c.formatted === "string" ? c.formatted.slice(2) : c.formatted;
  return { ...c, start: c.start + 3, score: PREFIX_WORD_SCORE, labels: undefined, formatted };
}
const PREFIX_WORD_SCORE = 0.6;
