#!/usr/bin/env node
// preinstall of the published package: keep onnxruntime-node's install step from going to the network,
// and drop the runtimes for other platforms from pii's own copy of it.
//
// onnxruntime-node ships its CPU runtime for every platform inside its npm package. On linux/x64 its
// postinstall (script/install.js) also fetches CUDA/TensorRT provider libraries from api.nuget.org
// whenever they are missing, and the install fails where only the npm registry is reachable. Its only
// switches are an environment variable or an npm setting of the person installing
// (ONNXRUNTIME_NODE_INSTALL=skip, --onnxruntime-node-install=skip); a package cannot set either for
// its dependencies. What it does check is whether those files exist: when none is missing it exits
// without a request. npm runs every package's preinstall before any package's postinstall (all
// packages are unpacked first), so this script creates the missing ones as empty placeholders.
// pii runs the model on the CPU runtime; nothing loads a provider library unless a CUDA or TensorRT
// execution provider is requested (PII_EXECUTION_PROVIDER), and then the load fails and pii warns and
// uses the CPU.
//
// Where onnxruntime-node is pii's own copy (nested under an installed pii, as `npm install -g` puts
// it), it also removes the runtimes for the other platforms (about 240 of its 288 MB): binding.js
// loads only bin/napi-v6/<platform>/<arch>. PII_KEEP_ORT_PLATFORMS=1 keeps them. Never in pii's own
// working tree (npm ci there runs this script too).
//
// Placeholders are not written when the person installing chose for onnxruntime-node
// (ONNXRUNTIME_NODE_INSTALL, --onnxruntime-node-install, or their -cuda forms: e.g.
// --onnxruntime-node-install=cuda12 downloads the GPU libraries as before), when onnxruntime-node is
// not in the tree or its install metadata has a shape this script does not know, or when the project
// installing pii depends on onnxruntime-node itself (its CUDA pieces are then that project's choice).
// Only node: built-ins; never fails the install.
"use strict";

const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

function chosenByInstaller(env) {
  const names = [
    "ONNXRUNTIME_NODE_INSTALL",
    "npm_config_onnxruntime_node_install",
    "ONNXRUNTIME_NODE_INSTALL_CUDA",
    "npm_config_onnxruntime_node_install_cuda",
  ];
  return names.some((n) => env[n] !== undefined && env[n] !== "");
}

function projectDependsOnOrt(env, ortDir, ownDir) {
  // A copy nested under pii (global installs) is pii's alone.
  if (ortDir.startsWith(ownDir + path.sep)) return false;
  const prefix = env.npm_config_local_prefix;
  if (!prefix || path.resolve(prefix) === ownDir) return false;
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(prefix, "package.json"), "utf8"));
    return ["dependencies", "devDependencies", "optionalDependencies"].some(
      (field) => pkg[field] && Object.prototype.hasOwnProperty.call(pkg[field], "onnxruntime-node"),
    );
  } catch {
    return false;
  }
}

/** The provider files onnxruntime-node's install.js would fetch on this platform, as absolute paths. */
function downloadTargets(ortDir) {
  const metadata = require(path.join(ortDir, "script", "install-metadata.js"));
  const platform = `${os.platform()}/${os.arch()}`;
  const names = (metadata.requirements && metadata.requirements[platform]) || [];
  const files = [];
  for (const name of names) {
    const manifest = metadata.manifests && metadata.manifests[`${platform}:${name}`];
    if (!manifest) return [];
    for (const file of Object.keys(manifest)) files.push(path.join(ortDir, "bin", "napi-v6", platform, file));
  }
  return files;
}

function sizeOf(p) {
  const st = fs.lstatSync(p);
  if (!st.isDirectory()) return st.size;
  return fs.readdirSync(p).reduce((sum, name) => sum + sizeOf(path.join(p, name)), 0);
}

/** Removes bin/napi-v6/<other platform>/<arch> from pii's own copy of onnxruntime-node; returns bytes freed. */
function pruneOtherPlatforms(env, ortDir, ownDir) {
  if (env.PII_KEEP_ORT_PLATFORMS === "1" || !ortDir.startsWith(ownDir + path.sep)) return 0;
  const prefix = env.npm_config_local_prefix;
  if (!prefix || path.resolve(prefix) === ownDir) return 0; // pii's working tree, not an install
  const base = path.join(ortDir, "bin", "napi-v6");
  if (!fs.existsSync(path.join(base, os.platform(), os.arch(), "onnxruntime_binding.node"))) return 0;
  let freed = 0;
  for (const platform of fs.readdirSync(base)) {
    const platformDir = path.join(base, platform);
    if (!fs.statSync(platformDir).isDirectory()) continue;
    for (const arch of fs.readdirSync(platformDir)) {
      if (platform === os.platform() && arch === os.arch()) continue;
      const dir = path.join(platformDir, arch);
      freed += sizeOf(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    if (fs.readdirSync(platformDir).length === 0) fs.rmdirSync(platformDir);
  }
  return freed;
}

function main() {
  const env = process.env;
  const ownDir = path.resolve(__dirname, "..", "..");
  let ortDir;
  try {
    ortDir = path.dirname(require.resolve("onnxruntime-node/package.json", { paths: [ownDir] }));
  } catch {
    return; // not installed (e.g. --omit of a kind we do not expect): nothing to protect
  }
  if (projectDependsOnOrt(env, ortDir, ownDir)) return;
  const freed = pruneOtherPlatforms(env, ortDir, ownDir);
  if (freed > 0) console.log(`pii: removed onnxruntime-node's runtimes for other platforms (${Math.round(freed / 1e6)} MB)`);
  if (chosenByInstaller(env)) return;
  let targets;
  try {
    targets = downloadTargets(ortDir);
  } catch {
    return; // unknown layout: leave onnxruntime-node to itself
  }
  const missing = targets.filter((f) => !fs.existsSync(f));
  if (missing.length === 0) return;
  for (const file of missing) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "", { flag: "wx" });
  }
  console.log(
    `pii: using onnxruntime-node's CPU runtime; its GPU library download is skipped (${missing.length} placeholder files). ` +
      "For CUDA, install with --onnxruntime-node-install=cuda12.",
  );
}

try {
  main();
} catch (e) {
  // Never fail an install over this: onnxruntime-node's own step then behaves as it always did.
  console.warn(`pii: preinstall left onnxruntime-node alone (${e && e.message ? e.message : e})`);
}
