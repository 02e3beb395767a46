/**
 * Customer, member, policy and invoice account identifiers, and the employee and student numbers
 * an organisation gives its people. They have no common shape, so
 * they are found ONLY right after a naming keyword ("account #", "member ID", "policy number", "póliza",
 * "customer no.", "invoice number", "reference"...; not order numbers, which name a purchase): 5-20 letters/digits (hyphens, slashes or
 * dots may join parts), with at least two digits so words are never taken; after a staff-number
 * label or a patient's file number ("Personeelsnr", "Matr.", "Processo n.º") three or four digits
 * too; after a pet microchip's label 9-15 digits only. "account number"
 * with bank words nearby belongs to the bank-account detector and is skipped here.
 * formatted: the text as written (the reference service keeps ACCOUNT_NUMBER raw).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { countDigits, foldKeyword, keywordRegex, valuesAfterKeywords } from "./keyword-value.js";
import { execAll } from "../text/exec-all.js";

/**
 * Labels of a staff or file number, which may be short: 3-4 digits after them are still the
 * person's number (seventh exploratory test: "Personeelsnr: 2071", "Matr. 000312").
 */
const STAFF_KEYWORD_LIST = [
  "employee id", "employee number", "employee no", "employee #", "emp id", "emp no", "staff id", "staff number", "staff no",
  "personnel number", "personalnummer", "personal-nr", "personalnr", "personalnr.", "mitarbeiternummer", "mitarbeiter-nr",
  "número de empleado", "numero de empleado", "nº de empleado", "nº empleado", "n.º empleado", "no. empleado", "número empleado",
  "numéro d'employé", "matricule", "matricola", "numero di matricola", "personeelsnummer", "número de funcionário",
  "pers.-nr", "pers.nr", "personeelsnr", "personeels-nr", "pers-nr", "pers nr", "matr.", "matr", "nº mecanográfico",
  "n.º mecanográfico", "n° mecanográfico", "número mecanográfico", "numero mecanografico", "processo n.º",
  // an officer's badge ("Badge #2093" in a police report: eval:realistic)
  "badge", "badge #", "badge no", "badge number",
];
const KEYWORDS = keywordRegex([
  "account", "account number", "account no", "account #", "account#", "account id", "customer account",
  // an OFX statement's account (seventh exploratory test: "<ACCTID>7123456789" in clear)
  "acctid", "acct id",
  "customer id", "customer no", "customer number", "customer #", "client number", "client no",
  "member id", "member number", "member no", "membership number", "membership no", "membership id",
  "policy", "policy number", "policy no", "policy #",
  "invoice number", "invoice no", "invoice #", "invoice", "reference", "reference number", "ref no",
  "ref", "ref.", "ref #", "loyalty number", "rewards number", "frequent flyer number", "subscriber id",
  // airline records: the passenger's frequent-flyer and e-ticket numbers, a Polish student's album
  // number (fifth exploratory test: "ETKT 125 2418937465", "Frequent flyer: BA 40019283", "nr albumu 1123456")
  "frequent flyer", "frequent flyer no", "frequent flyer #", "fqtv", "etkt", "e-ticket", "e-ticket number", "e-ticket no",
  "ticket no", "nr albumu", "numer albumu",
  "subscriber number", "contract number", "claim number", "claim no", "claim #", "ticket number",
  "kundennummer", "mitgliedsnummer", "vertragsnummer", "rechnungsnummer", "numéro client",
  // a tenant's number at the landlord (tenth exploratory test: "Mieternummer: 4711-0815" in clear)
  "mieternummer", "mieter-nr", "mieternr", "huurdersnummer", "numéro de locataire", "número de inquilino",
  "numéro de client", "numéro d'adhérent", "numéro de police", "número de cliente", "número de póliza",
  "n° d'adhérent", "nº d'adhérent", "n d adherent", "numéro adhérent", "nº de socio", "n° de socio", "número de socio",
  "nº de sócio", "n° de sócio", "número de sócio", "n de socio", "numero socio", "codice cliente", "numero cliente",
  "numero di cliente", "codice socio", "numero tessera", "klantnummer", "lidnummer", "lidmaatschapsnummer",
  "klantnr", "kundennr", "kunden-nr", "mitglieds-nr", "número de contrato", "numéro de contrat",
  // insurance policies: "titular de la póliza ES-778201-H", "Apólice n.º: AP-2023-556677", "N° de contrat : AUTO-559034-FR"
  "póliza", "apólice", "polizza", "numero di polizza", "número de apólice", "número da apólice", "polisnummer",
  "polisnr", "polis-nr", "polis nr",
  "versicherungsschein", "versicherungsscheinnummer", "versicherungsschein-nr", "versicherungsnummer", "policennummer",
  "polizzennummer", "n° de contrat", "nº de contrat", "no de contrat", "contrat n°", "police n°", "n° de police",
  // an organisation's number for its employees and students: HR and school exports, badges (the
  // staff numbers are STAFF_KEYWORD_LIST, above)
  "badge number", "badge no", "badge #", "badge id", "student id", "student number",
  "student no", "matriculation number",
  "matrikelnummer",
  "numéro étudiant", "numéro d'étudiant", "studentnummer",
  "número de estudante", "número de aluno",
  // customer and member numbers in their short forms: bank statement lines, letters
  "kd-nr", "kd.-nr", "kd nr", "klant-nr", "n° client", "nº client", "n° de client", "n° sociétaire", "nº sociétaire",
  "numéro de sociétaire", "numero tessera fedeltà", "programma fedeltà", "cartão de fidelidade", "frequent flyer",
  "skywards", "miles & more", "flying blue",
  // a booking, ticket or travel authorisation names its passenger or guest
  "booking reference", "booking ref", "booking code", "booking number", "reservation number", "confirmation number",
  "confirmation code", "pnr", "localizador", "código de reserva", "codice prenotazione", "codice di prenotazione",
  "numéro de réservation", "référence de réservation", "buchungsnummer", "buchungscode", "reserveringsnummer",
  "boekingsnummer", "e-ticket", "e-ticket number", "ticket no", "biglietto elettronico", "billete electrónico",
  // a case or file opened on a person: police, courts, insurers, universities, public services
  "case #", "case number", "case no", "aktenzeichen", "az.", "expediente", "nº de expediente", "atestado",
  "n° rg", "numéro de dossier", "n° de dossier",
  // a police report's and a French court's registration numbers ("Registratienummer: 2024087341",
  // "VU-Nr. 2404-118732", a traffic accident's; "N° Portalis DBYC-W-B7H-KQ2L": eval:realistic)
  "registratienummer", "vu-nr", "vu-nr.", "n° portalis", "nº portalis", "portalis",
  // a French police report ("PV n° 2024/018822": a phone before, by a Canadian reading; eighth exploratory test)
  "pv n°", "pv nº", "pv no", "pv numéro", "procès-verbal n°", "procès-verbal nº", "n° de pv", "numéro de procès-verbal", "dossiernummer", "numero pratica", "numero di pratica",
  "protocolo", "número de protocolo", "número do processo", "n° sinistre", "numéro de sinistre",
  "schadennummer", "schadensnummer", "número de siniestro", "numero sinistro",
  // a complaint opened by a customer: "te abro una reclamación número rc-2024-118830"
  "complaint number", "complaint no", "complaint #", "complaint reference", "reclamación", "reclamacion",
  "número de reclamación", "nº de reclamación", "numéro de réclamation", "réclamation n°", "reclamo", "numero di reclamo",
  "reclamação", "número da reclamação", "reklamationsnummer", "beschwerdenummer", "klachtnummer",
  // a supplier's customer or contract number on a bank statement line: "IBERDROLA CLIENTES contrato 00129384711",
  // "SDD ENEL ENERGIA CLIENTE 771928304"
  "cliente", "contrato", "contratto", "contrat",
  // case, patient, pupil and staff numbers and travel codes missed by an exploratory test (2026-11-29)
  "fallnummer", "patiëntnummer", "patientnummer", "patiëntnr", "dossier patient", "n° de dossier patient",
  "numéro de dossier patient", "schülernummer", "schuelernummer",
  "vielfliegernummer", "code de réservation", "record locator",
  // seventh exploratory test, F22 (all left in clear): staff numbers in their short forms (a
  // payroll transfer's "PERS-NR 558120", an Italian payslip's "Matr. 000312", a Portuguese one's
  // "Nº Mecanográfico": STAFF_KEYWORD_LIST), a dental record's "Processo n.º", a Dutch fine's CJIB
  // number, a French tax notice's online access number and notice reference, and a pet's microchip
  "cjib-nummer", "cjibnummer", "cjib nummer",
  "n° d'accès en ligne", "nº d'accès en ligne", "numéro d'accès en ligne", "référence de l'avis",
  "microchip", "microchip number", "microchip no", "transponder", "transpondernummer", "chipnummer",
  "puce électronique", "n° de puce", "numéro de puce",
  // rail loyalty and discount cards, which name their holder (eighth exploratory test, F27: "BahnCard
  // 25, Nr. 7081 4110 2337 8812", "CartaFRECCIA n. 800 4419 2873" left in clear); the BahnCard's
  // class before its number
  "bahncard", "bahncard 25", "bahncard 50", "bahncard 100", "bahncard business 25", "bahncard business 50",
  "bahncard-nr", "bahncard-nummer", "bahncardnummer", "cartafreccia", "carta freccia",
  ...STAFF_KEYWORD_LIST,
]);
/**
 * An organisation's number for one of its people, and a patient's file number: a small employer or
 * practice counts them in three or four digits ("Personeelsnr: 2071", "Processo n.º: 7731"),
 * shorter than the five characters other keywords' values need.
 */
const STAFF_KEYWORDS = new Set(STAFF_KEYWORD_LIST.map(foldKeyword));
const STAFF_SHORT_VALUE = /^\d{3,4}$/;
/** A pet's transponder: ISO 11784 writes 15 digits, older chips 9 or 10; a chip's part name ("PIC16F877A") is none. */
const CHIP_KEYWORDS = /^(?:microchip(?: number| no)?|transponder(?:nummer)?|chipnummer|puce electronique|n° de puce|numero de puce)$/;
const CHIP_VALUE = /^\d{9,15}$/;
/**
 * A French tax notice prints its online access number and its reference in groups of letters and
 * digits ("1N 23 AB45 CD67"): after those keywords, such groups are one value.
 */
const GROUPED_CODE_KEYWORDS = keywordRegex(["n° d'accès en ligne", "nº d'accès en ligne", "numéro d'accès en ligne", "référence de l'avis"]);
const GROUPED_CODE = /[A-Z0-9]{1,4}(?: [A-Z0-9]{1,4}){2,5}(?![\p{L}\p{N}]| [A-Z0-9])/uy;
/**
 * A booking's record locator (PNR) is five to eight capitals and digits, often with one digit or
 * none ("PNR: ZT9LQP", "Booking reference: QXKMZP"): after these keywords the two-digit rule does
 * not apply, capitals are required instead (so "booking reference: attached" stays out).
 */
const LOCATOR_KEYWORDS = /^(?:pnr|booking (?:reference|ref|code)|record locator|localizador|código de reserva|code de réservation|codice (?:di )?prenotazione|buchungscode|reserveringscode)$/;
const LOCATOR = /^[A-Z0-9]{5,8}$/;

/**
 * Court file numbers whose parts are written with spaces or a colon, after a case keyword: the
 * German Aktenzeichen ("5 U 88/23", "27 O 123/24", "1 BvR 123/20": chamber, register, number/year)
 * and US federal case numbers ("3:24-cv-01234", "2:23-cr-00457-JSC"). The plain value pattern
 * stops at the first space or colon, so they were left in clear or read as a time ("3:24").
 */
const CASE_KEYWORDS = keywordRegex([
  "aktenzeichen", "az.", "az", "geschäftszeichen", "unser zeichen", "ihr zeichen",
  "case number", "case no", "case no.", "case #", "docket no", "docket no.", "docket number", "civil action no", "civil action no.",
]);
const CASE_VALUE = /(?:\d{1,3} [A-Z][A-Za-z]{0,3} \d{1,6}\/\d{2}(?:\d{2})?|\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,6}(?:-[A-Z]{2,4})?)(?![\p{L}\p{N}])/uy;
/**
 * Brazil's unified case number (CNJ: NNNNNNN-DD.AAAA.J.TR.OOOO) is distinctive by itself; its two
 * check digits (ISO 7064 mod 97-10 over the rest) make it safe without a keyword.
 */
const CNJ = /(?<![\p{L}\p{N}.-])(\d{7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})(?![\p{L}\p{N}]|[.-]\d)/gu;

export function cnjValid(m: readonly string[]): boolean {
  const [n, dd, year, j, tr, origin] = m;
  const rest = `${n}${year}${j}${tr}${origin}00`;
  let r = 0;
  for (const d of rest) r = (r * 10 + Number(d)) % 97;
  return 98 - r === Number(dd);
}
const GENERIC_ACCOUNT = /^account(?:\s*(?:number|no|#))?$/;
const BANK_WORDS = contextWords([
  "bank", "banking", "sort code", "routing", "aba", "iban", "swift", "bic", "checking", "savings", "wire",
]);

/** 5-20 characters of letters and digits, up to six parts joined by single - / . characters ("0001234-56.2023.8.26.0100"). */
const VALUE = /[A-Za-z0-9]+(?:[\-/.][A-Za-z0-9]+){0,5}(?![\p{L}\p{N}])/uy;
/**
 * A number printed in groups of digits parted by single spaces ("055 2198437615", "617 250 948",
 * "EK 412 908 771", "BA 40019283": a frequent-flyer number after its airline's two letters), as tickets,
 * payment references and loyalty cards print them. Two to five groups of 2-10 digits, no more
 * digits after (a following amount or date starts after a wider gap or a letter).
 */
const SPACED_VALUE = /(?:(?:[A-Z]{2} )?\d{2,10}(?: \d{2,10}){1,4}|[A-Z]{2} \d{5,10})(?![\p{L}\p{N}]|[.,]\d| \d)/uy;

/** "12/03/2024", "2024-03-12", "2024 03 15": dates after "invoice"/"reference" are not identifiers. */
const DATE_LIKE = /^\d{1,4}([\-/. ])\d{1,2}\1\d{1,4}$/;

export const accountNumberDetector: Detector = {
  name: "account-number",
  types: ["ACCOUNT_NUMBER"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const overlaps = (start: number, end: number) => out.some((c) => c.start < end && start < c.end);
    const push = (start: number, end: number, value: string, score: number) =>
      out.push({ start, end, label: "ACCOUNT_NUMBER", score, formatted: value, source: "account-number" });
    // court numbers at 0.9: above the time detector's "3:24" inside "3:24-cv-01234", which would leave the rest in clear
    for (const m of execAll(CNJ, ctx.text)) if (cnjValid(m.slice(1))) push(m.index, m.index + m[0].length, m[0], 0.9);
    for (const v of valuesAfterKeywords(ctx, CASE_KEYWORDS, CASE_VALUE, 16)) {
      if (!overlaps(v.start, v.end)) push(v.start, v.end, v.match[0], 0.9);
    }
    for (const v of valuesAfterKeywords(ctx, GROUPED_CODE_KEYWORDS, GROUPED_CODE, 16)) {
      if (countDigits(v.match[0]) >= 2 && !overlaps(v.start, v.end)) push(v.start, v.end, v.match[0], 0.8);
    }
    const spaced = new Map(valuesAfterKeywords(ctx, KEYWORDS, SPACED_VALUE, 16).map((v) => [v.start, v]));
    for (const found of valuesAfterKeywords(ctx, KEYWORDS, VALUE, 16)) {
      // the spaced reading when the number goes on after a space ("055 2198437615", not "055")
      const wider = spaced.get(found.start);
      const v = wider && wider.end > found.end ? wider : found;
      const value = v.match[0];
      const compact = value.replace(/[\-/. ]/g, "");
      if (DATE_LIKE.test(value)) continue;
      const locator = LOCATOR_KEYWORDS.test(v.keyword.toLowerCase().replace(/\s+/g, " ")) && LOCATOR.test(value);
      const keyword = foldKeyword(v.keyword);
      const staffNumber = STAFF_KEYWORDS.has(keyword) && STAFF_SHORT_VALUE.test(value);
      if (CHIP_KEYWORDS.test(keyword) && !CHIP_VALUE.test(compact)) continue;
      if ((compact.length < 5 && !staffNumber) || compact.length > 20 || (countDigits(compact) < 2 && !locator)) continue;
      if (GENERIC_ACCOUNT.test(v.keyword.replace(/\s+/g, " ")) && hasContext(ctx, v.keywordStart, v.end, BANK_WORDS, 64, 32)) continue;
      if (!overlaps(v.start, v.end)) push(v.start, v.end, value, 0.8);
    }
    return out;
  },
};
