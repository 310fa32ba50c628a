"""Open a file for reading only when it is a regular file, and read it with a bound.

A FIFO would block `open` until a writer comes; /dev/zero or /dev/urandom never end; a file
may grow while it is read. Every read of a user's file goes through here so none of these can
hang listbuilder or fill its memory.
"""

from __future__ import annotations

import os
import stat
from typing import BinaryIO


class NotRegularFile(OSError):
    """A folder, pipe or device where a file was expected; `folder` says which."""

    def __init__(self, path: str | os.PathLike[str], folder: bool) -> None:
        super().__init__(path)
        self.folder = folder


class FileTooLarge(OSError):
    """A file over the limit, refused unread; `size` is what it holds."""

    def __init__(self, path: str | os.PathLike[str], size: int) -> None:
        super().__init__(path)
        self.size = size


def open_regular(path: str | os.PathLike[str]) -> tuple[BinaryIO, os.stat_result]:
    """The open file and its status; raises OSError (NotRegularFile for a folder, FIFO or
    device: the non-blocking open returns at once, and its type is asked before reading)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):  # asked before fdopen, which refuses a folder
        os.close(fd)
        raise NotRegularFile(path, stat.S_ISDIR(info.st_mode))
    return os.fdopen(fd, "rb"), info


def read_at_most(stream: BinaryIO, limit: int, chunk: int = 1 << 20):
    """The stream's chunks, `limit` bytes in all at most, however much the file holds."""
    left = limit
    while left > 0 and (data := stream.read(min(chunk, left))):
        left -= len(data)
        yield data


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The file's bytes: its size checked before reading (FileTooLarge), then at most
    `limit` + 1 read, so a file that grew while read shows as longer than `limit`. Raises
    OSError (NotRegularFile for a folder, FIFO or device) as `open_regular` does."""
    stream, info = open_regular(path)
    with stream:
        if info.st_size > limit:
            raise FileTooLarge(path, info.st_size)
        return b"".join(read_at_most(stream, limit + 1))
