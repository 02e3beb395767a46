/**
 * mkdir -p without Node's recursive mkdir: under a directory that refuses mkdir with ENOENT
 * (procfs: `--out-dir /proc/x/y`), Node 20's `mkdir(path, { recursive: true })` never returns
 * and spins at full CPU (found by an exploratory test; `fs.mkdirSync` the same). Here each missing
 * directory is made on its own, from the deepest one that exists down, and the first refusal is
 * thrown with its code.
 */
import { lstat, mkdir, stat } from "node:fs/promises";
import { dirname } from "node:path";

export async function makeDirectories(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    const info = await stat(d).catch((err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? undefined : Promise.reject(err)));
    if (info) {
      if (!info.isDirectory()) throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir`), { code: "ENOTDIR", syscall: "mkdir" });
      break;
    }
    // a dangling symbolic link: mkdir would answer EEXIST
    if (await lstat(d).then(() => true, () => false)) throw Object.assign(new Error(`ENOENT: dangling symbolic link, mkdir`), { code: "ENOENT", syscall: "mkdir" });
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    await mkdir(d).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "EEXIST") throw err;
    });
  }
}
