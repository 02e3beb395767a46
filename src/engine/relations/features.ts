/**
 * Candidate pairs for relation extraction and their features, shared by the extractor
 * (extract.ts) and its training script (models/train/relations/train.ts), so both read a pair
 * the same way.
 *
 * A candidate is a person mention and another entity (or another person, for KINSHIP) that share
 * a sentence, a line, a form block, a signature block or a table row; or an entity in a sentence
 * with no person before it and the person mentioned last in the three sentences before (the
 * subject carried over: "He lives in Hamilton", "Estudió en la Universidad de Zaragoza").
 *
 * Features (strings; the entity's type group T is part of each): the scopes shared, order,
 * distance, persons between, whether the person is the nearest / first / only one, the cue classes
 * (cues.ts) between the two, before and after each, the field label or table header of each
 * (Geburtsdatum, Emergency contact, Phone column), whether the person is the form's named subject,
 * the signature's name or the chat turn's speaker.
 */
import type { RelationLabel } from "../../contract/types.js";
import type { CueClass } from "./cues.js";
import { layoutOf, lineAt, tokenAt, type Layout } from "./layout.js";
import { cueClasses, MAX_CUE_TOKENS, startsPhrase } from "./cues.js";

export type TypeGroup =
  | "PERSON" | "DOB" | "DATE" | "AGE" | "PLACE" | "ADDRESS" | "NATIONALITY" | "PHONE" | "EMAIL" | "HANDLE" | "URL" | "ID" | "ORG"
  | "MEDORG" | "OCC" | "HEALTH";

const GROUP_OF: Record<string, TypeGroup> = {
  DOB: "DOB", DATE: "DATE", AGE: "AGE",
  LOCATION: "PLACE", LOCATION_CITY: "PLACE", LOCATION_STATE: "PLACE", LOCATION_COUNTRY: "PLACE",
  LOCATION_ADDRESS: "ADDRESS", LOCATION_ADDRESS_STREET: "ADDRESS", LOCATION_ZIP: "ADDRESS", LOCATION_COORDINATE: "ADDRESS",
  ORIGIN: "NATIONALITY", PHONE_NUMBER: "PHONE", EMAIL_ADDRESS: "EMAIL", URL: "URL",
  SSN: "ID", PASSPORT_NUMBER: "ID", DRIVER_LICENSE: "ID", ACCOUNT_NUMBER: "ID", BANK_ACCOUNT: "ID", CREDIT_CARD: "ID",
  HEALTHCARE_NUMBER: "ID", VEHICLE_ID: "ID", IP_ADDRESS: "ID", NUMERICAL_PII: "ID",
  ORGANIZATION: "ORG", ORGANIZATION_MEDICAL_FACILITY: "MEDORG", OCCUPATION: "OCC",
  CONDITION: "HEALTH", DRUG: "HEALTH", MEDICAL_PROCESS: "HEALTH", INJURY: "HEALTH", BLOOD_TYPE: "HEALTH",
};

/** The labels a relation to an entity of each type group may carry. */
export const ALLOWED: Record<TypeGroup, readonly RelationLabel[]> = {
  PERSON: ["KINSHIP"], DOB: ["DOB"], DATE: ["DOB"], AGE: ["AGE"], PLACE: ["ORIGIN", "LOCATION"], ADDRESS: ["LOCATION"],
  NATIONALITY: ["ORIGIN"], PHONE: ["CONTACT"], EMAIL: ["CONTACT"], HANDLE: ["CONTACT"], URL: ["CONTACT"], ID: ["IDENTIFIER"],
  ORG: ["AFFILIATION"], MEDORG: ["AFFILIATION"], OCC: ["OCCUPATION"], HEALTH: ["HEALTH"],
};

export interface RelMention {
  start: number;
  end: number;
  best: string;
  text: string;
  /** Cluster key: mentions with one key are one group. */
  key: string;
  /** A person's name (a coreference person reading). */
  person: boolean;
  /** The person's gender, when a title or the given name says it. */
  gender?: "f" | "m";
}

/** Pronouns and possessives that say their person's gender (not su/son/sa/suo: those agree with the thing owned). */
const FEMALE_PRONOUNS = new Set(["she", "her", "hers", "herself", "ihr", "ihre", "ihrem", "ihren", "ihrer", "elle", "ella", "lei", "haar", "ela", "dela"]);
const MALE_PRONOUNS = new Set(["he", "his", "him", "himself", "er", "sein", "seine", "seinem", "seinen", "seiner", "hij", "ele", "dele"]);

export function typeGroup(m: RelMention): TypeGroup | undefined {
  if (m.person) return "PERSON";
  if (m.best === "USERNAME") return m.text.startsWith("@") ? "HANDLE" : "ID";
  return GROUP_OF[m.best];
}

export interface Candidate {
  /** Indexes into the mention list: the person, and the other entity (a person too for KINSHIP). */
  p: number;
  e: number;
  group: TypeGroup;
  features: string[];
  /** Only a carried-over subject, the document's subject or the letter's author links them (no shared sentence, line, form, row or signature). */
  indirect: boolean;
}

const INDIRECT: ReadonlySet<string> = new Set(["carry", "carry_subject", "topic", "author"]);

interface Placed {
  index: number;
  m: RelMention;
  /** First and last token index (inclusive) of the mention; -1 when it covers no token. */
  t0: number;
  t1: number;
  sentence: number;
  line: number;
}

const MAX_CARRY_SENTENCES = 3;
const MAX_PAIR_TOKENS = 60;
/** Direct candidates per entity: the nearest people sharing a scope (and the form's or signature's named person). */
const MAX_DIRECT = 3;
/** A block's subject reaches this far (a CV, a form, a short record), not through a book. */
const MAX_TOPIC_TOKENS = 600;

function bucket(n: number): string {
  return n <= 1 ? "0-1" : n <= 3 ? "2-3" : n <= 6 ? "4-6" : n <= 12 ? "7-12" : n <= 25 ? "13-25" : "26+";
}

/** Lookups built once per unit, so that each pair costs about the same however long the text. */
interface Index {
  layout: Layout;
  placed: Placed[];
  /** Person mentions by start token. */
  persons: Placed[];
  personT0: number[];
  personsBySentence: Map<number, Placed[]>;
  personsByLine: Map<number, Placed[]>;
  mentionsByLine: Map<number, Placed[]>;
  /** First person of each block and of each signature. */
  firstOfBlock: Map<number, Placed>;
  firstOfSignature: Map<number, Placed>;
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

/** Index of the first person whose start token is at or after t. */
function personFrom(ix: Index, t: number): number {
  let lo = 0;
  let hi = ix.personT0.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ix.personT0[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every candidate pair of a unit, with its features. */
export function candidates(text: string, mentions: readonly RelMention[]): Candidate[] {
  const personIdx = mentions.map((m, i) => (m.person ? i : -1)).filter((i) => i >= 0);
  if (personIdx.length === 0) return [];
  // a chat speaker is a person mention: the spans, by start, for a binary search
  const starts = personIdx.map((i) => mentions[i]!).sort((x, y) => x.start - y.start);
  const isPersonAt = (s: number, e: number) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (starts[mid]!.start < s - 1) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < starts.length && starts[k]!.start < e; k++) if (starts[k]!.end > s && starts[k]!.end <= e + 1) return true;
    return false;
  };
  const layout = layoutOf(text, isPersonAt);
  const placed: Placed[] = mentions.map((m, index) => {
    const t0 = tokenAt(layout.tokens, m.start);
    let t1 = tokenAt(layout.tokens, m.end) - 1;
    if (t1 < t0) t1 = t0;
    const tok = layout.tokens[Math.min(t0, layout.tokens.length - 1)];
    return { index, m, t0, t1, sentence: tok?.sentence ?? 0, line: lineAt(layout.lines, m.start) };
  });
  // cue words come from the context, never from an entity's own text ("Nora" is a name, not pt
  // "nora"; "Banco del Norte" holds no "of")
  for (const x of placed) {
    for (let t = x.t0; t <= x.t1 && t < layout.tokens.length; t++) {
      const tok = layout.tokens[t]!;
      if (tok.start >= x.m.start && tok.end <= x.m.end) tok.fold = "\u0000";
    }
  }
  const persons = personIdx.map((i) => placed[i]!).sort((x, y) => x.t0 - y.t0);
  const ix: Index = {
    layout,
    placed,
    persons,
    personT0: persons.map((p) => p.t0),
    personsBySentence: new Map(),
    personsByLine: new Map(),
    mentionsByLine: new Map(),
    firstOfBlock: new Map(),
    firstOfSignature: new Map(),
  };
  for (const p of persons) {
    push(ix.personsBySentence, p.sentence, p);
    push(ix.personsByLine, p.line, p);
    const line = layout.lines[p.line]!;
    if (!ix.firstOfBlock.has(line.block)) ix.firstOfBlock.set(line.block, p);
    if (line.signature !== undefined && !ix.firstOfSignature.has(line.signature)) ix.firstOfSignature.set(line.signature, p);
  }
  for (const x of placed) push(ix.mentionsByLine, x.line, x);
  const personsOfBlock = new Map<number, Placed[]>();
  const personsOfSignature = new Map<number, Placed[]>();
  for (const p of persons) {
    const line = layout.lines[p.line]!;
    if (layout.formBlocks.has(line.block)) push(personsOfBlock, line.block, p);
    if (line.signature !== undefined) push(personsOfSignature, line.signature, p);
  }
  // the name that signs the letter: the first person of the last signature block
  const lastSignature = Math.max(-1, ...ix.firstOfSignature.keys());
  const author = ix.firstOfSignature.get(lastSignature);
  const out: Candidate[] = [];
  for (const e of placed) {
    const group = typeGroup(e.m);
    if (!group) continue;
    // a form's field label names a field, it is no value of anyone's ("Apólice n.º:", "Huidig
    // adres:" read as organisations by the model); a job title as the label ("Médica: Dra. Inês
    // Carvalho") states the named person's job and stays
    if (group !== "PERSON" && group !== "OCC" && inFieldLabel(layout, e)) continue;
    const pairs = new Map<number, string[]>();
    const direct: { p: Placed; scopes: string[] }[] = [];
    const seen = new Set<number>();
    const consider = (p: Placed) => {
      if (p.index === e.index || p.m.key === e.m.key || seen.has(p.index)) return;
      seen.add(p.index);
      const scopes = sharedScopes(layout, p, e);
      if (scopes.length === 0) return;
      if (Math.abs(p.t0 - e.t0) > MAX_PAIR_TOKENS && !scopes.includes("form") && !scopes.includes("sig")) return;
      direct.push({ p, scopes });
    };
    // people near the entity, and those of its form block and signature
    for (let k = personFrom(ix, e.t0 - MAX_PAIR_TOKENS); k < persons.length && persons[k]!.t0 <= e.t0 + MAX_PAIR_TOKENS; k++) consider(persons[k]!);
    const eLine = layout.lines[e.line]!;
    for (const p of personsOfBlock.get(eLine.block) ?? []) consider(p);
    if (eLine.signature !== undefined) for (const p of personsOfSignature.get(eLine.signature) ?? []) consider(p);
    // the nearest few, and the form's or signature's named person: a relation is seldom further
    direct.sort((x, y) => Math.abs(x.p.t0 - e.t0) - Math.abs(y.p.t0 - e.t0));
    direct.forEach(({ p, scopes }, rank) => {
      const head = ix.firstOfBlock.get(layout.lines[p.line]!.block) === p || (layout.lines[p.line]!.signature !== undefined && ix.firstOfSignature.get(layout.lines[p.line]!.signature!) === p);
      if (rank < MAX_DIRECT || head) pairs.set(p.index, scopes);
    });
    // the subject carried over from the sentences before, when none comes before the entity in its
    // own: the person named last, and the last one who opened a sentence (a subject), if another
    const before = (ix.personsBySentence.get(e.sentence) ?? []).filter((p) => p.t0 < e.t0 && p.index !== e.index);
    // a signature block speaks of its signer: no subject is carried into it from the letter's body
    // (the colleague named in the body is not the one whose job, employer and phone sign it)
    if (before.length === 0 && eLine.signature === undefined) {
      const usable = (p: Placed) =>
        p.sentence < e.sentence && e.sentence - p.sentence <= MAX_CARRY_SENTENCES && layout.lines[p.line]!.signature === undefined && p.m.key !== e.m.key;
      let carried: Placed | undefined;
      let subject: Placed | undefined;
      for (let k = personFrom(ix, e.t0) - 1; k >= 0; k--) {
        const p = persons[k]!;
        if (e.sentence - p.sentence > MAX_CARRY_SENTENCES) break;
        if (!usable(p)) continue;
        carried ??= p;
        if (ix.personsBySentence.get(p.sentence)![0] === p) {
          subject = p;
          break;
        }
      }
      if (carried && !pairs.has(carried.index)) pairs.set(carried.index, ["carry"]);
      if (subject && !pairs.has(subject.index)) pairs.set(subject.index, ["carry_subject"]);
      // the block's subject: its first person (a CV's or a record's name line, a bio's opening)
      const topic = ix.firstOfBlock.get(eLine.block);
      if (topic && topic.t0 < e.t0 && e.t0 - topic.t0 <= MAX_TOPIC_TOKENS && topic.m.key !== e.m.key && !pairs.has(topic.index)) {
        pairs.set(topic.index, ["topic"]);
      }
    }
    // a letter's author (the signature's name) and what the body says in the first person ("my
    // mother", "contact me on ...")
    if (author && eLine.signature === undefined && !pairs.has(author.index) && author.m.key !== e.m.key) {
      const from = Math.max(tokenAt(layout.tokens, eLine.start), e.t0 - 6);
      if (cuesBetween(layout, from, e.t0).includes("ME")) pairs.set(author.index, ["author"]);
    }
    for (const [pi, scopes] of pairs) {
      const p = placed[pi]!;
      // kinship needs a kin word near one of the two, between them or in a field name (extract.ts
      // drops kinship without one): no need to read the pair otherwise
      if (group === "PERSON" && !kinNearby(ix, p, e)) continue;
      out.push({
        p: pi,
        e: e.index,
        group,
        features: pairFeatures(ix, p, e, group, scopes),
        indirect: scopes.every((x) => INDIRECT.has(x)),
      });
    }
  }
  return out;
}

/** The mention lies wholly inside a field label of its line ("Label: value"). */
function inFieldLabel(layout: Layout, x: Placed): boolean {
  return layout.lines[x.line]!.fields.some((f) => f.start <= x.m.start && x.m.end <= f.end);
}

function sharedScopes(layout: Layout, p: Placed, e: Placed): string[] {
  const out: string[] = [];
  const lp = layout.lines[p.line]!;
  const le = layout.lines[e.line]!;
  if (p.sentence === e.sentence) out.push("sentence");
  // a line of prose holds a paragraph: the line counts only when short, or for the chat speaker
  if (p.line === e.line && (p.sentence === e.sentence || lp.end - lp.start <= 100 || (lp.speakerEnd !== undefined && p.m.start < lp.speakerEnd))) {
    out.push("line");
  }
  if (lp.block === le.block && layout.formBlocks.has(lp.block)) out.push("form");
  if (lp.signature !== undefined && lp.signature === le.signature) out.push("sig");
  if (lp.cells && le.cells && p.line === e.line) out.push("row");
  return out;
}

/**
 * A KIN cue around either mention (three words each side), between them (when near) or in their
 * field names. A kin word that introduces a third person ("accompagnato dalla moglie Anna
 * Esposito") is that person's: it says nothing of the pair's other people (the patient and the
 * doctor on the next line; on the coreference dev set with its gold mentions, 7 of 16 false
 * kinships were such pairs).
 */
function kinNearby(ix: Index, p: Placed, e: Placed): boolean {
  const [a, b] = p.t0 < e.t0 ? [p, e] : [e, p];
  if (b.t0 - a.t1 - 1 <= MAX_PAIR_TOKENS && pairKinCue(ix, a.t0 - 3, b.t1 + 4, p, e)) return true;
  if (pairKinCue(ix, p.t0 - 3, p.t1 + 4, p, e) || pairKinCue(ix, e.t0 - 3, e.t1 + 4, p, e)) return true;
  const layout = ix.layout;
  if ((fieldCues(ix, e) ?? []).includes("KIN") || (fieldCues(ix, p) ?? []).includes("KIN")) return true;
  const speakerEnd = layout.lines[e.line]!.speakerEnd;
  return speakerEnd !== undefined && cuesBetween(layout, tokenAt(layout.tokens, speakerEnd), e.t0).includes("KIN");
}

/** Tokens after a kin word within which the person it introduces starts ("wife , Anna"). */
const KIN_INTRODUCES = 2;

/** A KIN cue wholly inside tokens [from, to) that introduces no person other than p's and e's groups. */
function pairKinCue(ix: Index, from: number, to: number, p: Placed, e: Placed): boolean {
  if (to <= from) return false;
  const index = cuesStarting(ix.layout);
  for (let t = Math.max(0, from); t < to && t < index.length; t++) {
    for (const c of index[t]!) {
      if (c.cls !== "KIN" || c.end > to) continue;
      const k = personFrom(ix, c.end);
      const next = ix.persons[k];
      const introducesOther = next !== undefined && next.t0 - c.end <= KIN_INTRODUCES && next.m.key !== p.m.key && next.m.key !== e.m.key;
      if (!introducesOther) return true;
    }
  }
  return false;
}

/** Per token, the cue phrases starting there: class and the token after the phrase. Built once per layout. */
const cueIndex = new WeakMap<Layout, { cls: CueClass; end: number }[][]>();
const NO_CUES: { cls: CueClass; end: number }[] = [];

function cuesStarting(layout: Layout): { cls: CueClass; end: number }[][] {
  let index = cueIndex.get(layout);
  if (index) return index;
  const tokens = layout.tokens;
  index = tokens.map((tok, i) => {
    let out: { cls: CueClass; end: number }[] = NO_CUES;
    let phrase = "";
    const longest = startsPhrase(tok.fold) ? MAX_CUE_TOKENS : 1;
    for (let n = 0; n < longest && i + n < tokens.length; n++) {
      phrase = n === 0 ? tok.fold : `${phrase} ${tokens[i + n]!.fold}`;
      for (const cls of cueClasses(phrase)) {
        if (out === NO_CUES) out = [];
        out.push({ cls, end: i + n + 1 });
      }
    }
    return out;
  });
  cueIndex.set(layout, index);
  return index;
}

/** Cue classes of the phrases wholly inside tokens [from, to). */
function cuesBetween(layout: Layout, from: number, to: number): CueClass[] {
  if (to <= from) return [];
  const index = cuesStarting(layout);
  const out: CueClass[] = [];
  for (let t = Math.max(0, from); t < to && t < index.length; t++) {
    for (const c of index[t]!) if (c.end <= to && !out.includes(c.cls)) out.push(c.cls);
  }
  return out;
}

/** The field label nearest before a mention on its line, if no other mention stands between. */
function fieldCues(ix: Index, x: Placed): CueClass[] | undefined {
  const line = ix.layout.lines[x.line]!;
  let best: (typeof line.fields)[number] | undefined;
  for (const f of line.fields) if (f.valueStart <= x.m.start && (!best || f.valueStart > best.valueStart)) best = f;
  if (!best) return undefined;
  const between = (ix.mentionsByLine.get(x.line) ?? []).some((o) => o.index !== x.index && o.m.start >= best!.valueStart && o.m.start < x.m.start);
  return between ? undefined : best.cues;
}

function headerCues(layout: Layout, x: Placed): CueClass[] | undefined {
  const line = layout.lines[x.line]!;
  if (!line.cells || !line.header) return undefined;
  const col = line.cells.findIndex((c) => c.start <= x.m.start && x.m.start <= c.end);
  return col >= 0 ? line.header[col]?.cues : undefined;
}

function pairFeatures(ix: Index, p: Placed, e: Placed, T: TypeGroup, scopes: readonly string[]): string[] {
  const layout = ix.layout;
  const f: string[] = [`T:${T}`];
  const tokens = layout.tokens;
  const add = (s: string) => f.push(`${T}|${s}`);
  for (const s of scopes) add(`scope:${s}`);
  if (scopes.includes("topic")) {
    const line = layout.lines[p.line]!;
    const rest = layout.text.slice(line.start, line.end).replace(layout.text.slice(p.m.start, p.m.end), "");
    if (!/\p{L}{4,}/u.test(rest)) add("topic_alone_on_line");
    if ((fieldCues(ix, p) ?? []).includes("NAMEFIELD")) add("topic_namefield");
    const lines = e.line - p.line;
    add(`topic_lines:${lines <= 1 ? "0-1" : lines <= 4 ? "2-4" : lines <= 10 ? "5-10" : "11+"}`);
  }
  const pFirst = p.t0 < e.t0;
  add(pFirst ? "order:PE" : "order:EP");
  const [a, b] = pFirst ? [p, e] : [e, p];
  const gap = Math.max(0, b.t0 - a.t1 - 1);
  add(`dist:${bucket(gap)}`);
  add(`${pFirst ? "PE" : "EP"}dist:${bucket(gap)}`);
  // other people between, and which person is nearest the entity
  const other = (o: Placed) => o.m.key !== p.m.key && o.m.key !== e.m.key;
  let betweenPersons = 0;
  for (let k = personFrom(ix, a.t1 + 1); k < ix.persons.length && ix.persons[k]!.t0 < b.t0 && betweenPersons < 2; k++) {
    const o = ix.persons[k]!;
    if (o.t1 < b.t0 && other(o)) betweenPersons++;
  }
  add(`persons_between:${betweenPersons >= 2 ? "2+" : betweenPersons}`);
  const sameSentence = (ix.personsBySentence.get(e.sentence) ?? []).filter((o) => o.m.key !== e.m.key);
  const distTo = (o: Placed) => (o.t0 < e.t0 ? e.t0 - o.t1 : o.t0 - e.t1);
  const nearest = sameSentence.reduce<Placed | undefined>((best, o) => (!best || distTo(o) < distTo(best) ? o : best), undefined);
  if (nearest && nearest.m.key === p.m.key) add("nearest");
  const nearestLeft = sameSentence.filter((o) => o.t0 < e.t0).pop();
  if (nearestLeft && nearestLeft.m.key === p.m.key) add("nearest_left");
  const firstInSentence = sameSentence[0];
  if (firstInSentence && firstInSentence.m.key === p.m.key) add("first_in_sentence");
  if (new Set(sameSentence.map((o) => o.m.key)).size === 1 && sameSentence[0]?.m.key === p.m.key) add("only_person");
  if (sameSentence.length === 0) add("no_person_in_sentence");
  // a gendered pronoun before the entity in its sentence (after the person, if the person is there): does it fit?
  if (p.m.gender) {
    const sentenceStart = (() => {
      let t = e.t0;
      while (t > 0 && tokens[t - 1]!.sentence === e.sentence) t--;
      return t;
    })();
    for (let t = e.t0 - 1; t >= Math.max(sentenceStart, pFirst && p.sentence === e.sentence ? p.t1 + 1 : 0); t--) {
      const w = tokens[t]!.fold;
      const g = FEMALE_PRONOUNS.has(w) ? "f" : MALE_PRONOUNS.has(w) ? "m" : undefined;
      if (!g) continue;
      add(g === p.m.gender ? "pronoun_agrees" : "pronoun_disagrees");
      break;
    }
  }
  // a person introduced by a kin word ("su hija Lucía") is rarely whom the sentence is about
  const kinBefore = (x: Placed) => cuesBetween(layout, Math.max(0, x.t0 - 2), x.t0).includes("KIN");
  if (kinBefore(p)) add("P_kin_introduced");
  if (nearest && nearest.m.key !== p.m.key && kinBefore(nearest)) add("nearest_other_kin_introduced");
  if (firstInSentence && firstInSentence.m.key !== p.m.key && nearest && nearest.m.key !== p.m.key) add("other_is_first_and_nearest");
  // cue words: between (when near enough to say anything), just before and after each
  const between = gap <= MAX_PAIR_TOKENS ? cuesBetween(layout, a.t1 + 1, b.t0) : [];
  if (gap > MAX_PAIR_TOKENS) add("btw:far");
  for (const c of between) {
    add(`btw:${c}`);
    if (gap <= 4) add(`btw_near:${c}`);
  }
  if (between.length > 0 && between.length <= 3) add(`btwset:${[...between].sort().join("+")}`);
  // the cue nearest before the entity (scanning back at most four words, not past the person)
  for (let t = e.t0 - 1; t >= Math.max(0, e.t0 - 4, pFirst ? p.t1 + 1 : 0); t--) {
    const c = cuesBetween(layout, t, e.t0);
    if (c.length === 0) continue;
    for (const x of c) add(`lastcue:${x}`);
    break;
  }
  const lineStart = (x: Placed) => tokenAt(tokens, layout.lines[x.line]!.start);
  const preE = Math.max(lineStart(e), e.t0 - 3, pFirst ? p.t1 + 1 : 0);
  for (const c of cuesBetween(layout, preE, e.t0)) add(`preE:${c}`);
  const lineEnd = (x: Placed) => tokenAt(tokens, layout.lines[x.line]!.end);
  for (const c of cuesBetween(layout, e.t1 + 1, Math.min(lineEnd(e), e.t1 + 3, pFirst ? Infinity : p.t0))) add(`postE:${c}`);
  const preP = Math.max(lineStart(p), p.t0 - 3, pFirst ? 0 : e.t1 + 1);
  for (const c of cuesBetween(layout, preP, p.t0)) add(`preP:${c}`);
  for (const c of cuesBetween(layout, p.t1 + 1, Math.min(lineEnd(p), p.t1 + 3, pFirst ? e.t0 : Infinity))) add(`postP:${c}`);
  // a possessive "'s" right after the person ("Carter's brother")
  if (/^['’]s?\b/u.test(layout.text.slice(p.m.end, p.m.end + 2))) add("P_possessive");
  // layout: field labels, table headers, who names the form, signs the letter, speaks in the chat
  const ef = fieldCues(ix, e);
  if (ef) for (const c of ef.length > 0 ? ef : ["OTHER" as const]) add(`Efield:${c}`);
  const eh = headerCues(layout, e);
  if (eh) for (const c of eh.length > 0 ? eh : ["OTHER" as const]) add(`Ehead:${c}`);
  const pf = fieldCues(ix, p);
  if (pf) for (const c of pf.length > 0 ? pf : ["OTHER" as const]) add(`Pfield:${c}`);
  const lineE = layout.lines[e.line]!;
  if (p.line === e.line) add("same_line");
  else if (p.line < e.line) add(e.line - p.line === 1 ? "P_line_before" : "P_lines_before");
  else add("P_line_after");
  const onLine = ix.personsByLine.get(e.line) ?? [];
  if (onLine.some((o) => other(o))) add("other_person_on_E_line");
  if (lineE.speakerEnd !== undefined) {
    const speaker = onLine.find((o) => o.m.start < lineE.speakerEnd!);
    if (speaker && speaker.m.key === p.m.key) {
      add("P_speaker");
      for (const c of cuesBetween(layout, tokenAt(tokens, lineE.speakerEnd), e.t0)) add(`speaker_turn:${c}`);
    } else if (speaker) add("other_speaker");
  }
  const block = layout.lines[p.line]!.block;
  if (layout.formBlocks.has(block) && ix.firstOfBlock.get(block)?.m.key === p.m.key) add("P_form_head");
  const sig = layout.lines[p.line]!.signature;
  if (sig !== undefined && ix.firstOfSignature.get(sig)?.m.key === p.m.key) add("P_signature_name");
  if (T === "HANDLE" || T === "ID" || T === "EMAIL") {
    // a handle or address that spells the person's name ("@tombakes88", "ogrant@...")
    const name = p.m.text.toLowerCase().split(/[\s,.]+/).filter((w) => w.length >= 3);
    const value = e.m.text.toLowerCase();
    if (name.some((w) => value.includes(w.normalize("NFD").replace(/\p{M}+/gu, "")) || value.includes(w))) add("value_has_name");
  }
  return f;
}
