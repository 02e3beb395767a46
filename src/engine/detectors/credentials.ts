/**
 * Credentials: user names (USERNAME) and secrets (PASSWORD: passwords, PINs, passcodes, API keys
 * and tokens, security answers). Context-driven: a label ("username:", "user id", "password is",
 * "pwd=", "PIN", "api_key=" in logs, JSON and URL query strings) followed by the value. Values
 * are only taken after a weak separator (plain space, "is") when they look like a credential, so
 * "the user clicked" and "password reset" stay out. Social handles ("@jdoe") are USERNAME with a
 * medium score. Well-known secret formats (AWS access key ids, GitHub/GitLab/Slack/Stripe/Google/
 * npm tokens, JSON Web Tokens, the body of a PEM private key) need no context; nor do an HTTP
 * Authorization header's credentials, the user and password options of a command line ("docker
 * login -u deployer -p ...", "mysql -pSECRET", "curl -u user:pass") and an IAM user's ARN. An AWS
 * secret access key after "secret" or a few words after its key id, and a one-time-password seed
 * in a column or field named totp, otp, 2fa or mfa, are passwords too; so is a Wi-Fi key after
 * its label ("WLAN-Schlüssel", "WPA key", "clé WPA"...). A password written in equal groups
 * ("8831 2294 0172 5561 3398") is taken whole to the line's end.
 */
import type { Candidate, DetectContext, Detector } from "../types.js";
import { contextWords, hasContext } from "./context.js";
import { linesOf } from "./lines.js";
import { isKnownFamilyName, isKnownGivenName } from "./name-lexicon.js";
import { fieldName, tableCells } from "./table-cues.js";
import { execAll } from "../text/exec-all.js";

// Non-ASCII letters in these raw patterns are written as \u escapes, which the regexes read as the
// letters themselves: the CLI bundle (scripts/build/bundle.mjs) must be pure ASCII to load fast.
// "utilisateur", "utente" and "gebruiker" alone are everyday nouns too: only a strong separator
// (":", "=") after them makes them a key (tenth exploratory test: "utilisateur : jdupont" in clear)
const USER_KEYS = String.raw`benutzer[ _-]?name|benutzerkennung|nombre[ _-]de[ _-]usuario|usuario|nom[ _-]d['\u2019 _]?utilisateur|utilisateur|identifiant|nome[ _-]utente|utente|gebruikersnaam|gebruikers[ _-]?id|gebruiker|nome[ _-]de[ _-]utilizador|utilizador|nome[ _-]de[ _-]usu[a\u00e1]rio|usu[a\u00e1]rio|user[ _-]?names?|user[ _-]?ids?|userid|login[ _-]?(?:names?|ids?)|logins?|account[ _-]?names?|screen[ _-]?names?|nick[ _-]?names?|uname|usr|user`;
// German compounds name the password's kind before it ("Erstpasswort", "Initialkennwort",
// "WLAN-Passwort"): sixth exploratory test, "Erstpasswort Start#2024Lv" left in clear
const GERMAN_PASSWORD_KINDS = String.raw`erst|initial|start|standard|einmal|neues|neu|altes|alt|vorl\u00e4ufiges|tempor\u00e4res|wlan|wifi|router|admin|root|system|master|haupt|zugangs|login|anmelde|portal|benutzer`;
const GERMAN_PASSWORD_COMPOUND = String.raw`(?:${GERMAN_PASSWORD_KINDS})[ _-]?(?:passwort|kennwort)`;
// a Wi-Fi network's key by its names on routers, their stickers and setup sheets (seventh
// exploratory test, F6: "WLAN-Schlüssel: 8831 2294 ..." left in clear); before the keys
// they start with ("clave", "wachtwoord"), as the alternation takes the first that fits
const WIFI_PASS_KEYS = String.raw`(?:wlan|wifi|wi-fi|netzwerk)[ _-]?schl\u00fcssel|wpa2?(?:[ _-]?psk)?[ _-]?(?:key|schl\u00fcssel|passphrase)|cl\u00e9[ _-](?:wpa2?|wifi|wi-fi)|clave[ _-](?:wpa2?|wifi|wi-fi)|wachtwoord[ _-](?:wifi|wi-fi)|(?:wifi|wi-fi|wlan)[ _-]?(?:password|wachtwoord)`;
const PASS_KEYS = String.raw`${WIFI_PASS_KEYS}|${GERMAN_PASSWORD_COMPOUND}|passwort|kennwort|geheimzahl|contrase[\u00f1n]a|clave|mot[ _-]de[ _-]passe|mdp|parola[ _-]d['\u2019 _]?ordine|wachtwoord|paswoord|pincode|c[o\u00f3]digo[ _-]pin|code[ _-]pin|palavra[ _-]passe|senha|(?<!palavra-)chave|passwords?|passwd|passphrase|passcode|pass|pwd|pw|pin[ _-]?(?:code|number)|pin|access[ _-]?code|(?:door|gate|alarm|key[ _-]?safe|lockbox|garage)[ _-]code|digicode|t\u00fcr[ _-]?code|deurcode|c[o\u00f3]digo[ _-]d[eo][ _-](?:la[ _-])?(?:puerta|port[a\u00e3]o|portal)|codice[ _-]del[ _-](?:portone|cancello)|c[o\u00f3]digo[ _-]de[ _-]acc?ess?o(?:[ _-]e[ _-]dispensa)?|c[o\u00f3]digo[ _-]de[ _-]direito[ _-]de[ _-]op[c\u00e7][a\u00e3]o|code[ _-]d['\u2019 _]?acc[e\u00e8]s|codice[ _-]di[ _-]accesso|zugangscode|toegangscode|security[ _-]?answer|secret[ _-]?answer|api[ _-]?(?:key|secret|token)|apikey|access[ _-]?(?:key|token)(?:[ _-]?id)?|secret[ _-]?(?:access[ _-]?)?key|client[ _-]?secret|auth[ _-]?token|refresh[ _-]?token|session[ _-]?token|private[ _-]?key|bearer|token|secret`;
/**
 * The longest value read after a key. Tokens run long (a JSON Web Token is often 200-1,000
 * characters): a value cut at a shorter limit left its tail in clear.
 */
const MAX_VALUE = 8192;
/** " / secret" after a user name: the pair's password, one token that ends its line or sentence. */
const SLASH_PASSWORD = /^[ \t]+\/[ \t]+([^\s\/"'<>]{4,64}?)[.,;]?(?=\s|$)/;

/** The password of a "user / password" pair right after `end` (the user's end), where it looks like one: letters and digits. */
function slashPasswordAfter(text: string, end: number): { start: number; end: number } | undefined {
  const pair = SLASH_PASSWORD.exec(text.slice(end, end + 80));
  if (!pair || !looksLikeSecret(pair[1]!) || !/\d/.test(pair[1]!) || !/\p{L}/u.test(pair[1]!)) return undefined;
  const at = end + pair[0].indexOf(pair[1]!, pair[0].indexOf("/"));
  return { start: at, end: at + pair[1]!.length };
}

/**
 * A user and a password as a pair after a word for access or login without a colon: "Per l'accesso
 * admin / Magnolie2025", "Zugang admin / Sommer2024!" (tenth exploratory test: in clear). Only the
 * password is read (the user is most often a system account), and only where it looks like one.
 */
const ACCESS_PAIR = /(?<![\p{L}\p{N}])(?:login|log-in|accesso|acceso|acesso|acc[eè]s|zugang|zugangsdaten|toegang|inloggegevens)[ \t]+[\p{L}\p{N}_.@-]{2,64}(?=[ \t]+\/[ \t])/giu;

/** User keys that are everyday nouns for a service's user, patient or customer too. */
const EVERYDAY_USER_NOUNS = /^(?:utilisateur|utente|gebruiker)$/i;
/**
 * An adjective after a password's key in the Romance languages and Dutch, which write it after the
 * noun ("contraseña provisional Sol2025!Temp", "su contraseña actual es Goya2024", "mot de passe
 * temporaire : ...", "senha provisória: ..."; tenth exploratory test: all in clear).
 */
const PASS_QUALIFIERS = String.raw`provisional|provisoria|actual|temporal|nueva|provisoire|temporaire|nouveau|actuel|provvisori[ao]|temporane[ao]|nuova|attuale|tijdelijke?|nieuwe?|huidige?|provis[o\u00f3]ria|tempor[a\u00e1]ria|nova|atual`;
/**
 * key, separator, value. Groups: 1 user key, 2 password key, 3 separator, 4-6 quoted value (in
 * double or single quotes, or French guillemets with or without their inner spaces: "« Azerty!92 »"),
 * 5 bare value. The key may sit in quotes (JSON) and be preceded by "_" or "?" / "&" (query
 * strings), but not by a letter or digit. The separator stays on the key's line: an empty value
 * ("API_KEY=" in a .env file) had taken the next line ("DEBUG=true") as the secret.
 */
const KEY_VALUE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])["']?(?:(${USER_KEYS})|(${PASS_KEYS})(?:[ \t]+(?:${PASS_QUALIFIERS})(?![\p{L}\p{N}]))?)["')]?([ \t]*(?:[:=]|=>|->)[ \t]*|[ \t]+(?:you[ \t]+need[ \t]+)?(?:is|was|lautet|ist|war|es|era|est|\u00e9tait|\u00e8|\u00e9|foi|:)[ \t]+|[ \t]+)(?:"([^"\r\n]{1,${MAX_VALUE}})"|'([^'\r\n]{1,${MAX_VALUE}})'|\u00ab[ \t\u00a0\u202f]?([^\u00bb\s](?:[^\u00bb\r\n]{0,${MAX_VALUE}}?[^\u00bb\s])?)[ \t\u00a0\u202f]?\u00bb|([^\s"'<>,;\u00ab]{1,${MAX_VALUE}}))`,
  "giu",
);
/** Keys after which a value may follow a plain space ("user id jdoe", "PIN 4821"). */
const WEAK_USER_KEYS = /^(?:user[ _-]?names?|user[ _-]?ids?|userid|login[ _-]?(?:names?|ids?)|screen[ _-]?names?|benutzer[ _-]?name|nombre[ _-]de[ _-]usuario|nom[ _-]d['’ _]?utilisateur|nome[ _-]utente|gebruikersnaam|nome[ _-]de[ _-]utilizador)$/i;
const WEAK_PASS_KEYS = new RegExp(
  String.raw`^(?:passwords?|passcode|passphrase|pwd|pin(?:[ _-]?(?:code|number))?|bearer|(?:${GERMAN_PASSWORD_KINDS})?[ _-]?(?:passwort|kennwort)|contrase[\u00f1n]a|mot[ _-]de[ _-]passe|mdp|parola[ _-]d['\u2019 _]?ordine|wachtwoord|paswoord|pincode|palavra[ _-]passe|senha|chave|clave)$`,
  "i",
);
/**
 * A value that is code: an expression keyword before a name ("await bcrypt...", "new Secret(...)"),
 * or a call of a lower-case or dotted name whose arguments are names, numbers and commas, then the
 * end of the expression ("hashPassword(input) }", "bcrypt.hash(pw, 10);").
 */
const CODE_EXPRESSION =
  /^(?:(?:await|new|yield|typeof)[ \t]+[A-Za-z_$]|[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\([ \t]*(?:[\w$.]+(?:[ \t]*,[ \t]*[\w$.]+)*[ \t]*)?\)[ \t]*(?:[,;)}\]]|\r?\n|$))/;
/** PAM's management groups after a service name ("pam_unix(passwd:chauthtok)"; third exploratory test). */
const PAM_GROUP = /^(?:auth|account|session|password|chauthtok)\)?$/;
const PAM_MODULE_BEFORE = /pam_[a-z0-9_]+\($/;

/** Nouns for the user that may precede a handle-shaped user name after a plain space. */
const USER_NOUN_KEYS = /^(?:login|usuario|usu[aá]rio|utilizador|identifiant|benutzer|gebruiker|utente|utilisateur)$/i;
const HANDLE_SHAPED = /^[\p{L}\p{N}_.]{3,}$/u;

/**
 * A handle built from a person's name, letters only: an initial and a listed name ("tgonzalez"),
 * or two listed names glued, after an initial or not ("rgodoybotello", "mariarossi"). After a
 * noun for the user and a plain space ("Identifiant tgonzalez", "USUARIO RGODOYBOTELLO":
 * structured suite, fresh draws 1414 and 1515) it is a login; an everyday word after the noun
 * ("usuario nuevo", "login failed") is no listed name, and a name alone is a person's.
 */
function nameBuiltHandle(value: string): boolean {
  const v = value.toLowerCase();
  if (!/^\p{Ll}{5,}$/u.test(v)) return false;
  const listed = (w: string) => w.length >= 3 && (isKnownFamilyName(w) || isKnownGivenName(w));
  const glued = (w: string) => {
    for (let i = 3; i <= w.length - 3; i++) if (listed(w.slice(0, i)) && listed(w.slice(i))) return true;
    return false;
  };
  // a name alone is a person's ("el usuario maria"), for the model to read
  if (listed(v)) return false;
  return listed(v.slice(1)) || glued(v) || glued(v.slice(1));
}

/** A column header (folded: lower case, no accents, "_" as space) that names a user name or a secret. */
/**
 * Also the field names of chat and social exports that hold a handle or an account id (fourth
 * exploratory test: a Slack export's "display_name" and the "users" of its reactions stayed in
 * clear beside a redacted "user").
 */
const USER_HEADER = new RegExp(String.raw`^(?:${USER_KEYS}|users|display[ _-]?name|handle|nick|slack[ _-]?id)$`, "iu");
const PASS_HEADER = new RegExp(String.raw`^(?:${PASS_KEYS})$`, "iu");
/**
 * A header that ends in a word for a secret or a user name after a qualifier: what configuration
 * names look like ("db password", "smtp password", "mysql root password", "github token", "db user";
 * folded, "_" as space). Only the unambiguous words: not "pass", "pin" or "key" alone ("boarding
 * pass", "office pin", "sort key").
 */
const QUALIFIED_PASS_HEADER = /^[a-z0-9]+(?: [a-z0-9]+){0,3} (?:passwords?|passwd|passphrase|passcode|pwd|secret|secret key|token|api key|apikey|access key|private key|passwort|kennwort|contrasena|senha|wachtwoord|mot de passe|mdp)$/;
/**
 * A header that ends in a word for a user name after a qualifier ("db user", "github login"), or
 * with the qualifier glued on, as markup names a value ('<Data Name="TargetUserName">' in a
 * Windows event log, folded "targetusername": seventh exploratory test).
 */
const QUALIFIED_USER_HEADER = /^[a-z0-9]+(?: [a-z0-9]+){0,3} (?:user|username|user name|login|userid|user id)$|^[a-z0-9]+(?:username|userid)$/;
/**
 * A column or field that holds a one-time-password seed: Bitwarden's "login_totp", "totp", "otp",
 * "2fa", "mfa" (folded), with "secret", "seed" or "key" after them or not (seventh exploratory test,
 * F5: the TOTP seed stayed in clear beside a redacted password). The seed generates every code, so
 * it is a password; only a value that looks like one (OTP_SEED) counts, not "enabled" or "true".
 */
const OTP_HEADER = /^(?:[a-z0-9]+ )?(?:totp|hotp|otp|2fa|mfa|one time password)(?: (?:secret|seed|key))?$/;
/** Base32 of 16 characters or more (RFC 4648, what authenticator apps take), or a random run of letters and digits. */
const OTP_SEED = /^(?:[A-Z2-7]{16,}|[a-z2-7]{16,})={0,6}$|^(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9+/=_-]{16,}$/;
/**
 * An AWS secret access key: 40 characters of base64, upper and lower case and digits together (a
 * git hash has no capitals). Taken after "secret" (with "access", "key", "aws" around it) even
 * after a plain space, or a few words after an access key id ("Access key AKIA... secret 9dK2...":
 * seventh exploratory test, F5: the key id was redacted, the secret left).
 */
const AWS_SECRET = /(?<![A-Za-z0-9/+=])(?=[A-Za-z0-9/+]{0,39}\d)(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[A-Z])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
const AWS_SECRET_LABEL_BEFORE = /(?<![\p{L}\p{N}])(?:aws[ _-]?)?secret(?:[ _-]?access)?(?:[ _-]?key)?["']?[ \t]*(?:[:=]|=>|is)?[ \t]*["']?$/iu;
// words and separators disjoint, so a run of "_" or "-" splits one way only (a first version let
// both classes take them and backtracked exponentially on a row of dashes after a key id: review)
const AWS_KEY_ID_BEFORE = /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}[^\p{L}\p{N}\n]+(?:[\p{L}\p{N}]+[^\p{L}\p{N}\n]+){0,6}$/u;
/**
 * A field named for the person in a role towards a record, as exports and APIs write them (folded,
 * camelCase words apart): "senderId", "author_id", "createdBy", "assignee", "reviewer_login"
 * (sixth exploratory test: a chat export's "senderId", a tracker's "createdBy" and "assignee" were
 * left in clear beside a redacted "userId"). Its value without blanks is the person's handle or
 * account id; a full name there is the model's to read. Not "from" and "to", which hold dates,
 * places and currencies as often. A member's id is the membership's number, an ACCOUNT_NUMBER
 * (the catalog's own example, account-number.ts): "member" names a user only with a login,
 * handle or user name ("member_id" over "KD-1515-5759" was a USERNAME: structured suite, fresh
 * draws 303, 606, 101).
 */
const ROLE_USER_HEADER =
  /^(?:(?:sender|recipient|author|owner|creator|assignee|reporter|reviewer|approver|requester|submitter|uploader|commenter|poster|editor|organizer|organiser|participant|attendee|follower|friend)(?: (?:id|ids|login|handle|username|user name|user id|user))?|member(?: (?:login|handle|username|user name|user id|user))?|(?:created|updated|modified|last modified|edited|deleted|approved|requested|submitted|uploaded|posted|sent|reviewed|closed|resolved|opened|owned|assigned) (?:by|to)(?: (?:id|login|username|user))?)$/;
/** Values of such a field that name no person: a system account or an empty marker. */
const ROLE_NON_PERSON = new Set(["system", "admin", "root", "bot", "automation", "automated", "auto", "unassigned", "none", "null", "nil", "nobody", "unknown", "anonymous", "n/a", "na", "me", "self", "everyone", "all"]);
/**
 * Keys whose value is a short code of digits: a PIN, and the codes of a door, gate, alarm or key
 * safe ("key safe code is 4471", "the door code is 1984#": fourth exploratory test), which open a
 * person's home as a password opens an account.
 */
const PIN_KEY = /^(?:pin|geheimzahl|c[oó]digo[ _-]pin|code[ _-]pin|(?:door|gate|alarm|key[ _-]?safe|lockbox|garage)[ _-]code|digicode|t[üu]r[ _-]?code|deurcode|c[oó]digo[ _-]d|codice[ _-]del)/i;
/** Four to eight digits (a keypad's "#" after them), or a French digicode's digits and letters A-D ("4B21"). */
const PIN_VALUE = /^\d{4,8}#?$|^(?=[A-D]*\d[A-D]*\d)[0-9A-D]{4,6}$/;
const USER_VALUE = /^[\p{L}\p{N}_][\p{L}\p{N}_.@+-]{0,63}$/u;
/**
 * A user field's value of one to four digits is a row's key or a count, not a user name: a Django
 * fixture's "user: 1" foreign key became the string '[USERNAME_1]' (ninth exploratory test, F20).
 */
const SHORT_NUMBER = /^\d{1,4}$/;
/**
 * An outcome or state under a user field is no user name: CloudTrail's {"ConsoleLogin": "Failure"}
 * (the field "console login" names a login) failed `--fail-on-pii` on a log of a service role
 * (ninth exploratory test, F23).
 */
const USER_FIELD_STATES = new Set(
  "success successful succeeded failure failed fail true false none null nil unknown denied allowed granted pending active inactive error ok".split(" "),
);
/** An i18n message's placeholder after the first word: "welcome.user=Hello {0}, welcome back!" is a message, not a user. */
const MESSAGE_PLACEHOLDER_AFTER = /^[ \t]+[^\s]*(?:\{\w{0,20}\}|%[sd]|\$\{\w{1,40}\})/;
/**
 * Words that follow a credential label in prose without being the credential. A setting's status
 * too: "'mysql_native_password' is deprecated" in every MySQL 8 log (seventh exploratory test, F35).
 */
const STOPWORDS = new Set(
  `a an the and or but of to for in on at by with from into is are was were be been being it its
  this that these those your my our their his her our you we they he she i me us them not no yes
  must should will would can could may might shall has have had do does did field fields box
  please required incorrect wrong invalid valid expired too same different empty blank missing
  needed set saved stored encrypted hashed protected correct reset change changed changes
  forgotten forgot recovery manager managers policy policies strength strong weak length case
  sensitive here there below above following again now new old secret secure securely hint
  and/or only also just still field. name names id ids number numbers code codes key keys token
  tokens login logins account accounts user users password passwords pin pins via through
  entered enter type typed provided given sent used using when if then as so such
  deprecated obsolete unsupported insecure disabled enabled`.split(/\s+/),
);
const TRAIL = /[.,;:)\]}]+$/;
/**
 * The rest of a line after a value's first group, when the line goes on in groups parted by single
 * spaces or hyphens up to its end (or the field's closing quote): a FRITZ!Box Wi-Fi key "8831 2294
 * 0172 5561 3398", a Google app password "abcd efgh ijkl mnop" (seventh exploratory test, F6: only
 * the first group was redacted).
 */
const GROUPS_TO_LINE_END = /^(?:[ -][A-Za-z0-9]+)+(?=[ \t]*["']?[ \t]*(?:\r?\n|$))/;

/**
 * The value and the groups after it when they are one grouped value: three groups or more of
 * the same length, with a digit among them, or four letter groups of four or more (prose does not
 * run in words of one length to the line's end, "was not set" aside: hence the digit or the four).
 */
function groupedValue(first: string, rest: string): string | undefined {
  const tail = GROUPS_TO_LINE_END.exec(rest)?.[0];
  if (tail === undefined || !/^[A-Za-z0-9]+$/.test(first)) return undefined;
  const groups = [first, ...tail.slice(1).split(/[ -]/)];
  if (groups.length < 3 || groups.some((g) => g.length !== first.length)) return undefined;
  if (!/\d/.test(first + tail) && (groups.length < 4 || first.length < 4)) return undefined;
  return first + tail;
}
/** The words above, for credential-phrases.ts. */
export { STOPWORDS as CREDENTIAL_STOPWORDS };

/**
 * Social handles: "@" not inside an email or a word (nor after "]": "dependabot[bot]@users.noreply..."
 * is an address), a letter among 1-30 handle characters.
 */
const HANDLE = /(?<![\p{L}\p{N}_@.+\-/\\\]])@(?=[A-Za-z0-9_.]*[A-Za-z])[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\p{L}\p{N}_@-]|\.[\p{L}\p{N}])/gu;
/**
 * A Reddit user as Reddit writes one ("u/throwaway_m4w_pdx", "/u/name"): the "u/" prefix names a
 * user as "@" does elsewhere (a subreddit, "r/...", is no person). Not inside a path or a word.
 */
const REDDIT_USER = /(?<![\p{L}\p{N}_.\-\\]|[\p{L}\p{N}_.\-]\/)\/?u\/[A-Za-z0-9_-]{3,20}(?![\p{L}\p{N}_\-/])/gu;
/**
 * A user's own space in a URL path, "~" before the account's name: Confluence's personal spaces
 * ("/display/~bukola.adeyemi", "/spaces/~jdoe", "/users/~jdoe") and a web server's user directories
 * ("/~jdoe/"). A relative link has no host for the URL detector to read (eighth exploratory test,
 * F21: a Confluence export's href="/display/~bukola.adeyemi" kept the account name). The name
 * only, up to the segment's end.
 */
const TILDE_USER = /(?<=\/)~([A-Za-z0-9_][A-Za-z0-9_.@-]{0,63})(?![A-Za-z0-9_.@-]*[^A-Za-z0-9_.@\-/?#&;,"'<>)\]\s])/g;
const REDDIT_CONTEXT = /(?<![\p{L}\p{N}_/])r\/[A-Za-z0-9_]{2,21}(?![\p{L}\p{N}_/])|\breddit\b/iu;
/**
 * A Windows account as logs and forms write it, DOMAIN\user ("Usuario Windows: GRUPOLANTERO\florca",
 * "Account Name: CORP\jsmith"): the NetBIOS domain in capitals, the user in one case. Only after an
 * account word (ACCOUNT_WORDS): an upper-case word, a backslash and a word is also an escape
 * sequence in a log ("FAILED\nCaused", hence one case only) or a registry path (a backslash after it).
 */
const WINDOWS_ACCOUNT = /(?<![\p{L}\p{N}_.:\\/-])[A-Z][A-Z0-9-]{1,14}\\(?:[a-z][a-z0-9._-]{1,19}|[A-Z][A-Z0-9._-]{1,19})(?![\p{L}\p{N}_\\/-])/gu;
const ACCOUNT_WORDS = contextWords([
  "user", "username", "user name", "account", "account name", "logon", "login", "domain", "windows", "run as", "runas",
  "principal", "owner", "usuario", "usuário", "utilisateur", "utente", "utilizador", "benutzer", "benutzerkonto",
  "gebruiker", "cuenta", "compte", "konto", "conta", "account di dominio",
]);
/**
 * The author of a forum post: "Posté par : titou_du_44", "posted by xX_gamer_Xx", "publicado por
 * mike.rdz". A handle only: a digit, "_" or "." in it, or all lower case after a colon; a
 * capitalised name is the name detectors'.
 */
const POSTED_BY =
  /(?<![\p{L}\p{N}])(?:posted by|submitted by|post[ée]e? par|[ée]crit par|publicado por|postado por|escrito por|gepostet von|geschrieben von|geplaatst door|postato da|scritto da|inviato da)[ \t]*:?[ \t]*([\p{L}\p{N}_][\p{L}\p{N}_.-]{1,30})(?![\p{L}\p{N}_@])/giu;

/** Code annotations and CSS at-rules that look like handles. */
const NOT_HANDLES = new Set(
  "override param params return returns throws deprecated see since author version todo type typedef property import media font-face keyframes charset supports page namespace interface end implementation protocol synthesize property selector class extends inject injectable component input output test before after".split(" "),
);
const SOCIAL_WORDS = contextWords([
  "twitter", "x", "instagram", "insta", "ig", "tiktok", "follow", "followed", "following",
  "handle", "dm", "mention", "mentioned", "tag", "tagged", "threads", "mastodon", "telegram",
  "github", "reddit", "snapchat", "youtube", "twitch", "discord", "username", "account",
]);

/**
 * A configuration key that names a key, secret or token by its last part ("dhl_key",
 * "application_key", "STRIPE_SECRET", "webhook-token": no key word of its own, so KEY_VALUE does
 * not read it), then ":" or "=" and a long value of letters and digits. The value had stayed in
 * clear in YAML and INI files. A public key is no secret.
 */
const COMPOUND_SECRET_KEY =
  /(?<![\p{L}\p{N}_.-])([A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*[_.-](?:key|secret|token))["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/_.=-]{16,512})(?![A-Za-z0-9+/_.=-])/giu;
const KEY_SUFFIX_ANYWHERE = /[_.-](?:key|secret|token)["']?[ \t]*[:=]/i;
/** Secret formats that are unambiguous by themselves. */
const KNOWN_SECRETS = new RegExp(
  [
    String.raw`(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?![A-Za-z0-9])`,
    String.raw`(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,255}(?![A-Za-z0-9_])`,
    String.raw`(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,255}(?![A-Za-z0-9_])`,
    String.raw`(?<![A-Za-z0-9_])glpat-[A-Za-z0-9_-]{20,64}(?![A-Za-z0-9_-])`,
    String.raw`(?<![A-Za-z0-9_])xox[abposr]-[A-Za-z0-9-]{10,250}(?![A-Za-z0-9-])`,
    String.raw`(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,247}(?![A-Za-z0-9_])`,
    String.raw`(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])`,
    String.raw`(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_])`,
    // a JSON Web Token: base64url header and payload, both JSON objects (so both start "eyJ", the
    // encoding of '{"'), and a signature that an unsigned token leaves empty
    String.raw`(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*(?![A-Za-z0-9_-])`,
    // password hashes in modular crypt format (a user table's password_hash column, /etc/shadow):
    // bcrypt $2a$/$2b$/$2y$ with its cost, sha-crypt $5$/$6$ and md5-crypt $1$/$apr1$ with salt and
    // hash, yescrypt $y$ and scrypt $7$ with their parameters, argon2 with its parameters. An
    // offline attack reads the password back from a weak one; the hash had been read as two amounts
    // ("$2y" and "$10") with its body in clear. The prefix and its parameters say what it is: a body
    // shorter than the algorithm's own (cut in a log, made up in test data: sixth exploratory test,
    // a 52-character bcrypt body and a 34-character $6$ one) is the same secret's shape.
    String.raw`(?<![A-Za-z0-9$])\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{22,60}(?![./A-Za-z0-9])`,
    String.raw`(?<![A-Za-z0-9$])\$(?:[156]|apr1)\$(?:rounds=\d{1,9}\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{16,86}(?![./A-Za-z0-9])`,
    String.raw`(?<![A-Za-z0-9$])\$(?:y|gy|7)\$[./A-Za-z0-9]{1,40}(?:\$[./A-Za-z0-9]{1,86}){1,2}(?![./A-Za-z0-9$])`,
    String.raw`(?<![A-Za-z0-9$])\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+(?![A-Za-z0-9+/])`,
    // framework hashes: Django "pbkdf2_sha256$600000$salt$hash" (and its argon2/bcrypt wrappers),
    // Werkzeug "pbkdf2:sha256:600000$salt$hex" and "scrypt:32768:8:1$salt$hex"
    String.raw`(?<![A-Za-z0-9_$])(?:pbkdf2_sha(?:1|256|512)\$\d{3,9}|pbkdf2:sha(?:1|256|512)(?::\d{3,9})?|scrypt:\d+:\d+:\d+)\$[./A-Za-z0-9+=]{4,64}\$[./A-Za-z0-9+=]{16,}(?![./A-Za-z0-9+=])`,
  ].join("|"),
  "g",
);
/**
 * An HTTP Authorization (or Proxy-Authorization) header, in a log, a curl command or JSON: the
 * credentials after the scheme ("Basic dXNlcjpwYXNz", "Bearer <token>", "Token abc123", or a bare
 * key with no scheme). Basic credentials are a user name and password in base64, as good as clear
 * text. Digest parameters (username="...", response="...") are not one token and are left out.
 */
const AUTH_HEADER = new RegExp(
  String.raw`(?<![\p{L}\p{N}_-])(?:proxy-)?authori[sz]ation["']?\s*[:=]\s*["']?(?:(?:basic|bearer|token|negotiate|ntlm|apikey|api-key|sso-key)\s+)?([A-Za-z0-9._~+/=-]{8,${MAX_VALUE}})`,
  "giu",
);
/** The value of a field named for the header: the credentials after the scheme, the field's whole value. */
const AUTH_VALUE = new RegExp(
  String.raw`^[ \t]*(?:(?:basic|bearer|token|negotiate|ntlm|apikey|api-key|sso-key)\s+)?([A-Za-z0-9._~+/=-]{8,${MAX_VALUE}})[ \t]*$`,
  "gi",
);
const AUTH_FIELD = /^(?:proxy )?authori[sz]ation$/;
/** host ident user [dd/Mon/yyyy:hh:mm:ss zone] " at the start of a line: the user's field, "-" when none. */
const ACCESS_LOG_USER = /(?<=^|\n)[^\s\[\]"]+ [^\s\[\]"]+ ([^\s\[\]"]+)(?= \[\d{1,2}\/[A-Za-z]{3}\/\d{4}:\d{2}:\d{2}:\d{2}(?: [+-]\d{4})?\] ")/g;
/**
 * A W3C extended log line in IIS's default fields (date time s-ip cs-method cs-uri-stem
 * cs-uri-query s-port cs-username c-ip ...): the cs-username field, between the port and the
 * client's IP address; "-" when none. Eighth exploratory test: "CORP\oarslan" there stayed in
 * clear (no account word before it, as WINDOWS_ACCOUNT needs). Detectors read the encoded view, in
 * which the query field's "+" and "%20" are spaces (text/encoded-view.ts): the query is any text
 * up to the first port, user and address.
 */
const W3C_USER =
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+ [A-Z]+ \/\S* (?:-|\S.*?) \d{1,5} (\S+) (?:\d{1,3}(?:\.\d{1,3}){3}|[\dA-Fa-f]*:[\dA-Fa-f:.]+) /dgm;

/** An AWS IAM user's name in its ARN ("arn:aws:iam::123456789012:user/division/jdoe"): a person's login, as often as not. */
const IAM_USER_ARN = /\barn:aws[\w-]*:iam::\d{12}:user\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]{1,64})/g;
/** The body of a PEM private key, whatever it holds between its markers (a log may cut it short with "..."). */
const PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----\s*((?:(?!-----)[\s\S]){8,16384}?)\s*-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----/g;
/**
 * Credentials on a command line: "--password X" / "--password=X" anywhere; "-p X" only in a
 * line that also gives a user with "-u" (docker, az, mysql, psql logins: "-p" is a port elsewhere,
 * "ssh -p 2222"); "-pSECRET" glued only after mysql or mariadb; "curl -u user:password".
 */
/** A user or password option somewhere in the text: most texts have none, and skip the line-by-line read. */
/**
 * A user name and a password passed to a login call as string literals, in source code and logs
 * of it: smtp.login("jsmith@x.net", "Bluebird!1987"), ldap simple_bind_s("cn=admin,...", "..."),
 * HTTPBasicAuth("api", "s3cret"), requests' auth=("admin", "S3cr3t!pw") (sixth exploratory test:
 * the password stayed in clear). Not connect(): its second argument is as often a port.
 */
const LOGIN_CALL = /(?<![\w.])(?:[\w$]+\.)*(?:login|log_in|logIn|signin|sign_in|signIn|authenticate|simple_bind_s|bind_s|set_credentials|setCredentials|HTTPBasicAuth|HTTPDigestAuth|BasicAuth|UsernamePasswordCredentials|NetworkCredential|PasswordAuthentication)\s*\(\s*|(?<![\w.])auth\s*=\s*\(\s*/g;
const LOGIN_ARGS = /(["'])([^"'\r\n]{1,256})\1\s*,\s*(["'])([^"'\r\n]{1,256})\3\s*[,)]/y;
const COMMAND_LINE_HINT = /(?:^|\s)(?:-[pUu]|--password|--user)|chpasswd|useradd|adduser/;
const CLI_PASSWORD_LONG = /(?<![\w-])--password(?:=|[ \t]+)(["']?)([^\s"']{1,256})\1/g;
const CLI_USER = /(?<![\w-])(?:-u|--user(?:name)?)(?:=|[ \t]+)(["']?)([^\s"':]{1,128})\1(?=[\s]|$)/g;
const CLI_PASSWORD_SHORT = /(?<![\w-])-p[ \t]+(["']?)([^\s"'-][^\s"']{0,255})\1/g;
const CLI_MYSQL_GLUED = /\b(?:mysql|mariadb|mysqldump)\b[^\n]*?(?<![\w-])-p([^\s"'-][^\s]{0,255})/g;
const CLI_CURL_USER = /(?<![\w-])(?:-u|--user)[ \t]+(["']?)([^\s"':]{1,128}):([^\s"']{1,256})\1/g;
/**
 * More command lines (fourth exploratory test: all left in clear): the PostgreSQL tools' and
 * smbclient's "-U user" (smbclient's "DOMAIN\\user%password" holds the password too), sshpass's
 * "-p password", "user:password" piped to chpasswd, and the login that useradd or adduser create.
 */
const CLI_UPPER_U_USER =
  /\b(?:psql|pg_dump|pg_dumpall|pg_restore|pg_basebackup|createdb|dropdb|createuser|dropuser|vacuumdb|reindexdb|clusterdb|smbclient)\b[^\n]*?(?<![\w-])-U[ \t]*(["']?)([^\s"'%]{1,128})(?:%([^\s"']{1,256}))?\1(?=\s|$)/g;
const CLI_SSHPASS = /\bsshpass\b[^\n]*?(?<![\w-])-p[ \t]*(["']?)([^\s"']{1,256})\1/g;
const CLI_CHPASSWD = /(["'])([A-Za-z_][\w.-]{0,31}):([^\s"']{1,256})\1[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd\b/g;
const CLI_USERADD = /\b(?:useradd|adduser)\b([^\n;&|]*)/g;
/** useradd's and adduser's options that take a value: the token after them is no login. */
const USERADD_VALUE_OPTIONS = new Set([
  "-u", "-g", "-G", "-d", "-s", "-c", "-e", "-f", "-k", "-K", "-b", "-p", "-Z", "--uid", "--gid", "--groups", "--home",
  "--home-dir", "--shell", "--comment", "--expiredate", "--inactive", "--skel", "--key", "--base-dir", "--password",
  "--gecos", "--ingroup",
]);


const SCORE_KNOWN_SECRET = 0.95;
const SCORE_STRONG = 0.85;
const SCORE_WEAK = 0.75;
const SCORE_PIN = 0.8;
const SCORE_HANDLE = 0.6;

/**
 * A decorator or annotation of source code, not a handle: "@dataclass" or "@app.route("/x")"
 * alone on its line, above a definition ("def", "class", another decorator, a Java or Kotlin
 * member). Fifth exploratory test: a Python file's "@dataclass" became [USERNAME_1] and the
 * redacted file no longer ran.
 */
function isDecorator(text: string, start: number, end: number, known: Map<number, boolean>): boolean {
  return decoratorAt(text, start, end, known, 0) === true;
}

/**
 * Whether the handle at `start` is a decorator: true or false, or undefined when the stack was too
 * deep to follow from here. A known answer is kept per position, so a text of many handles on
 * their own lines costs one pass, not one walk down the stack per handle.
 */
function decoratorAt(text: string, start: number, end: number, known: Map<number, boolean>, depth: number): boolean | undefined {
  const cached = known.get(start);
  if (cached !== undefined) return cached;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let answer: boolean | undefined = false;
  if (/^[ \t]*$/.test(text.slice(lineStart, start))) {
    const rest = DECORATOR_REST.exec(text.slice(end, end + 400));
    if (rest && !rest[0].endsWith("@")) answer = true;
    else if (rest) {
      // a stack of decorators ends in a definition too; a stack of @mentions does not
      const next = end + rest[0].length - 1;
      const name = /^@[A-Za-z_]\w*/.exec(text.slice(next, next + 64));
      answer = name === null ? false : depth < 8 ? decoratorAt(text, next, next + name[0].length, known, depth + 1) : undefined;
    }
  }
  if (answer !== undefined) known.set(start, answer);
  return answer;
}
/**
 * After the name: a dotted name and arguments on the same line, then the definition it decorates
 * (a keyword, and a parenthesis or a line ending in "{" or ":" as code has it).
 */
const DECORATOR_REST =
  /^(?:\.[A-Za-z_]\w*)*(?:\([^\n]*\))?[ \t]*\r?\n(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*(?:@(?=[A-Za-z_])|(?:(?:async[ \t]+)?def|class|public|private|protected|static|final|abstract|override|suspend|fun|function|export|void|internal|open|data)[ \t][^\n]*?(?:\(|[{:][ \t]*(?:\r?\n|$)))/;
const SCORE_HANDLE_CONTEXT = 0.75;

export const credentialsDetector: Detector = {
  name: "credentials",
  types: ["USERNAME", "PASSWORD"],
  detect(ctx: DetectContext): Candidate[] {
    const { text } = ctx;
    const out: Candidate[] = [];
    const wantUser = ctx.enabled.has("USERNAME");
    const wantPass = ctx.enabled.has("PASSWORD");
    // the characters already given to a candidate: a text of many handles stays linear (a list
    // scan per candidate made 33,000 "@name" lines cost 0.7 s)
    const taken = new Uint8Array(text.length);
    const add = (start: number, end: number, label: string, score: number) => {
      if (end <= start) return;
      for (let i = start; i < end; i++) if (taken[i]) return;
      taken.fill(1, start, end);
      out.push({ start, end, label, score, formatted: text.slice(start, end), source: "credentials" });
    };

    if (wantPass) {
      for (const m of iterate(KNOWN_SECRETS, text)) add(m.index, m.index + m[0].length, "PASSWORD", SCORE_KNOWN_SECRET);
      // a field named for the header holds its value alone: {"Authorization": "Basic ..."}, a HAR
      // {"name": "Authorization", "value": "Basic ..."} (sixth exploratory test: Basic credentials leaked)
      const authField = ctx.field !== undefined && AUTH_FIELD.test(fieldName(ctx.field));
      for (const m of authField ? iterate(AUTH_VALUE, text) : iterate(AUTH_HEADER, text)) {
        const credentials = m[1]!.replace(/[.,;:]+$/, "");
        if (!looksLikeSecret(credentials) || STOPWORDS.has(credentials.toLowerCase())) continue;
        const start = m.index + m[0].length - m[1]!.length;
        add(start, start + credentials.length, "PASSWORD", SCORE_STRONG);
      }
      if (COMMAND_LINE_HINT.test(text)) commandLineCredentials(ctx, wantUser, add);
      if (text.includes("/")) {
        for (const m of iterate(ACCESS_PAIR, text)) {
          const password = slashPasswordAfter(text, m.index + m[0].length);
          if (password) add(password.start, password.end, "PASSWORD", SCORE_STRONG);
        }
      }
      if (text.includes("(")) {
        for (const call of iterate(LOGIN_CALL, text)) {
          LOGIN_ARGS.lastIndex = call.index + call[0].length;
          const args = LOGIN_ARGS.exec(text);
          if (!args) continue;
          const userStart = args.index + 1;
          const passStart = args.index + args[0].lastIndexOf(args[4]!, args[0].length - 1);
          // an e-mail address or a DN as the user is the e-mail detector's, or read by its parts
          if (wantUser && /^[\p{L}\p{N}_.-]{2,64}$/u.test(args[2]!)) add(userStart, userStart + args[2]!.length, "USERNAME", SCORE_STRONG);
          add(passStart, passStart + args[4]!.length, "PASSWORD", SCORE_STRONG);
        }
      }
      // the key's last part must be in the text: the scan below starts at every word otherwise
      if (KEY_SUFFIX_ANYWHERE.test(text)) for (const m of iterate(COMPOUND_SECRET_KEY, text)) {
        const value = m[2]!;
        // random, not words: "created_at_timestamp_2024" or "user-profile-v2" under a sort or cache key is no secret
        if (/^public/i.test(m[1]!) || !/\d/.test(value) || !/\p{L}/u.test(value) || /[a-z]{5,}|[A-Z]{6,}/.test(value)) continue;
        const start = m.index + m[0].length - value.length;
        add(start, start + value.length, "PASSWORD", SCORE_STRONG);
      }
      if (/AKIA|ASIA|secret/i.test(text)) {
        for (const m of iterate(AWS_SECRET, text)) {
          const before = text.slice(Math.max(0, m.index - 120), m.index);
          if (AWS_SECRET_LABEL_BEFORE.test(before) || AWS_KEY_ID_BEFORE.test(before)) add(m.index, m.index + m[0].length, "PASSWORD", SCORE_STRONG);
        }
      }
      if (text.includes("PRIVATE KEY-----")) {
        for (const m of iterate(PRIVATE_KEY, text)) {
          const body = m[1]!;
          const start = m.index + m[0].indexOf(body);
          add(start, start + body.length, "PASSWORD", SCORE_KNOWN_SECRET);
        }
      }
    }

    for (const m of iterate(KEY_VALUE, text)) {
      const userKey = m[1];
      const key = (userKey ?? m[2])!;
      const label = userKey ? "USERNAME" : "PASSWORD";
      if ((label === "USERNAME" && !wantUser) || (label === "PASSWORD" && !wantPass)) continue;
      const separator = m[3]!;
      const strong = /[:=>]/.test(separator);
      const quoted = m[4] ?? m[5] ?? m[6];
      let value = quoted ?? m[7]!;
      // In a query string ("user=bob&pwd=x") "&" ends the value; in prose it may be part of it.
      // ("a&b" with no "key=" after the "&" is one value: "pwd=d34y&Wpsjt9fM7" in a log line)
      if (quoted === undefined && separator.includes("=")) value = value.replace(/&[\w.\-[\]]+=.*$/, "");
      if (quoted === undefined) value = value.replace(TRAIL, "");
      const valueStart = quoted !== undefined ? m.index + m[0].lastIndexOf(quoted) : m.index + m[0].length - m[7]!.length;
      if (label === "PASSWORD" && quoted === undefined && value === m[7] && !PIN_KEY.test(key) && !STOPWORDS.has(value.toLowerCase())) {
        value = groupedValue(value, text.slice(valueStart + value.length, valueStart + value.length + 256)) ?? value;
      }
      // Rescan after the value we keep: a query string holds the next pair right after "&".
      KEY_VALUE.lastIndex = Math.max(m.index + 1, valueStart + value.length);
      // a user and its password written as a pair after a login's key ("login: admin / Magnolie2025",
      // tenth exploratory test: the password in clear, the user a system account): the secret-looking
      // token after the slash is the password, whether or not the user is kept
      if (label === "USERNAME" && strong && quoted === undefined && wantPass) {
        const password = slashPasswordAfter(text, valueStart + value.length);
        if (password) add(password.start, password.end, "PASSWORD", SCORE_STRONG);
      }
      if (value.length === 0 || STOPWORDS.has(value.toLowerCase()) || isTypeOrReference(value)) {
        // Let the regex retry from just after the key ("username and password: x").
        KEY_VALUE.lastIndex = m.index + 1;
        continue;
      }
      // code, not a literal: a call or an expression after the key ("{ password: hashPassword(input) }",
      // "password: await bcrypt.hash(pw, 10)"; ninth exploratory test, F17)
      if (quoted === undefined && CODE_EXPRESSION.test(text.slice(valueStart, valueStart + 120))) continue;
      // a PAM module's service and management group: "pam_unix(passwd:chauthtok)" in every auth log
      if (PAM_GROUP.test(value) && PAM_MODULE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
      const weakOnly = !strong && !/(?:^|\s)(?:is|was|lautet|ist|war|es|era|est|était|è|é|foi)(?:\s|$)/i.test(separator) && !separator.includes(":");
      let score: number;
      if (PIN_KEY.test(key)) {
        if (!PIN_VALUE.test(value)) continue;
        score = SCORE_PIN;
      } else if (label === "USERNAME") {
        if (!USER_VALUE.test(value) || /@.+\./.test(value)) continue; // emails are the email detector's
        if (SHORT_NUMBER.test(value) || USER_FIELD_STATES.has(value.toLowerCase())) continue;
        if (quoted === undefined && MESSAGE_PLACEHOLDER_AFTER.test(text.slice(valueStart + value.length, valueStart + value.length + 40))) continue;
        // "USER=root" in a sudo line names the system's account, no person (fifth exploratory test)
        if (SYSTEM_ACCOUNTS.has(value.toLowerCase())) continue;
        // after a plain space a user name needs a user-name key, or a noun for the user ("login", "usuario",
        // "utilizador", "identifiant"; not the English "user", which starts everyday phrases) and a
        // handle-shaped value: a letter and a digit, "_" or "." ("Login asel_zijlstra", "usuario ortaguillen.marialuisa")
        // a quoted handle after a plain "user" is one too: 'Failed login from ..., user "jthompson".' (tenth
        // exploratory test; a log's quotes set the value apart as no English phrase does)
        const quotedHandle = quoted !== undefined && /^user$/i.test(key) && HANDLE_SHAPED.test(value) && /^[\p{Ll}\d_.]+$/u.test(value);
        if (weakOnly && !quotedHandle && !WEAK_USER_KEYS.test(key) && !(USER_NOUN_KEYS.test(key) && HANDLE_SHAPED.test(value) && (/[\d_.]/.test(value) || nameBuiltHandle(value)) && /\p{L}/u.test(value))) continue;
        // a noun for the person served as much as for an account: "Utente: Manuel Fernandes Costa"
        // opens a Portuguese clinical note with the patient's name (coreference dev set), so after
        // these a capitalised word is a name for the model, not a login
        // (and "n.º de utente: 123456789" is a Portuguese health-service number: digits are no login);
        // they also label a support chat's customer turns ("utente: buongiorno ho perso la password"),
        // so the value must look like a handle: a letter and a digit, "_" or "." ("t.dewit", "mrossi_82").
        // Skipped, the key's words are read again: "utente: username gianlu_rm77" (eval:realistic)
        if (EVERYDAY_USER_NOUNS.test(key) && (/^\p{Lu}\p{Ll}/u.test(value) || /^\d+$/.test(value) || !HANDLE_SHAPED.test(value) || !/[\d_.]/.test(value))) {
          KEY_VALUE.lastIndex = m.index + 1;
          continue;
        }
        score = strong ? SCORE_STRONG : SCORE_WEAK;
      } else {
        if (weakOnly && (!WEAK_PASS_KEYS.test(key) || !(looksLikeSecret(value.replace(/[?!]+$/, "")) || looksGenerated(value)))) continue;
        // Portuguese "chave" is a key of any kind: a Pix key is a CPF, a phone, an e-mail or a random
        // UUID ("fiz pix pra chave 21987650043"), left to their own detectors; a password has letters
        if (/^chave$/i.test(key) && (!/\p{L}/u.test(value) || value.includes("@") || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value))) continue;
        // after a verb of another language than English ("la clave es importante") only a secret-looking value
        if (/(?:^|\s)(?:lautet|ist|war|es|era|est|était|è|é|foi)(?:\s|$)/i.test(separator) && !looksLikeSecret(value) && !looksGenerated(value)) continue;
        if (/^bearer$/i.test(key) && value.length < 16) continue;
        score = strong || quoted !== undefined ? SCORE_STRONG : SCORE_WEAK;
      }
      add(valueStart, valueStart + value.length, label, score);
    }

    // table cells under a user-name or password column ("id;senha;status" / "7;Gx9#k2;ok")
    if (wantUser || wantPass) {
      for (const cell of tableCells(ctx)) {
        const header = cell.header.replace(/ /g, "_");
        const roleUser = ROLE_USER_HEADER.test(cell.header);
        const otpSeed = OTP_HEADER.test(cell.header);
        const label =
          USER_HEADER.test(header) || USER_HEADER.test(cell.header) || QUALIFIED_USER_HEADER.test(cell.header) || roleUser
            ? "USERNAME"
            : PASS_HEADER.test(header) || PASS_HEADER.test(cell.header) || QUALIFIED_PASS_HEADER.test(cell.header) || otpSeed
              ? "PASSWORD"
              : undefined;
        if (!label || (label === "USERNAME" && !wantUser) || (label === "PASSWORD" && !wantPass)) continue;
        const value = text.slice(cell.start, cell.end);
        if (value.length > MAX_VALUE || /\s/.test(value) || STOPWORDS.has(value.toLowerCase())) continue;
        if (label === "USERNAME" && (!USER_VALUE.test(value) || /@.+\./.test(value) || SHORT_NUMBER.test(value) || USER_FIELD_STATES.has(value.toLowerCase()))) continue;
        if (roleUser && ROLE_NON_PERSON.has(value.toLowerCase())) continue;
        if (label === "PASSWORD" && PIN_KEY.test(cell.header) && !PIN_VALUE.test(value)) continue;
        if (otpSeed && !OTP_SEED.test(value)) continue;
        add(cell.start, cell.end, label, SCORE_STRONG);
      }
    }

    // the authenticated user of a web server's access log line (Common and Combined Log Format):
    // host, ident, user, [time], "request" ("192.168.10.5 - jsmith [28/Nov/2026:10:00:01 +0000] "GET ...")
    if (wantUser && text.includes(" [")) {
      for (const m of iterate(ACCESS_LOG_USER, text)) {
        const user = m[1]!;
        if (user === "-") continue;
        const start = m.index + m[0].length - user.length;
        add(start, start + user.length, "USERNAME", SCORE_STRONG);
      }
    }

    if (wantUser && text.includes(" /")) {
      for (const m of iterate(W3C_USER, text)) {
        const [start, end] = m.indices![1]!;
        if (m[1] !== "-") add(start, end, "USERNAME", SCORE_STRONG);
      }
    }

    if (wantUser && text.includes("arn:aws")) {
      for (const m of iterate(IAM_USER_ARN, text)) {
        const end = m.index + m[0].length;
        add(end - m[1]!.length, end, "USERNAME", SCORE_STRONG);
      }
    }

    if (wantUser && text.includes("@")) {
      const decorators = new Map<number, boolean>();
      const handles = [...iterate(HANDLE, text)];
      // from the last handle up: each stack of decorators is then read once, from its end
      for (let k = handles.length - 1; k >= 0; k--) isDecorator(text, handles[k]!.index, handles[k]!.index + handles[k]![0].length, decorators);
      for (const m of handles) {
        const name = m[0].slice(1);
        if (NOT_HANDLES.has(name.toLowerCase())) continue;
        const end = m.index + m[0].length;
        if (isDecorator(text, m.index, end, decorators)) continue;
        // a quoted key of JSON-LD or an ELK document ('"@context": ...', '"@timestamp": ...'), read
        // as plain text (a page's script, a log line): syntax, not a handle (tenth exploratory test)
        if ((text[m.index - 1] === '"' || text[m.index - 1] === "'") && /^["'][ \t]*:/.test(text.slice(end, end + 8))) continue;
        add(m.index, end, "USERNAME", hasContext(ctx, m.index, end, SOCIAL_WORDS, 40, 24) ? SCORE_HANDLE_CONTEXT : SCORE_HANDLE);
      }
    }
    if (wantUser && text.includes("\\")) {
      for (const m of iterate(WINDOWS_ACCOUNT, text)) {
        const end = m.index + m[0].length;
        if (hasContext(ctx, m.index, end, ACCOUNT_WORDS, 48, 0)) add(m.index, end, "USERNAME", SCORE_STRONG);
      }
    }
    if (wantUser) {
      for (const m of iterate(POSTED_BY, text)) {
        const handle = m[1]!.replace(/[.-]+$/, "");
        // a plain lower-case word is a handle only in a field ("Posted by: admin"); in prose it is an
        // article or a noun ("publicado por el Banco Central": conll2002_es train)
        if (!/[\d_.]/.test(handle) && (handle !== handle.toLowerCase() || !m[0].includes(":"))) continue;
        if (STOPWORDS.has(handle.toLowerCase()) || !/\p{L}/u.test(handle)) continue;
        const start = m.index + m[0].length - m[1]!.length;
        add(start, start + handle.length, "USERNAME", SCORE_HANDLE_CONTEXT);
      }
    }
    if (wantUser && text.includes("/~")) {
      for (const m of iterate(TILDE_USER, text)) {
        const name = m[1]!.replace(/[.@-]+$/, "");
        if (/\p{L}/u.test(name)) add(m.index + 1, m.index + 1 + name.length, "USERNAME", SCORE_HANDLE_CONTEXT);
      }
    }
    if (wantUser && text.includes("u/")) {
      // "u/o" is clinical shorthand too ("u/o10-15cc", urine output): a bare "u/" counts in a text
      // that speaks of Reddit (a subreddit, the word), "/u/" anywhere
      const reddit = REDDIT_CONTEXT.test(text);
      for (const m of iterate(REDDIT_USER, text)) {
        if (reddit || m[0].startsWith("/")) add(m.index, m.index + m[0].length, "USERNAME", SCORE_HANDLE_CONTEXT);
      }
    }
    return out.sort((a, b) => a.start - b.start);
  },
};

/**
 * A value that stands for a credential without being one (tenth exploratory test, developer
 * documentation): a type in a signature ("def login(user: str, password: str, token:
 * Optional[str] = None)", "username: string") and a reference to a variable or a template's value
 * ("${SMTP_PASSWORD}", "$DB_PASS", "{{ vault_pw }}", "%DB_PASSWORD%"). An all-capital name after "$"
 * only: "$ecret9" may be a password.
 */
export function isTypeOrReference(value: string): boolean {
  return TYPE_NAME.test(value) || REFERENCE.test(value);
}
const TYPE_NAME = /^(?:str|string|int|integer|bool|boolean|float|double|number|bytes|any|unknown|object|char|long|void|None|null|undefined|(?:Optional|Union|List|Dict|Sequence|Mapping|Array|Record|Promise|Set|Map)[[<]\w*[\]>]?)$/;
const REFERENCE = /^(?:\$\{[^}\s]{1,100}\}|\$[A-Z_][A-Z0-9_]*|\{\{|%[A-Za-z_][A-Za-z0-9_]*%)/;

/** After a bare space a value must not read as a word: a digit, a symbol or mixed case. */
export function looksLikeSecret(value: string): boolean {
  return /\d|[^\p{L}\p{N}]/u.test(value) || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value.slice(1)) && /\p{Lu}/u.test(value.slice(1)));
}

/**
 * A letters-only value that no language of ours writes: eight letters or more with five consonants
 * in a row ("jkdxjloqn", "SPVMKEKNXAEI"). A line in one case hides the mixed case that
 * looksLikeSecret asks of a letters-only secret: "PASSWORT LAUTET ZSPWPYQNFY", "kennwort jkdxjloqn,
 * danke" were left in clear (fresh draw 3333, three passwords). Words after a password word are
 * states ("vergessen", "incorrecta", "zurücksetzen"), with three consonants in a row at most.
 */
export function looksGenerated(value: string): boolean {
  return value.length >= 8 && /^\p{L}+$/u.test(value) && /[bcdfghjklmnpqrstvwxzß]{5}/i.test(value);
}

function* iterate(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = regex.exec(text)) !== null) {
    yield m;
    if (m[0].length === 0) regex.lastIndex++;
  }
}

/** Credentials given as command-line options (CLI_PASSWORD_LONG and the rest above), line by line. */
function commandLineCredentials(ctx: DetectContext, wantUser: boolean, add: (start: number, end: number, label: string, score: number) => void): void {
  for (const { start, end } of linesOf(ctx)) {
    const line = { start, text: ctx.text.slice(start, end) };
    const at = (m: RegExpExecArray, group: number): number => line.start + m.index + m[0].lastIndexOf(m[group]!);
    for (const m of iterate(CLI_CURL_USER, line.text)) {
      if (wantUser) add(at(m, 2), at(m, 2) + m[2]!.length, "USERNAME", SCORE_STRONG);
      const pass = line.start + m.index + m[0].indexOf(":" + m[3]!) + 1;
      add(pass, pass + m[3]!.length, "PASSWORD", SCORE_STRONG);
    }
    for (const m of iterate(CLI_PASSWORD_LONG, line.text)) add(at(m, 2), at(m, 2) + m[2]!.length, "PASSWORD", SCORE_STRONG);
    // "-u 1001" (docker run, useradd) is a numeric uid, no user name: such a line is no login, and
    // its "-p" is a port ("docker run -u 1001 -p 8080:80")
    const users = [...iterate(CLI_USER, line.text)].filter((m) => !/^\d+(?::\d+)?$/.test(m[2]!));
    if (users.length > 0) {
      for (const m of iterate(CLI_PASSWORD_SHORT, line.text)) add(at(m, 2), at(m, 2) + m[2]!.length, "PASSWORD", SCORE_STRONG);
      if (wantUser) for (const m of users) add(at(m, 2), at(m, 2) + m[2]!.length, "USERNAME", SCORE_WEAK);
    }
    for (const m of iterate(CLI_MYSQL_GLUED, line.text)) add(at(m, 1), at(m, 1) + m[1]!.length, "PASSWORD", SCORE_STRONG);
    for (const m of iterate(CLI_UPPER_U_USER, line.text)) {
      const userAt = line.start + m.index + m[0].lastIndexOf(m[2]! + (m[3] !== undefined ? `%${m[3]}` : ""));
      if (wantUser) add(userAt, userAt + m[2]!.length, "USERNAME", SCORE_STRONG);
      if (m[3] !== undefined) add(userAt + m[2]!.length + 1, userAt + m[2]!.length + 1 + m[3].length, "PASSWORD", SCORE_STRONG);
    }
    for (const m of iterate(CLI_SSHPASS, line.text)) add(at(m, 2), at(m, 2) + m[2]!.length, "PASSWORD", SCORE_STRONG);
    for (const m of iterate(CLI_CHPASSWD, line.text)) {
      const userAt = line.start + m.index + 1;
      if (wantUser) add(userAt, userAt + m[2]!.length, "USERNAME", SCORE_STRONG);
      add(userAt + m[2]!.length + 1, userAt + m[2]!.length + 1 + m[3]!.length, "PASSWORD", SCORE_STRONG);
    }
    if (wantUser) {
      for (const m of iterate(CLI_USERADD, line.text)) {
        const tokens = [...execAll(/\S+/g, m[1]!)];
        const last = tokens[tokens.length - 1];
        const before = tokens[tokens.length - 2]?.[0];
        if (!last || last[0].startsWith("-") || (before !== undefined && USERADD_VALUE_OPTIONS.has(before)) || !/^[a-z_][a-z0-9_.-]{0,31}\$?$/.test(last[0])) continue;
        if (SYSTEM_USERS.has(last[0])) continue;
        const userAt = line.start + m.index + m[0].length - m[1]!.length + last.index!;
        add(userAt, userAt + last[0].length, "USERNAME", SCORE_STRONG);
      }
    }
  }
}

/** Accounts of the system, not of a person (auth logs, sudo lines, LDIF, key=value logs). */
export const SYSTEM_ACCOUNTS = new Set(
  "root daemon bin sys nobody www-data apache nginx httpd postgres mysql git sshd admin administrator ubuntu ec2-user centos debian pi guest user test ftp mail backup operator syslog _apt systemd-network systemd-resolve owner anonymous superuser member moderator manager".split(" "),
);

/** Accounts of services, not of people: a Dockerfile's "useradd app" names no one. */
const SYSTEM_USERS = new Set(["app", "appuser", "node", "www-data", "nginx", "postgres", "mysql", "redis", "nobody", "daemon", "git", "jenkins", "runner", "builder", "deploy", "service", "worker", "user", "admin", "test", "ubuntu", "debian", "centos"]);
