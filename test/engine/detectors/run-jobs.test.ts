/**
 * runDetectorJobs (a model worker's batch, detector by detector across its texts) must give each
 * text exactly what runDetectorJob gives it alone.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ENABLED_TYPES } from "../../../src/contract/catalog.js";
import { runDetectorJob, runDetectorJobs } from "../../../src/engine/detectors/run.js";

const ALL = [...DEFAULT_ENABLED_TYPES];
const TEXTS = [
  "Dear Dr. Anna Schmidt, patient John O'Neil (DOB 04/12/1978, SSN 123-45-6789) was seen at St. Mary's Hospital in Boston, MA 02115.",
  "Call +1 415-555-0132 or write to john.oneil@example.com; IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111.",
  "Herr Müller wohnt in der Hauptstraße 5, 10115 Berlin. Telefon 089 12345678. Er ist Krankenpfleger und hat Diabetes.",
  "name;email;phone\nJane Doe;jane@example.org;+44 20 7946 0958\nPiet Bakker;piet@example.nl;06 12345678",
  "password: hunter2-Secret! and user name: j.doe_42 logged in as fgarcia.",
  "",
  "no personal information here at all",
];

describe("runDetectorJobs", () => {
  it("gives every text the candidates runDetectorJob gives it alone, in the same order", () => {
    const jobs = [
      { enabled: ALL, language: "en" },
      { enabled: ALL },
      { enabled: ALL, language: "de", locale: "de-DE" },
      { enabled: ALL, field: "notes" },
      { enabled: ["USERNAME", "PASSWORD", "PHONE_NUMBER"], language: "en" },
      { enabled: ALL, language: "en" },
      { enabled: ["EMAIL_ADDRESS"] },
    ];
    const items = TEXTS.map((text, i) => ({ text, job: jobs[i]! }));
    const together = runDetectorJobs(items);
    const alone = items.map(({ text, job }) => runDetectorJob(text, job));
    expect(together).toEqual(alone);
    expect(alone.flat().length).toBeGreaterThan(15);
  });

  it("answers null for a text without a job and keeps the others in place", () => {
    const job = { enabled: ALL, language: "en" };
    const out = runDetectorJobs([null, { text: TEXTS[1]!, job }, null]);
    expect(out[0]).toBeNull();
    expect(out[2]).toBeNull();
    expect(out[1]).toEqual(runDetectorJob(TEXTS[1]!, job));
  });

  it("finds the same in a text met twice in one batch", () => {
    const job = { enabled: ALL, language: "en" };
    const out = runDetectorJobs([{ text: TEXTS[0]!, job }, { text: TEXTS[0]!, job }]);
    expect(out[0]).toEqual(out[1]);
    expect(out[0]).toEqual(runDetectorJob(TEXTS[0]!, job));
  });
});
