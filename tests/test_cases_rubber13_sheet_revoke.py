"""Rubber rules 55(8), 55(9) and 37 (seed 001): a revoke claimed after the
deal went on the rubber sheet. 55(9) keeps a claim open until the next deal
is cut or the rubber score accepted; 37(a) lets the trick points change
until the next deal is completely dealt, later than the cut. So the sheet
takes the claim for its last deal, through the deal's table record with the
claim in it, and refuses it once the next deal is dealt or the score
accepted.

North ♠AK2 ♥QJ4 ♦T98 ♣AK32, South ♠J76 ♥AT98 ♦J65 ♣QJ7; East's and West's
hands are not in the record. North plays 1NT; trick 1: East ♦A, South ♦5,
West ♥2, North ♦8; trick 2: East ♠Q, South ♠6, West ♠3, North ♠A. North
claims nine tricks, agreed. After the deal is on the sheet North claims a
diamond revoke by West in trick 1: the examination (55(8)) shows West held a
diamond.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import script
from typer.testing import CliRunner

from bridgelaws.calls import Contract
from bridgelaws.cards import InputError, Seat, Side
from bridgelaws.cli import app
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Rubber
from bridgelaws.table import Table

runner = CliRunner()

DEAL = "N:AK2.QJ4.T98.AK32 - J76.AT98.J65.QJ7 -"
PLAY = (
    "N 1NT; E Pass; S Pass; W Pass; E card DA; S card D5; W card H2; N card D8; "
    "E card SQ; S card S6; W card S3; N card SA"
)
CLAIM = [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
REVOKE = {"fact": "revoke_claimed", "value": "D", "by": "N", "offender": "W", "trick": 1}


def _data(*extra: dict[str, Any]) -> dict[str, Any]:
    events = [*script(PLAY), *CLAIM, *extra]
    return {"edition": "rubber", "board": 1, "deal": DEAL, "events": events}


def _table(*extra: dict[str, Any]) -> Table:
    return Table.from_record(TableRecord.from_json(_data(*extra)))


def _points(rubber: Rubber, side: Side) -> tuple[int, int]:
    sheet = rubber.sheet()
    return sheet.above(side), sheet.below(side)


def test_rubber_rule_55_9_revoke_claimed_after_the_deal_went_on_the_sheet() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    # 1NT made with two overtricks: 30 below, 40 + 30 above (30, 31)
    assert _points(rubber, Side.NS) == (70, 30)
    claimed = _table(REVOKE)
    # the first revoke of East-West: two of their tricks from trick 1 on (55(6))
    assert claimed.declarer_tricks() == 11
    scored = rubber.revoke_claimed(claimed)
    assert scored.result.tricks == 11
    # four overtricks: 40 + 30 + 40 + 30 above; below unchanged
    assert _points(rubber, Side.NS) == (140, 30)
    assert rubber.sheet().total(Side.EW) == 0


def test_rubber_rule_55_9_claim_refused_once_the_next_deal_is_dealt() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.dealt()  # the next deal was cut before it was dealt: 55(9)
    with pytest.raises(InputError) as refused:
        rubber.revoke_claimed(_table(REVOKE))
    assert "(55(9))" in str(refused.value)
    assert _points(rubber, Side.NS) == (70, 30)


def test_rubber_rule_55_9_claim_after_the_cut_is_refused_by_the_table_itself() -> None:
    # the record says the next deal was cut before the claim: the table
    # refuses the claim, so the sheet stays as it was
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    late = _table({"fact": "next_deal_cut", "value": True}, REVOKE)
    assert late.declarer_tricks() == 9
    rubber.revoke_claimed(late)
    assert _points(rubber, Side.NS) == (70, 30)


def test_rubber_rule_55_9_the_table_must_be_the_last_deals() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.add(Contract.parse("2S"), 8, declarer=Seat.EAST)  # deal 2 is on the sheet now
    with pytest.raises(InputError) as refused:
        rubber.revoke_claimed(_table(REVOKE))
    assert str(refused.value) == (
        "deal 2: this table did not play the last deal on the sheet, or its play is not over"
    )
    other = Rubber(Seat.NORTH)
    with pytest.raises(InputError) as refused:
        other.revoke_claimed(_table(REVOKE))
    assert str(refused.value) == "no played deal is on the sheet to claim a revoke in (55(9))"
    other.pass_out()
    with pytest.raises(InputError):
        other.revoke_claimed(_table(REVOKE))


def test_rubber_rule_55_9_the_command_line_takes_the_claim_in_words(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    first = tmp_path / "deal1.json"
    first.write_text(json.dumps(_data()), encoding="utf-8")
    claimed = tmp_path / "deal1_claimed.json"
    claimed.write_text(json.dumps(_data(REVOKE)), encoding="utf-8")
    done = runner.invoke(app, ["rubber", "table", str(sheet), str(first)])
    assert done.exit_code == 0, done.output
    done = runner.invoke(
        app, ["rubber", "table", str(sheet), str(claimed), "--revoke-claimed", "--json"]
    )
    assert done.exit_code == 0, done.output
    deal = json.loads(done.stdout)["deals"][0]
    assert deal["tricks"] == 11
    done = runner.invoke(app, ["rubber", "dealt", str(sheet)])
    assert done.exit_code == 0, done.output
    refused = runner.invoke(
        app, ["rubber", "table", str(sheet), str(claimed), "--revoke-claimed", "--lang", "nl"]
    )
    assert refused.exit_code == 2
    assert "Traceback" not in refused.output
    assert "een verzaking kan niet meer worden opgeëist (55(9))" in refused.output
