"""Optional: compile the replay's hot pure modules with mypyc.

The package is pure Python and needs no compiler. Where one is present, this
compiles the modules in :data:`COMPILED` with the mypyc that comes with the
pinned mypy of the ``test`` extra (their ``mypy --strict`` typing is what mypyc
needs); Python then loads the compiled module (``*.so``) in place of the
source beside it. ``--clean`` removes the compiled modules again. A compiled
module older than its source is refused by ``tests/test_plain.py``: compile
again after changing it.

    .venv/bin/python scripts/compile.py [--clean]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: pure modules that run for every board of a replay
COMPILED = ["bridgelaws/formats/plain.py"]


def compiled_files() -> list[Path]:
    """The compiled modules (and mypyc's runtime library beside them) now in place."""
    out: list[Path] = []
    for module in COMPILED:
        source = ROOT / module
        out += sorted(source.parent.glob(source.stem + ".*.so"))
        out += sorted(source.parent.glob(source.stem + "__mypyc.*.so"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args()
    for path in compiled_files():
        path.unlink()
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    if args.clean:
        return
    subprocess.run([sys.executable, "-m", "mypyc", *COMPILED], cwd=ROOT, check=True)
    for path in compiled_files():
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
