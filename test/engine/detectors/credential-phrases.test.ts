import { describe, expect, it } from "vitest";
import { credentialPhrasesDetector } from "../../../src/engine/detectors/credential-phrases.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) => credentialPhrasesDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("credential-phrases: authentication logs", () => {
  it("takes a quoted value without its quotes, and no reference to a variable (tenth exploratory test: a YAML line lost its quotes)", () => {
    const text = '  POSTGRES_PASSWORD: "Tr1cic10!"\n  SMTP_PASSWORD: "${MAILROOM_SMTP_PASSWORD}"\n';
    expect(found(text)).toEqual([["PASSWORD", "Tr1cic10!"]]);
  });

  it("reads the user of sshd, PAM, login and sudo lines (before: in clear)", () => {
    expect(found("Nov 29 sshd[812]: Accepted publickey for asmith from 10.0.0.7 port 40022 ssh2")).toEqual([["USERNAME", "asmith"]]);
    expect(found("sshd[9]: Failed password for invalid user jdoe from 203.0.113.9 port 22")).toEqual([["USERNAME", "jdoe"]]);
    expect(found("pam_unix(sshd:session): session opened for user tkowalski by (uid=0)")).toEqual([["USERNAME", "tkowalski"]]);
    expect(found("web: logged in as tkowalski")).toEqual([["USERNAME", "tkowalski"]]);
    expect(found("sudo:  m.rossi : TTY=pts/0 ; PWD=/home ; USER=root ; COMMAND=/bin/ls")).toEqual([["USERNAME", "m.rossi"]]);
  });

  it("leaves system accounts, roles and articles, which identify nobody", () => {
    expect(found("session opened for user root by (uid=0)")).toEqual([]);
    expect(found("Accepted publickey for ubuntu from 10.0.0.7")).toEqual([]);
    expect(found("I logged in as an administrator")).toEqual([]);
    expect(found("signed in as a guest, then logged in as the owner")).toEqual([]);
  });
});

describe("credential-phrases: a service as the label", () => {
  it("reads handles after Skype, GitHub, Discord and the like", () => {
    expect(found("Skype: kasia.wisniewska")).toEqual([["USERNAME", "kasia.wisniewska"]]);
    expect(found("GitHub: octo-lena, Discord: lenaS#4821")).toEqual([
      ["USERNAME", "octo-lena"],
      ["USERNAME", "lenaS#4821"],
    ]);
    expect(found("Telegram: kasia_w\nok")).toEqual([["USERNAME", "kasia_w"]]);
  });

  it("leaves words of a sentence, statuses and numbers", () => {
    expect(found("Skype: call me tomorrow")).toEqual([]);
    expect(found("This week on twitter : 24 new followers")).toEqual([]);
    expect(found("Steam: offline\nXbox: online\nSignal: Excellent\n")).toEqual([]);
  });
});

describe("credential-phrases: a noun, some words, then the value", () => {
  it("reads handle-shaped user names in several languages", () => {
    expect(found("Usuario en la app: mariajo_fr.")).toEqual([["USERNAME", "mariajo_fr"]]);
    expect(found("Mon identifiant client est emarchand84.")).toEqual([["USERNAME", "emarchand84"]]);
    expect(found("O meu utilizador no portal é jpantunes75.")).toEqual([["USERNAME", "jpantunes75"]]);
    expect(found("username in the app: mariajo_fr")).toEqual([["USERNAME", "mariajo_fr"]]);
  });

  it("leaves plain words, versions and host names after a user noun", () => {
    expect(found("Mon identifiant client est perdu.")).toEqual([]);
    expect(found("The username you chose is taken.")).toEqual([]);
    expect(found("Login page: portal.example.com")).toEqual([]);
    expect(found("Login: v2.3.1")).toEqual([]);
    expect(found("username on the portal: portal.example.com")).toEqual([]);
  });

  it("reads a password that ends the sentence, not prose about one", () => {
    expect(found("the new password for the wifi is correcthorsebatterystaple")).toEqual([["PASSWORD", "correcthorsebatterystaple"]]);
    expect(found("Das neue Passwort für das WLAN ist Sommer2024!")).toEqual([["PASSWORD", "Sommer2024!"]]);
    expect(found("the password for the account is required.")).toEqual([]);
    expect(found("your password is incorrect.")).toEqual([]);
    expect(found("the password for the wifi is on the fridge.")).toEqual([]);
    for (const prose of ["Your password is important.", "The password policy is straightforward.", "The password is case-sensitive.", "La clave es fundamental.", "Het wachtwoord is onveilig."]) {
      expect(found(prose), prose).toEqual([]);
    }
  });
});

describe("credential-phrases: environment variables as a name and a value", () => {
  it("reads the value of a secret's name in a Kubernetes manifest or one JSON object (before: in clear)", () => {
    expect(found('env:\n  - name: DB_PASSWORD\n    value: "Pl4inT3xtPw!"\n')).toEqual([["PASSWORD", "Pl4inT3xtPw!"]]);
    expect(found("  - name: API_TOKEN\n    value: tok_9f8e7d6c5b4a3210")).toEqual([["PASSWORD", "tok_9f8e7d6c5b4a3210"]]);
    expect(found('[{"name":"DB_PASSWORD","value":"Pl4inT3xtPw!"}]')).toEqual([["PASSWORD", "Pl4inT3xtPw!"]]);
  });

  it("reads a manifest with Windows line breaks, without the carriage return (before: in clear)", () => {
    expect(found("env:\r\n  - name: DB_PASSWORD\r\n    value: Pl4inT3xtPw!\r\n  - name: X\r\n")).toEqual([["PASSWORD", "Pl4inT3xtPw!"]]);
    expect(found('  - name: API_TOKEN\r\n    value: "tok_9f8e7d6c5b4a3210"\r\n')).toEqual([["PASSWORD", "tok_9f8e7d6c5b4a3210"]]);
  });

  it("leaves other variables and references to a secret", () => {
    expect(found("  - name: LOG_LEVEL\n    value: debug")).toEqual([]);
    expect(found("  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: x")).toEqual([]);
  });
});

describe("credential-phrases: cookies", () => {
  it("reads session values of a Cookie or Set-Cookie header, not short flags (before: in clear)", () => {
    expect(found("Cookie: sid=s%3AK8Jd92jLmQ0pWx.7hGfT2yPqRz; csrftoken=Xy7Pq2Lm9Nk4Rt6Vb8Wz")).toEqual([
      ["PASSWORD", "s%3AK8Jd92jLmQ0pWx.7hGfT2yPqRz"],
      ["PASSWORD", "Xy7Pq2Lm9Nk4Rt6Vb8Wz"],
    ]);
    expect(found('{"name": "Cookie", "value": "x"}\n"cookie": "sessionid=abc123def456ghi789jkl; theme=dark"')).toEqual([["PASSWORD", "abc123def456ghi789jkl"]]);
    expect(found("Set-Cookie: lang=de; consent=yes; Path=/")).toEqual([]);
  });
});

describe("a password in French guillemets after a phrase", () => {
  it("takes the value inside « » (before: in clear)", () => {
    const text = "Votre mot de passe provisoire est « Azerty!92 ».";
    expect(credentialPhrasesDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end))).toEqual(["Azerty!92"]);
  });
});

describe("user names in the auth-log lines of more daemons (third exploratory test)", () => {
  const users = (text: string) => credentialPhrasesDetector.detect(makeDetectContext(text)).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));

  it("reads systemd-logind, systemd, Dovecot, su, passwd, useradd, cron, vsftpd, openvpn and web-application lines (before: in clear)", () => {
    const lines: [string, string][] = [
      ["systemd-logind[812]: New session 42 of user fgarcia.", "fgarcia"],
      ["systemd[1]: Started Session 42 of User fgarcia.", "fgarcia"],
      ["dovecot: imap-login: Login: user=<p.novak>, method=PLAIN", "p.novak"],
      ["dovecot: imap(p.novak)<3321><abc>: Disconnected", "p.novak"],
      ["su[4412]: (to root) mkowalski on pts/1", "mkowalski"],
      ["passwd[4420]: pam_unix(passwd:chauthtok): password changed for ewilson", "ewilson"],
      ["useradd[4430]: new user: name=tnguyen, UID=1005, GID=1005", "tnguyen"],
      ["CRON[4440]: (lbianchi) CMD (run-parts /etc/cron.hourly)", "lbianchi"],
      ["vsftpd[5500]: [akumar] OK LOGIN: Client \"1.2.3.4\"", "akumar"],
      ["openvpn[600]: jschmidt/203.0.113.8:51234 MULTI: Learn", "jschmidt"],
      ['nextcloud: "message":"Login failed: lfischer (Remote IP: 10.0.0.1)"', "lfischer"],
      ["gitea[900]: Failed authentication attempt for hbauer from 10.0.0.1:51122", "hbauer"],
      ["jenkins[500]: Login attempt failed for user kfranke", "kfranke"],
      ['slapd[700]: conn=1001 op=0 BIND dn="uid=jweber,ou=people,dc=example,dc=com"', "jweber"],
    ];
    for (const [line, user] of lines) expect(users(line), line).toEqual([user]);
  });

  it("leaves system accounts alone", () => {
    expect(users("CRON[4440]: (root) CMD (run-parts /etc/cron.hourly)")).toEqual([]);
    expect(users("su[4412]: (to postgres) root on pts/1")).toEqual([]);
  });
});

describe("secrets in shell and configuration forms (third exploratory test)", () => {
  const secrets = (text: string) => credentialPhrasesDetector.detect(makeDetectContext(text)).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));

  it("reads environment variables named for a secret, password options and .NET appSettings (before: in clear)", () => {
    expect(secrets("export PGPASSWORD='Z!ppy2026'")).toEqual(["Z!ppy2026"]);
    expect(secrets("PGPASSWORD=Z!ppy2026 psql -h db -U app")).toEqual(["Z!ppy2026"]);
    expect(secrets("MYSQLPWD=hunter22")).toEqual(["hunter22"]);
    expect(secrets("redis-cli -a R3disPa55 ping")).toEqual(["R3disPa55"]);
    expect(secrets('command: ["--requirepass", "R3disPa55"]')).toEqual(["R3disPa55"]);
    expect(secrets("mysqldump --password=S3cret! db")).toEqual(["S3cret!"]);
    expect(secrets('<add key="SmtpPassword" value="Mail!2026pw" />')).toEqual(["Mail!2026pw"]);
  });

  it("leaves settings about a secret, and references to one, alone", () => {
    expect(secrets("API_TOKEN_TTL=3600")).toEqual([]);
    expect(secrets("DB_PASSWORD_FILE=/run/secrets/db")).toEqual([]);
    expect(secrets("export PGPASSWORD=$(cat /run/secrets/pg)")).toEqual([]);
    expect(secrets("export PATH=/usr/bin")).toEqual([]);
  });
});

describe("the comment of an OpenSSH public key (third exploratory test: left in clear)", () => {
  const KEY = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";

  it("reads the user@host or single-token comment as the key owner's user name", () => {
    expect(found(`ssh-ed25519 ${KEY} konstantin.petrov@laptop-kp`)).toEqual([["USERNAME", "konstantin.petrov@laptop-kp"]]);
    expect(found(`from="10.0.0.0/8" ssh-rsa ${KEY}== jdoe\nnext line`)).toEqual([["USERNAME", "jdoe"]]);
  });

  it("leaves system accounts and keys without a comment alone", () => {
    expect(found(`ssh-rsa ${KEY} root@server`)).toEqual([]);
    expect(found(`ssh-ed25519 ${KEY}`)).toEqual([]);
  });
});

describe("more account lines and services (fifth exploratory test)", () => {
  const users = (text: string) => credentialPhrasesDetector.detect(makeDetectContext(text)).filter((c) => c.label === "USERNAME").map((c) => text.slice(c.start, c.end));
  it("the account a sudo'd account tool works on, usermod's message, a Snap or Insta handle", () => {
    expect(users("sudo: mfernandes : TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/usr/bin/passwd mfernandes")).toEqual(["mfernandes", "mfernandes"]);
    expect(users("COMMAND=/usr/sbin/usermod -aG docker jdoe42\nnext")).toEqual(["jdoe42"]);
    expect(users("COMMAND=/usr/bin/passwd root")).toEqual([]);
    expect(users("usermod[4242]: changed user 'lucia.moreno' information")).toEqual(["lucia.moreno"]);
    expect(users("Snap: conor_galway_87")).toEqual(["conor_galway_87"]);
    expect(users("ig: fine thanks")).toEqual([]);
  });
});

describe("one-time codes (fifth exploratory test: a forwarded SMS code in clear)", () => {
  const codes = (text: string) => credentialPhrasesDetector.detect(makeDetectContext(text)).filter((c) => c.label === "PASSWORD").map((c) => text.slice(c.start, c.end));
  it("after a verification or security word in our languages, or with the warning not to share it", () => {
    expect(codes("Your Revolut code is 482913. Do not share it.")).toEqual(["482913"]);
    expect(codes("Ihr Bestätigungscode lautet 120934")).toEqual(["120934"]);
    expect(codes("verification code: 551203")).toEqual(["551203"]);
    expect(codes("Tu código de verificación es 883201")).toEqual(["883201"]);
  });

  it("not an error code, a zip code or a voucher", () => {
    expect(codes("error code is 5001 in the log")).toEqual([]);
    expect(codes("zip code is 90210")).toEqual([]);
    expect(codes("Use code 1234 at checkout")).toEqual([]);
  });
});

describe("a field named for the Cookie header (sixth exploratory test: JSON and HAR headers leaked)", () => {
  const inField = (text: string, field: string) =>
    credentialPhrasesDetector.detect(makeDetectContext(text, { field })).map((c) => [c.label, text.slice(c.start, c.end)]);
  it("reads its session values as a Cookie header's", () => {
    expect(inField("PHPSESSID=k2j3h4g5f6d7s8a9; theme=dark", "Cookie")).toEqual([["PASSWORD", "k2j3h4g5f6d7s8a9"]]);
    expect(inField("sid=s%3AK8Jd92kfLq0aZ1x; Path=/; HttpOnly", "headers.set-cookie")).toEqual([["PASSWORD", "s%3AK8Jd92kfLq0aZ1x"]]);
  });
  it("takes nothing from a field of another name", () => {
    expect(inField("PHPSESSID=k2j3h4g5f6d7s8a9; theme=dark", "note")).toEqual([]);
  });
});

describe("database servers' login messages (seventh exploratory test, F12 and F35)", () => {
  it("reads the user of PostgreSQL's and MySQL's authentication messages", () => {
    expect(found('2025-05-06 09:14:02.131 CEST [48211] FATAL:  password authentication failed for user "hbauer"')).toEqual([["USERNAME", "hbauer"]]);
    expect(found('2025-05-06 09:14:03.514 CEST [48230] FATAL:  role "m.keller" does not exist')).toEqual([["USERNAME", "m.keller"]]);
    expect(found("2025-05-06 09:15:40.002 CEST [48301] LOG:  connection authorized: user=jdoe database=shop application_name=psql")).toEqual([["USERNAME", "jdoe"]]);
    expect(found("2025-05-06T10:05:31.447012Z 118 [Note] [MY-010926] [Server] Access denied for user 'lfontaine'@'172.18.0.5' (using password: YES)")).toEqual([["USERNAME", "lfontaine"]]);
  });

  it("leaves the servers' own accounts and MySQL's password flag", () => {
    expect(found('FATAL:  password authentication failed for user "postgres"')).toEqual([]);
    expect(found("[Server] Access denied for user 'root'@'localhost' (using password: YES)")).toEqual([]);
    expect(found("connection authorized: user=postgres database=postgres")).toEqual([]);
    expect(found('FATAL:  database "hbauer_shop" does not exist')).toEqual([]);
  });

  it("keeps a closing bracket that the password does not open out of it", () => {
    expect(found("(temporary password: Qx7!mm2Lp)")).toEqual([["PASSWORD", "Qx7!mm2Lp"]]);
    expect(found("the new password is Ab(12)cd9")).toEqual([["PASSWORD", "Ab(12)cd9"]]);
    // a closer that nothing before it on the line opens is the password's own (review)
    expect(found("Mein Passwort lautet: Xk9#mq2Lz)")).toEqual([["PASSWORD", "Xk9#mq2Lz)"]]);
  });
});

describe("a messenger's name and a handle after a plain space (eval:realistic)", () => {
  it("reads the handle", () => {
    expect(found("hmu on insta @caleb.outdoors.pdx or snap calebw.hikes. If we vibe")).toEqual([
      ["USERNAME", "caleb.outdoors.pdx"],
      ["USERNAME", "calebw.hikes"],
    ]);
    expect(found("add me on snap john_doe92")).toEqual([["USERNAME", "john_doe92"]]);
  });
  it("not a word after the name, nor a host name", () => {
    expect(found("I use snap peas in soups; telegram web.telegram.org; snap mia.photo")).toEqual([]);
  });
});
