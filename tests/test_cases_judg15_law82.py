"""Law 82B2 and 82B3 (judg15, session 22): how the director puts an error of
procedure right when the board cannot be played normally. Seeds 000 (2017)
and 002 (2007) read alike in 82A-82C; both editions cite the same paragraphs,
and the artificial adjusted score is 12C2a in both (2007's 12C1 is the
assigned score).

What the assistant gives the director (``board_remedy``): ``play`` (he
requires the board to be played: its table result is its score), ``postpone``
(played later: nothing is scored now), ``cancel`` (cancelled: artificial
adjusted scores by responsibility for the error, 12A2 and 12C2a, ``at_fault``
naming the side, ``both`` or ``neither``), ``other`` (82B3: another of his
powers, nothing for the score).

Situations of the kind TD courses teach, in our own words, on rule_cases'
deal (board 1, nobody vulnerable): the board turns up with a hand of another
board and cannot be played (cancelled, the side that mixed the cards at
fault); a pair has no time left for it (played later); the board was skipped
and is played after all.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_text, script
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.events import EventStore

EDITIONS = ["2017", "2007"]

PLAYED = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass; E Pass; S 3S; W Pass; N Pass; E Pass; E card DA"),
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


def judged(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


def remedy(value: str, **details: str) -> dict[str, Any]:
    return {"fact": "board_remedy", "value": value, **details}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("fault", "ns", "ew", "words"),
    [
        ("EW", "A+", "A-", "East-West were at fault for the error of procedure"),
        ("NS", "A-", "A+", "North-South were at fault for the error of procedure"),
        ("both", "A", "A", "Both sides were partly at fault: average to both sides"),
    ],
)
def test_law_82b2_board_cancelled_artificial_scores_by_responsibility(
    tmp_path: Path, edition: str, fault: str, ns: str, ew: str, words: str
) -> None:
    # found in the auction: a hand of another board in the board (the side
    # that mixed the cards at fault); the director cancels it
    events = [*script("N 1S; E 2H"), remedy("cancel", at_fault=fault)]
    data = record(events, edition)
    found = judged(data, tmp_path)
    offender = fault if fault in ("NS", "EW") else None
    assert [(r["kind"], r["laws"], r["offender"]) for r in found["rulings"]] == [
        ("board_cancelled", ["82B2", "12A2", "12C2a"], offender)
    ]
    assert (found["status"], found["assigned"]) == (
        "adjusted",
        {"NS": ns, "EW": ew, "split": ns != ew},
    )
    assert "82B2" in found["note"] and "12C2a" in found["note"]
    out = clean_texts(data, tmp_path)
    assert words in out["en"]
    assert "de wedstrijdleider annuleert het (82B2)" in out["nl"]
    assert "der Turnierleiter streicht es (82B2)" in out["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82b2_played_board_cancelled_no_side_at_fault_average_plus_to_both(
    tmp_path: Path, edition: str
) -> None:
    # the organiser's board was made up wrongly and found after the play: the
    # result obtained is cancelled, neither side at fault
    data = record([*PLAYED, remedy("cancel")], edition)
    report = rule_json(data, tmp_path)
    assert report["score"]["NS"] == 140  # what the table played
    found = report["judgment"]
    assert found["assigned"] == {"NS": "A+", "EW": "A+", "split": False}
    assert found["offender"] is None
    out = clean_texts(data, tmp_path)
    assert "Neither side was at fault for the error of procedure: average plus to both" in out["en"]
    assert "gemiddelde-plus voor beide partijen (12C2a)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82b2_cancelled_the_directors_own_artificial_score_prevails(
    tmp_path: Path, edition: str
) -> None:
    # the director weighs the responsibility himself (12C2a): his score counts
    events = [
        *PLAYED,
        remedy("cancel", at_fault="EW"),
        {"fact": "artificial_score", "value": "A/A-"},
    ]
    found = judged(record(events, edition), tmp_path)
    assert found["assigned"] == {"NS": "A", "EW": "A-", "split": True}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("started", [False, True])
def test_law_82b2_board_played_later_nothing_scored_now(
    tmp_path: Path, edition: str, started: bool
) -> None:
    events = [*script("N 1S; E 2H"), remedy("postpone")] if started else [remedy("postpone")]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert [(r["kind"], r["laws"]) for r in found["rulings"]] == [
        ("board_postponed", ["82A", "82B2"])
    ]
    assert (found["status"], found["assigned"], found["note"]) == ("postponed", None, None)
    out = clean_texts(data, tmp_path)
    assert "The director has the board played later (82B2): nothing is scored" in out["en"]
    assert "De wedstrijdleider laat het spel later spelen (82B2)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82b2_board_required_to_be_played_its_result_stands(
    tmp_path: Path, edition: str
) -> None:
    data = record([remedy("play"), *PLAYED], edition)
    found = judged(data, tmp_path)
    assert [(r["kind"], r["laws"]) for r in found["rulings"]] == [("board_played", ["82A", "82B2"])]
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "by requiring the board to be played (82B2)" in out["en"]
    assert "voor te schrijven dat het spel wordt gespeeld (82B2)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82b2_board_required_to_be_played_mid_auction_play_continues(
    tmp_path: Path, edition: str
) -> None:
    found = judged(record([remedy("play"), *script("N 1S; E 2H")], edition), tmp_path)
    assert (found["status"], found["assigned"]) == ("play_continues", None)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82b3_another_power_nothing_for_the_score(tmp_path: Path, edition: str) -> None:
    data = record([*PLAYED, remedy("other")], edition)
    found = judged(data, tmp_path)
    assert [(r["kind"], r["laws"]) for r in found["rulings"]] == [
        ("director_power", ["82A", "82B3"])
    ]
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "another of the powers the Laws give him (82B3)" in out["en"]
    assert "een andere bevoegdheid die de spelregels hem geven (82B3)" in out["nl"]


@pytest.mark.parametrize(
    ("fact", "words"),
    [
        (remedy("redeal"), "redeal is niet een van play, postpone, cancel, other"),
        (remedy("cancel", at_fault="S"), "at_fault: S is niet een van NS, EW, both, neither"),
    ],
)
def test_law_82b2_unreadable_finding_is_said_in_the_users_language(
    tmp_path: Path, fact: dict[str, Any], words: str
) -> None:
    out = rule_text(record([*PLAYED, fact]), tmp_path, "nl")
    assert words in out and "handeling 15" in out
    assert "Traceback" not in out


def _run(*args: object) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(map(str, args)))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


@pytest.mark.parametrize(
    ("value", "entered"),
    [("postpone", False), ("cancel", True)],
)
def test_law_82b2_into_the_event_cancelled_scored_postponed_left_out(
    tmp_path: Path, value: str, entered: bool
) -> None:
    # a cancelled board's artificial scores go into the event; a board played
    # later enters nothing, and the refusal says why in words, not its code
    path = tmp_path / "club.db"
    assert _run("event", "new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    source = tmp_path / "board.json"
    source.write_text(json.dumps(record([*PLAYED, remedy(value, at_fault="NS")])), "utf-8")
    code, out = _run("judge", source, "--event", path, "--ns", 1, "--ew", 2, "--lang", "en")
    results = EventStore.open(path).snapshot().results
    if entered:
        assert code == 0 and "adjusted score entered" in out
        assert len(results) == 1
    else:
        assert code == 2 and results == []
        assert "nothing entered in the event: The board is played later" in out
        assert "postponed" not in out
