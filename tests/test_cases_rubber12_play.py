"""Rubber rules 21(2), 46(5), 48 and 49 (seed 001) through ``bridgelaws
rule``, with their nl and en text; 21(2) beside Laws 45C1 and 45C3, which the
same rule applies with the Laws' numbers.

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98. North
plays 1NT; East leads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused, script

AUCTION = "N 1NT; E Pass; S Pass; W Pass"


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    found = [r for r in report["rulings"] if r["irregularity"] == code]
    assert len(found) == 1
    ruling: dict[str, Any] = found[0]
    return ruling


# -- 21(2): when a card counts as played -----------------------------------------------


@pytest.mark.parametrize(("edition", "law"), [("rubber", "21(2)(a)"), ("2017", "45C3")])
def test_rubber_rule_21_2_a_law_45c3_dummys_card_touched_by_declarer_is_played(
    edition: str, law: str, tmp_path: Path
) -> None:
    data = record([*script(f"{AUCTION}; E card DA"), fact("card_touched", "D5")], edition)
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "card_touched_or_held")
    assert ruling["laws"] == [law]
    assert [(e["type"], e["seat"], e["card"]) for e in ruling["effects"]] == [
        ("card_played", "S", "D5")
    ]
    assert report["next"] == "W"
    texts = clean_texts(data, tmp_path)
    assert (
        f"Declarer touched ♦5 in dummy, not to arrange the cards: it is played ({law})."
        in (texts["en"])
    )
    assert "De leider raakte ♦5 van de blinde aan, niet om de kaarten te ordenen" in texts["nl"]


@pytest.mark.parametrize("purpose", ["arranging", "other"])
def test_rubber_rule_21_2_a_a_touch_to_arrange_or_for_another_purpose_plays_nothing(
    purpose: str, tmp_path: Path
) -> None:
    events = [*script(f"{AUCTION}; E card DA"), fact("card_touched", "D5", purpose=purpose)]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "card_touched_or_held")
    assert ruling["laws"] == ["21(2)(a)"] and ruling["effects"] == []
    assert report["next"] == "S"  # dummy still to play
    texts = clean_texts(data, tmp_path)
    assert "it is not played (21(2)(a))" in texts["en"]
    assert "die kaart is niet gespeeld (21(2)(a))" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("rubber", "21(2)(b)"), ("2007", "45C1")])
def test_rubber_rule_21_2_b_law_45c1_defenders_card_partner_could_see_is_played(
    edition: str, law: str, tmp_path: Path
) -> None:
    events = [*script(f"{AUCTION}; E card DA; S card D5"), fact("card_held", "D3", by="W")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "card_touched_or_held")
    assert ruling["laws"] == [law]
    assert [(e["type"], e["seat"], e["card"]) for e in ruling["effects"]] == [
        ("card_played", "W", "D3")
    ]
    assert report["next"] == "N"
    texts = clean_texts(data, tmp_path)
    assert (
        f"West held ♦3 where his partner could see its face: it is played ({law})." in (texts["en"])
    )


def test_rubber_rule_21_2_b_held_where_partner_could_not_see_it_is_not_played(
    tmp_path: Path,
) -> None:
    events = [
        *script(f"{AUCTION}; E card DA; S card D5"),
        fact("card_held", "D3", by="W", seen=False),
    ]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    assert _ruling(report, "card_touched_or_held")["effects"] == []
    assert report["next"] == "W"
    texts = clean_texts(data, tmp_path)
    assert "West held ♦3 where his partner could not see its face: it is not played" in texts["en"]
    assert "zo dat zijn partner de beeldzijde niet kon zien" in texts["nl"]


def test_rubber_rule_21_2_a_card_out_of_turn_or_a_revoke_is_refused(tmp_path: Path) -> None:
    # dummy must follow diamonds: ♠J would be a revoke, so it is recorded as played
    data = record([*script(f"{AUCTION}; E card DA"), fact("card_touched", "SJ")], "rubber")
    refused = rule_refused(data, tmp_path, "en")
    assert "counts as played (21(2)(a)); it is not South's card to play now" in refused
    assert "leg haar vast als de kaart die Zuid speelde" in rule_refused(data, tmp_path, "nl")
    # a card dummy does not hold; declarer named as the defender who held a card
    data = record([*script(f"{AUCTION}; E card DA"), fact("card_touched", "DA")], "rubber")
    assert "South does not hold" in rule_refused(data, tmp_path, "en")
    data = record([*script(f"{AUCTION}; E card DA"), fact("card_held", "D5", by="S")], "rubber")
    assert "name the defender who held the card" in rule_refused(data, tmp_path, "en")
    data = record([*script(AUCTION), fact("card_touched", "D5", purpose="sorting")], "rubber")
    assert "is no purpose of a touch" in rule_refused(data, tmp_path, "en")


# -- 46(5): both defenders lead at once ------------------------------------------------


def test_rubber_rule_46_5_simultaneous_leads_the_right_lead_stands(tmp_path: Path) -> None:
    events = [*script(f"{AUCTION}; E card DA; W card C8"), fact("simultaneous_lead", True)]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "simultaneous_lead")
    assert (ruling["offender"], ruling["laws"]) == ("W", ["46(5)"])
    exposed = [(o["type"], o["seat"], o["card"]) for o in report["obligations"]]
    assert exposed == [("exposed_card", "W", "C8")]
    assert report["next"] == "S"
    texts = clean_texts(data, tmp_path)
    assert (
        "The lead from the right hand stands; ♣8 of West is an exposed card (46(5))."
        in (texts["en"])
    )
    assert "Het uitkomen uit de juiste hand is geldig" in texts["nl"]


# -- 48: a card too many ----------------------------------------------------------------


# trick 1 is gathered with East's ♦A, South's ♦5 and West's ♦3, without North's card
MISSED = [
    *script(f"{AUCTION}; E card DA; S card D5; W card D3"),
    fact("missed_trick", True, by="N"),
]
# North (declarer) then plays to trick 2
LATER = "E card DK; S card D6; W card D4; N card D8"


def test_rubber_rule_48_a_offender_played_on_declarers_lho_may_ask_a_new_deal(
    tmp_path: Path,
) -> None:
    data = record([*MISSED, *script(f"{LATER}; E dir")], "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "too_many_cards")
    # declarer is the offender: his left-hand opponent chooses (48(a))
    assert (ruling["offender"], ruling["chooser"]) == ("N", "E")
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "play_on"]
    texts = clean_texts(data, tmp_path)
    assert "A new deal: North deals again and this deal scores nothing (48(a))." in texts["en"]
    assert "Een nieuwe gift: Noord geeft opnieuw en dit spel telt niet (48(a))." in texts["nl"]
    data["events"].append({"by": "E", "choose": "new_deal"})
    done = rule_json(data, tmp_path)
    assert done["rubber"]["new_deal"] == {"dealer": "N", "rule": "48(a)"}
    assert done["score"] is None or done["score"] == {"NS": 0, "EW": 0}


def test_rubber_rule_48_b_play_goes_on_the_card_taken_out_joins_the_short_trick(
    tmp_path: Path,
) -> None:
    events = [*MISSED, *script(f"{LATER}; E dir; E ch play_on"), fact("removed_card", "D9")]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "too_many_cards")
    assert ruling["laws"] == ["48(b)"]
    assert [(e["type"], e["seat"], e["card"]) for e in ruling["effects"]] == [
        ("card_removed", "N", "D9")
    ]
    assert (report["status"], report["next"]) == ("play", "E")
    texts = clean_texts(data, tmp_path)
    assert "North's ♦9 joins the trick he did not play to (48(b))" in texts["en"]
    assert "♦9 van Noord wordt toegevoegd aan de slag waarin hij niet bijspeelde" in texts["nl"]


def test_rubber_rule_48_b_found_before_playing_on_no_new_deal_is_offered(
    tmp_path: Path,
) -> None:
    data = record([*MISSED, *script("E dir")], "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "too_many_cards")
    assert ruling["options"] == [] and ruling["laws"] == ["48(b)"]
    assert ruling["question"]["fact"] == "removed_card"
    texts = clean_texts(data, tmp_path)
    assert "Which card does North take out of his hand" in texts["en"]


# -- 49: a card too few -----------------------------------------------------------------


def test_rubber_rule_49_a_missing_card_not_found_new_deal(tmp_path: Path) -> None:
    events = [
        *script(f"{AUCTION}; E card DA"),
        fact("missing_card", "D7", by="W", found="not_found"),
    ]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "too_few_cards")
    assert (ruling["offender"], ruling["laws"]) == ("W", ["49(a)"])
    assert report["rubber"]["new_deal"] == {"dealer": "N", "rule": "49(a)"}
    texts = clean_texts(data, tmp_path)
    assert "North deals again (49(a))" in texts["en"]
    assert "Noord geeft opnieuw (49(a))" in texts["nl"]


def test_rubber_rule_49_b_missing_card_found_goes_back_to_the_hand(tmp_path: Path) -> None:
    events = [*script(f"{AUCTION}; E card DA"), fact("missing_card", "D7", by="W", found="floor")]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _ruling(report, "too_few_cards")
    assert ruling["laws"] == ["49(b)"]
    assert [(e["type"], e["seat"]) for e in ruling["effects"]] == [("card_restored", "W")]
    assert report["rubber"]["new_deal"] is None and report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "it is not an exposed card and counts as held all along" in texts["en"]
    assert "zij is geen getoonde kaart" in texts["nl"]


def test_law_45c3_touch_while_another_ruling_waits_is_judged_not_kept(tmp_path: Path) -> None:
    # West's opening lead out of turn waits; declarer's touch of dummy's ♦5
    # would play it, but dummy is not to play: refused, not taken as an answer
    steps = f"{AUCTION}; W card C8"
    data = record([*script(steps), fact("card_touched", "D5")], "2017")
    assert "♦5 counts as played (45C3); it is not South's card to play now" in rule_refused(
        data, tmp_path, "en"
    )
    arranging = record([*script(steps), fact("card_touched", "D5", purpose="arranging")], "2017")
    report = rule_json(arranging, tmp_path)
    assert _ruling(report, "card_touched_or_held")["effects"] == []
    listed = [i["irregularity"] for i in report["irregularities"]]
    assert listed == ["opening_lead_out_of_turn", "card_touched_or_held"]
