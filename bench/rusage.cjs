// Preloaded by bench/batch.bench.ts and bench/start.bench.ts into the CLI they run
// (`node -r bench/rusage.cjs bin/pii.js ...`): when the process exits, writes its resource use
// as JSON to the file named by PII_BENCH_RUSAGE: CPU seconds of the whole process and of the main
// thread alone (Linux /proc; null elsewhere), peak resident memory, and the time from process
// start to exit. Counts and times only.
"use strict";
const { isMainThread } = require("node:worker_threads");
const { readFileSync, writeFileSync } = require("node:fs");

const out = process.env.PII_BENCH_RUSAGE;
if (isMainThread && out) {
  process.on("exit", () => {
    const r = process.resourceUsage();
    let mainCpuS = null;
    try {
      // /proc/self/task/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, usually 100 a second
      const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      mainCpuS = (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // not Linux
    }
    writeFileSync(
      out,
      JSON.stringify({
        cpuS: (r.userCPUTime + r.systemCPUTime) / 1e6,
        mainCpuS,
        maxRssMb: r.maxRSS / 1024,
        uptimeS: process.uptime(),
      }),
    );
  });
}
