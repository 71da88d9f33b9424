"""Engines in any language: one long-lived process speaking JSON lines (docs/protocol.md).

``EngineCommand("node my-engine.js")`` is an engine factory for the runner. It starts the command
once, shakes hands (``hello``) and reuses the process for every case: ``load`` resets it. Each case
has a deadline (``timeout`` seconds, default 10). An engine that exits, misses the deadline or breaks
the protocol costs that case (an ``error``) and is restarted for the next one; what it wrote on
stderr during the case is attached to the case's result. A refusal at the start (the command cannot
run, no answer to ``hello``, another major protocol version) raises :class:`HandshakeError`.
"""
from __future__ import annotations

import atexit
import json
import os
import selectors
import shlex
import signal
import subprocess
import time
from typing import Any

from harness import events as contract_events
from harness import protocol
from harness.adapter import ActResult, EngineFault
from harness.protocol import ProtocolError, excerpt

DEFAULT_TIMEOUT = 10.0
STDERR_LIMIT = 64 * 1024  # bytes of stderr kept per case (the end of it)
CLOSE_GRACE = 1.0  # seconds an engine gets to exit after `close`


class EngineTimeout(EngineFault):
    """The engine did not answer before the case's deadline; it was killed."""


class EngineCrashed(EngineFault):
    """The engine process exited while the harness waited for an answer."""


class EngineProtocolError(EngineFault, ProtocolError):
    """The engine sent a line that is not JSON or a message that breaks its schema."""


class EngineErrorReply(EngineFault):
    """The engine answered a request with ``{"error": ...}`` (its traceback is kept)."""


class HandshakeError(EngineFault):
    """The engine could not be started or refused at ``hello`` (one-line message, with its stderr)."""


class _Exited(Exception):
    pass


class _Expired(Exception):
    pass


class _Process:
    """One engine process: non-blocking pipes, requests written and replies read under a deadline."""

    def __init__(self, argv: list[str], cwd: str | None):
        self.popen = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, cwd=cwd, bufsize=0,
                                      start_new_session=os.name == "posix")
        self.fds = {name: getattr(self.popen, name).fileno() for name in ("stdin", "stdout", "stderr")}
        for fd in self.fds.values():
            os.set_blocking(fd, False)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fds["stdout"], selectors.EVENT_READ, "stdout")
        self.selector.register(self.fds["stderr"], selectors.EVENT_READ, "stderr")
        self.out = bytearray()
        self.err = bytearray()
        self.err_dropped = 0

    def exchange(self, line: bytes, deadline: float) -> bytes:
        """Write one request line, return the next line the engine writes (without the newline)."""
        pending = memoryview(line)
        try:
            pending = pending[os.write(self.fds["stdin"], pending):]
        except BlockingIOError:
            pass
        except OSError:
            raise _Exited() from None
        if pending:
            self.selector.register(self.fds["stdin"], selectors.EVENT_WRITE, "stdin")
        try:
            while True:
                end = self.out.find(b"\n")
                if end >= 0 and not pending:
                    reply = bytes(self.out[:end])
                    del self.out[:end + 1]
                    return reply
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise _Expired()
                for key, _ in self.selector.select(remaining):
                    if key.data == "stdin":
                        try:
                            pending = pending[os.write(key.fd, pending):]
                        except BlockingIOError:
                            continue
                        except OSError:
                            raise _Exited() from None
                        if not pending:
                            self.selector.unregister(key.fd)
                    elif not self._read(key.data):
                        raise _Exited()
        finally:
            if pending and self.fds["stdin"] in self.selector.get_map():
                self.selector.unregister(self.fds["stdin"])

    def _read(self, name: str) -> bool:
        """Read what is there on stdout or stderr; False at the end of stdout."""
        try:
            chunk = os.read(self.fds[name], 1 << 16)
        except BlockingIOError:
            return True
        except OSError:
            chunk = b""
        if name == "stdout":
            self.out += chunk
            return bool(chunk)
        if not chunk:
            self.selector.unregister(self.fds["stderr"])
            return True
        self.err += chunk
        if len(self.err) > STDERR_LIMIT:
            self.err_dropped += len(self.err) - STDERR_LIMIT
            del self.err[:len(self.err) - STDERR_LIMIT]
        return True

    def take_stderr(self) -> str:
        """Everything written on stderr since the last call (the end of it, when it was long)."""
        while self.popen.stderr and not self.popen.stderr.closed and self.fds["stderr"] in self.selector.get_map():
            size = len(self.err) + self.err_dropped
            self._read("stderr")
            if len(self.err) + self.err_dropped == size:
                break
        text = self.err.decode("utf-8", "replace")
        if self.err_dropped:
            text = f"[... {self.err_dropped} bytes of stderr left out ...]\n{text}"
        self.err.clear()
        self.err_dropped = 0
        return text

    def status(self, wait: float) -> int | None:
        """The exit status, waiting up to ``wait`` seconds for it (None: still running)."""
        try:
            return self.popen.wait(wait)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> str:
        """End the process (and the process group it leads); what it wrote on stderr and was not taken."""
        if self.popen.poll() is None:
            try:
                if os.name == "posix":
                    os.killpg(self.popen.pid, signal.SIGKILL)  # the group this harness started for it
                else:
                    self.popen.kill()
            except (ProcessLookupError, PermissionError):
                pass
        self.popen.wait()
        stderr = self.take_stderr()
        self._release()
        return stderr

    def close(self) -> None:
        """Ask the engine to exit (`close`), then end it if it has not within CLOSE_GRACE seconds."""
        if self.popen.poll() is None:
            try:
                os.write(self.fds["stdin"], b'{"cmd":"close"}\n')
                self.popen.stdin.close()  # end of input, too
            except OSError:
                pass
            self.status(CLOSE_GRACE)
        self.kill()

    def _release(self) -> None:
        self.selector.close()
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            try:
                stream.close()
            except OSError:
                pass


class EngineCommand:
    """An engine factory for the runner: each call is one case's :class:`SubprocessEngine`, sharing
    one engine process (started, or restarted after a failure, when a case needs it)."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, validate: bool = False,
                 cwd: str | None = None):
        self.command = command
        try:
            self.argv = shlex.split(command)
        except ValueError as exc:
            raise HandshakeError(f"cannot split the engine command {command!r}: {exc}") from None
        if not self.argv:
            raise HandshakeError("the engine command is empty")
        self.timeout = float(timeout)
        self.validate = validate
        self.cwd = cwd
        self.process: _Process | None = None
        self.hello: dict[str, Any] | None = None
        self.refused: HandshakeError | None = None  # a restart failed: the remaining cases fail at once
        self.stderr = ""  # written by processes since the last take_stderr (incl. discarded ones)
        atexit.register(self.close)

    def __call__(self) -> "SubprocessEngine":
        if self.refused is not None:
            raise HandshakeError(f"the engine could not be restarted: {self.refused}")
        if self.process is None:
            try:
                self.start()
            except HandshakeError as exc:
                self.refused = exc
                raise
        return SubprocessEngine(self, time.monotonic() + self.timeout)

    def start(self) -> dict[str, Any]:
        """Start the engine and shake hands; the engine's hello. Raises HandshakeError."""
        self.discard()
        try:
            process = _Process(self.argv, self.cwd)
        except OSError as exc:
            raise HandshakeError(f"cannot start the engine command {self.command!r}: {exc}") from None
        self.process = process
        try:
            reply = self.exchange("hello", {"cmd": "hello", "protocol": protocol.PROTOCOL_VERSION},
                                  time.monotonic() + self.timeout, check=False)
            hello = reply.get("hello") if isinstance(reply, dict) else None
            version = hello.get("protocol") if isinstance(hello, dict) else None
            if isinstance(version, str) and protocol.major(version) != protocol.major(protocol.PROTOCOL_VERSION):
                raise HandshakeError(
                    f"engine {self.command!r} speaks protocol {version}; this harness speaks protocol "
                    f"{protocol.PROTOCOL_VERSION} and a different major version is incompatible")
            self.check("hello-reply", reply)
        except EngineFault as exc:
            self.discard()
            message = str(exc) if isinstance(exc, HandshakeError) else \
                f"engine {self.command!r} failed the handshake: {exc}"
            raise HandshakeError(_with_stderr(message, self.take_stderr())) from None
        self.hello = reply["hello"]
        return self.hello

    def exchange(self, cmd: str, message: dict[str, Any], deadline: float, check: bool = True) -> Any:
        """Send one request, return the engine's reply (parsed and, with ``check``, validated). A
        timeout, an exit or a protocol error discards the process (a new one starts for the next case)."""
        assert self.process is not None
        if self.validate:
            self.check(f"{cmd}-request", message)
        line = json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            if self.process.out:
                raise EngineProtocolError(f"protocol error: before `{cmd}`, the engine wrote output nobody "
                                          f"asked for: {excerpt(bytes(self.process.out))}")
            raw = self.process.exchange(line, deadline)
            reply = self._reply(cmd, raw, check)
        except _Expired:
            self.discard()
            raise EngineTimeout(f"engine timed out: no answer to `{cmd}` within {self.timeout:g} s; "
                                f"it was killed") from None
        except _Exited:
            status = self.process.status(1.0)
            self.discard()
            how = f"exited with status {status}" if status is not None else "closed its stdout"
            raise EngineCrashed(f"engine crashed: it {how} while answering `{cmd}`") from None
        except EngineProtocolError:
            self.discard()  # what it writes may be out of step with the requests from here on
            raise
        if isinstance(reply, dict) and "error" in reply:
            raise EngineErrorReply(f"engine error while answering `{cmd}`: {reply['error']['message']}",
                                   reply["error"].get("traceback", ""))
        return reply

    def _reply(self, cmd: str, raw: bytes, check: bool) -> Any:
        """The reply line parsed; an error reply, or with ``check`` any reply, checked against its schema."""
        if self.process.out:
            raise EngineProtocolError(f"protocol error: the engine wrote more than one line in reply to `{cmd}`: "
                                      f"{excerpt(bytes(self.process.out))}")
        try:
            reply = json.loads(raw)
        except ValueError as exc:
            raise EngineProtocolError(f"protocol error: the reply to `{cmd}` is not JSON ({exc}): {excerpt(raw)}") from None
        if isinstance(reply, dict) and "error" in reply:
            self.check("error-reply", reply)
        elif check:
            self.check(f"{cmd}-reply", reply)
        return reply

    def check(self, name: str, message: Any) -> None:
        """A message that breaks its schema is a protocol error."""
        found = protocol.problems(name, message)
        if found:
            raise EngineProtocolError(f"protocol error: {protocol.describe(name)} breaks "
                                      f"{protocol.schema_file(name)}:\n  " + "\n  ".join(found))

    def take_stderr(self) -> str:
        """What the engine processes wrote on stderr since the last call."""
        text = self.stderr + (self.process.take_stderr() if self.process else "")
        self.stderr = ""
        return text

    def discard(self) -> None:
        """End the process (if any); the next case starts a new one. Its stderr is kept for take_stderr."""
        if self.process is not None:
            process, self.process = self.process, None
            self.stderr += process.kill()

    def close(self) -> None:
        """End the run: `close` the engine, and kill it if it does not exit."""
        if self.process is not None:
            process, self.process = self.process, None
            process.close()


class SubprocessEngine:
    """One case's view of the shared engine process (the runner's engine interface)."""

    def __init__(self, command: EngineCommand, deadline: float):
        self.command = command
        self.deadline = deadline
        self.decision: dict[str, Any] | None = None
        self.stderr = ""

    def _call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        if self.command.process is None:  # discarded earlier in this case
            raise EngineFault("the engine was stopped earlier in this case")
        try:
            return self.command.exchange(cmd, {"cmd": cmd, **fields}, self.deadline)
        except EngineFault as exc:
            if self.command.process is None:
                sep = "\n" if "\n" in str(exc) else "; "
                exc.args = (f"{exc}{sep}the engine is restarted for the next case",)
            raise

    def hello(self) -> dict[str, Any]:
        assert self.command.hello is not None
        return self.command.hello

    def load(self, setup: dict[str, Any]) -> None:
        self.decision = None
        self._call("load", setup=setup)

    def act(self, step: dict[str, Any]) -> ActResult:
        return self._answer(self._call("act", step=step))

    def decide(self, answer: Any) -> ActResult:
        return self._answer(self._call("decide", answer=answer))

    def _answer(self, reply: dict[str, Any]) -> ActResult:
        self.decision = reply.get("decision")
        return ActResult(reply["accepted"], reply.get("reason", ""))

    def pending_decision(self) -> dict[str, Any] | None:
        return self.decision

    def observe(self) -> dict[str, Any]:
        observation = self._call("observe")["observation"]
        if self.command.validate:
            self.command.check(protocol.OBSERVATION, observation)
        return observation

    def events(self) -> list[dict[str, Any]]:
        events = self._call("events")["events"]
        if self.command.validate:
            found = contract_events.problems(events)
            if found:
                raise EngineProtocolError(f"protocol error: the event list breaks {contract_events.SCHEMA_FILE}:\n  "
                                          + "\n  ".join(found))
        return events

    def captured_stderr(self) -> str:
        """What the engine wrote on stderr during this case."""
        self.stderr += self.command.take_stderr()
        return self.stderr


def _with_stderr(message: str, stderr: str, lines: int = 20) -> str:
    tail = stderr.strip().splitlines()[-lines:]
    return message + ("\nengine stderr (end):\n" + "\n".join(f"  {line}" for line in tail) if tail else "")
