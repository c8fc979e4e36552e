"""Error messages written to a pipe are one line, whatever the terminal's width.

The commands run in a subprocess with ``COLUMNS`` set very narrow: Rich reads
the width when a console is made, so only a fresh process shows what a user
with a narrow terminal (or a long temporary path) would get.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

LONG = "a-rather-long-directory-name-that-would-not-fit-on-one-line-of-eighty-columns"


def run(*args: str, columns: str = "20") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": columns, "TERM": "dumb"}
    command = [sys.executable, "-m", "bridgelaws.cli", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("command", [["rubber", "show"], ["show"], ["rule"]])
def test_errors_to_a_pipe_are_never_wrapped(tmp_path: Path, command: list[str]) -> None:
    missing = tmp_path / LONG / "none.json"
    done = run(*command, str(missing))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(("error: ", "fout: ")) and str(missing) in lines[0]
    assert "Traceback" not in done.stderr


def test_error_messages_are_not_read_as_markup(tmp_path: Path) -> None:
    # a file name that is valid Rich markup is printed as it is, not styled away
    missing = tmp_path / "[bold]x[/bold]" / "none.json"
    done = run("rule", str(missing), columns="200")
    assert done.returncode == 2
    assert "[bold]x[/bold]" in done.stderr and "Traceback" not in done.stderr
