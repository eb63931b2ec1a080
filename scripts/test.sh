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
cargo clippy -p quote-explorer --target wasm32-unknown-unknown --locked -- -D warnings
step "native tests"
cargo test --workspace --locked
step "release build (trunk)"
trunk build --release
step "end-to-end tests (Playwright + Debian Chromium against dist/ on a plain static server)"
node --test --test-reporter=spec e2e/
