/**
 * Merge overlapping candidates from all sources into non-overlapping entities.
 *
 * 1. Containment of structured matches. A confident structured match (STRUCTURED_TYPES: email,
 *    URL, IP, bank account/IBAN, card, phone, ids, username, file path, street address... from a detector, score
 *    >= CONFIDENT) is one value that must stay whole: the contextual candidates (names, places,
 *    organisations, occupations... from the model or the lexicon/cue detectors) lose every
 *    character they share with one, whatever their scores. A name inside an email is no entity of
 *    its own, so "john.smith@acme.com" is one EMAIL_ADDRESS, never "[NAME_1].smith@acme.com"; a
 *    model span that crosses it keeps its part outside, less surrounding spaces and punctuation
 *    ("Smith" of "Smith john" before "john.smith@acme.com"), as an entity of its own.
 *    Value types from detectors (dates, times, money, ages, postal codes...) are no contextual
 *    candidates: they meet structured matches by score in step 2, as before ("2015-12-22 04"
 *    reads as a US phone number, and the date and time detectors' surer readings must keep
 *    beating it). The model's candidates are all contextual, its postal codes included. A
 *    contextual candidate wholly inside a confident value is dropped ("anni" of "54 anni", the
 *    "E" of a coordinate): the name reading had won by score and left the digits in clear.
 *    Structured suite AGE recall 0.971 -> 0.975, LOCATION_COORDINATE 0.990 -> 1.000, partial
 *    values 30 -> 28; the 15 dev sets, meddocan dev (all labels) and eval:clean unchanged.
 *
 *    A contextual candidate that holds a detector's value at least as sure as itself (the value
 *    would win by score and drop it whole) loses only the value's characters and keeps its other
 *    words as entities of their own, so they are no longer left in clear; a surer contextual span
 *    still wins whole ("Class of 2015"). Not tuned on any corpus here; eval:dev unredacted share
 *    lower on 5 sets (conll2003_de 22.2 -> 22.0 %, conll2003_en upper 12.5 -> 12.3, lower 9.6 ->
 *    9.5, btc 13.0 -> 12.7, btc_names 31.0 -> 30.3), F1 conll2003_de 0.699 -> 0.700, btc 0.805 ->
 *    0.806, btc_names 0.640 -> 0.643, conll2003_en lower 0.806 -> 0.805, the other 10 sets
 *    unchanged; structured suite, eval:clean, eval:chat, the coreference dev set, GUM and meddocan
 *    dev unchanged.
 *
 *    A card's expiry date is such a value too (2026-11-28): the model had run a LOCATION (0.93) over
 *    "Scadenza 04/29, grazie" and two more chat lines, and it beat the expiry (0.85) by score.
 *    Structured suite CREDIT_CARD_EXPIRATION recall 0.988 -> 1.000 (precision 0.988 both); the 15
 *    dev sets, meddocan dev, eval:clean and the coreference dev set unchanged. The CVV was tried
 *    alongside and left a value type: its 3-digit readings inside model spans left 4 more
 *    characters of meddocan dev in clear (1.98 -> 1.99 %). Those were one reading, "180" after
 *    "Av. del Cid" (the keyword "cid"); with CID read in capitals only (cvv.ts) the CVV is such a
 *    value too (2026-11-30, the third build's model ran a street over "cvv : 3262." and the next
 *    chat line): structured suite CVV recall 0.988 -> 1.000, LOCATION_ADDRESS precision 0.976 ->
 *    0.978; the 15 dev sets, meddocan dev (3.28 %, 2,137 characters in clear both), eval:clean and
 *    eval:realistic unchanged.
 *
 *    A clipped piece that is only a declared cue word (cue-vocabulary.ts: "Tel", "Fax", "NINO",
 *    "build", "Kennzeichen") is the label of the value it was clipped by and is dropped. No scored
 *    figure moves (the structured suite does not score names and places): it removes 11 such
 *    entities there (NAME "build" before a version, NAME "NINO" before its number, places "Tel",
 *    "Fax", "GPS"), 2 on the 15 dev sets ("Tel" in physionet_deid) and 1 on meddocan dev, with no
 *    figure of theirs moving; on the coreference dev set relations (engine, combined) 0.729 -> 0.732.
 *
 *    A model's street or address that a structured match clips keeps, in its stretches without a
 *    digit, a place reading only: its house number was the other value's digits ("Tel" of the
 *    model's "Tel. +91 88580 22446" became a LOCATION beside the phone, not a street; since the
 *    cue-word step above it is dropped). Structured
 *    suite LOCATION_ADDRESS precision 0.886 -> 0.943 (all types 0.985 -> 0.990); redaction is
 *    unchanged (the stretch stays an entity), as are the 15 dev sets, meddocan dev (unredacted
 *    2.10 %) and eval:clean. The same holds for a model's street or address whose every digit
 *    lies in an age, a date, a time or a sum inside it (or in a structured match), whatever the
 *    scores (2026-11-30: the third build ran streets over "23 anni / perfetto / Scadenza 08/2029"
 *    and "obrigado 5 de agosto de 1970"). Structured suite LOCATION_ADDRESS precision 0.978 ->
 *    0.984, AGE recall 0.993 -> 0.996, DATE 0.999 -> 1.000. Derived from that suite and moving
 *    nothing else: the 15 dev sets, meddocan dev, eval:clean, eval:realistic and eval:coref unchanged.
 *
 *    A model's place that reaches out of a detector's address meets the address by score (step 2)
 *    as another reading of it, but a date, time, age or sum outside the detector's address clips
 *    it as the other structured matches do (2026-11-30: "c'est 8 août 1998 maintenant 91 Avenue
 *    d'Alésia, 25174 Metz" was one model address from "1998" on, which cut the date to "8 août").
 *    Fresh structured draws: AGE recall 0.993 -> 0.996 on 1515, the date whole on 3131, 10 other
 *    draws unchanged; the 15 dev sets, meddocan dev, eval:clean, eval:realistic, eval:chat and
 *    eval:coref unchanged. A model place whose words beyond the detector's address name no place
 *    (lower-case function words before it, a log field's name after it: overreachesByWordsOnly)
 *    is a part of the address, not another reading of it (2026-12-01: "c'est 37 passage de
 *    vaugirard, ..." and "..., 30667 Cannes shard 4/16" were cut in two). LOCATION_ADDRESS values
 *    read as one entity up on 17 of 20 structured draws (committed 92.5 -> 93.3 %, 3535 89.7 ->
 *    90.8 %, 3030 90.8 -> 91.9 %), lower on none; recall, precision and values partly in clear
 *    unchanged on all 20; meddocan dev's entities identical (any function word, after the address
 *    too, had cut "bajo A" to "bajo": CALLE exact 0.700 -> 0.680), the 15 dev sets, eval:clean,
 *    eval:realistic, eval:chat and eval:coref unchanged.
 *
 *    A model's place that crosses the edge of a detector's address with words of its own (an end
 *    inside it: addressDisagreement) disagrees on where the address is, rather than reading more
 *    of it. Where it would beat a whole address (street and town or postcode) by score, the address
 *    clips it, as the other structured matches do, and its words outside stay its own ("99,
 *    Neustadt an der Weinstraße.⏎ok danke⏎Adresse lautet Otto-Dix-Str. 67, ..." had cut the
 *    address in two); where the address beats it, its words that go on from the address on its
 *    line stay too when they hold no number and more than function words (goingOnFrom: "san
 *    dodato a mare" against "..., 44364 san dodato" had left "a mare" in clear). 2026-12-01, tuned
 *    on fresh structured draws 5555-5858: over 42 draws values partly in clear 120 -> 112 (down
 *    on 8, up on none), LOCATION_ADDRESS values read as one entity up on 25 and down on none
 *    (committed 94.4 -> 94.7 %), LOCATION_ADDRESS precision 0.001-0.003 lower on 5 (the model's
 *    words outside, redacted before inside its span, are entities of their own now); held out
 *    until then, 5959-6262: one entity per value up on 3 (99.1 -> 99.3 %, 99.3 -> 99.4 %, 99.4 ->
 *    99.5 %), the rest unchanged. Untuned: eval:dev europeana_fr F1 0.750 -> 0.751, LOC recall
 *    0.840 -> 0.842, unredacted 7.7 -> 7.6 % ("ETdTS-UNIS" of the model's place beaten by a
 *    detector street), the other 14 rows unchanged; presidio_synth dev's entities identical;
 *    meddocan dev: two addresses read as their gold reads them ("Avenida Fuerzas Armadas, 2
 *    E-18014 Granada" whole, "España" a country), PAIS exact 0.893 -> 0.896, unredacted share
 *    unchanged, micro F1 0.960 -> 0.959 ("Edificio de Gobierno - 4ª Planta", no gold entity,
 *    now one of its own); eval:clean, eval:realistic, eval:chat, eval:coref unchanged. Over a
 *    street read alone the model's surer reading meets it by score as before (meddocan's
 *    "Carretera Toledo 28905" had taken the postcode for its number; europeana_nl F1 had lost
 *    0.001 to "80 Maiden Lane." split off the model's "New- Vork 80 Maiden Lane").
 * 2. Greedy by confidence: the best candidate (score, then length, then earlier start) claims its
 *    span; a later candidate with exactly the same span adds its labels to the winner (a DOB that
 *    is also a DATE, a city the model and a detector both found); any other overlapping candidate
 *    is dropped, except
 * 3. a confident structured candidate that crosses structured entities: no character of it is
 *    left in clear. Its stretches that no entity claims join the structured entity beside them
 *    (a phone and an id reading of one digit run become one entity over both), and when it
 *    contains a single structured entity, its wider reading takes that entity over (an email
 *    over the URL of its domain). When only contextual entities beat it (a model's address read
 *    over other words, "... AR 99371 see 35b" against the detector's "35b Church Road"), its
 *    stretches outside them become entities of its type ("Church Road"). Structured suite partial
 *    values 27 -> 24; meddocan dev (untuned) unredacted 3.60 -> 3.47 %; the 15 dev sets and
 *    eval:clean unchanged.
 *
 *    A checked identifier (an id, account or card whose check digits or register format a
 *    validator passed) that wholly holds one surer value and reaches beyond it takes it over the
 *    same way: the value was a piece of it ("Fn 39498h", an Austrian register number, and
 *    "z-7030009-h", a Spanish NIE, read as 39,498 and 7,030,009 hours, which left "Fn" and "z-" in
 *    clear: fresh draws 8585 and 8888, where each was the draw's one such value). A phone reading
 *    is no checked identifier: "2015-12-22 04" stays a date. No detector reading on the train and
 *    dev splits of the 14 corpora meets the rule (so eval:dev is unchanged); the committed suite
 *    and draws 7171, 8383 and 8484 byte-identical.
 *
 *    A detector's value (an age, a date, a sum) that only contextual entities beat keeps its
 *    stretches outside them the same way ("lei compie 32 anni domani": the model's NAME "anni
 *    domani" had left "32" in clear; since 2026-12-01 step 1 keeps that age whole, a date crossed
 *    so keeps its stretch: "Theresa May 2015"). In step 1, a model span over a value a detector read as
 *    the same type (the model's USERNAME "@gideon450 shard" against the handle "@gideon450")
 *    keeps, beyond the detector's value, only its capitalised words in a line with case
 *    ("@ud_laspalmas Palmas"); a log's lower-case word is no value. Structured suite seed 101 (a
 *    fresh draw of the generator, 2026-11-30): AGE recall 0.961 -> 0.986 with age.ts's forms,
 *    USERNAME precision 0.976 -> 0.994; the committed suite, the 15 dev sets (btc's unredacted
 *    share 12.1 % both: dropping every such word had cost 0.1), eval:clean and eval:realistic
 *    unchanged. Also in step 1: a detector's coordinate clips any contextual span it lies in (and an
 *    age one that takes its unit word, so the age stays one value: ageUnitsCrossing), and
 *    a model street run over a line break or a sentence's end with a date, age or coordinate in it
 *    is read line by line and sentence by sentence first (streetPiecesAroundValues). A date or
 *    time whose digits a model's street or address takes across its edge clips it too, so the
 *    date stays one value (datesLendingDigits, 2026-12-01: "6 aprile 1965 ABN" and
 *    "...T23:25:06Z, grazie ..." cut on fresh draws 9090 and 8989); traced on the 15 dev sets and
 *    meddocan dev, it meets no candidate there (their figures unchanged).
 * 4. a detector's person name (a chat speaker's label, a name after a title) that contains the
 *    surer names it overlaps takes them over: "Weber, Katrin" (a Teams speaker label) over the
 *    model's "Weber", which had left "Katrin" in clear on every turn. eval:chat speaker labels
 *    partly in clear 4.1 % -> 0.0 %; eval:dev wnut17 unredacted 29.1 -> 28.9 %, conll2003_en
 *    upper-cased F1 0.794 -> 0.795, physionet_deid F1 0.808 -> 0.807 (PERSON precision 0.780 ->
 *    0.776), the other 12 sets unchanged; coreference dev set relations 0.725 -> 0.728; GUM,
 *    structured suite and eval:clean unchanged.
 *
 * 5. a model's name that lost to a detector's word-type candidates inside it (an occupation, an
 *    origin, a place, a vocabulary word) keeps its other words as name pieces, those with a
 *    capital where the line has case: "Rabbi Schachs" gives OCCUPATION "Rabbi" and NAME
 *    "Schachs", where "Schachs" was left in clear. Untuned: eval:dev PERSON recall higher on 7
 *    sets (conll2003_en 0.940 -> 0.944, gum 0.828 -> 0.837), unredacted share lower on 6 (gum
 *    20.0 -> 18.8 %), F1 higher on 2 (gum 0.727 -> 0.729, europeana_de 0.693 -> 0.694) and 0.001
 *    lower on 5 (conll2003_en lower- and upper-cased, conll2003_de 0.6995 -> 0.6994, wnut17,
 *    europeana_fr); structured suite, eval:clean, eval:chat, coreference dev set, GUM and meddocan
 *    unchanged. Without the capital test, lower-case pieces of the model's wrong names ("banks" of
 *    "Missouri banks") became names too. Also when the detector's words cross the name's end or
 *    start instead of lying inside it ("Mirco Paglieri, der bei der Firma Flor" against the
 *    organisation "Firma Flor und Tome"): eval:dev conll2003_en PERSON recall 0.944 -> 0.945,
 *    unredacted 4.6 -> 4.5 %, conll2003_en upper-cased PERSON precision 0.866 -> 0.865 (F1 equal),
 *    the other 13 sets unchanged.
 *
 * The containment of two contextual candidates (a model organisation and a detector's city in
 * it) was measured too and is not applied: keeping the stretches of the weaker one lowers the
 * unredacted characters (eval:dev conll2003_en 5.7 -> 4.9 %) but adds the model's weaker
 * fragments ("s", "and", "militants" as ORGANIZATION): conll2003_en precision 0.832 -> 0.822,
 * F1 0.831 -> 0.828.
 *
 * Pure function; O(n log n) in the number of candidates (plus the overlaps each one meets).
 */
import { isCueWord } from "../detectors/cue-vocabulary.js";
import { COLUMN_ENTITY_SOURCE } from "../detectors/column-entity.js";
import { caseOf, titleCased } from "../detectors/lines.js";
import { isLogLine } from "../detectors/log-message.js";
import type { Candidate } from "../types.js";
import { firstEndingAfter } from "../text/sorted-spans.js";
import { candidatePiece } from "./piece.js";
import { FIELD_NAME_AND_NUMBER, LOG_COUNTER_AFTER } from "../text/log-fields.js";
import { isFunctionWordInAny } from "../ner/function-words.js";

export interface ResolvedEntity {
  start: number;
  end: number;
  /** Every label the span received, with the best score each label got. */
  labels: Record<string, number>;
  /** The winning candidate: its formatted value, subtypes and validations are the entity's. */
  winner: Candidate;
}

/** Structured matches at least this sure stay whole. */
export const CONFIDENT = 0.5;

/**
 * Types whose detector match is one value that must stay whole: validated or shape-checked
 * identifiers and addresses. Names, places and organisations inside them are parts of the value.
 */
export const STRUCTURED_TYPES: ReadonlySet<string> = new Set([
  "EMAIL_ADDRESS", "URL", "IP_ADDRESS", "BANK_ACCOUNT", "CREDIT_CARD", "PHONE_NUMBER", "SSN",
  "PASSPORT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ACCOUNT_NUMBER",
  "ROUTING_NUMBER", "NUMERICAL_PII", "ORGANIZATION_ID", "USERNAME", "PASSWORD", "FILENAME",
  "LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET", "CREDIT_CARD_EXPIRATION", "CVV",
]);

/**
 * Values read by detectors from their own shape (dates, amounts, codes): they are no contextual
 * candidates and compete with structured matches by score.
 */
const VALUE_TYPES: ReadonlySet<string> = new Set([
  "DATE", "DOB", "DATE_INTERVAL", "TIME", "DURATION", "AGE", "MONEY", "LOCATION_ZIP", "LOCATION_COORDINATE",
  "DAY", "MONTH", "YEAR", "MEDICAL_CODE", "BLOOD_TYPE", "DOSE", "STATISTICS",
]);

/** Sources that are not structured detectors: the model, request filters, mention propagation. */
const NOT_DETECTORS: ReadonlySet<string> = new Set(["ner", "model", "filter", "propagation"]);

/** A confident structured match from a detector. */
export function isStructured(c: Candidate): boolean {
  return c.score >= CONFIDENT && STRUCTURED_TYPES.has(c.label) && !NOT_DETECTORS.has(c.source);
}

/** Identifier types whose detectors check a value's shape or check digits (validations). */
const IDENTIFIER_TYPES: ReadonlySet<string> = new Set([
  "SSN", "PASSPORT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "VEHICLE_ID", "ORGANIZATION_ID", "BANK_ACCOUNT", "CREDIT_CARD",
]);

/** A confident identifier whose check digits or register format a validator passed. */
function isCheckedIdentifier(c: Candidate): boolean {
  return isStructured(c) && IDENTIFIER_TYPES.has(c.label) && (c.validations ?? []).some((v) => v.status === "valid");
}

/** A candidate of the model (its own spans; mention propagation and filters are other sources). */
function isModel(c: Candidate): boolean {
  return c.source === "ner" || c.source === "model";
}

/** Every model candidate (its postal codes too), and a detector's name, place, organisation or other word-type candidate; never a request filter's. */
function isContextual(c: Candidate): boolean {
  if (isModel(c)) return true;
  return c.source !== "filter" && !STRUCTURED_TYPES.has(c.label) && !VALUE_TYPES.has(c.label);
}

/**
 * `text` (the text the offsets point into) lets the stretches of contextual candidates outside a
 * structured match shed surrounding spaces and punctuation; without it they are kept as they are.
 */
export function resolveCandidates(candidates: readonly Candidate[], text?: string): ResolvedEntity[] {
  const pieces = text === undefined ? candidates : streetPiecesAroundValues(candidates, text);
  const ordered = clipContextual(pieces, text).sort(claimOrder);
  // accepted spans kept sorted by start; they never overlap each other
  const accepted: ResolvedEntity[] = [];
  for (const c of ordered) {
    if (c.end <= c.start) continue;
    const i = firstEndingAfter(accepted, c.start);
    const hit = accepted[i];
    if (!hit || hit.start >= c.end) {
      const entity: ResolvedEntity = { start: c.start, end: c.end, labels: {}, winner: c };
      addLabels(entity.labels, c);
      accepted.splice(i, 0, entity);
      continue;
    }
    if (hit.start === c.start && hit.end === c.end) {
      addLabels(hit.labels, c);
      continue;
    }
    if (isStructured(c)) joinStructured(accepted, i, c, text);
    else if (isConfidentValue(c)) keepValueAround(accepted, i, c, text);
    else if (isDetectedName(c)) widenNames(accepted, i, c);
    else if (isModelName(c)) keepNameAroundWords(accepted, i, c, text);
  }
  return accepted;
}

/** Step 2's order: the best candidate (score, then length, then earlier start) claims its span first. */
function claimOrder(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start;
}

const PERSON_NAME = /^NAME/;

/** The accepted entities (sorted, disjoint) that `c` overlaps, the first of them at index `first`. */
function overlappedBy(accepted: readonly ResolvedEntity[], first: number, c: Candidate): ResolvedEntity[] {
  let last = first;
  while (last < accepted.length && accepted[last]!.start < c.end) last++;
  return accepted.slice(first, last);
}

/** Whether the line holding `pos` is without case (chat in lower case, notes in capitals). */
function lineWithoutCase(text: string, pos: number): boolean {
  return caseOf(lineOf(text, pos)) !== "mixed";
}

/** The line of text that holds offset `pos`. */
function lineOf(text: string, pos: number): string {
  const from = text.lastIndexOf("\n", pos - 1) + 1;
  const to = text.indexOf("\n", pos);
  return text.slice(from, to < 0 ? text.length : to);
}

/**
 * Step 5: a model's name that lost to a detector's words inside it or across its edge (an
 * occupation, an origin, a place, an organisation: "Rabbi" of "Rabbi Schachs", "American" of
 * "American Tyson", "Birmingham" of "Birmingham 's Gary Breen") keeps its other words as a name,
 * so the person is not left in clear. Only pieces with a capital, where the line has case:
 * "Missouri banks" leaves no name "banks".
 */
function keepNameAroundWords(accepted: ResolvedEntity[], first: number, c: Candidate, text: string | undefined): void {
  if (text === undefined) return;
  const overlapped = overlappedBy(accepted, first, c);
  // a request's BLOCK match inside the name ("Vries" of "Jan de Vries") too: the rest of the name stays redacted
  if (!overlapped.every((e) => isDetectorWord(e.winner) || e.winner.source === "filter")) return;
  addStretches(accepted, first, overlapped, c, text, (piece) => UPPER.test(text.slice(piece.start, piece.end)) || lineWithoutCase(text, piece.start));
}

const UPPER = /\p{Lu}/u;

function isModelName(c: Candidate): boolean {
  return isModel(c) && PERSON_NAME.test(c.label);
}

/** A detector's word-type candidate (an occupation, an origin, a place, a vocabulary word): contextual, not the model's. */
function isDetectorWord(c: Candidate): boolean {
  return isContextual(c) && !NOT_DETECTORS.has(c.source) && !PERSON_NAME.test(c.label);
}

/** A person's name from a detector that reads a whole name from its layout or cue (a chat speaker's label, "Dr. ..."). */
function isDetectedName(c: Candidate): boolean {
  return PERSON_NAME.test(c.label) && !NOT_DETECTORS.has(c.source);
}

/**
 * Step 4: a detector's name that contains the surer names it overlaps ("Weber, Katrin", a chat
 * speaker's label, over the model's "Weber") is the fuller reading of the same person: it takes
 * them over, their labels with it, so no part of the name is left in clear. Only names inside
 * names: a name that crosses out of it, or any other type, keeps its claim.
 */
function widenNames(accepted: ResolvedEntity[], first: number, c: Candidate): void {
  const overlapped = overlappedBy(accepted, first, c);
  if (!overlapped.every((e) => c.start <= e.start && e.end <= c.end && PERSON_NAME.test(e.winner.label))) return;
  const labels: Record<string, number> = {};
  addLabels(labels, c);
  // the whole name's labels, as sure as the surest part read them ("Weber" as a family name does
  // not make "Weber, Katrin" one)
  for (const e of overlapped) for (const label of Object.keys(labels)) labels[label] = Math.max(labels[label]!, e.labels[label] ?? 0);
  accepted.splice(first, overlapped.length, { start: c.start, end: c.end, labels, winner: c });
}

/** A colon after a word: the word labels a field. */
const LABEL_AFTER = /^[ \t]*:/;

/**
 * Step 1: the contextual candidates less every character a confident structured match covers.
 * A candidate that meets none comes back as it is; one that does comes back as the stretches
 * outside them that hold a letter or digit (none when it lies inside one).
 */
function clipContextual(candidates: readonly Candidate[], text: string | undefined): Candidate[] {
  const structured = candidates.filter(isStructured);
  const confidentValues = candidates.filter((c) => isConfidentValue(c) || isWholeCell(c)).sort((a, b) => a.start - b.start);
  const values = mergedSpans(confidentValues);
  const cover = mergedSpans(structured);
  if (cover.length === 0 && values.length === 0) return [...candidates];
  const coordinates = mergedSpans(confidentValues.filter((v) => v.label === "LOCATION_COORDINATE"));
  const ages = mergedSpans(confidentValues.filter((v) => v.label === "AGE"));
  const dates = mergedSpans(confidentValues.filter((v) => DATE_TIME.has(v.label)));
  // A place that reaches out of a detector's address (a model's address or place over more or
  // other words: "Piazza Vittorio Emanuele 8 bei Dietrich") meets it by score (step 2), as another
  // reading of it; only other structured matches clip it. Inside an address it is a part of it.
  const addressMatches = structured.filter((s) => s.label.startsWith("LOCATION_ADDRESS"));
  const addresses = mergedSpans(addressMatches);
  let otherCover: { start: number; end: number }[] | undefined;
  let otherAndAddresses: { start: number; end: number }[] | undefined;
  let byLabel: Map<string, { start: number; end: number }[]> | undefined;
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (!isContextual(c) || isWholeCell(c)) {
      out.push(c);
      continue;
    }
    // a name or place wholly inside a detector's value ("anni" of "54 anni", "May" of "May 5"): the
    // value's part, never a reason to drop the value and leave its digits in clear
    if (inside(c, values)) continue;
    if (c.label.startsWith("LOCATION") && crossesOut(c, addresses)) {
      if (text !== undefined && isModel(c) && overreachesByWordsOnly(c, addresses, text)) continue;
      // (a coordinate clips it too: "Coordonnées Gps 30.7310, -88.7418 Voir 48 Passage De
      // Caumartin" read as one address by the model, structured suite seed 202; so does a date, a
      // time or an age outside the detector's address: "c'est 8 août 1998 maintenant 91 Avenue
      // d'Alésia, 25174 Metz" was one address from "1998" on, which cut the date, fresh draw 3131)
      otherCover ??= mergedSpans([
        ...structured.filter((s) => !s.label.startsWith("LOCATION_ADDRESS")),
        ...confidentValues.filter((v) => v.label === "LOCATION_COORDINATE" || (!v.label.startsWith("LOCATION") && !overlapsAny(v, addresses))),
      ]);
      // a model's reading with an end inside the detector's address and words of its own outside
      // disagrees on where the address is, rather than reading more of it: the address stays whole
      // and clips it, as the other structured matches do (addressDisagreement)
      const disagreement = text !== undefined && isModel(c) ? addressDisagreement(c, addressMatches, addresses, text) : undefined;
      const clip = disagreement ? (otherAndAddresses ??= mergedSpans([...otherCover, ...addresses])) : otherCover;
      // what the clip leaves inside the address is a part of it, as above ("W 93 Passage de
      // Tilsitt": the coordinate's last letter and the street, fresh draw 4646, whose street alone
      // then cut the address in two)
      const pieces: Candidate[] = [];
      clipTo(pieces, c, clip, text, addressReadFromNumber(c));
      for (const p of pieces) {
        if (isModel(p) && inside(p, addresses)) continue;
        if (!disagreement || disagreement.wins) out.push(p);
        else {
          // beaten by the address, only its words that go on from it on its line stay, without a number
          const rest = goingOnFrom(p, disagreement.crossed, text!);
          if (rest) out.push(rest);
        }
      }
      continue;
    }
    // the model's reading of a value a detector read as the same type ("@gideon450 shard" against
    // the handle "@gideon450"): the detector's span is the value; of the model's words beyond it
    // only capitalised ones in a line with case stay (a name after a handle, "@ UD Las Palmas" in
    // btc), a log's lower-case word is none (USERNAME "shard", structured suite seed 101), nor a
    // field's label ("@pbennardo Nuovo: scadenza", seed 404)
    if (isModel(c) && overlapsAny(c, (byLabel ??= coverByLabel(structured)).get(c.label))) {
      const pieces: Candidate[] = [];
      clipTo(pieces, c, cover, text);
      for (const p of pieces) if (text !== undefined && UPPER.test(text[p.start]!) && !lineWithoutCase(text, p.start) && !LABEL_AFTER.test(text.slice(p.end, p.end + 3))) out.push(p);
      continue;
    }
    // a surer value inside it would win by score and drop it whole, its other words with it: it
    // keeps them around the value instead ("Scadenza 04/29, grazie" read as one place by the model)
    const inner = valuesInside(confidentValues, c);
    const numberless =
      addressReadFromNumber(c) && inner.some((v) => v.score < c.score && !v.label.startsWith("LOCATION")) && digitsHeldElsewhere(c, inner, cover, text);
    // a coordinate is never part of a name or place: it clips them whatever the scores, inside
    // ("Coördinaten 16.5984, 27.9800" read as one LOCATION by the model) or across an edge
    // ("-26.7348, 32.7890 IMEI 3544..." whose "7890 IMEI ..." the model read as a street, fresh draw 4242)
    const surerValues = [
      ...inner.filter((v) => v.score >= c.score || (numberless && !v.label.startsWith("LOCATION"))),
      ...spansMeeting(coordinates, c),
      ...ageUnitsCrossing(ages, c, text),
      ...datesLendingDigits(dates, c, text),
    ];
    clipTo(out, c, surerValues.length ? mergedSpans([...structured, ...surerValues]) : cover, text, addressReadFromNumber(c));
  }
  return out;
}

/**
 * Whether all that a model's place adds to the detector's address it crosses out of is words that
 * name no place: before the address, function words (lower-case ones in a line with case: "c'est"
 * of "c'est 37 passage de vaugirard, 47538 les abymes"); after it, in a log line, a field's name
 * and its number or a counter's words, lower-case where the line's capitals mark names ("shard" of
 * "128 Passage de Solférino, 30667 Cannes shard 4/16", "Shard 4/16" in a title-cased line, "took
 * 153" of "... took 153 ms"). The detector's reading is the address then; the model's, which would
 * win by score and cut it in two, is a part of it (structured suite fresh draws 2929, 3535,
 * 4040-4242). Other words after an address are often its own: with any function word counted
 * there, meddocan dev's "bajo A" (ground floor, flat A) became "bajo"; with a word and a number
 * outside log lines, "Carrera 43A calle 9" became "Carrera 43A".
 */
function overreachesByWordsOnly(c: Candidate, addresses: readonly { start: number; end: number }[], text: string): boolean {
  const k = firstEndingAfter(addresses, c.start);
  const address = addresses[k]!;
  // one address only: the model's reading of two is another matter
  if (addresses[k + 1] !== undefined && addresses[k + 1]!.start < c.end) return false;
  if (c.start < address.start) {
    // in a line with case, lower-case ones: a capitalised one may open the street's name ("An St.
    // Remigius 234", "Am Markt 5"), as an abbreviation may ("St. Ingberter Str. 199")
    const cased = !lineWithoutCase(text, c.start);
    const before = text.slice(c.start, address.start);
    if (DIGIT.test(before) || before.includes(".")) return false;
    if ((cased && before !== before.toLowerCase()) || !functionWordsOnly(before)) return false;
  }
  if (c.end > address.end) {
    // no more than the field: its name, with or without its number, or a counter's words
    const line = lineOf(text, c.end);
    if (!isLogLine(line)) return false;
    const after = text.slice(address.end, address.end + 48);
    const field = FIELD_NAME_AND_NUMBER.exec(after) ?? LOG_COUNTER_AFTER.exec(after);
    if (field === null || c.end > address.end + field[0].length) return false;
    // in a line whose capitals mark names, lower-case words only; a line without case or in
    // title case says nothing by its capitals ("..., 27197 Boulogne-Billancourt Shard 4/16")
    const words = text.slice(address.end, c.end);
    if (words !== words.toLowerCase() && caseOf(line) === "mixed" && !titleCased(line)) return false;
  }
  return true;
}

const LETTER_RUN = /\p{L}+/gu;

/** The spans (merged, sorted) that share a character with `c`. */
function spansMeeting(spans: readonly { start: number; end: number }[], c: Candidate): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let k = firstEndingAfter(spans, c.start); k < spans.length && spans[k]!.start < c.end; k++) out.push(spans[k]!);
  return out;
}

/**
 * The ages that cross an edge of `c` with words only: a contextual span that takes an age's unit
 * ("anni" of "la mia vicina compie 64 anni domani", read as the name "anni domani") is clipped by
 * the age whatever the scores, as a coordinate clips, so the age stays one value (fresh draw
 * 4747: "64" and the name were two entities). Its number inside the span (a span over the whole
 * age) is a value inside it, met by score as before.
 */
function ageUnitsCrossing(ages: readonly { start: number; end: number }[], c: Candidate, text: string | undefined): { start: number; end: number }[] {
  return text === undefined ? [] : crossingEdge(ages, c, text, false);
}

/** The spans that cross an edge of `c` (meeting it, not inside it) and share digits with it or not, as `withDigits` says. */
function crossingEdge(spans: readonly { start: number; end: number }[], c: Candidate, text: string, withDigits: boolean): { start: number; end: number }[] {
  return spansMeeting(spans, c).filter(
    (s) => (s.start < c.start || s.end > c.end) && /\d/.test(text.slice(Math.max(s.start, c.start), Math.min(s.end, c.end))) === withDigits,
  );
}

/** Dates and times, whose digits a model's street may take for its house number (datesLendingDigits). */
const DATE_TIME: ReadonlySet<string> = new Set(["DATE", "DOB", "DATE_INTERVAL", "TIME"]);

/**
 * The dates and times that cross an edge of a model's street or address with digits: the street
 * took the date's year or seconds for its house number ("6 aprile 1965 ABN: ..." read as the
 * street "1965 ABN", "2024-08-21T23:25:06Z, grazie ora è ..." as "06Z, grazie ..."), and by its
 * score it cut the date in two (fresh draws 9090, 8989). They clip it whatever the scores, as a
 * coordinate does; a date wholly inside the street is a value inside it, met by score as before.
 */
function datesLendingDigits(dates: readonly { start: number; end: number }[], c: Candidate, text: string | undefined): { start: number; end: number }[] {
  return text === undefined || !addressReadFromNumber(c) ? [] : crossingEdge(dates, c, text, true);
}

/** The values (sorted by start) that lie wholly inside `c`: a binary search to the first that starts in it. */
function valuesInside(sorted: readonly Candidate[], c: Candidate): Candidate[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]!.start < c.start) lo = mid + 1;
    else hi = mid;
  }
  const out: Candidate[] = [];
  for (let k = lo; k < sorted.length && sorted[k]!.start < c.end; k++) if (sorted[k]!.end <= c.end) out.push(sorted[k]!);
  return out;
}

/**
 * Whether every digit of a model's street or address lies in a value inside it (an age, a date, a
 * time, a sum: no postcode or coordinate) or in a structured match (`cover`: merged, sorted): then
 * it read those digits as a house number ("23 anni / perfetto / Scadenza 08/2029", "obrigado 5 de
 * agosto de 1970": structured suite), and the values clip it whatever the scores, as a structured
 * match does.
 */
function digitsHeldElsewhere(c: Candidate, values: readonly Candidate[], cover: readonly { start: number; end: number }[], text: string | undefined): boolean {
  if (text === undefined) return false;
  // the values, and the structured spans that reach into c
  const holders = mergedSpans([...values.filter((v) => !v.label.startsWith("LOCATION")), ...spansMeeting(cover, c)]);
  return /\d/.test(text.slice(c.start, c.end)) && !digitOutside(c.start, c.end, holders, text);
}

/** A model's street or address reading: what it read as a house number may be another value's digits. */
function addressReadFromNumber(c: Candidate): boolean {
  return isModel(c) && ADDRESS_LABEL.test(c.label);
}

/** A value type's detector match (an age, a date, a sum) sure enough to be one value. */
function isConfidentValue(c: Candidate): boolean {
  return c.score >= CONFIDENT && VALUE_TYPES.has(c.label) && !NOT_DETECTORS.has(c.source);
}

/**
 * The whole cell of a column its header names (a town, an employer: detectors/column-entity.ts):
 * one value, like a detector's value, so a name or place the model reads inside it is its part
 * ("Arnhem" of "Gemeente Arnhem" under "Organisatie"), never a reason to drop the cell and leave
 * its other words in clear.
 */
function isWholeCell(c: Candidate): boolean {
  return c.source === COLUMN_ENTITY_SOURCE;
}

/** A line break, or a full stop, "!" or "?" before a blank: where a street's reading ends. */
const LINE_OR_SENTENCE_END = /\n|[.!?](?=\s)/g;

/**
 * A model's street read over a line break or a sentence's end with a detector's value (a date, an
 * age, a coordinate) in it, as one candidate per line or sentence: the model ran its streets over
 * the next line's words and values ("27/01/2015." / "ok, donc 3734 586360 74150", "at the age of
 * 28. ok, FI08 ...": structured suite seeds 101, 202 and 505), where the date or age then lost to
 * it by score. Each piece is still an entity (an OCR'd street that wraps stays redacted) and meets
 * the values inside it on its own; a piece without a digit is read as a place. Streets without
 * such a value are left whole: split, presidio_synth dev's multi-line addresses lost characters
 * (unredacted 1.4 -> 2.8 %); split at a phone, the coreference dev set lost a signature's
 * occupation (relations 0.815 -> 0.813).
 */
function streetPiecesAroundValues(candidates: readonly Candidate[], text: string): readonly Candidate[] {
  if (!candidates.some((c) => isModel(c) && c.label === "LOCATION_ADDRESS_STREET")) return candidates;
  // a value's (structured matches clip streets as they are, step 1); a postcode is the address's own
  const held = mergedSpans(candidates.filter((c) => isConfidentValue(c) && c.label !== "LOCATION_ZIP"));
  // the detector's addresses and streets (runsOverLineOutOf reads only beside a whole address)
  const addresses = candidates.filter((c) => isStructured(c) && c.label.startsWith("LOCATION_ADDRESS"));
  const structured = addresses.length > 0 ? mergedSpans(candidates.filter(isStructured)) : [];
  return candidates.flatMap((c) =>
    isModel(c) && c.label === "LOCATION_ADDRESS_STREET" && (overlapsAny(c, held) || runsOverLineOutOf(c, addresses, structured, text)) ? streetPieces(c, text) : [c],
  );
}

/**
 * Whether a model street reaches out of a detector's whole address (its town or postcode read) over
 * a line break: its words on the other lines are no part of that address ("28491 Amiens.⏎C'est
 * Noté 👍⏎Ok, Donc" and "pas de souci⏎ok, donc 237 rue de la Paix, 69717 ..." had cut the
 * detector's address in two: fresh draws 4848, 4949, 5252). Read line by line, its piece on the
 * address's line meets the address as before (step 1) and the others stay entities of their own.
 * Not where the detector read a street alone, nor over words with a number of their own:
 * presidio_synth dev's multi-line addresses go on with their town on the next line ("25615
 * Tawastintie 72 Apt. 004⏎KNIVSTA, nan 18237"), or a second address follows, which the pieces
 * left partly in clear (unredacted 0.7 -> 2.1 %, then 1.1 % with the first condition alone).
 */
function runsOverLineOutOf(c: Candidate, addresses: readonly Candidate[], structured: readonly { start: number; end: number }[], text: string): boolean {
  // one address only, and a whole one (another address's street in it meets the model's as before:
  // "..., Weberland.⏎passt 👍⏎Adresse Am Markt 210, danke", fresh draw 1313)
  const met = addresses.filter((a) => a.start < c.end && c.start < a.end);
  if (met.length !== 1 || met[0]!.label !== "LOCATION_ADDRESS") return false;
  const a = met[0]!;
  // words without a number of their own: another address goes on over its lines with one (a postcode,
  // a flat: presidio_synth dev's "..., RS 24893, and USNV Botolen⏎FPO AE 12382" is a second address)
  const wordsOnly = (from: number, to: number) => text.slice(from, to).includes("\n") && !digitOutside(from, to, structured, text);
  return (c.start < a.start && wordsOnly(c.start, a.start)) || (c.end > a.end && wordsOnly(a.end, c.end));
}

/** Whether text[from, to) holds a digit that none of `spans` (sorted, disjoint) covers. */
function digitOutside(from: number, to: number, spans: readonly { start: number; end: number }[], text: string): boolean {
  return charOutside(from, to, spans, text, (ch) => ch >= "0" && ch <= "9");
}

/** Whether text[from, to) holds a character `wanted` accepts that none of `spans` (sorted, disjoint) covers. */
function charOutside(from: number, to: number, spans: readonly { start: number; end: number }[], text: string, wanted: (ch: string) => boolean): boolean {
  for (let i = from; i < to; i++) {
    if (!wanted(text[i]!)) continue;
    const s = spans[firstEndingAfter(spans, i)];
    if (s === undefined || s.start > i) return true;
  }
  return false;
}

/** The street's pieces, one per line or sentence it spans. */
function streetPieces(c: Candidate, text: string): Candidate[] {
  const span = text.slice(c.start, c.end);
  const ends = [...span.matchAll(LINE_OR_SENTENCE_END)];
  if (ends.length === 0) return [c];
  const pieces: Candidate[] = [];
  let from = c.start;
  for (const m of ends) {
    const at = c.start + m.index!;
    pushPiece(pieces, c, from, at + (m[0] === "\n" ? 0 : 1), text);
    from = at + 1;
  }
  pushPiece(pieces, c, from, c.end, text);
  // a line without a digit is no street of its own: a place reading, as a clipped street's is
  return pieces.map((p) => (DIGIT.test(text.slice(p.start, p.end)) ? p : placeReading(p)));
}

/** The merged spans of the candidates of each label. */
function coverByLabel(cands: readonly Candidate[]): Map<string, { start: number; end: number }[]> {
  const groups = new Map<string, Candidate[]>();
  for (const c of cands) {
    const group = groups.get(c.label);
    if (group) group.push(c);
    else groups.set(c.label, [c]);
  }
  return new Map([...groups].map(([label, group]) => [label, mergedSpans(group)]));
}

/** Whether `c` overlaps one of `spans` (sorted, disjoint). */
function overlapsAny(c: Candidate, spans: readonly { start: number; end: number }[] | undefined): boolean {
  const s = spans?.[firstEndingAfter(spans, c.start)];
  return s !== undefined && s.start < c.end;
}

/** Whether `c` lies wholly inside one of `spans` (sorted, disjoint). */
function inside(c: Candidate, spans: readonly { start: number; end: number }[]): boolean {
  const s = spans[firstEndingAfter(spans, c.start)];
  return s !== undefined && s.start <= c.start && c.end <= s.end;
}

/**
 * Whether a model's place crosses the edge of a detector's address with words of its own: an end
 * strictly inside the address (`crossed`), and a letter or digit outside every address
 * (`addresses`: the matches merged, sorted). It then disagrees on where the address is; `wins`
 * where it would beat a crossed whole address (street and town or postcode) by score (step 2).
 * Undefined when it does not cross so, or beats only a street read alone.
 *
 * The model's words had won and cut the address in two ("99, Neustadt an der Weinstraße.⏎ok
 * danke⏎Adresse lautet Otto-Dix-Str. 67, ...", "Azzate. ora è 289 591 128" against "Via Roma 189,
 * 73918 Azzate": fresh draws 5555-5858), or lost whole to
 * it, their words outside with it, which were often the rest of the address ("..., 44364 san
 * dodato" and the model's "san dodato a mare", "... Vila Baleira" and "Vila Baleira (a.k.a. Porto
 * Santo)": left in clear; goingOnFrom). One that only joins two of the detector's readings adds
 * nothing of its own and meets them by score as before (meddocan dev's "C/ Cedro, 23 Camino de
 * Heros, 4 28250 ...", one street in its gold: split there, the blank between them was left in
 * clear).
 */
function addressDisagreement(
  c: Candidate,
  matches: readonly Candidate[],
  addresses: readonly { start: number; end: number }[],
  text: string,
): { wins: boolean; crossed: Candidate[] } | undefined {
  const within = (a: Candidate, pos: number) => a.start < pos && pos < a.end;
  const crossed = matches.filter((a) => within(a, c.start) || within(a, c.end));
  if (crossed.length === 0 || !charOutside(c.start, c.end, addresses, text, (ch) => LETTER_OR_DIGIT.test(ch))) return undefined;
  const beaten = crossed.filter((a) => claimOrder(c, a) < 0);
  if (beaten.length === 0) return { wins: false, crossed };
  // a street read alone is less sure of its edges (meddocan dev's "Carretera Toledo 28905" took
  // the postcode for its number); one the model beats meets it by score as before
  return beaten.some((a) => a.label === "LOCATION_ADDRESS") ? { wins: true, crossed } : undefined;
}

/**
 * The part of a piece of a model's place, beaten by an address it crossed, that goes on from that
 * address on its line, when it holds no number: the rest of a town ("a mare"), an alias in brackets.
 * A log's next field ("HTTP 200"), a chat's next lines ("passt⏎Adresse") are none.
 */
function goingOnFrom(p: Candidate, crossed: readonly Candidate[], text: string): Candidate | undefined {
  for (const a of crossed) {
    let part: Candidate | undefined;
    if (p.start >= a.end && !/[\n\p{L}\p{N}]/u.test(text.slice(a.end, p.start))) {
      const lineEnd = text.indexOf("\n", p.start);
      part = candidatePiece(p, p.start, lineEnd < 0 || lineEnd > p.end ? p.end : lineEnd, text);
    } else if (p.end <= a.start && !/[\n\p{L}\p{N}]/u.test(text.slice(p.end, a.start))) {
      part = candidatePiece(p, Math.max(p.start, text.lastIndexOf("\n", p.end - 1) + 1), p.end, text);
    }
    // (an address's words without its number: a place at most, as a clipped street's are; function
    // words alone name nothing: "of" of the model's "34, of 18 Canal Street", coreference dev set)
    if (!part || DIGIT.test(text.slice(part.start, part.end)) || functionWordsOnly(text.slice(part.start, part.end))) continue;
    return addressReadFromNumber(part) ? placeReading(part) : part;
  }
  return undefined;
}

/** Whether every word of `words` is a function word of one of our languages ("of", "a", "de la"). */
function functionWordsOnly(words: string): boolean {
  return [...words.matchAll(LETTER_RUN)].every(([word]) => isFunctionWordInAny(word.toLowerCase()));
}

/** Whether `c` overlaps one of `spans` (sorted, disjoint) and is not inside it. */
function crossesOut(c: Candidate, spans: readonly { start: number; end: number }[]): boolean {
  const k = firstEndingAfter(spans, c.start);
  const s = spans[k];
  return s !== undefined && s.start < c.end && (c.start < s.start || c.end > s.end);
}

/** `c` less the characters of `cover` (sorted disjoint spans): the stretches outside them. */
function clipTo(out: Candidate[], c: Candidate, cover: readonly { start: number; end: number }[], text: string | undefined, needsDigit = false): void {
  let k = firstEndingAfter(cover, c.start);
  if (k >= cover.length || cover[k]!.start >= c.end) {
    out.push(c);
    return;
  }
  const pieces: Candidate[] = [];
  let pos = c.start;
  for (; k < cover.length && cover[k]!.start < c.end; k++) {
    if (cover[k]!.start > pos) pushPiece(pieces, c, pos, cover[k]!.start, text);
    pos = Math.max(pos, cover[k]!.end);
  }
  if (pos < c.end) pushPiece(pieces, c, pos, c.end, text);
  for (const p of pieces) {
    // the cue word of the value it was clipped by ("Tel" of the model's "Tel. +91 88580 22446",
    // "IBAN" of "IBAN DE44 ..."): the value's label, not an entity
    if (text !== undefined && isCueWord(text.slice(p.start, p.end))) continue;
    out.push(needsDigit && text !== undefined && !DIGIT.test(text.slice(p.start, p.end)) ? placeReading(p) : p);
  }
}

const DIGIT = /\p{N}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ADDRESS_LABEL = /^LOCATION_ADDRESS/;

/** A model address's stretch without a number: a place at most, no street or address (its number was another value's). */
function placeReading(c: Candidate): Candidate {
  const labels = Object.fromEntries(Object.entries(c.labels ?? { [c.label]: c.score }).filter(([l]) => !ADDRESS_LABEL.test(l)));
  labels.LOCATION = Math.max(labels.LOCATION ?? 0, c.score);
  const { subtypes: _parts, ...rest } = c;
  return { ...rest, label: "LOCATION", score: labels.LOCATION, labels };
}

/** A stretch of `c` as a candidate of its own, trimmed; nothing when it holds no letter or digit. */
function pushPiece(out: Candidate[], c: Candidate, start: number, end: number, text: string | undefined): void {
  const piece = candidatePiece(c, start, end, text);
  if (piece) out.push(piece);
}

/** The union of the candidates' spans, as sorted disjoint spans. */
function mergedSpans(cands: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = cands.filter((c) => c.end > c.start).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && c.start <= last.end) last.end = Math.max(last.end, c.end);
    else out.push({ start: c.start, end: c.end });
  }
  return out;
}

/**
 * Step 3: a confident structured candidate `c` that overlaps accepted entities (the first of them
 * at index `first`) but is not wholly inside them. When it wholly contains a request's BLOCK
 * matches (and contextual entities only besides them), it takes them over whole. Its stretches no entity covers join a
 * structured entity beside them; when it contains a single entity, structured too, it takes it
 * over. Stretches beside other kinds of entities stay out (the surer date or time that beat it
 * says the digits are not its value).
 */
function joinStructured(accepted: ResolvedEntity[], first: number, c: Candidate, text: string | undefined): void {
  const overlapped = overlappedBy(accepted, first, c);
  // A request's BLOCK match inside it ("acme" of "jan.devries@acme-corp.nl", "20 12" of a phone)
  // won by its score and split the value, leaving the rest in clear: the value takes over the
  // BLOCK matches and contextual entities wholly inside it.
  if (
    overlapped.some((e) => e.winner.source === "filter") &&
    overlapped.every((e) => (e.winner.source === "filter" || isContextual(e.winner)) && c.start <= e.start && e.end <= c.end)
  ) {
    const entity: ResolvedEntity = { start: c.start, end: c.end, labels: {}, winner: c };
    addLabels(entity.labels, c);
    accepted.splice(first, overlapped.length, entity);
    return;
  }
  // the one entity c holds wholly, if it overlaps only that one
  const held = overlapped.length === 1 && c.start <= overlapped[0]!.start && overlapped[0]!.end <= c.end ? overlapped[0]! : undefined;
  // A checked identifier that holds one value wholly and reaches beyond it: the value is a
  // piece of the identifier ("Fn 39498h", an Austrian register number, and "z-7030009-h", a
  // Spanish NIE, whose digits and check letter read as hours and left the rest in clear)
  if (held && isCheckedIdentifier(c) && VALUE_TYPES.has(held.winner.label) && !isContextual(held.winner)) {
    accepted[first] = takenOver(c, held);
    return;
  }
  if (!overlapped.some((e) => isStructured(e.winner))) {
    // Only contextual entities beat it (a model's address read over other words: "... AR 99371 see
    // 35b" against the detector's "35b Church Road"): its stretches outside them become entities of
    // its type, so no character of it is left in clear. Beside a surer value (a date, a time) its
    // digits stay out, as below.
    if (overlapped.every((e) => isContextual(e.winner))) addStretches(accepted, first, overlapped, c, text);
    return;
  }

  // c contains a single structured entity: c's reading is the wider one, it takes the entity over
  if (held) {
    accepted[first] = takenOver(c, held);
    return;
  }

  for (const { start, end, left, right } of gapsIn(c, overlapped)) {
    // spaces and punctuation between entities leak nothing: no entity grows over them alone; but
    // a password's punctuation is its characters ("password=Lente2024!" at a URL's end, whose "!"
    // the URL leaves out as a sentence's: sixth exploratory test)
    if (text !== undefined && !LETTER_OR_DIGIT.test(text.slice(start, end)) && c.label !== "PASSWORD") continue;
    if (left && isStructured(left.winner)) left.end = end;
    else if (right && isStructured(right.winner)) right.start = start;
  }
}

/**
 * A detector's value (an age, a date, a sum) that a surer contextual entity crosses: its stretches
 * outside the entity stay an entity of its type, as a structured match's do (step 3), so none of
 * its digits is left in clear ("Theresa May 2015" against the date "May 2015"; an age whose unit a
 * name took is whole since step 1, ageUnitsCrossing). A value wholly inside the entity adds nothing ("Class of 2015"); one that a
 * structured match or another value beat keeps out, as that reading says its digits are not this
 * value.
 */
function keepValueAround(accepted: ResolvedEntity[], first: number, c: Candidate, text: string | undefined): void {
  const overlapped = overlappedBy(accepted, first, c);
  if (overlapped.every((e) => isContextual(e.winner))) addStretches(accepted, first, overlapped, c, text);
}

/** `c` as the entity in place of `held`, which it holds wholly: the held label stays where c has it too. */
function takenOver(c: Candidate, held: ResolvedEntity): ResolvedEntity {
  const labels: Record<string, number> = {};
  addLabels(labels, c);
  if (held.winner.label in labels) addLabels(labels, { ...held.winner, labels: {} });
  return { start: c.start, end: c.end, labels, winner: c };
}

/** The stretches of `c` that none of the `overlapped` entities (sorted) covers, with the entities beside each. */
function* gapsIn(
  c: Candidate,
  overlapped: readonly ResolvedEntity[],
): Generator<{ start: number; end: number; left: ResolvedEntity | undefined; right: ResolvedEntity | undefined }> {
  let pos = c.start;
  let left: ResolvedEntity | undefined;
  for (const e of overlapped) {
    if (e.start > pos) yield { start: pos, end: e.start, left, right: e };
    pos = Math.max(pos, e.end);
    left = e;
  }
  if (pos < c.end) yield { start: pos, end: c.end, left, right: undefined };
}

/** The stretches of `c` outside the `overlapped` entities (accepted[first...]), as entities of c's type. */
function addStretches(
  accepted: ResolvedEntity[],
  first: number,
  overlapped: readonly ResolvedEntity[],
  c: Candidate,
  text: string | undefined,
  keep: (piece: Candidate) => boolean = () => true,
): void {
  const pieces: Candidate[] = [];
  for (const { start, end } of gapsIn(c, overlapped)) pushPiece(pieces, c, start, end, text);
  let at = first;
  for (const piece of pieces.filter(keep)) {
    while (at < accepted.length && accepted[at]!.start < piece.start) at++;
    const entity: ResolvedEntity = { start: piece.start, end: piece.end, labels: {}, winner: piece };
    addLabels(entity.labels, piece);
    accepted.splice(at, 0, entity);
    at++;
  }
}

function addLabels(into: Record<string, number>, c: Candidate): void {
  const put = (label: string, score: number) => {
    if (!(label in into) || into[label]! < score) into[label] = score;
  };
  put(c.label, c.score);
  for (const [label, score] of Object.entries(c.labels ?? {})) put(label, score);
}
