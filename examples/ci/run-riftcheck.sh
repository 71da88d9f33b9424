#!/usr/bin/env bash
# Run the riftcheck conformance suite against an engine, for CI (docs/ci-recipe.md): a JUnit report,
# a JSON report and the list of what blocks the unsupported cases, in $REPORT_DIR.
#
#   ENGINE_CMD="node my-engine.js" EXPECTATIONS=riftcheck-expectations.yaml bash run-riftcheck.sh [OPTIONS...]
#
# OPTIONS go to `riftcheck run` as they are (e.g. --level core, -k move, --timeout 20).
# Settings, from the environment:
#   ENGINE_CMD        the command that starts your engine (docs/protocol.md); required
#   EXPECTATIONS      your engine's expectations file (the cases it is known to fail); optional
#   MIN_PASSED        fail unless at least this many cases pass; optional
#   REPORT_DIR        where junit.xml, report.json and blockers.txt go (default: riftcheck-report)
#   RIFTCHECK_DIR     a checkout of riftcheck (default: .riftcheck); cloned from RIFTCHECK_REPO at
#                     RIFTCHECK_REF (default: v0.2.0) when it does not exist
#   RIFTCHECK_INSTALL 1 (default): pip-install the checkout and its dependencies; 0: they are installed
# Exit status: riftcheck's — 0 green, 1 a case failed (or fewer than MIN_PASSED passed), 2 a setup
# problem (the engine did not start or answer the handshake), 5 no case ran.
set -euo pipefail
: "${ENGINE_CMD:?set ENGINE_CMD to the command that starts your engine}"
REPORT_DIR=${REPORT_DIR:-riftcheck-report}
RIFTCHECK_DIR=${RIFTCHECK_DIR:-.riftcheck}

if [ ! -d "$RIFTCHECK_DIR" ]; then
  : "${RIFTCHECK_REPO:?set RIFTCHECK_DIR to a checkout of riftcheck, or RIFTCHECK_REPO to a git URL to clone}"
  git clone --depth 1 --branch "${RIFTCHECK_REF:-v0.2.0}" "$RIFTCHECK_REPO" "$RIFTCHECK_DIR"
fi
RIFTCHECK_DIR=$(cd "$RIFTCHECK_DIR" && pwd)
if [ "${RIFTCHECK_INSTALL:-1}" = 1 ]; then
  python3 -m pip install --quiet -e "$RIFTCHECK_DIR"
fi
riftcheck() {  # the checkout's harness, whatever else is installed
  PYTHONPATH="$RIFTCHECK_DIR${PYTHONPATH:+:$PYTHONPATH}" python3 -m harness "$@"
}

mkdir -p "$REPORT_DIR"
args=(--engine-cmd "$ENGINE_CMD" --validate-protocol
      --junit "$REPORT_DIR/junit.xml" --json "$REPORT_DIR/report.json")
if [ -n "${EXPECTATIONS:-}" ]; then args+=(--expectations "$EXPECTATIONS"); fi
if [ -n "${MIN_PASSED:-}" ]; then args+=(--min-passed "$MIN_PASSED"); fi

riftcheck --version
status=0
riftcheck run "${args[@]}" "$@" || status=$?
# What to implement next: the cards and keywords that block the most cases.
riftcheck blockers --engine-cmd "$ENGINE_CMD" --top 15 > "$REPORT_DIR/blockers.txt" 2>&1 || true
echo "riftcheck: reports in $REPORT_DIR/ (junit.xml, report.json, blockers.txt); exit status $status"
exit "$status"
