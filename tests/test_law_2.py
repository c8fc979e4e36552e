"""Law 2: the duplicate boards, their dealer and vulnerability."""

from __future__ import annotations

import pytest

from bridgelaws import Board, BridgeError, Seat, Side, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.record import TableRecord

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NONE, NS, EW, ALL = Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.ALL

#: Inventory §5.1, transcribed from the seed's Law 2 (board, dealer, vulnerable).
LAW_2_TABLE = [
    (1, N, NONE),
    (2, E, NS),
    (3, S, EW),
    (4, W, ALL),
    (5, N, NS),
    (6, E, EW),
    (7, S, ALL),
    (8, W, NONE),
    (9, N, EW),
    (10, E, ALL),
    (11, S, NONE),
    (12, W, NS),
    (13, N, ALL),
    (14, E, NONE),
    (15, S, NS),
    (16, W, EW),
]


@pytest.mark.parametrize(("board", "dealer", "vulnerable"), LAW_2_TABLE)
def test_law_2_dealer_and_vulnerability_table(
    board: int, dealer: Seat, vulnerable: Vulnerability
) -> None:
    assert dealer_for(board) is dealer
    assert vulnerability_for(board) is vulnerable
    b = Board.numbered(board)
    assert (b.number, b.dealer, b.vulnerability, b.deal) == (board, dealer, vulnerable, None)
    assert b.follows_law_2


def test_law_2_seed_lists_by_dealer_and_vulnerability() -> None:
    """The seed's own layout: the boards each seat deals, the boards of each
    vulnerability (seed 000, Law 2)."""
    by_dealer = {seat: [b for b in range(1, 17) if dealer_for(b) is seat] for seat in Seat}
    assert by_dealer == {
        N: [1, 5, 9, 13],
        E: [2, 6, 10, 14],
        S: [3, 7, 11, 15],
        W: [4, 8, 12, 16],
    }
    by_vul = {v: [b for b in range(1, 17) if vulnerability_for(b) is v] for v in Vulnerability}
    assert by_vul == {
        NONE: [1, 8, 11, 14],
        NS: [2, 5, 12, 15],
        EW: [3, 6, 9, 16],
        ALL: [4, 7, 10, 13],
    }


@pytest.mark.parametrize("group", [1, 2, 3, 7])
@pytest.mark.parametrize(("board", "dealer", "vulnerable"), LAW_2_TABLE)
def test_law_2_same_order_for_each_further_group_of_16(
    group: int, board: int, dealer: Seat, vulnerable: Vulnerability
) -> None:
    number = board + 16 * group  # 17-32, 33-48, 49-64, 113-128
    assert dealer_for(number) is dealer
    assert vulnerability_for(number) is vulnerable


def test_law_2_boards_17_to_48_explicitly() -> None:
    assert [dealer_for(b).letter for b in range(17, 33)] == list("NESW" * 4)
    assert [vulnerability_for(b).value for b in (17, 18, 19, 20, 32)] == [
        "None",
        "NS",
        "EW",
        "All",
        "EW",
    ]
    assert [vulnerability_for(b).value for b in (33, 36, 40, 41, 48)] == [
        "None",
        "All",
        "None",
        "EW",
        "EW",
    ]


@pytest.mark.parametrize("board", [0, -1, -16])
def test_law_2_boards_start_at_one(board: int) -> None:
    with pytest.raises(BridgeError, match="board numbers start at 1"):
        dealer_for(board)
    with pytest.raises(BridgeError, match="board numbers start at 1"):
        vulnerability_for(board)


def test_law_2_vulnerability_per_seat_and_side() -> None:
    assert not NONE.is_vulnerable(N) and not NONE.is_vulnerable(Side.EW)
    assert ALL.is_vulnerable(S) and ALL.is_vulnerable(Side.EW)
    assert NS.is_vulnerable(N) and NS.is_vulnerable(S) and NS.is_vulnerable(Side.NS)
    assert not NS.is_vulnerable(E) and not NS.is_vulnerable(W)
    assert EW.is_vulnerable(E) and EW.is_vulnerable(W) and not EW.is_vulnerable(Side.NS)


@pytest.mark.parametrize(
    ("text", "vul"),
    [
        ("None", NONE),
        ("Love", NONE),
        ("-", NONE),
        ("o", NONE),
        ("NS", NS),
        ("N-S", NS),
        ("n", NS),
        ("EW", EW),
        ("e", EW),
        ("All", ALL),
        ("Both", ALL),
        ("b", ALL),
    ],
)
def test_vulnerability_parse(text: str, vul: Vulnerability) -> None:
    assert Vulnerability.parse(text) is vul


def test_vulnerability_parse_rejects() -> None:
    with pytest.raises(BridgeError, match="not a vulnerability"):
        Vulnerability.parse("sometimes")


def test_law_2_non_conforming_board_keeps_its_markings() -> None:
    """Law 2, last paragraph: a board whose markings differ is used with its
    own markings; the record keeps them as overrides."""
    board = Board(7, E, NONE)
    assert not board.follows_law_2
    data = TableRecord(board).to_json()
    assert data["dealer"] == "E" and data["vulnerable"] == "None"
    back = TableRecord.from_json(data)
    assert back.board.dealer is E and back.board.vulnerability is NONE
    conforming = TableRecord(Board.numbered(7)).to_json()
    assert "dealer" not in conforming and "vulnerable" not in conforming
