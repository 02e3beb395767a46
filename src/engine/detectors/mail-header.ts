/**
 * The display name before an address in a mail header or a commit trailer: "From: Ana Ruiz
 * <ana@x.es>", 'Cc: "Oduya, Tobi" <tobi.oduya@x.co.uk>', "Author: rkowalczyk <rafal@users.noreply...>",
 * "From: =?UTF-8?Q?Jo=C3=A3o_Pedro?= <jp@x.pt>". The header says whose address it is; the model
 * reads well-formed names there, but not a handle in lower case, a "Surname, Given" in quotes or
 * a MIME-encoded name, which were left in clear.
 *
 * A line that opens with a header name (From, To, Cc, Bcc, Reply-To, Sender, Author, Committer,
 * the Git trailers Co-authored-by, Signed-off-by, Reviewed-by...; Von, An, De, Para, À, Da, Van,
 * Aan...) and a colon; in it, every "display name <address>" of its address list:
 * - a MIME encoded word ("=?charset?Q|B?...?=") is a NAME (0.7): it is one by the header's syntax;
 * - a single token that is no capitalised word is a USERNAME (0.6): "rkowalczyk", "t.whitcombe";
 *   "dependabot[bot]" is left out (a bot is no person);
 * - a capitalised word, or words with a space or a comma, are a NAME at 0.5, below the model: an
 *   organisation's display name ("Acme Billing") is the model's to call.
 * - a quoted "Surname, Given" with no address after it, as Outlook writes a contact from the
 *   address book ("Cc: 'Schröder, Till'; Anna Berg"), is a NAME at 0.5 too: the model read the
 *   family name at most (third exploratory test).
 *
 * Outside a header, "Given Family <address>" where the layout sets a display name: at a line's start
 * (after a count: `git shortlog -sne`'s "   142  Kateryna Shevchenko <ks@x.org>", AUTHORS and
 * CODEOWNERS files, mailing-list digests), at a quoted string's start (package.json's "author":
 * "Ana Ruiz <ana@x.es>"), after a list's comma or semicolon. Two to five words, the first
 * capitalised, name particles between ("Anna van der Berg"): a NAME at 0.5, as in a header (sixth
 * exploratory test: the shortlog's names stayed in clear next to their redacted addresses).
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { trimSpan } from "./span-trim.js";
import { execAll } from "../text/exec-all.js";

const SOURCE = "mail-header";
// indented too: git log indents a commit message's trailers ("    Reported-by: Name <mail>")
const HEADER_LINE =
  /^[ \t]*(?:From|To|Cc|CC|Bcc|BCC|Reply-To|Sender|Author|Commit|Committer|Co-authored-by|Signed-off-by|Reviewed-by|Acked-by|Tested-by|Reported-by|Suggested-by|Von|An|Kopie|De|Para|À|A|Da|Cco|Ccn|Van|Aan)[ \t]*:[ \t]*/gimu;
/** One "display name <address>" of an address list: the name quoted or bare, then the address in angle brackets. */
const NAMED_ADDRESS = /(?:"(?<quoted>[^"\n]{1,80})"|(?<bare>[^<>,"\n;:]{1,80}?))[ \t]*<[^<>\s@]+@[^<>\s]+>/gu;
const ENCODED_WORD = /^=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=(?:\s+=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)*$/;
/** A family name and its comma right before a bare display name, with no address of its own (the segment starts the list or follows one). */
const LAST_NAME_BEFORE = /(?:^|(?<=>,?[ \t]*))[ \t]*\p{Lu}[\p{L}\p{M}'\u2019-]+(?:[ \t]+\p{L}[\p{L}\p{M}'\u2019-]*){0,2},[ \t]*$/u;
/** A quoted "Surname, Given" (two words each at most) that no address follows. */
const QUOTED_LAST_FIRST =
  /(?<=^|[\s;,:])(["'\u2018\u201c])(?<name>\p{Lu}[\p{L}\p{M}'\u2019-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'\u2019-]+)?,[ \t]*\p{Lu}[\p{L}\p{M}'\u2019-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'\u2019-]+)?)["'\u2019\u201d](?![ \t]*<)/gu;
const BOT = /\[bot\]$|^(?:dependabot|renovate|github-actions|noreply|no-reply)$/i;
/** A display name and its address outside a header (see the header comment). */
const LOOSE_NAMED_ADDRESS =
  /(?<=^|[\n"'\u201c(\[,;]|^[ \t]*\d+[ \t]+|\n[ \t]*\d+[ \t]+)[ \t]*(?<name>\p{Lu}[\p{L}\p{M}'\u2019.-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'\u2019.-]*|van|von|der|den|de|da|del|della|di|du|la|le|dos|das|ten|ter|zu|bin|al)){1,4})[ \t]*<[^<>\s@]+@[^<>\s]+>/gu;

export const mailHeaderDetector: Detector = {
  name: "mail-header",
  types: ["NAME", "USERNAME"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const addresses = text.includes("<") && text.includes("@");
    const headers = text.includes(":") && (addresses || text.includes(","));
    if (!headers && !addresses) return [];
    const out: Candidate[] = [];
    HEADER_LINE.lastIndex = 0;
    for (const h of headers ? execAll(HEADER_LINE, text) : []) {
      const from = h.index! + h[0].length;
      const lineEnd = text.indexOf("\n", from);
      const line = text.slice(from, lineEnd === -1 ? text.length : lineEnd);
      for (const q of execAll(QUOTED_LAST_FIRST, line)) {
        const start = from + q.index! + q[1]!.length;
        out.push({ start, end: start + q.groups!.name!.length, label: "NAME", score: 0.5, source: SOURCE });
      }
      if (!addresses) continue;
      for (const m of execAll(NAMED_ADDRESS, line)) {
        const raw = m.groups!.quoted ?? m.groups!.bare ?? "";
        let at = from + m.index! + m[0].indexOf(raw);
        const rawEnd = at + raw.length;
        // "Von: Kowalczyk, Agnieszka <a@x>" (Outlook's "Last, First"): the list's comma split the
        // display name, and the family name before it, with no address of its own, stayed in clear
        if (m.groups!.bare !== undefined) {
          const before = LAST_NAME_BEFORE.exec(text.slice(from, at));
          if (before) at = from + before.index;
        }
        const span = trimSpan(text, at, rawEnd);
        if (!span) continue;
        const [start, end] = span;
        const name = text.slice(start, end);
        if (!/\p{L}/u.test(name) || BOT.test(name)) continue;
        const push = (label: string, score: number) => out.push({ start, end, label, score, source: SOURCE });
        if (ENCODED_WORD.test(name)) push("NAME", 0.7);
        else if (/[\s,]/.test(name) || /^\p{Lu}[\p{Ll}\p{M}'’-]+$/u.test(name)) push("NAME", 0.5);
        else push("USERNAME", 0.6);
      }
    }
    if (addresses) {
      for (const m of execAll(LOOSE_NAMED_ADDRESS, text)) {
        const name = m.groups!.name!;
        const start = m.index! + m[0].indexOf(name);
        if (BOT.test(name) || out.some((c) => c.start < start + name.length && start < c.end)) continue;
        out.push({ start, end: start + name.length, label: "NAME", score: 0.5, source: SOURCE });
      }
    }
    return out;
  },
};
