/**
 * User names and passwords that credentials.ts's key-value reading misses because words stand
 * between the label and the value, or because a log or a service name is the label (found by an
 * exploratory test, 2026-11-29; every one was left in clear):
 *
 * - Authentication log lines of sshd, PAM, su and sudo: "Accepted publickey for asmith from",
 *   "Failed password for invalid user jdoe from", "session opened for user tkowalski by",
 *   "logged in as tkowalski", "sudo:  tkowalski : TTY=pts/0". Fixed phrases of those programs;
 *   system accounts (root, daemon, www-data...) identify nobody and are left out. Database servers'
 *   login messages the same way: PostgreSQL's 'authentication failed for user "hbauer"', 'role
 *   "hbauer" does not exist', "connection authorized: user=hbauer", MySQL's and MariaDB's "Access
 *   denied for user 'lfontaine'@'host'" (postgres, mysql and root left out).
 * - A messaging or code-hosting service as a field label: "Skype: kasia.wisniewska", "GitHub:
 *   octo-lena", "Discord: lenaS#4821". The value must look like a handle (a digit, "_", ".", "-",
 *   "#" or inner capitals) and hold a letter, so "Skype: call me tomorrow", "Steam: offline" and
 *   "twitter : 24 new followers" stay out.
 * - A user-name noun (not "login", which names pages and versions: "Login page: ..."), up to four
 *   words, a verb or colon, then the value: "Usuario en la app:
 *   mariajo_fr", "Mon identifiant client est emarchand84", "O meu utilizador no portal é
 *   jpantunes75". The value must be handle-shaped (a letter and a digit, "_" or ".").
 * - An environment variable written as a name and a value (Kubernetes, ECS): "- name: DB_PASSWORD"
 *   then "value: ...", {"name": "API_TOKEN", "value": "..."}.
 * - The values of a Cookie or Set-Cookie header: a session cookie stands in for a password.
 * - The comment of an OpenSSH public key (authorized_keys, id_*.pub, known keys pasted into a
 *   ticket): "ssh-ed25519 AAAAC3... konstantin.petrov@laptop-kp". ssh-keygen writes the user and
 *   host there; it is the key owner's account name (third exploratory test: left in clear).
 * - A password noun the same way: "the new password for the wifi is correcthorsebatterystaple".
 *   The value is one token that ends its sentence or line: with a digit, symbol or inner capital
 *   (eight characters or more otherwise), or, made of letters only, a passphrase's sixteen or
 *   more, so the prose about passwords ("is important.", "is case-sensitive.") stays out.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { CREDENTIAL_STOPWORDS, isTypeOrReference, looksLikeSecret, SYSTEM_ACCOUNTS } from "./credentials.js";
import { execAll } from "../text/exec-all.js";
import { fieldName } from "./table-cues.js";
import { parse as parseDomain } from "tldts";

const SCORE_LOG = 0.85;
/** A version ("v2.3.1") or a host name ("portal.example.com"): not a user name. */
const VERSION_OR_DOMAIN = /^v?\d+(?:\.\d+)+$|\.(?:[a-z]{2,6})$/i;
const SCORE_SERVICE = 0.8;
const SCORE_PHRASE = 0.75;

const POSIX_USER = String.raw`[A-Za-z_][A-Za-z0-9_.-]{0,31}`;
const LOG_USER = new RegExp(
  [
    String.raw`\b(?:Accepted|Failed) (?:password|publickey|keyboard-interactive(?:/pam)?|gssapi-with-mic|hostbased|none) for (?:invalid user )?(${POSIX_USER}) from\b`,
    String.raw`\bInvalid user (${POSIX_USER}) from\b`,
    String.raw`\bsession (?:opened|closed) for user (${POSIX_USER})\b`,
    String.raw`\b(?:logged|signed) (?:in|on) as (?:user )?(${POSIX_USER})(?![\w.-])`,
    String.raw`\bsudo:\s+(${POSIX_USER}) : (?:TTY|PWD|USER|COMMAND)=`,
    // more daemons' auth-log lines (third exploratory test): systemd-logind and systemd, Dovecot,
    // su, passwd, useradd, cron, vsftpd, and web applications' failed logins
    String.raw`\b[Ss]ession \S+ of [Uu]ser (${POSIX_USER})(?![\w-]|\.\w)`,
    String.raw`\buser=<(${POSIX_USER})>`,
    String.raw`\bsu(?:\[\d+\])?: (?:FAILED SU )?\(to \S+\) (${POSIX_USER}) on\b`,
    String.raw`\bpassword changed for (${POSIX_USER})\b`,
    String.raw`\bnew user: name=(${POSIX_USER}),`,
    String.raw`\bCRON\[\d+\]: \((${POSIX_USER})\) CMD\b`,
    String.raw`\[(${POSIX_USER})\] (?:OK|FAIL) (?:LOGIN|UPLOAD|DOWNLOAD)\b`,
    String.raw`\b(?:[Ll]ogin|[Aa]uthentication) (?:attempt )?failed(?::| for)(?: user)? \[?(${POSIX_USER})\]?(?= \(| from\b|$|\s*$)`,
    String.raw`\bFailed authentication attempt for (${POSIX_USER}) from\b`,
    String.raw`\bBIND dn="uid=(${POSIX_USER}),`,
    String.raw`\b(?:imap|pop3|lmtp|managesieve)\((${POSIX_USER})\)<`,
    String.raw`\bopenvpn(?:\[\d+\])?: (${POSIX_USER})/\d{1,3}\.`,
    // sudo running an account tool on a user, usermod's and chage's messages (fifth exploratory test)
    // (the account is the command's last word: "usermod -aG docker jdoe" takes a group first)
    String.raw`\bCOMMAND=\S*/(?:passwd|usermod|userdel|chage|chsh|chfn|gpasswd)(?:[ \t]+\S+)*?[ \t]+(${POSIX_USER})(?=[ \t]*(?:\r?\n|$))`,
    String.raw`\bchanged? user '(${POSIX_USER})'`,
    // database servers' login messages (seventh exploratory test, F12: the user stayed in clear)
    String.raw`\bauthentication failed for user "(${POSIX_USER})"`,
    String.raw`\brole "(${POSIX_USER})" does not exist\b`,
    String.raw`\bconnection authorized: user=(${POSIX_USER})(?![\w.-])`,
    String.raw`\bAccess denied for user '(${POSIX_USER})'@`,
  ].join("|"),
  "g",
);
/** An OpenSSH public key and its comment ("user@host", or any one token ssh-keygen -C wrote). */
const SSH_KEY_COMMENT =
  /(?<![\w-])(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)[ \t]+AAAA[A-Za-z0-9+/]{12,}={0,3}[ \t]+([^\s@]{1,64}@[^\s]{1,255}|[A-Za-z_][\w.-]{1,63})(?=[ \t]*(?:\r?\n|$))/gm;


/**
 * An environment variable given as a name and a value, as Kubernetes manifests ("- name:
 * DB_PASSWORD" / "  value: ...") and ECS task definitions ({"name": "API_TOKEN", "value": ...})
 * write them: the name says the value is a secret, but no key reads "password:" before it.
 */
const SECRET_NAME = String.raw`[A-Za-z0-9_.-]*(?:PASSWORD|PASSWD|PASSPHRASE|SECRET|TOKEN|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)[A-Za-z0-9_.-]*`;
const NAME_VALUE_YAML = new RegExp(String.raw`(?<![\w-])name:[ \t]*["']?${SECRET_NAME}["']?[ \t]*\r?\n[ \t]*value:[ \t]*(?:"([^"\r\n]{1,512})"|'([^'\r\n]{1,512})'|([^\s"'#][^\r\n#]{0,511}?))[ \t]*(?=\r?\n|$|#)`, "gi");
const NAME_VALUE_JSON = new RegExp(String.raw`"name"[ \t]*:[ \t]*"${SECRET_NAME}"[ \t]*,[ \t]*"value"[ \t]*:[ \t]*"([^"\r\n]{1,512})"`, "gi");

/**
 * Secrets in shell and configuration forms the key-value reader does not see (third exploratory
 * test): an environment variable whose name holds a secret word without a separator before it
 * ("PGPASSWORD='...'", "export MYSQLPWD=..."), a command-line password option ("--password=...",
 * "--requirepass ...", "redis-cli -a ..."), and a .NET appSettings entry (<add key="SmtpPassword"
 * value="..." />).
 */
const ENV_SECRET = new RegExp(
  String.raw`(?<![\w$])(?:export[ \t]+)?[A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|PWD|SECRET|TOKEN|APIKEY)(?!_(?:TTL|EXPIRY|EXPIRES|EXPIRATION|LENGTH|LEN|FILE|PATH|HEADER|NAME|TYPE|URL|TIMEOUT|MIN|MAX|ENABLED|REQUIRED)(?![A-Z0-9]))[A-Z0-9_]*=(?:"([^"\r\n]{1,512})"|'([^'\r\n]{1,512})'|([^\s"'$][^\s;&|]{0,511}))`,
  "g",
);
const CLI_PASSWORD = new RegExp(
  String.raw`(?<![\w-])(?:--(?:password|passwd|pass|requirepass|masterauth|auth-pass)(?:=|[ \t]+|",[ \t]*")|redis-cli\b[^\n]*?[ \t]-a[ \t]+)(?:"([^"\r\n]{1,256})"|'([^'\r\n]{1,256})'|([^\s"'$-][^\s"',\]]{0,255}))`,
  "g",
);
const APP_SETTING = new RegExp(
  String.raw`<add[ \t]+key="[^"]*(?:[Pp]assword|[Pp]wd|[Ss]ecret|[Aa]pi[Kk]ey|[Tt]oken|ConnectionString)[^"]*"[ \t]+value="([^"]{1,512})"`,
  "g",
);

/**
 * The values of an HTTP Cookie or Set-Cookie header ("Cookie: sid=s%3AK8Jd92...; csrftoken=..."):
 * a session cookie is as good as the password it stands in for. A value of 16 characters or more
 * with letters and digits; short flags ("lang=de", "consent=yes") stay.
 */
const COOKIE_HEADER = /(?<![\w-])(?:set-)?cookie["']?[ \t]*[:=][ \t]*["']?([^\r\n"]{1,8192})/gi;
const COOKIE_FIELD = /^(?:set )?cookies?$/;
const COOKIE_PAIR = /(?:^|;)[ \t]*[\w.$!#%&'*+^`|~-]{1,128}=([^;\s]{16,4096})/g;

const SERVICES = String.raw`skype|github|gitlab|bitbucket|discord|telegram|slack|signal|wechat|kik|threema|keybase|mastodon|bluesky|twitter|instagram|insta|ig|tiktok|snapchat|snap|twitch|xbox|psn|steam|facebook|fb|reddit|youtube|pinterest|tumblr|viber|vk`;
/**
 * A messenger's name and a handle after a plain space, as a post invites contact ("hmu on insta
 * @caleb.outdoors.pdx or snap calebw.hikes": eval:realistic's dating post left the second in
 * clear). Messengers only (not "steam", "slack" or "twitter", which are words and topics too),
 * and a handle with a dot or an underscore between letters whose last part is no ICANN top-level
 * domain ("web.telegram.org" is a host; "calebw.hikes" a handle).
 */
const MESSENGER_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:snapchat|snap|insta|instagram|telegram|kik|tiktok|discord|skype|threema|wechat)[ \t]+@?(\p{L}[\p{L}\p{N}]*(?:[._]\p{L}[\p{L}\p{N}]*)+)(?![\p{L}\p{N}_@#]|[.\-][\p{L}\p{N}])`,
  "giu",
);
const SERVICE_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:${SERVICES})(?:[ _-]?(?:id|handle|name|user(?:name)?|account|profile|tag))?[ \t]*[:=][ \t]*@?([\p{L}\p{N}_][\p{L}\p{N}_.\-]{1,38}(?:#\d{4})?)(?![\p{L}\p{N}_@#])`,
  "giu",
);

/** A word of the prose between a noun and its value: letters only, no sentence punctuation. */
const GAP_WORDS = String.raw`(?:[ \t]+[\p{L}'\u2019]+){0,4}?`;
const VERB = String.raw`(?:[ \t]*:[ \t]*|[ \t]+(?:is|was|es|era|est|\u00e9tait|\u00e9|\u00e8|ist|lautet|war|foi|:)[ \t]+)`;
const USER_NOUNS = String.raw`usuario|usu[a\u00e1]rio|utilizador|utente|username|user name|identifiant|benutzer(?:name)?|benutzerkennung|gebruiker(?:snaam)?|account name`;
const PASS_NOUNS = String.raw`password|passwort|kennwort|contrase[\u00f1n]a|clave|mot de passe|senha|palavra-passe|wachtwoord|passcode|passphrase|pin`;
const USER_PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${USER_NOUNS})${GAP_WORDS}${VERB}([\p{L}\p{N}_][\p{L}\p{N}_.]{2,63})(?=[.,;!?)]?(?:\s|$))`, "giu");
/**
 * A one-time code sent by text message or e-mail ("Your Revolut code is 482913. Do not share it.",
 * "Ihr Bestätigungscode lautet 120934", "verification code: 551203"): a password for the minutes
 * it lives, and a forwarded one hands the account over (fifth exploratory test: left in clear).
 * Groups 1 and 2: words that make the code a credential; without them, "code is NNNN" needs the
 * warning. Group 3: the code.
 */
const ONE_TIME_CODE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:(verification|security|login|log-in|sign-in|one-time|otp|2fa|sms|access|confirmation|authentication|auth|best\u00e4tigungs|sicherheits|verifizierungs|verificatie)[ -]?(?:code|pin|otp|tan)|(c\u00f3digo de (?:verificaci\u00f3n|seguridad|acceso|verifica\u00e7\u00e3o|seguran\u00e7a)|code de (?:v\u00e9rification|s\u00e9curit\u00e9|confirmation)|codice di (?:verifica|sicurezza)))|code|c\u00f3digo|codice|pin|otp|tan)[ \t]*(?:is|lautet|ist|es|est|\u00e9|\u00e8|:)?[ \t]*:?[ \t]*(\d{4,8})(?![\p{L}\p{N}]|[.,]\d)`,
  "giu",
);
/** The warning that comes with a one-time code. */
const DO_NOT_SHARE = /\b(?:do not|don't|never) share|\bnicht weiter|\bno (?:lo )?compartas|\bne (?:le )?partagez|\bnon condividere|\bniet delen|\bn\u00e3o (?:o )?compartilhe/i;

const PASS_PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${PASS_NOUNS})${GAP_WORDS}${VERB}(?:\u00ab[ \t\u00a0\u202f]?)?([^\s\u00ab\u00bb]{4,128}?)(?:[ \t\u00a0\u202f]?\u00bb)?(?=[.,;!?]?(?:[ \t]*(?:\r?\n|$)|[.;!?][ \t]))`, "giu");

/**
 * The value without the closing brackets at its end that close a bracket opened before it on its
 * line ("(using password: YES)"); a closer nothing opens is the password's own ("Xk9#mq2Lz)": its
 * ")" had been left in clear; review).
 */
function withoutUnopenedClosers(value: string, lineBefore: string): string {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const count = (s: string, c: string) => s.split(c).length - 1;
  let v = value;
  for (let close = v[v.length - 1]; close !== undefined && close in pairs; close = v[v.length - 1]) {
    const open = pairs[close]!;
    const unclosedBefore = count(lineBefore, open) - count(lineBefore, close);
    const trimmed = count(value, close) - count(v, close);
    if (count(v, close) <= count(v, open) || trimmed >= unclosedBefore) break;
    v = v.slice(0, -1);
  }
  return v;
}

export const credentialPhrasesDetector: Detector = {
  name: "credential-phrases",
  types: ["USERNAME", "PASSWORD"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const wantUser = ctx.enabled.has("USERNAME");
    const wantPass = ctx.enabled.has("PASSWORD");
    const add = (start: number, value: string, label: string, score: number) => {
      const end = start + value.length;
      if (out.some((c) => start < c.end && end > c.start)) return;
      out.push({ start, end, label, score, formatted: value, source: "credential-phrases" });
    };
    const groupStart = (m: RegExpExecArray, value: string) => m.index + m[0].lastIndexOf(value);

    if (wantUser) {
      for (const m of execAll(LOG_USER, text)) {
        // a sentence's full stop is not part of the name ("New session 42 of user fgarcia.")
        const user = m.slice(1).find((g) => g !== undefined)!.replace(/\.+$/, "");
        // "logged in as an administrator": an article or a role, not an account
        if (SYSTEM_ACCOUNTS.has(user.toLowerCase()) || CREDENTIAL_STOPWORDS.has(user.toLowerCase())) continue;
        add(groupStart(m, user), user, "USERNAME", SCORE_LOG);
      }
      if (text.includes("AAAA")) {
        for (const m of execAll(SSH_KEY_COMMENT, text)) {
          const user = m[1]!;
          const account = user.split("@")[0]!.toLowerCase();
          if (SYSTEM_ACCOUNTS.has(account)) continue;
          add(m.index + m[0].length - user.length, user, "USERNAME", SCORE_LOG);
        }
      }
      for (const m of execAll(SERVICE_HANDLE, text)) {
        const handle = m[1]!.replace(/[.-]+$/, "");
        const end = m.index + m[0].lastIndexOf(m[1]!) + handle.length;
        // a word ("Steam: offline", "Signal: Excellent") is a status, not a handle
        const handleShaped = /[\d_.#-]/.test(handle) || /\p{Ll}\p{Lu}/u.test(handle);
        if (!handleShaped || !/\p{L}/u.test(handle) || VERSION_OR_DOMAIN.test(handle)) continue;
        if (CREDENTIAL_STOPWORDS.has(handle.toLowerCase())) continue;
        add(groupStart(m, m[1]!), handle, "USERNAME", SCORE_SERVICE);
      }
      for (const m of execAll(MESSENGER_HANDLE, text)) {
        const handle = m[1]!;
        if (parseDomain(handle).isIcann || CREDENTIAL_STOPWORDS.has(handle.toLowerCase())) continue;
        add(groupStart(m, handle), handle, "USERNAME", SCORE_SERVICE);
      }
      for (const m of execAll(USER_PHRASE, text)) {
        const value = m[1]!.replace(/\.+$/, "");
        if (!/\p{L}/u.test(value) || !/[\d_.]/.test(value) || CREDENTIAL_STOPWORDS.has(value.toLowerCase()) || VERSION_OR_DOMAIN.test(value)) continue;
        add(groupStart(m, m[1]!), value, "USERNAME", SCORE_PHRASE);
      }
    }
    if (wantPass) {
      for (const re of [NAME_VALUE_YAML, NAME_VALUE_JSON]) {
        for (const m of execAll(re, text)) {
          const value = m.slice(1).find((g) => g !== undefined)!;
          // a reference to where the secret is kept ("valueFrom", "${VAR}") is not the secret
          if (/^\$\{|^valueFrom/i.test(value)) continue;
          add(m.index + m[0].lastIndexOf(value), value, "PASSWORD", SCORE_LOG);
        }
      }
      for (const re of [ENV_SECRET, CLI_PASSWORD, APP_SETTING]) {
        for (const m of execAll(re, text)) {
          const value = m.slice(1).find((g) => g !== undefined)!;
          if (/^\$\{|^\$\(/.test(value)) continue; // a reference to the secret, not the secret
          add(m.index + m[0].lastIndexOf(value), value, "PASSWORD", SCORE_LOG);
        }
      }
      // a field named for the header holds its values alone: {"Cookie": "sid=..."}, a HAR
      // {"name": "Cookie", "value": "sid=..."} (sixth exploratory test: the session cookie leaked)
      const cookieField = ctx.field !== undefined && COOKIE_FIELD.test(fieldName(ctx.field));
      const headers = cookieField ? [{ values: text, base: 0 }] : [...execAll(COOKIE_HEADER, text)].map((h) => ({ values: h[1]!, base: h.index + h[0].length - h[1]!.length }));
      for (const { values, base } of headers) {
        for (const pair of execAll(COOKIE_PAIR, values)) {
          const value = pair[1]!;
          if (!/\d/.test(value) || !/\p{L}/u.test(value)) continue;
          add(base + pair.index + pair[0].length - value.length, value, "PASSWORD", SCORE_LOG);
        }
      }
      for (const m of execAll(PASS_PHRASE, text)) {
        // a "!" or "?" after the value may be the password's own last character: taken with it
        // (one character of punctuation redacted costs less than one of a password in clear)
        // a closing bracket the value does not open is the sentence's: "(using password: YES)"
        // had lost its ")" to the value (seventh exploratory test, F35)
        const lineStart = text.lastIndexOf("\n", m.index) + 1;
        const trimmed = withoutUnopenedClosers(m[1]!, text.slice(lineStart, m.index));
        const value = trimmed !== m[1] ? trimmed : trimmed + (/^[!?]+/.exec(text.slice(m.index + m[0].length))?.[0] ?? "");
        // a word of the sentence, not a secret ("... is important.", "... is case-sensitive.", "la
        // clave es fundamental"): letters only (hyphens too) take a passphrase's length
        const wordLike = /^[\p{L}-]+[!?]*$/u.test(value) && !/\p{Ll}\p{Lu}/u.test(value);
        if (CREDENTIAL_STOPWORDS.has(value.toLowerCase()) || (wordLike && value.length < 16) || (!wordLike && !looksLikeSecret(value) && value.length < 8)) continue;
        // a value in quotes is the text inside them: the quotes were redacted with it and a YAML
        // line lost them ('POSTGRES_PASSWORD: "Tr1cic10!"' -> 'POSTGRES_PASSWORD: [PASSWORD_1]';
        // tenth exploratory test)
        const inQuotes = value.length > 2 && /^["']/.test(value) && value.endsWith(value[0]!);
        const inner = inQuotes ? value.slice(1, -1) : value;
        if (isTypeOrReference(inner)) continue;
        add(groupStart(m, m[1]!) + (inQuotes ? 1 : 0), inner, "PASSWORD", SCORE_PHRASE);
      }
      if (/\d{4}/.test(text)) {
        for (const m of execAll(ONE_TIME_CODE, text)) {
          const code = m[3]!;
          const end = m.index + m[0].length;
          // a plain "code is 4711" only with the warning that comes with one-time codes
          if (m[1] === undefined && m[2] === undefined && !DO_NOT_SHARE.test(text.slice(end, end + 80))) continue;
          add(end - code.length, code, "PASSWORD", SCORE_PHRASE);
        }
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};
