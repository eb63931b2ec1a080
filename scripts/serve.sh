#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build, and serve at http://127.0.0.1:8080.
# Extra arguments go to `trunk serve` (for example --release).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
exec trunk serve "$@"
