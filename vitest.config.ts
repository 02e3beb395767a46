import { defineConfig } from "vitest/config";

// onnxruntime-node reads ORT_DISABLE_TELEMETRY from the real process environment, and the tests run
// in worker threads, whose process.env is a copy: set here, in the main process, before any worker
// starts, so a test that loads the runtime in-process leaves no mat-debug-<pid>.log in the temporary
// directory (the product sets it the same way: bin/pii.js, src/engine/ner/pool.ts). The telemetry
// test (test/cli/ort-temp-files.test.ts) runs its processes with an environment of its own.
process.env.ORT_DISABLE_TELEMETRY = "1";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    pool: "threads",
  },
});
