"""Serve the reference engine over the engine protocol (docs/protocol.md): JSON lines on stdin/stdout.

    python -m reference_engine.serve
    riftcheck run --engine-cmd "python3 -m reference_engine.serve"

:class:`Server` serves any in-process engine (``harness.adapter.Engine``): each ``load`` makes a fresh
instance, exactly as the in-process runner does for each case. An exception becomes an error reply
with its traceback; the server keeps serving.
"""
from __future__ import annotations

import json
import sys
import traceback
from typing import IO, Any, Callable

from harness.adapter import Engine, as_plain
from harness.protocol import PROTOCOL_VERSION


class Server:
    def __init__(self, factory: Callable[[], Engine]):
        self.factory = factory
        self.engine = factory()

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """The reply to one request (any command but ``close``)."""
        cmd = request.get("cmd")
        if cmd == "hello":
            return {"hello": {**as_plain(self.engine.hello()), "protocol": PROTOCOL_VERSION}}
        if cmd == "load":
            self.engine = self.factory()
            self.engine.load(request["setup"])
            return {"ok": True}
        if cmd in ("act", "decide"):
            result = as_plain(self.engine.act(request["step"]) if cmd == "act" else self.engine.decide(request["answer"]))
            reply = {"accepted": bool(result["accepted"]), "decision": as_plain(self.engine.pending_decision())}
            if not reply["accepted"]:
                reply["reason"] = str(result.get("reason") or "")
            return reply
        if cmd == "observe":
            return {"observation": self.engine.observe()}
        if cmd == "events":
            return {"events": list(self.engine.events())}
        raise ValueError(f"unknown command {cmd!r}")

    def respond(self, line: str) -> str | None:
        """The reply line to one request line (echoing its ``seq``, protocol 1.2); None for ``close``."""
        request: Any = None
        try:
            request = json.loads(line)
            if request.get("cmd") == "close":
                return None
            reply = self.handle(request)
        except Exception as exc:
            reply = {"error": {"message": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()}}
        if isinstance(request, dict) and "seq" in request:
            reply["seq"] = request["seq"]
        return json.dumps(reply, separators=(",", ":"))

    def serve(self, stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> None:
        for line in stdin:
            reply = self.respond(line)
            if reply is None:
                return
            stdout.write(reply + "\n")
            stdout.flush()


def main() -> None:
    from .adapter import ReferenceEngine

    Server(ReferenceEngine).serve()


if __name__ == "__main__":
    main()
