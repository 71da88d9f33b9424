"""A fake engine process speaking the engine protocol, with one injected fault.

    python tests/protocol_engine.py [FAULT] [ENGINE] [MARKER]

It serves ``fake_engines.ENGINE`` (default MiniEngine) through ``reference_engine.serve.Server``,
misbehaving as FAULT says when a step moves the unit ``scout`` (the fixture cases fake-standard-move
and fake-scripted-decision do; fake-move-exhausted-rejected does not):

  none        no fault
  crash       writes to stderr, then exits with status 3
  crash-once  exits with status 3 and creates the file MARKER; exits with status 4 at start if it exists
  hang        never answers
  garbage     answers with a line that is not JSON
  shape       answers {"accepted": "yes"}
  twice       answers with two lines
  error       answers with an error reply (an exception in the engine)
  noisy       writes a line to stderr on every step, and answers normally
  observation observes a unit in the zone "nowhere" (breaks schema/observation.schema.json)
  version     says protocol 2.0 at the handshake
  silent      never answers the handshake
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # this checkout's harness, not an installed one

import fake_engines  # noqa: E402
from reference_engine.serve import Server  # noqa: E402


class FaultyServer(Server):
    def __init__(self, fault: str = "none", engine: str = "MiniEngine", marker: str = ""):
        super().__init__(getattr(fake_engines, engine))
        self.fault, self.marker = fault, marker
        if fault == "crash-once" and os.path.exists(marker):
            sys.exit(4)

    def respond(self, line: str) -> str | None:
        fault = self.fault
        if '"cmd":"hello"' in line.replace(" ", ""):
            if fault == "silent":
                time.sleep(600)
            if fault == "version":
                return '{"hello": {"name": "future", "version": "9", "rules_version": "2.0", "protocol": "2.0"}}'
        if fault == "noisy" and '"cmd":"act"' in line:
            print(f"noisy engine: {line.strip()}", file=sys.stderr, flush=True)
        if '"scout"' in line and '"move"' in line:
            if fault in ("crash", "crash-once"):
                print("fake engine: about to crash", file=sys.stderr, flush=True)
                if fault == "crash-once":
                    Path(self.marker).touch()
                os._exit(3)
            if fault == "hang":
                time.sleep(600)
            if fault == "garbage":
                return "this is not json"
            if fault == "shape":
                return '{"accepted": "yes"}'
            if fault == "twice":
                reply = super().respond(line)
                return f"{reply}\n{reply}"
        return super().respond(line)

    def handle(self, request):
        if self.fault == "error" and "scout" in request.get("step", {}).get("move", []):
            raise RuntimeError("the fake engine cannot move scouts")
        reply = super().handle(request)
        if self.fault == "observation" and "observation" in reply:
            for obj in reply["observation"]["objects"].values():
                obj["zone"] = "nowhere"
        return reply


if __name__ == "__main__":
    FaultyServer(*sys.argv[1:]).serve()
