"""The replay's fast path for plain boards (bridgelaws.formats.plain) gives the
same report as judging every board through a table: on the corpus, on
generated games with and without irregularities, and law by law for what it
must leave to the careful path."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.auction import Auction
from bridgelaws.board import dealer_for, vulnerability_for
from bridgelaws.calls import BIDS, DOUBLE, PASS, REDOUBLE
from bridgelaws.cards import CARDS, Deal, Seat
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.formats.plain import PlainBoard, plain_board
from bridgelaws.play import Play
from bridgelaws.replay import find_files, replay_file

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
SAMPLE = Path(__file__).resolve().parents[1] / "bridgelaws" / "data" / "sample.pbn"


def both_ways(
    path: Path, edition: str | None = None
) -> tuple[dict[str, object], dict[str, object]]:
    fast = replay_file(path, edition).to_json()
    slow = replay_file(path, edition, plain=False).to_json()
    fast.pop("boards_per_second")
    slow.pop("boards_per_second")
    return fast, slow


def test_sample_replays_the_same_both_ways() -> None:
    fast, slow = both_ways(SAMPLE)
    assert fast == slow
    assert fast["boards"] == 9


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
@pytest.mark.parametrize("edition", [None, "2007"])
def test_corpus_files_replay_the_same_both_ways(edition: str | None) -> None:
    # every seventh PBN file of each corpus folder: plain boards, marked
    # irregularities, damaged records, shared deals, claims within a trick
    files = [p for p in find_files([CORPUS]) if p.suffix.lower() == ".pbn"][::7]
    assert len(files) >= 190
    boards = 0
    for path in files:
        fast, slow = both_ways(path, edition)
        assert fast == slow, path
        boards += int(fast["boards"])  # type: ignore[call-overload]
    assert boards > 5000


# -- generated games --------------------------------------------------------------


def _game_text(rng: random.Random) -> str:
    """A PBN game: a random deal, an auction and play mostly in correct
    procedure, sometimes not (an insufficient bid, a double of partner, a
    call after the final pass, a card not held, a revoke, a trick cut short),
    and Result and Score tags that may or may not agree."""
    number = rng.randint(1, 32)
    deal = Deal.random(rng)
    dealer = dealer_for(number)
    tags = {
        "Board": str(number),
        "Dealer": dealer.letter,
        "Vulnerable": vulnerability_for(number).value,
        "Deal": deal.to_pbn(),
    }
    auction = Auction(dealer)
    calls: list[str] = []
    while not auction.is_complete and len(calls) < 40:
        roll = rng.random()
        if roll < 0.03:
            call = rng.choice([*BIDS[:5], DOUBLE, REDOUBLE])  # maybe inadmissible
        else:
            legal = auction.legal_calls()
            call = PASS if roll < 0.55 or len(legal) < 2 else rng.choice(legal[:8])
        calls.append(call.name)
        if auction.inadmissible(auction.next_seat, call) is not None:
            break  # the rest is the careful path's
        auction.add(auction.next_seat, call)
    if rng.random() < 0.03:
        calls.append("Pass")  # after the final pass (39)
    if rng.random() < 0.1 and calls[-3:] == ["Pass"] * 3:
        calls[-3:] = ["AP"]
    contract = auction.contract()
    text = "".join(f'[{k} "{v}"]\n' for k, v in tags.items())
    if contract is not None and not contract.is_passed_out and rng.random() < 0.9:
        declarer = contract.declarer
        assert declarer is not None
        text += f'[Declarer "{declarer.letter}"]\n[Contract "{contract.to_pbn()}"]\n'
    text += f'[Auction "{dealer.letter}"]\n' + " ".join(calls) + "\n"
    if contract is None or contract.declarer is None:
        return text
    play = Play(deal, contract.declarer, contract.trump)
    first = rng.choice(list(Seat)) if rng.random() < 0.1 else contract.declarer.lho
    stop = rng.randint(0, 52) if rng.random() < 0.5 else 52
    tricks: list[dict[Seat, str]] = []
    for _ in range(stop):
        seat = play.next_seat
        legal = play.legal_cards(seat)
        roll = rng.random()
        if roll < 0.01:
            card = rng.choice(CARDS)  # perhaps not held: refused
        elif roll < 0.03:
            card = rng.choice(play.hand(seat))  # perhaps a revoke
        else:
            card = rng.choice(legal)
        if not play.current:
            tricks.append({})
        tricks[-1][seat] = card.name
        if card.index not in play.hands[seat]:
            break
        play.add(seat, card)
    if tricks:
        text += f'[Play "{first.letter}"]\n'
        for trick in tricks:
            text += " ".join(trick.get(first.next(i), "-") for i in range(4)) + "\n"
        if rng.random() < 0.5:
            text += "- - - -\n"
    won = play.won[contract.declarer & 1]
    result = rng.choice([won, won, won + rng.randint(0, 13 - len(play.tricks)), 14, "^9"])
    if rng.random() < 0.9:
        text += f'[Result "{result}"]\n'
    if rng.random() < 0.7:
        text += f'[Score "NS {rng.choice([0, 50, 420, -100, 620])}"]\n'
    return text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), games=st.integers(1, 4))
def test_generated_games_replay_the_same_both_ways(seed: int, games: int) -> None:
    rng = random.Random(seed)
    text = "\n".join(_game_text(rng) for _ in range(games))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.pbn"
        path.write_text(text)
        fast, slow = both_ways(path)
    assert fast == slow, text


# -- what the fast path leaves to the table, law by law ---------------------------

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def _game(auction: str, play: str = "", caller: str = "N", result: str = "") -> str:
    text = f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
    if result:
        text += f'[Result "{result}"]\n'
    text += f'[Auction "{caller}"]\n{auction}\n'
    if play:
        text += f'[Play "E"]\n{play}\n'
    return text


def _plain(text: str) -> PlainBoard | None:
    return plain_board(parse_pbn(text).games[0])


def test_law_17d_22a_a_plain_auction_gives_contract_and_declarer() -> None:
    board = _plain(_game("1NT Pass 3NT Pass Pass Pass"))
    assert board is not None
    assert str(board.contract) == "3NT by N"
    assert not board.complete  # no play and no result: the board is not over


def test_law_17d_four_passes_pass_the_board_out() -> None:
    board = _plain(_game("Pass Pass Pass Pass"))
    assert board is not None and board.contract.is_passed_out and board.complete


def test_law_18d_an_insufficient_bid_is_left_to_the_table() -> None:
    assert _plain(_game("1NT 1S Pass Pass Pass")) is None


def test_law_19a1_doubling_partner_is_left_to_the_table() -> None:
    assert _plain(_game("1NT Pass X Pass Pass Pass")) is None


def test_law_19b1_redoubling_without_a_double_is_left_to_the_table() -> None:
    assert _plain(_game("1NT Pass Pass XX Pass Pass Pass")) is None


def test_law_28_a_first_call_out_of_rotation_is_left_to_the_table() -> None:
    assert _plain(_game("1NT Pass Pass Pass", caller="E")) is None


def test_law_39_a_call_after_the_final_pass_is_left_to_the_table() -> None:
    assert _plain(_game("1NT Pass Pass Pass Pass")) is None


def test_law_44_tricks_and_69a_the_agreed_result_ends_the_board() -> None:
    # 1NT by North: East leads the spade queen, North wins with the ace (44C)
    # and leads the heart queen to East's king (44G); the Result settles the rest
    board = _plain(_game("1NT Pass Pass Pass", "SQ S6 S3 SA\nHK H8 H2 HQ", result="7"))
    assert board is not None
    assert board.complete and board.claimed and board.tricks == 7


def test_law_69a_a_result_the_tricks_played_do_not_allow_is_left_to_the_table() -> None:
    # declarer's side has won one trick and lost one: 13 is more than is left (79A)
    assert _plain(_game("1NT Pass Pass Pass", "SQ S6 S3 SA\nHK H8 H2 HQ", result="13")) is None


def test_law_61a_a_revoke_is_left_to_the_table() -> None:
    # South holds spades but plays a heart to East's spade lead
    assert _plain(_game("1NT Pass Pass Pass", "SQ HA S3 S2", result="7")) is None


def test_law_44_a_card_the_seat_was_not_dealt_is_left_to_the_table() -> None:
    assert _plain(_game("1NT Pass Pass Pass", "SQ S6 S3 SJ", result="7")) is None


def test_a_compiled_fast_path_is_not_older_than_its_source() -> None:
    # scripts/compile.py builds it on request; a stale one would replay
    # yesterday's code while these tests read today's source
    from bridgelaws.formats import plain

    compiled = Path(plain.__file__)
    source = compiled.parent / "plain.py"
    if compiled.suffix != ".so":
        assert compiled == source
        return
    assert compiled.stat().st_mtime >= source.stat().st_mtime, (
        f"{compiled.name} is older than plain.py: run scripts/compile.py again"
    )


def test_law_79a_the_result_of_a_north_declarer_is_read_without_a_declarer_tag(
    tmp_path: Path,
) -> None:
    # North is seat 0: the careful path once took him for no declarer when
    # the record has no Declarer tag, and lost the Result (found by the
    # generated games above)
    path = tmp_path / "north.pbn"
    path.write_text(
        '[Board "24"]\n[Dealer "W"]\n[Vulnerable "None"]\n'
        '[Deal "N:Q942.J7.Q75.KT92 KT.632.AT432.865 J8653.KT84.J9.AQ A7.AQ95.K86.J743"]\n'
        '[Auction "W"]\n1S 1NT Pass 2C Pass 2D Pass Pass Pass\n'
        '[Play "E"]\nH3 H8 H9 HJ\nC8 CQ C7 C2\n- D9 D6 D7\n[Result "^9"]\n'
    )
    fast, slow = both_ways(path)
    assert fast == slow
    assert fast["irregularities"] == [
        {"file": str(path), "board": "24", "irregularity": "result_differs", "laws": ["79A"]}
    ]
