"""The facts of an irregularity are typed (issue 12): one dataclass per kind of
irregularity, found from its code through one mapping, every field documented,
and no untyped dictionary left on an irregularity."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
import random
import re
import sys
import typing
from pathlib import Path
from typing import Any

import pytest
from conftest import REVOKE_DEAL, E, bid, play_cards, table_for
from test_auction_properties import random_event as auction_event
from test_play_properties import auctioned, next_event
from test_rubber_properties import auction_event as rubber_auction_event
from test_rubber_properties import play_event as rubber_play_event

import bridgelaws
from bridgelaws import Board, Deal, Seat, Status, Table, facts, rulings
from bridgelaws.board import Vulnerability
from bridgelaws.cards import CARD_BY_NAME, Suit
from bridgelaws.facts import (
    AuctionExposureFacts,
    CallFacts,
    CardFacts,
    DesignationFacts,
    Facts,
    RevokeFacts,
    SimultaneousFacts,
    TrickFacts,
)
from bridgelaws.record import ChoiceEvent, TableRecord
from bridgelaws.rulings import FACTS, Irregularity, IrregularityCode, new_facts

PACKAGE = Path(bridgelaws.__file__).parent
S4 = CARD_BY_NAME["S4"]


def _fact_classes() -> list[type[Facts]]:
    return [
        c
        for _, c in inspect.getmembers(facts, inspect.isclass)
        if issubclass(c, Facts) and c.__module__ == facts.__name__
    ]


def test_every_facts_class_is_a_slotted_dataclass_of_facts() -> None:
    for cls in _fact_classes():
        assert dataclasses.is_dataclass(cls), cls
        assert "__slots__" in cls.__dict__, cls


def test_every_field_of_every_facts_class_is_documented() -> None:
    """Each field is preceded by a ``#:`` comment saying what it holds."""
    source = (PACKAGE / "facts.py").read_text().splitlines()
    tree = ast.parse("\n".join(source))
    undocumented = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        for item in node.body:
            if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                above = source[item.lineno - 2].strip()
                if not above.startswith("#:") and not (
                    above.startswith("#") and source[item.lineno - 3].strip().startswith("#:")
                ):
                    undocumented.append(f"{node.name}.{item.target.id}")
    assert undocumented == []


def test_the_field_documentation_check_can_fail() -> None:
    source = "class A:\n    x: int\n"
    tree = ast.parse(source)
    item = tree.body[0].body[0]  # type: ignore[attr-defined]
    assert not source.splitlines()[item.lineno - 2].strip().startswith("#:")


def test_the_facts_class_is_found_from_the_code() -> None:
    for code, cls in FACTS.items():
        assert isinstance(code, IrregularityCode)
        assert issubclass(cls, Facts)
    assert FACTS[IrregularityCode.REVOKE] is RevokeFacts
    # a code with facts of its own but none given cannot be made by accident
    with pytest.raises(TypeError):
        new_facts(IrregularityCode.REVOKE)


def test_an_irregularity_refuses_facts_of_another_kind() -> None:
    with pytest.raises(TypeError, match="revoke records RevokeFacts"):
        Irregularity(IrregularityCode.REVOKE, ("61A",), 0, None, "", facts=Facts())


def test_facts_as_hands_out_the_typed_facts_or_says_why_not() -> None:
    revoke = RevokeFacts(3, None)
    irregularity = Irregularity(IrregularityCode.REVOKE, ("61A",), 0, None, "", facts=revoke)
    assert irregularity.facts_as(RevokeFacts) is revoke
    assert irregularity.facts_as(Facts) is revoke
    other = Irregularity(IrregularityCode.MISDEAL, ("10",), 0, None, "")
    with pytest.raises(TypeError, match="not RevokeFacts"):
        other.facts_as(RevokeFacts)


def test_law_61a_a_revoke_records_its_trick_suit_and_card_typed() -> None:
    table = table_for(3, REVOKE_DEAL, "2017")  # 4S by South, West leads
    bid(table, "4S P P P")
    play_cards(table, "CA C5")
    [irregularity] = table.play_card(E, "S4")  # East holds clubs
    revoke = irregularity.facts_as(RevokeFacts)
    assert (revoke.trick, revoke.suit, revoke.card, revoke.lead) == (0, Suit.CLUBS, S4, False)
    assert not revoke.established and not revoke.corrected
    play_cards(table, "D6")  # South; East's trump wins the trick
    assert not revoke.established and len(table.irregularities) == 1
    play_cards(table, "HA")  # East leads to the next trick: established (63A1)
    assert revoke.established is True and len(table.irregularities) == 1
    # the facts are the engine's notes: the report shows none of them
    report = json.dumps(table.report())
    assert "may_withdraw" not in report and "RevokeFacts" not in report


def test_kinds_that_turn_into_one_another_share_a_class() -> None:
    """A call out of rotation may be found a change of call (25), a lead out
    of turn simultaneous leads (rubber 46(5)): the code changes, the facts stay."""
    code = IrregularityCode
    for before, after in (
        (code.PASS_OUT_OF_ROTATION, code.CHANGE_OF_CALL),
        (code.BID_OUT_OF_ROTATION, code.CHANGE_OF_CALL),
        (code.DOUBLE_OUT_OF_ROTATION, code.CHANGE_OF_CALL),
        (code.LEAD_OUT_OF_TURN, code.SIMULTANEOUS_LEAD),
        (code.OPENING_LEAD_OUT_OF_TURN, code.SIMULTANEOUS_LEAD),
        (code.PREMATURE_PLAY, code.SIMULTANEOUS_LEAD),
    ):
        assert FACTS[before] is FACTS[after], (before, after)


def test_every_card_kind_is_a_kind_of_card_facts() -> None:
    """Whatever names a card (a revoke, a designation, an exposure) keeps it
    in ``CardFacts.card``, where the marks and the rubber's 44(1) look."""
    for cls in (RevokeFacts, AuctionExposureFacts, DesignationFacts, SimultaneousFacts):
        assert issubclass(cls, CardFacts)
    assert not issubclass(CallFacts, CardFacts) and not issubclass(TrickFacts, CardFacts)


def _hints(cls: type) -> dict[str, object]:
    module = sys.modules[cls.__module__]
    return typing.get_type_hints(cls, vars(module) | vars(rulings))


def test_no_untyped_state_on_an_irregularity() -> None:
    """Issue 12: the ``details: dict[str, Any]`` is gone; every fact is a typed
    field (no ``Any`` anywhere in the facts or the irregularity)."""
    names = {f.name for f in dataclasses.fields(Irregularity)}
    assert "details" not in names and "notes" not in names
    for cls in (Irregularity, *_fact_classes()):
        for name, hint in _hints(cls).items():
            assert "Any" not in str(hint), (cls.__name__, name, hint)


def test_the_untyped_state_check_can_fail() -> None:
    @dataclasses.dataclass
    class Loose:
        details: dict[str, Any]

    assert any("Any" in str(h) for h in typing.get_type_hints(Loose).values())


#: an irregularity's old dictionary, read or written by the engine
_DETAILS = re.compile(
    r"\b(irregularity|irr|pending|target|source|revoke|second|one|i)\.(details|notes)\b"
)


def test_the_engine_reads_the_typed_facts_only() -> None:
    """The old untyped ``details`` dictionary is gone: nothing in the package
    (nor the tests) reads facts by name."""
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{number}"
        for path in sorted([*PACKAGE.rglob("*.py"), *PACKAGE.parent.joinpath("tests").glob("*.py")])
        if path.name != "test_facts.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if _DETAILS.search(line)
    ]
    assert found == []
    assert not hasattr(Irregularity, "details")
    assert _DETAILS.search('card = irregularity.details["card"]')
    assert not _DETAILS.search("value = event.details.get('trick')")


def test_irregularity_json_holds_no_facts() -> None:
    """The typed facts are the engine's notes: the report (spec §2) of an
    irregularity has the same keys as before."""
    table = table_for(3, REVOKE_DEAL, "2017")
    bid(table, "4S P P P")
    play_cards(table, "CA C5")
    [irregularity] = table.play_card(E, "S4")
    assert set(irregularity.to_json()) == {
        "irregularity",
        "offender",
        "laws",
        "event",
        "accepted",
        "text",
        "developer_note",
    }
    # and the whole report is plain JSON
    report = table.report()
    assert json.loads(json.dumps(report)) == report


def _options_on_offer(table: Table) -> list[tuple[Seat, str]]:
    ruling = table.active
    if table.status is not Status.AWAITING_CHOICE or ruling is None or ruling.chooser is None:
        return []
    return [(ruling.chooser, o.code) for o in ruling.options]


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_every_option_on_offer_has_a_handler(edition: str) -> None:
    """Issue 12: every option a ruling offers is applied by the choice rule of
    its irregularity's code: chosen on a copy of the table, it is taken (the
    ruling records it, nothing fails) and the table moves on."""
    tried: set[tuple[str, str]] = set()
    for seed in range(80):
        rng = random.Random(seed)
        in_auction = seed % 2 == 1 and edition != "rubber"
        if in_auction:
            table = Table(Board.numbered(seed % 16 + 1, Deal.random(rng)), edition)
        elif edition == "rubber":
            table = Table(Board(1, Seat.NORTH, Vulnerability.NONE, Deal.random(rng)), "rubber")
        else:
            table = auctioned(rng, edition)
        for _ in range(300):
            if table.is_over:
                break
            for chooser, code in _options_on_offer(table):
                ruling = table.active
                assert ruling is not None
                key = (str(ruling.irregularity.code), code.split(":")[0])
                if key in tried:
                    continue
                tried.add(key)
                copy = Table.from_record(TableRecord.from_json(table.record.to_json()))
                active = copy.active
                assert active is not None and active.option(code) is not None, key
                copy.apply(ChoiceEvent(chooser, code))
                assert active.chosen == code, key
                assert copy.active is not active or copy.status is not Status.AWAITING_CHOICE
            if in_auction:
                if table.status is not Status.AUCTION and table.active is None:
                    break
                event = auction_event(table, rng)
            elif edition == "rubber":
                event = (
                    rubber_auction_event(table, rng, 0.1)
                    if table.play is None
                    else rubber_play_event(table, rng, 0.1)
                )
            else:
                event = next_event(table, rng, 0.3)
            table.apply(event)
    assert len(tried) >= 15  # the seeds reach many rulings with options
