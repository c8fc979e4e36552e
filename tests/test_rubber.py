"""The rubber (seed 001, rules 9, 11, 28, 29, 35-37), the sheet, Chicago, PBN and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from bridgelaws.board import Vulnerability
from bridgelaws.calls import Contract, Denomination, Risk
from bridgelaws.cards import BridgeError, Seat, Side
from bridgelaws.cli import app
from bridgelaws.formats.pbn import parse_pbn, write_pbn
from bridgelaws.formats.rubber import parse_score_rubber, read_rubber, rubber_games
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Chicago, DealResult, Rubber
from bridgelaws.scoring.rubber import EntryKind, Honours
from bridgelaws.table import Table


def c(text: str) -> Contract:
    return Contract.parse(text)


def sample() -> Rubber:
    """A three-game rubber, checked by hand below."""
    rubber = Rubber(Seat.NORTH)
    rubber.add(c("2H S"), 9, Honours.parse("W5", Denomination.HEARTS))  # NS 60 + 30; EW 150
    rubber.add(c("3NT E"), 8)  # NS 50
    rubber.pass_out()  # South's deal passed out: West deals next
    rubber.add(c("2S N"), 8, Honours.parse("E4", Denomination.SPADES))  # NS game; EW 100
    rubber.add(c("4SX W"), 10)  # EW 240: game
    rubber.add(c("6NT N"), 12, Honours.parse("S4", Denomination.NOTRUMP))  # NS 210 + 750 + 150
    return rubber


def test_hand_checked_sheet() -> None:
    rubber = sample()
    sheet = rubber.sheet()
    assert rubber.is_over and sheet.games_won == (2, 1)
    # NS: below 60 + 60 | 210; above 30 + 50 + 750 + 150 + 500 (35(a), two games to one)
    assert (sheet.below(Side.NS), sheet.above(Side.NS)) == (330, 1480)
    assert (sheet.below(Side.EW), sheet.above(Side.EW)) == (240, 250)
    assert sheet.below(Side.NS, 1) == 120 and sheet.below(Side.EW, 2) == 240
    assert sheet.total(Side.NS) == 1810 and sheet.total(Side.EW) == 490
    assert sheet.winner is Side.NS and sheet.margin == 1320
    assert [d.vulnerability for d in rubber.deals] == [
        Vulnerability.NONE,
        Vulnerability.NONE,
        Vulnerability.NONE,
        Vulnerability.NONE,
        Vulnerability.NS,
        Vulnerability.ALL,
    ]


def test_rule_9_and_11_dealer_rotates_also_after_a_passed_out_deal() -> None:
    rubber = sample()
    assert [d.dealer for d in rubber.deals] == [
        Seat.NORTH,
        Seat.EAST,
        Seat.SOUTH,
        Seat.WEST,
        Seat.NORTH,
        Seat.EAST,
    ]
    assert rubber.deals[2].result.contract.is_passed_out


def test_rule_10_new_deal_by_the_same_dealer() -> None:
    rubber = Rubber(Seat.EAST)
    rubber.new_deal("10(1)(c)")
    assert rubber.dealer is Seat.EAST and rubber.deals == []
    rubber.add(c("1C W"), 7)
    assert rubber.deals[0].dealer is Seat.EAST and rubber.dealer is Seat.SOUTH


def test_rule_28_game_from_part_scores_and_the_line() -> None:
    rubber = Rubber()
    rubber.add(c("2D N"), 8)  # 40
    rubber.add(c("2H E"), 8)  # EW 60
    rubber.add(c("3C S"), 9)  # NS 40 + 60 = 100: game
    assert rubber.games_won == {Side.NS: 1, Side.EW: 0}
    rubber.add(c("1H E"), 7)  # EW's 60 from game 1 no longer counts: 30 in game 2
    sheet = rubber.sheet()
    assert sheet.below(Side.EW, 2) == 30 and sheet.game == 2
    assert rubber.games_won[Side.EW] == 0


def test_rule_28_game_deal_scores_in_full() -> None:
    rubber = Rubber()
    rubber.add(c("4S N"), 12)  # game, and the overtricks above
    assert rubber.sheet().above(Side.NS) == 60


def test_rule_29_vulnerability_follows_games() -> None:
    rubber = Rubber()
    assert rubber.vulnerability is Vulnerability.NONE
    rubber.add(c("3NT E"), 9)
    assert rubber.vulnerability is Vulnerability.EW
    rubber.add(c("3NT S"), 7)  # NS not vulnerable: 100 to EW
    assert rubber.sheet().above(Side.EW) == 100
    rubber.add(c("5C S"), 11)
    assert rubber.vulnerability is Vulnerability.ALL
    assert rubber.board().vulnerability is Vulnerability.ALL


def test_rule_35a_two_game_rubber_700() -> None:
    rubber = Rubber()
    rubber.add(c("4H N"), 10)
    rubber.add(c("3NT S"), 9)
    sheet = rubber.sheet()
    assert rubber.is_over
    assert [e.entry.points for e in sheet.entries if e.entry.kind is EntryKind.RUBBER] == [700]
    with pytest.raises(BridgeError, match="already over"):
        rubber.add(c("1C N"), 7)


def test_rule_35a_three_game_rubber_500() -> None:
    rubber = Rubber()
    rubber.add(c("4H N"), 10)
    rubber.add(c("4S E"), 10)
    rubber.add(c("5D E"), 11)
    entries = [e.entry for e in rubber.sheet().entries if e.entry.kind is EntryKind.RUBBER]
    assert [(e.side, e.points) for e in entries] == [(Side.EW, 500)]


def test_rule_35b_unfinished_rubber_300_no_part_score_bonus() -> None:
    rubber = Rubber()
    rubber.add(c("4H N"), 10)
    rubber.add(c("2S E"), 8)  # EW part score 60: nothing extra for it
    rubber.end_by_arrangement()
    sheet = rubber.sheet()
    assert sheet.over and sheet.ended_by_arrangement
    assert sheet.above(Side.NS) == 300 and sheet.above(Side.EW) == 0
    assert sheet.total(Side.EW) == 60
    with pytest.raises(BridgeError, match="already over"):
        rubber.end_by_arrangement()


def test_rule_36_winner_by_points_not_games() -> None:
    rubber = Rubber()
    rubber.add(c("7NTXX S"), 6, None)  # NS down 7 redoubled: 3500 to EW
    rubber.add(c("3NT N"), 9)
    rubber.add(c("3NT N"), 9)
    sheet = rubber.sheet()
    assert sheet.games_won == (2, 0)
    assert sheet.winner is Side.EW and sheet.margin == 3500 - 200 - 700


def test_rule_37a_trick_points_until_the_next_deal_is_dealt() -> None:
    rubber = Rubber()
    rubber.add(c("2H N"), 8)
    rubber.correct(1, tricks=7)  # it was one down: allowed before the next deal
    assert rubber.sheet().total(Side.EW) == 50
    rubber.dealt()
    with pytest.raises(BridgeError, match=r"37\(a\)"):
        rubber.correct(1, tricks=8)
    rubber.add(c("1NT E"), 7)
    with pytest.raises(BridgeError, match=r"37\(a\)"):
        rubber.correct(1, contract=c("3H"), tricks=9)


def test_rule_37b_premium_points_until_the_score_is_accepted() -> None:
    rubber = Rubber()
    rubber.add(c("4S N"), 10)
    rubber.add(c("1NT E"), 7)
    rubber.add(c("3NT N"), 9)
    rubber.correct(1, honours=Honours.parse("E4", Denomination.SPADES))  # forgotten honours
    assert rubber.sheet().above(Side.EW) == 100
    rubber.correct(3, tricks=10)  # last deal of the rubber: an overtrick
    assert rubber.sheet().above(Side.NS) == 700 + 40
    rubber.accept()
    with pytest.raises(BridgeError, match="accepted"):
        rubber.correct(2, tricks=8)


def test_correction_errors() -> None:
    rubber = Rubber()
    with pytest.raises(BridgeError, match="no such deal"):
        rubber.correct(1, tricks=7)
    with pytest.raises(BridgeError, match="not over"):
        rubber.accept()


def test_chicago_variant_four_deals() -> None:
    chicago = Chicago(Seat.NORTH)
    assert chicago.vulnerability is Vulnerability.NONE
    chicago.add(c("4H N"), 10)  # game not vulnerable: 300 at once
    assert chicago.vulnerability is Vulnerability.EW  # East deals the second deal
    chicago.pass_out()  # dealt again by East, does not count
    assert chicago.dealer is Seat.EAST
    chicago.add(c("2S E"), 8)
    assert chicago.vulnerability is Vulnerability.NS
    chicago.add(c("1NT S"), 7)
    assert chicago.vulnerability is Vulnerability.ALL
    chicago.add(c("1C W"), 7)  # EW 80 in the game: a part score on the fourth deal, 100
    sheet = chicago.sheet()
    assert chicago.is_over
    kinds = [(e.entry.side, e.entry.kind, e.entry.points) for e in sheet.entries]
    assert (Side.NS, EntryKind.GAME, 300) in kinds
    assert (Side.EW, EntryKind.PART_SCORE, 100) in kinds
    assert not any(k is EntryKind.RUBBER for _, k, _ in kinds)


def test_json_round_trip_and_errors() -> None:
    rubber = sample()
    again = Rubber.loads(rubber.dumps())
    assert again.sheet() == rubber.sheet() and again.dealer is rubber.dealer
    with pytest.raises(BridgeError, match=r"deal 2: .*declarer"):
        Rubber.from_json({"deals": [{"contract": "Pass"}, {"contract": "4H", "tricks": 9}]})
    with pytest.raises(BridgeError, match="not JSON"):
        Rubber.loads("{")


def test_table_record_into_the_rubber() -> None:
    record = TableRecord.from_json(
        {
            "edition": "rubber",
            "dealer": "N",
            "vulnerable": "None",
            "deal": "N:AKQJ2.K3.A42.K32 T98.QJ4.KQ3.AQJ4 763.AT98.J65.T98 54.7652.T987.765",
            "events": [
                {"by": "N", "call": "4S"},
                {"by": "E", "call": "Pass"},
                {"by": "S", "call": "Pass"},
                {"by": "W", "call": "Pass"},
                {"by": "E", "claim": 3},
                {"by": "N", "agree": True},
            ],
        }
    )
    table = Table.from_record(record)
    report = table.report("en")
    assert report["score"] == {"NS": 220, "EW": 0}
    assert report["rubber"]["honours"]["seat"] == "N"
    assert report["rubber"]["score_rubber"] == "NS 100/120 EW 0/0"
    rubber = Rubber()
    scored = rubber.add_table(table)
    assert scored is not None and scored.game_won is Side.NS
    assert rubber.sheet().above(Side.NS) == 100


def test_pbn_rubber_tags_written_and_read_back() -> None:
    rubber = sample()
    rubber_after = Rubber(Seat.NORTH)
    rubber_after.add(c("1NT N"), 7)
    rubber_after.end_by_arrangement()
    for each in (rubber, rubber_after, Chicago(Seat.WEST, [DealResult(c("3NT W"), 9)])):
        text = write_pbn(rubber_games(each))
        assert '[Competition "' in text
        back = read_rubber(parse_pbn(text).games)
        assert back.sheet() == each.sheet()
        assert type(back) is type(each)
    text = write_pbn(rubber_games(rubber))
    assert '[ScoreRubberHistory "NS 0 80/120 0 EW 0 250/0 0"]' in text  # before deal 6
    assert '[ScoreRubber "NS 1400/210 EW 0/0"]' in text  # slam, honours and the rubber


def test_pbn_score_mismatch_names_the_board() -> None:
    text = write_pbn(rubber_games(sample())).replace("NS 0/60 EW 100/0", "NS 0/60 EW 0/0")
    with pytest.raises(BridgeError, match="board 5"):
        read_rubber(parse_pbn(text).games)


def test_parse_score_rubber_formats() -> None:
    assert parse_score_rubber("EW 100/0 NS 0/60") == {Side.EW: (100, 0), Side.NS: (0, 60)}
    assert parse_score_rubber("30/60", Seat.WEST) == {Side.EW: (30, 60)}
    with pytest.raises(BridgeError):
        parse_score_rubber("NS 3")


# -- properties ----------------------------------------------------------------------

results = st.one_of(
    st.builds(
        lambda level, den, risk, seat, tricks: DealResult(Contract(level, den, risk, seat), tricks),
        st.integers(1, 7),
        st.sampled_from(list(Denomination)),
        st.sampled_from(list(Risk)),
        st.sampled_from(list(Seat)),
        st.integers(0, 13),
    ),
    st.just(DealResult(Contract.passed_out())),
    st.just(DealResult.redeal("10(1)(c)")),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(results, max_size=40), st.booleans(), st.sampled_from(list(Seat)))
def test_any_sequence_of_deals_ends_a_rubber_correctly(
    deals: list[DealResult], arrange: bool, first: Seat
) -> None:
    rubber = Rubber(first)
    for result in deals:
        if rubber.is_over:
            with pytest.raises(BridgeError):
                rubber.record(result)
            break
        rubber.record(result)
    if arrange and not rubber.is_over:
        rubber.end_by_arrangement()
    sheet = rubber.sheet()
    won = sheet.games_won
    if sheet.over:
        # exactly one side won two games, or the rubber was ended by arrangement
        assert (sorted(won)[1] == 2 and sorted(won)[0] < 2) or sheet.ended_by_arrangement
    else:
        assert max(won) < 2
    assert won[0] + won[1] == sum(1 for d in rubber.deals if d.game_won is not None)
    for side in (Side.NS, Side.EW):
        entries = [e.entry.points for e in sheet.entries if e.entry.side is side]
        assert sheet.total(side) == sum(entries) == sheet.above(side) + sheet.below(side)
        assert sheet.below(side) == sum(sheet.below(side, g) for g in range(1, sheet.game + 1))
    assert sheet.margin == abs(sheet.total(Side.NS) - sheet.total(Side.EW))
    # a side's vulnerability is exactly "has won a game"
    for deal in rubber.deals:
        earlier = [d for d in rubber.deals if d.number < deal.number and d.game_won is not None]
        for side in (Side.NS, Side.EW):
            assert deal.vulnerability.is_vulnerable(side) == any(
                d.game_won is side for d in earlier
            )
    assert Rubber.loads(rubber.dumps()).sheet() == sheet


@settings(max_examples=60, deadline=None)
@given(st.lists(results, max_size=12))
def test_scores_complementary_when_the_sides_change_places(deals: list[DealResult]) -> None:
    # every declarer moved one seat to the left: North-South's sheet becomes East-West's
    one, turned = Rubber(Seat.NORTH), Rubber(Seat.EAST)
    for result in deals:
        if one.is_over:
            break
        contract = result.contract
        if contract.declarer is not None:
            result = DealResult(contract.with_declarer(contract.declarer.lho), result.tricks)
        one.record(DealResult(contract, result.tricks, new_deal=result.new_deal))
        turned.record(result)
    a, b = one.sheet(), turned.sheet()
    for side in (Side.NS, Side.EW):
        assert a.total(side) == b.total(side.other)
        assert a.below(side) == b.below(side.other)
    assert a.games_won == (b.games_won[1], b.games_won[0])


# -- the command line ----------------------------------------------------------------

runner = CliRunner()


def test_cli_rubber_add_show_and_pbn(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    steps = [
        ["add", str(sheet), "4HX", "--declarer", "S", "--tricks", "9", "--honours", "S4"],
        ["add", str(sheet), "Pass"],
        ["add", str(sheet), "3NT", "-d", "E", "-t", "9"],
        ["add", str(sheet), "4S", "-d", "W", "-t", "10"],
    ]
    for step in steps:
        result = runner.invoke(app, ["rubber", *step])
        assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["rubber", "show", str(sheet), "--json"])
    data = json.loads(result.output)
    # 4HX one down not vulnerable: 100 to EW; South's honours 100; EW two games: 700
    assert data["sheet"]["NS"] == {"above": 100, "below": 0, "total": 100}
    assert data["sheet"]["EW"] == {"above": 800, "below": 220, "total": 1020}
    assert data["sheet"]["winner"] == "EW" and data["sheet"]["over"]
    shown = runner.invoke(app, ["rubber", "show", str(sheet), "--lang", "en"])
    assert "Rubber over" in shown.output and "EW win by" in shown.output
    pbn = tmp_path / "rubber.pbn"
    assert runner.invoke(app, ["rubber", "pbn", str(sheet), "-o", str(pbn)]).exit_code == 0
    again = runner.invoke(app, ["rubber", "show", str(pbn), "--json"])
    assert json.loads(again.output)["sheet"] == data["sheet"]


def test_cli_rubber_errors_exit_2(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    bad = runner.invoke(app, ["rubber", "add", str(sheet), "4Q", "-d", "S", "--lang", "en"])
    assert bad.exit_code == 2 and "not a contract" in bad.output
    assert "Traceback" not in bad.output
    missing = runner.invoke(app, ["rubber", "show", str(tmp_path / "none.json"), "--lang", "en"])
    assert missing.exit_code == 2 and "no such sheet" in missing.output
    runner.invoke(app, ["rubber", "add", str(sheet), "2H", "-d", "N", "-t", "8"])
    runner.invoke(app, ["rubber", "dealt", str(sheet)])
    late = runner.invoke(app, ["rubber", "correct", str(sheet), "1", "-t", "7", "--lang", "en"])
    assert late.exit_code == 2 and "37(a)" in late.output


def test_cli_rule_edition_rubber(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_text(
        json.dumps(
            {
                "edition": "2017",
                "dealer": "N",
                "events": [{"by": "N", "call": "1NT"}, {"by": "E", "call": "1S"}],
            }
        )
    )
    result = runner.invoke(app, ["rule", str(record), "--edition", "rubber", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["edition"] == "rubber"
    assert report["irregularities"][0]["laws"] == ["40"]
