"""What the director tells the table (bridgelaws.instruction) in seed 004's
protocols: the table protocols' steps when the director is called and the
calls and cards show nothing irregular (16B, 20F, 75, 12B1), 26B said only
while it may bite and never for a 50D2 restriction, 43B3 said aloud, and a
revoke noticed too late in the result (64B4, 64C)."""

from __future__ import annotations

from typing import Any

from bridgelaws.instruction import in_force, instruction, result
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

PLAY = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 1}, "leader": "W"}


def _table(situation: dict[str, Any], events: list[dict[str, Any]]) -> Table:
    return Table.from_record(
        TableRecord.from_json({"board": 1, "situation": situation, "events": events})
    )


def _said(messages: list[Any], lang: str = "nl") -> str:
    return "\n".join(m.render(lang) for m in messages)


def test_law_16b_director_called_over_a_hesitation_is_told_the_table_protocol() -> None:
    words = "1S 2H 2S 3H Pass Pass 3S".split()
    calls = [{"by": s, "call": c} for s, c in zip("NESWNES", words, strict=True)]
    table = _table({"auction": []}, [*calls, {"by": "W", "director": True}])
    said = _said(instruction(table))
    assert "West heeft de wedstrijdleider geroepen" in said and "(12B1)" in said
    assert "West is aan de beurt" in said


def test_law_50_director_called_over_an_exposed_card_is_not_told_the_oi_protocol() -> None:
    events = [
        {"by": "W", "card": "H7"},
        {"by": "E", "expose": "CK"},
        {"by": "S", "director": True},
    ]
    table = _table(PLAY, events)
    said = _said(instruction(table) + in_force(table))
    assert "12B1" not in said and "strafkaart" in said


def test_law_50d2_restriction_is_not_said_as_26b() -> None:
    events = [
        {"by": "E", "card": "CQ"},
        {"by": "S", "director": True},
        {"fact": "opponent_induced", "value": False},
        {"by": "S", "choose": "reject"},
        {"by": "S", "choose": "prohibit_suit:C"},
    ]
    table = _table(PLAY, events)
    said = _said(in_force(table))
    assert "26B" not in said and "50D2a" in said


def test_law_26b_said_until_declarer_has_chosen() -> None:
    calls = [("N", "Pass"), ("E", "Pass"), ("S", "1NT"), ("W", "1C")]
    events: list[dict[str, Any]] = [{"by": s, "call": c} for s, c in calls]
    events += [{"by": "N", "director": True}, {"fact": "artificial", "value": False}]
    events += [{"by": "N", "choose": "reject"}, {"by": "W", "call": "Pass"}]
    events += [{"by": s, "call": c} for s, c in [("N", "3NT"), ("E", "Pass")]]
    events += [{"by": s, "call": "Pass"} for s in "SW"]
    events += [{"by": s, "card": c} for s, c in zip("WNES", ["S5", "S2", "SA", "S3"], strict=True)]
    table = _table({"auction": []}, events)
    said = _said(in_force(table))  # East leads now: said once, not as the obligation too
    assert "26B: de leider mag de eerste keer dat Oost moet voorspelen" in said
    assert "26B: als West tegenspeler wordt" not in said
    chosen = _table({"auction": []}, [*events, {"by": "S", "choose": "prohibit_suit:H"}])
    said = _said(in_force(chosen))
    assert "26B: de leider mag" not in said
    assert "Oost mag geen harten voorspelen" in said


def test_law_43b3_said_to_the_table() -> None:
    events = [
        {"by": "E", "card": "CQ"},
        {"by": "N", "director": True},
        {"fact": "dummy_breached_43a2", "value": True},
    ]
    said = _said(in_force(_table(PLAY, events)), "en")
    assert "43B3: dummy had lost his rights, so East's irregularity is not rectified" in said


def test_law_64b4_revoke_noticed_too_late_in_the_result() -> None:
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}}
    events: list[dict[str, Any]] = [
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_trick_won_by", "value": "E"},
        {"fact": "offending_side_tricks_after", "value": 1},
    ]
    before = _said(result(_table(situation, events)))
    assert "Artikel 64A1: 2 slagen worden overgedragen aan Noord-Zuid." in before
    late = _table(situation, [*events, {"fact": "next_board_called", "value": True}])
    said = _said(result(late))
    assert "Artikel 64B4: de verzaking werd te laat opgemerkt" in said
    assert "Artikel 64C:" in said and "Score: NZ +420." in said
    assert said.count("64C") == 1
