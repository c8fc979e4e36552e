"""Rubber rules 55(9) and 37(a) on the sheet (seed 001): the cut for the next
deal ends the time to claim a revoke (55(9)); the trick points may still be
corrected until that deal is completely dealt (37(a)). The sheet now knows the
cut (``Rubber.cut``, ``bridgelaws rubber cut``), so a claim between the cut and
the end of the deal is refused by the sheet itself (session 21, rubber14).

The deal and play are test_cases_rubber13_sheet_revoke's: North makes 1NT
with two overtricks; West's diamond revoke in trick 1 is claimed afterwards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cases_rubber13_sheet_revoke import REVOKE, _data, _points, _table
from typer.testing import CliRunner

from bridgelaws.cards import InputError, Seat, Side
from bridgelaws.cli import app
from bridgelaws.rubber import Rubber

runner = CliRunner()


def test_rubber_rule_55_9_claim_refused_once_the_next_deal_is_cut() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.cut()
    with pytest.raises(InputError) as refused:
        rubber.revoke_claimed(_table(REVOKE))
    assert "(55(9))" in str(refused.value)
    assert _points(rubber, Side.NS) == (70, 30)  # 30 below, 70 above: unchanged


def test_rubber_rule_37a_trick_points_corrected_after_the_cut_until_dealt() -> None:
    # a proven mistake in the tricks (not a revoke claim) may still be put
    # right after the cut: 37(a) closes only when the next deal is dealt
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.cut()
    rubber.correct(1, tricks=8)
    assert _points(rubber, Side.NS) == (40, 30)  # one overtrick: 40 above (31)
    rubber.dealt()
    # one down would take the 30 below the line away: too late now
    with pytest.raises(InputError) as refused:
        rubber.correct(1, tricks=6)
    assert "(37(a))" in str(refused.value)
    rubber.correct(1, tricks=9)  # premiums (overtricks) until the score is accepted (37(b))
    assert _points(rubber, Side.NS) == (70, 30)


def test_rubber_rule_55_9_a_new_deal_on_the_sheet_opens_the_next_claim() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.cut()
    assert rubber.next_cut
    rubber.pass_out()  # the next deal went on the sheet: its own time runs
    assert not rubber.next_cut and not rubber.next_dealt


def test_rubber_rule_55_9_the_cut_is_kept_in_the_sheet_file() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table())
    rubber.cut()
    data = rubber.to_json()
    assert data["next_cut"] is True and data["next_dealt"] is False
    again = Rubber.from_json(data)
    assert again.next_cut and not again.next_dealt
    dealt = Rubber.from_json({**data, "next_cut": False, "next_dealt": True})
    assert dealt.next_cut  # dealt means it was cut first


def test_rubber_rule_55_9_no_cut_after_the_rubber_is_over() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.end_by_arrangement()
    with pytest.raises(InputError) as refused:
        rubber.cut()
    assert str(refused.value) == "the rubber is over: no deal follows"


def test_rubber_rule_55_9_the_command_line_cut_refuses_a_later_claim(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    first = tmp_path / "deal1.json"
    first.write_text(json.dumps(_data()), encoding="utf-8")
    claimed = tmp_path / "deal1_claimed.json"
    claimed.write_text(json.dumps(_data(REVOKE)), encoding="utf-8")
    done = runner.invoke(app, ["rubber", "table", str(sheet), str(first)])
    assert done.exit_code == 0, done.output
    done = runner.invoke(app, ["rubber", "cut", str(sheet), "--json"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["next_cut"] is True
    for lang, said in (
        ("nl", "een verzaking kan niet meer worden opgeëist (55(9))"),
        ("en", "a revoke can no longer be claimed (55(9))"),
    ):
        refused = runner.invoke(
            app, ["rubber", "table", str(sheet), str(claimed), "--revoke-claimed", "--lang", lang]
        )
        assert refused.exit_code == 2
        assert "Traceback" not in refused.output
        assert said in refused.output
    # the sheet is as it was: 1NT made with two overtricks
    shown = runner.invoke(app, ["rubber", "show", str(sheet), "--json"])
    assert json.loads(shown.stdout)["deals"][0]["tricks"] == 9
