"""Thin sub-laws of Laws 41-67 that trick14 did not reach (thin14): 45D2,
58B3, 60A1, 60C and 67A1, both editions, mid-board with the hands unknown.

Each expectation was set down from the seeds before the run (seed 000 for
2017, seed 002 for 2007; own words): 45D2 an unnamed dummy card found only
after both sides played to the next trick stands and play goes on; 58B3 an
opponent who played after a card taken back under 58B2 may take his own card
back without rectification (16C; 2007 16D); 60A1/60A2 a non-offender who
plays after his RHO's premature lead loses the rectification and the lead
counts as in turn; 60C a card the offending side plays before the director
ruled leaves the opponents' rights intact and is rectified on its own;
67A1 a card omitted from a trick noticed in time is added by the offender.

Board 1, nobody vulnerable; 3NT by North, South is dummy; after six tricks
North-South have four. Only dummy's remaining cards are on the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import at_once, ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
WITHDRAWN = {"2017": "16C", "2007": "16D"}


def _after_six(dummy: str, **more: Any) -> dict[str, Any]:
    """3NT by North after six tricks (North-South four), dummy's seven or
    fewer cards known."""
    return {
        "contract": "3NT",
        "declarer": "N",
        "tricks": {"NS": 4, "EW": 2},
        "dummy": dummy,
        **more,
    }


def _rulings(report: dict[str, Any]) -> list[tuple[str, str, list[str], str | None]]:
    return [(r["irregularity"], r["offender"], r["laws"], r["chooser"]) for r in report["rulings"]]


# ---- 60A1/60A2: the non-offender plays to a premature lead ------------------------------


#: trick 7: North led ♥Q, East and dummy followed; West has not played
TRICK7_OPEN = _after_six("J.9.6.QJ7", current=["N:HQ", "E:H3", "S:H8"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a1_dummy_plays_to_a_premature_lead(edition: str, tmp_path: Path) -> None:
    # East leads ♣4 to trick 8 before West played to trick 7 (57A); dummy,
    # East's LHO, plays ♣7 to it before the director ruled: the right to
    # rectify is gone (60A1) and the lead counts as in turn (60A2): no
    # penalty card, no 57A choice; West still plays to trick 7
    data = sit(TRICK7_OPEN, ev("E card C4; S card C7"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == ("premature_play", "E")
    assert irregularity["laws"] == ["57A", "60A1", "60A2"]
    assert irregularity["accepted"] is True and irregularity["accepted_law"] == "60A1"
    assert report["rulings"] == [] and report["obligations"] == []
    assert (report["status"], report["next"]) == ("play", "W")
    assert "Te vroeg spelen door Oost (artikelen 57A, 60A1, 60A2)" in texts["nl"]
    assert "geaccepteerd door te handelen (60A1)" in texts["nl"]
    assert "West speelt nu bij." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a2_the_premature_lead_leads_trick_8(edition: str, tmp_path: Path) -> None:
    # West completes trick 7 with ♥2 (North's ♥Q wins it); East's ♣4 leads
    # trick 8 whoever won 7 (60A2): dummy's ♣7 has been played, West is next
    data = sit(TRICK7_OPEN, ev("E card C4; S card C7; W card H2"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "W")
    assert report["obligations"] == []


# ---- 60C: the offender's partner plays before the director ruled ------------------------


#: North (declarer) is on lead to trick 7
NORTH_ON_LEAD = _after_six("J7.9.6.QJ7", leader="N")
#: West leads ♣5 out of turn, East plays ♣4 to it, North calls the director
EAST_PLAYS_ON = "W card C5; E card C4; N dir; fact opponent_induced false"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60c_declarer_keeps_his_choice(edition: str, tmp_path: Path) -> None:
    # East's card does not take away North's 53/56 choice (60C)
    data = sit(NORTH_ON_LEAD, ev(EAST_PLAYS_ON), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "lead_out_of_turn",
        "W",
        "N",
    )
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["53A"]),
        ("reject", ["56", "50D"]),
    ]
    assert "Arbitrage: Voorspelen voor de beurt door West (artikelen 53, 56)" in texts["nl"]
    assert "Noord kiest:" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60c_east_card_rectified_when_the_lead_goes_back(edition: str, tmp_path: Path) -> None:
    # North refuses the lead: West's ♣5 is a major penalty card (56) and
    # East's ♣4, played to a lead that is no more, is one too (60C: it is
    # subject to rectification itself); North leads
    data = sit(NORTH_ON_LEAD, ev(f"{EAST_PLAYS_ON}; N ch reject"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    kept = {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]}
    assert kept == {("W", "C5", "major"), ("E", "C4", "major")}
    [ruling] = report["rulings"]
    effects = [(e["type"], e["seat"], e["card"]) for e in ruling["effects"]]
    assert effects == [("penalty_card", "W", "C5"), ("penalty_card", "E", "C4")]
    assert (report["status"], report["next"]) == ("play", "N")
    assert "Oost: grote strafkaart ♣4" in texts["nl"]
    assert "West: grote strafkaart ♣5" in texts["nl"]


def test_law_60c_57d_east_card_played_at_his_turn_2017(tmp_path: Path) -> None:
    # 2017: North accepts the lead; East played before his RHO (57D): his
    # ♣4 may be played legally, so it is played when his turn comes; after
    # North's ♣2 it is dummy's turn
    data = sit(NORTH_ON_LEAD, ev(f"{EAST_PLAYS_ON}; N ch accept; N card C2"), "2017")
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    got = [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]
    assert got == [("lead_out_of_turn", "W", ["53"]), ("premature_play", "E", ["57D"])]
    assert report["obligations"] == []
    assert (report["status"], report["next"]) == ("play", "S")
    assert "Te vroeg spelen door Oost (artikel 57D)" in texts["nl"]


def test_law_60c_east_card_a_penalty_card_2007(tmp_path: Path) -> None:
    # 2007 has no 57D: North accepts the lead; East's ♣4, shown before his
    # turn, is a major penalty card (49, 50)
    data = sit(NORTH_ON_LEAD, ev(f"{EAST_PLAYS_ON}; N ch accept"), "2007")
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("E", "C4", "major")
    ]
    assert (report["status"], report["next"]) == ("play", "N")
    assert "Oost: grote strafkaart ♣4 (49, 50)" in texts["nl"]


# ---- 45D2: an unnamed dummy card found too late ----------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d2_unnamed_dummy_card_stands(edition: str, tmp_path: Path) -> None:
    # East leads ♣4 to trick 7; dummy puts down ♣A unnamed, wins, and leads
    # ♠2 to trick 8, West follows: both sides played to the next trick, so
    # the ace stands and play goes on (45D2); North plays
    situation = _after_six("J2.9.6.AJ7", leader="E")
    events = "E card C4; S card CA; W card C9; N card C2; S card S2; W card S3"
    data = sit(situation, ev(events, [fact("not_designated", "CA")]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _rulings(report) == [("dummy_misplaced_card", "S", ["45D2"], None)]
    [ruling] = report["rulings"]
    assert ruling["options"] == []
    assert [(e["type"], e["seat"], e["card"], e["laws"]) for e in ruling["effects"]] == [
        ("card_stands", "S", "CA", ["45D2"])
    ]
    assert report["obligations"] == []
    assert (report["status"], report["next"]) == ("play", "N")
    assert "♣A van Zuid blijft gespeeld (45D2)" in texts["nl"]


# ---- 58B3: after 58B2, the opponent who played after may take his card back -------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b3_dummy_takes_back_its_card(edition: str, tmp_path: Path) -> None:
    # North leads ♥Q to trick 7; East puts ♥K and ♥3 down at once, both
    # seen; dummy and West play. East designates ♥3 (58B2): ♥K a major
    # penalty card. Dummy played after ♥K: declarer may take dummy's ♥9
    # back (58B3); he does, dummy plays ♥T and ♥Q wins: North leads
    situation = _after_six("J.T9.6.QJ7", current=["N:HQ"])
    data = sit(
        situation,
        ev(
            "E card HK; S card H9; W card H2; W dir",
            [at_once("E", ["HK", "H3"])],
            "E ch card:H3; N ch withdraw; S card HT",
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _rulings(report) == [
        ("simultaneous_cards", "E", ["58B2"], "E"),
        ("simultaneous_cards", "E", ["58B3"], "N"),
    ]
    follow = report["rulings"][1]
    assert [(o["code"], o["laws"]) for o in follow["options"]] == [
        ("keep", ["58B3"]),
        ("withdraw", ["58B3", WITHDRAWN[edition]]),
    ]
    assert follow["chosen"] == "withdraw"
    assert [(e["type"], e["seat"], e["card"]) for e in follow["effects"]] == [
        ("card_withdrawn", "S", "H9")
    ]
    assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("E", "HK", "major")
    ]
    assert (report["status"], report["next"]) == ("play", "N")
    assert "Zuid neemt ♥9 terug en speelt een andere kaart" in texts["nl"]


# ---- 67A1: a card omitted from a trick, noticed in time ---------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_west_adds_a_card_and_wins(edition: str, tmp_path: Path) -> None:
    # after seven tricks (East-West three) North is on lead; before anyone
    # played to trick 8 East says West did not play to trick 7: West adds a
    # legal card (67A1); the table does not show the trick, so the director
    # says who won it: West, who leads to trick 8 (44G)
    situation = {
        "contract": "3NT",
        "declarer": "N",
        "tricks": {"NS": 4, "EW": 3},
        "leader": "N",
        "dummy": "J.9.6.QJ7",
    }
    asked = rule_json(sit(situation, ev("E dir; W defective 7"), edition), tmp_path)
    assert asked["status"] == "awaiting_fact"
    assert [(q["fact"], q["laws"]) for q in asked["questions"]] == [
        ("corrected_trick_won_by", ["67A1"])
    ]
    data = sit(
        situation, ev("E dir; W defective 7", [fact("corrected_trick_won_by", "W")]), edition
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _rulings(report) == [("defective_trick", "W", ["67A1"], None)]
    [ruling] = report["rulings"]
    assert [(e["type"], e["seat"]) for e in ruling["effects"]] == [
        ("card_added", "W"),
        ("trick_winner_changed", "W"),
    ]
    assert (report["status"], report["next"]) == ("play", "W")
    assert "West heeft slag 7 gewonnen" in texts["nl"]


# ---- 47F1 (2017 53B; 2007 53C): the rightful leader leads over a lead out of turn ------


@pytest.mark.parametrize(
    ("edition", "law", "info"), [("2017", "53B", "16C"), ("2007", "53C", "16D")]
)
def test_law_47f1_lead_out_of_turn_goes_back_when_north_leads(
    edition: str, law: str, info: str, tmp_path: Path
) -> None:
    # North is on lead; West leads ♣5 out of turn and North leads ♦9 at
    # once: North's lead stands, West's card goes back without penalty card
    # (47F1 through 53B/53C), what it showed is unauthorized for East-West
    data = sit(NORTH_ON_LEAD, ev("W card C5; N card D9"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == ("lead_out_of_turn", "W")
    assert irregularity["laws"] == ["53", law] and irregularity["accepted"] is False
    assert report["obligations"] == [] and report["rulings"] == []
    assert (report["status"], report["next"]) == ("play", "E")
    assert "Noord, die aan slag was, speelde voor: dat voorspelen blijft gehandhaafd" in texts["nl"]
    assert f"ongeoorloofde informatie voor de partij van West ({info})" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "53B"), ("2007", "53C")])
def test_law_47f1_east_card_to_the_lead_out_of_turn_goes_back_visibly(
    edition: str, law: str, tmp_path: Path
) -> None:
    # every card played in error to the trick goes back when the rightful
    # leader leads (53B; 2007 53C, 47F1): East's ♣4 too, and the report says so
    data = sit(NORTH_ON_LEAD, ev("W card C5; E card C4; N card D9"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["obligations"] == [] and report["rulings"] == []
    assert (report["status"], report["next"]) == ("play", "E")
    [kept] = report["without_effect"]
    assert (kept["event"], kept["by"]) == (1, "E")
    assert (
        f"East's ♣4, played to the lead out of turn, goes back to the hand with it ({law})"
        in (texts["en"])
    )
    assert (
        "♣4 van Oost, bijgespeeld bij het voor de beurt voorspelen, gaat daarmee terug "
        f"naar de hand ({law})" in texts["nl"]
    )


# ---- 61B3: a defender asks his partner who showed out -----------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b3_west_asks_east_mid_board(edition: str, tmp_path: Path) -> None:
    # North leads ♥Q to trick 7, East discards ♠8; West asks East whether
    # he has no heart: allowed (61B3; 2007 unless the regulating authority
    # forbids it), no irregularity, the answer is unauthorized for West
    # (16B); dummy plays next
    situation = _after_six("J7.T9.6.Q7", current=["N:HQ", "E:S8"])
    data = sit(situation, ev("fact revoke_question E by=W"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    [kept] = report["without_effect"]
    assert kept["by"] == "W" and "(61B3)" in kept["text"] and "(16B)" in kept["text"]
    assert ("unless the regulating authority forbids it" in kept["text"]) is (edition == "2007")
    assert (report["status"], report["next"]) == ("play", "S")
    assert "de vraag van West aan Oost verandert niets" in texts["nl"]
