"""Laws 25 and 26 cases (auc1), 2017 and 2007: changes of call, unintended
or not, before and after LHO called, and the lead restrictions that follow
a withdrawn call. Each case is a table record run through ``bridgelaws rule
--json`` and the nl/en text; the facts are our own, written from seed 000
(2017 Laws 25, 26), 002 and 003 (2007 Laws 25, 26)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


def lead_options(report: dict[str, Any]) -> list[str]:
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_restriction"
    return [o["code"] for o in ruling["options"]]


# -- 25A: an unintended call ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_slip_put_right_before_lho_calls(tmp_path: Path, edition: str) -> None:
    # North pulls 1S from the box meaning 1NT and puts it right at once; East
    # calls the director, who finds 1S unintended: 1NT stands, the auction
    # goes on with East, no lead restriction and no forced pass.
    events = script(
        "N 1S; N 1NT; E dir; fact unintended true; E Pass; S 3NT; W Pass; N Pass; E Pass"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "change_of_call" and ruling["laws"] == ["25A"]
    assert ruling["options"] == [] and ruling["chooser"] is None
    assert report["contract"] == "3NT" and report["declarer"] == "N"  # North named NT first
    assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert "1NT replaces 1♠" in out["en"] and "no lead restriction" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_intended_call_is_judged_under_its_own_law(tmp_path: Path, edition: str) -> None:
    # North opens 1H; East means 1D (a slip: 1S came out) and says so at once.
    # The intended 1D replaces 1S, and 1D is insufficient over 1H: Law 27 with
    # the director already at the table (25A1 "subject to the applicable law").
    events = script("N 1H; E 1S; E 1D; S dir; fact unintended true")
    report = rule_json(record(events, edition), tmp_path)
    codes = [r["irregularity"] for r in report["rulings"]]
    assert codes == ["change_of_call", "insufficient_bid"]
    last = report["rulings"][-1]
    assert last["offender"] == "E" and last["chooser"] == "S"
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_slip_found_after_lho_called_lets_lho_take_back(
    tmp_path: Path, edition: str
) -> None:
    # North 1C, East 1H, North says "1D" (he meant 1D, not 1C): seed 004 asks
    # first whether this is a change of call or a call out of rotation. Found
    # unintended: 1D replaces 1C and East may take back 1H (2017 25A6, 2007
    # 25A4); he does, and calls again.
    asked = rule_json(record(script("N 1C; E 1H; N 1D; S dir"), edition), tmp_path)
    assert asked["status"] == "awaiting_fact"
    assert asked["rulings"][-1]["question"]["fact"] == "unintended"
    events = script("N 1C; E 1H; N 1D; S dir; fact unintended true; E ch withdraw")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    law = "25A6" if edition == "2017" else "25A4"
    assert ruling["chooser"] == "E" and ruling["chosen"] == "withdraw"
    assert all(o["laws"] == [law] for o in ruling["options"])
    assert report["status"] == "auction" and report["next"] == "E"
    texts(data, tmp_path)
    # while East chooses, the general protocol says what the director found;
    # LHO's call came before the change, so no call of his accepts it (25B1)
    found = texts(record(events[:-1], edition), tmp_path)
    assert "a change of call (25A), not a call out of rotation" in found["en"]
    assert "would have accepted it (25B1)" not in found["en"]
    assert "wijziging van bieding (25A)" in found["nl"]
    question = texts(record(script("N 1C; E 1H; N 1D; S dir"), edition), tmp_path)
    assert "Is this a change of call by North (25A) or a call out of rotation" in question["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_the_same_call_again_is_no_change(tmp_path: Path, edition: str) -> None:
    # East passes, South passes, East passes again at West's turn: a repeated
    # pass corrects nothing, so the director is not asked about 25A; it is a
    # pass out of rotation at partner's turn (30B), South to choose.
    events = script("N 1S; E Pass; S Pass; E Pass; W dir")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "pass_out_of_rotation" and ruling.get("question") is None
    assert ruling["chooser"] == "S" and [o["code"] for o in ruling["options"]] == [
        "accept",
        "reject",
    ]
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_finding_lapses_once_the_player_calls_again(tmp_path: Path, edition: str) -> None:
    # The director finds North's opening 1S unintended, but North does not
    # change it; the auction goes on and North later changes 3S into 4S, a
    # change of mind. The old finding is about 1S, not 3S: the director must
    # be asked again (25A) and, the change being intended, East chooses (25B).
    events = script("N 1S; fact unintended true; E Pass; S 2S; W Pass; N 3S; N 4S; E dir")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "change_of_call"
    assert ruling["question"] is not None and ruling["question"]["fact"] == "unintended"
    events += script("fact unintended false")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["25B"] and ruling["chooser"] == "E"
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_finding_is_not_about_another_players_call(tmp_path: Path, edition: str) -> None:
    # The finding was given after North's 1S; East then bids 2H and changes it
    # into 3H: that change is East's own, and the director must judge it.
    events = script("N 1S; fact unintended true; E 2H; E 3H; S dir")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "change_of_call" and ruling["offender"] == "E"
    assert ruling["question"] is not None and ruling["question"]["fact"] == "unintended"


# -- 25B: an intended change -----------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b1_accepted_change_leads_to_law_26(tmp_path: Path, edition: str) -> None:
    # Dealer North passes; East opens 1D and, changing his mind, puts 1H
    # beside it. South calls the director, who finds the change intended; South
    # accepts it. NS play 2S by South and West makes the opening lead: the
    # withdrawn 1D named diamonds, never named again by East.
    # 2017 26B: South may forbid any suit East did not name legally (not
    # hearts). 2007 26A2: South may require or forbid diamonds.
    events = script(
        "N Pass; E 1D; E 1H; S dir; fact unintended false; S ch accept;"
        " S 1S; W Pass; N 2S; E Pass; S Pass; W Pass"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "2S" and report["declarer"] == "S"
    assert report["rulings"][-1]["chooser"] == "S"
    if edition == "2017":
        assert lead_options(report) == [
            "prohibit_suit:S",
            "prohibit_suit:D",
            "prohibit_suit:C",
            "no_restriction",
        ]
    else:
        assert lead_options(report) == ["require_suit:D", "prohibit_suit:D", "no_restriction"]
    out = texts(data, tmp_path)
    assert "South accepts the change" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b1_accepted_by_calling_withdrawn_notrump(tmp_path: Path, edition: str) -> None:
    # East changes 1NT into 2H and South simply calls 2S over it (25B1 by
    # action). The withdrawn 1NT named no suit: 2007 26B lets declarer forbid
    # any one suit; 2017 26B any suit East did not name (hearts he did).
    events = script("N Pass; E 1NT; E 2H; S 2S; W Pass; N 3S; E Pass; S Pass; W Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][0]["accepted"] is True
    suits = ["S", "D", "C"] if edition == "2017" else ["S", "H", "D", "C"]
    assert lead_options(report) == [f"prohibit_suit:{s}" for s in suits] + ["no_restriction"]
    assert report["rulings"][-1]["laws"] == ["26B"]
    out = texts(data, tmp_path)
    assert "accepted by action (25B1)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b2_refused_change(tmp_path: Path, edition: str) -> None:
    # South refuses East's intended change 1D -> 1H: 1D stands. 2017: Law 26
    # may apply (26B for the cancelled 1H); 2007 25B2 leaves the original call
    # standing: only 16D, no lead restriction.
    events = script(
        "N Pass; E 1D; E 1H; S dir; fact unintended false; S ch reject;"
        " S 1S; W Pass; N 2S; E Pass; S Pass; W Pass"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    change = report["rulings"][0]
    assert change["chosen"] == "reject"
    kinds = [e["type"] for e in change["effects"]]
    assert ("lead_restriction_possible" in kinds) is (edition == "2017")
    if edition == "2017":
        assert report["rulings"][-1]["irregularity"] == "lead_restriction"
    else:
        assert report["status"] == "play" and report["next"] == "W"
        assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert ("(16D)" in out["en"]) is (edition == "2007")


# -- 26: the lead restriction at the partner's first lead --------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26_restriction_applies_only_if_the_offender_defends(
    tmp_path: Path, edition: str
) -> None:
    # North's change 1D -> 1H accepted by East's call; NS buy the contract with
    # North as declarer: no lead restriction binds anyone (26: "if he becomes
    # a defender").
    events = script("N 1D; N 1H; E Pass; S 2H; W Pass; N Pass; E Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["declarer"] == "N" and report["status"] == "play"
    assert [o for o in report["obligations"] if o["type"] == "lead_restriction"] == []
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26_forbidden_suit_binds_while_partner_keeps_the_lead(
    tmp_path: Path, edition: str
) -> None:
    # As 25B1 above; declarer forbids diamonds. West must not lead a diamond
    # while he keeps the lead; a heart is fine.
    events = script(
        "N Pass; E 1D; E 1H; S dir; fact unintended false; S ch accept;"
        " S 1S; W Pass; N 2S; E Pass; S Pass; W Pass; S ch prohibit_suit:D; W card H7"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert [i["irregularity"] for i in report["irregularities"]] == ["change_of_call"]
    out = texts(data, tmp_path)
    assert "South forbids West to lead diamonds" in out["en"]
