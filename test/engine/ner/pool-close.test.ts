/**
 * close() while a batch is running resolves, and the process stays up until it has: the result
 * of the batch in flight had unref'd the retiring worker, so a process with nothing else to do
 * exited with close() still pending (found in review, 2026-11-29). Run in a child process, where
 * nothing but the pool holds the event loop (vitest's own handles would hide the bug).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../../scratch.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

describe("NerPool.close() during a batch", () => {
  it("resolves before the process ends", () => {
    const dir = scratchDir("pool-close");
    const src = (p: string) => pathToFileURL(join(ROOT, "src/engine/ner", p)).href;
    const script = join(dir, "close.mts");
    writeFileSync(
      script,
      `import { NerPool } from ${JSON.stringify(src("pool.ts"))};
import { onnxPathOf, loadModel } from ${JSON.stringify(src("model.ts"))};
import { featurize, MAX_CHARS } from ${JSON.stringify(src("featurize.ts"))};
import { tokenize } from ${JSON.stringify(src("tokenize.ts"))};
const dir = ${JSON.stringify(join(ROOT, "fixtures/ner/tiny-model"))};
const model = loadModel(dir);
const pool = await NerPool.create({ onnxPath: onnxPathOf(dir), executionProviders: ["cpu"], workers: 1, decodeModelDir: dir });
const toks = tokenize("John");
const f = featurize(toks, model.vocab);
const run = pool.run([{ wordIds: f.wordIds, charIds: f.charIds, caseIds: f.caseIds, distinctRow: f.distinctRow, charWidth: MAX_CHARS, start: 0, end: toks.length }]);
pool.close().then(() => console.log("close resolved"));
await run.catch(() => undefined);
`,
    );
    const r = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("close resolved");
    expect(r.status).toBe(0);
  });
});
