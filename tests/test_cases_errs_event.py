"""``bridgelaws event ...`` with bad input: the error says where and what in
Dutch and German (exit code 2, no traceback, nothing changed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.cli import app
from bridgelaws.events import EventStore
from tests.errs_cases import assert_error, error_line, runner

RESULT = ["--ns", 1, "--ew", 2, "-c", "3NT", "-d", "N"]


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.db"
    result = runner.invoke(
        app, ["event", "new", str(path), "--name", "Di", "--boards", "1-3", "-n", "6"]
    )
    assert result.exit_code == 0, result.output
    return path


def nothing_entered(path: Path) -> None:
    data = EventStore.open(path).snapshot()
    assert data.results == [] and data.pending == [] and data.penalties == []


def test_event_result_board_not_in_the_event(club: Path, tmp_path: Path) -> None:
    args = ["event", "result", club, "-b", 9, *RESULT, "-t", 9]
    assert_error(
        args,
        tmp_path,
        ("spel 9: het spel hoort niet bij de wedstrijd (spellen 1-3)",),
        ("Board 9: das Board gehört nicht zum Turnier (Boards 1-3)",),
        allowed=("result",),
    )
    nothing_entered(club)


def test_event_result_fourteen_tricks(club: Path, tmp_path: Path) -> None:
    args = ["event", "result", club, "-b", 1, *RESULT, "-t", 14]
    assert_error(
        args,
        tmp_path,
        ("spel 1: 14 is geen aantal slagen",),
        ("Board 1: 14 ist keine Anzahl Stiche",),
        allowed=("result",),
    )
    nothing_entered(club)


def test_event_result_level_eight(club: Path, tmp_path: Path) -> None:
    args = ["event", "result", club, "-b", 2, "--ns", 1, "--ew", 2, "-c", "8NT", "-d", "N"]
    assert_error(
        [*args, "-t", 9],
        tmp_path,
        ("spel 2: geen contract heeft niveau 8",),
        ("Board 2: kein Kontrakt hat die Stufe 8",),
        allowed=("result",),
    )


def test_event_result_pair_against_itself_and_unknown_pair(club: Path, tmp_path: Path) -> None:
    same = ["event", "result", club, "-b", 1, "--ns", 3, "--ew", 3, "-c", "3NT", "-d", "N"]
    assert_error(
        [*same, "-t", 9],
        tmp_path,
        ("spel 1: paar 3 kan niet tegen zichzelf spelen",),
        ("Board 1: Paar 3 kann nicht gegen sich selbst spielen",),
        allowed=("result",),
    )
    unknown = ["event", "result", club, "-b", 1, "--ns", 1, "--ew", 77, "-c", "3NT", "-d", "N"]
    assert_error(
        [*unknown, "-t", 9],
        tmp_path,
        ("spel 1: deelnemer 77 (OW) doet niet mee aan de wedstrijd",),
        ("Board 1: Teilnehmer 77 (OW) ist nicht im Turnier",),
        allowed=("result",),
    )
    nothing_entered(club)


def test_event_result_csv_names_file_row_and_column(club: Path, tmp_path: Path) -> None:
    rows = tmp_path / "rows.csv"
    rows.write_text(
        "board,ns,ew,contract,declarer,tricks\n1,1,2,3NT,N,9\n1,3,4,3NT,N,x\n", encoding="utf-8"
    )
    assert_error(
        ["event", "result", club, "--csv", rows],
        tmp_path,
        ("rows.csv rij 3: tricks 'x' is geen getal",),
        ("rows.csv Zeile 3: tricks 'x' ist keine Zahl",),
        allowed=("tricks",),
    )
    # every wrong row is named, then that nothing was entered
    rows.write_text(
        "board,ns,ew,contract,declarer,tricks\n9,1,2,3NT,N,9\n1,3,3,3NT,N,9\n", encoding="utf-8"
    )
    assert_error(
        ["event", "result", club, "--csv", rows],
        tmp_path,
        (
            "rows.csv rij 2: spel 9: het spel hoort niet bij de wedstrijd",
            "rows.csv rij 3: spel 1: paar 3 kan niet tegen zichzelf spelen",
            "; er is niets ingevoerd",
        ),
        ("rows.csv Zeile 2: Board 9:", "; es wurde nichts eingetragen"),
    )
    nothing_entered(club)


def test_event_result_swapped_pair_against_the_movement(club: Path, tmp_path: Path) -> None:
    made = runner.invoke(
        app, ["event", "movement", str(club), "howell", "--rounds", "3", "--boards-per-round", "1"]
    )
    assert made.exit_code == 0, made.output
    data = EventStore.open(club).snapshot()
    assert data.movement is not None
    seat = data.movement.seatings[0]
    args = ["event", "result", club, "-b", seat.boards[0], "--ns", seat.ew, "--ew", seat.ns]
    assert_error(
        [*args, "-c", "3NT", "-d", "N", "-t", 9],
        tmp_path,
        (
            f"NZ {seat.ew}, OW {seat.ns}: NZ en OW verwisseld: het schema heeft "
            f"ronde {seat.round} tafel {seat.table}: NZ {seat.ns}, OW {seat.ew}",
        ),
        (f"NS und OW vertauscht: die Bewegung hat Runde {seat.round} Tisch {seat.table}",),
        allowed=("result",),
    )
    nothing_entered(club)


def test_event_movement_for_another_kind_of_event(club: Path, tmp_path: Path) -> None:
    assert_error(
        ["event", "movement", club, "swiss"],
        tmp_path,
        ("een swiss is een schema voor viertallen; dit is een wedstrijd voor paren",),
        ("ein swiss ist eine Teambewegung; dies ist ein Turnier für Paare",),
        allowed=("swiss",),
    )
    assert_error(
        ["event", "movement", club, "howell", "--rounds", 9],
        tmp_path,
        ("deze Howell heeft 1 tot en met 5 ronden, niet 9",),
        ("dieser Howell hat 1 bis 5 Runden, nicht 9",),
    )


def test_event_adjust_bad_penalty_split_and_missing_score(club: Path, tmp_path: Path) -> None:
    assert_error(
        ["event", "adjust", club, "--penalty", "xx%", "--pair", 3, "-b", 1],
        tmp_path,
        ("--penalty 'xx%': verwacht bijvoorbeeld 25%, 2MP of 3IMP",),
        ("--penalty 'xx%': erwartet z. B. 25%, 2MP oder 3IMP",),
    )
    assert_error(
        ["event", "adjust", club, "--penalty", "2IMP", "--pair", 3, "-b", 1],
        tmp_path,
        ("deze wedstrijd wordt gerekend in matchpunten of procenten van een top",),
        ("dieses Turnier wird in Matchpunkten oder Prozent eines Tops gewertet",),
    )
    assert_error(
        ["event", "adjust", club, "-b", 1, "--ns", 1, "--ew", 2, "--split", "420"],
        tmp_path,
        ("--split '420': verwacht NZ/OW, bijvoorbeeld 420/-50",),
        ("--split '420': erwartet NS/OW, z. B. 420/-50",),
    )
    assert_error(
        ["event", "adjust", club, "-b", 1, "--ns", 1, "--ew", 2, "--artificial", "B+"],
        tmp_path,
        ("geen score: 'B+' (verwacht: punten voor NZ, A+, A, A-",),
        ("kein Ergebnis: 'B+' (erwartet: Punkte für NS",),
        allowed=("A",),
    )
    nothing_entered(club)


def test_event_files_missing_or_there_already(club: Path, tmp_path: Path) -> None:
    assert_error(
        ["event", "score", tmp_path / "missing.db"],
        tmp_path,
        ("missing.db: dit wedstrijdbestand bestaat niet (maak er een met 'event new')",),
        ("missing.db: diese Turnierdatei gibt es nicht",),
    )
    assert_error(
        ["event", "new", club, "--name", "Again"],
        tmp_path,
        ("club.db: het bestand bestaat al; een wedstrijdbestand wordt één keer gemaakt",),
        ("club.db: die Datei gibt es schon",),
    )
    assert_error(
        ["event", "new", tmp_path / "x.db", "--name", "X", "--kind", "rubber"],
        tmp_path,
        ("geen soort wedstrijd 'rubber'; kies uit",),
        ("keine Turnierart 'rubber'",),
        allowed=("pairs", "teams", "individual"),
    )
    assert not (tmp_path / "x.db").exists()
    assert_error(
        ["event", "result", club, "--record", tmp_path / "none.json", "--ns", 1, "--ew", 2],
        tmp_path,
        ("none.json: bestand bestaat niet",),
        ("none.json: Datei nicht vorhanden",),
    )


def test_event_fouled_report_and_import_bad_options(club: Path, tmp_path: Path) -> None:
    assert_error(
        ["event", "fouled", club, "-b", 1, "--table", "3-11"],
        tmp_path,
        ("--table '3-11': verwacht paarnummers NZ:OW, bijvoorbeeld 3:11",),
        ("--table '3-11': erwartet Paarnummern NS:OW",),
    )
    assert_error(
        ["event", "fouled", club, "-b", 1, "--table", "3:4"],
        tmp_path,
        ("spel 1: geen uitslag van NZ 3 tegen OW 4",),
        ("Board 1: kein Ergebnis von NS 3 gegen OW 4",),
    )
    assert_error(
        ["event", "report", club, "-f", "xls"],
        tmp_path,
        ("--format 'xls': kies terminal, cards, csv, html of pbn",),
        ("--format 'xls': wählen Sie terminal, cards, csv, html oder pbn",),
        allowed=("terminal", "cards", "csv", "html", "pbn"),
    )
    bad = tmp_path / "bad.pbn"
    bad.write_text(
        '[Board "5"]\n[North "A"]\n[South "B"]\n[East "C"]\n[West "D"]\n'
        '[Contract "9H"]\n[Declarer "S"]\n[Result "10"]\n',
        encoding="utf-8",
    )
    assert_error(
        ["event", "import", club, bad],
        tmp_path,
        ("bad.pbn regel 1, spel 5: geen contract heeft niveau 9",),
        ("bad.pbn Zeile 1, Board 5: kein Kontrakt hat die Stufe 9",),
    )
    assert EventStore.open(club).snapshot().board_by_number(5) is None


def test_event_error_in_english_keeps_its_words(club: Path, tmp_path: Path) -> None:
    line = error_line(["event", "result", club, "-b", 9, *RESULT, "-t", 9], "en", tmp_path)
    assert line == "error: result: board 9: the board is not in the event (boards 1-3)"
    # an unknown language: the refusal itself in English
    result = runner.invoke(app, ["event", "score", str(club), "--lang", "fr"])
    assert result.exit_code == 2 and "language 'fr' is not available" in result.output
