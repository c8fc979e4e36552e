"""One way in for files (issue 12 item 8): formats.read_tables gives records
and tables for PBN and LIN alike."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgelaws
from bridgelaws.formats.tables import file_format, read_tables
from bridgelaws.table import Table

SAMPLE = Path(bridgelaws.__file__).parent / "data" / "sample.pbn"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
LIN_SAMPLE = CORPUS / "bridgebots" / "sample.lin"


def test_the_format_is_chosen_by_suffix_once() -> None:
    assert file_format("a.PBN") == "pbn" and file_format("b.lin") == "lin"
    assert file_format("c.json") is None


def test_pbn_games_become_records_that_replay_to_the_same_table() -> None:
    read = read_tables(SAMPLE)
    assert read.format == "pbn" and read.boards and not read.problems
    for board in read.boards:
        assert board.record is not None and board.table is not None
        again = Table.from_record(board.record)
        assert again.report() == board.table.report(), board.board


@pytest.mark.skipif(not LIN_SAMPLE.exists(), reason="../shared/corpus is not there")
def test_lin_boards_become_records_and_tables() -> None:
    read = read_tables(LIN_SAMPLE, "2007")
    assert read.format == "lin" and read.boards
    for board in read.boards:
        assert board.error is None and board.record is not None and board.table is not None
        assert board.record.edition == "2007" and board.table.edition.name == "2007"
        assert Table.from_record(board.record).report() == board.table.report()


def test_a_damaged_file_is_read_with_its_problems(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Deal "N:AKQ"]\n', encoding="utf-8")
    read = read_tables(bad)
    [board] = read.boards
    assert board.board == "1" and board.record is None and board.table is None
    assert board.converted is not None
    [problem] = board.converted.unreadable
    assert problem.line == 2 and "four hands" in problem.error
