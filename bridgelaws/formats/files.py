"""Reading files that nobody vouches for.

Every reader of the project (PBN, LIN, table records, rubber sheets) reads its
files through :func:`read_file`: regular files only (a FIFO, a terminal or a
link to ``/dev/zero`` is refused before it is opened for reading, so nothing
waits or reads forever), and never more than a size limit, which is reported
as such. A UTF-8 byte order mark is skipped everywhere.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Sequence
from typing import BinaryIO, Final

from bridgelaws.cards import InputError

MiB: Final = 1024 * 1024
#: the largest PBN or LIN file read (real files are well under 1 MB)
MAX_GAME_FILE: Final = 16 * MiB
#: the largest table record or score sheet read (JSON)
MAX_RECORD_FILE: Final = 2 * MiB

_REASONS: Final = {
    errno.ENOENT: "no such file",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "a folder, not a file",
    errno.ENOTDIR: "no such file",
    errno.ELOOP: "too many symbolic links",
    errno.ENAMETOOLONG: "the name is too long",
}


def _unreadable(exc: OSError) -> InputError:
    reason = _REASONS.get(exc.errno or 0)
    if reason is not None:
        return InputError("cannot read the file: {reason}", reason=InputError(reason))
    return InputError("cannot read the file: {reason}", reason=exc.strerror or str(exc))


def unwritable(exc: OSError) -> InputError:
    """Why a file could not be written, in any language."""
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return InputError("cannot write the file: {reason}", reason=InputError("no such folder"))
    reason = _REASONS.get(exc.errno or 0)
    if reason is not None:
        return InputError("cannot write the file: {reason}", reason=InputError(reason))
    return InputError("cannot write the file: {reason}", reason=exc.strerror or str(exc))


def _size_limit(limit: int) -> InputError:
    megabytes = f"{limit / MiB:g}"
    return InputError("the file is larger than the limit of {size} MB", size=megabytes)


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`InputError` (a :class:`~bridgelaws.cards.BridgeError`) when the
    path is missing, unreadable, not a regular file or larger than ``limit``."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise InputError("not a regular file (a device, a pipe or a folder)")
        # O_NONBLOCK: should a FIFO be swapped in after the check, opening it
        # does not wait for a writer; fstat below then refuses it
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        descriptor = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(exc) from None
    with os.fdopen(descriptor, "rb") as handle:
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                raise InputError("not a regular file (a device, a pipe or a folder)")
            return read_stream(handle, limit)
        except OSError as exc:
            raise _unreadable(exc) from None


def read_stream(stream: BinaryIO, limit: int) -> bytes:
    """At most ``limit`` bytes of a stream (standard input); more is refused."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise _size_limit(limit)
    return data


def decode_text(data: bytes, encodings: Sequence[str] = ("utf-8",)) -> str:
    """Bytes as text in the first of ``encodings`` that fits; a UTF-8 byte order
    mark is skipped. Text that fits none is refused, naming the first bad byte."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    # only the offset is kept: a kept exception would hold its traceback, the
    # frames and all they hold (a whole file's games) in a reference cycle
    offset: int | None = None
    for encoding in encodings:
        try:
            return data.decode(encoding)
        except UnicodeDecodeError as exc:
            if offset is None:
                offset = exc.start
    offset = offset or 0
    raise InputError(
        "not {encoding} text (byte {offset} is {byte})",
        encoding=encodings[0].upper(),
        offset=offset,
        byte=f"0x{data[offset]:02x}",
    )
