/**
 * Generated text with planted PII for benchmarks: English support-ticket prose with an
 * identifier every sentence or two (emails, phones, cards, IBANs, SSNs, dates, IPs, URLs, money).
 * Deterministic for a given seed, so runs compare.
 */
import { Faker, en } from "@faker-js/faker";

const TEMPLATES: ((f: Faker) => string)[] = [
  (f) => `Customer ${f.person.fullName()} wrote in about order ${f.string.numeric(6)} and asked us to call back on ${f.phone.number({ style: "national" })}.`,
  (f) => `Please send the invoice to ${f.internet.email()} before ${f.date.future().toLocaleDateString("en-US")}.`,
  () => `The card on file is 4111 1111 1111 1111, expiring 09/27, and the refund goes back to it.`,
  () => `Wire the balance to IBAN GB82 WEST 1234 5698 7654 32 and quote the reference in the memo field.`,
  (f) => `Her SSN was given as ${f.helpers.arrayElement(["123-45-6789", "219-09-9999", "457-55-5462"])} during verification, which should never happen over chat.`,
  (f) => `Login attempts came from ${f.internet.ipv4()} and ${f.internet.ipv6()} within a few minutes of each other.`,
  (f) => `The agent linked the help article at ${f.internet.url()} and closed the ticket at ${f.number.int({ min: 1, max: 12 })}:${String(f.number.int({ min: 10, max: 59 }))} pm.`,
  (f) => `We agreed on a goodwill credit of $${f.number.int({ min: 10, max: 900 })}.${f.string.numeric(2)} after the delivery was late by ${f.number.int({ min: 2, max: 9 })} days.`,
  (f) => `${f.lorem.sentence()} The team reviewed the logs again and found nothing unusual in the nightly export job.`,
  () => `Nothing personal in this sentence: the weather was mild, the release shipped on time and everyone went home early.`,
];

export function plantedText(chars: number, seed = 42): string {
  const f = new Faker({ locale: [en] });
  f.seed(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const s = f.helpers.arrayElement(TEMPLATES)(f);
    parts.push(s);
    length += s.length + 1;
  }
  return parts.join(" ").slice(0, chars);
}
