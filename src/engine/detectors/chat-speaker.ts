/**
 * Chat speakers -> NAME, NAME_GIVEN, NAME_FAMILY or USERNAME: the author label at the start of a
 * chat turn. In a chat log the label repeats on every line its author writes, often in lower case
 * or as a nickname ("[09:12] jess: hey"), where the model, reading a lower-case word before a
 * colon, finds nothing; a transcript passed on with its speaker labels in clear names its people
 * on every line.
 *
 * A line is a chat turn when it has the layout of one:
 * - a time stamp (with or without a date, in brackets or not) then the label and ":":
 *   "[09:12] jess: ...", "[12/03/24, 09:12:44] Tom Baker: ...", "12/03/2024, 09:12 - Jess: ..."
 *   (WhatsApp exports), "[10:42] jan.devries: ...";
 * - an IRC-style label in angle brackets, after a time stamp or on a line of a text with at least
 *   two such lines: "09:12 <anna_m> ...", "<k3vin> ...";
 * - a label with the message's time after it, alone on its line (the message follows below):
 *   Slack and Teams ("jan.devries  10:42 AM", "Weber, Katrin  10:42"), Discord ("lukas2007 —
 *   heute um 21:14"), Telegram ("Carlos Ruiz, [12.03.2024 9:12]");
 * - Zoom's saved chat: "10:02:33 From Ana Lima to Everyone:";
 * - an IRC client's join, quit and nick lines ("08:01 -!- paoloc [~paolo@host] has joined #ops");
 *   DiscordChatExporter's text headers ("[14-May-24 08:03 AM] emma_c", the message below);
 * - a WebVTT voice tag, the cue's speaker: "<v Karim Benali>Bonsoir", "<v.loud Nguyen Thi Hoa>";
 * - a time stamp without brackets or dash, then the label and ":", in a transcript: "00:00:18
 *   Priyanka Natarajan: Sure" (Zoom and other recorders' text transcripts), counted, as plain
 *   lines are, only where the label starts two such lines: a log's "10:00:01 Payment Service:"
 *   comes once per message source, a speaker turn after turn (sixth exploratory test: both layouts
 *   left names in clear on every turn);
 * - a plain "label: message" line, only inside a conversation: the label starts at least two
 *   such lines and another label does too ("Agent: ... / Ana: ... / Agent: ... / Ana: ..."). A
 *   form ("Name: ... / Phone: ...") or a note ("Note: the call dropped") has no label twice.
 *
 * The label is personal data unless it is a role: role and kinship words of the seven languages
 * ("Agent", "Kundenservice", "Moderador", "mum"), occupations (occupations/lexicon.ts), function
 * and everyday words (names/common-words.ts and the language's function words). A role word may
 * lead a name ("Agent Laura": "Laura"). What is left is read as:
 * - a handle (a digit, "_", "@", an inner "." or mixed case inside a word): USERNAME;
 * - two or three words, capitalised or led by a known given name: NAME (given and family name as
 *   subtypes);
 * - one word: NAME_GIVEN when it is a known given name, NAME_FAMILY when a known family name
 *   written with a capital, otherwise USERNAME (a nickname).
 *
 * Labels of stamped, Slack-style and plain turns count only in a conversation with people in it:
 * at least one label of the text reads as a person's name. A log ("[09:12:44] server: ...",
 * "10:00:01 app_main: ...") has none; an all-capitals label ("INFO", "CRON") is never a person.
 * IRC-style labels, header lines and Zoom turns stand on their own.
 *
 * Every turn of the same label is reported, so coreference links them. Scores: 0.7 for a stamped,
 * IRC or Slack-style turn, 0.6 for a plain one: under the model's confident spans, so the model's
 * reading wins where both find the label.
 *
 * Evidence: fixtures/chat-speakers/transcripts.txt, written from a description of chat formats
 * and not looked at while this detector was written (`npm run eval:chat`, figures in README).
 */
import type { Candidate, CandidateSubtype, DetectContext, Detector } from "../types.js";
import { isCueWord } from "./cue-vocabulary.js";
import { wantsType } from "./make-context.js";
import { linesOf } from "./lines.js";
import { isKnownFamilyName, isKnownGivenName } from "./name-lexicon.js";
import { STOP_WORDS } from "./names/common-words.js";
import { occupationForms } from "./occupation.js";
import { OCCUPATIONS } from "./occupations/lexicon.js";
import { FUNCTION_WORD_LANGUAGES, functionWords } from "../ner/function-words.js";

const SOURCE = "chat-speaker";
const TYPES = ["NAME", "NAME_GIVEN", "NAME_FAMILY", "USERNAME"] as const;

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[ \u202f\u00a0]?[AaPp]\.?[Mm]\.?)?`;
const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?[ \t]*`;
/** A date and time, the date optional, with a short word between them ("12/03/2024 à 19:02", "12.03.24 um 9:12"). */
const DATE_TIME = String.raw`(?:${DATE}(?:\p{L}{1,3}[ \t]+)?)?${TIME}`;
/** One to three words of a label: letters, digits and . _ ' ’ @ - inside. */
const LABEL_WORD = String.raw`[\p{L}\p{N}@_][\p{L}\p{M}\p{N}._'\u2019@-]*`;
const LABEL = String.raw`${LABEL_WORD}(?: ${LABEL_WORD}){0,2}`;
/** A header's label may also be "Surname, Given" (Teams). */
const HEADER_LABEL = String.raw`${LABEL_WORD}, ${LABEL_WORD}|${LABEL}`;

/** "[09:12] label: ", "[12/03/24, 09:12:44] label: ", "12/03/2024, 09:12 - label: ", "09:12 - label: ". */
const STAMPED = new RegExp(String.raw`^[ \t]*(?:\[${DATE_TIME}\][ \t]*(?:[-\u2013][ \t]*)?|${DATE_TIME}[ \t]*[-\u2013][ \t]*)(${LABEL})[ \t]*:[ \t]`, "u");
/** Zoom's saved chat: "10:02:33 From label to Everyone:" (en, es/pt, de, it, nl, fr). */
const ZOOM = new RegExp(String.raw`^[ \t]*${TIME}[ \t]+(?:From|De|Do|Von|Da|Van)[ \t]+(${LABEL})[ \t]+(?:to|a|para|an|aan|\u00e0)[ \t]+[^:\n]{1,30}:`, "u");
/** "00:00:18 label: " (a transcript; see the header for when it counts). */
const SPACED_STAMP = new RegExp(String.raw`^[ \t]*${DATE_TIME}[ \t]+(${LABEL})[ \t]*:[ \t]`, "u");
/** A WebVTT voice tag: "<v Name>", "<v.class Name>"; the cue text follows it. */
const VTT_VOICE = new RegExp(String.raw`<v(?:\.[\w.-]+)?[ \t]+(${HEADER_LABEL})[ \t]*>`, "u");
/** "[09:12] <label> ", "09:12 <label> ", "<label> ". */
const IRC = new RegExp(String.raw`^[ \t]*(\[?${DATE_TIME}\]?[ \t]*)?<(${LABEL})>[ \t]`, "u");
/**
 * An IRC client's event line: "08:01 -!- paoloc [~paolo@host] has joined #ops" (irssi), "*** paoloc
 * has quit", "--> paoloc (~paolo@host) has joined" (HexChat, WeeChat): the nick (ninth exploratory
 * test: join and quit lines left it in clear where its "<paoloc>" turns were redacted).
 */
const IRC_EVENT = new RegExp(
  String.raw`^[ \t]*(?:\[?${DATE_TIME}\]?[ \t]*)?(?:-!-|\*{1,3}|-->|<--)[ \t]+(${LABEL_WORD})[ \t]+(?:\[[^\]\n]{0,200}\][ \t]+|\([^)\n]{0,200}\)[ \t]+)?(?:has (?:joined|quit|left)|is now known as|changed (?:nick|their nick))(?![\p{L}])`,
  "u",
);
/**
 * DiscordChatExporter's plain-text header: "[14-May-24 08:03 AM] emma_c" alone on its line, the
 * message below (ninth exploratory test); its date writes the month as a word.
 */
const BRACKET_HEADER = new RegExp(
  String.raw`^[ \t]*\[(?:\d{1,2}[-./ ]\p{L}{3,9}[-./ ]\d{2,4}|${DATE})[ \t]*${TIME}\][ \t]+(${HEADER_LABEL})[ \t]*$`,
  "u",
);
/** A word before a header's time ("Today at", "heute um", "Aujourd'hui à"): letters, an apostrophe inside. */
const STAMP_WORD = String.raw`\p{L}+(?:['\u2019]\p{L}+)?`;
/**
 * A label alone on its line with the time of the message after it, the message on the lines
 * below: Slack and Teams ("label  10:42 AM"), Discord ("label — Today at 21:14", "label — heute um
 * 21:14", "label — Aujourd’hui à 21:14"), Telegram ("Label, [12.03.2024 9:12]").
 */
const HEADER = new RegExp(
  String.raw`^[ \t]*(${HEADER_LABEL})(?:[ \t]{1,4}|[ \t]*[\u2014\u2013][ \t]*|,[ \t]*)\[?(?:${STAMP_WORD}[ \t]+(?:${STAMP_WORD}[ \t]+)?)?${DATE_TIME}\]?[ \t]*$`,
  "u",
);
/** "label: message". */
const PLAIN = new RegExp(String.raw`^[ \t]*(${LABEL})[ \t]*:[ \t]+\S`, "u");

/**
 * Role and kinship words used as speaker labels, in en, de, es, fr, it, nl, pt, and the names
 * programs write in logs ("server", "worker"; some are in the given-name lists), lower case.
 */
const ROLE_WORDS = new Set(
  `agent agents customer customers client clients support service services helpdesk help desk team staff bot chatbot assistant
  system admin administrator moderator mod mods host cohost operator dispatcher caller user users guest guests visitor member
  you me i we us them him her everyone all others other unknown anonymous anon someone somebody nobody
  sender recipient author reply auto automatic automated notification notifications info information alert alerts
  seller buyer vendor owner landlord tenant driver rider passenger courier student teacher parent parents patient doctor nurse
  interviewer interviewee speaker moderator presenter panel audience host narrator reporter
  mum mom mummy mommy mother dad daddy father sis bro brother sister son daughter wife husband grandma grandpa granny nan
  uncle aunt auntie cousin baby babe honey darling love boss
  kunde kundin kunden kundenservice kundendienst service-team support-team mitarbeiter mitarbeiterin berater beraterin
  ich du wir sie er es ihr mama papa oma opa schwester bruder sohn tochter frau mann chef chefin arzt ärztin pfleger pflegerin
  patientin moderatorin empfänger absender system-nachricht
  cliente clientes agente asesor asesora soporte atención asistente moderador moderadora operador operadora usuario usuaria
  yo tú tu nosotros él ella vosotros ellos mamá papá abuela abuelo hermano hermana hijo hija jefe jefa médico médica enfermera
  enfermero paciente invitado invitada sistema
  conseiller conseillère assistance service-client modérateur modératrice opérateur opératrice utilisateur utilisatrice
  moi toi nous vous lui elle eux maman papa mamie papi frère sœur soeur fils fille chef médecin infirmier infirmière patiente
  invité invitée système
  operatore operatrice assistenza utente clienti io noi voi lui lei loro mamma papà nonna nonno fratello sorella figlio figlia
  capo medico infermiere infermiera paziente ospite sistema
  klant klanten medewerker medewerkster klantenservice klantendienst ondersteuning beheerder gebruiker gast ik jij je wij
  zij hij mama papa oma opa broer zus zoon dochter baas dokter arts verpleegkundige patiënt systeem
  atendente atendimento suporte assistente utilizador usuário usuária convidado convidada eu você vocês nós ele ela mãe pai
  avó avô irmão irmã filho filha chefe médica enfermeiro paciente sistema
  server client host app application api worker kernel daemon service db database cron scheduler proxy gateway node main core
  auth web job task queue cache backend frontend router controller handler listener monitor runner build deploy test debug log
  logger http https sql redis nginx docker pod container cluster`
    .split(/\s+/)
    .filter(Boolean),
);

const STOP = new Set(STOP_WORDS);
let occupationWords: Set<string> | undefined;

/** Every single-word occupation form of the seven languages, lower case (built on first use). */
function occupations(): Set<string> {
  if (occupationWords) return occupationWords;
  occupationWords = new Set();
  for (const [lang, list] of Object.entries(OCCUPATIONS)) {
    for (const raw of list.split(",")) {
      const base = raw.trim().replace(/^\?/, "").toLowerCase();
      if (!base) continue;
      for (const form of occupationForms(base, lang)) if (!form.includes(" ")) occupationWords.add(form);
    }
  }
  return occupationWords;
}

/**
 * A role, kinship, function or everyday word, or the name of a field a detector reads values after
 * (cue-vocabulary.ts: "iban", "aba"): no person's label, nor part of one. A form's fields repeat
 * too ("canal: telefone / iban: ... / iban: ... / canal: web"), and "iban" read as a given name had
 * made the form a conversation and "canal" a user name (fresh draw 6464).
 */
function isRoleOrCommon(word: string, lang: string | undefined): boolean {
  const w = bare(word);
  if (ROLE_WORDS.has(w) || STOP.has(w) || isCueWord(w)) return true;
  const langs = lang && FUNCTION_WORD_LANGUAGES.includes(lang) ? [lang] : FUNCTION_WORD_LANGUAGES;
  return langs.some((l) => functionWords(l)?.has(w) === true);
}

/** An occupation: a label of its own or before a name ("Nurse", "Pharmacist Ana"), but a surname after one ("Tom Baker"). */
function isOccupation(word: string): boolean {
  return occupations().has(bare(word));
}

const bare = (word: string) => word.toLowerCase().replace(/[.'’]+$/, "");

/** A handle rather than a name: a digit, "_" or "@", a "." between letters, or a capital after a lower-case letter. */
function isHandle(word: string): boolean {
  return /[\p{N}_@]/u.test(word) || /\p{L}\.\p{L}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word);
}

interface Turn {
  /** Offsets of the label in the text. */
  start: number;
  end: number;
  score: number;
  /** An IRC-style "<label>", a header line or a Zoom turn: chat layouts on their own, people or not. */
  standalone?: boolean;
}

/** The chat turns of the text: stamped, IRC and Slack-style ones, then plain ones inside a conversation. */
function turnsOf(ctx: DetectContext): Turn[] {
  const { text } = ctx;
  const turns: Turn[] = [];
  const plain: Turn[] = [];
  const irc: Turn[] = [];
  const spaced: Turn[] = [];
  const headers: { turn: Turn; line: number }[] = [];
  /** Line numbers of the lines with content, for "is a header followed by its message?". */
  const content = new Set<number>();
  let lineNo = -1;
  for (const line of linesOf(ctx)) {
    lineNo++;
    const s = text.slice(line.start, line.end);
    if (s.trim() !== "") content.add(lineNo);
    if (s.length < 3) continue;
    let m = STAMPED.exec(s);
    if (m) {
      const at = line.start + m[0].lastIndexOf(m[1]!, m[0].length);
      turns.push({ start: at, end: at + m[1]!.length, score: 0.7 });
      continue;
    }
    m = ZOOM.exec(s);
    if (m) {
      const at = line.start + m[0].lastIndexOf(m[1]!, m[0].length);
      turns.push({ start: at, end: at + m[1]!.length, score: 0.7, standalone: true });
      continue;
    }
    m = VTT_VOICE.exec(s);
    if (m) {
      const at = line.start + m.index + m[0].indexOf(m[1]!, 2);
      turns.push({ start: at, end: at + m[1]!.length, score: 0.7, standalone: true });
      continue;
    }
    m = SPACED_STAMP.exec(s);
    if (m) {
      const at = line.start + m[0].lastIndexOf(m[1]!, m[0].length);
      spaced.push({ start: at, end: at + m[1]!.length, score: 0.7 });
      continue;
    }
    m = IRC.exec(s);
    if (m) {
      const at = line.start + m[0].indexOf(`<${m[2]!}>`) + 1;
      (m[1] ? turns : irc).push({ start: at, end: at + m[2]!.length, score: 0.7, standalone: true });
      continue;
    }
    m = IRC_EVENT.exec(s);
    if (m) {
      const at = line.start + s.indexOf(m[1]!, s.search(/-!-|\*|-->|<--/));
      turns.push({ start: at, end: at + m[1]!.length, score: 0.7, standalone: true });
      continue;
    }
    m = HEADER.exec(s) ?? BRACKET_HEADER.exec(s);
    if (m) {
      const at = line.start + s.indexOf(m[1]!);
      headers.push({ turn: { start: at, end: at + m[1]!.length, score: 0.7, standalone: true }, line: lineNo });
      continue;
    }
    m = PLAIN.exec(s);
    if (m) {
      const at = line.start + s.indexOf(m[1]!);
      plain.push({ start: at, end: at + m[1]!.length, score: 0.6 });
    }
  }
  if (irc.length >= 2) turns.push(...irc);
  // header lines: a conversation of two or more, most followed by their message (a schedule,
  // "Breakfast  7:30 / Lunch  12:30", is a run of headers with nothing below them)
  const headerLines = new Set(headers.map((h) => h.line));
  const withMessage = headers.filter((h) => content.has(h.line + 1) && !headerLines.has(h.line + 1)).length;
  if (headers.length >= 2 && withMessage * 2 >= headers.length) turns.push(...headers.map((h) => h.turn));
  const key = (t: Turn) => text.slice(t.start, t.end).toLowerCase();
  // transcript lines: every speaker of a transcript with two speakers or more, one of them twice
  // (a speaker may say one thing only; a log's sources do not take turns)
  if (spaced.length >= 3) {
    const speakers = new Map<string, number>();
    for (const t of spaced) speakers.set(key(t), (speakers.get(key(t)) ?? 0) + 1);
    if (speakers.size >= 2 && [...speakers.values()].some((n) => n >= 2)) turns.push(...spaced);
  }
  // plain labels: only those that start two or more lines, when at least two labels do
  const counts = new Map<string, number>();
  for (const t of plain) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n >= 2).length;
  if (repeated >= 2) for (const t of plain) if (counts.get(key(t))! >= 2) turns.push(t);
  return turns;
}

type Span = { start: number; end: number };

/** A label read: a role (no person), or a name, handle or unknown word with its words' spans. */
type Reading = { kind: "role" } | { kind: "name" | "handle" | "unknown"; start: number; end: number; words: Span[]; surnameFirst?: boolean };

/**
 * What a label is: a role, a person's name, a handle, or an unknown word (a nickname, or a
 * program's name in a log). Offsets are within the label: a chat repeats its labels, and each
 * distinct one is read once (detect()).
 */
function readLabel(label: string, language: string | undefined): Reading {
  const words: Span[] = [];
  const re = /[^ ,]+/gu;
  for (let m = re.exec(label); m !== null; m = re.exec(label)) words.push({ start: m.index, end: m.index + m[0].length });
  const word = (w: Span) => label.slice(w.start, w.end);
  // leading role words ("Agent Laura", "Support Team")
  const count = words.length;
  while (words.length > 0 && (isRoleOrCommon(word(words[0]!), language) || isOccupation(word(words[0]!)))) words.shift();
  if (words.length === 0 || words.some((w) => isRoleOrCommon(word(w), language))) return { kind: "role" };
  const capitalised = words.every((w) => /^\p{Lu}/u.test(word(w)));
  // after a role word only a capitalised name is a person ("Agent Laura"); a lower-case word
  // qualifies the role ("Assistant virtuel")
  if (words.length < count && !capitalised) return { kind: "role" };
  const start = words[0]!.start;
  const end = words[words.length - 1]!.end;
  const value = label.slice(start, end);
  // all capitals: a log level or a program ("INFO", "CRON"), not a person
  if (/^[\p{Lu}\p{N}_.-]+$/u.test(value) && /\p{Lu}{2}/u.test(value)) return { kind: "role" };
  if (words.some((w) => isHandle(word(w)))) return { kind: "handle", start, end, words };
  if (words.length > 1) {
    const surnameFirst = label.includes(",");
    const givenFirst = isKnownGivenName(word(words[0]!).toLowerCase());
    return capitalised || givenFirst || surnameFirst ? { kind: "name", start, end, words, surnameFirst } : { kind: "unknown", start, end, words };
  }
  const lower = value.toLowerCase();
  if (isKnownGivenName(lower) || (capitalised && isKnownFamilyName(lower))) return { kind: "name", start, end, words };
  return { kind: "unknown", start, end, words };
}

/** The reading with its offsets moved by `by` (from the label into the text). */
function shifted(r: Reading, by: number): Reading {
  if (r.kind === "role") return r;
  return { ...r, start: r.start + by, end: r.end + by, words: r.words.map((w) => ({ start: w.start + by, end: w.end + by })) };
}

/** The candidate of a label that is no role. */
function candidateOf(ctx: DetectContext, r: Exclude<Reading, { kind: "role" }>, score: number): Candidate | undefined {
  const { text } = ctx;
  const { start, end, words } = r;
  if (r.kind === "handle" || r.kind === "unknown") {
    return wantsType(ctx, "USERNAME") ? { start, end, label: "USERNAME", score, labels: { USERNAME: score }, source: SOURCE } : undefined;
  }
  if (words.length > 1) {
    if (!wantsType(ctx, "NAME")) return undefined;
    // "Given Family", or "Family, Given" (Teams)
    const family = r.surnameFirst ? words[0]! : words[words.length - 1]!;
    const subtypes: CandidateSubtype[] = words.map((w) => ({
      label: w === family ? "NAME_FAMILY" : "NAME_GIVEN",
      start: w.start,
      end: w.end,
      formatted: text.slice(w.start, w.end),
    }));
    return { start, end, label: "NAME", score, labels: { NAME: score }, subtypes, source: SOURCE };
  }
  const lower = text.slice(start, end).toLowerCase();
  const label = isKnownGivenName(lower) ? "NAME_GIVEN" : "NAME_FAMILY";
  return wantsType(ctx, label) ? { start, end, label, score, labels: { [label]: score, NAME: score }, source: SOURCE } : undefined;
}

export const chatSpeakerDetector: Detector = {
  name: SOURCE,
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    // cheap gate: every layout holds ":" or "<" (but a header line whose time is written "10.42")
    if (!ctx.text.includes(":") && !ctx.text.includes("<")) return [];
    const turns = turnsOf(ctx);
    if (turns.length === 0) return [];
    // a chat repeats its labels on every turn: each distinct label is read once
    const known = new Map<string, Reading>();
    const readings = turns.map((t) => {
      const label = ctx.text.slice(t.start, t.end);
      let r = known.get(label);
      if (!r) known.set(label, (r = readLabel(label, ctx.language)));
      return shifted(r, t.start);
    });
    // Labels of stamped and plain turns count only in a conversation with people in it: one
    // label at least is a person's name. A log ("[09:12:44] server: ...", "app_main: ...") has none.
    const people = readings.some((r, i) => r.kind === "name" && !turns[i]!.standalone);
    const out: Candidate[] = [];
    readings.forEach((r, i) => {
      if (r.kind === "role" || (!people && !turns[i]!.standalone)) return;
      const c = candidateOf(ctx, r, turns[i]!.score);
      if (c) out.push(c);
    });
    return out;
  },
};
