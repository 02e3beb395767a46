#!/usr/bin/env bash
# CI check: `pii redact` and `pii serve`, with the model, make no DNS query and no connection to
# anything but loopback, and onnxruntime's telemetry never starts (no device id or event queue under
# the cache directory, no mat-debug-<pid>.log or .ses file in the temporary directory).
#
# Both run under `strace -f` (every thread and child) with a fresh HOME and TMPDIR, and without the
# variables that would switch onnxruntime's telemetry off by themselves (CI, ORT_DISABLE_TELEMETRY,
# ORT_RUNNING_UNIT_TESTS), so only what pii itself does counts. Fails on:
#   - connect/sendto/sendmsg to an AF_INET/AF_INET6 address outside 127.0.0.0/8 and ::1,
#   - anything sent to port 53 (a DNS query, loopback resolvers such as 127.0.0.53 included),
#   - a connect to the nscd socket (a name lookup through glibc),
#   - a file created whose name is one of onnxruntime telemetry's (mat-debug-*, .ses, onnxruntime.db,
#     deviceid, .../Microsoft/DeveloperTools/...).
# A control run (a bare onnxruntime session without the opt-out) shows that the check sees telemetry
# start when it does; it only warns if it does not (an onnxruntime without telemetry).
#
# Usage: scripts/ci/no-network.sh [pii executable]   default: node bin/pii.js of this tree
#        (scripts/ci/pack-install.sh passes the installed `pii`).
# Needs strace (.ci/run installs it) and curl or node for the HTTP requests. Never prints input text.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

if ! command -v strace >/dev/null; then
  echo "no-network: strace is not installed (apt-get install strace)" >&2
  exit 2
fi
if [ $# -gt 0 ]; then pii=("$@"); else pii=(node "$root/bin/pii.js"); fi

work=$(mktemp -d "${TMPDIR:-/tmp}/pii-no-network.XXXXXX")
server_strace_pid=""
cleanup() {
  if [ -n "$server_strace_pid" ] && kill -0 "$server_strace_pid" 2>/dev/null; then
    pkill -TERM -P "$server_strace_pid" 2>/dev/null || true
    wait "$server_strace_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/home" "$work/tmp"
fixture="$root/fixtures/cli/ticket.txt"

# A clean environment for onnxruntime: its telemetry switches unset, its cache and temp dirs fresh.
clean_env=(env -u CI -u ORT_DISABLE_TELEMETRY -u ORT_RUNNING_UNIT_TESTS -u XDG_CACHE_HOME
  HOME="$work/home" TMPDIR="$work/tmp")
trace=(strace -f -qq -s 300 -e signal=none -e trace=connect,sendto,sendmsg,sendmmsg,open,openat,creat)

# Prints the offending lines of a trace file; returns 1 when there is any.
violations() {
  local file=$1 bad
  bad=$(grep -E 'connect\(|sendto\(|sendmsg\(|sendmmsg\(' "$file" | grep -E 'AF_INET|nscd' |
    grep -Ev 'AF_INET, sin_port=htons\([0-9]+\), sin_addr=inet_addr\("127\.[0-9.]+"\)|AF_INET6, sin6_port=htons\([0-9]+\),( sin6_flowinfo=htonl\(0\),)? inet_pton\(AF_INET6, "(::1|::ffff:127\.[0-9.]+)"' || true)
  bad+=$(grep -E 'htons\(53\)' "$file" || true)
  bad+=$(grep -E '(open|openat|creat)\(.*(mat-debug-|/\.ses"|onnxruntime\.db|/deviceid"|Microsoft/DeveloperTools).*O_CREAT' "$file" || true)
  if [ -n "$bad" ]; then
    printf '%s\n' "$bad" | sort -u | head -20
    return 1
  fi
  # The telemetry files may also be left behind by a path the trace did not show.
  local left
  left=$(find "$work/home" "$work/tmp" \( -name 'mat-debug-*' -o -name '.ses' -o -name 'onnxruntime.db*' -o -name deviceid \) 2>/dev/null || true)
  if [ -n "$left" ]; then
    printf 'left behind: %s\n' "$left"
    return 1
  fi
  return 0
}

status=0

# 1. pii redact on a bundled fixture, with the model.
if ! "${clean_env[@]}" "${trace[@]}" -o "$work/redact.strace" "${pii[@]}" redact "$fixture" >"$work/redact.out" 2>"$work/redact.err"; then
  echo "no-network: pii redact failed:" >&2
  cat "$work/redact.err" >&2
  exit 1
fi
if ! grep -q '\[NAME' "$work/redact.out" || grep -q 'Maria Jensen' "$work/redact.out"; then
  echo "no-network: pii redact did not redact the fixture's name" >&2
  exit 1
fi
if out=$(violations "$work/redact.strace"); then
  echo "no-network: pii redact: no DNS, no connection beyond loopback, no telemetry files"
else
  echo "no-network: pii redact reached for the network or started telemetry:" >&2
  printf '%s\n' "$out" >&2
  status=1
fi

# 2. pii serve on loopback: wait for /healthz, send a request that runs the model, stay a few
#    seconds (telemetry flushes on a timer), then stop it with SIGTERM. Clients run outside the trace.
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"${clean_env[@]}" "${trace[@]}" -o "$work/serve.strace" "${pii[@]}" serve --host 127.0.0.1 --port "$port" \
  >"$work/serve.out" 2>"$work/serve.err" &
server_strace_pid=$!
http() { # method path [body]
  if command -v curl >/dev/null; then
    curl -sf -m 120 -X "$1" -H 'content-type: application/json' ${3:+--data-binary "$3"} "http://127.0.0.1:$port$2"
    return
  fi
  node -e '
    const [method, url, body] = process.argv.slice(1);
    fetch(url, { method, headers: { "content-type": "application/json" }, body: body || undefined })
      .then(async (r) => { process.stdout.write(await r.text()); process.exit(r.ok ? 0 : 1); }, () => process.exit(1));
  ' "$1" "http://127.0.0.1:$port$2" "${3:-}"
}
ready=0
deadline=$((SECONDS + 300))
while [ "$SECONDS" -lt "$deadline" ]; do
  if http GET /healthz >/dev/null 2>&1; then ready=1; break; fi
  if ! kill -0 "$server_strace_pid" 2>/dev/null; then break; fi
  sleep 0.5
done
if [ "$ready" != 1 ]; then
  echo "no-network: pii serve did not become healthy:" >&2
  tail -20 "$work/serve.err" >&2
  exit 1
fi
body='{"text": ["Hello, my name is Maria Jensen and I live in Copenhagen."]}'
if ! http POST /process/text "$body" >"$work/serve.response"; then
  echo "no-network: POST /process/text failed" >&2
  exit 1
fi
if ! grep -q '\[NAME' "$work/serve.response"; then
  echo "no-network: pii serve did not redact the name" >&2
  exit 1
fi
sleep "${PII_NO_NETWORK_LINGER:-5}"
server_pid=$(pgrep -P "$server_strace_pid" | head -1 || true)
[ -n "$server_pid" ] && kill -TERM "$server_pid"
wait "$server_strace_pid" || true
server_strace_pid=""
if out=$(violations "$work/serve.strace"); then
  echo "no-network: pii serve: no DNS, no connection beyond loopback, no telemetry files"
else
  echo "no-network: pii serve reached for the network or started telemetry:" >&2
  printf '%s\n' "$out" >&2
  status=1
fi

# 3. Control: a bare onnxruntime session without the opt-out must show up in the same check.
#    Proxies point at a closed loopback port and the process is killed once the session exists, so
#    the control itself sends nothing out.
model=$(ls "$root"/models/*/model.onnx 2>/dev/null | head -1 || true)
if [ "${PII_NO_NETWORK_CONTROL:-1}" = 1 ] && [ -n "$model" ]; then
  rm -rf "$work/home" "$work/tmp"
  mkdir -p "$work/home" "$work/tmp"
  ort_dir=$(node -p 'require("path").dirname(require.resolve("onnxruntime-node/package.json"))' 2>/dev/null || true)
  if [ -n "$ort_dir" ]; then
    ("${clean_env[@]}" https_proxy=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 ALL_PROXY=http://127.0.0.1:9 \
      timeout -s KILL 300 "${trace[@]}" -o "$work/control.strace" node -e '
        const ort = require(process.argv[1]);
        ort.InferenceSession.create(process.argv[2]).then(() => process.kill(process.pid, "SIGKILL"));
      ' "$ort_dir" "$model" >/dev/null 2>&1) 2>/dev/null || true
    if violations "$work/control.strace" >/dev/null; then
      echo "no-network: warning: the control (onnxruntime without the opt-out) did not start telemetry either; the check could not show it sees it" >&2
    else
      echo "no-network: control: a bare onnxruntime session without the opt-out is caught (as it should be)"
    fi
  fi
fi

exit "$status"
