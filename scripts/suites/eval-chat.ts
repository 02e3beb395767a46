/**
 * npm run eval:chat [-- --no-model] [-- --file F] [-- --verbose] [-- --only with|without]
 *
 * Speaker labels of chat transcripts (fixtures/chat-speakers/transcripts.txt, hand-written in
 * seven languages and many chat layouts): how many of the labels that name a person (a name or a
 * handle) the engine leaves in clear, and how many role labels ("Agent", "Kundenservice", "mum")
 * it redacts, each transcript analysed as one text with every type on, as the suites do. Printed
 * twice, with the chat-speaker detector and without it (the engine before it), per language and
 * per layout. --verbose lists the missed labels and flagged roles with their transcript ids (the
 * fixture's invented names; never other input).
 *
 * Fixture format: "### <id> | <lang> | <format>" starts a transcript; a label is marked
 * [[surface|TYPE]] (TYPE a person type or USERNAME, or ROLE for a label that is no personal data);
 * lines starting with "#" (but not "###") are comments.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { AnalyzeResult } from "../../src/contract/types.js";
import { DEFAULT_DETECTORS } from "../../src/engine/detectors/registry.js";
import { createEngine } from "../../src/engine/engine.js";
import { OffsetMap } from "../../src/engine/text/offsets.js";
import { loadDefaultNer } from "../eval/ner.js";
import { SUITE_TYPES } from "./lib/engine.js";
import { parseTranscripts, type Transcript } from "./chat/transcripts.js";

const { values } = parseArgs({
  options: {
    file: { type: "string", default: "fixtures/chat-speakers/transcripts.txt" },
    "no-model": { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    only: { type: "string" },
  },
});

interface Counts {
  persons: number;
  personsInClear: number;
  personsPartly: number;
  roles: number;
  rolesFlagged: number;
}

const zero = (): Counts => ({ persons: 0, personsInClear: 0, personsPartly: 0, roles: 0, rolesFlagged: 0 });

async function run(transcripts: Transcript[], withChatSpeaker: boolean, ner: Awaited<ReturnType<typeof loadDefaultNer>>) {
  const detectors = withChatSpeaker ? DEFAULT_DETECTORS : DEFAULT_DETECTORS.filter((d) => d.name !== "chat-speaker");
  const engine = createEngine({ ner, detectors, seed: "eval-chat" });
  const total = zero();
  const byLang = new Map<string, Counts>();
  const byFormat = new Map<string, Counts>();
  const errors: string[] = [];
  for (const t of transcripts) {
    const [result] = (await engine.analyze({ text: [t.text], entity_detection: { entity_types: [{ type: "ENABLE", value: SUITE_TYPES }] } })) as [AnalyzeResult];
    const map = new OffsetMap(t.text);
    const covered = new Uint8Array(t.text.length);
    for (const e of result.entities) covered.fill(1, map.toUtf16(e.location.stt_idx), map.toUtf16(e.location.end_idx));
    for (const l of t.labels) {
      let on = 0;
      for (let i = l.start; i < l.end; i++) on += covered[i]!;
      const counts = [total, get(byLang, t.lang), get(byFormat, t.format)];
      for (const c of counts) {
        if (l.type === "ROLE") {
          c.roles++;
          if (on > 0) c.rolesFlagged++;
        } else {
          c.persons++;
          if (on === 0) c.personsInClear++;
          else if (on < l.end - l.start) c.personsPartly++;
        }
      }
      if (l.type === "ROLE" && on > 0) errors.push(`${t.id}: role flagged "${l.text}"`);
      if (l.type !== "ROLE" && on < l.end - l.start) errors.push(`${t.id}: ${on === 0 ? "in clear" : "partly"} "${l.text}" (${l.type})`);
    }
  }
  // not engine.close(): it would close the model shared by both readings
  return { total, byLang, byFormat, errors };
}

function get(m: Map<string, Counts>, k: string): Counts {
  let c = m.get(k);
  if (!c) m.set(k, (c = zero()));
  return c;
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(1)} %`);
const row = (name: string, c: Counts) =>
  `| ${name} | ${c.persons} | ${pct(c.personsInClear, c.persons)} | ${pct(c.personsPartly, c.persons)} | ${c.roles} | ${pct(c.rolesFlagged, c.roles)} |`;

const transcripts = parseTranscripts(readFileSync(values.file!, "utf8"));
const ner = values["no-model"] ? undefined : await loadDefaultNer();
console.log(`${transcripts.length} transcripts, model ${ner ? "on" : "off"}`);
for (const withChat of values.only === "with" ? [true] : values.only === "without" ? [false] : [false, true]) {
  const r = await run(transcripts, withChat, ner);
  console.log("");
  console.log(`### ${withChat ? "with" : "without"} the chat-speaker detector`);
  console.log("| set | person labels | in clear | partly in clear | role labels | roles redacted |");
  console.log("|---|---:|---:|---:|---:|---:|");
  console.log(row("all", r.total));
  for (const [k, c] of [...r.byLang].sort()) console.log(row(`lang ${k}`, c));
  for (const [k, c] of [...r.byFormat].sort()) console.log(row(`format ${k}`, c));
  if (values.verbose) for (const e of r.errors) console.error(e);
}
await (ner as { close?: () => Promise<void> } | undefined)?.close?.();
