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
 * - the name with a possessive "s" or "'s", then the device: only a listed given name ("Annas",
 *   not "Officers"), as the "s" is also a plural.
 * The device words are Apple's and the common Android and Windows models' default names.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { wantsType } from "./make-context.js";
import { isKnownGivenName } from "./name-lexicon.js";
import { execAll } from "../text/exec-all.js";

const SOURCE = "device-owner";
const SCORE = 0.75;

const DEVICE = String.raw`(?:iPhone|iPad|iPod|iMac|MacBook(?:[- ](?:Pro|Air))?|Mac(?:[- ]mini|[- ]Studio|[- ]Pro)?|Galaxy(?:[- ][A-Za-z0-9]+)?|Pixel(?:[- ]\d+[a-z]?)?|Android|Surface(?:[- ](?:Pro|Laptop|Go))?|ThinkPad|Laptop|Handy)`;
const NAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
/** "iPhone-von-Konstantin", "MacBook-Pro-de-Lea", "iPad van Sanne" (hyphens as the device writes them, or blanks). */
const DEVICE_OF = new RegExp(String.raw`(?<![\p{L}\p{N}])${DEVICE}[- ](?:von|de|di|da|do|van|of|du)[- ](?<name>${NAME})(?![\p{L}\p{N}])`, "dgu");
/** "Annas-iPhone", "Johns MacBook Pro", "Anna's iPhone". */
const OWNERS_DEVICE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?<name>\p{Lu}\p{Ll}+)(?:['\u2019]s|s)[- ]${DEVICE}(?![\p{L}])`, "dgu");

export const deviceOwnerDetector: Detector = {
  name: SOURCE,
  types: ["NAME_GIVEN"],
  detect(ctx: DetectContext): Candidate[] {
    if (!wantsType(ctx, "NAME_GIVEN")) return [];
    const { text, lower } = ctx;
    // cheap gate: a device word must be in the text
    if (!/iphone|ipad|ipod|imac|macbook|mac[- ]|galaxy|pixel|android|surface|thinkpad|laptop|handy/.test(lower)) return [];
    const out: Candidate[] = [];
    const push = (m: RegExpExecArray) => {
      const [start, end] = m.indices!.groups!.name!;
      if (!out.some((c) => c.start === start)) out.push({ start, end, label: "NAME_GIVEN", labels: { NAME_GIVEN: SCORE, NAME: SCORE }, score: SCORE, source: SOURCE });
    };
    for (const m of execAll(DEVICE_OF, text)) push(m);
    for (const m of execAll(OWNERS_DEVICE, text)) {
      if (isKnownGivenName(m.groups!.name!.toLowerCase())) push(m);
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
