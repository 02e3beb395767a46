#!/usr/bin/env node
// Build step (npm run build, npm pack): dist/cli/main.js and everything it loads -> one CommonJS
// script, dist/pii.cjs, which bin/pii.js runs for `pii redact` and `pii analyze` with a V8 code
// cache (scripts/build/code-cache.mjs). Loading some 160 ES modules one by one (resolve, read,
// compile, link) is about a fifth of a one-line `pii redact`'s start; one script whose compiled
// code comes from a cache skips most of it.
//
// Bundled from tsc's output in dist/, so every module keeps the file it came from for
// import.meta.url (rewritten to that file's real path next to the bundle): the model folders, the
// worker scripts, the eld data and the CommonJS packages loaded with createRequire are found as before.
import { build } from "esbuild";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dist = process.argv[2] ?? join(root, "dist");
const eldSrc = join(root, "node_modules", "eld", "src");
const eldVersion = JSON.parse(readFileSync(join(root, "node_modules", "eld", "package.json"), "utf8")).version;

/**
 * ES modules of dist/ that stay out of the bundle: code and data only some runs need, imported
 * from their own file on first use. The German noun list is 1.5 MB of source, read only for German
 * text with the model on; redact/synthetic.js brings faker (0.47 MB), used only for SYNTHETIC
 * values. Without them the bundle is 2.6 MB instead of 4.65 MB, and a one-line
 * `redact --accuracy standard` took 0.73 s against 0.86 s (medians of 7, interleaved; main thread
 * 0.62 s against 0.75 s). A vm.Script cannot import(), so the loader (bin/load-bundle.mjs) hands
 * the bundle its own import as __piiImport.
 */
const LAZY_MODULES = ["engine/ner/lexicon/de-nouns.js", "redact/synthetic.js"];

/**
 * CommonJS packages that ES modules load through createRequire(import.meta.url) become plain
 * require("literal") calls, which esbuild bundles. Two forms exist in src/:
 * `const x = createRequire(import.meta.url);` then x("pkg"), and createRequire(import.meta.url)("pkg").
 */
function rewrite(source, rel) {
  let out = source.replaceAll(/createRequire\(import\.meta\.url\)\(/g, "require(");
  // modules left out of the bundle, imported from dist/ when first needed (LAZY_MODULES)
  out = out.replaceAll(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g, (call, _q, spec) => {
    const target = join(dirname(rel), spec).split("\\").join("/");
    return LAZY_MODULES.includes(target) ? `__piiImportDist(${JSON.stringify(target)})` : call;
  });
  for (const [line, name] of source.matchAll(/^(?:const|let) (\w+) = createRequire\(import\.meta\.url\);$/gm)) {
    out = out.replace(line, "").replaceAll(new RegExp(`\\b${name}\\(`, "g"), "require(");
  }
  return out.replaceAll("import.meta.url", `__piiDistUrl(${JSON.stringify(rel)})`);
}

// eld-instance.js awaits at its top level, which a script cannot: the bundle loads the same saved
// data synchronously (eld-saved.js), with eld's byte dictionary and separator regex imported by
// path (the package does not export them) and the version of the eld that is bundled. It loads when the bundle does (ENTRY), so
// a bundle without usable data fails to load and bin/pii.js runs the ES modules, which fall back to
// eld's static module (1.3 MB of source the bundle does without).
const ELD_INSTANCE = `
import { detectorFromSaved } from "./eld-saved.js";
import { dictionary } from ${JSON.stringify(join(eldSrc, "dictionary.js"))};
import { separators } from ${JSON.stringify(join(eldSrc, "regexPatterns.js"))};
export const eld = detectorFromSaved(new URL("./eld-extrasmall.json", import.meta.url), ${JSON.stringify(eldVersion)}, { dictionary, separators });
`;
// tokenLexicon: for the code-cache step's warm-up, which records the model's word-list table
// among the precomputed values (its runs use --accuracy standard and never build it).
const ENTRY = `
import "./engine/language/eld-instance.js";
export * from "./cli/main.js";
export { tokenLexicon } from "./engine/ner/lexicon-features.js";
`;

const distModules = {
  name: "dist-modules",
  setup(b) {
    b.onResolve({ filter: /^pii-entry$/ }, () => ({ path: join(dist, "pii-entry.js"), namespace: "pii-entry" }));
    b.onLoad({ filter: /.*/, namespace: "pii-entry" }, () => ({ contents: ENTRY, resolveDir: dist, loader: "js" }));
    b.onResolve({ filter: /\/eld-instance\.js$/ }, (args) => ({ path: join(args.resolveDir, args.path), namespace: "eld-instance" }));
    b.onLoad({ filter: /.*/, namespace: "eld-instance" }, (args) => ({
      contents: rewrite(ELD_INSTANCE, relative(dist, args.path).split("\\").join("/")),
      resolveDir: dirname(args.path),
      loader: "js",
    }));
    b.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(dist)) return undefined;
      const source = await readFile(args.path, "utf8");
      return { contents: rewrite(source, relative(dist, args.path).split("\\").join("/")), loader: "js" };
    });
  },
};

await build({
  entryPoints: ["pii-entry"],
  outfile: join(dist, "pii.cjs"),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // onnxruntime-node: native code, loaded only inside model worker threads (their scripts stay
  // separate files). serve and usage: bin/pii.js runs them from the ES modules, never from here.
  // stdnum and stopwords-iso: CommonJS packages loaded on first use, with the bundle's require from
  // node_modules (2.7 MB of source a start need not read).
  external: ["onnxruntime-node", "./serve.js", "./usage.js", "stdnum", "stopwords-iso"],
  banner: {
    js: [
      'const __piiDistUrl = (rel) => require("node:url").pathToFileURL(require("node:path").join(__dirname, rel)).href;',
      "const __piiImportDist = (rel) => __piiImport(__piiDistUrl(rel));",
    ].join("\n"),
  },
  plugins: [distModules],
  logLevel: "warning",
});

/**
 * The bundle as pure ASCII. esbuild escapes non-ASCII characters in strings but keeps them in
 * regular-expression literals and template literals, and a single one makes V8 hold the whole
 * 4.6 MB script as a two-byte string, decoded from UTF-8 at every start (about 45 ms). Here every
 * such character becomes a \u escape, which regular expressions, strings, cooked templates and
 * comments all read as the character itself. A raw template (String.raw) would keep the escape as
 * text, so the build refuses one that holds a non-ASCII character (write it as \u there, as
 * src/engine/detectors/credentials.ts does: its raw strings are regex sources).
 */
function asciiOnly(code) {
  for (const [line] of code.matchAll(/^.*String\.raw`.*$/gm)) {
    if (/[^\x00-\x7f]/.test(line)) throw new Error(`bundle: a String.raw template holds a non-ASCII character: ${line.trim().slice(0, 80)}`);
  }
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// The bundle's last line names its content (bin/load-bundle.mjs BUNDLE_ID): the code cache is
// written for one content and used only with it. V8's own check compares the source's length only.
const out = join(dist, "pii.cjs");
const code = asciiOnly(readFileSync(out, "utf8"));
const id = createHash("sha256").update(code).digest("hex").slice(0, 32);
writeFileSync(out, `${code}\n//# pii-bundle-id ${id}\n`);
