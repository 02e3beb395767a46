/**
 * Scratch directories for tests, removed when the test file that made them is done: a full test
 * run used to leave some fifty directories (models copied for pool tests, big inputs) in the
 * temporary directory, gigabytes after a few hundred runs on one machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const made: string[] = [];

// Registered when a test file first imports this module: it runs after that file's tests.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty directory under the temporary directory, named `<prefix>XXXXXX`. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
