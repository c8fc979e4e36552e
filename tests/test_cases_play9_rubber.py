"""Helper play9 (issue 13): NBB rubber rules for the play (seed 001), records
our own, expected rulings set down from the rules before they were run.

Rules 45 and 46(3): while the defenders' choice over declarer's lead from the
wrong hand (45) or out of turn (46(1)) is open, a card a defender plays to
that lead makes it stand (45: the lead counts as from the right hand; 46(3):
the irregular lead is treated as correct). Both rules speak of a defender
(45) or of the other side (46(3)), not of the player next in turn. So a card
by the defender who was NOT next in turn also makes the lead stand, and he
has then played before his partner whose turn it was: a premature play
(47(1)(a)), for which declarer may restrict the partner's card once the
irregularity is pointed out. The card is played, not an exposed card: rule
44 covers a card shown other than by leading or playing it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import ONE_HEART, SOUTH_WINS_T1, events
from rule_cases import DEAL, clean_texts, rule_json, rule_refused

#: 1♥ by South; South won trick 1 and leads to trick 2
ONE_HEART_T2 = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: East won trick 2 with the ♦A and leads to trick 3
EAST_LEADS_T3 = f"{ONE_HEART_T2}; S card D5; W card D3; N card DT; E card DA"


def _board(text: str) -> dict[str, Any]:
    return {"edition": "rubber", "board": 1, "deal": DEAL, "events": events(text)}


#: (record, the rule of the lead, who played early, his partner, the rule that accepts)
EARLY = [
    # 45: dummy's ♠A led instead of South's card; West (not East, next) plays the ♠3
    (f"{ONE_HEART_T2}; N card SA; W dir; W card S3", "45", "W", "E", "45"),
    # 46(1): South leads the ♥8 at East's turn; East (not West, next) plays the ♥3
    (f"{EAST_LEADS_T3}; S card H8; E dir; E card H3", "46(1)", "E", "W", "46(3)"),
]


@pytest.mark.parametrize(("text", "law", "early", "partner", "accepting"), EARLY)
def test_rubber_45_46_3_47_1_a_the_other_defender_plays_to_the_lead(
    tmp_path: Path, text: str, law: str, early: str, partner: str, accepting: str
) -> None:
    data = _board(text)
    report = rule_json(data, tmp_path)
    lead, card = report["irregularities"]
    assert lead["accepted"] is True
    assert (card["irregularity"], card["offender"], card["laws"]) == (
        "premature_play",
        early,
        ["47"],
    )
    ruling = report["rulings"][0]
    assert ruling["laws"] == [law]
    assert (ruling["chooser"], ruling["chosen"]) == (early, "accept")
    # nobody has pointed out the early card yet: the rules wait for that (60)
    assert report["status"] == "awaiting_director"
    texts = clean_texts(data, tmp_path)
    name = {"W": "West", "E": "East"}[early]
    assert (
        f"{name} played to the lead before it was taken back: it stands as if made in turn "
        f"({accepting})." in texts["en"]
    )
    assert "Premature play" in texts["en"]


@pytest.mark.parametrize(("text", "law", "early", "partner", "accepting"), EARLY)
def test_rubber_47_1_a_declarer_restricts_the_partner_once_it_is_pointed_out(
    tmp_path: Path, text: str, law: str, early: str, partner: str, accepting: str
) -> None:
    data = _board(f"{text}; S dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"], ruling["laws"]) == (
        "premature_play",
        early,
        "S",
        ["47(1)"],
    )
    codes = [o["code"] for o in ruling["options"]]
    assert codes[:4] == ["highest", "lowest", "win", "lose"]
    assert codes[-1] == "no_restriction"
    assert {e["seat"] for o in ruling["options"] for e in o["effects"]} == {partner}
    texts = clean_texts(data, tmp_path)
    assert "stands and is played in its turn (47(1))" in texts["en"]
    for lang in ("nl", "en", "de"):
        assert "50" not in texts[lang].replace("(50)", "")  # no Laws of duplicate


def test_rubber_47_1_a_the_restriction_chosen_the_partner_plays_his_lowest(
    tmp_path: Path,
) -> None:
    # 45 case: South has East play his lowest spade; East holds ♠QT98: the ♠8
    text, *_ = EARLY[0]
    data = _board(f"{text}; S dir; S ch lowest; E card S8")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["irregularities"][-1]["irregularity"] == "premature_play"
    assert all(i["irregularity"] != "revoke" for i in report["irregularities"])
    clean_texts(data, tmp_path)


# ---- a face-up card the situation finds: an exposed card, not a penalty card ---------
#
# The rubber rules know no penalty card, major or minor: a defender's card
# lying face up is an exposed card (definition XXVI). It stays on the table
# and declarer may call it whenever its owner is to lead or play (44(1)-(3));
# declarer and dummy expose cards without penalty (44(4)). A situation's
# "penalty_cards" are read that way in rubber; the kind is not used.

#: 1♠ doubled by East (West dummy) after four tricks; North's ♥K lies face up
ONE_SPADE_X = {"contract": "1SX", "declarer": "E", "tricks": {"NS": 3, "EW": 1}}
NORTH_HEART_KING = [{"seat": "N", "card": "HK", "kind": "major"}]


def _rubber_situation(events: list[dict[str, Any]], **where: Any) -> dict[str, Any]:
    situation = {**ONE_SPADE_X, "penalty_cards": NORTH_HEART_KING, **where}
    return {"edition": "rubber", "board": 1, "situation": situation, "events": events}


def _no_duplicate_laws(texts: dict[str, str]) -> None:
    for lang, text in texts.items():
        for word in ("50B", "50D", "penalty card", "strafkaart", "Strafkarte", "major"):
            assert word not in text, (lang, word)


def test_rubber_44_1_situation_exposed_card_of_the_leader_declarer_may_call_it(
    tmp_path: Path,
) -> None:
    data = _rubber_situation([], leader="N")
    report = rule_json(data, tmp_path)
    assert report["obligations"] == [
        {"type": "exposed_card", "seat": "N", "laws": ["44"], "card": "HK", "chooser": "E"}
    ]
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"], ruling["laws"]) == (
        "exposed_card",
        "N",
        "E",
        ["44(1)"],
    )
    assert [o["code"] for o in ruling["options"]] == ["call_card:HK", "no_call"]
    texts = clean_texts(data, tmp_path)
    _no_duplicate_laws(texts)
    assert (
        "♥K of North stays face up; declarer may call it whenever North is to lead or play (44)"
        in texts["en"]
    )
    assert "in the situation found: Exposed card by North (rule 44)" in texts["en"]
    assert "♥H van Noord blijft open op tafel liggen" in texts["nl"]


def test_rubber_44_1_situation_exposed_card_nothing_to_call_at_another_players_lead(
    tmp_path: Path,
) -> None:
    data = _rubber_situation([], leader="S")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "S")
    assert report["rulings"] == []
    assert [(o["type"], o["seat"], o["card"]) for o in report["obligations"]] == [
        ("exposed_card", "N", "HK")
    ]
    _no_duplicate_laws(clean_texts(data, tmp_path))


@pytest.mark.parametrize(
    ("choice", "lead", "left"),
    [
        # called: North leads it and it is no longer exposed
        ("call_card:HK", "HK", []),
        # not called: North leads freely; the ♥K stays exposed for later turns (44(3))
        ("no_call", "C4", [("exposed_card", "N", "HK")]),
    ],
)
def test_rubber_44_1_situation_declarer_calls_or_not_then_north_leads(
    tmp_path: Path, choice: str, lead: str, left: list[tuple[str, str, str]]
) -> None:
    events = [{"by": "E", "choose": choice}, {"by": "N", "card": lead}]
    data = _rubber_situation(events, leader="N")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert [(o["type"], o["seat"], o["card"]) for o in report["obligations"]] == left
    assert [i["irregularity"] for i in report["irregularities"]] == ["exposed_card"]
    _no_duplicate_laws(clean_texts(data, tmp_path))


def test_rubber_44_1_situation_exposed_card_called_when_north_plays_to_a_trick(
    tmp_path: Path,
) -> None:
    # East led a spade, South and West followed: North is to play, declarer may
    # call the ♥K (legal if North has no spade; his hand is unknown)
    data = _rubber_situation([], current=["E:S2", "S:S5", "W:S3"])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["options"][0]["code"] == "call_card:HK"
    _no_duplicate_laws(clean_texts(data, tmp_path))


def test_rubber_44_4_situation_declarers_side_has_no_exposed_card_penalty(
    tmp_path: Path,
) -> None:
    data = _rubber_situation([], leader="N", penalty_cards=[{"seat": "W", "card": "HK"}])
    refused = {lang: rule_refused(data, tmp_path, lang) for lang in ("nl", "en")}
    assert "declarer and dummy expose cards without penalty (rule 44(4))" in refused["en"]
    assert "regel 44(4)" in refused["nl"]
    assert "48A" not in refused["en"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_50d_situation_the_same_card_is_a_major_penalty_card_in_duplicate(
    tmp_path: Path, edition: str
) -> None:
    data = {**_rubber_situation([], leader="S"), "edition": edition}
    report = rule_json(data, tmp_path)
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "N", "laws": ["50B", "50D"], "card": "HK", "kind": "major"}
    ]
    assert "major penalty card ♥K (50B, 50D)" in clean_texts(data, tmp_path)["en"]


# ---- 48(b): the card taken out of a hand nobody knows -------------------------------------
#
# East did not play to trick 7 (South ♦4, West ♦2, North ♦9 gathered); attention is
# drawn before he played on, so no new deal (48(a)): he takes a card out of his
# hand, if practicable one he could have played to that trick (48(b)). With his
# hand unknown any card not seen elsewhere may be his; it joins the short trick,
# whose winner stays North.

SHORT_TRICK = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 3, "EW": 3},
    "current": ["S:D4", "W:D2", "N:D9"],
}


def _short(card: str) -> dict[str, Any]:
    events = [
        {"fact": "missed_trick", "value": True, "by": "E"},
        {"by": "S", "director": True},
        {"fact": "removed_card", "value": card},
    ]
    return {"edition": "rubber", "board": 1, "situation": SHORT_TRICK, "events": events}


def test_rubber_48_b_situation_removed_card_of_an_unknown_hand_joins_the_trick(
    tmp_path: Path,
) -> None:
    data = _short("D3")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "N")
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "too_many_cards",
        "E",
        ["48(b)"],
    )
    assert ruling["effects"] == [
        {"type": "card_removed", "laws": ["48(b)"], "card": "D3", "seat": "E"}
    ]
    texts = clean_texts(data, tmp_path)
    assert "East's ♦3 joins the trick he did not play to (48(b))" in texts["en"]
    assert "♦3 van Oost wordt toegevoegd aan de slag waarin hij niet bijspeelde" in texts["nl"]


@pytest.mark.parametrize("card", ["D2", "D9"])
def test_rubber_48_b_situation_a_card_played_already_is_refused(tmp_path: Path, card: str) -> None:
    # West's ♦2 and North's ♦9 lie in the trick: they cannot come from East's hand
    refused = rule_refused(_short(card), tmp_path, "en")
    assert "East does not hold" in refused


def test_rubber_48_b_known_deal_a_card_east_was_not_dealt_is_refused(tmp_path: Path) -> None:
    # with the deal given, East's hand is known: North's ♠A cannot be taken out of it
    text = f"{ONE_HEART_T2}; S card D5; W card D3; N card DT"
    data = _board(text)
    data["events"] += [
        {"fact": "missed_trick", "value": True, "by": "E"},
        {"by": "S", "director": True},
        {"fact": "removed_card", "value": "SA"},
    ]
    assert "East does not hold" in rule_refused(data, tmp_path, "en")
