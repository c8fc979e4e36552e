"""Seed 004's auction protocols as executable steps: "Onvoldoende bod" (27),
"Wijzigen bieding" (25), "Bieding voor de beurt" (29-32) and
"Voorspeelbeperkingen" (26). Each test walks a record event by event and
checks, after each step, what the director is doing in the protocol's order:
the general protocol's statements, the question of judgment, the choice with
its chooser and options, then the auction or the lead that follows, with the
obligations left in force."""

from __future__ import annotations

from typing import Any

import pytest
from rule_cases import DEAL
from rule_cases import script as events

from bridgelaws import protocol
from bridgelaws.record import TableRecord
from bridgelaws.table import Table


def table(script: str, edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 1, "deal": DEAL, "events": events(script)}
    return Table.from_record(TableRecord.from_json(record))


def stage(t: Table) -> tuple[Any, ...]:
    """Where the protocol stands: a question, a choice, or play going on."""
    report = t.report("en")
    status = report["status"]
    if status == "awaiting_fact":
        return ("question", report["rulings"][-1]["question"]["fact"])
    if status == "awaiting_choice":
        last = report["rulings"][-1]
        return ("choice", last["chooser"], tuple(o["code"] for o in last["options"]))
    return (status, report["next"])


def walk(steps: list[tuple[str, tuple[Any, ...]]], edition: str = "2017") -> Table:
    """Each step's events appended to the record so far, and the stage the
    protocol must then be at."""
    script = ""
    t = table("", edition)
    for more, expected in steps:
        script = f"{script}; {more}" if script else more
        t = table(script, edition)
        assert stage(t) == expected, (script, stage(t))
    return t


def keys(t: Table) -> list[str]:
    return [step.key for step in protocol.steps(t)]


def obligations(t: Table) -> list[tuple[str, str, str]]:
    return sorted(
        (o["type"], o["seat"], o.get("scope") or o.get("kind") or "")
        for o in t.report()["obligations"]
    )


def effects(t: Table, ruling: int = 0) -> list[tuple[str, tuple[str, ...]]]:
    return [(e["type"], tuple(e["laws"])) for e in t.report()["rulings"][ruling]["effects"]]


# -- Onvoldoende bod (27) -----------------------------------------------------------------

ACCEPT_REJECT = ("choice", "S", ("accept", "reject"))


def test_law_27_protocol_7a_lowest_bid_in_the_denomination() -> None:
    # steps 1-3: the caller tells, the auction is checked, LHO has not called
    t = walk([("N 1S; E 1H; S dir", ("question", "artificial"))])
    assert keys(t) == ["called_by", "acted_since"]
    # steps 5-6: the director finds what 1H meant (27B1a), before LHO chooses
    t = walk(
        [
            ("N 1S; E 1H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
        ]
    )
    reject = next(o for o in t.report()["rulings"][-1]["options"] if o["code"] == "reject")
    # step 8A/9A: every consequence told before the choice (10C1)
    assert all(law in reject["text"] for law in ("27B1", "27B2", "27B3")) and "2♥" in reject["text"]
    # step 10A: LHO refuses; East replaces with the lowest heart bid: nothing more
    t = walk(
        [
            ("N 1S; E 1H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
            ("S ch reject", ("auction", "E")),
            ("E 2H", ("auction", "S")),
        ]
    )
    assert ("no_further_rectification", ("27B1a",)) in effects(t)
    assert ("adjusted_score_possible", ("27D",)) in effects(t)
    assert obligations(t) == []


def test_law_27_protocol_lho_accepts() -> None:
    t = walk(
        [
            ("N 1S; E 1H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
            ("S ch accept", ("auction", "S")),
        ]
    )
    assert t.report()["rulings"][0]["chosen"] == "accept" and obligations(t) == []


def test_law_27_protocol_7b_comparable_call() -> None:
    t = walk(
        [
            ("N 1S; E 1H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
            ("S ch reject", ("auction", "E")),
            ("E 2D", ("question", "comparable")),
            ("fact comparable true", ("auction", "S")),
        ]
    )
    assert ("no_further_rectification", ("27B1b",)) in effects(t) and obligations(t) == []


def test_law_27_protocol_7c_other_call_partner_passes_and_26b_waits() -> None:
    t = walk(
        [
            ("N 1S; E 1H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
            ("S ch reject", ("auction", "E")),
            ("E 3C", ("question", "comparable")),
            ("fact comparable false", ("auction", "S")),
        ]
    )
    assert obligations(t) == [
        ("lead_restriction", "W", "pending_choice"),
        ("must_pass", "W", "rest_of_auction"),
    ]
    assert ("adjusted_score_possible", ("72C",)) in effects(t)
    # the lead restriction is decided at West's first lead, by declarer (26B)
    t = table(
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false; "
        "S 3S; W Pass; N Pass; E Pass"
    )
    assert t.report()["contract"] == "3S"
    assert obligations(t) == [("lead_restriction", "W", "pending_choice")]
    assert stage(t) == ("play", "E")  # East leads first; West's first lead comes later


def test_law_27_protocol_step_3_lho_called_since() -> None:
    # LHO already called: 27A1 de facto, the auction goes on after his call
    t = walk([("N 1S; E 1H; S 2S", ("auction", "W"))])
    irregularity = t.irregularities[0]
    assert irregularity.accepted and irregularity.accepted_law == "27A1"
    said = protocol.accepted(t, irregularity)
    assert said is not None and "(27A1)" in said.render("en")


def test_law_27_protocol_step_4_offender_already_replaced() -> None:
    # 27C: the replacement counts as his choice; LHO first may accept 1H
    t = walk(
        [
            ("N 1S; E 1H; E 2H; S dir", ("question", "artificial")),
            ("fact artificial false", ACCEPT_REJECT),
            ("S ch reject", ("auction", "S")),
        ]
    )
    assert ("no_further_rectification", ("27B1a",)) in effects(t)


# -- Wijzigen bieding (25) ------------------------------------------------------------------

CHANGE = "N 1C; N 1D; E dir"


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25_protocol_unintended_call_replaced(edition: str) -> None:
    # steps 1-3: the director finds out what went wrong: unintended or not
    t = walk([(CHANGE, ("question", "unintended"))], edition)
    assert keys(t) == ["called_by", "change_or_rotation", "acted_since"]
    # 4A-6A: unintended: 1D replaces 1C, the auction goes on, nothing more
    t = walk(
        [(CHANGE, ("question", "unintended")), ("fact unintended true", ("auction", "E"))], edition
    )
    assert t.report()["obligations"] == []
    assert ("call_stands", ("25A",)) in effects(t)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25_protocol_intended_change_lho_accepts(edition: str) -> None:
    # 4B-6B: intended, but already changed before the director came: LHO may
    # accept; 1C is withdrawn, 1D stands, 16C and 26B may follow (2007: 16D,
    # and Law 26 for the withdrawn 1C, the offender's final call being another)
    t = walk(
        [
            (CHANGE, ("question", "unintended")),
            ("fact unintended false", ("choice", "E", ("accept", "reject"))),
            ("E ch accept", ("auction", "E")),
        ],
        edition,
    )
    kinds = [kind for kind, _ in effects(t)]
    assert ("call_stands", ("25B1",)) in effects(t)
    assert "unauthorized_information" in kinds
    assert "lead_restriction_possible" in kinds


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25_protocol_intended_change_lho_refuses(edition: str) -> None:
    # 7B: the change is cancelled, 1C stands, 16C and (2017) 26B for 1D; 2007
    # 25B2 leaves the original call standing: 16D only, no Law 26
    t = walk(
        [
            (CHANGE, ("question", "unintended")),
            ("fact unintended false", ("choice", "E", ("accept", "reject"))),
            ("E ch reject", ("auction", "E")),
        ],
        edition,
    )
    assert ("call_cancelled", ("25B2",)) in effects(t)
    assert ("call_stands", ("25B2",)) in effects(t)
    kinds = [kind for kind, _ in effects(t)]
    assert ("lead_restriction_possible" in kinds) is (edition == "2017")


# -- Bieding voor de beurt (29-32) ------------------------------------------------------------


def test_law_29_protocol_step_1_change_of_call_or_call_out_of_rotation() -> None:
    # a second call before LHO called is a change (25); a call at another's
    # turn is a call out of rotation: the director settles which first
    t = table("N 1S; E Pass; S 2S; S 3S; W dir")
    assert t.report()["rulings"][-1]["irregularity"] == "change_of_call"
    assert keys(t)[1] == "change_or_rotation"
    t = table("N 1S; W 2H; N dir")
    assert t.report()["rulings"][-1]["irregularity"] == "bid_out_of_rotation"
    assert keys(t) == ["called_by", "change_or_rotation", "acted_since"]


def test_law_29_protocol_step_1_nos_called_since() -> None:
    # North, West's LHO, called over it: accepted (29A), no rectification
    t = walk([("N 1S; W 2H; N 2S", ("auction", "E"))])
    assert t.irregularities[0].accepted_law == "29A"


def test_law_29_protocol_lho_accepts() -> None:
    t = walk(
        [
            ("N 1S; W 2H; N dir", ("choice", "N", ("accept", "reject"))),
            ("N ch accept", ("auction", "N")),
        ]
    )
    assert effects(t) == [("call_stands", ("29A",))] and obligations(t) == []


#: "Niet accepteren": the overview, row by row (2017): the record after the
#: refusal, the stage it reaches and the obligations left
OVERVIEW = [
    # pass at RHO's turn (30A): the offender passes at his next turn
    ("N 1S; S Pass; W dir; W ch reject", ("auction", "E"), [("must_pass", "S", "next_turn")]),
    # pass at partner's turn (30B1): partner calls freely; a comparable call costs nothing
    (
        "N 1S; W Pass; N dir; N ch reject; E 2D; S Pass; W 2H; fact comparable true",
        ("auction", "N"),
        [],
    ),
    # ... a call that is not comparable: partner passes once; 16C, 26B, 72C
    (
        "N 1S; W Pass; N dir; N ch reject; E 2D; S Pass; W 2H; fact comparable false",
        ("auction", "N"),
        [("lead_restriction", "E", "pending_choice"), ("must_pass", "E", "next_turn")],
    ),
    # bid at RHO's turn, RHO passes (31A1): the offender repeats; nothing more
    ("N 1S; E Pass; W 2H; N dir; N ch reject; S Pass; W 2H", ("auction", "N"), []),
    # bid at RHO's turn, RHO bids (31A2): comparable or not
    (
        "N 1S; E Pass; W 2H; N dir; N ch reject; S 2S; W 3H; fact comparable false",
        ("auction", "N"),
        [("lead_restriction", "E", "pending_choice"), ("must_pass", "E", "next_turn")],
    ),
    # bid at partner's turn (31B): partner calls freely, the offender as in 31A2
    (
        "N 1S; W 2H; N dir; N ch reject; E Pass; S Pass; W 2H; fact comparable true",
        ("auction", "N"),
        [],
    ),
    # double at RHO's turn, RHO passes (32A1): repeated, nothing more
    ("N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X", ("auction", "N"), []),
]


@pytest.mark.parametrize(("script", "expected", "bound"), OVERVIEW)
def test_law_30_31_32_protocol_overview_after_a_refusal(
    script: str, expected: tuple[Any, ...], bound: list[tuple[str, str, str]]
) -> None:
    t = table(script)
    assert stage(t) == expected
    assert obligations(t) == sorted(bound)


# -- Voorspeelbeperkingen (26) ----------------------------------------------------------------

#: West replaces his insufficient 1H by 3C (not comparable): East passes
#: throughout and, NS declaring 3S, East's first lead is restricted (26B)
RESTRICTED = (
    "N 1S; E Pass; S 2S; W 1H; N dir; fact artificial false; N ch reject; W 3C; "
    "fact comparable false; N Pass; E Pass; S 3S; W Pass; N Pass; E Pass"
)


def test_law_26_protocol_a_comparable_replacement_no_restriction() -> None:
    t = table(
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2D; fact comparable true; "
        "S 2S; W Pass; N Pass; E Pass"
    )
    assert t.report()["contract"] == "2S"
    assert obligations(t) == [] and stage(t) == ("play", "E")


def test_law_26_protocol_b_prohibition_lasts_while_partner_keeps_the_lead() -> None:
    # at East's first lead (the opening lead) declarer may forbid one suit West
    # did not show in the legal auction (clubs he did show)
    t = walk(
        [
            (
                RESTRICTED,
                (
                    "choice",
                    "N",
                    ("prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "no_restriction"),
                ),
            )
        ]
    )
    t = walk(
        [
            (RESTRICTED, stage(t)),
            ("N ch prohibit_suit:H", ("play", "E")),
            # East wins the first trick with the ace of diamonds: still no heart
            ("E card DA; S card D5; W card D3; N card D8", ("play", "E")),
        ]
    )
    assert ("lead_restriction", "E", "prohibit_suit") in obligations(t)
    # East loses the next trick: the prohibition ends
    t = table(
        RESTRICTED
        + "; N ch prohibit_suit:H; E card DA; S card D5; W card D3; N card D8"
        + "; E card C4; S card CQ; W card C8; N card CA"
    )
    assert stage(t) == ("play", "N") and obligations(t) == []


def test_law_26_protocol_let_op_the_restriction_is_settled_before_the_penalty_cards() -> None:
    # seed 004: with a 26B restriction and penalty cards at once, the
    # restriction is settled first (it concerns only the first lead); the
    # penalty cards' own choice (51B) comes at East's next lead. West also
    # showed two hearts during the auction (24C): major penalty cards when he
    # defends.
    both = RESTRICTED.replace("fact comparable false;", "fact comparable false; W exp H7;")
    both = both.replace("W exp H7;", "W exp H7; W exp H6; N dir;")
    t = table(both)
    assert stage(t) == (
        "choice",
        "N",
        ("prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "no_restriction"),
    )
    assert t.report()["rulings"][-1]["irregularity"] == "lead_restriction"
    t = table(both + "; N ch prohibit_suit:S")
    assert t.report()["rulings"][-1]["irregularity"] == "lead_restriction"
    assert stage(t)[0] != "choice"
    # East keeps the lead with the diamond ace: now the penalty cards' choice
    t = table(both + "; N ch prohibit_suit:S; E card DA; S card D5; W card D3; N card D8")
    last = t.report()["rulings"][-1]
    assert last["irregularity"] == "penalty_card" and last["chooser"] == "N"
    assert {"require_suit:H", "prohibit_suit:H"} <= {o["code"] for o in last["options"]}


def test_rubber_general_protocol_cites_the_rubber_rules() -> None:
    # rule 39 covers both a call out of turn and a second bid: no 25/31 step;
    # LHO's call would have accepted it under 39(3), not the duplicate 29A
    record = {"edition": "rubber", "board": 1, "deal": DEAL, "events": events("S 1S; W dir")}
    t = Table.from_record(TableRecord.from_json(record))
    assert keys(t) == ["called_by", "acted_since"]
    assert protocol.steps(t)[1].laws == ("39(3)",)
    assert "(39(3))" in protocol.steps(t)[1].text.render("nl")
