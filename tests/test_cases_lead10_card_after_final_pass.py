"""A card faced after the auction while a ruling on a call is still open (9B).

South makes a call after the final pass (39) and, before anyone calls the
director, East (not the opening leader) faces a card. The card used to vanish:
nothing listed it and West was told to lead. It is kept, judged once the call's
ruling is done, and ruled by the director who is at the table: an opening lead
out of turn (54; rubber 46). Whether a card is the opening lead at all is known
only after the ruling: a pass replaced under 25A reopens the auction, and the
card is then one shown during the auction (24).

Also a crash found by random situations: dummy's card named by its rank alone
when the last trick (given by a situation, without its cards) was won by dummy.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import sit
from rule_cases import clean_texts, record, rule_json, script

AUCTION = "N 1S; E Pass; S 2H; W Pass; N Pass; E Pass"


def _irregularities(report: dict[str, object]) -> list[tuple[object, object]]:
    listed = report["irregularities"]
    assert isinstance(listed, list)
    return [(i["irregularity"], i["offender"]) for i in listed]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_39_then_54_card_faced_before_the_director_comes(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{AUCTION}; S Pass; E card HK; S dir"), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("call_after_final_pass", "S"),
        ("opening_lead_out_of_turn", "E"),
    ]
    lead = report["rulings"][-1]
    assert lead["irregularity"] == "opening_lead_out_of_turn"
    assert lead["chooser"] == "S"
    assert {"accept", "become_dummy", "require_retraction"} <= {o["code"] for o in lead["options"]}
    assert report["status"] in ("awaiting_choice", "awaiting_fact")
    texts = clean_texts(data, tmp_path)
    assert "Opening lead out of turn by East (Law 54)" in texts["en"]
    assert "Uitkomst voor de beurt door Oost (artikel 54)" in texts["nl"]


def test_rubber_41_then_46_card_faced_before_attention_is_drawn(tmp_path: Path) -> None:
    data = record(script(f"{AUCTION}; S Pass; E card HK; S dir"), "rubber")
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("call_after_final_pass", "S"),
        ("opening_lead_out_of_turn", "E"),
    ]
    assert report["rulings"][-1]["chooser"] == "S"
    texts = clean_texts(data, tmp_path)
    assert "Opening lead out of turn by East (rule 46)" in texts["en"]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_39_card_waits_while_nobody_has_called(tmp_path: Path, edition: str) -> None:
    """Before the director comes the card is kept, not judged (9B2)."""
    data = record(script(f"{AUCTION}; S Pass; E card HK"), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [("call_after_final_pass", "S")]
    assert report["status"] == "awaiting_director"
    # the director then comes: nothing recorded was lost
    data["events"].append({"by": "W", "director": True})
    report = rule_json(data, tmp_path)
    assert ("opening_lead_out_of_turn", "E") in _irregularities(report)


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_25a_card_after_own_final_pass_becomes_a_card_of_the_auction(
    tmp_path: Path, edition: str
) -> None:
    """West's own last pass was a slip (25A): the auction goes on, so East's
    card was shown during the auction (24), not led."""
    steps = "N 1S; E Pass; S Pass; W Pass; W 2H; E card HK; N dir; fact unintended true"
    data = record(script(steps), edition)
    report = rule_json(data, tmp_path)
    assert ("exposed_card_auction", "E") in _irregularities(report)
    assert report["status"] == "auction"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_46b3a_rank_named_after_a_situation_trick_dummy_won(
    tmp_path: Path, edition: str
) -> None:
    """Declarer names only a rank for dummy's lead; the last trick (dummy won
    it) came from the situation without its cards, so 46B3a cannot apply."""
    situation = {
        "contract": "7D",
        "declarer": "W",
        "tricks": {"NS": 1, "EW": 11},
        "leader": "E",
        "dummy": "6.-.-.-",
    }
    data = sit(situation, [{"fact": "designation", "value": 6}], edition)
    report = rule_json(data, tmp_path)
    named = report["rulings"][-1]
    assert named["laws"] == ["46B3b"]
    assert named["effects"][0]["card"] == "S6"
    texts = clean_texts(data, tmp_path)
    assert "♠6" in texts["en"]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_39c_second_call_after_the_final_pass_before_the_director_comes(
    tmp_path: Path, edition: str
) -> None:
    """South (declarer) passes again after the final pass, then West bids 3♣:
    both calls are cancelled (39A). South's gets no rectification (39B, he is
    declarer); West is a defender and North has not called since, so East's
    first lead may be restricted (39C, 26B). West's call used to vanish."""
    data = record(script(f"{AUCTION}; S Pass; W 3C; S dir"), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("call_after_final_pass", "S"),
        ("call_after_final_pass", "W"),
    ]
    assert [r["laws"] for r in report["rulings"]] == [["39", "39B"], ["39", "39C"]]
    assert report["obligations"][0]["seat"] == "E"
    texts = clean_texts(data, tmp_path)
    assert "Call after the final pass by West (Law 39)" in texts["en"]
    assert "Bieding na de slotpas door West (artikel 39)" in texts["nl"]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_39b_lho_called_before_the_rectification(tmp_path: Path, edition: str) -> None:
    """West bids after the final pass and North (his LHO) bids too before the
    director comes: West's call gets no rectification (39B), North's neither
    (declarer's side)."""
    data = record(script(f"{AUCTION}; W 3C; N 3H; S dir"), edition)
    report = rule_json(data, tmp_path)
    assert [r["laws"] for r in report["rulings"]] == [["39", "39B"], ["39", "39B"]]
    assert report["obligations"] == []
    clean_texts(data, tmp_path)


def test_rubber_41_second_call_after_the_final_pass(tmp_path: Path) -> None:
    """Rubber 41: West's bid lets declarer demand East's first lead; North's
    later bid is cancelled with no penalty. Both are listed."""
    data = record(script(f"{AUCTION}; W 3C; N 3H; S dir; S ch require_suit:S"), "rubber")
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("call_after_final_pass", "W"),
        ("call_after_final_pass", "N"),
    ]
    assert report["obligations"][0]["seat"] == "E"
    clean_texts(data, tmp_path)


def test_rubber_46_3_declarer_plays_while_his_choice_is_open(tmp_path: Path) -> None:
    """Rubber 46(2)/46(3): East leads out of turn, South draws attention and,
    with his choice open, plays ♥9 from his own hand: he named no penalty, the
    lead counts as correct and, at the opening lead, South becomes dummy. The
    card used to vanish and the choice stayed open."""
    data = record(script(f"{AUCTION}; E card HK; S dir; S card H9"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["declarer"] == "N"
    assert report["status"] == "play" and report["next"] == "W"
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["46(3)"]
    assert [e["type"] for e in ruling["effects"]] == ["lead_stands", "declarer_becomes_dummy"]
    texts = clean_texts(data, tmp_path)
    assert "declarer becomes dummy (46(3))" in texts["en"]
