"""The general protocol before the specific one (seed 004, "Algemeen Arbitrage
Protocol"): who called, which irregularity it is (25 or 30-32), how the
offender came to it (47E1), whether the entitled player has acted since (said
aloud with its law when he has), whether declarer could have seen dummy (54C),
in that order, before the options."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bridgelaws import protocol
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

OPENING = {"contract": "4S", "declarer": "S", "tricks": {"NS": 0, "EW": 0}, "leader": "W"}
LEAD_OUT = [{"by": "E", "card": "HK"}, {"by": "N", "director": True}]


def table(situation: dict[str, Any], events: list[dict[str, Any]], board: int = 1) -> Table:
    record = {"board": board, "situation": situation, "events": events}
    return Table.from_record(TableRecord.from_json(record))


def keys(t: Table) -> list[str]:
    return [step.key for step in protocol.steps(t)]


def test_law_54_general_protocol_order_at_an_opening_lead_out_of_turn() -> None:
    t = table(OPENING, LEAD_OUT)
    assert keys(t) == ["called_by", "opponent_induced", "acted_since", "could_see_dummy"]
    assert [k for k in keys(t) if k in protocol.ORDER] == keys(t)  # the protocol's order
    first = protocol.next_question(t)
    assert first is not None and first.fact == "opponent_induced" and first.laws == ("47E1",)
    said = [step.text.render("nl") for step in protocol.steps(t)]
    assert said[0].startswith("Noord heeft de wedstrijdleider geroepen")
    assert "Zuid heeft sindsdien niet gespeeld" in said[2] and "(54B)" in said[2]
    t = table(OPENING, [*LEAD_OUT, {"fact": "opponent_induced", "value": False}])
    second = protocol.next_question(t)
    assert second is not None and second.fact == "could_see_dummy"
    t = table(
        OPENING,
        [
            *LEAD_OUT,
            {"fact": "opponent_induced", "value": False},
            {"fact": "could_see_dummy", "value": False},
        ],
    )
    assert protocol.next_question(t) is None
    report = t.report()
    assert report["status"] == "awaiting_choice"
    assert {o["code"] for o in report["rulings"][-1]["options"]} >= {"accept", "become_dummy"}


def test_law_54c_declarer_who_could_see_dummy_must_accept() -> None:
    events = [
        *LEAD_OUT,
        {"fact": "opponent_induced", "value": False},
        {"fact": "could_see_dummy", "value": True},
    ]
    report = table(OPENING, events).report()
    assert report["status"] == "play" and report["rulings"][-1]["laws"] == ["54C"]
    assert report["next"] == "S"  # East's lead stands; South plays second


def test_law_47e1_induced_lead_goes_back_without_rectification() -> None:
    t = table(OPENING, [*LEAD_OUT, {"fact": "opponent_induced", "value": True}])
    report = t.report()
    assert report["rulings"][-1]["laws"] == ["47E1"] and report["obligations"] == []
    assert report["next"] == "W" and protocol.next_question(t) is None


def test_law_53_lead_out_of_turn_asks_47e1_only() -> None:
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 1}, "leader": "W"}
    t = table(situation, [{"by": "E", "card": "CQ"}, {"by": "S", "director": True}])
    assert keys(t) == ["called_by", "opponent_induced", "acted_since"]


def test_law_25_change_of_call_not_a_call_out_of_rotation() -> None:
    t = table(
        {"auction": []},
        [{"by": "N", "call": "1C"}, {"by": "N", "call": "1D"}, {"by": "E", "director": True}],
    )
    steps = protocol.steps(t)
    assert [s.key for s in steps] == ["called_by", "change_or_rotation", "acted_since"]
    assert "wijzigen van een bieding (25), geen bieding voor de beurt" in steps[1].text.render("nl")
    assert "(25B1)" in steps[2].text.render("nl")  # seed 004 names 25B1 among them


def test_law_31_bid_out_of_rotation_not_a_change_of_call() -> None:
    t = table({"auction": []}, [{"by": "S", "call": "1H"}, {"by": "W", "director": True}])
    steps = protocol.steps(t)
    assert [s.key for s in steps] == ["called_by", "change_or_rotation", "acted_since"]
    assert "dit is een bieding voor de beurt" in steps[1].text.render("nl")
    assert "(29A)" in steps[2].text.render("nl")


def test_law_27a1_acceptance_said_aloud_with_its_law() -> None:
    t = table({"auction": []}, [{"by": "N", "call": "1NT"}, {"by": "E", "call": "1H"}])
    t.call(t.next, "Pass")  # South calls over the insufficient bid
    irregularity = t.irregularities[0]
    said = protocol.accepted(t, irregularity)
    assert said is not None
    assert said.render("nl") == (
        "Onvoldoende bod door Oost: Zuid heeft erna geboden en het daarmee geaccepteerd "
        "(27A1). Geen rechtzetting; het bieden gaat verder."
    )
    assert "accepted it (27A1)" in said.render("en")


def test_law_53a_acceptance_by_playing_said_aloud() -> None:
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 1}, "leader": "W"}
    t = table(situation, [{"by": "E", "card": "CQ"}, {"by": "S", "card": "C2"}])
    said = protocol.accepted(t, t.irregularities[0])
    assert said is not None and "(53A)" in said.render("de")
    assert "Zuid heeft erna gespeeld" in said.render("nl")


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_general_protocol_texts_have_no_english(lang: str) -> None:
    t = table(OPENING, LEAD_OUT)
    text = " ".join(step.text.render(lang) for step in protocol.steps(t))
    for english in ("called", "lead", "dummy", "has not", "{", "_"):
        assert english not in text, english
    assert not re.search(r"\b[SHDC][AKQJT2-9]\b", text)


def test_law_10c1_opening_lead_options_tell_the_50d2_choices_that_follow() -> None:
    """Seed 004: the five possibilities told before the choice, on one screen:
    54B, 54A, and 54D with the 50D2 choices that follow it."""
    events = [
        *LEAD_OUT,
        {"fact": "opponent_induced", "value": False},
        {"fact": "could_see_dummy", "value": False},
    ]
    ruling = table(OPENING, events).report("nl")["rulings"][-1]
    retraction = next(o for o in ruling["options"] if o["code"] == "require_retraction")
    follows = retraction["follows"]
    assert len(follows) == 3
    assert (
        follows[0]
        == "Verplicht Zuid daarna West om harten voor te spelen: dan wordt ♥H opgenomen (50D2a)."
    )
    assert "50D2b" in follows[2]
    assert "follows" not in next(o for o in ruling["options"] if o["code"] == "accept")


def test_law_56_lead_out_of_turn_tells_the_50d2_choice_when_partner_leads_next() -> None:
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 1}, "leader": "W"}
    events = [{"by": "E", "card": "CQ"}, {"by": "S", "director": True}]
    ruling = table(situation, events).report("en")["rulings"][-1]
    reject = next(o for o in ruling["options"] if o["code"] == "reject")
    assert reject["follows"][0].startswith("Then, if South requires West to lead clubs")


def test_spec_2_report_gives_the_general_protocol_first() -> None:
    """``bridgelaws rule --json``: the general protocol of the ruling under way,
    its questions with their answers (null while open); the human text says
    it before the ruling."""
    from bridgelaws.report_text import report_lines

    t = table(OPENING, [*LEAD_OUT, {"fact": "opponent_induced", "value": False}])
    report = t.report("en")
    assert [s["step"] for s in report["protocol"]] == [
        "called_by",
        "opponent_induced",
        "acted_since",
        "could_see_dummy",
    ]
    assert report["protocol"][1] == {
        "step": "opponent_induced",
        "laws": ["47E1"],
        "text": report["protocol"][1]["text"],
        "fact": "opponent_induced",
        "answer": False,
    }
    assert report["protocol"][3]["answer"] is None
    lines = report_lines(t, "nl")
    start = lines.index("Algemeen protocol:")
    ruling = next(i for i, line in enumerate(lines) if line.startswith("Arbitrage:"))
    assert start < ruling
    assert lines[start + 4].endswith("(nog te beantwoorden)")
    assert "protocol" not in table(OPENING, []).report()  # no ruling under way


def test_rule_text_tells_the_50d2_choices_under_the_option_in_german() -> None:
    from bridgelaws.report_text import report_lines

    events = [
        *LEAD_OUT,
        {"fact": "opponent_induced", "value": False},
        {"fact": "could_see_dummy", "value": False},
    ]
    lines = report_lines(table(OPENING, events), "de")
    at = next(i for i, line in enumerate(lines) if "♥K wird zurückgenommen" in line)
    assert lines[at + 1].strip().startswith("· Verlangt Süd danach von West das Ausspiel von Coeur")
