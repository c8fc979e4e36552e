"""Auction rulings checked through ``bridgelaws rule --json`` (the checker's
path), in both editions: Laws 17-39 cases written from the seeds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text

EDITIONS = ["2017", "2007"]


def call(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "call": name}


def laws_of(report: dict[str, Any], code: str) -> list[str]:
    return next(i["laws"] for i in report["irregularities"] if i["irregularity"] == code)


# -- 17D3 (2007: 17E2) ---------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_accepted_pass_then_two_passes_goes_back_to_the_skipped_player(
    tmp_path: Path, edition: str
) -> None:
    # North deals 1S; South passes at East's turn; West accepts by passing and
    # North passes: three passes, but East never had his turn.
    events = [call("N", "1S"), call("S", "Pass"), call("W", "Pass"), call("N", "Pass")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"
    assert report["contract"] is None
    law = "17D3" if edition == "2017" else "17E2"
    assert law in laws_of(report, "pass_out_of_rotation")
    text = rule_text(record(events, edition), tmp_path, "en")
    assert law in text and "East to call" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_cancelled_passes_let_the_auction_go_on_normally(
    tmp_path: Path, edition: str
) -> None:
    events = [
        call("N", "1S"),
        call("S", "Pass"),
        call("W", "Pass"),
        call("N", "Pass"),
        call("E", "2H"),
        call("S", "Pass"),
        call("W", "Pass"),
        call("N", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] == "2H" and report["declarer"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_accepted_pass_that_itself_ends_the_auction(tmp_path: Path, edition: str) -> None:
    # 1S P P, then East passes at West's turn and South accepts by passing.
    events = [
        call("N", "1S"),
        call("E", "Pass"),
        call("S", "Pass"),
        call("E", "Pass"),
        call("S", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_not_when_the_skipped_player_called_since(tmp_path: Path, edition: str) -> None:
    # West passes at East's turn (partner's turn); North accepts by passing; East
    # then passes in rotation: 1S P P P with East having called: the auction ends
    # only if nobody lost a turn for good. South lost his turn and never
    # called: the auction goes back to him, not to East who has called (17D3)
    events = [call("N", "1S"), call("W", "Pass"), call("N", "Pass"), call("E", "Pass")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] is None and report["next"] == "S"
    # his pass then ends it with the two passes that followed in rotation
    events += [call("S", "Pass"), call("W", "Pass"), call("N", "Pass")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] == "1S" and report["declarer"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_director_accepts_for_lho(tmp_path: Path, edition: str) -> None:
    events = [
        call("N", "1S"),
        call("S", "Pass"),
        {"by": "W", "director": True},
        {"by": "W", "choose": "accept"},
        call("W", "Pass"),
        call("N", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"


# -- 31A1, 32A1 (2007: 31A1, 32B1): RHO passes, the offender must repeat ----------------

REJECTED_AT_RHO_TURN = [
    call("N", "1C"),
    call("S", "1H"),  # South bids at East's turn (his RHO)
    {"by": "W", "director": True},
    {"by": "W", "choose": "reject"},
    call("E", "Pass"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a1_duty_to_repeat_is_an_obligation(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(REJECTED_AT_RHO_TURN, edition), tmp_path)
    assert report["next"] == "S"
    assert report["obligations"] == [
        {"type": "must_repeat", "seat": "S", "laws": ["31A1"], "scope": "next_turn", "call": "1H"}
    ]
    text = rule_text(record(REJECTED_AT_RHO_TURN, edition), tmp_path, "nl")
    assert "Zuid moet op zijn beurt 1♥ herhalen (31A1)" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a1_repeated_call_discharges_the_duty(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*REJECTED_AT_RHO_TURN, call("S", "1H")], edition), tmp_path)
    assert report["obligations"] == [] and report["next"] == "W"
    [ruling] = report["rulings"]
    assert "question" not in ruling  # no comparable-call question: 31A2 does not apply
    assert any(e["type"] == "no_further_rectification" for e in ruling["effects"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a1_a_different_call_is_not_31a2(tmp_path: Path, edition: str) -> None:
    events = [*REJECTED_AT_RHO_TURN, call("S", "1S")]
    report = rule_json(record(events, edition), tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "bid_out_of_rotation",
        "call_not_repeated",
    ]
    assert report["irregularities"][1]["laws"] == ["31A1"]
    assert report["next"] == "S" and report["obligations"][0]["type"] == "must_repeat"
    assert all(o["type"] != "must_pass" for o in report["obligations"])
    report = rule_json(record([*events, call("S", "1H")], edition), tmp_path)
    assert report["obligations"] == [] and report["next"] == "W"


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32a1_double_repeated_after_rho_passes(tmp_path: Path, edition: str, law: str) -> None:
    # North opens 1C, East passes, West doubles at South's turn (his RHO); South passes.
    events = [
        call("N", "1C"),
        call("E", "Pass"),
        call("W", "X"),
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        call("S", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "W"
    assert report["obligations"] == [
        {"type": "must_repeat", "seat": "W", "laws": [law], "scope": "next_turn", "call": "X"}
    ]


# -- 37A: LHO calls over a call by a player who had to pass ---------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_once_only_pass_is_spent_when_the_call_stands(tmp_path: Path, edition: str) -> None:
    # South passes at East's turn (30A / 2007 30A): rejected, South owes a pass at
    # his next turn; he bids 1H instead and West calls over it.
    events = [
        call("N", "1C"),
        call("S", "Pass"),
        {"by": "W", "director": True},
        {"by": "W", "choose": "reject"},
        call("E", "1D"),
        call("S", "1H"),
        call("W", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["obligations"] == [] and report["next"] == "N"
    broken = report["irregularities"][1]
    assert broken["irregularity"] == "call_when_required_to_pass"
    assert broken["accepted"] is True and broken["accepted_law"] == "37A"
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "37A" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_pass_for_the_rest_of_the_auction_survives(tmp_path: Path, edition: str) -> None:
    # East's insufficient 1D is refused and replaced by 2C (27B2): West must pass
    # throughout; West bids 2H anyway and North calls over it.
    events = [
        call("N", "1H"),
        call("E", "1D"),
        {"by": "S", "director": True},
        {"by": "S", "choose": "reject"},
        call("E", "2C"),
        {"fact": "artificial", "value": False},
        {"fact": "comparable", "value": False},
        call("S", "Pass"),
        call("W", "2H"),
        call("N", "Pass"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    passes = [o for o in report["obligations"] if o["type"] == "must_pass"]
    assert [(o["seat"], o["scope"]) for o in passes] == [("W", "rest_of_auction")]
    assert report["next"] == "E"


# -- 24B / 24E with 50B: a card led during the auction --------------------------------

LED_IN_AUCTION = [call("N", "1NT"), {"by": "E", "card": "C4"}, {"by": "S", "director": True}]
AUCTION_END = [
    call("E", "Pass"),
    call("S", "3NT"),
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),
]


def _penalty_kind(report: dict[str, Any]) -> str:
    [card] = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert card["seat"] == "E" and card["card"] == "C4"
    return str(card["kind"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_low_card_led_is_minor_without_deliberate_play(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record([*LED_IN_AUCTION, *AUCTION_END], edition), tmp_path)
    assert _penalty_kind(report) == "minor"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("where", ["before_director", "after_ruling", "end_of_auction"])
def test_law_24b_deliberately_led_card_is_a_major_penalty_card(
    tmp_path: Path, edition: str, where: str
) -> None:
    fact = {"fact": "deliberate", "value": True}
    if where == "before_director":
        events = [*LED_IN_AUCTION[:2], fact, LED_IN_AUCTION[2], *AUCTION_END]
    elif where == "after_ruling":
        events = [*LED_IN_AUCTION, fact, *AUCTION_END]
    else:
        events = [*LED_IN_AUCTION, *AUCTION_END[:-1], fact, AUCTION_END[-1]]
    report = rule_json(record(events, edition), tmp_path)
    assert _penalty_kind(report) == "major"


# -- 27B1a with an artificial bid's denominations; 27B3 after 27B1b -------------------

IB_REFUSED = [
    call("N", "2NT"),
    call("E", "Pass"),
    call("S", "2D"),  # meant as a transfer to hearts over 1NT: insufficient over 2NT
    {"by": "W", "director": True},
    {"by": "W", "choose": "reject"},
]


def _effects(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["type"], e["laws"]) for e in report["rulings"][0]["effects"]]


def test_law_27b1a_artificial_bid_replaced_by_lowest_bid_in_the_suit_it_showed(
    tmp_path: Path,
) -> None:
    events = [
        *IB_REFUSED,
        call("S", "3H"),
        {"fact": "artificial", "value": True, "denominations": ["H"]},
    ]
    report = rule_json(record(events), tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in _effects(report)
    assert report["obligations"] == [] and report["next"] == "W"


def test_law_27b1a_artificial_fact_given_up_front(tmp_path: Path) -> None:
    events = [
        call("N", "2NT"),
        call("E", "Pass"),
        call("S", "2D"),
        {"fact": "artificial", "value": True, "denominations": ["H"]},
        {"by": "W", "director": True},
        {"by": "W", "choose": "reject"},
        call("S", "3H"),
    ]
    report = rule_json(record(events), tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in _effects(report)


def test_law_27b1a_asks_the_meaning_before_anything_else(tmp_path: Path) -> None:
    report = rule_json(record([*IB_REFUSED, call("S", "3H")]), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][0]["question"]["fact"] == "artificial"


def test_law_27b2_artificial_bid_replaced_in_another_suit(tmp_path: Path) -> None:
    events = [
        *IB_REFUSED,
        call("S", "3S"),
        {"fact": "artificial", "value": True, "denominations": ["H"]},
        {"fact": "comparable", "value": False},
    ]
    report = rule_json(record(events), tmp_path)
    assert ("must_pass", ["27B2"]) in _effects(report)
    assert [o["seat"] for o in report["obligations"] if o["type"] == "must_pass"] == ["N"]


def test_law_27b1a_2007_artificial_bid_has_no_b1a_in_another_suit(tmp_path: Path) -> None:
    events = [
        *IB_REFUSED,
        call("S", "3H"),
        {"fact": "artificial", "value": True, "denominations": ["H"]},
    ]
    report = rule_json(record(events, "2007"), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][0]["question"]["fact"] == "comparable"


DOUBLE_FOR_IB = [
    call("N", "1H"),
    call("E", "1D"),
    {"by": "S", "director": True},
    {"by": "S", "choose": "reject"},
    call("E", "X"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b3_asks_27b1b_first(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(DOUBLE_FOR_IB, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][0]["question"]["fact"] == "comparable"
    assert report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b1b_comparable_double_stands(tmp_path: Path, edition: str) -> None:
    events = [*DOUBLE_FOR_IB, {"fact": "comparable", "value": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "S" and report["obligations"] == []
    assert ("no_further_rectification", ["27B1b"]) in _effects(report)
    events += [call("S", "Pass"), call("W", "Pass"), call("N", "Pass")]
    assert rule_json(record(events, edition), tmp_path)["contract"] == "1HX"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b3_double_not_comparable_is_cancelled(tmp_path: Path, edition: str) -> None:
    events = [*DOUBLE_FOR_IB, {"fact": "comparable", "value": False}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "E"
    assert ("call_cancelled", ["27B3"]) in _effects(report)
    passes = [o for o in report["obligations"] if o["type"] == "must_pass"]
    assert [(o["seat"], o["laws"]) for o in passes] == [("W", ["27B3"])]
    # the replacement that follows stands without a new question
    report = rule_json(record([*events, call("E", "2D")], edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"


# -- 36C (2017): an inadmissible call noticed only after the opening lead -------------

LATE_REDOUBLE = [
    call("N", "1S"),
    call("E", "X"),
    call("S", "Pass"),
    call("W", "XX"),  # West redoubles his own side's double (19B1)
    call("N", "Pass"),
    call("E", "Pass"),
    call("S", "Pass"),
    {"by": "E", "card": "HK"},
    {"by": "S", "director": True},
]


def test_law_36c_contract_recorded_as_if_the_call_had_not_been_made(tmp_path: Path) -> None:
    report = rule_json(record(LATE_REDOUBLE), tmp_path)
    assert report["contract"] == "1SX" and report["declarer"] == "N"
    assert report["status"] == "play" and report["next"] == "S"  # the lead stands
    assert report["rulings"][0]["laws"] == ["36", "36C"]
    text = rule_text(record(LATE_REDOUBLE), tmp_path, "nl")
    assert "36C" in text and "1♠X gespeeld door Noord" in text
    assert_clean_text(text)


def test_law_36c_play_goes_on_after_the_ruling(tmp_path: Path) -> None:
    events = [*LATE_REDOUBLE, {"by": "S", "card": "H8"}, {"by": "W", "card": "H2"}]
    report = rule_json(record(events), tmp_path)
    assert report["next"] == "N" and report["contract"] == "1SX"


def test_law_36a_before_the_lead_cancels_the_later_calls(tmp_path: Path) -> None:
    report = rule_json(record([*LATE_REDOUBLE[:7], {"by": "S", "director": True}]), tmp_path)
    assert report["contract"] is None and report["next"] == "W"
    assert report["rulings"][0]["laws"] == ["36", "36A"]


# -- 39C: a defender's bid after the final pass ---------------------------------------

AFTER_FINAL_PASS = [
    call("N", "1NT"),
    call("E", "Pass"),
    call("S", "3NT"),
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),
    call("W", "4H"),
    {"by": "N", "director": True},
]


def test_law_39c_2007_applies_law_26a_to_a_call_that_named_one_suit(tmp_path: Path) -> None:
    report = rule_json(record(AFTER_FINAL_PASS, "2007"), tmp_path)
    lead = report["rulings"][-1]
    assert lead["chooser"] == "N" and lead["laws"] == ["26A"]
    assert [o["code"] for o in lead["options"]] == [
        "require_suit:H",
        "prohibit_suit:H",
        "no_restriction",
    ]
    assert report["rulings"][0]["irregularity"] == "call_after_final_pass"


def test_law_39c_2017_applies_law_26b(tmp_path: Path) -> None:
    report = rule_json(record(AFTER_FINAL_PASS), tmp_path)
    lead = report["rulings"][-1]
    assert lead["laws"] == ["26B"] and lead["chooser"] == "N"
    assert "require_suit:H" not in [o["code"] for o in lead["options"]]
    text = rule_text(record(AFTER_FINAL_PASS), tmp_path, "nl")
    assert "Noord kiest:" in text


# -- 25A: an unintended call put right (seed 004: change of call or out of rotation?) ---

SLIP_AT_PARTNERS_TURN = [
    call("N", "1C"),
    call("E", "1H"),
    call("N", "1D"),  # at South's turn: North's 1C was a slip for 1D?
    {"by": "S", "director": True},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_call_at_partners_turn_asks_change_of_call_first(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(SLIP_AT_PARTNERS_TURN, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "unintended" and question["laws"] == ["25A"]
    assert report["rulings"][-1]["options"] == []  # the choice comes after the answer
    for lang, words in (
        ("nl", "Is 1♦ een wijziging van bieding?"),
        ("de", "Ist 1♦ eine Änderung der Ansage?"),
        ("en", "Is 1♦ a change of call?"),
    ):
        text = rule_text(record(SLIP_AT_PARTNERS_TURN, edition), tmp_path, lang)
        assert words in text
        assert_clean_text(text)
    text = rule_text(record(SLIP_AT_PARTNERS_TURN, edition), tmp_path, "de")
    assert ("Denkpause" in text) == (edition == "2007")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_unintended_given_after_the_director_is_honoured(
    tmp_path: Path, edition: str
) -> None:
    events = [*SLIP_AT_PARTNERS_TURN, {"fact": "unintended", "value": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "change_of_call" and ruling["chooser"] == "E"
    law = "25A6" if edition == "2017" else "25A4"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("keep", [law]),
        ("withdraw", [law]),
    ]
    kept = rule_json(record([*events, {"by": "E", "choose": "keep"}], edition), tmp_path)
    assert kept["status"] == "auction" and kept["next"] == "S"
    assert kept["obligations"] == []  # 25A1: no lead restriction
    taken_back = rule_json(record([*events, {"by": "E", "choose": "withdraw"}], edition), tmp_path)
    assert taken_back["next"] == "E"
    text = rule_text(record([*events, {"by": "E", "choose": "keep"}], edition), tmp_path, "de")
    assert "Wechsel" not in text and "1♦" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_not_unintended_is_a_call_out_of_rotation(tmp_path: Path, edition: str) -> None:
    events = [*SLIP_AT_PARTNERS_TURN, {"fact": "unintended", "value": False}]
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "bid_out_of_rotation" and ruling["chooser"] == "E"
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a1_intended_call_is_ruled_under_its_own_law_with_the_director_present(
    tmp_path: Path, edition: str
) -> None:
    # North opens 1H; East's 1S was a slip for 1D, an insufficient bid (27).
    events = [
        call("N", "1H"),
        call("E", "1S"),
        call("E", "1D"),
        {"by": "S", "director": True},
        {"fact": "unintended", "value": True},
    ]
    report = rule_json(record(events, edition), tmp_path)
    if edition == "2017":
        # the intended 1D's meaning is established before South chooses (27B1a)
        assert report["status"] == "awaiting_fact"
        assert report["rulings"][-1]["question"]["fact"] == "artificial"
        events.append({"fact": "artificial", "value": False})
        report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [r["irregularity"] for r in report["rulings"]] == ["change_of_call", "insufficient_bid"]
    assert report["rulings"][-1]["chooser"] == "S"
    text = rule_text(record(events, edition), tmp_path, "de")
    assert "Süd" in text
    assert_clean_text(text)


FINAL_PASS_SLIP = [
    call("N", "1S"),
    call("E", "Pass"),
    call("S", "Pass"),
    call("W", "Pass"),
    call("W", "2H"),  # West meant 2H, not the final pass
    {"by": "N", "director": True},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_the_last_pass_put_right_before_the_lead_reopens_the_auction(
    tmp_path: Path, edition: str
) -> None:
    events = [*FINAL_PASS_SLIP, {"fact": "unintended", "value": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"
    assert report["contract"] is None and report["obligations"] == []
    law = "25A5" if edition == "2017" else "25A3"
    assert report["rulings"][0]["laws"] == ["25A", law]
    done = [*events, call("N", "Pass"), call("E", "Pass"), call("S", "Pass")]
    report = rule_json(record(done, edition), tmp_path)
    assert report["contract"] == "2H" and report["declarer"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_unintended_given_before_the_director(tmp_path: Path, edition: str) -> None:
    events = [*FINAL_PASS_SLIP[:-1], {"fact": "unintended", "value": True}, FINAL_PASS_SLIP[-1]]
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] is None and report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_found_after_the_39_ruling_replaces_it(tmp_path: Path, edition: str) -> None:
    before = rule_json(record(FINAL_PASS_SLIP, edition), tmp_path)
    assert before["rulings"][0]["irregularity"] == "call_after_final_pass"  # 39 unless found
    events = [*FINAL_PASS_SLIP, {"fact": "unintended", "value": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["change_of_call"]
    assert report["obligations"] == []  # the 39C lead choice is gone with the contract


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_second_last_pass_lho_may_take_back_the_final_pass(
    tmp_path: Path, edition: str
) -> None:
    events = [
        call("N", "1S"),
        call("E", "Pass"),
        call("S", "Pass"),
        call("W", "Pass"),
        call("S", "2S"),  # South's pass was a slip; West's final pass came over it
        {"fact": "unintended", "value": True},
        {"by": "N", "director": True},
    ]
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice" and ruling["chooser"] == "W"
    report = rule_json(record([*events, {"by": "W", "choose": "withdraw"}], edition), tmp_path)
    assert report["next"] == "W" and report["contract"] is None
    report = rule_json(record([*events, {"by": "W", "choose": "keep"}], edition), tmp_path)
    assert report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_passed_out_board_put_right(tmp_path: Path, edition: str) -> None:
    events = [
        call("N", "Pass"),
        call("E", "Pass"),
        call("S", "Pass"),
        call("W", "Pass"),
        call("W", "1C"),
        {"by": "N", "director": True},
        {"fact": "unintended", "value": True},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_not_after_the_opening_lead_is_faced(tmp_path: Path, edition: str) -> None:
    events = [
        *FINAL_PASS_SLIP[:4],
        {"by": "E", "card": "S9"},
        call("W", "2H"),
        {"by": "N", "director": True},
        {"fact": "unintended", "value": True},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] == "1S"
    assert report["rulings"][0]["irregularity"] == "call_after_final_pass"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a4_not_once_partner_has_called(tmp_path: Path, edition: str) -> None:
    # North's 1S, then East and South (North's partner) called: 39, no 25A.
    events = [*FINAL_PASS_SLIP[:4], call("N", "2S"), {"by": "E", "director": True}]
    events.append({"fact": "unintended", "value": True})
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] == "1S"
    assert report["rulings"][0]["irregularity"] == "call_after_final_pass"


# -- 27B2 while partner already owes a once-only pass (24B) ----------------------------

B2_OVER_24B = [
    call("N", "1S"),
    {"by": "E", "expose": "HK"},  # an honour seen: West passes at his next turn (24B)
    {"by": "S", "director": True},
    call("E", "1H"),
    {"by": "S", "director": True},
    {"by": "S", "choose": "reject"},
    call("E", "2C"),
    {"fact": "artificial", "value": False},
    {"fact": "comparable", "value": False},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b2_kept_beside_a_24b_pass_with_its_consequences(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(B2_OVER_24B, edition), tmp_path)
    passes = [(o["laws"], o["scope"]) for o in report["obligations"] if o["type"] == "must_pass"]
    assert passes == [(["24B"], "next_turn"), (["27B2"], "rest_of_auction")]
    effects = {e["type"]: e["laws"] for e in report["rulings"][1]["effects"]}
    lead_law = "26B" if edition == "2017" else "26"
    assert effects["lead_restriction_possible"] == [lead_law]
    assert effects["unauthorized_information"] == ["16C" if edition == "2017" else "16D"]
    assert "adjusted_score_possible" in effects
    # West's pass at his next turn pays the 24B pass only; 27B2 still binds
    paid = [*B2_OVER_24B, call("S", "Pass"), call("W", "Pass")]
    later = rule_json(record(paid, edition), tmp_path)
    passes = [(o["laws"], o["scope"]) for o in later["obligations"] if o["type"] == "must_pass"]
    assert passes == [(["27B2"], "rest_of_auction")]
    for lang in ("nl", "de"):
        text = rule_text(record(B2_OVER_24B, edition), tmp_path, lang)
        assert "27B2" in text and "24B" in text
        assert_clean_text(text)


# -- 31B: partner calls in turn after a bid at his turn (not 28B) -----------------------

PARTNER_CALLS_OVER_IT = [
    call("N", "1S"),
    call("W", "1H"),  # at East's turn: East is West's partner
    call("E", "2H"),  # East calls in turn: only an opponent's call is 28B
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31b_partners_call_in_turn_does_not_cancel_the_bid(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(PARTNER_CALLS_OVER_IT, edition), tmp_path)
    assert report["status"] == "awaiting_director"
    [irregularity] = report["irregularities"]
    assert (
        irregularity["irregularity"] == "bid_out_of_rotation" and "28B" not in irregularity["laws"]
    )
    events = [*PARTNER_CALLS_OVER_IT, {"by": "S", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][0]["chooser"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31b_refused_partners_call_stands_and_the_rectification_follows(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *PARTNER_CALLS_OVER_IT,
        {"by": "S", "director": True},
        {"by": "N", "choose": "reject"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "S"  # East's 2H stands as his call in turn
    passes = [(o["laws"], o["scope"]) for o in report["obligations"] if o["type"] == "must_pass"]
    if edition == "2007":
        assert passes == [(["31B"], "rest_of_auction")]  # 2007 31B: from his next turn on
    else:
        assert passes == []  # 2017 31B1: any legal call; the offender's call decides
        done = [*events, call("S", "Pass"), call("W", "3C"), {"fact": "comparable", "value": False}]
        report = rule_json(record(done, edition), tmp_path)
        passes = [
            (o["laws"], o["scope"]) for o in report["obligations"] if o["type"] == "must_pass"
        ]
        assert passes == [(["31B2", "31A2b"], "next_turn")]
    text = rule_text(record(events, edition), tmp_path, "de")
    assert "Süd" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31b_accepted_bid_stands_before_partners_call(tmp_path: Path, edition: str) -> None:
    events = [
        *PARTNER_CALLS_OVER_IT,
        {"by": "S", "director": True},
        {"by": "N", "choose": "accept"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    # 1H stands at East's turn; North calls next, so East's 2H came at his RHO's turn
    assert report["irregularities"][0]["accepted"] is True
    assert report["irregularities"][-1]["irregularity"] == "bid_out_of_rotation"
    assert report["irregularities"][-1]["offender"] == "E"


def test_law_28b_an_opponents_call_in_turn_still_cancels_it(tmp_path: Path) -> None:
    # South bids at East's turn; East, an opponent whose turn it is, calls over it.
    events = [call("N", "1S"), call("S", "2S"), call("E", "Pass")]
    report = rule_json(record(events), tmp_path)
    assert "28B" in report["irregularities"][0]["laws"]
    assert report["next"] == "S"


# -- 26B after a change of call accepted by calling (25B1) -----------------------------

CHANGE_ACCEPTED_BY_CALLING = [
    call("N", "1S"),
    call("E", "2C"),
    call("E", "2D"),  # a change of mind, not a slip
    call("S", "2S"),  # South calls over it: 25B1
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b1_accepted_by_calling_keeps_the_lead_restriction(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(CHANGE_ACCEPTED_BY_CALLING, edition), tmp_path)
    assert report["contract"] == "2S" and report["irregularities"][0]["accepted"] is True
    restrictions = [o for o in report["obligations"] if o["type"] == "lead_restriction"]
    # 2017 25B1 "Law 26 may apply"; 2007: the first call is withdrawn for a
    # different final call, which is when Law 26 (2007) applies
    assert restrictions == [
        {
            "type": "lead_restriction",
            "seat": "W",
            "laws": ["26B" if edition == "2017" else "26"],
            "kind": "pending_choice",
            "chooser": "N",
        }
    ]


# -- a call after the final pass while declarer's choice at the opening lead is open ----

PENALTY_CARD_AT_THE_LEAD = [
    call("N", "1S"),
    call("E", "Pass"),
    call("S", "2S"),
    {"by": "W", "expose": "CT"},  # an honour: a major penalty card if West defends (24E)
    {"by": "N", "director": True},
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),  # East's forced pass (24B) ends the auction: 50D2 choice at his lead
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39_call_while_the_penalty_card_choice_is_open_is_ruled(
    tmp_path: Path, edition: str
) -> None:
    before = rule_json(record(PENALTY_CARD_AT_THE_LEAD, edition), tmp_path)
    assert before["status"] == "awaiting_choice"
    assert before["rulings"][-1]["irregularity"] == "penalty_card"
    events = [*PENALTY_CARD_AT_THE_LEAD, call("W", "3C"), {"by": "N", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    codes = [r["irregularity"] for r in report["rulings"]]
    assert codes == ["exposed_card_auction", "call_after_final_pass", "lead_restriction"]
    lead = report["rulings"][-1]
    assert lead["chooser"] == "N" and lead["laws"] == (["26B"] if edition == "2017" else ["26A"])
    # the 26 choice comes first; the penalty card stays for a later lead (seed 004)
    law = "24E" if edition == "2017" else "24"  # 2007's Law 24 has no section E
    assert {"type": "penalty_card", "seat": "W", "laws": [law, "50"], "card": "CT"} in [
        {k: v for k, v in o.items() if k != "kind"} for o in report["obligations"]
    ]
    text = rule_text(record(events, edition), tmp_path, "de")
    assert "39" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39b_declarers_side_call_while_the_choice_is_open_gives_it_back(
    tmp_path: Path, edition: str
) -> None:
    events = [*PENALTY_CARD_AT_THE_LEAD, call("S", "3S"), {"by": "N", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]][-2:] == [
        "call_after_final_pass",
        "penalty_card",
    ]
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "N"


# -- 29C inside 31A2 (2007) ------------------------------------------------------------

ARTIFICIAL_AT_RHO_TURN = [
    call("N", "1C"),
    call("S", "2C"),  # at East's turn; artificial, showing hearts
    {"fact": "artificial", "value": True, "denominations": ["H"]},
    {"by": "W", "director": True},
    {"by": "W", "choose": "reject"},
    call("E", "2D"),
]


@pytest.mark.parametrize(
    ("replacement", "law", "scope"),
    [("2H", "31A2a", "next_turn"), ("3C", "31A2b", "rest_of_auction")],
)
def test_law_31a2_2007_29c_judges_the_denomination_shown(
    tmp_path: Path, replacement: str, law: str, scope: str
) -> None:
    events = [*ARTIFICIAL_AT_RHO_TURN, call("S", replacement)]
    report = rule_json(record(events, "2007"), tmp_path)
    passes = [(o["laws"], o["scope"]) for o in report["obligations"] if o["type"] == "must_pass"]
    assert passes == [([law, "29C"], scope)]
    text = rule_text(record(events, "2007"), tmp_path, "de")
    assert "29C" in text
    assert_clean_text(text)


# -- more sub-laws, both editions -------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29b_refused_call_goes_back_to_the_player_in_turn(tmp_path: Path, edition: str) -> None:
    events = [call("N", "1C"), call("W", "1H"), {"by": "E", "director": True}]
    events += [{"by": "N", "choose": "reject"}]  # West bid at East's turn; North is his LHO
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "E"
    assert report["rulings"][0]["effects"][0] == {
        "type": "call_cancelled",
        "seat": "W",
        "laws": ["29B"],
        "call": "1H",
    }


@pytest.mark.parametrize(("edition", "law"), [("2017", "30A"), ("2007", "30B1")])
def test_law_30a_pass_at_rhos_turn_after_a_bid_passes_once(
    tmp_path: Path, edition: str, law: str
) -> None:
    # North opens; South passes at East's turn (his RHO's).
    events = [call("N", "1C"), call("S", "Pass"), {"by": "W", "director": True}]
    events += [{"by": "W", "choose": "reject"}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["obligations"] == [
        {"type": "must_pass", "seat": "S", "laws": [law], "scope": "next_turn"}
    ]


@pytest.mark.parametrize(("edition", "awareness"), [("2017", "72C"), ("2007", "23")])
def test_law_36b3_double_of_partners_bid_silences_partner(
    tmp_path: Path, edition: str, awareness: str
) -> None:
    events = [call("N", "1C"), call("E", "Pass"), call("S", "X"), {"by": "W", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "S"  # 36B2: South calls again
    effects = {e["type"]: e["laws"] for e in report["rulings"][0]["effects"]}
    assert effects["must_pass"] == ["36B2"]
    assert effects["adjusted_score_possible"] == [awareness]
    assert effects["lead_restriction_possible"] == (["26B"] if edition == "2017" else ["26"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38c_bid_above_seven_silences_the_offending_side(tmp_path: Path, edition: str) -> None:
    events = [call("N", "1C"), call("E", "8S"), {"by": "S", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    silenced = sorted(
        o["seat"]
        for o in report["obligations"]
        if o["type"] == "must_pass" and o["scope"] == "rest_of_auction"
    )
    assert silenced == ["E", "W"] and report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b4_a_second_insufficient_bid_is_offered_to_lho_again(
    tmp_path: Path, edition: str
) -> None:
    events = [
        call("N", "1NT"),
        call("E", "1S"),
        {"by": "S", "director": True},
        {"by": "S", "choose": "reject"},
        call("E", "1H"),
        {"by": "S", "director": True},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"] * 2
    assert report["rulings"][-1]["chooser"] == "S"
    refused = rule_json(record([*events, {"by": "S", "choose": "reject"}], edition), tmp_path)
    assert any(
        o["type"] == "must_pass" and o["seat"] == "W" and o["scope"] == "rest_of_auction"
        for o in refused["obligations"]
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_call_stands_once_lho_called_over_it(tmp_path: Path, edition: str) -> None:
    events = [
        call("N", "1C"),
        call("S", "Pass"),  # at East's turn: South must pass at his next turn
        {"by": "W", "director": True},
        {"by": "W", "choose": "reject"},
        call("E", "Pass"),
        call("S", "1H"),  # he had to pass
        call("W", "Pass"),  # West calls over it: 37A
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "N" and report["obligations"] == []
    last = report["irregularities"][-1]
    assert last["irregularity"] == "call_when_required_to_pass" and last["accepted"] is True
