#!/bin/sh
# The journal benchmark of SPEC §6, side by side in one run:
#   1. the decoder alone (read + checksum + decode, no fold), in lines/s;
#   2. `widgetsim replay FILE --digest` (read + decode + validate + fold) wall time and peak RSS;
#   3. a plain Python `json.loads` loop over the same file.
# Usage: Scripts/bench-journal.sh [ACTIONS [FILE]]   (default 1,000,000 actions, seed 1)
set -eu
cd "$(dirname "$0")/.."
ACTIONS=${1:-1000000}
FILE=${2:-/tmp/widgetsim-bench-$ACTIONS.jsonl}
swift build -c release >/dev/null
[ -f "$FILE" ] || .build/release/journal-bench generate "$FILE" "$ACTIONS" 1
echo "journal: $FILE ($(wc -c <"$FILE") bytes, $(wc -l <"$FILE") lines)"
.build/release/journal-bench decode "$FILE"
/usr/bin/time -f "replay: %e s wall, %U s user, %M KB peak RSS" .build/release/widgetsim replay "$FILE" --digest \
  2>/tmp/widgetsim-bench-time.txt >/dev/null
cat /tmp/widgetsim-bench-time.txt
python3 - "$FILE" /tmp/widgetsim-bench-time.txt <<'PY'
import json, re, sys, time
start = time.perf_counter()
n = 0
with open(sys.argv[1], "rb") as f:
    for line in f:
        json.loads(line)
        n += 1
elapsed = time.perf_counter() - start
replay = float(re.search(r"replay: ([0-9.]+) s", open(sys.argv[2]).read()).group(1))
print(f"python json.loads loop: {n} lines in {elapsed:.3f} s ({n / elapsed:,.0f} lines/s)")
print(f"replay is {elapsed / replay:.1f}x the Python loop")
PY
