#!/usr/bin/env bash
# Builds the release site and prints, as figures: first-load sizes against the budget (app code
# and corpus apart), the app side by side with hand-written JavaScript in Chromium, 10,000- and
# 50,000-quote generated collections (build time, sizes, timings), preview images drawn per
# second, then extraction speed in MB/s on a generated 3 MB interview.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --bench
trunk build --release
node scripts/bench.mjs

# Extraction speed through the release `quotes` binary, in MB/s.
cargo build --release --locked -q -p quotes-build --bin quotes
time_extraction() { # LABEL FILE
  local bytes start end
  bytes=$(wc -c < "$2")
  start=$(date +%s.%N)
  ./target/release/quotes extract "$2" > /dev/null 2>&1
  end=$(date +%s.%N)
  awk -v l="$1" -v b="$bytes" -v s="$start" -v e="$end" 'BEGIN { t = e - s; printf "extraction, %s: %.1f MB in %.2f s = %.1f MB/s\n", l, b / 1e6, t, b / 1e6 / t }'
  rm -f "$2"
}
# One long generated interview (3 MB).
long=$(mktemp) && python3 scripts/long-article.py 3000000 > "$long"
time_extraction "a long article" "$long"
# One paragraph (a single line) of 200,000 short sentences and 100,000 quotes. Two scans that
# ran to the paragraph's end made this quadratic before they were bounded: a transcript label
# looked for at each full stop (3.4 MB of sentences: 8 min 39 s), a sentence end after each
# quote (100 KB of quotes: 13 s).
one=$(mktemp) && python3 -c "print('Title'); print(); print('He said (a.) and he walked. “Yes” ' * 100000)" > "$one"
time_extraction "one paragraph" "$one"
# The long interview with its paragraphs run together into one line, as a page pasted without
# breaks reads: every "…, Park says: “…”" made the label before its quote (all of the paragraph so
# far) be read as a possible topic, once per quote (3 MB: 50 s, now linear).
joined=$(mktemp) && python3 scripts/long-article.py 3000000 | python3 -c "import sys; head, body = sys.stdin.read().split('\n---\n', 1); print(head + '\n---\n' + ' '.join(body.split('\n\n')))" > "$joined"
time_extraction "a long article as one paragraph" "$joined"
# One paragraph of square brackets that never close: a cast pair's ("Maggie [Katie Findlay]")
# closing bracket was looked for to the paragraph's end at each one (2.8 MB: 33 s, now linear).
unclosed=$(mktemp) && python3 -c "print('Title'); print(); print('x [a y ' * 400000)" > "$unclosed"
time_extraction "brackets never closed" "$unclosed"
