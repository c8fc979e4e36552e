"""62A/62C1 with the revoke trick quitted and not in view: the cards already
played to the next trick go back to the hands, and so does a card that waits
for the director in that trick (a defender's premature second card, 57A).
Its own irregularity lapses with the correction, and the table plays on.
Before, the waiting premature play stayed open without a trick to rule it
in, and a director call then crashed (found by random situations)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import sit
from check6_cases import revoke_found
from rule_cases import clean_texts, rule_json, rule_refused

EDITIONS = ("2017", "2007")

#: 6S by South, NS 2 EW 3, West on lead to trick 6; dummy's cards known
SITUATION = {
    "contract": "6S",
    "declarer": "S",
    "tricks": {"NS": 2, "EW": 3},
    "leader": "W",
    "dummy": "63.Q98.8.A2",
}


def _record(edition: str, *after: dict[str, object]) -> dict[str, object]:
    # West leads the ♠K and at once plays the ♠9 too (57A, waiting); then the
    # director finds South revoked in trick 5, before his side played on
    events = [
        {"by": "W", "card": "SK"},
        {"by": "W", "card": "S9"},
        *revoke_found("S", 5),
        *after,
    ]
    return sit(SITUATION, events, edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_waiting_premature_card_goes_back_with_the_next_trick(
    tmp_path: Path, edition: str
) -> None:
    data = _record(edition)
    report = rule_json(data, tmp_path)
    # who won trick 5 once put right is asked (it decides the next lead)
    assert report["status"] == "awaiting_fact"
    [revoke] = [r for r in report["rulings"] if r["irregularity"] == "revoke"]
    restored = {(e["seat"], e["card"]) for e in revoke["effects"] if e["type"] == "card_restored"}
    assert restored == {("W", "SK"), ("W", "S9")}
    assert revoke["question"]["fact"] == "corrected_trick_won_by"
    assert not [r for r in report["rulings"] if r["irregularity"] == "premature_play"]
    texts = clean_texts(data, tmp_path)
    assert "West's ♠9 is put back (62C1)" in texts["en"]
    assert "the card goes back to the hand with the correction of the revoke" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_director_called_after_the_lapsed_premature_card_finds_nothing_to_rule(
    tmp_path: Path, edition: str
) -> None:
    # West, who won trick 5 as corrected, leads the ♣10; East calls the director
    data = _record(edition, {"by": "W", "card": "CT"}, {"by": "E", "director": True})
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "N")
    assert {r["irregularity"] for r in report["rulings"]} == {"revoke"}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", (*EDITIONS, "rubber"))
def test_law_62a_corrected_trick_won_by_a_side_with_no_trick_to_give_up(
    tmp_path: Path, edition: str
) -> None:
    # the situation names North on lead after ten tricks all won by East-West
    # (it crashed once North's revoke in trick 10 was put right): a table
    # cannot show that, North's side won the last trick; since trick9 the
    # situation is refused, naming the fields that disagree (spec §6)
    situation = {
        "contract": "1DX",
        "declarer": "E",
        "tricks": {"NS": 0, "EW": 10},
        "leader": "N",
    }
    data = sit(situation, [*revoke_found("N", 10), {"by": "E", "card": "S4"}], edition)
    message = rule_refused(data, tmp_path, "en")
    assert "situation.leader" in message
    assert "North leads to trick 11, so his side won trick 10" in message
    assert "give North-South none" in message


def test_rubber_55_found_revoke_then_attention_drawn_corrects_nothing(tmp_path: Path) -> None:
    # rubber 5S by North after twelve tricks: East's revoke in trick 3 is
    # found (its card unknown; a player's "not established" cannot stand, the
    # table shows his side played on, 55(2)); attention drawn afterwards has
    # no revoke to correct on the table (it crashed)
    situation = {
        "contract": "5S",
        "declarer": "N",
        "tricks": {"NS": 1, "EW": 11},
        "leader": "N",
        "dummy": "-.-.7.-",
    }
    events = [
        *revoke_found("E", 3),
        {"fact": "revoke_established", "value": False},
        {"by": "E", "director": True},
    ]
    data = sit(situation, events, "rubber")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "N")
    [revoke] = [r for r in report["rulings"] if r["irregularity"] == "revoke"]
    assert revoke["laws"] == ["55(2)", "55(6)"]
    clean_texts(data, tmp_path)
