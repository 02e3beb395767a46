/**
 * Containment, as a property of the whole engine (detectors + shipped model + resolver): a
 * structured value (email, URL, IP, IBAN, phone, username, file path) built with names, places and
 * organisation words inside it, embedded in random context (every case, punctuation, CSV cells,
 * JSON strings, log lines), is reported by `analyze` as one entity covering all of it with its
 * type, and no character of it survives `redact` (process/text with the default markers).
 *
 * The model is what split such values before (its name spans inside an email outscored the email
 * detector), so the engine runs with the shipped model when it is present; without it the property
 * still holds for the detectors alone and the file says so.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { composeIBAN, friendlyFormatIBAN } from "ibantools";
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../../src/engine/engine.js";
import { createNerSource, defaultModelDir, type NerSource } from "../../../src/engine/ner/index.js";
import type { AnalyzeResult, ProcessResult } from "../../../src/contract/types.js";
import type { Engine } from "../../../src/engine/api.js";

const MODEL = defaultModelDir();
const modelPresent = existsSync(join(MODEL, "model.onnx"));
if (!modelPresent) console.warn(`containment property: the shipped model is missing from ${MODEL}; checking the detectors alone`);

const GIVEN = ["john", "maria", "michael", "emma", "lukas", "sofia", "pierre", "giulia", "daan", "ana", "james", "anna"];
const FAMILY = ["smith", "jensen", "jordan", "garcia", "mueller", "dubois", "rossi", "devries", "silva", "brown", "martin"];
const PLACES = ["paris", "berlin", "london", "madrid", "amsterdam", "roma", "lisboa", "texas", "sydney", "toronto"];
const ORGS = ["acme", "google", "siemens", "nba", "barclays", "ikea", "unicef", "deloitte", "nike", "fifa"];
const TLDS = ["com", "org", "de", "es", "fr", "nl", "co.uk", "io", "net"];

const given = fc.constantFrom(...GIVEN);
const family = fc.constantFrom(...FAMILY);
const place = fc.constantFrom(...PLACES);
const org = fc.constantFrom(...ORGS);
const tld = fc.constantFrom(...TLDS);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const capMaybe = (s: fc.Arbitrary<string>) => fc.tuple(s, fc.boolean()).map(([w, c]) => (c ? cap(w) : w));

interface Value {
  text: string;
  type: string;
  /** Whether the value is found in lower or title case only next to its keyword (IBAN). */
  needsCueUnlessAsWritten?: string;
}

const email: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(capMaybe(given), capMaybe(family), org, tld).map(([g, f, o, t]) => `${g}.${f}@${o}.${t}`),
    fc.tuple(given, family, place, tld).map(([g, f, p, t]) => `${g}${f}@${p}.${t}`),
    fc.tuple(given, family, org, place, tld).map(([g, f, o, p, t]) => `${g[0]}.${f}@${o}-${p}.${t}`),
    fc.tuple(family, given, fc.integer({ min: 1, max: 99 }), org, tld).map(([f, g, n, o, t]) => `${f}.${g}${n}@mail.${o}.${t}`),
    fc.tuple(given, place, tld).map(([g, p, t]) => `${g}_${p}@${p}.${t}`),
  )
  .map((text) => ({ text, type: "EMAIL_ADDRESS" }));

const url: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(org, tld, given, family).map(([o, t, g, f]) => `https://www.${o}.${t}/${g}-${f}`),
    fc.tuple(place, org, tld, given, family).map(([p, o, t, g, f]) => `http://${p}.${o}.${t}/team/${g}.${f}`),
    fc.tuple(org, tld, given, family, place).map(([o, t, g, f, p]) => `www.${o}.${t}/people/${g}_${f}?ref=${p}`),
    fc.tuple(org, tld, place, given).map(([o, t, p, g]) => `https://${o}.${t}/${p}/${g}`),
  )
  .map((text) => ({ text, type: "URL" }));

const octet = fc.integer({ min: 1, max: 254 });
/** A host's first octet: not the loopback network (127), which names no one's host (ip-address.ts). */
const firstOctet = fc.integer({ min: 1, max: 253 }).map((n) => (n >= 127 ? n + 1 : n));
const hex = fc.integer({ min: 1, max: 0xffff }).map((n) => n.toString(16));
const ip: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(firstOctet, octet, octet, octet).map((o) => o.join(".")),
    fc.tuple(hex, hex, hex).map(([a, b, c]) => `2001:db8:${a}:${b}::${c}`),
    fc.tuple(hex, hex, hex, hex).map(([a, b, c, d]) => `fe80::${a}:${b}:${c}:${d}`),
  )
  .map((text) => ({ text, type: "IP_ADDRESS" }));

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
/** Valid IBANs whose bank codes are words (LOND, WEST, BERL...) as well as digits. */
const iban: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(fc.constantFrom("LOND", "WEST", "BARC", "MIDL", "PARI"), digits(14)).map(([bank, d]) => composeIBAN({ countryCode: "GB", bban: bank + d })),
    fc.tuple(fc.constantFrom("ABNA", "INGB", "RABO", "AMST"), digits(10)).map(([bank, d]) => composeIBAN({ countryCode: "NL", bban: bank + d })),
    digits(18).map((d) => composeIBAN({ countryCode: "DE", bban: d })),
    digits(16).map((d) => composeIBAN({ countryCode: "AT", bban: d })),
  )
  .filter((x): x is string => x !== null)
  .chain((x) => fc.constantFrom(x, friendlyFormatIBAN(x)!))
  .map((text) => ({ text, type: "BANK_ACCOUNT", needsCueUnlessAsWritten: "IBAN " }));

const PHONE_COUNTRIES: CountryCode[] = ["GB", "DE", "ES", "FR", "NL", "IT", "US", "BR", "AU", "CH", "BE", "AT"];
const phone: fc.Arbitrary<Value> = fc
  .tuple(fc.constantFrom(...PHONE_COUNTRIES), digits(3))
  .map(([country, tail]) => {
    const example = getExampleNumber(country, examples)!;
    const national = example.nationalNumber.slice(0, -3) + tail;
    return parsePhoneNumberFromString(national, country);
  })
  .filter((p) => p?.isValid() === true)
  .map((p) => ({ text: p!.formatInternational(), type: "PHONE_NUMBER" }));

const username: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(given, family).map(([g, f]) => `@${g}_${f}`),
    fc.tuple(place, given).map(([p, g]) => `@${p}${g}`),
    fc.tuple(org, family, fc.integer({ min: 1, max: 999 })).map(([o, f, n]) => `@${o}_${f}${n}`),
  )
  .map((text) => ({ text, type: "USERNAME" }));

const path: fc.Arbitrary<Value> = fc
  .oneof(
    fc.tuple(given, place, family).map(([g, p, f]) => `/home/${g}/${p}/${f}_cv.pdf`),
    fc.tuple(given, org, place).map(([g, o, p]) => `C:\\Users\\${cap(g)}\\Documents\\${cap(o)} ${cap(p)}.docx`),
    fc.tuple(given, org).map(([g, o]) => `~/${g}/${o}/notes.txt`),
    fc.tuple(given, family, place).map(([g, f, p]) => `/Users/${g}.${f}/Desktop/${p}.png`),
    fc.tuple(family, place).map(([f, p]) => `${cap(f)}_${cap(p)}_2023.xlsx`),
  )
  .map((text) => ({ text, type: "FILENAME" }));

const value = fc.oneof(email, url, ip, iban, phone, username, path);

/** Words around the value: prose with names, places and organisations of its own. */
const PHRASES = [
  "", "Contact", "Sent by Maria in Berlin:", "see", "Details for Acme Corp:", "hola, soy Ana de Madrid:",
  "Bitte an Herrn Müller weiterleiten:", "Merci Pierre, voici", "from", "Ref", "and then", "Groeten uit Amsterdam",
];
const phrase = fc.constantFrom(...PHRASES);
const WRAPS: [string, string][] = [["", ""], ["(", ")"], ['"', '"'], ["'", "'"], ["<", ">"], ["[", "]"], ["", "."], ["", ","], ["", ";"], ["", "!"], ["", "?"], ["", ":"]];

type Caser = (s: string) => string;
const CASES: Record<string, Caser> = {
  asWritten: (s) => s,
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  title: (s) => s.replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()),
};

/** The text around a value, as [before, after]. `v` is the value as it stands in that text. */
type Layout = (v: string, words: [string, string], wrap: [string, string]) => { before: string; after: string; escape?: (v: string) => string };
const LAYOUTS: Record<string, Layout> = {
  prose: (_, [a, b], [l, r]) => ({ before: `${a} ${l}`.trimStart(), after: `${r} ${b}`.trimEnd() }),
  csvCell: (_, [a, b]) => ({ before: `id,name,value\n7,${a || "x"},`, after: `,${b || "y"}\n` }),
  csvQuoted: (_, [a]) => ({ before: `7,"${a}","`, after: `",2024\n` }),
  json: (_, [a, b]) => ({ before: `{"note": ${JSON.stringify(a)}, "value": "`, after: `", "after": ${JSON.stringify(b)}}`, escape: (v) => JSON.stringify(v).slice(1, -1) }),
  log: () => ({ before: "2024-03-05T10:12:44Z INFO request from ", after: " handled in 12ms" }),
};

interface Case {
  text: string;
  value: string;
  /** Code-point span of the value in text. */
  start: number;
  end: number;
  type: string;
}

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    value,
    caser: fc.constantFrom(...Object.keys(CASES)),
    layout: fc.constantFrom(...Object.keys(LAYOUTS)),
    words: fc.tuple(phrase, phrase),
    wrap: fc.constantFrom(...WRAPS),
  })
  // Left out: a Windows path inside a raw JSON string, its backslashes escaped ("C:\\\\Users\\\\..."):
  // the filename detector reads only the last segment of it, a detector gap (issue 13) that no
  // resolution rule can close, since the whole path is never a candidate.
  .filter(({ value: v, layout }) => !(layout === "json" && v.text.includes("\\")))
  .map(({ value: v, caser, layout, words, wrap }) => {
    const c = CASES[caser]!;
    const { before, after, escape } = LAYOUTS[layout]!(v.text, words, wrap);
    const written = c(escape ? escape(v.text) : v.text);
    // lower- or title-cased IBANs are read only after their keyword
    const cue = v.needsCueUnlessAsWritten && (caser === "lower" || caser === "title") ? c(v.needsCueUnlessAsWritten) : "";
    const head = c(before) + cue;
    const start = [...head].length;
    return { text: head + written + c(after), value: written, start, end: start + [...written].length, type: v.type };
  });

describe("containment: structured values with names inside stay whole", () => {
  let ner: NerSource | undefined;
  let engine: Engine;
  beforeAll(async () => {
    if (modelPresent) ner = await createNerSource({ modelDir: MODEL, workers: 1, executionProviders: ["cpu"] });
    engine = createEngine({ ner, seed: "containment" });
  });
  afterAll(async () => {
    await ner?.close();
  });

  it("analyze reports one entity of the value's type over all of it, and redact leaves none of it", async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (k) => {
        const [analyzed] = (await engine.analyze({ text: [k.text] })) as [AnalyzeResult];
        const covering = analyzed.entities!.filter((e) => e.location.stt_idx <= k.start && e.location.end_idx >= k.end);
        expect(covering.map((e) => e.best_label)).toEqual([k.type]);

        const [processed] = (await engine.process({ text: [k.text] })) as [ProcessResult];
        const hiding = processed.entities!.filter((e) => e.location.stt_idx <= k.start && e.location.end_idx >= k.end);
        expect(hiding).toHaveLength(1);
        const marker = [...processed.processed_text].slice(hiding[0]!.location.stt_idx_processed, hiding[0]!.location.end_idx_processed).join("");
        expect(marker).toMatch(new RegExp(`^\\[${k.type}_\\d+\\]$`));
        expect(processed.processed_text).not.toContain(k.value);
      }),
      { numRuns: 200, seed: Number(process.env.CONTAINMENT_SEED ?? 1313), endOnFailure: true },
    );
  }, 120_000);
});
