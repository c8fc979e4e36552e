"""The published results: hand records with double dummy and par, the
language's notation, imports that import nothing or rank nobody, and Law 87
fouled boards scored per group as the library's scoring method does."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cards import Seat
from bridgelaws.cli import app
from bridgelaws.events import EventSettings, EventStore, ResultEntry, score_event
from bridgelaws.events.reports import html_report, traveller_rows
from bridgelaws.scoring.methods import BoardResult, score_fouled_board

runner = CliRunner()
CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"
FFT = CORPUS / "1999-Fifth_Friday_Tournament" / "FFT_9901_v20.pbn"
ITT = CORPUS / "1999-ACBL_Open_International_Team_Trials" / "99ITTF02.PBN"

# North holds every spade, East every heart, South every diamond, West every club
SUITS_DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def run(*args: object) -> tuple[int, str]:
    result = runner.invoke(app, ["event", *map(str, args)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


def test_hand_record_with_double_dummy_table_and_par(tmp_path: Path) -> None:
    store = EventStore.create(tmp_path / "hands.db", EventSettings("Hands"))
    store.add_board(1, deal=SUITS_DEAL)
    for number in range(1, 5):
        store.add_participant(number, f"Pair {number}")
    store.add_result(ResultEntry(1, 1, 2, contract="3NT", declarer="N", tricks=0))
    store.add_result(ResultEntry(1, 3, 4, contract="7S", declarer="N", tricks=13))
    page = html_report(score_event(store.snapshot()), "nl")
    assert 'class="hand-record"' in page and "dubbel dummy" in page
    # North: 13 tricks with spades trumps, none in no trump (East leads hearts)
    north = page.split("<td>N</td>", 1)[1].split("</tr>", 1)[0]
    cells = [c.split("<")[0] for c in north.split('<td class="n">')[1:]]
    # columns: SA, spades, hearts, diamonds, clubs
    assert cells[0] == "0" and cells[1] == "13"
    # Dutch seats (O, Z) and court cards (H for the king, V for the queen)
    assert "<b>O</b>" in page and "<b>Z</b>" in page and "♠ A H V B 10 9" in page
    assert "par " in page
    english = html_report(score_event(store.snapshot()), "en", hands=False)
    assert 'class="hand-record"' not in english
    store.close()


def test_reports_in_the_languages_notation(tmp_path: Path) -> None:
    store = EventStore.create(tmp_path / "nl.db", EventSettings("Notatie"))
    store.add_boards([1])
    for number in range(1, 5):
        store.add_participant(number, f"Paar {number}")
    store.add_result(ResultEntry(1, 1, 2, contract="3NT", declarer="E", tricks=9, lead="SK"))
    store.add_result(ResultEntry(1, 3, 4, contract="4H", declarer="S", tricks=10))
    scores = score_event(store.snapshot())
    dutch = traveller_rows(scores, scores.travellers[1], "nl")
    assert {(r["contract"], r["declarer"]) for r in dutch} == {("3SA", "O"), ("4♥", "Z")}
    assert next(r["lead"] for r in dutch if r["declarer"] == "O") == "♠H"
    german = traveller_rows(scores, scores.travellers[1], "de")
    assert {(r["contract"], r["declarer"]) for r in german} == {("3SA", "O"), ("4♥", "S")}
    # CSV stays in PBN notation for programs
    english = traveller_rows(scores, scores.travellers[1])
    assert {(r["contract"], r["declarer"]) for r in english} == {("3NT", "E"), ("4H", "S")}
    store.close()


def test_law_87b_fouled_board_scored_per_group_as_the_library_does(tmp_path: Path) -> None:
    store = EventStore.create(tmp_path / "fouled.db", EventSettings("Fouled"))
    store.add_boards([1])
    for number in range(1, 11):
        store.add_participant(number, f"Pair {number}")
    tricks = [10, 9, 11, 10, 8]
    for table, got in enumerate(tricks):
        ns, ew = table + 1, table + 6
        store.add_result(ResultEntry(1, ns, ew, contract="4S", declarer="N", tricks=got))
    assert store.set_fouled(1, [(2, 7), (4, 9)], "B") == 2
    scores = score_event(store.snapshot())
    by_ns = {line.result.ns: line for line in scores.travellers[1]}
    ids = {p.number: p.id for p in store.snapshot().participants.values()}
    from bridgelaws.calls import Contract
    from bridgelaws.scoring.duplicate import score_for_side

    def points(got: int) -> int:
        return score_for_side(Contract.parse("4S"), Seat.NORTH, got, False)

    versions = ["A", "B", "A", "B", "A"]
    expected = score_fouled_board(
        [BoardResult.table(points(t)) for t in tricks], versions, expected=5
    )
    for table, mp in enumerate(expected):
        line = by_ns[ids[table + 1]]
        assert (line.ns, line.ew) == pytest.approx((mp.ns, mp.ew))
    # two groups: a table in group B is compared only with the other B table
    assert by_ns[ids[2]].ns != by_ns[ids[1]].ns
    store.close()


def test_an_import_that_imports_nothing_says_so_and_exits_non_zero(tmp_path: Path) -> None:
    pbn = tmp_path / "pairs.pbn"
    pbn.write_text(
        '[Event "Club"]\n[Board "1"]\n[North "A"]\n[East "B"]\n[South "C"]\n[West "D"]\n'
        '[Dealer "N"]\n[Vulnerable "None"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n\n',
        encoding="utf-8",
    )
    path = tmp_path / "cup.db"
    assert run("new", path, "--name", "Cup", "--kind", "teams", "--boards", "1-2", "-n", 2)[0] == 0
    code, out = run("import", path, pbn, "--lang", "en")
    assert code == 1
    assert "nothing was imported" in out and "no Room Open or Closed" in out
    store = EventStore.open(path)
    assert store.snapshot().results == [] and len(store.snapshot().boards) == 2
    store.close()


@pytest.mark.skipif(not FFT.is_file(), reason=f"the shared corpus is not at {CORPUS}")
def test_fft_import_says_why_nobody_is_ranked_and_reads_its_published_ranking(
    tmp_path: Path,
) -> None:
    path = tmp_path / "fft.db"
    assert run("new", path, "--name", "FFT", "--mp-form", "field")[0] == 0
    code, out = run("import", path, FFT, "--lang", "en")
    assert code == 0, out
    assert "nobody can be ranked" in out
    assert "TotalScoreTable) lists" in out and "OSTRIKOV" in out
