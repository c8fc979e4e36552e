"""Every record the tests keep, told to the director in Dutch, English and
German, reads clean: no code names, Python values or raw JSON, no law cited
twice in a row, no "1 tricks" or "(Law 29, 30)", no "?" for a chooser, no
card in PBN, and no English word in Dutch or German (tests/rule_cases.py's
:func:`unclean_lines`). The records: tests/records, tests/judgment_records,
and ``tests/text_sweep_records.jsonl``, one record for each different report
(edition, status, irregularities, rulings, obligations) among the records the
case helpers build (collected with ``BRIDGELAWS_COLLECT_RECORDS``, see
tests/conftest.py). The case helpers' own :func:`rule_cases.clean_texts`
checks every case it renders the same way, in the three languages."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rule_cases import unclean_lines

from bridgelaws.cards import BridgeError
from bridgelaws.record import TableRecord
from bridgelaws.report_text import report_lines
from bridgelaws.table import Table

HERE = Path(__file__).resolve().parent
SWEEP = HERE / "text_sweep_records.jsonl"


def kept() -> Iterator[tuple[str, dict[str, Any]]]:
    for folder in ("records", "judgment_records"):
        for path in sorted((HERE / folder).glob("*.json")):
            yield f"{folder}/{path.name}", json.loads(path.read_text(encoding="utf-8"))
    for number, line in enumerate(SWEEP.read_text(encoding="utf-8").splitlines(), 1):
        yield f"{SWEEP.name}:{number}", json.loads(line)


def _texts(report: Any) -> Iterator[str]:
    """Every ``text`` of a JSON report (irregularities, options, questions, ...)."""
    if isinstance(report, dict):
        for key, value in report.items():
            if key == "text" and isinstance(value, str):
                yield value
            else:
                yield from _texts(value)
    elif isinstance(report, list):
        for item in report:
            yield from _texts(item)


def test_the_sweep_keeps_hundreds_of_different_reports() -> None:
    assert sum(1 for _ in kept()) >= 500


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_every_kept_record_reads_clean(lang: str) -> None:
    problems: list[tuple[str, str, str]] = []
    for name, data in kept():
        try:
            table = Table.from_record(TableRecord.from_json(data))
        except BridgeError:
            continue  # a record kept for its error: the error tests read it
        text = "\n".join(report_lines(table, lang))
        problems += [(name, what, line) for what, line in unclean_lines(text, lang)]
        # rule --json's texts; a question's own "?" is its end, not a chooser
        said = "\n".join(t.rstrip().removesuffix("?") for t in _texts(table.report(lang)))
        problems += [(name, what, line) for what, line in unclean_lines(said, lang)]
    assert problems == [], problems[:40]
