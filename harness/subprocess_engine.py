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
import subprocess
import time
from typing import Any

from harness import events as contract_events
from harness import procgroup, protocol
from harness.adapter import ActResult, EngineFault
from harness.limits import DEFAULT_TIMEOUT, MAX_REPLY_BYTES, MAX_REPLY_DEPTH, STDERR_LIMIT, nested_deeper
from harness.protocol import ProtocolError, excerpt

CLOSE_GRACE = 1.0  # seconds an engine gets to exit after `close`
POLL = 0.05  # seconds between checks that the engine is alive, where there is no pidfd
LOG_TO_STDERR = "stdout is for replies only: log to stderr"


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


class _TooLong(Exception):
    pass


_LATE = object()  # a line that answered an earlier case's request


class _Process:
    """One engine process: non-blocking pipes, requests written and replies read under a deadline.
    The process exiting ends a wait at once, even while a child of it keeps its stdout open."""

    def __init__(self, argv: list[str], cwd: str | None):
        self.group = procgroup.spawn(argv, cwd)
        self.popen = self.group.popen
        self.fds = {name: getattr(self.popen, name).fileno() for name in ("stdin", "stdout", "stderr")}
        for fd in self.fds.values():
            os.set_blocking(fd, False)
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fds["stdout"], selectors.EVENT_READ, "stdout")
        self.selector.register(self.fds["stderr"], selectors.EVENT_READ, "stderr")
        self.pidfd: int | None = None
        try:
            self.pidfd = os.pidfd_open(self.popen.pid)  # readable when the process exits (Linux 5.3+)
            self.selector.register(self.pidfd, selectors.EVENT_READ, "exit")
        except (AttributeError, OSError):
            self.pidfd = None
        self.out = bytearray()
        self.err = bytearray()
        self.err_dropped = 0

    def exchange(self, line: bytes, deadline: float) -> bytes:
        """Write one request line (if any), return the next line the engine writes (without the newline)."""
        pending = memoryview(line)
        if pending:
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
                if end < 0 and len(self.out) > MAX_REPLY_BYTES:
                    raise _TooLong()
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise _Expired()
                wait = remaining if self.pidfd is not None else min(remaining, POLL)
                ready = self.selector.select(wait)
                if not ready and self.pidfd is None and self.popen.poll() is not None:
                    ready = [(selectors.SelectorKey(-1, -1, selectors.EVENT_READ, "exit"), 0)]
                for key, _ in ready:
                    if key.data == "stdin":
                        try:
                            pending = pending[os.write(key.fd, pending):]
                        except BlockingIOError:
                            continue
                        except OSError:
                            raise _Exited() from None
                        if not pending:
                            self.selector.unregister(key.fd)
                    elif key.data == "exit":  # what it wrote before exiting still counts
                        while self._read("stdout") and self.out.find(b"\n") < 0:
                            pass
                        if self.out.find(b"\n") < 0 or pending:
                            raise _Exited()
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
            return name != "stdout" or self.popen.poll() is None or self.pidfd is None
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
        """End the process, its process group and every process it started, even when it has exited
        already (a child may live on); what it wrote on stderr and was not taken."""
        self.group.kill()
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
        if self.pidfd is not None:
            os.close(self.pidfd)
            self.pidfd = None
        for stream in (self.popen.stdin, self.popen.stdout, self.popen.stderr):
            try:
                stream.close()
            except OSError:
                pass


class EngineCommand:
    """An engine factory for the runner: each call is one case's :class:`SubprocessEngine`, sharing
    one engine process (started, or restarted after a failure, when a case needs it)."""

    has_deadline = True  # each case has its deadline here: the runner needs no worker thread

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
        self.use_seq = False  # the engine speaks protocol 1.1 or later: requests carry `seq`
        self.seq = 0
        self.sent: dict[int, tuple[Any, str]] = {}  # seq -> (owner, cmd), for the current process
        self.last_owner: Any = None  # the owner (case) of the last request sent
        self.late: list[tuple[str, str]] = []  # (case id, message): lines that came after a case ended
        self.serial = 0  # one per case (SubprocessEngine)
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
        self.serial += 1
        return SubprocessEngine(self, time.monotonic() + self.timeout, self.serial)

    def start(self) -> dict[str, Any]:
        """Start the engine and shake hands; the engine's hello. Raises HandshakeError."""
        self.discard()
        try:
            process = _Process(self.argv, self.cwd)
        except OSError as exc:
            raise HandshakeError(f"cannot start the engine command {self.command!r}: {exc}") from None
        self.process = process
        self.use_seq, self.seq, self.sent, self.last_owner = False, 0, {}, None
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
            self.use_seq = protocol.has_seq(version or "1.0")
        except EngineFault as exc:
            self.discard()
            message = str(exc) if isinstance(exc, HandshakeError) else \
                f"engine {self.command!r} failed the handshake: {exc}"
            raise HandshakeError(_with_stderr(message, self.take_stderr())) from None
        self.hello = reply["hello"]
        return self.hello

    def exchange(self, cmd: str, message: dict[str, Any], deadline: float, check: bool = True,
                 owner: Any = None) -> Any:
        """Send one request, return the engine's reply (parsed and, with ``check``, validated). A
        timeout, an exit or a protocol error discards the process (a new one starts for the next case).
        ``owner`` is ``(id, case id)`` of the case sending it: output that belongs to an earlier case
        is recorded for that case (``take_late``) and skipped."""
        assert self.process is not None
        seq = None
        if self.use_seq:
            self.seq = seq = self.seq + 1
            message = {**message, "seq": seq}
            self.sent[seq] = (owner, cmd)
        if self.validate:
            self.check(f"{cmd}-request", message)
        line = json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            self._unasked(cmd, owner)
            self.last_owner = owner
            raw = self.process.exchange(line, deadline)
            while True:
                reply = self._reply(cmd, raw, check, seq, owner)
                if reply is not _LATE:
                    break
                raw = self.process.exchange(b"", deadline)
            if self.process.out:
                extra = bytes(self.process.out).split(b"\n")[0]
                raise EngineProtocolError(f"protocol error: the engine wrote more than one line in reply to "
                                          f"`{cmd}`: {excerpt(extra)} ({LOG_TO_STDERR})")
        except _Expired:
            self.discard()
            raise EngineTimeout(f"engine timed out: no answer to `{cmd}` within {self.timeout:g} s; "
                                f"it was killed") from None
        except _Exited:
            status = self.process.status(1.0)
            partial = bytes(self.process.out)  # a line it began and never ended
            self.discard()
            how = f"exited with status {status}" if status is not None else "closed its stdout"
            after = f", after writing an unfinished line (no newline): {excerpt(partial)}" if partial.strip() else ""
            raise EngineCrashed(f"engine crashed: it {how} while answering `{cmd}`{after}") from None
        except _TooLong as exc:
            head = exc.args[0] if exc.args else bytes(self.process.out[:200])
            self.discard()
            raise EngineProtocolError(f"protocol error: the reply to `{cmd}` is longer than {MAX_REPLY_BYTES} "
                                      f"bytes (the limit for one line): {excerpt(head)}") from None
        except EngineProtocolError:
            self.discard()  # what it writes may be out of step with the requests from here on
            raise
        if isinstance(reply, dict) and "error" in reply:
            raise EngineErrorReply(f"engine error while answering `{cmd}`: {reply['error']['message']}",
                                   reply["error"].get("traceback", ""))
        return reply

    def _unasked(self, cmd: str, owner: Any) -> None:
        """Output already there before a request was written after the last reply: it belongs to the
        case of that last request. Another case's: recorded for it and dropped; this case's: an error."""
        assert self.process is not None
        if not self.process.out:
            return
        text = bytes(self.process.out)
        complete = text[:text.rfind(b"\n") + 1] if b"\n" in text else text
        if self.last_owner is not None and owner is not None and self.last_owner[0] != owner[0]:
            for line in complete.splitlines():
                self._record_late(self.last_owner, f"after the case's last reply, the engine wrote {excerpt(line)} "
                                                   f"({LOG_TO_STDERR})")
            del self.process.out[:len(complete)]
            if not self.process.out:
                return
        first = bytes(self.process.out).split(b"\n")[0]
        raise EngineProtocolError(f"protocol error: before `{cmd}`, the engine wrote a line nobody asked for: "
                                  f"{excerpt(first)} ({LOG_TO_STDERR})")

    def _record_late(self, owner: Any, message: str) -> None:
        if isinstance(owner, tuple) and owner[1]:
            self.late.append((owner[1], message))

    def take_late(self) -> list[tuple[str, str]]:
        """(case id, message) for every line that turned up after its case had ended, since the last call."""
        late, self.late = self.late, []
        return late

    def _reply(self, cmd: str, raw: bytes, check: bool, seq: int | None = None, owner: Any = None) -> Any:
        """The reply line parsed; an error reply, or with ``check`` any reply, checked against its schema.
        _LATE for a line that answers an earlier case's request (recorded for that case)."""
        if len(raw) > MAX_REPLY_BYTES:
            raise _TooLong(raw[:200])
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:  # json.loads would guess UTF-16/32 from the first bytes
            raise EngineProtocolError(f"protocol error: the reply to `{cmd}` is not UTF-8 (byte 0x{raw[exc.start]:02x} "
                                      f"at offset {exc.start}): {excerpt(raw)} ({LOG_TO_STDERR})") from None
        try:
            reply = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise EngineProtocolError(f"protocol error: the reply to `{cmd}` is not JSON ({exc}): {excerpt(raw)} "
                                      f"({LOG_TO_STDERR})") from None
        if raw.count(b"[") + raw.count(b"{") > MAX_REPLY_DEPTH and nested_deeper(reply, MAX_REPLY_DEPTH):
            raise EngineProtocolError(f"protocol error: the reply to `{cmd}` nests objects and arrays more than "
                                      f"{MAX_REPLY_DEPTH} levels deep: {excerpt(raw)}")
        echoed = reply.get("seq") if isinstance(reply, dict) else None
        if seq is not None and isinstance(echoed, int) and not isinstance(echoed, bool) and echoed != seq:
            earlier = self.sent.get(echoed)
            if earlier is None or echoed > seq:
                raise EngineProtocolError(f"protocol error: the reply to `{cmd}` (request {seq}) carries seq "
                                          f"{echoed}, which no request had: {excerpt(raw)}")
            if earlier[0] is not None and owner is not None and earlier[0][0] != owner[0]:
                self._record_late(earlier[0], f"the engine answered request {echoed} (`{earlier[1]}`) again, "
                                              f"after the case had ended: {excerpt(raw)}")
                return _LATE
            raise EngineProtocolError(f"protocol error: while `{cmd}` (request {seq}) waited for its reply, the "
                                      f"engine answered request {echoed} (`{earlier[1]}`) again: {excerpt(raw)}")
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

    def __init__(self, command: EngineCommand, deadline: float, serial: int = 0):
        self.command = command
        self.serial = serial
        self.deadline = deadline
        self.decision: dict[str, Any] | None = None
        self.stderr = ""
        self.case_id: str | None = None  # set by the runner: late lines are blamed on it

    def _call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        if self.command.process is None:  # discarded earlier in this case
            raise EngineFault("the engine was stopped earlier in this case")
        try:
            return self.command.exchange(cmd, {"cmd": cmd, **fields}, self.deadline, owner=(self.serial, self.case_id))
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
