#!/usr/bin/env bash
# Installs what building (and, with --test, testing) needs and is missing. Idempotent: a second
# run finds everything in place and installs nothing. Sourced by serve.sh, test.sh and bench.sh.
#   wasm32 target · trunk 0.21.14 · wasm-bindgen-cli = the version Cargo.lock pins ·
#   npm tools (wasm-opt from binaryen, esbuild, Playwright, axe-core) · crates fetched for offline builds ·
#   with --test: Debian's chromium, chromium-driver and tesseract-ocr; with --bench: also wamerican
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

TRUNK_VERSION=0.21.14
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"
say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 12 minutes on 2 cores, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# trunk compares version strings: the CLI must be exactly the wasm-bindgen that Cargo.lock resolved.
wasm_bindgen_version=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/[^0-9.]/, "", $0); print; exit }' Cargo.lock)
if [ -z "$wasm_bindgen_version" ]; then
  say "Cargo.lock has no wasm-bindgen entry; run cargo generate-lockfile" && exit 1
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wasm_bindgen_version" ]; then
  say "installing wasm-bindgen-cli $wasm_bindgen_version (about 5 minutes, once)"
  # Not --locked: its lock file wants a webpki-roots release the registry does not serve.
  cargo install wasm-bindgen-cli --version "$wasm_bindgen_version"
fi

# npm tools, pinned by package-lock.json; reinstalled only when the lock file changes.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  say "installing npm tools (binaryen's wasm-opt, esbuild, playwright-core, axe-core)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > node_modules/.lock-hash
fi

# trunk runs cargo offline: every crate must already be here.
cargo fetch --locked -q

# The benchmark's generated interviews draw their words from Debian's word list.
if [ "${1:-}" = "--bench" ] && [ ! -e /usr/share/dict/words ]; then
  say "installing Debian's wamerican word list"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq wamerican >/dev/null
fi

# Tests read the preview images back with OCR (tesseract), as a person would read them.
if [ "${1:-}" = "--test" ] || [ "${1:-}" = "--bench" ]; then with_browser=1; else with_browser=0; fi
if [ "$with_browser" = 1 ] && ! { command -v chromium && command -v chromedriver && command -v tesseract; } >/dev/null 2>&1; then
  say "installing Debian's chromium, chromium-driver and tesseract-ocr"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver tesseract-ocr >/dev/null
fi
