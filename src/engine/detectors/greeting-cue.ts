/**
 * A given name right after a greeting or a thanks -> NAME_GIVEN: "thanks conor for the help", "Hi
 * dana, can you check?", "bonjour marie", "hallo jan". Chat and support transcripts address people
 * by a first name, often in lower case, where the model, which leans on capitals, misses it.
 *
 * Rule: a greeting word of the seven languages (hi, hey, hello, dear, thanks, thank you, thx, bye,
 * cheers, congrats; hallo, danke, liebe(r), tschüss; hola, gracias, querido/a; bonjour, salut,
 * merci, cher/chère; ciao, grazie, caro/a; hoi, dag, bedankt, beste; olá, oi, obrigado/a), opening
 * its line, sentence or clause, then one or two spaces (and an optional comma after the greeting),
 * then one word of any case that is a known given name and no everyday, place or organisation word
 * (name-lexicon.ts: "thanks will" and "hi paris" read nothing), glued to nothing after. A second
 * word that is a known family name joins it ("hi dana scully": a NAME). Score 0.55: below the
 * model's confident spans, like name-lexicon's caseless pairs.
 *
 * Speed: one regex scan anchored on the greeting words, then a sticky read: linear.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { wordAlternation } from "./context.js";
import { atSentenceStart } from "./lines.js";
import { isKnownFamilyName, isKnownGivenName } from "./name-lexicon.js";

const TYPES = ["NAME", "NAME_GIVEN", "NAME_FAMILY"] as const;
const SOURCE = "greeting-cue";
const SCORE = 0.55;

const GREETINGS = [
  "hi", "hey", "hello", "dear", "thanks", "thank you", "thx", "bye", "cheers", "congrats", "congratulations",
  "hallo", "danke", "liebe", "lieber", "tschüss", "hola", "gracias", "querido", "querida", "bonjour", "salut",
  "merci", "cher", "chère", "ciao", "grazie", "caro", "cara", "hoi", "dag", "bedankt", "beste", "olá", "oi",
  "obrigado", "obrigada",
];

const GREETING_RE = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}@#_.'’-])(?:${wordAlternation(GREETINGS)}),?[ \\t]{1,2}(\\p{L}+)(?:[ \\t](\\p{L}+))?`, "giu");
/** After the name: a letter, a digit or a glue character means a longer token ("dana_x", "dana@"). */
const GLUED_AFTER = /^[\p{L}\p{N}\p{M}@_/\\-]/u;
/** Before the greeting, on its line: only a clause start counts ("well, hi dana" does too). */
const CLAUSE_BEFORE = /(?:^|[\n,;:!?.(\-—>"“]|[ \t]{2,})[ \t]*$/u;

export const greetingCueDetector: Detector = {
  name: SOURCE,
  types: TYPES,
  detect(ctx: DetectContext): Candidate[] {
    if (!TYPES.some((t) => wantsType(ctx, t))) return [];
    const { text } = ctx;
    const out: Candidate[] = [];
    GREETING_RE.lastIndex = 0;
    for (let m = GREETING_RE.exec(text); m !== null; m = GREETING_RE.exec(text)) {
      const start = m.index;
      if (!atSentenceStart(text, start) && !CLAUSE_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      const given = m[1]!;
      const givenStart = start + m[0].length - given.length - (m[2] !== undefined ? m[2].length + 1 : 0);
      const givenEnd = givenStart + given.length;
      if (!isKnownGivenName(given.toLowerCase())) continue;
      const family = m[2];
      const familyEnd = givenEnd + (family ? family.length + 1 : 0);
      if (family && isKnownFamilyName(family.toLowerCase()) && !GLUED_AFTER.test(text.slice(familyEnd, familyEnd + 1))) {
        out.push({
          start: givenStart,
          end: familyEnd,
          label: "NAME",
          score: SCORE,
          labels: { NAME: SCORE },
          subtypes: [
            { label: "NAME_GIVEN", start: givenStart, end: givenEnd, formatted: given },
            { label: "NAME_FAMILY", start: givenEnd + 1, end: familyEnd, formatted: family },
          ],
          source: SOURCE,
        });
        continue;
      }
      if (GLUED_AFTER.test(text.slice(givenEnd, givenEnd + 1))) continue;
      out.push({ start: givenStart, end: givenEnd, label: "NAME_GIVEN", score: SCORE, labels: { NAME_GIVEN: SCORE, NAME: SCORE }, source: SOURCE });
      // the regex read the next word as a family name candidate: start again right after the given name
      GREETING_RE.lastIndex = givenEnd;
    }
    return out;
  },
};
