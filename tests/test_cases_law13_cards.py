"""Laws 13 and 14, both editions, sub-law by sub-law (law13, session 20).

2017 (seed 000): 13A1 nobody saw a card, 13A2 a card seen, 13B1/13B2 a
player with a wrong hand has called, 13C a surplus card, 13D found after the
play; 14A1/14A2 a missing card found or not before the opening lead, 14B1-14B4
after it, 14C what the partner may not use. 2007 (seed 002): 13D1, 13D2a,
13D2b, 13A, 13B, 13F, 13C, and 13E (the director's adding or moving a card is
unauthorized for the partner of each wrong hand, whenever the board is played
on under Law 13). Facts our own.

Deal (board 1, North deals): N ♠AK2 ♥QJ4 ♦T98 ♣AK32, E ♠QT98 ♥K3 ♦AKQ2 ♣654,
S ♠J76 ♥AT98 ♦J65 ♣QJ7, W ♠543 ♥7652 ♦743 ♣T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused, script

EDITIONS = ["2017", "2007"]

#: 2017 number -> 2007 number (seed 002 Law 13 orders its paragraphs otherwise)
LAW_13_2007 = {
    "13A1": "13D1",
    "13A2": "13D2",
    "13B1": "13A",
    "13B2": "13B",
    "13C": "13F",
    "13D": "13C",
}

THREE_NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: East leads ♦A; everyone follows; trick 2 begins with East's ♦K
ONE_TRICK = f"{THREE_NT}; E card DA; S card D5; W card D3; N card D8"


def law13(edition: str, law: str) -> str:
    return law if edition == "2017" else LAW_13_2007[law]


def wrong(seat: str, short: str, **extra: Any) -> dict[str, Any]:
    return {"fact": "wrong_number_of_cards", "value": True, "seat": seat, "short": short, **extra}


def missing(card: str, seat: str, **extra: Any) -> dict[str, Any]:
    return {"fact": "missing_card", "value": card, "seat": seat, **extra}


def effects(report: dict[str, Any], index: int = -1) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in report["rulings"][index]["effects"]]


def ui_13e(edition: str, *seats: str) -> list[tuple[str, str | None, list[str]]]:
    """2007 13E for the partners ``seats``; nothing in 2017."""
    if edition == "2017":
        return []
    return [("unauthorized_information", seat, ["13E"]) for seat in seats]


# -- 13A (2007 13D): no player with a wrong hand has called ------------------------------------


#: (calls before the fact, long hand, short hand, who calls next)
BEFORE_A_CALL = [
    ("", "N", "E", "N"),  # North, the dealer, counts fourteen before the auction starts
    ("N 1NT; E Pass", "S", "W", "S"),  # South finds fourteen after East's pass
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("calls", "long", "short", "next_seat"), BEFORE_A_CALL)
def test_law_13a1_nobody_saw_a_card_board_played_normally(
    tmp_path: Path, edition: str, calls: str, long: str, short: str, next_seat: str
) -> None:
    data = record([*script(calls), wrong(long, short, seen=False)], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    law = law13(edition, "13A1")
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "wrong_number_of_cards",
        long,
        [law],
    )
    partners = {"N": "S", "S": "N", "E": "W", "W": "E"}
    # no adjusted score: nobody saw a card (13A1); 2007 13E still binds both partners
    assert effects(report) == [
        ("board_restored", None, [law]),
        *ui_13e(edition, partners[long], partners[short]),
    ]
    assert (report["status"], report["next"]) == ("auction", next_seat)
    out = clean_texts(data, tmp_path)
    assert f"the hands are put right and the board is played normally ({law})" in out["en"]
    assert "no player saw another player's card" in out["en"]
    assert "geen speler heeft een kaart van een andere speler gezien" in out["nl"]
    assert "kein Spieler hat eine Karte eines anderen Spielers gesehen" in out["de"]


@pytest.mark.parametrize(("calls", "long", "short", "next_seat"), BEFORE_A_CALL)
def test_law_13a2_card_seen_2017_played_and_scored_adjusted_if_it_mattered(
    tmp_path: Path, calls: str, long: str, short: str, next_seat: str
) -> None:
    # 2017 13A2: the board is played and scored; the score is adjusted if what
    # was seen affected the result (12C1b); the offender may be penalised
    data = record([*script(calls), wrong(long, short, seen=True)], "2017")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["13A2"]
    assert effects(report) == [
        ("board_restored", None, ["13A1"]),
        ("adjusted_score_possible", None, ["13A2", "12C1b"]),
        ("procedural_penalty_possible", long, ["13A2"]),
    ]
    assert (report["status"], report["next"]) == ("auction", next_seat)
    out = clean_texts(data, tmp_path)
    assert "the director adjusts the score if what was seen affected the result (13A2)" in out["en"]
    assert "als wat gezien is het resultaat heeft beïnvloed (13A2)" in out["nl"]


@pytest.mark.parametrize(("calls", "long", "short", "next_seat"), BEFORE_A_CALL)
def test_law_13d2_2007_card_seen_the_director_asks_whether_it_can_be_played(
    tmp_path: Path, calls: str, long: str, short: str, next_seat: str
) -> None:
    # 2007 13D2 has two branches the 2017 law does not: the director first
    # judges whether the information would interfere with normal play
    data = record([*script(calls), wrong(long, short, seen=True)], "2007")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_fact"
    assert ruling["question"]["fact"] == "playable" and ruling["question"]["laws"] == ["13D2"]
    out = clean_texts(data, tmp_path)
    assert "can the board still be bid and played normally (13D2a)" in out["en"]
    assert "kunstmatige arbitrale score (13D2b)" in out["nl"]


@pytest.mark.parametrize(("calls", "long", "short", "next_seat"), BEFORE_A_CALL)
def test_law_13d2a_2007_information_can_be_lived_with_played_on(
    tmp_path: Path, calls: str, long: str, short: str, next_seat: str
) -> None:
    events = [*script(calls), wrong(long, short, seen=True), {"fact": "playable", "value": True}]
    data = record(events, "2007")
    report = rule_json(data, tmp_path)
    partners = {"N": "S", "S": "N", "E": "W", "W": "E"}
    assert report["rulings"][-1]["laws"] == ["13D2a"]
    assert effects(report) == [
        ("board_restored", None, ["13D1"]),
        ("adjusted_score_possible", None, ["13D2a"]),
        *ui_13e("2007", partners[long], partners[short]),
        ("procedural_penalty_possible", long, ["13D2"]),
    ]
    assert (report["status"], report["next"]) == ("auction", next_seat)
    out = clean_texts(data, tmp_path)
    assert "need not interfere with normal bidding or play" in out["en"]


@pytest.mark.parametrize(("calls", "long", "short", "next_seat"), BEFORE_A_CALL)
def test_law_13d2b_2007_information_too_serious_artificial_score(
    tmp_path: Path, calls: str, long: str, short: str, next_seat: str
) -> None:
    events = [*script(calls), wrong(long, short, seen=True), {"fact": "playable", "value": False}]
    data = record(events, "2007")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["13D2b"]
    assert ("artificial_adjusted_score", None, ["13D2b", "12C2a"]) in effects(report)
    # the board ends here, with no result of its own
    assert (report["status"], report["contract"], report["score"]) == ("complete", None, None)
    out = clean_texts(data, tmp_path)
    assert "the director awards an artificial adjusted score (13D2b)" in out["en"]
    assert "kunstmatige arbitrale score toe (13D2b)" in out["nl"]
    assert "künstlichen berichtigten Score zu (13D2b)" in out["de"]


# -- 13B (2007 13A, 13B): a player with a wrong hand has called ----------------------------------


#: (events before the fact, long hand, short hand, status the board goes back to)
AFTER_A_CALL = [
    ("N 1NT; E Pass", "N", "E", "auction"),
    (f"{ONE_TRICK}", "W", "N", "play"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("events", "long", "short", "status"), AFTER_A_CALL)
def test_law_13b1_playable_calls_stand_and_13e_binds_both_partners_in_2007(
    tmp_path: Path, edition: str, events: str, long: str, short: str, status: str
) -> None:
    data = record(
        [*script(events), wrong(long, short), {"fact": "playable", "value": True}], edition
    )
    report = rule_json(data, tmp_path)
    law = law13(edition, "13B1")
    partners = {"N": "S", "S": "N", "E": "W", "W": "E"}
    assert report["rulings"][-1]["laws"] == [law]
    assert effects(report) == [
        ("board_restored", None, [law]),
        ("adjusted_score_possible", None, [law]),
        *ui_13e(edition, partners[long], partners[short]),
    ]
    assert report["status"] == status
    out = clean_texts(data, tmp_path)
    if edition == "2007":
        assert "unauthorized information for " in out["en"] and "(13E)" in out["en"]
        assert "ongeoorloofde informatie" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("events", "long", "short", "status"), AFTER_A_CALL)
def test_law_13b2_not_playable_adjusted_score_board_ends(
    tmp_path: Path, edition: str, events: str, long: str, short: str, status: str
) -> None:
    data = record(
        [*script(events), wrong(long, short), {"fact": "playable", "value": False}], edition
    )
    report = rule_json(data, tmp_path)
    law = law13(edition, "13B2")
    # 2007 cites no 12C sub-law of its own here: its 12C1b is the serious-error clause
    adjusted = ["13B2", "12C1b"] if edition == "2017" else ["13B", "12C"]
    assert report["rulings"][-1]["laws"] == [law]
    # the offender may be penalised (13B2; 2007 13B)
    assert effects(report) == [
        ("adjusted_score", None, adjusted),
        ("procedural_penalty_possible", long, [law]),
    ]
    assert (report["status"], report["score"]) == ("complete", None)
    clean_texts(data, tmp_path)


# -- 13C (2007 13F): a surplus card ---------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("events", "holder"),
    [("N 1NT; E Pass", "S"), (ONE_TRICK + "; E card DK", "W")],
)
def test_law_13c_surplus_card_taken_out_no_adjusted_score(
    tmp_path: Path, edition: str, events: str, holder: str
) -> None:
    # a ♥2 from another pack lies in the hand: it is taken out, nothing else
    fact = {"fact": "wrong_number_of_cards", "value": True, "seat": holder, "surplus": "H2"}
    data = record([*script(events), fact], edition)
    report = rule_json(data, tmp_path)
    law = law13(edition, "13C")
    ruling = report["rulings"][-1]
    assert (ruling["laws"], ruling["offender"]) == ([law], holder)
    assert effects(report) == [("card_removed", holder, [law]), ("no_rectification", None, [law])]
    assert report["status"] in ("auction", "play")
    out = clean_texts(data, tmp_path)
    assert f"no adjusted score may be given ({law})" in out["en"]
    assert f"er mag geen arbitrale score toegekend worden ({law})" in out["nl"]
    # the rubber 48(b) sentence is not said of a card of no part of the deal
    assert "joins the trick" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("trick", [1, 2])
def test_law_13c_surplus_card_played_to_a_quitted_trick_score_may_be_adjusted(
    tmp_path: Path, edition: str, trick: int
) -> None:
    events = f"{ONE_TRICK}; E card DK; S card D6; W card D4; N card D9; E card DQ"
    fact = {
        "fact": "wrong_number_of_cards",
        "value": True,
        "seat": "W",
        "surplus": "C2",
        "trick": trick,
    }
    data = record([*script(events), fact], edition)
    report = rule_json(data, tmp_path)
    law = law13(edition, "13C")
    assert effects(report) == [
        ("card_removed", "W", [law]),
        ("adjusted_score_possible", None, [law]),
    ]
    assert report["status"] == "play"
    out = clean_texts(data, tmp_path)
    assert f"was played to trick {trick}" in out["en"] and f"in slag {trick} gespeeld" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13c_surplus_card_refused_when_not_a_card_or_not_a_quitted_trick(
    tmp_path: Path, edition: str
) -> None:
    fact = {"fact": "wrong_number_of_cards", "value": True, "seat": "W", "surplus": "X9"}
    said = rule_refused(record([*script(ONE_TRICK), fact], edition), tmp_path, "en")
    assert '"X9" is not a card' in said and "action 11" in said
    fact = {**fact, "surplus": "C2", "trick": 3}
    said = rule_refused(record([*script(ONE_TRICK), fact], edition), tmp_path, "nl")
    assert "3 is geen gesloten slag" in said


# -- 13D (2007 13C): found after the play ----------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("contract", "tricks"), [("3NT", {"NS": 9, "EW": 4}), ("4S", {"NS": 8, "EW": 5})]
)
def test_law_13d_found_after_the_play_result_cancelled(
    tmp_path: Path, edition: str, contract: str, tricks: dict[str, int]
) -> None:
    data = {
        "edition": edition,
        "board": 1,
        "situation": {"contract": contract, "declarer": "N", "tricks": tricks},
        "events": [wrong("W", "S")],
    }
    report = rule_json(data, tmp_path)
    law = law13(edition, "13D")
    assert report["rulings"][-1]["laws"] == [law]
    # the result is cancelled, a score assigned, and West may be penalised
    assert effects(report) == [
        ("result_cancelled", None, [law]),
        ("adjusted_score", None, [law]),
        ("procedural_penalty_possible", "W", [law]),
    ]
    assert (report["status"], report["score"]) == ("complete", None)
    clean_texts(data, tmp_path)


# -- 14: a missing card -------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("calls", "card", "seat"), [("N 1NT", "C9", "W"), (THREE_NT, "HK", "E")])
def test_law_14a1_missing_card_found_before_the_lead_put_back(
    tmp_path: Path, edition: str, calls: str, card: str, seat: str
) -> None:
    data = record([*script(calls), missing(card, seat)], edition)
    report = rule_json(data, tmp_path)
    partner = {"W": "E", "E": "W"}[seat]
    assert report["rulings"][-1]["laws"] == ["14A"]
    assert effects(report) == [
        ("card_restored", seat, ["14A1"]),
        ("unauthorized_information", partner, ["14C"]),
    ]
    out = clean_texts(data, tmp_path)
    assert "(14A1, 14A3)" in out["en"] and "(14C)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("calls", "card", "seat"), [("N 1NT", "C9", "W"), (THREE_NT, "HK", "E")])
def test_law_14a2_missing_card_not_found_replaced_from_another_pack(
    tmp_path: Path, edition: str, calls: str, card: str, seat: str
) -> None:
    data = record([*script(calls), missing(card, seat, found="not_found")], edition)
    report = rule_json(data, tmp_path)
    partner = {"W": "E", "E": "W"}[seat]
    assert report["rulings"][-1]["laws"] == ["14A"]
    assert effects(report) == [
        ("card_restored", seat, ["14A2"]),
        ("unauthorized_information", partner, ["14C"]),
    ]
    out = clean_texts(data, tmp_path)
    assert "is replaced by the same card from another pack (14A2)" in out["en"]
    assert "uit een ander spel kaarten (14A2)" in out["nl"]
    assert "is put back (14A1)" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("found", "law"), [("elsewhere", "14B2"), ("not_found", "14B3")])
def test_law_14b2_14b3_missing_card_after_the_lead_counts_as_held_throughout(
    tmp_path: Path, edition: str, found: str, law: str
) -> None:
    # West's ♣9 turns up (or not) during trick 2: West followed to diamonds,
    # so no revoke; it counts as held throughout (14B4)
    data = record([*script(ONE_TRICK + "; E card DK"), missing("C9", "W", found=found)], edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == [law, "14B4"]
    assert effects(report) == [
        ("card_restored", "W", [law]),
        ("unauthorized_information", "E", ["14C"]),
    ]
    assert report["status"] == "play"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b4_restored_card_that_should_have_been_played_is_a_revoke(
    tmp_path: Path, edition: str
) -> None:
    # West discarded a spade on the ♦A: the ♦7 missing from his hand was
    # restored, so not playing it is a revoke (14B4)
    events = f"{THREE_NT}; E card DA; S card D5; W card S3; N card D8"
    data = record([*script(events), missing("D7", "W", found="not_found")], edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["14B3", "14B4"]
    out = clean_texts(data, tmp_path)
    assert "West did not follow to trick 1 while he held ♦7: a revoke (14B4)." in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14_missing_card_refused_with_a_clear_error(tmp_path: Path, edition: str) -> None:
    events = script("N 1NT")
    # not a card
    said = rule_refused(record([*events, missing("XX", "W")], edition), tmp_path, "en")
    assert '"XX" is not a card: name the missing card' in said and "action 2" in said
    # the ♠A is North's in the record: it was not missing from West's hand
    said = rule_refused(record([*events, missing("SA", "W")], edition), tmp_path, "nl")
    assert "♠A" in said and "West" in said
    # where it turned up must be one of the known places
    said = rule_refused(
        record([*events, missing("C9", "W", found="pocket")], edition), tmp_path, "en"
    )
    assert '"pocket" is not where a missing card can turn up' in said
    # a seat that is no seat
    said = rule_refused(record([*events, missing("C9", "low")], edition), tmp_path, "de")
    assert '"low" ist keine Himmelsrichtung' in said


# -- 15 (2007 15 and 17D): a wrong board, cards from a wrong board ---------------------------------


def wrong_cards(seat: str) -> dict[str, Any]:
    return {"fact": "cards_from_wrong_board", "value": True, "seat": seat}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("calls", ["N 1NT", "N 1NT; E Pass"])
def test_law_15a1_15a2b_call_with_cards_from_another_board_cancelled_called_again(
    tmp_path: Path, edition: str, calls: str
) -> None:
    # North opened with cards from another board; his partner has not called:
    # the call (and East's after it) is cancelled and North calls again
    data = record([*script(calls), wrong_cards("N")], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    laws = ["15A1", "15A2b"] if edition == "2017" else ["17D1", "17D2"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "cards_from_wrong_board",
        "N",
        laws,
    )
    assert ("call_cancelled", "N", [laws[0]]) in effects(report)
    # what the cancelled call showed is unauthorized for North's side (16C; 2007 16D)
    withdrawn = ["15A2c", "16C"] if edition == "2017" else ["16D"]
    assert ("unauthorized_information", "S", withdrawn) in effects(report)
    assert (report["status"], report["next"]) == ("auction", "N")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("partner_call", ["2C", "3NT"])
def test_law_15a2a_partner_has_called_since(
    tmp_path: Path, edition: str, partner_call: str
) -> None:
    # 2017 15A2a: an adjusted score, the board ends; 2007 17D2 lets North call
    # again and adjusts (artificially) only if his new call differs
    data = record([*script(f"N 1NT; E Pass; S {partner_call}"), wrong_cards("N")], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    if edition == "2017":
        assert ruling["laws"] == ["15A1", "15A2a"]
        assert ("adjusted_score", None, ["15A2a", "12C1"]) in effects(report)
        assert (report["status"], report["contract"]) == ("complete", None)
    else:
        assert ruling["laws"] == ["17D1", "17D2"]
        assert (report["status"], report["next"]) == ("auction", "N")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(("again", "goes_on"), [("1NT", True), ("1S", False)])
def test_law_17d2_2007_new_call_compared_with_the_cancelled_one(
    tmp_path: Path, again: str, goes_on: bool
) -> None:
    # 2007 17D2: East called over the cancelled 1NT; North's new call the
    # same, East repeats his pass; different, an artificial adjusted score
    events = [*script("N 1NT; E Pass"), wrong_cards("N"), *script(f"N {again}")]
    data = record(events, "2007")
    report = rule_json(data, tmp_path)
    out = clean_texts(data, tmp_path)
    if goes_on:
        assert ("must_repeat", "E", ["17D2"]) in effects(report)
        # East now repeats his pass himself
        assert (report["status"], report["next"]) == ("auction", "E")
        assert "East must repeat his pass (17D2)" in out["en"]
    else:
        assert (report["status"], report["contract"]) == ("complete", None)
        assert "differs from the cancelled 1NT" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("during", [ONE_TRICK, THREE_NT])
def test_law_15b1_board_played_before_cancelled_artificial_score(
    tmp_path: Path, edition: str, during: str
) -> None:
    data = record([*script(during), {"fact": "wrong_board", "value": True}], edition)
    report = rule_json(data, tmp_path)
    law = "15B1" if edition == "2017" else "15B"
    artificial = ["15B3", "12C2a"] if edition == "2017" else ["12C2a"]
    assert report["rulings"][-1]["laws"] == [law]
    assert effects(report) == [
        ("board_cancelled", None, [law]),
        ("artificial_adjusted_score", None, artificial),
    ]
    assert (report["status"], report["score"]) == ("complete", None)
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("during", [ONE_TRICK, THREE_NT])
def test_law_15b2_nobody_played_it_before_play_completed_result_stands(
    tmp_path: Path, edition: str, during: str
) -> None:
    data = record([*script(during), {"fact": "wrong_board", "value": False}], edition)
    report = rule_json(data, tmp_path)
    law = "15B2" if edition == "2017" else "15A"
    assert report["rulings"][-1]["laws"] == [law]
    assert ("result_stands", None, [law]) in effects(report)
    assert report["status"] == "play"
    clean_texts(data, tmp_path)
