/**
 * The cells of a column named for a person, a place or an organisation -> NAME_GIVEN, NAME_FAMILY,
 * NAME, LOCATION_CITY, LOCATION_STATE, LOCATION_COUNTRY or ORGANIZATION. Persons: "first_name",
 * "Nachname", "full name", "Apellidos" (a bare "name" column only where a word of the cell is a
 * listed given or family name: product and team lists have "name" columns too); an export's name
 * columns are its people, and a short or rare name alone in a cell gives the model nothing to go on
 * ("Mo" under first_name was left in clear). Places and organisations: "City", "Localidad", "Woonplaats", "Ort", "Province",
 * "Country", "Employer", "Arbeitgeber", "Organisatie", "Empresa" in a table written into the text
 * (a header row of three or more column names, table-cues.ts), and a CSV column or JSON field of
 * that name analysed alone (the CLI's field hint). A CRM, HR or membership export holds the towns
 * and employers of its people there; a name outside the lists, alone in its cell, gives the model
 * no context ("Tudela", "Cintruénigo" under "Localidad" were missed; "Stadtwerke Wismar" under
 * "Arbeitgeber" read as a person). The header says what the cell is, as an address column's header
 * does for its cells (street-address.ts).
 *
 * A cell counts when it reads as a name: for a place, one to five words of letters (with the
 * apostrophes, hyphens, dots and brackets of "Saint-Étienne", "Frankfurt (Oder)", "St. Gallen"),
 * no digit; for an organisation, one to six words that may hold digits and "&" ("3M", "Ostsee Bau
 * GmbH", "Vogt & Partner"); never an "@" or a URL, sixty characters at most, and not a
 * placeholder ("n/a", "unknown", "-"). Score 0.85, like a column's age (age.ts): above the model's
 * guesses about a lone word, below a validated value.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { isKnownFamilyName, isKnownGivenName } from "./name-lexicon.js";
import { foldHeader, tableCells, withoutAddressPrefix } from "./table-cues.js";
import { execAll } from "../text/exec-all.js";

/** The source of its candidates: resolve.ts keeps such a cell whole. */
export const COLUMN_ENTITY_SOURCE = "column-entity";
const SOURCE = COLUMN_ENTITY_SOURCE;
/** A name read from a form's "Label: value" field. */
const FORM_FIELD_SOURCE = "form-field";
const SCORE = 0.85;
const MAX_CELL = 60;

/** Folded column names (table-cues.ts foldHeader: lower case, no accents, "_"/"-" as spaces) and what their cells are. */
const HEADERS: ReadonlyMap<string, string> = new Map([
  ...[
    "city", "town", "locality", "hometown", "home town", "place of residence", "residence city", "birthplace", "place of birth",
    "birth place", "city of birth", "ciudad", "localidad", "poblacion", "municipio", "lugar de residencia", "lugar de nacimiento",
    "ciudad de residencia", "ville", "commune", "localite", "lieu de residence", "lieu de naissance", "ville de naissance", "citta",
    "comune", "localita", "luogo di nascita", "comune di residenza", "comune di nascita", "stad", "plaats", "woonplaats", "gemeente",
    "geboorteplaats", "cidade", "localidade", "concelho", "naturalidade", "municipio de residencia", "ort", "stadt", "wohnort",
    "gemeinde", "geburtsort",
    // ISO 20022's town name (SEPA payment and statement files: seventh exploratory test)
    "twnnm",
  ].map((h): [string, string] => [h, "LOCATION_CITY"]),
  // not "estado" (a record's status as often as a state) nor "firma" below (a signature in Spanish and Italian)
  ...["state", "province", "region", "county", "provincia", "comunidad autonoma", "departement", "provincie", "bundesland", "kanton", "distrito", "regione"].map(
    (h): [string, string] => [h, "LOCATION_STATE"],
  ),
  ...["country", "country of residence", "country of birth", "pais", "pays", "paese", "land", "pais de residencia", "pays de naissance", "geburtsland"].map(
    (h): [string, string] => [h, "LOCATION_COUNTRY"],
  ),
  ...[
    "employer", "company", "organisation", "organization", "current employer", "school", "university", "institution",
    "empresa", "empleador", "organizacion", "escuela", "universidad", "entreprise", "employeur", "societe", "organisme",
    "ecole", "universite", "azienda", "datore di lavoro", "organizzazione", "ente", "scuola", "universita", "werkgever",
    "bedrijf", "organisatie", "universiteit", "hogeschool", "empregador", "organizacao", "instituicao", "escola",
    "universidade", "arbeitgeber", "unternehmen", "schule", "hochschule", "universitat",
  ].map((h): [string, string] => [h, "ORGANIZATION"]),
]);

/**
 * Columns named for a person's name. The header alone says so for these; a bare "name" (or
 * "nombre", "nom", "naam", "nome") names products and teams as often, so its cells count only
 * when a word of theirs is a listed given or family name (GENERIC_NAME_HEADERS).
 */
const PERSON_HEADERS: ReadonlyMap<string, string> = new Map([
  ...[
    "first name", "firstname", "given name", "givenname", "forename", "fname", "middle name", "prenom", "nombre de pila",
    "primer nombre", "nome proprio", "primo nome", "voornaam", "voornamen", "roepnaam", "vorname", "vornamen", "primeiro nome",
  ].map((h): [string, string] => [h, "NAME_GIVEN"]),
  ...[
    "last name", "lastname", "surname", "family name", "familyname", "lname", "apellido", "apellidos", "primer apellido",
    "segundo apellido", "nom de famille", "nom de naissance", "cognome", "achternaam", "familienaam", "geslachtsnaam",
    "nachname", "familienname", "zuname", "sobrenome", "apelido", "ultimo nome",
    // a name at birth (a visa form's "Surname at birth", "Geburtsname"; eighth exploratory test)
    "surname at birth", "name at birth", "birth name", "maiden name", "former surname", "geburtsname",
    "apellido de soltera", "nom de jeune fille", "cognome da nubile", "meisjesnaam", "nome de solteira",
  ].map((h): [string, string] => [h, "NAME_FAMILY"]),
  ...[
    "full name", "fullname", "customer name", "client name", "patient name", "contact name", "contact person",
    "employee name", "member name", "student name", "guest name", "passenger name", "cardholder", "cardholder name",
    "card holder", "account holder", "account holder name", "holder name", "beneficiary", "beneficiary name",
    "recipient name", "sender name", "emergency contact", "next of kin", "nombre completo", "nombre y apellidos",
    "nom complet", "nom et prenom", "nom prenom", "nome completo", "nome e cognome", "volledige naam",
    "vollstandiger name", "ansprechpartner", "kontaktperson", "name des kunden", "kundenname", "klantnaam",
    // a document's author: an HTML page's <meta name="author" content="..."> (third exploratory test)
    "author", "autor", "auteur", "autore", "verfasser",
  ].map((h): [string, string] => [h, "NAME"]),
]);
/**
 * The parts of a name object, as FHIR's HumanName and other records write them: "name.family",
 * "name.0.given.1" ({"name": [{"family": "Chalmers", "given": ["Peter", "James"]}]}). Alone, a
 * "family" or "given" field may be anything; under "name" it is the person's.
 */
const HUMAN_NAME_PART = /(?:^|\.)names?(?:\.\d+)?\.(family|given|first|last|middle)(?:\.\d+)?$/i;
function humanNamePart(field: string | undefined): string | undefined {
  const part = field === undefined ? undefined : HUMAN_NAME_PART.exec(field)?.[1]?.toLowerCase();
  return part === undefined ? undefined : part === "family" || part === "last" ? "NAME_FAMILY" : "NAME_GIVEN";
}
/**
 * Columns and form fields named for a person's nationality or religion -> ORIGIN, RELIGION. An HR
 * questionnaire or a payroll record writes them as codes and lower-case adjectives that no word
 * list reads alone ("Konfession: rk", "Staatsangehörigkeit: deutsch", "Cittadinanza: polacca",
 * "Religionszugehörigkeit: römisch-katholisch" were left in clear or read as an organisation: fifth
 * exploratory test); the label says what the value is. Religion is special-category data (GDPR
 * art. 9). Folded as foldHeader folds ("Staatsangehörigkeit" -> "staatsangehorigkeit").
 */
const ATTRIBUTE_HEADERS: ReadonlyMap<string, string> = new Map([
  ...[
    "nationality", "citizenship", "nacionalidad", "ciudadania", "nationalite", "citoyennete", "nazionalita", "cittadinanza",
    "nationaliteit", "staatsangehorigkeit", "staatsburgerschaft", "nationalitat", "nacionalidade", "cidadania",
    "ethnicity", "ethnic origin", "etnia", "origen etnico", "origine ethnique", "origine etnica", "etniciteit", "etnicidade",
  ].map((h): [string, string] => [h, "ORIGIN"]),
  ...[
    "religion", "religious affiliation", "faith", "denomination", "confesion", "religion o creencia", "confession", "religione",
    "confessione", "religie", "geloof", "kerkgenootschap", "kerkelijke gezindte", "religiao", "confissao", "konfession", "konf.",
    "religionszugehorigkeit", "religionsgemeinschaft", "bekenntnis", "glaubensrichtung", "kirchensteuermerkmal", "kist merkmal",
  ].map((h): [string, string] => [h, "RELIGION"]),
]);
/** One to three words of letters with the dots and hyphens of abbreviations ("röm.-kath.", "ev.-luth.", "rk"). */
const ATTRIBUTE_CELL = /^[\p{L}][\p{L}\p{M}'’./-]*(?:[ \t]+[\p{L}][\p{L}\p{M}'’./-]*){0,2}$/u;
const MAX_ATTRIBUTE = 40;

const GENERIC_NAME_HEADERS = new Set([
  "name", "nombre", "nom", "nome", "naam", "navn", "nimi",
  // ISO 20022's party name (a SEPA payroll file's creditors, a statement's account owner, but also banks)
  "nm",
  // a role that a record's person holds ("Student: Adebayo Okonkwo-Reyes", "Alunno: Matteo Rossetti",
  // "Patient: Okonkwo, Adebayo"; sixth exploratory test: a transcript's student left in clear): a
  // role may also head other values ("Patient: stable"), so, as for "name", only a cell with a listed name
  "student", "pupil", "learner", "schuler", "schulerin", "alunno", "alunna", "alumno", "alumna", "aluno", "aluna", "eleve",
  "leerling", "estudiante", "etudiant", "etudiante", "studente", "studentessa", "patient", "patientin", "paziente", "paciente",
  "employee", "mitarbeiter", "mitarbeiterin", "empleado", "empleada", "employe", "dipendente", "werknemer",
  "medewerker", "funcionario", "funcionaria", "member", "mitglied", "socio", "socia", "membre", "lid", "membro", "child", "kind",
  "enfant", "bambino", "bambina", "nino", "nina", "crianca", "tenant", "mieter", "mieterin", "inquilino", "inquilina",
  "locataire", "huurder", "applicant", "bewerber", "bewerberin", "candidato", "candidata", "candidat", "candidate", "kandidaat",
  "guest", "gast", "huesped", "ospite", "hospede", "donor", "spender", "spenderin", "donante", "donateur", "donatore",
  // a shop's or a bank's customer (sixth exploratory test: "Lampe, Friederike" under "customer" kept
  // the surname that is also a word); a company there has no listed name word
  "customer", "kunde", "kundin", "client", "cliente", "klant", "buyer", "kaufer", "comprador", "acheteur", "acquirente",
  // a payslip's worker (seventh exploratory test: "TRABAJADOR: GUTIÉRREZ OYELARAN, Amaia" kept its surnames)
  "trabajador", "trabajadora", "trabalhador", "trabalhadora", "salarie", "salariee", "arbeitnehmer", "arbeitnehmerin", "lavoratore",
  "lavoratrice", "titular",
]);
/**
 * One to four words of letters, an optional comma between ("Smith, John"), initials with their
 * dots; up to six where the name's particles are among them (Portuguese and Spanish names run long:
 * "Rui Miguel Carvalho dos Santos" was cut to the model's first three words, its surnames left in
 * clear: seventh exploratory test).
 */
const PERSON_CELL = /^[\p{L}][\p{L}\p{M}'’.-]*(?:,?[ \t]+[\p{L}][\p{L}\p{M}'’.-]*){0,5}$/u;
const MAX_NAME_WORDS = 4;
const NAME_PARTICLES = new Set(["da", "das", "de", "del", "della", "der", "di", "do", "dos", "du", "e", "la", "le", "van", "von", "y", "zu", "ten", "ter"]);

/** Whether a cell's words make one name's length: four, or six with the particles among them. */
function nameLength(value: string): boolean {
  const words = value.split(/[\s,]+/).filter(Boolean);
  return words.length - words.filter((w) => NAME_PARTICLES.has(w.toLowerCase())).length <= MAX_NAME_WORDS;
}

const PLACE_CELL = /^['’]?[\p{L}][\p{L}\p{M}'’.()-]*(?:[ \t]+[\p{L}(][\p{L}\p{M}'’.()-]*){0,4}$/u;
const ORGANIZATION_CELL = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.,()&/-]*(?:[ \t]+[\p{L}\p{N}&(][\p{L}\p{M}\p{N}'’.,()&/-]*){0,5}$/u;
const NOT_A_NAME = /@|:\/\/|^\d+$/;
const PLACEHOLDER = /^(?:n\/?a|na|none|null|nil|unknown|desconocid[oa]|inconnu|sconosciut[oa]|onbekend|unbekannt|desconhecid[oa]|tbd|tba|other|otro|autre|altro|anders|outro|sonstige)$/i;
/**
 * A record's workflow state under a "state" column or field: GitHub's and GitLab's issues and
 * merge requests, a tracker's or a job's status ("state": "open" became a US state: seventh
 * exploratory test). Never a region.
 */
const WORKFLOW_STATE = /^(?:open|opened|closed|merged|draft|done|new|pending|active|inactive|resolved|reopened|todo|to do|in progress|in review|blocked|cancelled|canceled|approved|rejected|failed|failure|success|succeeded|running|stopped|started|queued|completed|complete|archived|deleted|locked|enabled|disabled|ok|error|up|down|on|off|true|false|yes|no)$/i;

export const columnEntityDetector: Detector = {
  name: SOURCE,
  types: ["LOCATION_CITY", "LOCATION_STATE", "LOCATION_COUNTRY", "ORGANIZATION", "NAME", "NAME_GIVEN", "NAME_FAMILY", "ORIGIN", "RELIGION"],
  detect(ctx: DetectContext): Candidate[] {
    const out: Candidate[] = [];
    const cells = tableCells(ctx);
    for (const cell of cells) {
      const person = personCell(ctx, cell.header, cell.start, cell.end);
      if (person) {
        out.push(person);
        continue;
      }
      const attribute = attributeCell(ctx, cell.header, cell.start, cell.end);
      if (attribute) {
        out.push(attribute);
        continue;
      }
      // a place column of one of an export's addresses ("ship_city", "billing_country")
      const label = HEADERS.get(cell.header) ?? placeOnly(HEADERS.get(withoutAddressPrefix(cell.header)));
      if (!label || !wantsType(ctx, label)) continue;
      const value = ctx.text.slice(cell.start, cell.end);
      const shape = label === "ORGANIZATION" ? ORGANIZATION_CELL : PLACE_CELL;
      if (value.length > MAX_CELL || !shape.test(value) || NOT_A_NAME.test(value) || PLACEHOLDER.test(value)) continue;
      if (label === "LOCATION_STATE" && WORKFLOW_STATE.test(value)) continue;
      out.push({ start: cell.start, end: cell.end, label, score: SCORE, source: SOURCE });
    }
    if (ctx.text.includes(":") || CAPS_HINT.test(ctx.text)) {
      for (const field of formFields(ctx.text)) {
        if (out.some((c) => c.start < field.end && field.start < c.end) || cells.some((c) => c.start < field.end && field.start < c.end)) continue;
        const person = personCell(ctx, field.header, field.start, field.end);
        // not a whole cell to the resolver: a model's name that reaches out of the field beats it by
        // score and leaves the model's other readings in place ("Oyelaran-Kessler, Funmilayo   geb."
        // in the realistic suite lost its surname when the field's value dropped them); a model's
        // name inside it is taken over (step 4)
        if (person) out.push({ ...person, source: FORM_FIELD_SOURCE });
        const attribute = person ? undefined : attributeCell(ctx, field.header, field.start, field.end);
        if (attribute) out.push({ ...attribute, source: FORM_FIELD_SOURCE });
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/**
 * A form's "Label: value" fields: a label of one to four words at a line's start (or after a tab
 * or two spaces, where a form sets several fields on one line: "Primer apellido: VAN DER MEULEN
 *     Nombre: Johanna", or numbers its persons: "Person 2  Familienname: Achterberg", seventh
 * exploratory test), or after its item number ("1. Surname: WANJIRU", "2) Nom :", a visa form;
 * eighth exploratory test), a note in brackets after the label ("Surname (family name):",
 * "First name(s):"), a colon, and the value up to the line's end, a tab or three spaces. A
 * name field's value is the person's name as a column's cell is (fifth exploratory test: an
 * all-caps surname after "Primer apellido:" and the surname of "Student name: Mwangi, Grace
 * Wanjiru" were left in clear); the same checks apply (personCell).
 */
// the label starts right after its line's start (one blank of indent allowed), a tab or two
// spaces: a blank run before it was scanned again from each of its positions, and a long run of
// spaces with no label after it cost minutes (review)
const FORM_FIELD = /(?<=^[ \t]?|\t|[ ]{2}|^[ \t]?(?:\d{1,3}|[a-z])[.)][ \t]{1,3})(?<label>\p{L}[\p{L}.'’]*(?:[ _-]\p{L}[\p{L}.'’]*){0,3})(?:[ \t]*\([^()\r\n:]{1,40}\))?[ \t]*:[ \t]*(?<value>[^\t\r\n:]*?)(?=\t|[ ]{3}|[ \t]*(?:\r?\n|$))/gmu;

/**
 * A name field without its colon, its value in capitals as forms print it: "Alunno/a: Cognome
 * ROSSETTI  Nome MATTEO" (sixth exploratory test: the child's surname stayed in clear). The label
 * must be one of the person headers (personCell); the value ends at two blanks, a tab or the line's end.
 */
const CAPS_FORM_FIELD =
  /(?<=^|\t|[ ]{2}|:[ \t]*)(?<label>\p{Lu}\p{Ll}+(?: \p{Ll}+)?)[ \t]+(?<value>\p{Lu}{2,}[\p{Lu}'\u2019-]*(?: \p{Lu}{2,}[\p{Lu}'\u2019-]*){0,3})(?=[ ]{2}|\t|[ \t]*(?:\r?\n|$))/gmu;

/** A word in capitals after a capitalised word: what a colon-less field needs (a cheap gate). */
const CAPS_HINT = /\p{Lu}\p{Ll}+[ \t]+\p{Lu}{2}/u;

function formFields(text: string): { header: string; start: number; end: number }[] {
  const out: { header: string; start: number; end: number }[] = [];
  if (CAPS_HINT.test(text)) for (const m of execAll(CAPS_FORM_FIELD, text)) {
    const value = m.groups!.value!;
    const start = m.index + m[0].length - value.length;
    // the header's own checks follow (personCell, attributeCell): a bare "Nome" needs a listed name
    out.push({ header: foldHeader(m.groups!.label!), start, end: start + value.length });
  }
  if (text.includes(":")) for (const m of execAll(FORM_FIELD, text)) {
    const written = m.groups!.value!;
    // a sentence's full stop after the value ("Apellidos: Rivera Bueno. NHC: ..."), not an initial's dot
    const value = written.replace(/(?<=\p{L}{2})\.$/u, "");
    if (!value) continue;
    const start = m.index + m[0].length - written.length;
    // a list letter the label's words took in ("a. Surname" read from the line's start)
    const label = m.groups!.label!.replace(/^\p{L}\.[ \t]+/u, "");
    out.push({ header: foldHeader(label), start, end: start + value.length });
  }
  return out;
}

/**
 * Whether a folded label ("surname", "first name", "city", "nationality") names a column or form
 * field this detector reads: a field's name, never a person or a place (the model read a visa
 * form's "Surname" as a name; ner/cell-boundaries.ts bars it).
 */
export function isKnownFieldLabel(folded: string): boolean {
  return PERSON_HEADERS.has(folded) || HEADERS.has(folded) || ATTRIBUTE_HEADERS.has(folded) || GENERIC_NAME_HEADERS.has(folded);
}

const placeOnly = (label: string | undefined) => (label?.startsWith("LOCATION_") ? label : undefined);

/** The cell as a nationality or religion when its column or field is named for one (ATTRIBUTE_HEADERS). */
function attributeCell(ctx: DetectContext, header: string, start: number, end: number): Candidate | undefined {
  const label = ATTRIBUTE_HEADERS.get(header);
  if (!label || !wantsType(ctx, label)) return undefined;
  const value = ctx.text.slice(start, end);
  if (value.length > MAX_ATTRIBUTE || !ATTRIBUTE_CELL.test(value) || PLACEHOLDER.test(value)) return undefined;
  return { start, end, label, score: SCORE, source: SOURCE };
}

/** The cell as a person's name when its column is named for one (PERSON_HEADERS, GENERIC_NAME_HEADERS). */
function personCell(ctx: DetectContext, header: string, start: number, end: number): Candidate | undefined {
  const named = PERSON_HEADERS.get(header) ?? humanNamePart(ctx.field);
  const generic = named === undefined && GENERIC_NAME_HEADERS.has(header);
  if (!named && !generic) return undefined;
  const label = named ?? "NAME";
  if (!wantsType(ctx, label)) return undefined;
  const value = ctx.text.slice(start, end);
  if (value.length > MAX_CELL || !PERSON_CELL.test(value) || !nameLength(value) || PLACEHOLDER.test(value)) return undefined;
  if (generic) {
    const words = value.toLowerCase().split(/[\s,]+/).filter(Boolean);
    if (!words.some((w) => isKnownGivenName(w) || isKnownFamilyName(w))) return undefined;
  }
  return { start, end, label, score: SCORE, source: SOURCE };
}
