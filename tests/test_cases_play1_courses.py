"""Published director-course and TD-forum situations in Laws 41-59, retold
in our own words on this project's deal and checked through ``bridgelaws
rule --json`` and the nl/en text, in both editions.

Sources (facts only, retold; no text copied):
- EBU TD forum, "Law 57 or 50" (ebu.co.uk/forum/discussion/1273): a defender
  leads out of turn while his partner has won the trick; and a faced opening
  lead out of turn followed, before the director came, by the right leader
  facing a card too.
- EBU TD forum, "Faced opening lead out of turn and other defender faces card
  in that suit" (forums.ebu.co.uk/discussion/1508): the same pair of cards
  with declarer's choice of rectification.
- EBL TDs Workshop Örebro 2011, lecture on Laws 45-47 (M. Di Sacco), first
  example: declarer names one card from dummy and at once another, a change
  of mind rather than a slip.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West is to lead; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")


def texts(data: dict[str, Any], tmp: Path) -> tuple[str, str]:
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return nl, en


# -- forum 1273, first question: West leads while East, who won the trick, is on lead --

# West leads a diamond, East wins with the ace; before East leads, West puts
# the heart two on the table.
EAST_WON = script("W card D3; N card D8; E card DA; S card D5; W card H2; S dir")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_course_lead_out_of_turn_while_partner_is_on_lead(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record([*ONE_HEART, *EAST_WON], edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["offender"] == "W"
    assert ruling["chooser"] == "S" and [o["code"] for o in ruling["options"]] == [
        "accept",
        "reject",
    ]
    # accepted (53A): the heart two is the lead, dummy plays next
    accepted = rule_json(record([*ONE_HEART, *EAST_WON, *script("S ch accept")], edition), tmp_path)
    assert accepted["next"] == "N" and accepted["obligations"] == []
    # refused (56): a major penalty card, and East already has the lead, so
    # declarer's 50D2 choice comes at once
    events = [*ONE_HEART, *EAST_WON, *script("S ch reject")]
    refused = rule_json(record(events, edition), tmp_path)
    assert refused["status"] == "awaiting_choice"
    penalty = refused["rulings"][-1]
    assert penalty["laws"] == ["50D2"] and penalty["chooser"] == "S"
    assert [o["code"] for o in penalty["options"]] == [
        "require_suit:H",
        "prohibit_suit:H",
        "no_restriction",
    ]
    assert refused["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["56", "50D"], "card": "H2", "kind": "major"}
    ]
    nl, en = texts(record(events, edition), tmp_path)
    assert "(56" in nl and "50D2" in en
    # declarer forbids hearts: the card is picked up, East may not lead hearts
    done = rule_json(record([*events, *script("S ch prohibit_suit:H")], edition), tmp_path)
    assert done["next"] == "E" and [o["type"] for o in done["obligations"]] == ["lead_restriction"]


# -- forums 1273 (second question) and 1508: both defenders face a card at trick 1 ------

# East faces the spade queen as the opening lead (West's lead); before the
# director arrives West faces the spade three.
BOTH_FACED = script("E card SQ; W card S3; S dir; fact could_see_dummy false")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b_course_partners_card_faced_before_the_ruling_once_accepted(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *BOTH_FACED, *script("S ch accept")]
    report = rule_json(record(events, edition), tmp_path)
    # the queen is the lead; South plays second from his own hand (54B1)
    assert report["next"] == "S"
    west = [i for i in report["irregularities"] if i["offender"] == "W"]
    assert [i["irregularity"] for i in west] == ["premature_play"]
    if edition == "2017":
        # 57D: West's three is a legal card, played when his turn comes
        assert west[0]["laws"] == ["57D"] and report["obligations"] == []
        later = rule_json(record([*events, *script("S card S6")], edition), tmp_path)
        assert later["next"] == "N"  # West's spade three was played at his turn
    else:
        # 2007: no 57D; an exposed card, a major penalty card (49, 50)
        assert west[0]["laws"] == ["49", "50"]
        assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
            ("W", "S3", "major")
        ]
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_course_partners_faced_card_is_a_penalty_card_when_refused(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *BOTH_FACED, *script("S ch require_retraction")]
    report = rule_json(record(events, edition), tmp_path)
    # East's queen and West's three are both major penalty cards (54D; 49)
    penalty = {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]}
    assert penalty == {("E", "SQ", "major"), ("W", "S3", "major")}
    # West is on lead: declarer's 50D2 choice for East's queen comes first
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["laws"] == ["50D2"]
    nl, en = texts(record(events, edition), tmp_path)
    assert "♠3" in nl and "(49)" in en
    # spades forbidden: the queen is picked up; West may not lead his own
    # penalty three now (the restriction comes first, 50D1b)
    forbidden = rule_json(record([*events, *script("S ch prohibit_suit:S")], edition), tmp_path)
    assert {(o["seat"], o.get("card")) for o in forbidden["obligations"]} == {
        ("W", "S3"),
        ("W", None),
    }
    led = rule_json(
        record([*events, *script("S ch prohibit_suit:S; W card H2")], edition), tmp_path
    )
    assert [i["irregularity"] for i in led["irregularities"]][-1] != "revoke"
    # no restriction: West must lead his penalty card at once (50D1)
    free = [*events, *script("S ch no_restriction; W card H2")]
    wrong = rule_json(record(free, edition), tmp_path)
    assert wrong["irregularities"][-1]["irregularity"] == "failure_to_play_penalty_card"
    assert wrong["irregularities"][-1]["offender"] == "W"


# -- EBL workshop 2011, Laws 45-47, first example: a change of mind from dummy ----------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45c4a_course_change_of_mind_from_dummy_stands(tmp_path: Path, edition: str) -> None:
    # South wins trick 1 and leads a spade; West plays low; South names the
    # two from dummy and at once the king: the director finds no slip of the
    # tongue, so the two stands and the king goes back to dummy
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4; S card CQ")]
    events += script("S card S6; W card S3; N card S2; N card SK; E dir")
    asked = rule_json(record(events, edition), tmp_path)
    assert asked["status"] == "awaiting_fact"
    assert asked["rulings"][-1]["question"]["fact"] == "unintended"
    assert asked["rulings"][-1]["irregularity"] == "change_of_designation"
    events.append({"fact": "unintended", "value": False})
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["laws"][0] == "45C4a"
    assert report["next"] == "E" and report["obligations"] == []
    nl, en = texts(record(events, edition), tmp_path)
    assert "45C4a" in nl and "45C4a" in en
    # East plays; the two of spades is dummy's card in the trick
    done = rule_json(record([*events, *script("E card S8")], edition), tmp_path)
    assert done["next"] == "E"  # East's eight beat the two, the six and the three
