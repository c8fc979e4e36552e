"""Records that start from a situation (spec §6), and revokes the director finds.

The director arrives mid-board: the auction so far, or the contract with the
tricks quitted, the trick in progress, dummy and the penalty cards. What the
table cannot show is asked as a fact; a situation that cannot be true is
refused naming its field, in the director's language.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from bridgelaws.cards import BridgeError, Card, Seat
from bridgelaws.record import TableRecord
from bridgelaws.situation import SituationError, localized
from bridgelaws.table import Table


def rule(
    situation: dict[str, Any], events: list[dict[str, Any]], board: int = 1, **extra: Any
) -> dict[str, Any]:
    record = TableRecord.from_json(
        {"board": board, "situation": situation, "events": events, **extra}
    )
    return Table.from_record(record).report("en")


def refused(situation: dict[str, Any], **extra: Any) -> SituationError:
    with pytest.raises(SituationError) as caught:
        TableRecord.from_json({"board": 1, "situation": situation, "events": [], **extra})
    return caught.value


PLAY = {"contract": "4S", "declarer": "S"}


# -- situations that cannot be true ----------------------------------------------------


def test_situation_five_cards_in_a_trick_names_current() -> None:
    error = refused(
        {**PLAY, "tricks": {"NS": 0, "EW": 0}, "current": ["W:H2", "N:H3", "E:H4", "S:H5", "W:H6"]}
    )
    assert error.where == "current"
    assert "five" not in str(error) and "5 cards in one trick" in str(error)


def test_situation_more_than_13_tricks_names_tricks() -> None:
    error = refused({**PLAY, "tricks": {"NS": 10, "EW": 4}})
    assert error.where == "tricks"
    assert "14 tricks" in str(error)


def test_situation_contract_that_cannot_be_names_contract() -> None:
    assert refused({"contract": "8S", "declarer": "S"}).where == "contract"
    assert refused({"contract": "4S"}).where == "declarer"


def test_situation_card_in_dummy_and_in_current_names_dummy() -> None:
    error = refused(
        {**PLAY, "tricks": {"NS": 0, "EW": 0}, "current": ["W:H7"], "dummy": "AKQJ.H7.AKQ.AKQJ"}
    )
    assert error.where == "dummy" and "H7" in str(error)


def test_situation_trick_out_of_order_names_the_card() -> None:
    error = refused({**PLAY, "tricks": {"NS": 0, "EW": 0}, "current": ["W:H7", "E:H2"]})
    assert error.where == "current[1]"


def test_situation_play_fields_while_the_auction_goes_on() -> None:
    assert refused({"auction": ["1S", "Pass"], "tricks": {"NS": 0, "EW": 0}}).where == "tricks"


def test_law_48a_declarer_has_no_penalty_cards() -> None:
    error = refused({**PLAY, "penalty_cards": [{"seat": "N", "card": "CK", "kind": "major"}]})
    assert error.where == "penalty_cards[0]"


def test_situation_error_in_dutch_and_german() -> None:
    error = refused({**PLAY, "tricks": {"NS": 10, "EW": 4}})
    dutch = localized(error, "nl")
    assert dutch.startswith("situation.tricks:") and "slagen" in dutch
    assert "Stiche" in localized(error, "de")


def test_situation_with_deal_checks_cards() -> None:
    deal = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
    error = refused({**PLAY, "tricks": {"NS": 0, "EW": 0}, "current": ["W:SA"]}, deal=deal)
    assert error.where == "current[0]"


# -- the auction so far ---------------------------------------------------------------


def test_law_27_insufficient_bid_after_the_auction_so_far() -> None:
    report = rule({"auction": ["1NT"]}, [{"by": "E", "call": "1H"}, {"by": "S", "director": True}])
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "insufficient_bid" and ruling["offender"] == "E"
    assert ruling["event"] == 0
    assert report["status"] in ("awaiting_fact", "awaiting_choice")


def test_law_27_insufficient_bid_lying_on_the_table() -> None:
    report = rule({"auction": ["1NT", "1H"]}, [{"by": "S", "director": True}])
    assert report["rulings"][-1]["irregularity"] == "insufficient_bid"
    assert report["rulings"][-1]["event"] is None  # in the situation, not an event


def test_law_27b2_obligation_in_force_from_the_situation() -> None:
    report = rule(
        {"auction": ["1NT", "2H", "Pass"], "obligations": [{"type": "must_pass", "seat": "S"}]},
        [{"by": "W", "call": "Pass"}],
    )
    assert report["next"] == "N"
    assert [o["type"] for o in report["obligations"]] == ["must_pass"]


def test_situation_record_round_trip_keeps_only_its_events() -> None:
    data = {
        "edition": "2017",
        "board": 1,
        "situation": {"auction": ["1NT"]},
        "events": [{"by": "E", "call": "1H"}],
    }
    table = Table.from_record(TableRecord.from_json(data))
    out = table.record.to_json()
    assert out["situation"] == {"auction": ["1NT"]}
    assert out["events"] == [{"by": "E", "call": "1H"}]
    again = Table.from_record(TableRecord.from_json(json.loads(json.dumps(out))))
    assert again.report() == table.report()


# -- the play: the trick in progress, dummy, penalty cards --------------------------------


def test_spec_6_example_is_read() -> None:
    report = rule(
        {
            "auction": ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"],
            "tricks": {"NS": 3, "EW": 1},
            "current": ["W:H7", "N:H2"],
            "dummy": "QT76.K5.84.AJ6",
            "penalty_cards": [{"seat": "E", "card": "CK", "kind": "major"}],
        },
        [],
        board=3,
    )
    assert report["contract"] == "4S" and report["declarer"] == "S"
    assert report["status"] == "play" and report["next"] == "E"
    assert {"type": "penalty_card", "seat": "E", "card": "CK", "kind": "major"}.items() <= (
        report["obligations"][0].items()
    )


def test_law_44g_trick_of_four_cards_is_quitted_and_its_winner_leads() -> None:
    report = rule(
        {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["W:H7", "N:H2", "E:S3", "S:HA"]}, []
    )
    assert report["next"] == "E"  # East ruffed


def test_law_50d2_choice_pending_at_once_when_partner_has_the_lead() -> None:
    report = rule(
        {
            **PLAY,
            "tricks": {"NS": 3, "EW": 1},
            "leader": "W",
            "penalty_cards": [{"seat": "E", "card": "CK", "kind": "major"}],
        },
        [],
    )
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S"
    assert {"require_suit:C", "prohibit_suit:C"} <= {o["code"] for o in ruling["options"]}


def test_law_53_lead_out_of_turn_after_the_situation() -> None:
    report = rule(
        {**PLAY, "tricks": {"NS": 3, "EW": 1}, "leader": "E"},
        [{"by": "W", "card": "H7"}, {"by": "S", "director": True}],
    )
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["chooser"] == "S"


def test_dummy_cards_are_checked_once_known() -> None:
    record = TableRecord.from_json(
        {
            "board": 1,
            "situation": {
                **PLAY,
                "tricks": {"NS": 0, "EW": 0},
                "current": ["W:H7"],
                "dummy": "AKQJ.K5.AKQ.AKQJ",
            },
            "events": [{"by": "N", "card": "C2"}],
        }
    )
    with pytest.raises(BridgeError):
        Table.from_record(record)


# -- revokes found by the director (61-64) ------------------------------------------------

AFTER_PLAY = {**PLAY, "tricks": {"NS": 10, "EW": 3}}


def revoke(seat: str, trick: int, **more: Any) -> dict[str, Any]:
    return {"fact": "revoke", "value": {"seat": seat, "trick": trick, **more}}


def test_law_64a1_after_play_offender_won_the_revoke_trick() -> None:
    report = rule(AFTER_PLAY, [revoke("E", 5)])
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "revoke_trick_won_by"
    report = rule(
        AFTER_PLAY,
        [revoke("E", 5), {"fact": "revoke_trick_won_by", "value": "E"}],
    )
    assert report["rulings"][-1]["question"]["fact"] == "offending_side_tricks_after"
    report = rule(
        AFTER_PLAY,
        [
            revoke("E", 5),
            {"fact": "revoke_trick_won_by", "value": "E"},
            {"fact": "offending_side_tricks_after", "value": 1},
        ],
    )
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["score"] == {"NS": 480, "EW": -480}


def test_law_64a2_revoke_trick_won_by_offenders_partner() -> None:
    report = rule(
        AFTER_PLAY,
        [
            revoke("E", 5),
            {"fact": "revoke_trick_won_by", "value": "W"},
            {"fact": "offending_side_tricks_after", "value": 2},
        ],
    )
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]


def test_law_64b1_offending_side_won_no_trick_from_the_revoke_on() -> None:
    report = rule(
        AFTER_PLAY,
        [
            revoke("E", 5),
            {"fact": "revoke_trick_won_by", "value": "S"},
            {"fact": "offending_side_tricks_after", "value": 0},
        ],
    )
    assert report["status"] == "complete" and report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}


def test_law_64a1_tricks_after_derived_when_side_won_only_the_revoke_trick() -> None:
    report = rule(
        {**PLAY, "tricks": {"NS": 12, "EW": 1}},
        [revoke("E", 5), {"fact": "revoke_trick_won_by", "value": "E"}],
    )
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 1}]


def test_spec_6_facts_may_come_before_they_are_asked() -> None:
    events = [
        {"fact": "offending_side_tricks_after", "value": 1},
        {"fact": "revoke_trick_won_by", "value": "E"},
        revoke("E", 5),
    ]
    report = rule(AFTER_PLAY, events)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


def test_law_64b3_revoke_by_dummy_transfers_nothing() -> None:
    report = rule(AFTER_PLAY, [revoke("N", 5)])
    assert report["status"] == "complete" and report["adjustments"] == []


def test_law_64b6_revoke_in_trick_12_transfers_nothing() -> None:
    # corrected even though established (62D1): tricks 12 and 13 are played
    # again, and the director gives their result (the hands are unknown)
    report = rule(AFTER_PLAY, [revoke("E", 12)])
    assert report["status"] == "awaiting_fact" and report["adjustments"] == []
    assert report["rulings"][-1]["question"]["fact"] == "tricks_after_correction"
    assert "62D1" in report["rulings"][-1]["laws"]
    report = rule(AFTER_PLAY, [revoke("E", 12), {"fact": "tricks_after_correction", "value": 10}])
    assert report["status"] == "complete" and report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert "62D1" in report["rulings"][-1]["laws"]


def test_law_64b7_both_sides_revoked() -> None:
    events = [
        revoke("E", 5),
        {"fact": "revoke_trick_won_by", "value": "E", "trick": 5},
        {"fact": "offending_side_tricks_after", "value": 1, "trick": 5},
        revoke("S", 7),
        {"fact": "revoke_trick_won_by", "value": "S", "trick": 7},
        {"fact": "offending_side_tricks_after", "value": 3, "trick": 7},
    ]
    report = rule(AFTER_PLAY, events)
    assert report["status"] == "complete" and report["adjustments"] == []


def test_law_63a1_established_once_offending_side_played_to_a_later_trick() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["W:H7", "N:H2"]}
    report = rule(situation, [revoke("E", 3)])
    assert "63A1" in report["rulings"][-1]["laws"]
    # trick 4, the last quitted: West has played to trick 5
    report = rule(situation, [revoke("E", 4)])
    assert "63A1" in report["rulings"][-1]["laws"]
    # South revoked in trick 4; neither South nor North has played to trick 5
    report = rule({**situation, "current": ["W:H7"]}, [revoke("S", 4)])
    assert report["rulings"][-1]["laws"] == ["62"]


def test_law_62b1_defenders_revoke_card_becomes_a_major_penalty_card() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["N:H7", "E:S2"]}
    report = rule(situation, [revoke("E", 5, card="S2")])
    assert report["status"] == "play" and report["next"] == "E"  # East plays again
    assert {"type": "penalty_card", "seat": "E", "card": "S2", "kind": "major"}.items() <= (
        report["obligations"][0].items()
    )


def test_law_62b2_declarers_revoke_card_goes_back() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["W:H7", "N:H2", "E:H3", "S:C2"]}
    report = rule(situation, [revoke("S", 5, card="C2")])
    assert report["obligations"] == []
    assert report["rulings"][-1]["laws"] == ["62"]


def test_law_62c1_found_revoke_card_not_the_last_of_the_trick() -> None:
    # East revoked with the C3; South has played after it, West not yet
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["N:H7", "E:C3", "S:H9"]}
    report = rule(situation, [revoke("E", 5, card="C3")])
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice" and ruling["chooser"] == "S"
    assert {o["code"] for o in ruling["options"]} == {"keep", "withdraw"}
    assert {"type": "penalty_card", "seat": "E", "card": "C3", "kind": "major"}.items() <= (
        report["obligations"][0].items()
    )
    # South takes his card back (62C1): East plays again, then South
    report = rule(situation, [revoke("E", 5, card="C3"), {"by": "S", "choose": "withdraw"}])
    assert report["status"] == "play" and report["next"] == "E"
    # South's card stands: it is played again in its turn after East's
    events = [revoke("E", 5, card="C3"), {"by": "S", "choose": "keep"}, {"by": "E", "card": "H3"}]
    report = rule(situation, events)
    assert report["next"] == "W"


def test_law_62a_found_revoke_card_read_from_the_trick_in_view() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["N:H7", "E:C3", "S:H9"]}
    report = rule(situation, [revoke("E", 5)])  # no card given: the trick shows it
    assert report["obligations"][0]["card"] == "C3"


def test_law_62c1_found_revoke_in_the_last_quitted_trick_cards_of_the_next_come_back() -> None:
    # trick 5 quitted (South won it), South led to trick 6; East's side has not
    # played to trick 6: not established (63A1), corrected
    situation = {
        **PLAY,
        "tricks": {"NS": 3, "EW": 1},
        "current": ["N:H7", "E:C3", "S:H9", "W:H2"],
    }
    report = rule(situation, [{"by": "S", "card": "D4"}, revoke("E", 5)])
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["62"] and ruling["chooser"] == "S"
    report = rule(
        situation,
        [{"by": "S", "card": "D4"}, revoke("E", 5), {"by": "S", "choose": "withdraw"}],
    )
    assert report["status"] == "play" and report["next"] == "E"  # South's D4 came back too


def test_found_revoke_card_other_than_the_one_played_is_refused_in_dutch() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["N:H7", "E:C3"]}
    with pytest.raises(BridgeError) as caught:
        rule(situation, [revoke("E", 5, card="CK")])
    text = localized(caught.value, "nl")
    assert "Oost speelde ♣3 in slag 5, niet ♣H" in text, text


def test_revoke_in_a_trick_not_yet_played_is_refused() -> None:
    with pytest.raises(BridgeError, match="trick 9"):
        rule({**PLAY, "tricks": {"NS": 3, "EW": 1}, "leader": "W"}, [revoke("E", 9)])


def test_law_63a3_claim_after_the_revoke_asks_the_tricks_after() -> None:
    situation = {**PLAY, "tricks": {"NS": 3, "EW": 1}, "current": ["W:H7", "N:H2", "E:S3", "S:HA"]}
    events = [
        {"by": "E", "card": "D2"},
        revoke("E", 5),
        {"by": "S", "claim": 10},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    report = rule(situation, events)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "offending_side_tricks_after"
    report = rule(situation, [*events, {"fact": "offending_side_tricks_after", "value": 1}])
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}


def test_law_63a_progress_unknown_asks_if_established() -> None:
    report = rule(PLAY, [revoke("E", 5)])
    assert report["rulings"][-1]["question"]["fact"] == "revoke_established"


def test_revoke_fact_texts_in_dutch() -> None:
    record = TableRecord.from_json(
        {"board": 1, "situation": AFTER_PLAY, "events": [revoke("E", 5)]}
    )
    report = Table.from_record(record).report("nl")
    question = report["rulings"][-1]["question"]["text"]
    assert "slag 5" in question and "Who" not in question
    assert all("trick" not in line for line in report["rulings"][-1]["reasoning"])


def test_card_index_unknown_hands_accept_any_card() -> None:
    table = Table.from_record(
        TableRecord.from_json(
            {"board": 1, "situation": {**PLAY, "tricks": {"NS": 0, "EW": 0}}, "events": []}
        )
    )
    assert table.play is not None and table.play.holds(Seat.WEST, Card.parse("SA"))


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_rule_text_for_a_situation_has_no_english_fragments(lang: str) -> None:
    from bridgelaws.report_text import report_lines

    events = [
        revoke("E", 5),
        {"fact": "revoke_trick_won_by", "value": "E"},
        {"fact": "offending_side_tricks_after", "value": 1},
    ]
    record = TableRecord.from_json({"board": 1, "situation": AFTER_PLAY, "events": events})
    text = "\n".join(report_lines(Table.from_record(record), lang))
    for english in ("trick", "revoke", "tricks", "established", "None", "{", "_"):
        assert english not in text, english
    # 64A1 named with the side that gives and the side that gets the tricks
    if lang == "nl":
        assert "die Oost-West daarna maakte gaan naar Noord-Zuid, 2 slagen (64A1)" in text
    else:
        assert "den Ost-West danach gewann, gehen an Nord-Süd, 2 Stiche (64A1)" in text


def test_instruction_reminds_when_the_obligation_bites() -> None:
    from bridgelaws.instruction import in_force, instruction

    situation = {"auction": ["1NT", "2H"], "obligations": [{"type": "must_pass", "seat": "S"}]}
    record = TableRecord.from_json({"board": 1, "situation": situation, "events": []})
    table = Table.from_record(record)
    told = [m.render("nl") for m in instruction(table)]
    assert told[0] == "Het bieden gaat verder: Zuid is aan de beurt."
    assert told[1].startswith("Let op: Zuid moet nu passen")
    assert any("blijft aan tafel" in m.render("nl") for m in in_force(table))
    table.call(Seat.SOUTH, "Pass")
    told = [m.render("nl") for m in instruction(table)]
    assert not any(line.startswith("Let op") for line in told)  # West need not pass


PBN_CARD = re.compile(r"\b[SHDC][AKQJT2-9]\b")
CODE_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_texts_show_cards_in_the_languages_notation_never_pbn(lang: str) -> None:
    """English and German (and Dutch) texts write cards as ♥10, ♣K (♣H): never
    PBN's HT or CK, and never a code name (penalty_card)."""
    from bridgelaws.instruction import in_force, instruction
    from bridgelaws.report_text import report_lines

    play = {**PLAY, "tricks": {"NS": 3, "EW": 1}}
    records = [
        (
            {**play, "current": ["N:H7", "E:C3", "S:HT"]},
            [revoke("E", 5), {"by": "S", "choose": "keep"}, {"by": "E", "card": "HJ"}],
        ),
        (
            {**play, "leader": "W"},
            [
                {"by": "E", "card": "HT"},
                {"by": "S", "director": True},
                {"by": "S", "choose": "reject"},
            ],
        ),
        (
            {
                **play,
                "leader": "N",
                "penalty_cards": [{"seat": "W", "card": "CK", "kind": "major"}],
            },
            [],
        ),
    ]
    for situation, events in records:
        record = TableRecord.from_json({"board": 1, "situation": situation, "events": events})
        table = Table.from_record(record)
        lines = [*report_lines(table, lang), *(m.render(lang) for m in instruction(table))]
        lines += [m.render(lang) for m in in_force(table)]
        text = "\n".join(lines)
        assert not PBN_CARD.search(text), PBN_CARD.findall(text)
        assert not CODE_NAME.search(text), CODE_NAME.findall(text)
        assert "♥10" in text or "♣3" in text or "♣" in text


def test_law_26b_spelled_out_for_the_offender_and_his_partner_and_north_chooses() -> None:
    """West's insufficient 1D withdrawn for a pass (27B2): 26B is said of West
    (the offender) and East (who leads); North, declarer, chooses at East's
    lead (seat 0 is a chooser like any other)."""
    from bridgelaws.instruction import in_force

    calls = [("N", "1NT"), ("E", "2C"), ("S", "Pass"), ("W", "1D")]
    events: list[dict[str, Any]] = [{"by": s, "call": c} for s, c in calls]
    events += [{"by": "N", "director": True}, {"by": "N", "choose": "reject"}]
    events += [{"by": s, "call": c} for s, c in [("W", "Pass"), ("N", "3NT")]]
    events += [{"by": s, "call": "Pass"} for s in "ESW"]
    table = Table.from_record(
        TableRecord.from_json({"board": 1, "situation": {"auction": []}, "events": events})
    )
    told = [m.render("nl") for m in in_force(table)]
    assert any(
        line.startswith("26B: de leider mag de eerste keer dat Oost moet voorspelen één kleur")
        for line in told
    ), told
    ruling = table.report("de")["rulings"][-1]
    assert ruling["chooser"] == "N"
    assert ruling["options"][0]["text"].startswith("Nord verbietet Ost, Pik auszuspielen")
