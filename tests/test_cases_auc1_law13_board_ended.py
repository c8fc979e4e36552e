"""Law 13B during the auction (auc1), 2017 and 2007: the branch is told in
the ruling, and after 13B2 the board is over: a call made after that is no
call after the final pass (there was none) but an action without effect.
Facts our own, from seed 000 (2017 Law 13B) and 002 (2007 Law 13A, 13B)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json

EDITIONS = ["2017", "2007"]
#: 2007 Law 13A is 2017's 13B1, 13B 13B2, 13C 13D and 13D 13A
LAWS_2007 = {"13B1": "13A", "13B2": "13B", "13A": "13D", "13B": "13", "13D": "13C"}


def law(edition: str, number: str) -> str:
    return number if edition == "2017" else LAWS_2007[number]


def found(seat: str, playable: bool) -> list[dict[str, Any]]:
    return [
        {"fact": "wrong_number_of_cards", "value": True, "seat": seat},
        {"fact": "playable", "value": playable},
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b2_call_after_the_board_ended_has_no_effect(tmp_path: Path, edition: str) -> None:
    # North (fourteen cards) opened 1S, East passed; the director finds the
    # board cannot be played normally (13B2): adjusted score, no more play.
    # South, not listening, bids 2S: no Law 39 (no final pass was made).
    events = [{"by": "N", "call": "1S"}, {"by": "E", "call": "Pass"}, *found("N", False)]
    events.append({"by": "S", "call": "2S"})
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete" and report["contract"] is None
    assert [i["irregularity"] for i in report["irregularities"]] == ["wrong_number_of_cards"]
    b2 = law(edition, "13B2")
    assert report["rulings"][-1]["laws"] == [b2]
    assert report["without_effect"] == [
        {
            "event": 4,
            "by": "S",
            "text": f"South called 2♠ after the director had ended the board ({b2}): "
            "it has no effect.",
        }
    ]
    out = texts(data, tmp_path)
    assert f"it is not played on and the director awards an adjusted score ({b2})" in out["en"]
    assert "er wordt niet verder gespeeld" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b1_calls_stand_and_the_auction_goes_on(tmp_path: Path, edition: str) -> None:
    # As above but the board can be played normally: North's 1S and East's
    # pass stand, South calls next, and the branch is told (13B1).
    events = [{"by": "N", "call": "1S"}, {"by": "E", "call": "Pass"}, *found("N", True)]
    events += [{"by": "S", "call": "2S"}, {"by": "W", "call": "Pass"}]
    events += [{"by": "N", "call": "Pass"}, {"by": "E", "call": "Pass"}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == [law(edition, "13B1")]
    assert report["contract"] == "2S" and report["declarer"] == "N"
    assert "without_effect" not in report
    out = texts(data, tmp_path)
    assert "without any call changed" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b_the_short_hand_has_called(tmp_path: Path, edition: str) -> None:
    # West has fourteen cards and has not called, but North, who has twelve,
    # opened: a player with a wrong hand has called, so 13B (not 13A) applies
    events = [
        {"by": "N", "call": "1S"},
        {"fact": "wrong_number_of_cards", "value": True, "seat": "W", "short": "N"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["laws"] == [law(edition, "13B")]
    assert report["rulings"][-1]["question"]["fact"] == "playable"
    only_west = rule_json(record([*events[:1], {**events[1], "short": None}], edition), tmp_path)
    assert only_west["rulings"][-1]["laws"] == [law(edition, "13A")]


#: N 1NT, S 3NT, all pass; East leads the S8
PLAYED = [
    {"by": "N", "call": "1NT"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "3NT"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
    {"by": "E", "card": "S8"},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b2_found_during_the_play_ends_the_board(tmp_path: Path, edition: str) -> None:
    # After the opening lead North is found to have had fourteen cards; the
    # board cannot be played normally: it ends there, no tricks, no score of
    # its own (the director's adjusted score replaces it); a card played
    # after that changes nothing
    events = [*PLAYED, *found("N", False), {"by": "S", "card": "S6"}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    b2 = law(edition, "13B2")
    assert report["status"] == "complete" and report["next"] is None
    assert report["rulings"][-1]["laws"] == [b2]
    assert ("adjusted_score", [b2, "12C1b" if edition == "2017" else "12C"]) in [
        (e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]
    ]
    assert report["contract"] == "3NT"
    assert report["tricks"] is None and report["score"] is None
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(9, "S")]
    out = texts(data, tmp_path)
    assert f"South played ♠6 after the director had ended the board ({b2})" in out["en"]
    assert f"Zuid speelde ♠6 nadat de wedstrijdleider het bord had beëindigd ({b2})" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b1_found_during_the_play_goes_on(tmp_path: Path, edition: str) -> None:
    # playable: the play goes on (South, dummy, plays next); 2007 13E makes
    # the card moved unauthorized for North's partner
    events = [*PLAYED, *found("N", True)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    effects = [(e["type"], e.get("seat"), e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert (("unauthorized_information", "S", ["13E"]) in effects) is (edition == "2007")
