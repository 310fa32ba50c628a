"""Stop a child process part-way through writing a file, as a full disk or a kill would.

`run_faulted(mode, folder, script, *args)` runs `script` (Python source) in a child that has
done its imports; it calls `arm(mode, folder)` where the fault should start:
  - "limit": RLIMIT_FSIZE of `LIMIT` bytes with SIGXFSZ ignored, so a write past it fails with
    EFBIG (what a full disk or a quota does to a writer, without filling the disk);
  - "kill": SIGKILL right after the first write that follows opening a file in `folder` for
    writing: the writer dies with its file half written, whatever way it writes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LIMIT = 300  # bytes: smaller than anything the program writes

_state = {"folder": "", "armed": False}


def arm(mode: str, folder: str) -> None:
    if mode == "limit":
        import resource  # POSIX only, as are the tests that use it

        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))
        return
    _state["folder"] = os.path.realpath(folder)
    sys.addaudithook(_audit)
    sys.setprofile(_profile)


def _audit(event: str, args: tuple) -> None:
    if event == "open" and args[2] & (os.O_WRONLY | os.O_RDWR) and _in_folder(args[0]):
        _state["armed"] = True


def _in_folder(path: object) -> bool:
    if not isinstance(path, str | bytes | os.PathLike):
        return False  # an open file descriptor (os.fdopen)
    return os.path.dirname(os.path.realpath(os.fsdecode(path))) == _state["folder"]


def _profile(frame: object, event: str, arg: object) -> None:
    if _state["armed"] and event == "c_return" and getattr(arg, "__name__", "") == "write":
        os.kill(os.getpid(), signal.SIGKILL)


def run_faulted(mode: str, folder: Path, script: str, *args: str
                ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LISTBUILDER_NO_CACHE": "1", "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-c", script, mode, str(folder), *args],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
