"""``bridgelaws event``: a club evening from the command line, and its errors."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.events import EventStore

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["event", *map(str, args)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


def new_event(tmp_path: Path) -> Path:
    path = tmp_path / "club.db"
    code, out = run("new", path, "--name", "Tuesday", "--boards", "1-3", "-n", "6")
    assert code == 0, out
    return path


def test_a_session_from_new_to_html(tmp_path: Path) -> None:
    path = new_event(tmp_path)
    assert (
        run("result", path, "-b", 1, "--ns", 1, "--ew", 2, "-c", "4H", "-d", "S", "-t", 10)[0] == 0
    )
    assert (
        run("result", path, "-b", 1, "--ns", 3, "--ew", 4, "-c", "4H", "-d", "S", "-t", 9)[0] == 0
    )
    code, out = run("adjust", path, "-b", 1, "--ns", 5, "--ew", 6, "--artificial", "A+/A-")
    assert code == 0, out
    rows = tmp_path / "rows.csv"
    rows.write_text(
        "board,ns,ew,contract,declarer,tricks,lead\n2,1,2,3NT,N,9,S2\n2,3,4,3NT,N,10,\n",
        encoding="utf-8",
    )
    assert run("result", path, "--csv", rows)[0] == 0
    code, out = run("adjust", path, "--penalty", "25%", "--pair", 3, "-b", 2, "--note", "late")
    assert code == 0, out
    code, out = run("score", path, "--json")
    assert code == 0 and '"unit": "MP"' in out
    html = tmp_path / "results.html"
    assert run("report", path, "-f", "html", "-o", html)[0] == 0
    assert "Tuesday" in html.read_text(encoding="utf-8")
    code, out = run("report", path, "-f", "pbn")
    assert code == 0 and "[TotalScoreTable" in out and "[ScoreMP" in out
    code, out = run("report", path, "-f", "csv", "--travellers")
    assert code == 0 and out.startswith("board,room,ns,ew")
    assert len(EventStore.open(path).snapshot().results) == 5


def test_impossible_input_names_the_row_and_changes_nothing(tmp_path: Path) -> None:
    path = new_event(tmp_path)
    cases = [
        (("-b", 9, "--ns", 1, "--ew", 2, "-c", "3NT", "-d", "N", "-t", 9), "board 9"),
        (("-b", 1, "--ns", 1, "--ew", 2, "-c", "3NT", "-d", "N", "-t", 14), "14 is not"),
        (("-b", 1, "--ns", 1, "--ew", 2, "-c", "8NT", "-d", "N", "-t", 9), "level 8"),
        (("-b", 1, "--ns", 1, "--ew", 1, "-c", "3NT", "-d", "N", "-t", 9), "against itself"),
        (("-b", 1, "--ns", 1, "--ew", 77, "-c", "3NT", "-d", "N", "-t", 9), "no participant 77"),
    ]
    for args, message in cases:
        code, out = run("result", path, *args)
        assert code == 2 and message in out and "Traceback" not in out, out
    rows = tmp_path / "rows.csv"
    rows.write_text(
        "board,ns,ew,contract,declarer,tricks\n1,1,2,3NT,N,9\n1,3,4,3NT,N,14\n", encoding="utf-8"
    )
    code, out = run("result", path, "--csv", rows)
    assert code == 2 and "rows.csv row 3: board 1: 14 is not" in out
    assert EventStore.open(path).snapshot().results == []
    bad_pbn = tmp_path / "bad.pbn"
    bad_pbn.write_text(
        '[Board "5"]\n[North "A"]\n[South "B"]\n[East "C"]\n[West "D"]\n'
        '[Contract "9H"]\n[Declarer "S"]\n[Result "10"]\n',
        encoding="utf-8",
    )
    code, out = run("import", path, bad_pbn)
    assert code == 2 and "bad.pbn line 1, board 5" in out
    assert EventStore.open(path).snapshot().board_by_number(5) is None


def test_no_event_file_and_bad_options(tmp_path: Path) -> None:
    code, out = run("score", tmp_path / "missing.db")
    assert code == 2 and "no such event file" in out
    code, out = run("new", tmp_path / "x.db", "--name", "X", "--kind", "rubber")
    assert code == 2 and "no kind of event" in out
    assert not (tmp_path / "x.db").exists()
    path = new_event(tmp_path)
    code, out = run("new", path, "--name", "Again")
    assert code == 2 and "already exists" in out
    code, out = run("adjust", path, "-b", 1, "--ns", 1, "--ew", 2)
    assert code == 2 and "give one of" in out


def test_team_match_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "teams.db"
    code, out = run(
        "new", path, "--name", "Cup", "--kind", "teams", "--boards", "1-2",
        "-p", "1:Lions", "-p", "2:Tigers", "--match", "1:2",
    )  # fmt: skip
    assert code == 0, out
    for board, room, contract, declarer, tricks in (
        (1, "open", "4S", "N", 10),
        (1, "closed", "4S", "N", 9),
        (2, "open", "3NT", "E", 9),
        (2, "closed", "3NT", "E", 9),
    ):
        code, out = run(
            "result", path, "-b", board, "--match", 1, "--room", room,
            "-c", contract, "-d", declarer, "-t", tricks,
        )  # fmt: skip
        assert code == 0, out
    code, out = run("score", path, "--json")
    assert code == 0
    assert '"name": "Lions"' in out and '"IMPs for": "10"' in out
