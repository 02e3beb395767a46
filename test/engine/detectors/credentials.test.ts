import { describe, expect, it } from "vitest";
import { credentialsDetector, looksGenerated } from "../../../src/engine/detectors/credentials.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, enabled?: string[]) =>
  credentialsDetector
    .detect(makeDetectContext(text, { enabled }))
    .map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("credentials detector", () => {
  it("gives well-known secret formats a high score without context", () => {
    const [hit] = run("xoxb-1234567890-abcdefghij in the log");
    expect(hit).toMatchObject({ label: "PASSWORD", text: "xoxb-1234567890-abcdefghij" });
    expect(hit!.score).toBeGreaterThanOrEqual(0.95);
  });

  it("reads 'utilisateur', 'utente' and 'gebruiker' as keys before ':' only, and a password key's adjective (tenth exploratory test)", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found("utilisateur : jdupont_75")).toEqual(["USERNAME jdupont_75"]);
    expect(found("utente: mrossi82")).toEqual(["USERNAME mrossi82"]);
    // a support chat's speaker label: words after it, and a user-name key read again after it (eval:realistic)
    expect(found("utente: buongiorno ho perso la password")).toEqual([]);
    expect(found("utente: username gianlu_rm77 email")).toEqual(["USERNAME gianlu_rm77"]);
    expect(found("gebruiker: t.dewit")).toEqual(["USERNAME t.dewit"]);
    expect(found("su contraseña actual es Goya2024")).toEqual(["PASSWORD Goya2024"]);
    expect(found("y la contraseña provisional Sol2025!Temp.")).toEqual(["PASSWORD Sol2025!Temp"]);
    expect(found("mot de passe temporaire : Xk9!pq2L")).toEqual(["PASSWORD Xk9!pq2L"]);
    expect(found("senha provisória: Azul#2024")).toEqual(["PASSWORD Azul#2024"]);
    expect(found("de gebruiker klikt op de knop; l'utilisateur a cliqué; la contraseña nueva no funciona")).toEqual([]);
    // a patient's name after the Portuguese "Utente:" is the model's to read (coreference dev set)
    expect(found("Utente: Manuel Fernandes Costa, 66 anos")).toEqual([]);
    expect(found("Nº de utente: 123456789")).toEqual([]);
  });

  it("takes no type of a signature and no variable or template reference for a credential (tenth exploratory test)", () => {
    const text = 'def login(user: str, password: str, token: Optional[str] = None):\nfunction f(username: string, password: string): void\nsmtp_password: "${MAILROOM_SMTP_PASSWORD}"\nPASSWORD=$DB_PASS\npassword: {{ vault_pw }}\n';
    expect(run(text)).toEqual([]);
    expect(run("password: $ecret9x").map((h) => h.text)).toEqual(["$ecret9x"]);
  });

  it("reads no quoted '@' key of JSON-LD or a log document as a handle (tenth exploratory test)", () => {
    expect(run('{"@context": "https://schema.org", "@type": "Person", \'@timestamp\' : 1}')).toEqual([]);
    expect(run("thanks @jdoe: see you").map((h) => h.text)).toEqual(["@jdoe"]);
  });

  it("reads a quoted lower-case handle after a plain 'user' (tenth exploratory test), not a system account or a label", () => {
    expect(run('Failed login from 185.220.101.4 (Tor exit), user "jthompson".').map((h) => h.text)).toEqual(["jthompson"]);
    expect(run('the user "admin" logged in; the user "Save" button')).toEqual([]);
  });

  it("reads the password of a 'user / password' pair after a login's key (tenth exploratory test)", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found("Router login: admin / Magnolie2025")).toEqual(["PASSWORD Magnolie2025"]);
    expect(found("usuario: mgarcia / Sol2025!Temp")).toEqual(["USERNAME mgarcia", "PASSWORD Sol2025!Temp"]);
    expect(found("user: jdoe / see below; login: jdoe / 2024")).toEqual(["USERNAME jdoe", "USERNAME jdoe"]);
  });

  it("reads such a pair after a word for access without a colon, and a handle after a plain user noun (tenth exploratory test)", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found("Per l'accesso admin / Magnolie2025 sul router.")).toEqual(["PASSWORD Magnolie2025"]);
    expect(found("Zugang admin / Sommer2024! bitte ändern")).toEqual(["PASSWORD Sommer2024!"]);
    expect(found("Log in als gebruiker t.dewit met wachtwoord Welkom01! en wijzig het.")).toEqual(["USERNAME t.dewit", "PASSWORD Welkom01!"]);
    // a page range, a user who is a person, a word: none is a credential
    expect(found("Accesso alla pagina 3 / 4 del manuale; de gebruiker heeft gebeld; l'utente mario ha chiamato")).toEqual([]);
  });

  it("reads a password after Portuguese 'chave', not a Pix key, a car key or a keyword (tenth exploratory test)", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found('A chave "peixe2025" é a mesma do ano passado.')).toEqual(["PASSWORD peixe2025"]);
    expect(found("Chave: Tr0ub4dor&3")).toEqual(["PASSWORD Tr0ub4dor&3"]);
    expect(found("fiz pix de 480 reais pra chave 21987650043; a chave do carro; palavra-chave: privacidade; chave: ana@example.com")).toEqual([]);
  });

  it("reads a password after Spanish 'clave' and a plain space when it looks like a secret, not 'la clave es el equipo'", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found("ver C/ Serrano, 40, Lérida. Clave CNgm%dK6sWFv61, gracias")).toEqual(["PASSWORD CNgm%dK6sWFv61"]);
    expect(found("la clave es el equipo; la clave del éxito")).toEqual([]);
  });

  it("reads a member's id as no user name: a membership number is the account detector's", () => {
    const found = (text: string) => run(text).map((h) => `${h.label} ${text.slice(h.start, h.end)}`);
    expect(found("id,email,member_id,status\n213,j.bosco@web.de,8245-5332,ok")).toEqual([]);
    expect(found("id,member_login,status\n1,jdoe,ok")).toEqual(["USERNAME jdoe"]);
    expect(found("id,member,status\n1,jdoe,ok")).toEqual(["USERNAME jdoe"]);
  });

  it("scores a bare social handle lower than one with social context", () => {
    const [bare] = run("thanks @jdoe42");
    const [social] = run("follow @jdoe42 on instagram");
    expect(bare!.score).toBeGreaterThanOrEqual(0.5);
    expect(social!.score).toBeGreaterThan(bare!.score);
  });

  it("scores a value after ':' or '=' above one after a plain space", () => {
    const [strong] = run("username: jdoe42");
    const [weak] = run("username jdoe42");
    expect(strong!.score).toBeGreaterThan(weak!.score);
  });

  it("takes only the body of a PEM private key", () => {
    const body = "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu";
    const text = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;
    expect(run(text).map((h) => [h.label, h.text])).toEqual([["PASSWORD", body]]);
  });

  it("emits only the enabled types", () => {
    const text = "username: jdoe, password: Hunter2!";
    expect(run(text, ["USERNAME"]).map((h) => h.label)).toEqual(["USERNAME"]);
    expect(run(text, ["PASSWORD"]).map((h) => h.label)).toEqual(["PASSWORD"]);
  });

  it("finds the value after a credential word that was followed by prose", () => {
    expect(run("username and password: x9!Q").map((h) => [h.label, h.text])).toEqual([["PASSWORD", "x9!Q"]]);
  });
});

describe("tokens and HTTP credentials", () => {
  const jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

  it("reads a JSON Web Token whole, without a key before it", () => {
    expect(run(`token in the log: ${jwt} (expired)`).map((h) => [h.label, h.text])).toEqual([["PASSWORD", jwt]]);
  });

  it("keeps a value longer than 128 characters whole after a key (no tail left in clear)", () => {
    const key = "k".repeat(60) + "9".repeat(60) + "Z".repeat(60);
    expect(run(`api_key=${key} next`).map((h) => h.text)).toEqual([key]);
    expect(run(`Authorization: Bearer ${jwt}`).map((h) => h.text)).toEqual([jwt]);
  });

  it("reads the credentials of an Authorization header after any common scheme", () => {
    expect(run("Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQxMjM0NQ==").map((h) => [h.label, h.text])).toEqual([["PASSWORD", "dXNlcm5hbWU6cGFzc3dvcmQxMjM0NQ=="]]);
    expect(run('curl -H "Authorization: Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b" https://api.example.com').map((h) => h.text)).toEqual([
      "9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b",
    ]);
    expect(run('{"headers": {"Proxy-Authorization": "Basic YWxhZGRpbjpvcGVuc2VzYW1l"}}').map((h) => h.text)).toEqual(["YWxhZGRpbjpvcGVuc2VzYW1l"]);
  });

  it("leaves prose about authorization alone", () => {
    expect(run("Authorization: required for every endpoint.")).toEqual([]);
    expect(run("The authorization process is slow.")).toEqual([]);
  });
});

describe("web server access logs", () => {
  it("reads the authenticated user of a Common or Combined Log Format line", () => {
    const line = '192.168.10.5 - jsmith [28/Nov/2026:10:00:01 +0000] "GET / HTTP/1.1" 200 512';
    expect(run(line).map((h) => [h.label, h.text])).toEqual([["USERNAME", "jsmith"]]);
  });
  it("leaves the '-' of an anonymous request alone", () => {
    expect(run('10.0.0.1 - - [28/Nov/2026:10:00:02 +0000] "GET / HTTP/1.1" 200 5')).toEqual([]);
  });

  it.each([
    ["a domain account", "2024-10-04 07:15:40 10.20.1.5 GET /hr/search.aspx q=%C3%96zlem+Arslan&dept=Buchhaltung 443 CORP\\oarslan 10.20.3.44 Mozilla/5.0 - 200 0 0 312", "CORP\\oarslan"],
    ["a query with spaces, as the encoded view reads it", "2024-10-04 07:15:40 10.20.1.5 GET /hr/search.aspx q=Özlem Arslan&dept=Buchhaltung 443 CORP\\oarslan 10.20.3.44 Mozilla/5.0 - 200 0 0 312", "CORP\\oarslan"],
    ["no query, a plain user, IPv6", "2024-10-04 07:13:02 10.20.1.5 POST /api/auth/token - 443 jsmith 2a02:810d:4b3f::7a0b okhttp/4.12.0 - 200 0 0 54", "jsmith"],
  ])("reads the cs-username field of an IIS (W3C) log line (eighth exploratory test: %s left in clear)", (_case, line, user) => {
    expect(run(line).map((h) => [h.label, h.text])).toEqual([["USERNAME", user]]);
  });

  it("leaves the '-' of an anonymous IIS request, and a line whose field after the port is followed by no address", () => {
    expect(run("2024-10-04 07:16:11 10.20.1.5 GET /favicon.ico - 443 - 10.20.3.44 Mozilla/5.0 - 404 0 2 1")).toEqual([]);
    expect(run("2024-10-04 07:16:11 10.20.1.5 GET /favicon.ico - 443 HTTP/1.1 Mozilla/5.0 - 404 0 2 1")).toEqual([]);
  });
});

describe("credentials on a command line", () => {
  const found = (text: string) => run(text).map((h) => [h.label, h.text]);
  it("reads the user and password options of a login", () => {
    expect(found("docker login -u deployer -p s3cr3tT0ken registry.example.com")).toEqual([
      ["USERNAME", "deployer"],
      ["PASSWORD", "s3cr3tT0ken"],
    ]);
    expect(found("mysql -u root -pS3cr3tPw -h db.internal")).toEqual([
      ["USERNAME", "root"],
      ["PASSWORD", "S3cr3tPw"],
    ]);
    expect(found("psql --username=app --password=hunter2xyz -h db")).toEqual([
      ["USERNAME", "app"],
      ["PASSWORD", "hunter2xyz"],
    ]);
    expect(found("curl -u alice:Wonderland42 https://api.example.com")).toEqual([
      ["USERNAME", "alice"],
      ["PASSWORD", "Wonderland42"],
    ]);
  });
  it("leaves -p as a port alone where no user is given", () => {
    expect(found("ssh -p 2222 deploy@10.0.0.1")).toEqual([]);
    expect(found("docker run -p 8080:80 nginx")).toEqual([]);
  });
  it("reads an IAM user's name in its ARN, not a role's", () => {
    expect(found("arn:aws:iam::123456789012:user/eng/jdoe")).toEqual([["USERNAME", "jdoe"]]);
    expect(found("arn:aws:iam::123456789012:role/AdminRole")).toEqual([]);
  });
  it("reads a private key's body cut short in a log", () => {
    expect(found("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq98...\n-----END RSA PRIVATE KEY-----")).toEqual([["PASSWORD", "MIIEowIBAAKCAQEA7bq98..."]]);
  });
});

describe("password hashes in modular crypt format", () => {
  it.each([
    "$2y$10$JQl.uoPxXFZ2exOr6FORyNKNQjUUyQYm9beNsVHi/EpZuxpxvztJV",
    "$6$rounds=5000$saltsalt$QWERTYUIOPASDFGHJKLZXCVBNMqwertyuiopasdfghjklz",
    "$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG",
    // shorter than the algorithm's own body, as test data and cut logs have them (sixth exploratory test)
    "$2b$12$KIXQJ5zE3yQ9Jd8nF0rS7eWvT1uA2bC3dE4fG5hI6jK7lM8nO9pQ",
    "$6$rounds=5000$saltsalt$Jp3kZ8qW1xYvB7nM2cR5tL9aE4sD6fG0hJ",
    "$1$saltsalt$qjXMvbEw8oaL.CzflDugX/",
    "$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/",
    "$y$j9T$F5Jx5fExrKuJdxuzmV6Ce0$iXh7.gBG9jW3vU5q0bS8u5h6eMRl7yJ4MtK6yD0C1d9",
    "pbkdf2_sha256$600000$abcdEFGH1234$Zm9vYmFyYmF6cXV4cXV1eGZvb2Jhcg==",
    "pbkdf2:sha256:600000$Xy12Ab34$9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "scrypt:32768:8:1$Xy12Ab34$9f86d081884c7d659a2feaa0c55ad015a3bf",
  ])("%s is a PASSWORD on its own", (hash) => {
    const text = `stored ${hash} yesterday`;
    expect(run(text).map((c) => [c.label, text.slice(c.start, c.end)])).toEqual([["PASSWORD", hash]]);
  });
  it("takes no price or a short dollar run for one", () => {
    expect(run("it costs $2 and $10 each")).toEqual([]);
    expect(run("$1 $2 $5 and $12 were the prices; $6$ is not a hash")).toEqual([]);
  });
});

describe("Reddit users", () => {
  it("reads u/name in a text about Reddit, and /u/name anywhere", () => {
    expect(run("**u/throwaway_m4w_pdx** · posted in r/PortlandPersonals").map((c) => [c.label, c.text])).toEqual([["USERNAME", "u/throwaway_m4w_pdx"]]);
    expect(run("thanks /u/spez for the gold").map((c) => [c.label, c.text])).toEqual([["USERNAME", "/u/spez"]]);
  });
  it("takes no clinical u/o and no path segment for one", () => {
    expect(run("u/o10-15cc overnight")).toEqual([]);
    expect(run("posted in r/linux: see src/u/test_file")).toEqual([]);
  });
});

describe("keys, secrets and tokens named by the last part of a configuration key", () => {
  it.each([
    ["api:\n  dhl_key: 7kPq2RmX9vZt4WcN8yLb3HsF\n", "7kPq2RmX9vZt4WcN8yLb3HsF"],
    ["application_key = K004mP8xT2vQn6Rz0YwL4sJb9HcE1uGf", "K004mP8xT2vQn6Rz0YwL4sJb9HcE1uGf"],
    ["WEBHOOK_SECRET=whsec_9f8A7b6C5d4E3f2G1h0J", "whsec_9f8A7b6C5d4E3f2G1h0J"],
  ])("%s", (text, secret) => {
    expect(run(text).map((c) => [c.label, c.text])).toEqual([["PASSWORD", secret]]);
  });
  it("takes no words under a sort or cache key, and no public key", () => {
    expect(run("sort_key: created_at_timestamp_2024")).toEqual([]);
    expect(run("cache_key = user-profile-v2-20240301")).toEqual([]);
    expect(run("public_key: AAAAB3NzaC1yc2EAAAADAQABAAABAQ")).toEqual([]);
  });
});

describe("Windows accounts and forum authors", () => {
  const users = (text: string) =>
    credentialsDetector.detect(makeDetectContext(text)).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));
  it("takes DOMAIN\\user after an account word", () => {
    expect(users("RRHH-07   Usuario Windows: GRUPOLANTERO\\florca   IP: 10.1.30.57")).toEqual(["GRUPOLANTERO\\florca"]);
    expect(users("An account was logged on. Account Name: CORP\\jsmith")).toEqual(["CORP\\jsmith"]);
  });
  it("takes no escape sequence, registry path or account-less DOMAIN\\word", () => {
    expect(users("login failed: ERROR\\nCaused by timeout")).toEqual([]);
    expect(users("user key HKLM\\SOFTWARE\\Microsoft\\Windows")).toEqual([]);
    expect(users("see NOTES\\readme for details")).toEqual([]);
  });
  it("takes a handle after 'posted by' in seven languages, not a name or an article", () => {
    expect(users("Posté par : titou_du_44  |  Inscrit depuis 2019")).toEqual(["titou_du_44"]);
    expect(users("posted by xX_gamer_Xx 3 hours ago")).toEqual(["xX_gamer_Xx"]);
    expect(users("Posted by: admin")).toEqual(["admin"]);
    expect(users("posted by Sarah on Monday")).toEqual([]);
    expect(users("Cambio de divisas publicado por el Banco Central Europeo")).toEqual([]);
  });
});

describe("a password told in the past tense", () => {
  const secrets = (text: string) =>
    credentialsDetector.detect(makeDetectContext(text)).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));
  it("is read after 'era', 'war', 'était', 'foi' as after 'was'", () => {
    expect(secrets("ok guarda la vecchia password era Roma2023!! se ti serve")).toEqual(["Roma2023!!"]);
    expect(secrets("das Passwort war Sommer2020")).toEqual(["Sommer2020"]);
    expect(secrets("le mot de passe était Soleil#12")).toEqual(["Soleil#12"]);
    expect(secrets("a senha foi Brasil2022")).toEqual(["Brasil2022"]);
  });
  it("but a word after it is no secret", () => {
    expect(secrets("la clave era importante para todos")).toEqual([]);
  });
});

describe("access codes", () => {
  const secrets = (text: string) =>
    credentialsDetector.detect(makeDetectContext(text)).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));
  it("are secrets after their label, in the seven languages (a prescription's dispensing codes too)", () => {
    expect(secrets("Código de acesso e dispensa: 730512      Código de direito de opção: 8846")).toEqual(["730512", "8846"]);
    expect(secrets("access code: 730512")).toEqual(["730512"]);
    expect(secrets("code d'accès : 4821A")).toEqual(["4821A"]);
  });
  it("not a word after the label", () => {
    expect(secrets("the access code is required at the gate")).toEqual([]);
  });
});

describe("a key with an empty value", () => {
  it("takes nothing from the next line (before: 'API_KEY=' took 'DEBUG=true' as the secret)", () => {
    expect(run("API_KEY=\nDEBUG=true\nSECRET_TOKEN=\nexport PATH=/usr/bin")).toEqual([]);
    expect(run("password:\n  hostname: web01")).toEqual([]);
    expect(run("API_KEY=k8Fj2LmQ9xZ\nDEBUG=true").map((c) => c.text)).toEqual(["k8Fj2LmQ9xZ"]);
  });
});

describe("a field named for a secret or a user after a qualifier (configuration names)", () => {
  const inField = (field: string, text: string) =>
    credentialsDetector.detect(makeDetectContext(text, { field })).map((c) => [c.label, text.slice(c.start, c.end)]);

  it("reads DB_PASSWORD, smtp_password, MYSQL_ROOT_PASSWORD, github_token, db_user as the password or user name field they are", () => {
    expect(inField("DB_PASSWORD", "Winter2024!")).toEqual([["PASSWORD", "Winter2024!"]]);
    expect(inField("config.smtp_password", "hunter2")).toEqual([["PASSWORD", "hunter2"]]);
    expect(inField("MYSQL_ROOT_PASSWORD", "s3cr3t")).toEqual([["PASSWORD", "s3cr3t"]]);
    expect(inField("github_token", "ghp_abc123")).toEqual([["PASSWORD", "ghp_abc123"]]);
    expect(inField("db_user", "app_rw")).toEqual([["USERNAME", "app_rw"]]);
  });

  it("leaves fields whose last word is no such word, or an ambiguous one, alone", () => {
    expect(inField("password_hint", "rosebud")).toEqual([]);
    expect(inField("boarding_pass", "AB123")).toEqual([]);
    expect(inField("office_pin", "12")).toEqual([]);
    expect(inField("sort_key", "a1")).toEqual([]);
  });
});

describe("a password in French guillemets (third exploratory test)", () => {
  const found = (text: string) => credentialsDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

  it("takes the value inside « », with or without the inner spaces, not the opening guillemet (before: '«' redacted, the password in clear)", () => {
    expect(found("Votre mot de passe est « Azerty!92 »")).toEqual([["PASSWORD", "Azerty!92"]]);
    expect(found("mot de passe : «Azerty!92»")).toEqual([["PASSWORD", "Azerty!92"]]);
    expect(found("mot de passe : « Azerty!92 » puis")).toEqual([["PASSWORD", "Azerty!92"]]);
  });
});

describe("more command lines (fourth exploratory test: left in clear)", () => {
  const found = (text: string) => credentialsDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

  it("reads psql's and smbclient's -U, sshpass's -p, chpasswd's user:password and useradd's login", () => {
    expect(found("psql -U mdesouza -h db.internal -W")).toEqual([["USERNAME", "mdesouza"]]);
    expect(found("smbclient //fs01/share -U EXAMPLE\\\\ahmadi.farzaneh%Spring2024!")).toEqual([
      ["USERNAME", "EXAMPLE\\\\ahmadi.farzaneh"],
      ["PASSWORD", "Spring2024!"],
    ]);
    expect(found("sshpass -p 'Hunter2-Again' ssh bastion")).toEqual([["PASSWORD", "Hunter2-Again"]]);
    expect(found('RUN useradd -u 1001 -m rkovacevic && echo "rkovacevic:Winter2024!" | chpasswd')).toEqual([
      ["USERNAME", "rkovacevic"],
      ["USERNAME", "rkovacevic"],
      ["PASSWORD", "Winter2024!"],
    ]);
  });

  it("leaves a numeric uid, a service account and an option's value alone", () => {
    expect(found("docker run -u 1001 -p 8080:80 img")).toEqual([]);
    expect(found("RUN useradd -m -s /bin/bash app")).toEqual([]);
    expect(found("useradd -g staff")).toEqual([]);
  });
});

describe("door, gate, alarm and key safe codes (fourth exploratory test: left in clear)", () => {
  const found = (text: string) => credentialsDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

  it("are secrets like a PIN: digits (a keypad's '#'), or a digicode's digits and letters", () => {
    expect(found("key safe code is 4471, wifi pw: KensalRise!2024")).toEqual([["PASSWORD", "4471"], ["PASSWORD", "KensalRise!2024"]]);
    expect(found("the door code is 1984#")).toEqual([["PASSWORD", "1984#"]]);
    expect(found("Digicode : 4B21")).toEqual([["PASSWORD", "4B21"]]);
  });

  it("need a code's shape: words after the key are no code", () => {
    expect(found("the door code is important")).toEqual([]);
    expect(found("PIN ABCD")).toEqual([]);
  });
});

describe("source code and system accounts (fifth exploratory test)", () => {
  const users = (text: string) => credentialsDetector.detect(makeDetectContext(text)).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));
  it("a decorator or annotation above a definition is no handle; @mentions on their own lines still are", () => {
    expect(users("@dataclass\nclass Foo:\n    x: int")).toEqual([]);
    expect(users('@dataclass(frozen=True)\n@total_ordering\nclass Foo(Base):\n    pass')).toEqual([]);
    expect(users('    @app.route("/x")\n    def index():')).toEqual([]);
    expect(users("@Override\npublic void run() {}")).toEqual([]);
    expect(users("@maria\nthanks for the update")).toEqual(["@maria"]);
    expect(users("@jdoe\n@asmith\nplease review")).toEqual(["@jdoe", "@asmith"]);
    expect(users("@jdoe\nopen the door")).toEqual(["@jdoe"]);
  });

  it("USER=root in a sudo line is the system's account", () => {
    expect(users("sudo: mfernandes : TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/usr/bin/id")).toEqual([]);
    expect(users("user=akowalski42")).toEqual(["akowalski42"]);
  });
});

describe("a field named for the Authorization header (sixth exploratory test: JSON and HAR headers leaked)", () => {
  const inField = (text: string, field: string) =>
    credentialsDetector.detect(makeDetectContext(text, { field })).map((c) => [c.label, text.slice(c.start, c.end)]);
  it("reads the credentials after the scheme, the field's whole value", () => {
    expect(inField("Basic ZGFuaWVsLmJhdWVyOkdlaGVpbTEyMyE=", "Authorization")).toEqual([["PASSWORD", "ZGFuaWVsLmJhdWVyOkdlaGVpbTEyMyE="]]);
    expect(inField("Bearer 8f14e45fceea167a5a36dedd4bea2543", "request.headers.Proxy-Authorization")).toEqual([["PASSWORD", "8f14e45fceea167a5a36dedd4bea2543"]]);
  });
  it("takes no sentence in a field so named, and no value of another field", () => {
    expect(inField("see the docs for how to sign requests", "authorization")).toEqual([]);
    expect(inField("Basic ZGFuaWVsLmJhdWVyOkdlaGVpbTEyMyE=", "description")).toEqual([]);
  });
});

describe("credentials without a 'password:' label (sixth exploratory test)", () => {
  const labelled = (text: string) => run(text).map((c) => [c.label, c.text]);
  it("reads a login call's string arguments", () => {
    expect(labelled('smtp.login("jsmith@smithconsulting.net", "Bluebird!1987")')).toEqual([["PASSWORD", "Bluebird!1987"]]);
    expect(labelled('requests.get(url, auth=("admin", "S3cr3t!pw"))')).toEqual([
      ["USERNAME", "admin"],
      ["PASSWORD", "S3cr3t!pw"],
    ]);
    expect(labelled("client.authenticate('svc_backup', 'Tr0ub4dor&3')")).toEqual([
      ["USERNAME", "svc_backup"],
      ["PASSWORD", "Tr0ub4dor&3"],
    ]);
  });
  it("takes no variables and no connect(host, port)", () => {
    expect(labelled("conn.login(user, password)")).toEqual([]);
    expect(labelled('db.connect("localhost", "5432")')).toEqual([]);
  });
  it("reads German compound password words", () => {
    // (the login too: an initial and a family name, nameBuiltHandle)
    expect(labelled("Login lvogt, Erstpasswort Start#2024Lv")).toEqual([["USERNAME", "lvogt"], ["PASSWORD", "Start#2024Lv"]]);
    expect(labelled("Initialpasswort: Wk8#pq2Lm")).toEqual([["PASSWORD", "Wk8#pq2Lm"]]);
    expect(labelled("Ihr WLAN-Kennwort lautet Qx7!mm2")).toEqual([["PASSWORD", "Qx7!mm2"]]);
  });
});

describe("a setting's status after a password word (seventh exploratory test, F35)", () => {
  const labelled = (text: string) => run(text).map((c) => [c.label, c.text]);
  it("takes no 'deprecated' from MySQL's warning about its password plugin", () => {
    expect(labelled("[Warning] [MY-013360] [Server] Plugin mysql_native_password reported: 'mysql_native_password' is deprecated and will be removed")).toEqual([]);
    expect(labelled("(using password: YES)")).toEqual([]);
  });
  it("still reads a password after 'is'", () => {
    expect(labelled("the db password is Kx9!deprecated")).toEqual([["PASSWORD", "Kx9!deprecated"]]);
  });
});

describe("one-time-password seeds and AWS secret keys (seventh exploratory test, F5)", () => {
  const labelled = (text: string, field?: string) =>
    credentialsDetector.detect(makeDetectContext(text, field ? { field } : {})).map((c) => [c.label, text.slice(c.start, c.end)]);
  it("reads a TOTP seed under a password manager's totp column, and under otp, 2fa or mfa fields", () => {
    const bitwarden =
      "name,login_uri,login_username,login_password,login_totp\nJira,https://x.atlassian.net,nk,c7Wq!pLz2#rT9vXa,JBSWY3DPEHPK3PXP\n";
    expect(labelled(bitwarden)).toContainEqual(["PASSWORD", "JBSWY3DPEHPK3PXP"]);
    expect(labelled("JBSWY3DPEHPK3PXP", "totp")).toEqual([["PASSWORD", "JBSWY3DPEHPK3PXP"]]);
    expect(labelled("GEZDGNBVGY3TQOJQ", "account.2fa")).toEqual([["PASSWORD", "GEZDGNBVGY3TQOJQ"]]);
    expect(labelled("k3Xq9TzR2mWp7LvN", "mfa")).toEqual([["PASSWORD", "k3Xq9TzR2mWp7LvN"]]);
  });
  it("takes no setting or flag under such a name", () => {
    expect(labelled("enabled", "2fa")).toEqual([]);
    expect(labelled("true", "mfa")).toEqual([]);
    expect(labelled("user,2fa\njdoe,yes\n").filter(([label]) => label === "PASSWORD")).toEqual([]);
  });
  it("reads a 40-character secret access key after 'secret' or a few words after its key id", () => {
    expect(labelled("Access key AKIAZ7QW3RT5YU8IOP2D secret 9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT")).toEqual([
      ["PASSWORD", "AKIAZ7QW3RT5YU8IOP2D"],
      ["PASSWORD", "9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT"],
    ]);
    expect(labelled("AKIAZ7QW3RT5YU8IOP2D / 9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT")).toEqual([
      ["PASSWORD", "AKIAZ7QW3RT5YU8IOP2D"],
      ["PASSWORD", "9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT"],
    ]);
  });
  it("takes no hash after 'secret', and no 40 characters far from any key id", () => {
    expect(labelled("secret 3f786850e387550fdab836ed7e6dc881de23001b")).toEqual([]);
    expect(labelled("The build log wrote 9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT as its cache id")).toEqual([]);
  });
  it("returns on a key id followed by a row of dashes and a secret on the next line (review: exponential backtracking)", () => {
    // with overlapping word and separator classes this line took hours; a vitest timeout would fail it
    const text = `AKIAIOSFODNN7EXAMPLE ${"-".repeat(120)} (rotated)\n9dK2mXp7Lq4RtY8vWz1BnC5sHjE3uFgA6oPiQ0rT`;
    expect(labelled(text).map(([, value]) => value)).toEqual(["AKIAIOSFODNN7EXAMPLE"]);
  });
});

describe("Wi-Fi keys and passwords written in groups (seventh exploratory test, F6)", () => {
  const passwords = (text: string) => run(text).filter((c) => c.label === "PASSWORD").map((c) => c.text);
  it("takes a value of equal groups whole, to the line's end or the field's closing quote", () => {
    expect(passwords("SSID: FRITZ!Box 7590 KS\nPasswort: 8831 2294 0172 5561 3398\n")).toEqual(["8831 2294 0172 5561 3398"]);
    expect(passwords("App password: abcd efgh ijkl mnop")).toEqual(["abcd efgh ijkl mnop"]);
    expect(passwords('"WLAN Zuhause","Passwort: 5566 7788 9900"')).toEqual(["5566 7788 9900"]);
  });
  it("reads Wi-Fi key labels in our languages", () => {
    expect(passwords("WLAN-Schlüssel: 8831 2294 0172 5561 3398")).toEqual(["8831 2294 0172 5561 3398"]);
    expect(passwords("Netzwerkschlüssel: Kx7mQ2pLz9")).toEqual(["Kx7mQ2pLz9"]);
    expect(passwords("WPA2 key: Kx7mQ2pLz9")).toEqual(["Kx7mQ2pLz9"]);
    expect(passwords("clé WPA : 7F3A 99C2 1B4E")).toEqual(["7F3A 99C2 1B4E"]);
    expect(passwords("Clave WiFi: Xq9!mmP2")).toEqual(["Xq9!mmP2"]);
    expect(passwords("Wi-Fi password: 5566 7788 9900")).toEqual(["5566 7788 9900"]);
  });
  it("takes no words of a sentence or a note after the value, and no more than a PIN after 'PIN'", () => {
    expect(passwords("Password: hunter2 (do not share)")).toEqual(["hunter2"]);
    expect(passwords("password: Start#2024 was sent by mail")).toEqual(["Start#2024"]);
    expect(passwords("kennwort: abc def ghi")).toEqual(["abc"]);
    expect(passwords("PIN 1234 5678 9012")).toEqual(["1234"]);
    expect(passwords("WPA key: not set")).toEqual([]);
  });
});

describe("a user's space in a relative link (eighth exploratory test, F21: the account name in clear)", () => {
  const users = (text: string) => run(text).filter((c) => c.label === "USERNAME").map((c) => c.text);
  it.each([
    ['<a href="/display/~bukola.adeyemi">Bukola Adeyemi</a>', ["bukola.adeyemi"]],
    ["see /users/~jdoe, then /spaces/~l.rossi?src=sidebar.", ["jdoe", "l.rossi"]],
    ["<a href='/~mstahl/cv.html'>CV</a>", ["mstahl"]],
  ])("reads the name after '/~': %s", (text, expected) => {
    expect(users(text)).toEqual(expected);
  });

  it("leaves a home directory, a number and a segment that goes on", () => {
    expect(users("cd ~/notes; cost /~50% and a/~b%c")).toEqual([]);
  });
});

describe("code after a password key (ninth exploratory test, F17: 'hashPassword(input' read as the password)", () => {
  const passwords = (text: string) => run(text).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));
  it("takes no call or expression for a literal", () => {
    expect(passwords("const row = { password: hashPassword(input) };")).toEqual([]);
    expect(passwords('  await db.insert("users", { ...u, password: await bcrypt.hash(pw, 10) });')).toEqual([]);
    expect(passwords("password: new Secret(x)")).toEqual([]);
  });
  it("keeps a literal, brackets in it too", () => {
    expect(passwords("password: Pa55(word)!")).toEqual(["Pa55(word)!"]);
    expect(passwords('password: "hashPassword(input)"')).toEqual(["hashPassword(input)"]);
  });
});

describe("a user field's short number (ninth exploratory test, F20: a Django fixture's 'user: 1' became a USERNAME)", () => {
  const users = (text: string, field?: string) =>
    credentialsDetector.detect(makeDetectContext(text, field !== undefined ? { field } : {})).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));
  it("is a key or a count, not a user name", () => {
    expect(users("  fields:\n    user: 1\n    owner: 42\n")).toEqual([]);
    expect(users("[a]\nuser = 12\n")).toEqual([]);
    expect(users("7", "user")).toEqual([]);
    expect(users("id;username;status\n1;1042;ok")).toEqual([]);
  });
  it("a longer number, or one with letters, still is", () => {
    expect(users("user: 12345")).toEqual(["12345"]);
    expect(users("user: jdoe1")).toEqual(["jdoe1"]);
    expect(users("id;username;status\n1;jdoe;ok")).toEqual(["jdoe"]);
  });
});

describe("no user name from an outcome or a message (ninth exploratory test, F23: a clean CloudTrail log and a message file failed --fail-on-pii)", () => {
  const users = (text: string, field?: string) =>
    credentialsDetector.detect(makeDetectContext(text, field !== undefined ? { field } : {})).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));
  it("reads no state under a user field, and no first word of an i18n message", () => {
    expect(users("Failure", "responseElements.ConsoleLogin")).toEqual([]);
    expect(users("login: success")).toEqual([]);
    expect(users("welcome.user=Hello {0}, welcome back!")).toEqual([]);
  });
  it("still reads a user name there", () => {
    expect(users("jdoe", "responseElements.ConsoleLogin")).toEqual(["jdoe"]);
    expect(users("user=jdoe pass=x")).toEqual(["jdoe"]);
  });
});

describe("letters-only passwords where the line's case says nothing (fresh draw 3333)", () => {
  const values = (text: string) => run(text).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));
  it("takes a value no language writes after a password word without a colon, or after a verb", () => {
    expect(values("hallo,\n\nkennwort jkdxjloqn, danke")).toEqual(["jkdxjloqn"]);
    expect(values("CONTRASEÑA SPVMKEKNXAEI, GRACIAS")).toEqual(["SPVMKEKNXAEI"]);
    expect(values("PASSWORT LAUTET ZSPWPYQNFY\nTEL.: 0043 1 9735621")).toEqual(["ZSPWPYQNFY"]);
  });
  it("leaves the words that follow a password word in such lines", () => {
    expect(values("PASSWORT VERGESSEN, BITTE HILFE")).toEqual([]);
    expect(values("kennwort zurücksetzen bitte")).toEqual([]);
    expect(values("LA CONTRASEÑA ES INCORRECTA")).toEqual([]);
    // the shape alone decides: a rare word with five consonants in a row passes too (a known limit)
    expect(looksGenerated("strengths")).toBe(true);
    expect(looksGenerated("vergessen")).toBe(false);
  });
});
