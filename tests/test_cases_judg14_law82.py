"""Law 82 (both editions; seeds 000 and 002 read alike in 82C): the
director's own wrong ruling (judg14, session 21). When no rectification lets
the board be scored normally, both sides count as non-offending: each gets
the results likely had he ruled rightly (its own, or common ones), with no
damage test; the single result is cited as 2017 12C1b, 2007 12C1a.

TD-course situations in our own words on rule_cases' deal (board 1, nobody
vulnerable; 3NT by North: nine tricks +400, ten +430, eight -50; 2NT by
North eight tricks +120).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
SINGLE = {"2017": "12C1b", "2007": "12C1a"}


def claimed(tricks: int) -> list[dict[str, Any]]:
    return [
        {"by": "N", "claim": tricks},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]


def judged(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


def side_outcomes(side: str, *likely: tuple[str, int, str]) -> dict[str, Any]:
    return {
        "fact": "outcomes",
        "side": side,
        "value": [{"contract": c, "declarer": "N", "tricks": t, "weight": w} for c, t, w in likely],
    }


#: the director ruled wrongly on South's 2C (action 3) in the auction; North
#: South stopped in 2NT, eight tricks (+120)
AUCTION = [
    *script("N 1NT; E Pass; S 2C; W Pass; N 2D; E Pass; S 2NT; W Pass; N Pass; E Pass"),
    *script("E card DA"),
    *claimed(8),
    {"fact": "director_error", "value": True, "of": 2},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_wrong_ruling_in_the_auction_each_side_its_own_results(
    tmp_path: Path, edition: str
) -> None:
    asked = judged(record(AUCTION, edition), tmp_path)
    assert [(q["fact"], q["laws"]) for q in asked["questions"]] == [
        ("outcomes", ["82C", SINGLE[edition], "12C1c"])
    ]
    # North-South: 3NT made for sure; East-West: as likely 2NT as 3NT
    events = [
        *AUCTION,
        side_outcomes("NS", ("3NT", 9, "1")),
        side_outcomes("EW", ("3NT", 9, "1/2"), ("2NT", 8, "1/2")),
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert (found["status"], found["offender"], found["damage"]) == ("adjusted", None, True)
    [verdict] = found["rulings"]
    assert (verdict["kind"], verdict["laws"], verdict["offender"], verdict["infraction"]) == (
        "director_error",
        ["82C"],
        None,
        False,
    )
    assert found["assigned"] == {
        "NS": [{"weight": "1", "ns_points": 400}],
        "EW": [{"weight": "1/2", "ns_points": 400}, {"weight": "1/2", "ns_points": 120}],
        "split": True,
    }
    out = clean_texts(data, tmp_path)
    assert "his ruling on 2♣ was wrong" in out["en"]
    assert f"Adjusted (82C, {SINGLE[edition]}, 12C1c): North-South +400; East-West" in out["en"]
    assert "beide partijen als niet-overtredend" in out["nl"]


#: 3NT by North; the director ruled wrongly on East's lead (action 7)
PLAY = [*script("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA"), *claimed(9)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_wrong_ruling_in_the_play_no_damage_test(tmp_path: Path, edition: str) -> None:
    # had he ruled rightly the defence would have taken five tricks: -50 for
    # North-South although they made +400 at the table; both sides alike
    events = [
        *PLAY,
        {"fact": "director_error", "value": True, "of": 6},
        {
            "fact": "outcomes",
            "value": [{"contract": "3NT", "declarer": "N", "tricks": 8, "weight": 1}],
        },
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    single = [{"weight": "1", "ns_points": -50}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert (found["offender"], found["damage"]) == (None, True)
    out = clean_texts(data, tmp_path)
    assert f"Adjusted (82C, {SINGLE[edition]}): -50 for North-South." in out["en"]
    assert "his ruling on ♦A of East was wrong" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_found_after_the_board_moved_on_adjusted_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    # found in the play, when the auction ruling can no longer be undone: the
    # director waits for the end of the board, then adjusts (82C)
    middle = [
        *script("N 1NT; E Pass; S 2C; W Pass; N 2D; E Pass; S 2NT; W Pass; N Pass; E Pass"),
        *script("E card DA"),
        {"fact": "director_error", "value": True, "of": 2},
    ]
    waiting = judged(record(middle, edition), tmp_path)
    assert (waiting["status"], waiting["questions"], waiting["assigned"]) == (
        "play_continues",
        [],
        None,
    )
    events = [
        *middle,
        *claimed(8),
        {
            "fact": "outcomes",
            "value": [{"contract": "3NT", "declarer": "N", "tricks": 9, "weight": 1}],
        },
    ]
    found = judged(record(events, edition), tmp_path)
    single = [{"weight": "1", "ns_points": 400}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert found["status"] == "adjusted"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82a_wrong_procedure_that_changed_nothing_result_stands(
    tmp_path: Path, edition: str
) -> None:
    data = record([*PLAY, {"fact": "director_error", "value": False, "of": 6}], edition)
    report = rule_json(data, tmp_path)
    found = report["judgment"]
    assert (found["status"], found["assigned"], found["questions"]) == ("result_stands", None, [])
    assert report["score"]["NS"] == 400
    out = clean_texts(data, tmp_path)
    assert "a correct ruling would not have changed the result" in out["en"]
    assert "het tafelresultaat blijft staan" in out["nl"]
