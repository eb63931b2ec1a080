#!/usr/bin/env bash
# Builds the release site and prints sizes (raw, gzip, brotli; first-load total against the
# 130 KB gzip budget) and timings in Chromium, for the real corpus and for 10,000 generated quotes.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --test
trunk build --release
node scripts/bench.mjs
