"""``bridgelaws event``: a club evening from the command line, and its errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.events import EventStore

runner = CliRunner()


def run(*args: object) -> tuple[int, str]:
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
        code, out = run("result", path, *args, "--lang", "en")
        assert code == 2 and message in out and "Traceback" not in out, out
    rows = tmp_path / "rows.csv"
    rows.write_text(
        "board,ns,ew,contract,declarer,tricks\n1,1,2,3NT,N,9\n1,3,4,3NT,N,14\n", encoding="utf-8"
    )
    code, out = run("result", path, "--csv", rows, "--lang", "en")
    assert code == 2 and "rows.csv row 3: board 1: 14 is not" in out
    assert EventStore.open(path).snapshot().results == []
    bad_pbn = tmp_path / "bad.pbn"
    bad_pbn.write_text(
        '[Board "5"]\n[North "A"]\n[South "B"]\n[East "C"]\n[West "D"]\n'
        '[Contract "9H"]\n[Declarer "S"]\n[Result "10"]\n',
        encoding="utf-8",
    )
    code, out = run("import", path, bad_pbn, "--lang", "en")
    assert code == 2 and "bad.pbn line 1, board 5" in out
    assert EventStore.open(path).snapshot().board_by_number(5) is None


def test_no_event_file_and_bad_options(tmp_path: Path) -> None:
    code, out = run("score", tmp_path / "missing.db", "--lang", "en")
    assert code == 2 and "no such event file" in out
    code, out = run("new", tmp_path / "x.db", "--name", "X", "--kind", "rubber", "--lang", "en")
    assert code == 2 and "no kind of event" in out
    assert not (tmp_path / "x.db").exists()
    path = new_event(tmp_path)
    code, out = run("new", path, "--name", "Again", "--lang", "en")
    assert code == 2 and "already exists" in out
    code, out = run("adjust", path, "-b", 1, "--ns", 1, "--ew", 2, "--lang", "en")
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
    # numbers are JSON numbers
    body = json.loads(out)
    lions = next(row for row in body["ranking"] if row["name"] == "Lions")
    assert lions["IMPs for"] == 10 and isinstance(lions["VP"], float)


# -- translations ---------------------------------------------------------------------------

EVENT_CODE = [
    Path(__file__).resolve().parents[1] / "bridgelaws" / name
    for name in (
        "cli_event.py",
        "events/reports.py",
        "events/records.py",
        "events/movement_cards.py",
    )
]
TEMPLATE = Path(__file__).resolve().parents[1] / "bridgelaws" / "events" / "templates"


def event_messages() -> set[str]:
    """Every msgid of the events code: literal first arguments of ``_`` and
    ``translate`` calls, the run-time words of :data:`reports.WORDS`, and the
    ``_("...")`` calls of the Jinja templates."""
    import ast

    from jinja2 import Environment, nodes

    from bridgelaws.events.reports import WORDS

    found: set[str] = set(WORDS)
    for path in EVENT_CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "translate"):
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
                elif first is not None and not isinstance(first, ast.Name | ast.Call):
                    raise AssertionError(f"{path.name}:{node.lineno}: msgid is not a literal")
    environment = Environment()
    for template in TEMPLATE.glob("*.html"):
        tree = environment.parse(template.read_text(encoding="utf-8"))
        for call in tree.find_all(nodes.Call):
            if isinstance(call.node, nodes.Name) and call.node.name in ("_", "word"):
                literal = call.args[0] if call.args else None
                if isinstance(literal, nodes.Const) and isinstance(literal.value, str):
                    found.add(literal.value)
    return found


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_events_message_has_a_dutch_and_german_text(lang: str) -> None:
    from bridgelaws.i18n import catalog

    messages = event_messages()
    assert len(messages) > 60 and "Score cards" in messages
    found = catalog(lang)
    assert found is not None
    missing = sorted(m for m in messages if not getattr(found.get(m), "string", ""))
    assert missing == []


# -- score cards, table records and languages from the command line -----------------------------


def test_score_cards_on_the_terminal_and_as_csv(tmp_path: Path) -> None:
    path = new_event(tmp_path)
    for args in (
        ("-b", 1, "--ns", 1, "--ew", 2, "-c", "4H", "-d", "S", "-t", 10),
        ("-b", 1, "--ns", 3, "--ew", 4, "-c", "4H", "-d", "S", "-t", 9),
        ("-b", 2, "--ns", 3, "--ew", 2, "-c", "3NT", "-d", "N", "-t", 9),
    ):
        assert run("result", path, *args)[0] == 0
    code, out = run("report", path, "-f", "cards", "--pair", 2, "--lang", "en")
    assert code == 0 and "Score card of pair 2: 2" in out and "Score card of pair 1" not in out
    assert "-420" in out and "rank" in out
    code, out = run("report", path, "-f", "cards", "--pair", 2)
    assert code == 0 and "Scorekaart van paar 2" in out and "OW" in out
    code, out = run("report", path, "-f", "cards")
    assert code == 0 and out.count("Scorekaart van paar") == 4
    code, out = run("report", path, "-f", "csv", "--cards", "--pair", 2)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("number,name,board,room,direction")
    assert [line.split(",")[2:5] for line in lines[1:]] == [["1", "", "EW"], ["2", "", "EW"]]
    code, out = run("report", path, "-f", "cards", "--pair", 5, "--lang", "en")
    assert code == 2 and "participant 5 is not ranked" in out
    code, out = run("report", path, "-f", "csv", "--cards", "--travellers", "--lang", "en")
    assert code == 2 and "choose one" in out
    code, out = run("score", path, "--lang", "fr")
    assert code == 2 and "language 'fr'" in out


def _record_file(tmp_path: Path, name: str, *, complete: bool, export: bool = False) -> Path:
    import json

    from test_events import RULED_AUCTION, ruled_record

    events = RULED_AUCTION if complete else RULED_AUCTION[:3]
    record = ruled_record(events, play_out=complete)
    body = {"record": record, "report": {}, "rulings": []} if export else record
    path = tmp_path / name
    path.write_text(json.dumps(body), encoding="utf-8")
    return path


def test_a_table_record_becomes_a_result_and_the_director_is_told(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-8", "-n", 4)[0] == 0
    played = _record_file(tmp_path, "board7.json", complete=True)
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 0, out
    assert "board 7: 3NT by S, 7 tricks entered" in out
    assert "may call for an adjusted score (Law 12)" in out
    assert "Insufficient bid by West" in out and "72C" in out
    assert "event adjust" in out and "-b 7 --ns 1 --ew 2" in out
    [result] = EventStore.open(path).snapshot().results
    assert result.kind == "table" and result.ns_outcome == -200 and "27B2" in (result.note or "")
    # the adjusted score replaces the table result
    code, out = run("adjust", path, "-b", 7, "--ns", 1, "--ew", 2, "--split", "-200/-600",
                    "--lang", "en")  # fmt: skip
    assert code == 0 and "It replaces the table result 3NT by S, 7 tricks." in out
    [result] = EventStore.open(path).snapshot().results
    assert result.kind == "split" and "27B2" in (result.note or "")


def test_a_table_record_that_stopped_waits_for_the_director(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-8", "-n", 4)[0] == 0
    stopped = _record_file(tmp_path, "export.json", complete=False, export=True)
    code, out = run("result", path, "--record", stopped, "--ns", 3, "--ew", 4)
    assert code == 0, out
    assert (
        "stopt bij een vraag die de wedstrijdleider nog niet beantwoordde" in out
        and "event adjust" in out
    )
    assert "awaiting_fact" not in out
    data = EventStore.open(path).snapshot()
    assert data.results == [] and [p.status for p in data.pending] == ["awaiting_fact"]
    code, out = run("score", path, "--lang", "en")
    assert code == 0 and "board 7 (3 - 4): waits for the director's adjusted score" in out
    code, out = run("adjust", path, "-b", 7, "--ns", 3, "--ew", 4, "--artificial", "A+/A-")
    assert code == 0 and "wachtte" in out
    data = EventStore.open(path).snapshot()
    assert data.pending == [] and [r.kind for r in data.results] == ["artificial"]


def test_a_table_record_for_another_board_changes_nothing(tmp_path: Path) -> None:
    path = new_event(tmp_path)  # boards 1-3
    played = _record_file(tmp_path, "board7.json", complete=True)
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 2 and "board 7 of the table record is not in the event (boards 1-3)" in out
    assert "Traceback" not in out
    code, out = run(
        "result", path, "--record", tmp_path / "none.json", "--ns", 1, "--ew", 2, "--lang", "en"
    )
    assert code == 2 and "none.json: no such file" in out
    broken = tmp_path / "broken.json"
    broken.write_text('{"board": 1, "events": [{"by": "Q", "call": "1S"}]}', encoding="utf-8")
    code, out = run("result", path, "--record", broken, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 2 and "broken.json: action 1:" in out
    code, out = run(
        "result", path, "--record", played, "-c", "3NT", "--ns", 1, "--ew", 2, "--lang", "en"
    )
    assert code == 2 and "leave them out" in out
    data = EventStore.open(path).snapshot()
    assert data.results == [] and data.pending == []
