/**
 * The owner's given name in a device's default host name -> NAME_GIVEN: phones and laptops name
 * themselves after their owner, and DHCP, Wi-Fi and MDM logs carry the name to every network they
 * join ("iPhone-von-Konstantin", "MacBook-Pro-de-Lea", "iPad-van-Sanne", "Annas-iPhone", "Johns
 * MacBook Pro", "Anna's iPhone"). A DHCP log's host names were left in clear (seventh exploratory
 * test).
 *
 * Forms:
 * - device, a preposition of possession ("von", "de", "di", "da", "do", "van", "of"), the name:
 *   the layout says whose device it is, so any capitalised word is taken;
 * - the name with a possessive "s", "'s" or "'", then the device: only a listed given name ("Annas",
 *   "Thomas", not "Officers"), as the "s" is also a plural.
 * The hyphens of a host name are required except after Apple's device words, which mean nothing
 * else ("Surface du Terrain" is a French land register's area).
 * The device words are Apple's and the common Android and Windows models' default names.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { isKnownGivenName } from "./name-lexicon.js";
import { execAll } from "../text/exec-all.js";

const SOURCE = "device-owner";
const SCORE = 0.75;

const DEVICE = String.raw`(?:iPhone|iPad|iPod|iMac|MacBook(?:[- ](?:Pro|Air))?|Mac(?:[- ]mini|[- ]Studio|[- ]Pro)?|Galaxy(?:[- ][A-Za-z0-9]+)?|Pixel(?:[- ]\d+[a-z]?)?|Android|Surface(?:[- ](?:Pro|Laptop|Go))?|ThinkPad|Laptop|Handy)`;
/** Apple's device words: no other meaning, so a blank may stand for the host name's hyphen. */
const APPLE_DEVICE = String.raw`(?:iPhone|iPad|iPod|iMac|MacBook(?:[- ](?:Pro|Air))?)`;
const NAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
const POSSESSION = String.raw`(?:von|de|di|da|do|van|of|du)`;
/**
 * "iPhone-von-Konstantin", "MacBook-Pro-de-Lea" as host names write them (hyphens); "iPad van
 * Sanne" with blanks for Apple's words only: "Surface du Terrain", "Galaxy of Stars" are no
 * devices (review).
 */
const DEVICE_OF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${DEVICE}-${POSSESSION}-|${APPLE_DEVICE} ${POSSESSION} )(?<name>${NAME})(?![\p{L}\p{N}])`,
  "dgu",
);
/** "Annas-iPhone", "Johns MacBook Pro", "Anna's iPhone", "Jonas' iPhone", "Thomas-iPhone". */
const OWNERS_DEVICE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?<name>\p{Lu}\p{Ll}+)(?:['\u2019]s?)?[- ]${DEVICE}(?![\p{L}])`, "dgu");

export const deviceOwnerDetector: Detector = {
  name: SOURCE,
  types: ["NAME_GIVEN"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "NAME_GIVEN")) return [];
    const { text, lower } = ctx;
    // cheap gate: a device word must be in the text
    if (!/iphone|ipad|ipod|imac|macbook|mac[- ]|galaxy|pixel|android|surface|thinkpad|laptop|handy/.test(lower)) return [];
    const out: Candidate[] = [];
    const pushName = (start: number, end: number) => {
      if (!out.some((c) => c.start === start)) out.push({ start, end, label: "NAME_GIVEN", labels: { NAME_GIVEN: SCORE, NAME: SCORE }, score: SCORE, source: SOURCE });
    };
    for (const m of execAll(DEVICE_OF, text)) pushName(...m.indices!.groups!.name!);
    for (const m of execAll(OWNERS_DEVICE, text)) {
      // the word as written ("Thomas", "Jonas'"), else without its possessive "s" ("Annas")
      const word = m.groups!.name!;
      const [start] = m.indices!.groups!.name!;
      if (isKnownGivenName(word.toLowerCase())) pushName(start, start + word.length);
      else if (word.endsWith("s") && isKnownGivenName(word.slice(0, -1).toLowerCase())) pushName(start, start + word.length - 1);
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
