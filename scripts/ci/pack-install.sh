#!/usr/bin/env bash
# CI check: the package installs and runs like a user gets it, with no network but the npm registry
# and no environment variable set by hand.
#
#   1. `npm pack` (prepack builds dist/); the tarball holds what runs (a model with its card
#      included) and nothing of the tests, sources or training pipeline.
#   2. Fills npm's cache for the tarball's dependencies (an install with scripts off: the only step
#      that may use the registry), then installs it twice with --omit=dev and every install script on:
#      into a project (then `npx pii`), and globally (`npm install -g`, into an empty prefix). Both run
#      --offline, with npm's and global-agent's proxies pointed at a closed loopback port, under
#      strace: any connection an install step tries (onnxruntime-node's CUDA download from nuget.org
#      above all) fails the check, as does an "Unknown config" warning.
#   3. `pii redact` on the bundled fixture from each install: the name is gone, placeholders are in.
#   4. scripts/ci/no-network.sh with the installed `pii` (redact and serve: loopback only, no DNS,
#      no onnxruntime telemetry).
# Prints the tarball size and the installed size (the figures in the README).
# Usage: scripts/ci/pack-install.sh   (from any directory; packs the tree it lives in)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
command -v strace >/dev/null || { echo "pack-install: strace is not installed (apt-get install strace)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/pii-pack.XXXXXX")
trap 'rm -rf "$work"' EXIT
fixture_rel=fixtures/cli/ticket.txt

# ---- 1. pack
npm pack --pack-destination "$work" --json --foreground-scripts >"$work/pack.json"
tgz=$(ls "$work"/pii-*.tgz)
node - "$work/pack.json" "$fixture_rel" <<'EOF'
const fs = require("fs");
const [file, fixture] = process.argv.slice(2);
const [pack] = JSON.parse(fs.readFileSync(file, "utf8"));
const paths = pack.files.map((f) => f.path);
// the start-up data the build writes: eld's n-gram database as JSON, the precompiled request
// validators, the single-file bundle with its code cache and the launcher's loader for it
const must = ["bin/pii.js", "bin/load-bundle.mjs", "dist/cli/main.js", "dist/index.js", "dist/index.d.ts", "scripts/install/ort-cpu-only.cjs", fixture,
  "dist/engine/language/eld-extrasmall.json", "dist/contract/validators.generated.js", "dist/pii.cjs", "dist/pii.cjs.cache"];
const models = paths.filter((p) => /^models\/[^/]+\/model\.onnx$/.test(p));
if (models.length === 0) must.push("models/<name>/model.onnx");
for (const m of models) must.push(m.replace(/model\.onnx$/, "MODEL_CARD.md"));
const mustNot = [/^src\//, /^test\//, /^bench\//, /^models\/train\//, /\.map$/, /^fixtures\/(?!cli\/)/, /^\.npmrc$/,
  /^package-lock\.json$/, /^scripts\/(?!install\/)/];
const missing = must.filter((p) => !paths.includes(p));
const extra = paths.filter((p) => mustNot.some((re) => re.test(p)));
if (missing.length || extra.length) {
  console.error(`pack-install: tarball lacks ${JSON.stringify(missing)}; holds what it should not: ${JSON.stringify(extra.slice(0, 20))}`);
  process.exit(1);
}
const mb = (n) => (n / 1e6).toFixed(1);
console.log(`pack-install: ${pack.filename}: ${mb(pack.size)} MB packed, ${mb(pack.unpackedSize)} MB unpacked, ${pack.entryCount} files`);
EOF

# ---- 2. install offline, under strace, twice
no_net=(env -u ONNXRUNTIME_NODE_INSTALL -u ONNXRUNTIME_NODE_INSTALL_CUDA
  -u npm_config_onnxruntime_node_install -u npm_config_onnxruntime_node_install_cuda
  npm_config_proxy=http://127.0.0.1:9 npm_config_https_proxy=http://127.0.0.1:9
  GLOBAL_AGENT_HTTP_PROXY=http://127.0.0.1:9 GLOBAL_AGENT_HTTPS_PROXY=http://127.0.0.1:9)
npm_flags=(--omit=dev --offline --no-audit --no-fund --no-update-notifier --foreground-scripts)

# Fails when the trace shows any inet connection or DNS traffic (loopback included: offline, nothing
# may connect at all; the proxies above would catch a download on 127.0.0.1:9).
check_trace() {
  local name=$1 bad
  bad=$(grep -E '(connect|sendto|sendmsg)\(' "$work/$name.strace" | grep -E 'AF_INET|htons\(53\)' |
    sed -E 's/^([0-9]+ +[a-z]+)\(.*(\{sa_family=[^}]*\}).*/\1 \2/' | sort -u | head -20 || true)
  if [ -n "$bad" ]; then
    echo "pack-install: $name tried the network:" >&2
    printf '%s\n' "$bad" >&2
    exit 1
  fi
}

install() { # name, npm install args...
  local name=$1; shift
  if ! "${no_net[@]}" strace -f -qq -e signal=none -e trace=connect,sendto,sendmsg -o "$work/$name.strace" \
      npm install "${npm_flags[@]}" "$@" >"$work/$name.log" 2>&1; then
    echo "pack-install: npm install ($name) failed:" >&2
    tail -40 "$work/$name.log" >&2
    exit 1
  fi
  check_trace "$name"
  if grep -E 'Unknown (project|user|global|env|cli) config' "$work/$name.log" >&2; then
    echo "pack-install: npm warned about its configuration during the install ($name)" >&2
    exit 1
  fi
  # Every package installed must declare the Node versions we support (package.json engines).
  # cookie@2 (fastify -> light-my-request >= 6.8, loaded by fastify.inject only) declares node >= 22;
  # pii's own dependency on light-my-request ~6.6.0 (cookie 1) is what fastify's ^6.0.0 dedupes to,
  # for every user (overrides in package.json would hold for this repository only).
  if grep -q 'EBADENGINE' "$work/$name.log"; then
    grep -A1 'EBADENGINE Unsupported engine' "$work/$name.log" | grep -o "package: '[^']*'" | sort -u |
      sed "s/^/pack-install: EBADENGINE ($name) for /" >&2
    echo "pack-install: a dependency declares an engine that excludes a Node version pii supports ($name)" >&2
    exit 1
  fi
}

# fill npm's cache (the registry is allowed here; no script runs)
mkdir -p "$work/warm"
echo '{"name":"pii-cache-warm","version":"1.0.0","private":true}' >"$work/warm/package.json"
(cd "$work/warm" && npm install --omit=dev --prefer-offline --ignore-scripts --no-audit --no-fund --no-update-notifier "$tgz" >/dev/null 2>&1) || {
  echo "pack-install: could not fill npm's cache from the registry" >&2; exit 1; }
rm -rf "$work/warm"

redacts() { # name, pii command...
  local name=$1; shift
  "$@" redact "$pkgdir/$fixture_rel" >"$work/$name.out" 2>"$work/$name.err" || {
    echo "pack-install: pii redact ($name) failed:" >&2; cat "$work/$name.err" >&2; exit 1; }
  if ! grep -q '\[NAME' "$work/$name.out" || grep -q 'Maria Jensen' "$work/$name.out"; then
    echo "pack-install: pii redact ($name) did not redact the fixture's name" >&2
    exit 1
  fi
  echo "pack-install: pii redact ($name): ok"
}

# a project that depends on pii, then `npx pii`
mkdir -p "$work/project"
echo '{"name":"pii-install-check","version":"1.0.0","private":true}' >"$work/project/package.json"
(cd "$work/project" && install project "$tgz")
pkgdir="$work/project/node_modules/pii"
(cd "$work/project" && redacts npx npx --offline --no pii)

# a global install into an empty prefix
install global --global --prefix "$work/global" "$tgz"
pkgdir="$work/global/lib/node_modules/pii"
redacts global "$work/global/bin/pii"

size_mb() { du -sk "$1" | awk '{printf "%.0f", $1 / 1024}'; }
project_ort=$(node -p 'require("path").dirname(require.resolve("onnxruntime-node/package.json", { paths: [process.argv[1]] }))' "$work/project/node_modules/pii")
echo "pack-install: installed size, npm install -g: $(size_mb "$pkgdir") MB, of which onnxruntime-node $(size_mb "$pkgdir/node_modules/onnxruntime-node") MB (its runtime for this platform only), model $(size_mb "$pkgdir/models") MB"
echo "pack-install: installed size, in a project: $(size_mb "$work/project/node_modules") MB, of which onnxruntime-node $(size_mb "$project_ort") MB (runtimes for every platform)"

# ---- 4. no network, no telemetry, from the installed package
PII_NO_NETWORK_CONTROL=0 "$root/scripts/ci/no-network.sh" "$work/global/bin/pii"
