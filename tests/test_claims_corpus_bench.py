"""bench/claims_corpus.py: a claim the corpus holds twice is counted once, and
every shortfall is given its cause (70E1, 70C, 70D1) and the card that loses."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from bridgelaws.cards import Card, Seat
from bridgelaws.claims import Position, adjudicate

_BENCH = Path(__file__).resolve().parents[1] / "bench" / "claims_corpus.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("claims_corpus_bench", _BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


#: one board of the 2001 Cavendish Invitational (round 18): 4H by North, the
#: record stops after three tricks and the result says nine
BOARD = """[Event "27th Cavendish Invitational 2001 Pairs"]
[Board "{board}"]
[Dealer "N"]
[Deal "S:6532.KJT7.A97.K3 AKT98.632.T65.A9 J74.AQ854.8.QT85 Q.9.KQJ432.J7642"]
[Vulnerable "EW"]
[Contract "4H"]
[Declarer "N"]
[Auction "N"]
Pass 2D X 3D
4H Pass Pass Pass
[Play "E"]
SQ S2 SK S4
C2 S3 SA S7
H9 S5 S8 SJ
*
[Result "{result}"]
"""


def _write(path: Path, *boards: str) -> Path:
    path.write_text("% PBN 1.0\n" + "\n".join(boards), encoding="utf-8")
    return path


def test_the_same_claim_in_two_files_is_counted_once(bench: ModuleType, tmp_path: Path) -> None:
    one = _write(tmp_path / "a.pbn", BOARD.format(board=25, result=9))
    # the same file under another name, and the board copied under another number
    two = _write(tmp_path / "b.pbn", BOARD.format(board=25, result=9))
    three = _write(tmp_path / "c.pbn", BOARD.format(board=7, result=9))
    # the same cards with another result is another claim
    four = _write(tmp_path / "d.pbn", BOARD.format(board=25, result=10))
    claims = [c for f in (one, two, three, four) for c in bench.file_claims(f)]
    assert len(claims) == 4
    assert claims[0].key == claims[1].key == claims[2].key != claims[3].key
    outcomes = [bench.Outcome(c.claimed, 10, c.claimed, 0.0, "", c.key, "", c.file) for c in claims]
    assert [o.where for o in bench.distinct(outcomes)] == [str(one), str(four)]
    text = bench.summary("distinct claims", bench.distinct(outcomes))
    assert text.startswith("2 distinct claims: 2 awarded in full (100.0%)")
    assert "shortfalls by cause: none" in text


#: AQ over Kx in spades, West (second hand) holds the king: the unstated finesse (70E1)
FINESSE = Position.from_pbn("N:AQ... 54... 32... K6...", None, "S")


def test_a_shortfall_names_its_cause_and_the_card_that_loses(bench: ModuleType) -> None:
    result = adjudicate(FINESSE, Seat.SOUTH, 13)
    assert result.awarded == 12
    loss = bench.losing_play(FINESSE, result)
    assert loss.card == Card.parse("SA") and loss.better == (Card.parse("SQ"),)
    assert "North plays ♠A, after which 12 of the 13 claimed can be made" in loss.text
    assert "(double dummy ♠Q keeps them)" in loss.text
    assert bench.cause(result, loss, FINESSE.trump) == "70E1"
    assert "♠AQ ♥- ♦- ♣-" in bench.ending(FINESSE)


#: Spades are trumps, North on lead with SA HA HK after ten tricks, West's S2
#: the last trump (no heart): a heart first is ruffed (70C, a forgotten trump)
ONE_TRUMP_OUT = Position.from_pbn("N:A.AK.. .32.4. ..3.32 2...65", "S", "N", won=(10, 0))


def test_a_trick_lost_to_a_forgotten_trump_is_70c(bench: ModuleType) -> None:
    result = adjudicate(ONE_TRUMP_OUT, Seat.NORTH, 13)
    assert result.awarded == 12
    loss = bench.losing_play(ONE_TRUMP_OUT, result)
    assert loss.card is not None and loss.card.suit is not ONE_TRUMP_OUT.trump
    assert bench.cause(result, loss, ONE_TRUMP_OUT.trump) == "70C"


def test_the_second_sample_is_another_tenth_of_the_files(bench: ModuleType, tmp_path: Path) -> None:
    for n in range(20):
        _write(tmp_path / f"f{n:02}.pbn", BOARD.format(board=n + 1, result=9))
    first = bench.corpus_files([tmp_path], 10)
    second = bench.corpus_files([tmp_path], 10, 5)
    assert [p.name for p in first] == ["f00.pbn", "f10.pbn"]
    assert [p.name for p in second] == ["f05.pbn", "f15.pbn"]


def test_a_70d1_shortfall_is_counted_by_what_its_card_does(bench: ModuleType) -> None:
    # the card that costs the trick: North's ♠A follows to the spade led
    # (the unstated finesse), the heart is led into the ruff (the trump)
    finesse = bench.losing_play(FINESSE, adjudicate(FINESSE, Seat.SOUTH, 13))
    trump = bench.losing_play(ONE_TRUMP_OUT, adjudicate(ONE_TRUMP_OUT, Seat.NORTH, 13))
    assert (finesse.role, trump.role) == ("follow", "lead")
    outcomes = [
        bench.Outcome(13, 13, 12, 0.0, "x", (n,), "70D1", "w", role)
        for n, role in enumerate(["discard", "follow", "discard"])
    ]
    text = bench.summary("distinct claims", outcomes)
    assert "shortfalls by cause: 70D1 3" in text
    assert "70D1 by the card that costs the trick: follow 1, discard 2" in text
