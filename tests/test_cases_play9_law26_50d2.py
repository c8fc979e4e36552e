"""Helper play9 (issue 13): a Law 26 lead restriction and a major penalty
card at the same lead of the penalty-card holder's partner.

What the Laws give: 26B (2007 26A2/26B) lets declarer restrict the
partner's first lead after the withdrawn call; 50D2 asks declarer's choice
at every lead of the partner while the penalty card lies on the table. Read
alone, both choices would fall on the same lead. The NBB director protocols
(seed 004, on 26B) settle the order: the two are separate rectifications,
the restriction is carried out first, at the lead it covers, and the
consequences of the penalty card come at a later trick. So at that lead
declarer's 50D2 choice is not asked; it comes at the partner's next lead,
the card staying on the table meanwhile (50D1 still binds its holder).

A situation (spec §6) that finds the restriction already chosen is at the
first lead the restriction covers, until the restricted player has led.
Records our own; expected rulings set down before they were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

from bridgelaws.instruction import instruction
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

#: East may not lead hearts (26B); West's ♠Q is a major penalty card
FORBID_HEARTS = [
    {"type": "lead_restriction", "seat": "E", "kind": "prohibit_suit", "suit": "H", "laws": ["26B"]}
]
WEST_SPADE_QUEEN = [{"seat": "W", "card": "SQ", "kind": "major"}]


def situation(edition: str, where: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """3NT by North after six tricks (North-South four, East-West two)."""
    base = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 4, "EW": 2}}
    return {"edition": edition, "board": 1, "situation": {**base, **where}, "events": events}


def told(data: dict[str, Any]) -> list[str]:
    """The instruction to the table, in English."""
    return [m.render("en") for m in instruction(Table.from_record(TableRecord.from_json(data)))]


def restrictions(report: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {
        (o["seat"], o["kind"], o.get("suit", ""))
        for o in report["obligations"]
        if o["type"] == "lead_restriction"
    }


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26b_50d2_situation_restriction_first_no_choice_at_this_lead(
    tmp_path: Path, edition: str
) -> None:
    # East leads now with hearts forbidden; declarer's 50D2 choice for the ♠Q
    # is not asked at this lead
    where = {"leader": "E", "penalty_cards": WEST_SPADE_QUEEN, "obligations": FORBID_HEARTS}
    data = situation(edition, where, [])
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["rulings"] == []
    assert penalty_cards(report) == {("W", "SQ", "major")}
    assert restrictions(report) == {("E", "prohibit_suit", "H")}
    assert told(data) == [
        "East leads now.",
        "Reminder: East may not lead hearts now (26B).",
        "Reminder: West's major penalty card ♠Q stays on the table; North's choice under "
        "50D2 comes at East's next lead, after this lead restriction.",
    ]
    texts = clean_texts(data, tmp_path)
    assert (
        "de keuze van Noord volgens 50D2 komt pas de volgende keer dat Oost voorspeelt"
        in (texts["nl"])
    )


#: East won a trick he led under the restriction: at his next lead the 50D2
#: choice comes, the heart prohibition still holding (26B: while he keeps the
#: lead); West followed suit, so the ♠Q still lies there (50D1b). Either the
#: whole trick is in the record, or the director found East's ♦A already led
#: in the trick in view (that was the lead the restriction covered)
EAST_WINS = {
    "whole_trick": ({"leader": "E"}, "E card DA; S card D2; W card D3; N card D4"),
    "trick_in_view": ({"current": ["E:DA", "S:D2", "W:D3"]}, "N card D4"),
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("how", sorted(EAST_WINS))
def test_law_26b_50d2_situation_east_keeps_the_lead_declarer_chooses_now(
    tmp_path: Path, edition: str, how: str
) -> None:
    where, steps = EAST_WINS[how]
    where = {**where, "penalty_cards": WEST_SPADE_QUEEN, "obligations": FORBID_HEARTS}
    data = situation(edition, where, script(steps))
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"], ruling["laws"]) == (
        "penalty_card",
        "W",
        "N",
        ["50D2"],
    )
    assert [o["code"] for o in ruling["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "no_restriction",
    ]
    assert restrictions(report) == {("E", "prohibit_suit", "H")}
    assert penalty_cards(report) == {("W", "SQ", "major")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26b_50d2_situation_east_leads_a_spade_under_the_restriction(
    tmp_path: Path, edition: str
) -> None:
    # at the lead the restriction covers East leads a spade: no 50D2 choice
    # was due, so it is a legal lead; West plays his ♠Q to it (50D1a)
    where = {"leader": "E", "penalty_cards": WEST_SPADE_QUEEN, "obligations": FORBID_HEARTS}
    data = situation(edition, where, script("E card S5; S card S2"))
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert (report["status"], report["next"]) == ("play", "W")
    assert told(data) == [
        "West plays now.",
        "Reminder: West must play the major penalty card ♠Q at the first legal opportunity "
        "(50B, 50D).",
    ]
    clean_texts(data, tmp_path)


#: 4S by North; West bids 5H after the final pass (39); North forbids hearts
#: at East's opening lead (26); West then leads the ♦7 out of turn (54)
AFTER_39 = (
    "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W 5H; N dir; N ch prohibit_suit:H; "
    "W card D7; N dir; fact opponent_induced false; fact could_see_dummy false"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_option_says_the_50d2_choice_comes_at_easts_next_lead(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(AFTER_39), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["chooser"]) == ("opening_lead_out_of_turn", "N")
    [option] = [o for o in ruling["options"] if o["code"] == "require_retraction"]
    assert option["laws"] == ["54D", "50D"]
    assert option["text"] == (
        "♦7 goes back and becomes a major penalty card; East leads now, as the lead "
        "restriction choice already made for this lead allows, and North's choice for the "
        "penalty card (50D2) comes only at East's next lead."
    )
    texts = clean_texts(data, tmp_path)
    assert "may first require" not in texts["en"]
    assert "At East's next lead, if North requires East to lead diamonds" in texts["en"]
    assert "komt pas de volgende keer dat Oost voorspeelt" in texts["nl"]
    assert "kommt erst beim nächsten Ausspiel von Ost" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_without_a_26_restriction_the_choice_comes_first(
    tmp_path: Path, edition: str
) -> None:
    # the same lead out of turn with no withdrawn call: the 50D2 choice is
    # declarer's first thing at East's lead
    steps = "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W card D7; N dir; " + (
        "fact opponent_induced false; fact could_see_dummy false"
    )
    data = record(script(steps), edition)
    [option] = [
        o
        for o in rule_json(data, tmp_path)["rulings"][-1]["options"]
        if o["code"] == "require_retraction"
    ]
    assert option["text"] == (
        "♦7 goes back and becomes a major penalty card; East leads, and North may first "
        "require or forbid a lead in its suit (50D2)."
    )
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_26b_lead_out_of_turn_after_the_restriction_choice(
    tmp_path: Path, edition: str
) -> None:
    # in the play: declarer forbade hearts at East's lead (26B), then West
    # leads the ♣5 out of turn. Refused, the ♣5 is a major penalty card and
    # East leads under the restriction; the 50D2 choice waits for his next lead
    where = {"leader": "E", "obligations": [{"type": "lead_restriction", "seat": "E"}]}
    steps = "N ch prohibit_suit:H; W card C5; N dir; fact opponent_induced false"
    data = situation(edition, where, script(steps))
    ruling = rule_json(data, tmp_path)["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "lead_out_of_turn",
        "W",
        "N",
    )
    [option] = [o for o in ruling["options"] if o["code"] == "reject"]
    assert "comes only at East's next lead" in option["text"]
    clean_texts(data, tmp_path)
    data = situation(edition, where, script(steps + "; N ch reject"))
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert penalty_cards(report) == {("W", "C5", "major")}
    assert restrictions(report) == {("E", "prohibit_suit", "H")}
    clean_texts(data, tmp_path)
