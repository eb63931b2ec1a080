#!/usr/bin/env bash
# Builds the release site and prints, as figures: first-load sizes against the budget (app code
# and corpus apart), the app side by side with hand-written JavaScript in Chromium, 10,000- and
# 50,000-quote generated collections (build time, sizes, timings), preview images drawn per
# second, then extraction speed in MB/s on a generated 3 MB interview.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --bench
trunk build --release
node scripts/bench.mjs

# Extraction speed: one long generated interview (3 MB), through the release `quotes` binary.
cargo build --release --locked -q -p quotes-build --bin quotes
long=$(mktemp) && python3 scripts/long-article.py 3000000 > "$long"
bytes=$(wc -c < "$long")
start=$(date +%s.%N)
./target/release/quotes extract "$long" > /dev/null 2>&1
end=$(date +%s.%N)
awk -v b="$bytes" -v s="$start" -v e="$end" 'BEGIN { t = e - s; printf "extraction: %.1f MB article in %.2f s = %.1f MB/s\n", b / 1e6, t, b / 1e6 / t }'
rm -f "$long"

# The same for one paragraph (no blank line, as a page pasted with single line breaks gives)
# of 200,000 short sentences and 100,000 quotes. Two scans that ran to the paragraph's end made
# this quadratic before they were bounded: a transcript label looked for at each full stop
# (3.4 MB of sentences: 8 min 39 s), a sentence end after each quote (100 KB of quotes: 13 s).
one=$(mktemp) && python3 -c "print('Title'); print(); print('He said (a.) and he walked. “Yes” ' * 100000)" > "$one"
bytes=$(wc -c < "$one")
start=$(date +%s.%N)
./target/release/quotes extract "$one" > /dev/null 2>&1
end=$(date +%s.%N)
awk -v b="$bytes" -v s="$start" -v e="$end" 'BEGIN { t = e - s; printf "extraction, one paragraph: %.1f MB in %.2f s = %.1f MB/s\n", b / 1e6, t, b / 1e6 / t }'
rm -f "$one"
