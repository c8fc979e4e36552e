"""Law 28A (both editions): a call made at the turn of a right-hand opponent
who had to pass counts as made in rotation, and that opponent's pass as made.
It is no irregularity: the report lists it under ``notes`` for the director,
not under ``irregularities``. The NBB rubber rules have no such rule: there
the call is a call out of turn (rubber 39(2), or 39(3) once LHO calls over it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

EDITIONS = ("2017", "2007")

#: East passes at North's turn (dealer North) and must pass once (30A); after
#: North's 1♠, South bids 2♠ at East's turn
SOUTH_FOR_EAST = "E Pass; S dir; S ch reject; N 1S; S 2S"


def codes(report: dict[str, object]) -> list[str]:
    listed = report["irregularities"]
    assert isinstance(listed, list)
    return [i["irregularity"] for i in listed]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28a_call_at_rhos_turn_while_rho_must_pass_is_a_note_not_an_irregularity(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(SOUTH_FOR_EAST), edition)
    report = rule_json(data, tmp_path, "en")
    # only East's pass out of rotation is an irregularity; South's call is not
    assert codes(report) == ["pass_out_of_rotation"]
    assert len(report["rulings"]) == 1
    assert report["notes"] == [
        {
            "note": "deemed_in_rotation",
            "event": 4,
            "by": "S",
            "laws": ["28A"],
            "text": "East had to pass: his pass is taken as made, and South's call "
            "counts as made in rotation (28A).",
        }
    ]
    # East's once-only pass is spent: the auction goes on with West
    assert report["status"] == "auction" and report["next"] == "W"
    assert must_passes(report) == []
    texts = clean_texts(data, tmp_path)
    assert "For the director:\n- action 5: East had to pass" in texts["en"]
    assert (
        "Voor de wedstrijdleider:\n- handeling 5: Oost was verplicht te passen: zijn pas "
        "geldt als gedaan, en de bieding van Zuid geldt als bieding op de beurt (28A)."
    ) in texts["nl"]
    assert "Für den Turnierleiter:" in texts["de"]
    # not named as an irregularity of South anywhere in the text
    assert "by South" not in texts["en"] and "door Zuid" not in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28a_call_in_rotation_then_the_auction_runs_on_to_a_contract(
    tmp_path: Path, edition: str
) -> None:
    # after South's 2♠ (in rotation) West, North and East pass: 2♠ by South
    data = record(script(SOUTH_FOR_EAST + "; W Pass; N Pass; E Pass"), edition)
    report = rule_json(data, tmp_path, "en")
    assert report["contract"] == "2S" and report["declarer"] == "N"
    assert codes(report) == ["pass_out_of_rotation"]
    assert [n["note"] for n in report["notes"]] == ["deemed_in_rotation"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28a_deemed_pass_ends_the_auction_the_call_comes_after_it_39(
    tmp_path: Path, edition: str
) -> None:
    # 1♣ Pass; West passes at South's turn (30A: West passes once); South
    # passes; North calls at West's turn: West's pass, taken as made (28A),
    # is the third pass, so North's call comes after the final pass (39)
    events = script("N 1C; E Pass; W Pass; N dir; N ch reject; S Pass; N 2C")
    data = record(events, edition)
    report = rule_json(data, tmp_path, "en")
    assert report["contract"] == "1C" and report["declarer"] == "N"
    assert codes(report) == ["pass_out_of_rotation", "call_after_final_pass"]
    assert [(n["note"], n["by"], n["laws"]) for n in report["notes"]] == [
        ("deemed_in_rotation", "N", ["28A"])
    ]
    texts = clean_texts(data, tmp_path)
    assert "West had to pass: his pass is taken as made" in texts["en"]


def test_rubber_39_2_call_at_the_turn_of_a_player_who_must_pass_is_a_call_out_of_turn(
    tmp_path: Path,
) -> None:
    """The rubber rules have no 28A: North must pass once (39(2), South's
    bid at East's turn); East bids at North's turn and attention is drawn:
    East's bid is void, North calls (and passes), West passes once (39(2))."""
    events = script("N 1S; S 2S; E dir; E Pass; S 2S; W Pass; E 3H; S dir")
    data = record(events, "rubber")
    report = rule_json(data, tmp_path, "en")
    assert codes(report) == ["bid_out_of_rotation", "bid_out_of_rotation"]
    assert "notes" not in report
    last = report["rulings"][-1]
    assert last["offender"] == "E" and last["laws"] == ["39(2)"]
    assert report["next"] == "N"
    assert must_passes(report) == [("N", "next_turn", ["39(2)"]), ("W", "next_turn", ["39(2)"])]
    texts = clean_texts(data, tmp_path)
    assert "28A" not in texts["en"] and "28A" not in texts["nl"]


def test_rubber_39_3_lho_calls_over_the_call_at_the_turn_of_a_player_who_must_pass(
    tmp_path: Path,
) -> None:
    """South calls over East's bid before attention is drawn: it stands as
    made in turn (39(3)), accepted; North still owes his pass."""
    events = script("N 1S; S 2S; E dir; E Pass; S 2S; W Pass; E 3H; S 3S")
    data = record(events, "rubber")
    report = rule_json(data, tmp_path, "en")
    assert codes(report) == ["bid_out_of_rotation", "bid_out_of_rotation"]
    assert report["irregularities"][-1]["accepted"] is True
    assert report["irregularities"][-1]["laws"] == ["39(3)"]
    assert "notes" not in report
    assert report["next"] == "W"
    assert must_passes(report) == [("N", "next_turn", ["39(2)"])]
    clean_texts(data, tmp_path)
