"""Revokes the director finds (spec §6, hands unknown), set down from the
seeds before the records were run (own words; law numbers cited).

4♠ by South after five tricks (North-South 3, East-West 2), West on lead to
trick 6: West leads the ♣2, North plays the ♣5, East wins with the ♣A and
South drops a card; East then leads the ♠2 to trick 7. A finding that South
revoked in trick 6 is only possible when his card there could be a revoke
(61A): a card of another suit, or a card of the suit led that broke a penalty
card or a play restriction.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from play2_helpers import events as _events
from rule_cases import clean_texts, rule_json, rule_refused

EDITIONS = ("2017", "2007")

#: 4♠ by South, North-South 3 tricks, East-West 2, West to lead to trick 6
WEST_TO_LEAD = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 2}, "leader": "W"}


def trick_6(south: str) -> str:
    """Trick 6 (East wins with the ♣A) and East's lead to trick 7."""
    return f"W card C2; N card C5; E card CA; S card {south}; E card S2"


def south_revoked() -> dict[str, Any]:
    return fact("revoke", {"seat": "S", "trick": 6})


def revoke_of(report: dict[str, Any]) -> dict[str, Any]:
    found = [i for i in report["irregularities"] if i["irregularity"] == "revoke"]
    assert len(found) == 1, report["irregularities"]
    return found[0]


# ---- 61A: a card of the suit led is no revoke ----------------------------------------


@pytest.mark.parametrize("edition", [*EDITIONS, "rubber"])
def test_law_61a_club_on_a_club_lead_is_no_revoke(edition: str, tmp_path: Path) -> None:
    data = sit(WEST_TO_LEAD, [*_events(trick_6("C3")), south_revoked()], edition)
    nl = rule_refused(data, tmp_path, "nl")
    assert "Zuid speelde ♣3 in slag 6, een kaart van de voorgespeelde kleur" in nl
    # the rubber rules define a revoke in their terms (XXVIII), not in a Law 61A
    law = {"nl": "term XXVIII", "en": "definition XXVIII", "de": "Begriff XXVIII"}
    if edition != "rubber":
        law = dict.fromkeys(law, "61A")
    assert f"geen verzaking ({law['nl']})" in nl and "handeling 6" in nl
    en = rule_refused(data, tmp_path, "en")
    assert "South played ♣3 to trick 6, a card of the suit led" in en
    assert f"that is no revoke ({law['en']})" in en
    de = rule_refused(data, tmp_path, "de")
    assert f"kein Revoke ({law['de']})" in de


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_the_leader_led_freely_is_no_revoke(edition: str, tmp_path: Path) -> None:
    found = fact("revoke", {"seat": "W", "trick": 6})
    data = sit(WEST_TO_LEAD, [*_events(trick_6("D5")), found], edition)
    en = rule_refused(data, tmp_path, "en")
    assert "West led ♣2 to trick 6 and nothing bound his lead" in en
    assert "voorspeelbeperking" in rule_refused(data, tmp_path, "nl")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_club_in_the_trick_in_progress_is_no_revoke(edition: str, tmp_path: Path) -> None:
    current = {**WEST_TO_LEAD, "current": ["W:C2", "N:C5"]}
    del current["leader"]
    data = sit(current, [*_events("E card C4"), fact("revoke", {"seat": "E", "trick": 6})], edition)
    assert "Oost speelde ♣4 in slag 6" in rule_refused(data, tmp_path, "nl")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_a_discard_may_be_a_revoke(edition: str, tmp_path: Path) -> None:
    # the same finding with a diamond from South: accepted and corrected (62A)
    data = sit(WEST_TO_LEAD, [*_events(trick_6("D5")), south_revoked()], edition)
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["offender"] == "S" and revoke["laws"] == ["44C", "61A", "62A"]
    # East's lead to trick 7 was played after the revoke: East keeps it
    # waiting or takes it back (62C1, tests/test_cases_trick12_62c1.py)
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "E"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_club_beside_a_club_penalty_card_may_be_a_revoke(
    edition: str, tmp_path: Path
) -> None:
    # East holds the major penalty card ♣K: playing the ♣A instead fails to
    # play it (50D1), which 61A counts as a revoke; the finding is accepted
    current = {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 3, "EW": 2},
        "current": ["W:C2", "N:C5"],
        "penalty_cards": [{"seat": "E", "card": "CK", "kind": "major"}],
    }
    data = sit(current, [*_events("E card CA"), fact("revoke", {"seat": "E", "trick": 6})], edition)
    report = rule_json(data, tmp_path)
    assert revoke_of(report)["offender"] == "E"
    clean_texts(data, tmp_path)
    # the penalty card itself played to the club lead obeys it: no revoke
    data = sit(current, [*_events("E card CK"), fact("revoke", {"seat": "E", "trick": 6})], edition)
    assert "Oost speelde ♣H in slag 6" in rule_refused(data, tmp_path, "nl")


# ---- 62A, 62C1: a card led to the next trick in place of a penalty card ------------------

#: East leads the ♥A out of turn; South rejects it (a major penalty card, 56)
#: and lets West lead any card (50D2b)
HEART_ACE = "E card HA; S dir; fact opponent_induced false; S ch reject; S ch no_restriction"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_lead_beside_penalty_card_goes_back_with_the_correction(
    edition: str, tmp_path: Path
) -> None:
    # East wins trick 6 and leads the ♠2 instead of his penalty card ♥A (52,
    # waiting for declarer); South's revoke in trick 6 is then found: corrected
    # (62A), East's ♠2 goes back to his hand without rectification (62C1) and
    # South plays to trick 6 again
    events = _events(f"{HEART_ACE}; {trick_6('D5')}")
    data = sit(WEST_TO_LEAD, [*events, south_revoked()], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    effects = [(e["type"], e["laws"], e.get("card")) for e in report["rulings"][-1]["effects"]]
    assert ("card_restored", ["62C1"], "S2") in effects
    assert ("card_withdrawn", ["62B2"], "D5") in effects
    # the ♥A still binds East
    assert [(o["seat"], o["card"]) for o in report["obligations"]] == [("E", "HA")]
    texts = clean_texts(data, tmp_path)
    assert "Zuid speelt nu bij" in texts["nl"] and "Oost speelt nu" not in texts["nl"]
    assert "South plays now" in texts["en"]
    assert "without rectification (62C1)" in texts["en"]
    assert "zonder rechtzetting (62C1)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_without_penalty_card_the_same_correction(edition: str, tmp_path: Path) -> None:
    # with no penalty card the lead stood in turn: East chooses to take it back (62C1)
    events = [*_events(trick_6("D5")), south_revoked(), *_events("E ch withdraw")]
    data = sit(WEST_TO_LEAD, events, edition)
    report = rule_json(data, tmp_path)
    effects = [(e["type"], e.get("card")) for e in report["rulings"][-1]["effects"]]
    assert ("card_restored", "S2") in effects
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "Zuid speelt nu bij" in texts["nl"]


# ---- 62A, 62C / rubber 55(1): the revoke trick is the last quitted, unseen ------------------

#: 3NT by North after eight tricks (North-South 5, East-West 3), South on lead to
#: trick 9: the director finds that East revoked in trick 8, which the table
#: quitted before the record began
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 5, "EW": 3}, "leader": "S"}


def east_revoked_8() -> dict[str, Any]:
    return fact("revoke", {"seat": "E", "trick": 8})


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_unseen_last_trick_put_right_by_the_table(edition: str, tmp_path: Path) -> None:
    data = sit(EIGHT, [east_revoked_8()], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["62"]
    assert ruling["question"]["fact"] == "corrected_trick_won_by"
    assert ruling["question"]["laws"] == ["62A"]
    assert ruling["question"]["expects"]["kind"] == "seat"
    assert revoke_of(report)["laws"] == ["61A", "62A"]
    texts = clean_texts(data, tmp_path)
    assert "the players put it right themselves" in texts["en"]
    assert "East withdraws the revoke card" not in texts["en"]
    assert "Who won trick 8 once it was put right?" in texts["en"]
    assert "The players put trick 8 right as the ruling says" in texts["en"]
    assert "South leads now" not in texts["en"] and "dummy (South) now" not in texts["en"]
    assert "Wie heeft slag 8 gewonnen nadat die was hersteld?" in texts["nl"]
    assert "De spelers herstellen slag 8" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("winner", "ns", "next_"), [("E", 4, "E"), ("S", 5, "S"), ("W", 4, "W")])
def test_law_62a_unseen_last_trick_winner_leads(
    edition: str, winner: str, ns: int, next_: str, tmp_path: Path
) -> None:
    # South had led the ♦2 to trick 9: it goes back (62C1); the winner of the
    # trick put right leads (44G), and the tricks are counted again
    events = [
        {"by": "S", "card": "D2"},
        east_revoked_8(),
        fact("corrected_trick_won_by", winner),
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    data = sit(EIGHT, events[:3], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == next_
    effects = [(e["type"], e["laws"], e.get("card")) for e in report["rulings"][0]["effects"]]
    assert ("card_restored", ["62C1"], "D2") in effects
    assert ("penalty_card", ["62B1"], None) in effects
    texts = clean_texts(data, tmp_path)
    assert "won trick 8 once it was put right" in texts["en"]
    # the claim counts the tricks from the corrected trick 8: North-South had
    # ``ns`` of the eight, and a claim of nine in all is one of five still to play
    data = sit(EIGHT, [*events[:3], {"by": "N", "claim": ns + 4}, *events[4:]], edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": ns + 4, "EW": 9 - ns}
    assert report["adjustments"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62b2_unseen_last_trick_declarer_side_revoke(edition: str, tmp_path: Path) -> None:
    data = sit(EIGHT, [fact("revoke", {"seat": "N", "trick": 8})], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ("card_withdrawn", ["62B2"]) in [(e["type"], e["laws"]) for e in ruling["effects"]]
    assert ruling["question"]["fact"] == "corrected_trick_won_by"
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "goes back without penalty (62B2)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62b1_unseen_last_trick_named_card_is_a_penalty_card(
    edition: str, tmp_path: Path
) -> None:
    found = fact("revoke", {"seat": "E", "trick": 8, "card": "D4"})
    data = sit(EIGHT, [found, fact("corrected_trick_won_by", "N")], edition)
    report = rule_json(data, tmp_path)
    assert report["next"] == "N"
    assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("E", "D4", "major")
    ]
    clean_texts(data, tmp_path)


def test_rubber_55_1_unseen_last_trick_put_right_by_the_players(tmp_path: Path) -> None:
    data = sit(EIGHT, [east_revoked_8()], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["55(1)", "55(1)(a)(I)"]
    assert ruling["question"]["fact"] == "corrected_trick_won_by"
    assert ruling["question"]["laws"] == ["55(1)"]
    texts = clean_texts(data, tmp_path)
    for lang in ("en", "nl", "de"):
        assert "62" not in texts[lang] and "64A" not in texts[lang]
    assert "agree who won it (55(1))" in texts["en"]
    data = sit(EIGHT, [east_revoked_8(), fact("corrected_trick_won_by", "W")], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    clean_texts(data, tmp_path)


# ---- rubber 55: the questions and lines of a found revoke cite the rubber rules -------

#: 3NT by North, all thirteen tricks played: North-South 9, East-West 4
NINE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}
#: a Laws number (a letter after the digits: 61A, 64A1, 63A) or the director
LAWS_ONLY = r"\b\d{1,2}[A-G]\d?[a-z]?\b|director|wedstrijdleider|Turnierleiter"


@pytest.mark.parametrize(
    ("situation", "found", "fact_asked", "laws"),
    [
        (NINE, [fact("revoke", {"seat": "E", "trick": 5})], "revoke_trick_won_by", ["55(6)"]),
        (
            NINE,
            [fact("revoke", {"seat": "E", "trick": 5}), fact("revoke_trick_won_by", "E")],
            "offending_side_tricks_after",
            ["55(6)"],
        ),
        (
            {"contract": "3NT", "declarer": "N"},
            [fact("revoke", {"seat": "E", "trick": 5})],
            "revoke_established",
            ["55(2)"],
        ),
    ],
)
def test_rubber_55_6_found_revoke_questions_cite_the_rubber_rules(
    situation: dict[str, Any],
    found: list[dict[str, Any]],
    fact_asked: str,
    laws: list[str],
    tmp_path: Path,
) -> None:
    data = sit(situation, found, "rubber")
    report = rule_json(data, tmp_path)
    question = report["rulings"][0]["question"]
    assert question["fact"] == fact_asked and question["laws"] == laws
    revoke = revoke_of(report)
    assert all(law.startswith("55") for law in revoke["laws"]), revoke["laws"]
    texts = clean_texts(data, tmp_path)
    for lang, text in texts.items():
        assert re.search(LAWS_ONLY, text) is None, (lang, text)
    if fact_asked == "revoke_established":
        # the rubber rules: a claim never establishes a revoke (26(2))
        assert "a claim or concession does not establish it" in texts["en"]


def test_rubber_55_6_second_found_revoke_waits_with_rubber_numbers(tmp_path: Path) -> None:
    found = [fact("revoke", {"seat": "E", "trick": 5}), fact("revoke", {"seat": "W", "trick": 7})]
    data = sit(NINE, found, "rubber")
    report = rule_json(data, tmp_path)
    assert [r["laws"][0][:2] for r in report["rulings"]] == ["55", "55"]
    for lang, text in clean_texts(data, tmp_path).items():
        assert re.search(LAWS_ONLY, text) is None, (lang, text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_found_revoke_questions_cite_the_laws(edition: str, tmp_path: Path) -> None:
    data = sit(NINE, [fact("revoke", {"seat": "E", "trick": 5})], edition)
    question = rule_json(data, tmp_path)["rulings"][0]["question"]
    assert question["fact"] == "revoke_trick_won_by" and question["laws"] == ["64A"]
    data = sit(
        {"contract": "3NT", "declarer": "N"}, [fact("revoke", {"seat": "E", "trick": 5})], edition
    )
    question = rule_json(data, tmp_path)["rulings"][0]["question"]
    assert question["fact"] == "revoke_established" and question["laws"] == ["63A"]
    clean_texts(data, tmp_path)


# ---- a fact given before its question: its kind is checked when given -------------------

#: 4♥ by South after ten tricks (North-South 8, East-West 2), South on lead
TEN = {"contract": "4H", "declarer": "S", "tricks": {"NS": 8, "EW": 2}, "leader": "S"}


@pytest.mark.parametrize(
    ("name", "value", "en", "nl"),
    [
        (
            "claim_award",
            "x",
            "award of the claim is true (the director signs the award) or a number "
            'of tricks from 0 to 13, not "x"',
            "of een aantal slagen van 0 tot en met 13",
        ),
        ("claim_award", 99, "or a number of tricks from 0 to 13, not 99", "niet 99"),
        (
            "offending_side_tricks_after",
            True,
            "tricks of the offending side after the revoke trick is a "
            "number of tricks from 0 to 13, not true",
            "is een aantal slagen van 0 tot en met 13, niet true",
        ),
        (
            "revoke_trick_won_by",
            "X",
            'revoke trick won by is a seat (N, E, S, W), not "X"',
            "is een speler (N, E, S, W)",
        ),
        (
            "revoke_established",
            3,
            "Revoke established: the answer is true (yes) or false (no), not 3.",
            "het antwoord is true (ja) of false (nee), niet 3",
        ),
        (
            "tricks_without_revoke",
            -1,
            "tricks without the revoke is a number of tricks from 0 to 13",
            "niet -1",
        ),
    ],
)
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64_70_fact_of_the_wrong_kind_refused_when_given(
    edition: str, name: str, value: Any, en: str, nl: str, tmp_path: Path
) -> None:
    data = sit(TEN, [fact(name, value)], edition)
    message = rule_refused(data, tmp_path, "en")
    assert en in message and "action 1" in message
    assert nl in rule_refused(data, tmp_path, "nl")
    assert "Traceback" not in rule_refused(data, tmp_path, "de")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64_70_facts_of_the_right_kind_kept_for_their_question(
    edition: str, tmp_path: Path
) -> None:
    # given before the claim and before the revoke is found: kept, used later
    events = [
        fact("claim_award", True),
        fact("revoke_trick_won_by", "E", trick=5),
        fact("offending_side_tricks_after", 1, trick=5),
        {"by": "S", "claim": 10},
        {"by": "W", "agree": True},
        {"by": "E", "agree": True},
        fact("revoke", {"seat": "E", "trick": 5}),
    ]
    data = sit(TEN, events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    clean_texts(data, tmp_path)
