/**
 * Adversarial inputs (part of `npm run bench`): every detector on long runs that make a regex
 * backtrack, timed alone. A detector whose time grows with the square of the input shows here
 * long before a user's 500,000-character request runs into the server's timeout. Found this way
 * (2026-11-29): the duration detector's number pattern tried every start inside a digit run, 1.2 s
 * for 30,000 digits (the CLI took 7-9 s on a 90 KB file of digits); bounded, it takes a few ms.
 *
 * Prints, per input, the slowest detectors and their time at two sizes: linear code takes about
 * 4x as long at 4x the size.
 */
import { DEFAULT_DETECTORS } from "../src/engine/detectors/registry.js";
import { makeDetectContext } from "../src/engine/detectors/make-context.js";
import { markupSyntax } from "../src/engine/text/markup-syntax.js";
import { encodedView } from "../src/engine/text/encoded-view.js";

const INPUTS: Record<string, (n: number) => string> = {
  "one digit repeated": (n) => "1".repeat(n),
  "digits": (n) => Array.from({ length: n }, (_, i) => String((i * 7) % 10)).join(""),
  "numbers and commas": (n) => Array.from({ length: Math.ceil(n / 5) }, (_, i) => `${100 + i},`).join("").slice(0, n),
  "numbers and spaces": (n) => Array.from({ length: Math.ceil(n / 4) }, (_, i) => `${i % 1000} `).join("").slice(0, n),
  "letters": (n) => "a".repeat(n),
  "capitalised words": (n) => Array.from({ length: Math.ceil(n / 6) }, () => "Abcde ").join("").slice(0, n),
  "dots and digits": (n) => Array.from({ length: Math.ceil(n / 2) }, (_, i) => `${i % 10}.`).join("").slice(0, n),
  // SQL statements whose tuples run into the next statement, and a CREATE TABLE that never closes
  "chained SQL inserts": (n) => ("CREATE TABLE t (a int, b int);\n" + "INSERT INTO t VALUES (1,2),(".repeat(Math.ceil(n / 28))).slice(0, n),
  "unclosed CREATE TABLE": (n) => ("CREATE TABLE t (a int, b int\n" + "INSERT INTO t VALUES (1,2);".repeat(Math.ceil(n / 27))).slice(0, n),
  // a row of blanks with no label after it (column-entity's form fields), an AWS key id before a
  // long row of dashes (credentials), unclosed markup declarations (markup syntax, below): review
  // of 2026-11-29, all three quadratic or worse before their fix
  "blanks then a colon": (n) => " ".repeat(n - 1) + ":",
  "key id then dashes": (n) => ("AKIAIOSFODNN7EXAMPLE " + "-".repeat(120) + "\n").repeat(Math.ceil(n / 142)).slice(0, n),
  // a bank word before every country code and read-out run (spoken-id's IBAN runs)
  "iban read out": (n) => "iban d e vier vier ab cd ".repeat(Math.ceil(n / 25)).slice(0, n),
};
/** Inputs for the markup-syntax scan that runs before the resolver on every text (text/markup-syntax.ts). */
const MARKUP_INPUTS: Record<string, (n: number) => string> = {
  "unclosed <?xml": (n) => "<?xml".repeat(Math.ceil(n / 5)).slice(0, n),
  "unclosed <!DOCTYPE": (n) => "<!DOCTYPE ".repeat(Math.ceil(n / 10)).slice(0, n) + "\n>",
  "open tags, one close": (n) => "<a b ".repeat(Math.ceil(n / 5)).slice(0, n - 1) + ">",
};
/**
 * Inputs for the encoded view that runs before the detectors on every text (text/encoded-view.ts):
 * its base64 query values are decoded and searched for an address.
 */
const ENCODED_INPUTS: Record<string, (n: number) => string> = {
  "one long query value": (n) => ("GET /x?t=" + "QUJD".repeat(Math.ceil(n / 4))).slice(0, n),
  "base64 query values": (n) => "&u=bHVjaWEuZ2FyY2lhLmxvcGV6QGdtYWlsLmNvbQ==".repeat(Math.ceil(n / 44)).slice(0, n),
  // a form-encoded value of many "+": each one's lookbehind scanned back to the "=" (review)
  "form spaces in a long value": (n) => ("GET /s q=" + "a+".repeat(Math.ceil(n / 2))).slice(0, n),
};
const SIZES = [25_000, 100_000];

function timeDetectors(text: string): Map<string, number> {
  const ctx = makeDetectContext(text, {});
  const times = new Map<string, number>();
  for (const d of DEFAULT_DETECTORS) {
    const t0 = performance.now();
    d.detect(ctx);
    times.set(d.name, performance.now() - t0);
  }
  return times;
}

console.log(`\npathological inputs: every detector alone, ${SIZES.map((s) => s.toLocaleString("en-US")).join(" and ")} characters`);
for (const [name, make] of Object.entries(INPUTS)) {
  timeDetectors(make(1000)); // warm-up
  const [small, large] = SIZES.map((n) => timeDetectors(make(n)));
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const slowest = [...large!].sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(
    `${name}: all detectors ${total(small!).toFixed(0)} ms -> ${total(large!).toFixed(0)} ms; slowest at ${SIZES[1]!.toLocaleString("en-US")}: ` +
      slowest.map(([d, ms]) => `${d} ${ms.toFixed(0)} ms (${small!.get(d)!.toFixed(0)} ms at ${SIZES[0]!.toLocaleString("en-US")})`).join(", "),
  );
}

console.log(`\npathological inputs: markup syntax, ${SIZES.map((s) => s.toLocaleString("en-US")).join(" and ")} characters`);
for (const [name, make] of Object.entries(MARKUP_INPUTS)) {
  const times = SIZES.map((size) => {
    const text = make(size);
    const t0 = performance.now();
    markupSyntax(text);
    return performance.now() - t0;
  });
  console.log(`  ${name.padEnd(24)} ${times.map((t) => `${t.toFixed(1)} ms`).join(" -> ")}`);
}

console.log(`\npathological inputs: encoded view, ${SIZES.map((s) => s.toLocaleString("en-US")).join(" and ")} characters`);
for (const [name, make] of Object.entries(ENCODED_INPUTS)) {
  const times = SIZES.map((size) => {
    const text = make(size);
    const t0 = performance.now();
    encodedView(text);
    return performance.now() - t0;
  });
  console.log(`  ${name.padEnd(24)} ${times.map((t) => `${t.toFixed(1)} ms`).join(" -> ")}`);
}
