"""``bridgelaws direct`` driven as a new user would: typed lines in, the
ruling out, in Dutch and in English."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
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
        ["S 1NT", "W 1S", "director N", "2", "W 2S", "no", "quit"],
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
    out = direct(["Z 1SA", "W 1S", "arbiter N", "2", "W pas", "stop"], "--board", "7")
    assert "Onvoldoende bod" in out
    assert "Noord kiest" in out
    assert "Oost moet passen tot het einde van de bieding" in out


def test_direct_bid_out_of_rotation_in_english() -> None:
    out = direct(["S 1H", "yes", "director W", "2", "quit"], "--board", "1", "--lang", "en")
    assert "Bid out of rotation" in out
    assert "West chooses" in out
    assert "(29B, 31)" in out


def test_direct_bid_out_of_rotation_in_dutch() -> None:
    out = direct(["Z 1H", "ja", "arbiter W", "1", "stop"], "--board", "1")
    assert "Bod voor de beurt" in out
    assert "West kiest" in out


@pytest.mark.parametrize(
    ("lang", "calls", "yes", "confirm", "director", "words"),
    [
        ("en", ("N 1C", "N 1D"), "no", "yes", "director E", "Change of call"),
        ("nl", ("N 1K", "N 1R"), "nee", "ja", "arbiter O", "Wijzigen van een bieding"),
    ],
)
def test_direct_change_of_call(
    lang: str,
    calls: tuple[str, str],
    yes: str,
    confirm: str,
    director: str,
    words: str,
    tmp_path: Path,
) -> None:
    saved = tmp_path / "record.json"
    out = direct(
        [calls[0], calls[1], confirm, director, yes, "2", "quit"],
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
    out = direct(["N 1C", "E 1D", "undo", "E 1H", "quit"], "--lang", "en", "--save", str(saved))
    assert "Taken back: East: 1D" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert [e["call"] for e in record["events"]] == ["1C", "1H"]


def test_direct_refuses_an_unknown_language() -> None:
    result = runner.invoke(app, ["direct", "--lang", "fr"], input="quit\n")
    assert result.exit_code == 2
    assert "not available" in result.output


# -- from the situation the director finds (spec §6) ------------------------------------


def test_direct_revoke_after_the_play_in_dutch(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["n", "4S Z", "10", "O verzaakt 5", "O", "1", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "Wie maakte slag 5" in out and "Hoeveel slagen maakte OW na slag 5" in out
    assert "Artikel 64A1: 2 slagen worden overgedragen aan NZ." in out
    assert "Zuid maakt 12 slagen" in out and "Score: NZ +480." in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["situation"] == {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 10, "EW": 3},
    }
    assert record["events"][0] == {"fact": "revoke", "value": {"seat": "E", "trick": 5}}
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


def test_direct_auction_so_far_then_insufficient_bid_in_dutch() -> None:
    out = direct(["b", "1SA", "O 1H", "arbiter Z", "2", "O 2H", "nee", "stop"], "--board", "1")
    assert "Bieding: N:1SA" in out
    assert "Onvoldoende bod (Oost" in out
    assert "Instructie aan de tafel:" in out
    assert "Oost: 2♥" in out


def test_direct_play_situation_with_penalty_card_in_dutch() -> None:
    lines = ["s", "4S Z", "3-1", "", "W", "", "O:KH groot", "stop"]
    out = direct(lines, "--board", "1")
    assert "Zuid kiest" in out  # 50D2: declarer's choice at West's lead, at once
    assert "♣H" in out


def test_direct_mistyped_seat_records_nothing(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["b", "", "S 1H", "Oops 1H", "N 1H", "stop"], "--board", "1", "--save", str(saved))
    assert "'S' is geen windrichting (N, O, Z, W)" in out
    assert "'Oops' is geen windrichting" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"] == [{"by": "N", "call": "1H"}]


def test_direct_call_out_of_turn_is_confirmed_first(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["b", "", "Z 1H", "nee", "stop"], "--board", "1", "--save", str(saved))
    assert "Zuid is niet aan de beurt (Noord wel)" in out and "Niet vastgelegd." in out
    assert json.loads(saved.read_text(encoding="utf-8"))["events"] == []


def test_direct_impossible_situation_is_explained_in_german() -> None:
    out = direct(["s", "4P S", "10-4", "stop"], "--board", "1", "--lang", "de")
    assert "situation.tricks: 14 Stiche insgesamt" in out


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_direct_in_a_real_terminal_with_tmux(tmp_path: Path) -> None:
    """A director at a terminal (tmux): the revoke after the play, typed key by key."""
    session = f"bridgelaws-direct-{os.getpid()}"
    saved = tmp_path / "record.json"
    command = f"{sys.executable} -m bridgelaws.cli direct --board 1 --save {saved}"
    env = {**os.environ, "COLUMNS": "100"}
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "50", command],
        check=True,
        env=env,
    )
    try:
        for line in ["n", "4S Z", "10", "O verzaakt 5", "O", "1", "stop"]:
            time.sleep(0.6)
            subprocess.run(["tmux", "send-keys", "-t", session, line, "Enter"], check=True)
        for _ in range(50):
            if saved.exists():
                break
            time.sleep(0.2)
        record = json.loads(saved.read_text(encoding="utf-8"))
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)
    report = Table.from_record(TableRecord.from_json(record)).report()
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["score"] == {"NS": 480, "EW": -480}


def test_law_16b1a_direct_hesitation_judged_in_dutch() -> None:
    deal = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
    alternatives = {"fact": "logical_alternatives", "of": 7, "value": ["Pass", "3S"],
                    "suggested": "3S"}  # fmt: skip
    outcomes = {"fact": "outcomes", "value": [
        {"contract": "3H", "declarer": "E", "tricks": 9, "weight": "0.7"},
        {"contract": "3H", "declarer": "E", "tricks": 8, "weight": "0.3"}]}  # fmt: skip
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    lines = ["N 1S", "O 2H", "Z 2S", "W 3H", "N pas",
             "N denkpauze",
             "O pas", "Z 3S", "W pas", "N pas", "O pas", "oordeel", "O HA",
             json.dumps(alternatives), json.dumps(outcomes),
             *map(json.dumps, events)]  # fmt: skip
    out = direct(lines, "--board", "1", "--deal", deal)
    assert "genoteerd: ongeoorloofde informatie van Noord" in out
    assert "Bieden en spelen gaan door; de wedstrijdleider komt na afloop terug." in out
    assert "De denkpauze van Noord staat vast" in out
    assert "Zuid koos 3♠" in out
    assert "Arbitrale score toegekend." in out and "30% × +50 + 70% × -140" in out


def test_direct_hesitation_before_any_call_is_refused_in_german() -> None:
    out = direct(["N denkpause", "stop"], "--board", "1", "--lang", "de")
    assert "N hat noch nicht angesagt" in out
