"""``bridgelaws direct`` driven as a new user would: typed lines in, the
ruling out, in Dutch and in English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws import Table, TableRecord
from bridgelaws.cli import app

runner = CliRunner()


def direct(lines: list[str], *options: str) -> str:
    result = runner.invoke(app, ["direct", *options], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    return result.output


def test_direct_insufficient_bid_in_english(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(
        ["S 1NT", "W 1S", "director", "2", "W 2S", "no", "quit"],
        "--board",
        "7",
        "--lang",
        "en",
        "--save",
        str(saved),
    )
    assert "Insufficient bid (West; Law 27)" in out
    assert "North chooses, after hearing every option:" in out
    assert "The lowest sufficient bid in the denomination of 1S is 2S." in out
    assert "Was 1S artificial" in out
    table = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8")))
    assert [c.name for _, c in table.auction.calls] == ["1NT", "2S"]
    assert table.obligations == []  # 27B1a: no further rectification


def test_direct_insufficient_bid_in_dutch() -> None:
    out = direct(["Z 1SA", "W 1S", "arbiter", "2", "W pas", "stop"], "--board", "7")
    assert "Onvoldoende bod" in out
    assert "Noord kiest" in out
    assert "Oost moet passen tot het einde van de bieding" in out


def test_direct_bid_out_of_rotation_in_english() -> None:
    out = direct(["S 1H", "director", "2", "quit"], "--board", "1", "--lang", "en")
    assert "Bid out of rotation" in out
    assert "West chooses" in out
    assert "(29B, 31)" in out


def test_direct_bid_out_of_rotation_in_dutch() -> None:
    out = direct(["Z 1H", "arbiter", "1", "stop"], "--board", "1")
    assert "Bod voor de beurt" in out
    assert "West kiest" in out


@pytest.mark.parametrize(
    ("lang", "yes", "words"),
    [("en", "no", "Change of call"), ("nl", "nee", "Wijzigen van een bieding")],
)
def test_direct_change_of_call(lang: str, yes: str, words: str, tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(
        ["N 1C", "N 1D", "director", yes, "2", "quit"],
        "--board",
        "1",
        "--lang",
        lang,
        "--save",
        str(saved),
    )
    assert words in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"][-1] == {"by": "E", "choose": "reject"}
    table = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8")))
    assert [c.name for _, c in table.auction.calls] == ["1C"]


def test_direct_bad_input_is_explained_and_nothing_is_lost(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["N 1C", "Q 1D", "N 9Z", "E 1D", "quit"], "--lang", "en", "--save", str(saved))
    assert "is not a seat" in out and "neither a call nor a card" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert [e["call"] for e in record["events"]] == ["1C", "1D"]


def test_direct_undo_takes_back_the_last_action(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    direct(["N 1C", "E 1D", "undo", "E 1H", "quit"], "--lang", "en", "--save", str(saved))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert [e["call"] for e in record["events"]] == ["1C", "1H"]


def test_direct_refuses_an_unknown_language() -> None:
    result = runner.invoke(app, ["direct", "--lang", "fr"], input="quit\n")
    assert result.exit_code == 2
    assert "not available" in result.output
