#!/usr/bin/env bash
# Quick start, command 2: every check, in order, stopping at the first failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" --test
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check
step "clippy (host)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "clippy (wasm32)"
cargo clippy -p quote-explorer --features csr --target wasm32-unknown-unknown --locked -- -D warnings
step "native tests"
cargo test --workspace --locked
step "the shipped collection has no quote that needs review (quotes check --strict)"
cargo run -q --locked -p quotes-build --bin quotes -- check --strict > /dev/null
step "release build (trunk)"
trunk build --release

step "release build under the sub-path /quotes/, with a ledger that retires one quote id"
# The articles plus e2e/fixtures/articles (a quote in Greek and Russian, for search); the fixture
# ledger redirects a made-up retired id to the first quote. The wasm's code is the first build's:
# only the corpus appended to it differs (quotes-site).
fixture=target/e2e-subpath
rm -rf "$fixture" && mkdir -p "$fixture"
cp -r data/articles "$fixture/articles"
cp e2e/fixtures/articles/*.txt "$fixture/articles/"
first_quote=$(grep -o 'data-quote-id="[^"]*"' dist/index.html | head -n 1 | cut -d'"' -f2)
{ cat data/ledger.txt; echo "retired0000 -> $first_quote"; } > "$fixture/ledger.txt"
QUOTES_ARTICLES_DIR="$fixture/articles" \
  trunk build --release --public-url /quotes/ --dist target/dist-subpath
step "release build without preview images (QUOTES_PREVIEWS=off)"
QUOTES_PREVIEWS=off trunk build --release --dist target/dist-nopreviews
step "end-to-end tests (Playwright + Debian Chromium against dist/ on a plain static server)"
node --test --test-reporter=spec e2e/
