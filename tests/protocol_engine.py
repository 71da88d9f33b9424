"""A fake engine process speaking the engine protocol, with one injected fault.

    python tests/protocol_engine.py [FAULT] [ENGINE] [MARKER]

It serves ``fake_engines.ENGINE`` (default MiniEngine) through ``reference_engine.serve.Server``,
misbehaving as FAULT says when a step moves the unit ``scout`` (the fixture cases fake-standard-move
and fake-scripted-decision do; fake-move-exhausted-rejected does not):

  none        no fault
  crash       writes to stderr, then exits with status 3
  crash-once  exits with status 3 and creates the file MARKER; exits with status 4 at start if it exists
  hang        never answers (and says so in $RIFTCHECK_TEST_HANGING's file: fake_engines.note_hanging)
  garbage     answers with a line that is not JSON
  shape       answers {"accepted": "yes"}
  twice       answers with two lines
  error       answers with an error reply (an exception in the engine)
  noisy       writes a line to stderr on every step, and answers normally
  observation observes a unit in the zone "nowhere" (breaks schema/observation.schema.json)
  version     says protocol 2.0 at the handshake
  silent      never answers the handshake
  old         speaks protocol 1.0: says so at the handshake and never echoes `seq`
  children-hang  both: children, and it hangs on the scout move
  children    at the handshake, starts a child, a grandchild, a child in its own session and an
              orphan in its own session (setsid, its parent exits), all sleeping; their pids go to MARKER
              (each is forked from this process: no interpreter to start, the pipes inherited as by a
              child the engine would start)
  exit-child  starts a child that keeps stdout open, then exits with status 3 on the scout move
  late        at its second `load`, first answers its first `events` again (with that request's seq)
  stray       writes "debug: done" on stdout after its first reply to `events` in a case with `tired`
  surrogate   answers the scout move with an error whose message has a lone surrogate and control characters
  long        answers the scout move with a 100 kB line
  binary      answers the scout move with bytes that are not UTF-8
  partial     begins its answer to the scout move, then exits (status 0) without ending the line
  deep        answers the scout move with a reply nested 900 levels deep (parses, but is beyond any engine)
  flood       writes 1 MB on stderr during the scout move, then answers

    python tests/protocol_engine.py sleeper PIDFILE [setsid] [spawn] [orphan]

is one of those sleeping processes: it appends its pid to PIDFILE and sleeps; `setsid` starts a new
session, `spawn` forks another sleeper (with `setsid` if given twice), `orphan` exits after spawning.
"""
from __future__ import annotations

import json
import os
import sys
import time


def sleeper(pidfile: str, *flags: str) -> None:
    if "setsid" in flags:
        os.setsid()
    with open(pidfile, "a") as out:
        out.write(f"{os.getpid()}\n")
    if "spawn" in flags:
        rest = [f for f in flags if f not in ("spawn", "orphan")][1:]  # one `setsid` fewer
        start_sleeper(pidfile, *rest)
    if "orphan" in flags:
        os._exit(0)
    time.sleep(600)


def start_sleeper(pidfile: str, *flags: str) -> None:
    """A sleeper forked from this process (a Python start would cost ~0.08 s of CPU; a fork, nothing)."""
    if os.fork() == 0:
        try:
            sleeper(pidfile, *flags)
        finally:
            os._exit(0)  # never back into the caller's code (nor its buffered output)


if __name__ == "__main__" and sys.argv[1:2] == ["sleeper"]:
    sleeper(*sys.argv[2:])  # before the engine's imports: a sleeper needs none of them (a quicker start)
    sys.exit(0)

from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # this checkout's harness, not an installed one

import fake_engines  # noqa: E402
from reference_engine.serve import Server  # noqa: E402


class FaultyServer(Server):
    def __init__(self, fault: str = "none", engine: str = "MiniEngine", marker: str = ""):
        super().__init__(getattr(fake_engines, engine))
        self.children = fault.startswith("children")
        self.fault, self.marker = ("hang" if fault == "children-hang" else fault), marker
        self.loads = 0
        self.tired = False
        self.first_events: str | None = None
        if fault == "crash-once" and os.path.exists(marker):
            sys.exit(4)

    def respond(self, line: str) -> str | None:
        fault = self.fault
        compact = line.replace(" ", "")
        if '"cmd":"hello"' in compact:
            if fault == "silent":
                time.sleep(600)
            if fault == "version":
                return '{"hello": {"name": "future", "version": "9", "rules_version": "2.0", "protocol": "2.0"}}'
            if self.children:
                start_sleeper(self.marker)                               # a child
                start_sleeper(self.marker, "spawn")                      # a child and a grandchild
                start_sleeper(self.marker, "setsid")                     # a child in its own session
                start_sleeper(self.marker, "setsid", "spawn", "setsid", "orphan")  # an orphan in its own session
        if fault == "old":
            answer = super().respond(line)
            if answer is None:
                return None
            reply = json.loads(answer)
            if isinstance(reply, dict):
                reply.pop("seq", None)
                if "hello" in reply:
                    reply["hello"]["protocol"] = "1.0"
            return json.dumps(reply)
        if '"cmd":"load"' in compact:
            self.loads += 1
            self.tired = '"tired"' in compact
            if fault == "late" and self.loads == 2 and self.first_events:
                sys.stdout.write(self.first_events + "\n")
        if '"cmd":"events"' in compact and self.first_events is None:
            self.first_events = super().respond(line)
            if fault == "stray" and self.tired:
                return self.first_events + "\ndebug: done"
            return self.first_events
        if fault == "noisy" and '"cmd":"act"' in line:
            print(f"noisy engine: {line.strip()}", file=sys.stderr, flush=True)
        if '"scout"' in line and '"move"' in line:
            if fault == "exit-child":
                start_sleeper(os.devnull)  # a child that inherits stdout and keeps it open
                os._exit(3)
            if fault == "surrogate":
                return json.dumps({"error": {"message": "bad \ud800 byte \x01 and \x1b[31m escape"}})
            if fault == "binary":
                sys.stdout.buffer.write(b"\x00\x01\xff{}\n")
                sys.stdout.buffer.flush()
                time.sleep(600)  # killed by the harness
            if fault == "partial":
                sys.stdout.write('{"accepted": tr')
                sys.stdout.flush()
                os._exit(0)
            if fault == "deep":
                return '{"accepted": true, "decision": ' + "[" * 900 + "]" * 900 + "}"
            if fault == "long":
                return json.dumps({"accepted": True, "reason": "x" * 100_000})
            if fault == "flood":
                sys.stderr.write("e" * 1_000_000 + "\nthe end of stderr\n")
                sys.stderr.flush()
            if fault in ("crash", "crash-once"):
                print("fake engine: about to crash", file=sys.stderr, flush=True)
                if fault == "crash-once":
                    Path(self.marker).touch()
                os._exit(3)
            if fault == "hang":
                fake_engines.note_hanging()
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
