/**
 * /etc/passwd lines (name:password:uid:gid:gecos:home:shell), read by their fields, as ldif.ts
 * reads LDIF: eighth exploratory test, a passwd file whose logins stayed in clear, a person's
 * login cut by the model ("[NAME_1].garcia") and "1500:1500::" (two ids and an empty GECOS) read as
 * an IPv6 address.
 *
 * - the login -> USERNAME, the GECOS field's first part (the full name) -> NAME, the home
 *   directory -> FILENAME, a password hash left in the second field -> PASSWORD;
 * - only for a person's account: a user id of 1000 or more (501 or more with a home under /Users,
 *   macOS), not nobody's, a home under /home or /Users, and a login that is no service's (root,
 *   postgres, www-data...). The room and
 *   telephone parts of the GECOS field are the other detectors' (a phone is validated there).
 *
 * Only lines of the exact shape, seven fields with numeric ids, so prose and other colon-separated
 * records stay out. Score 0.9: the format says what each field holds.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { SYSTEM_ACCOUNTS } from "./credentials.js";
import { wantsType } from "./make-context.js";
import { execAll } from "../text/exec-all.js";

const SCORE = 0.9;
const SOURCE = "passwd";
/**
 * The first user id of a person's account: 1000 on Linux distributions (RHEL and Fedora count system
 * accounts down from 999: review), 501 on macOS, whose homes are under /Users.
 */
const FIRST_PERSON_UID = 1000;
const FIRST_MAC_UID = 501;
/** nobody / nfsnobody: the overflow ids. */
const NOBODY_UIDS = new Set([65534, 65535, 4294967294]);
/** A person's home: under /home or /Users (a service's is /var/lib/..., /nonexistent, /). */
const PERSON_HOME = /^\/(?:home|Users)\/[^/]+/;

const PASSWD_LINE =
  /^(?<login>[A-Za-z_][A-Za-z0-9_.-]{0,31}\$?):(?<password>[^:\r\n]*):(?<uid>\d{1,10}):\d{1,10}:(?<gecos>[^:\r\n]*):(?<home>\/[^:\r\n]*):(?:\/[^:\r\n]*)?\r?$/dgm;
/** A password field that holds no secret: "x" (in /etc/shadow), locked or empty marks. */
const NO_SECRET = /^(?:x|\*|!+|!\*|\*LK\*|NP|)$/;

export const passwdDetector: Detector = {
  name: SOURCE,
  types: ["USERNAME", "NAME", "FILENAME", "PASSWORD"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    // cheap gate: a line's fourth colon-separated field is numeric somewhere
    if (!/:\d+:\d+:/.test(text)) return [];
    const out: Candidate[] = [];
    const push = (label: string, start: number, end: number) => {
      if (end > start && wantsType(ctx, label)) out.push({ start, end, label, score: SCORE, source: SOURCE });
    };
    for (const m of execAll(PASSWD_LINE, text)) {
      const g = m.groups!;
      const login = g.login!;
      const uid = Number(g.uid);
      const home = g.home!;
      const personUid = uid >= FIRST_PERSON_UID || (uid >= FIRST_MAC_UID && home.startsWith("/Users/"));
      if (!personUid || NOBODY_UIDS.has(uid) || !PERSON_HOME.test(home) || SYSTEM_ACCOUNTS.has(login.toLowerCase())) continue;
      const [loginAt] = m.indices!.groups!.login!;
      push("USERNAME", loginAt, loginAt + login.length);
      const [passwordAt] = m.indices!.groups!.password!;
      if (!NO_SECRET.test(g.password!)) push("PASSWORD", passwordAt, passwordAt + g.password!.length);
      const [gecosAt] = m.indices!.groups!.gecos!;
      const fullName = g.gecos!.split(",")[0]!.trim();
      if (/\p{L}/u.test(fullName)) {
        const at = gecosAt + g.gecos!.indexOf(fullName);
        push("NAME", at, at + fullName.length);
      }
      const [homeAt, homeEnd] = m.indices!.groups!.home!;
      push("FILENAME", homeAt, homeEnd);
    }
    return out;
  },
};
