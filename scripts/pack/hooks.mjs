#!/usr/bin/env node
// npm pack / npm publish hooks (package.json "prepack" and "postpack").
//
//   prepack:  compile src/ to a fresh dist/, with the build's data files, the single-file bundle
//             and its code cache (npm run build's steps): the package runs from dist/ (no tsx, no
//             devDependencies).
//   postpack: when dist/ did not exist before prepack, remove it again, so that `node bin/pii.js` in a
//             working tree keeps running the sources rather than a build that goes stale.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dist = join(root, "dist");
const marker = join(root, ".pack-created-dist");

function prepack() {
  if (!existsSync(dist)) writeFileSync(marker, "");
  rmSync(dist, { recursive: true, force: true });
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit", cwd: root });
  for (const step of ["eld-data.mjs", "bundle.mjs", "code-cache.mjs"]) {
    execFileSync(process.execPath, [join(root, "scripts", "build", step)], { stdio: "inherit", cwd: root });
  }
}

function postpack() {
  if (existsSync(marker)) {
    rmSync(dist, { recursive: true, force: true });
    rmSync(marker, { force: true });
  }
}

const step = process.argv[2];
if (step === "prepack") prepack();
else if (step === "postpack") postpack();
else {
  console.error("usage: hooks.mjs prepack|postpack");
  process.exit(2);
}
