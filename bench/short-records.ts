/**
 * Short NDJSON records for `npm run bench:batch`, about 360 bytes a line, deterministic for a seed:
 *
 * - "tickets" (the default): {"id", "channel", "text"}, the text two to four sentences of the
 *   same generated support-ticket prose with planted PII as `npm run bench`'s 10 KB documents
 *   (bench/corpus.ts), so the two figures differ by record size only.
 * - "export": a CRM/chat export, {"id", "ts", "channel", "user": {"name", "email"}, "subject",
 *   "message"}: six string fields a record, four of them a few characters long and dense in PII
 *   (a timestamp, a name, an email). Value pools come from one seeded Faker, records combine them
 *   with a seeded PRNG (fast enough for hundreds of MB).
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { Faker, en } from "@faker-js/faker";
import { plantedText } from "./corpus.js";

export type RecordShape = "tickets" | "export";

interface Pools {
  name: string[];
  email: string[];
  phone: string[];
  city: string[];
  street: string[];
  date: string[];
  ip: string[];
  digits: string[];
  ref: string[];
  sentence: string[];
}

function pools(seed: number, size = 4096): Pools {
  const f = new Faker({ locale: [en] });
  f.seed(seed);
  const many = (make: () => string): string[] => Array.from({ length: size }, make);
  return {
    name: many(() => f.person.fullName()),
    email: many(() => f.internet.email().toLowerCase()),
    phone: many(() => f.phone.number({ style: "national" })),
    city: many(() => f.location.city()),
    street: many(() => f.location.streetAddress()),
    date: many(() => f.date.future().toLocaleDateString("en-US")),
    ip: many(() => f.internet.ipv4()),
    digits: many(() => f.string.numeric(6)),
    ref: many(() => f.string.alphanumeric(8).toUpperCase()),
    sentence: many(() => f.lorem.sentence()),
  };
}

type Pick = (list: readonly string[]) => string;

const MESSAGES: ((p: Pools, pick: Pick) => string)[] = [
  (p, x) => `Hi, I still have not received order ${x(p.digits)}. Can someone call me back on ${x(p.phone)} this afternoon?`,
  (p, x) => `Please send the invoice to ${x(p.email)} instead of my work address, the old one is no longer read by anyone.`,
  () => `The card ending 1111 was charged twice. Full number is 4111 1111 1111 1111, please refund one of the two payments.`,
  (p, x) => `My colleague ${x(p.name)} will pick up the parcel at the ${x(p.city)} depot on ${x(p.date)}.`,
  (p, x) => `Login from ${x(p.ip)} was not me. I changed my password but the session is still open on my phone.`,
  (p, x) => `${x(p.sentence)} The app keeps crashing when I open the settings page after the last update.`,
  () => `Thanks, the delivery arrived this morning and everything was in the box. You can close the ticket.`,
  (p, x) => `I moved to ${x(p.street)}, ${x(p.city)}. Please update the shipping address on my account.`,
  (p, x) => `Wire the refund to IBAN GB82 WEST 1234 5698 7654 32, reference ${x(p.ref)}.`,
  () => `The tracking page says delivered but nothing was left at the door or with the neighbours. What can I do now?`,
];

const SUBJECTS = ["Order not received", "Refund", "Address change", "Account access", "Billing question", "Delivery problem", "App crash"];
const CHANNELS = ["chat", "email", "phone", "web"];

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ShortRecord {
  id: number;
  ts: string;
  channel: string;
  user: { name: string; email: string };
  subject: string;
  message: string;
}

export interface TicketRecord {
  id: number;
  channel: string;
  text: string;
}

/** Endless ticket records: bench/corpus.ts prose cut at sentence ends into texts of about 340 characters. */
export function* ticketRecords(seed = 7): Generator<TicketRecord> {
  const random = prng(seed);
  let id = 0;
  for (let chunk = 0; ; chunk++) {
    const sentences = plantedText(1_000_000, seed * 1000 + chunk).split(/(?<=[.!?]) (?=[A-Z])/);
    sentences.pop(); // cut mid-sentence by plantedText's length limit
    let text = "";
    for (const sentence of sentences) {
      text = text === "" ? sentence : `${text} ${sentence}`;
      if (text.length >= 280) {
        yield { id: ++id, channel: CHANNELS[Math.floor(random() * CHANNELS.length)]!, text };
        text = "";
      }
    }
  }
}

/** Endless export records, the same sequence for the same seed. */
export function* shortRecords(seed = 7): Generator<ShortRecord> {
  const p = pools(seed);
  const random = prng(seed);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)]!;
  const t0 = Date.UTC(2025, 0, 1);
  for (let id = 1; ; id++) {
    // one to three sentences, so lengths vary as in a real export (about 360 bytes a line)
    const sentences = 1 + Math.floor(random() * 3);
    const message = Array.from({ length: sentences }, () => MESSAGES[Math.floor(random() * MESSAGES.length)]!(p, pick)).join(" ");
    yield {
      id,
      ts: new Date(t0 + id * 37_000).toISOString(),
      channel: pick(CHANNELS),
      user: { name: pick(p.name), email: pick(p.email) },
      subject: pick(SUBJECTS),
      message,
    };
  }
}

export interface ShortRecordsStats {
  records: number;
  bytes: number;
  /** UTF-16 length of every string field but "id" (what `pii redact` analyses by default). */
  textChars: number;
}

/** The analysed characters of a record: every string field but "id" (what `pii redact` analyses by default). */
function textChars(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (value === null || typeof value !== "object") return 0;
  let n = 0;
  for (const [key, v] of Object.entries(value)) if (key !== "id") n += textChars(v);
  return n;
}

/** Write records until the file holds at least `minBytes`; returns what was written. */
export async function writeShortRecords(path: string, minBytes: number, shape: RecordShape = "tickets", seed = 7): Promise<ShortRecordsStats> {
  const out = createWriteStream(path);
  const stats: ShortRecordsStats = { records: 0, bytes: 0, textChars: 0 };
  let buffer = "";
  const records: Iterable<object> = shape === "tickets" ? ticketRecords(seed) : shortRecords(seed);
  for (const r of records) {
    const line = JSON.stringify(r);
    stats.textChars += textChars(r);
    stats.records += 1;
    stats.bytes += Buffer.byteLength(line) + 1;
    buffer += `${line}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, "drain");
      buffer = "";
    }
    if (stats.bytes >= minBytes) break;
  }
  out.end(buffer);
  await once(out, "finish");
  return stats;
}
