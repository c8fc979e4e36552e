"""A club evening run from the command line as a director would: the event,
its movement and guide cards, entry checked against the movement (a swapped
pair, a missing result), an adjusted and a weighted score, a fouled board
(Law 87), the ranking and the reports, with the matchpoints recomputed here
independently from the entered scores."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.events import EventStore
from bridgelaws.events.movements import Movement
from bridgelaws.scoring.duplicate import score_for_side

runner = CliRunner()


def run(*args: object) -> tuple[int, str]:
    result = runner.invoke(app, ["event", *map(str, args)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


def stored_movement(path: Path) -> Movement:
    store = EventStore.open(path)
    try:
        movement = store.snapshot(results=False).movement
    finally:
        store.close()
    assert movement is not None
    return movement


def tricks_for(board: int, ns: int, ew: int) -> int:
    """A deterministic spread of results: 3NT by North making 8 to 10."""
    return 8 + (board * 3 + ns + 2 * ew) % 3


def write_rows(path: Path, rows: list[dict[str, object]]) -> None:
    fields = ["round", "table", "board", "ns", "ew", "contract", "declarer", "tricks"]
    out = io.StringIO()
    writer = csv.DictWriter(out, fields)
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")


def ns_points(board: int, tricks: int) -> int:
    from bridgelaws.board import vulnerability_for
    from bridgelaws.calls import Contract
    from bridgelaws.cards import Seat

    vulnerable = vulnerability_for(board).is_vulnerable(Seat.NORTH)
    return score_for_side(Contract.parse("3NT"), Seat.NORTH, tricks, vulnerable)


def matchpoints_ns(scores: list[int], expected: int) -> list[float]:
    """78A by hand: 2 per lower score, 1 per equal; Neuberg when fewer."""
    n = len(scores)
    raw = [sum(2 for o in scores if o < s) + sum(1 for o in scores if o == s) - 1 for s in scores]
    return [(m + 1) * expected / n - 1 if n < expected else float(m) for m in raw]


def travellers(path: Path) -> dict[int, list[dict[str, str]]]:
    code, out = run("report", path, "-f", "csv", "--travellers")
    assert code == 0, out
    boards: dict[int, list[dict[str, str]]] = {}
    for row in csv.DictReader(io.StringIO(out)):
        boards.setdefault(int(row["board"]), []).append(row)
    return boards


def test_a_mitchell_evening_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    code, out = run(
        "new",
        path,
        "--name",
        "Dinsdagavond",
        "--boards",
        "1-10",
        "-n",
        "10",
        "--date",
        "2026-11-24",
    )
    assert code == 0, out
    cards = tmp_path / "cards.html"
    code, out = run("movement", path, "mitchell", "--cards", cards)
    assert code == 0, out
    assert "5 tafels, 5 ronden" in out
    html = cards.read_text(encoding="utf-8")
    assert "Routekaart van paar 6" in html and "Tafelkaart van tafel 5" in html
    movement = stored_movement(path)
    assert movement.tables == 5 and movement.boards == tuple(range(1, 11))

    # round 1 table 2 is NS 2 against EW 7, boards 3-4 (EW moves up, boards down)
    second = next(s for s in movement.round_of(1) if s.table == 2)
    assert (second.ns, second.ew) == (2, 7)
    # a swapped pair is caught, naming the movement's expectation
    code, out = run(
        "result",
        path,
        "-b",
        second.boards[0],
        "--ns",
        7,
        "--ew",
        2,
        "-c",
        "3NT",
        "-d",
        "N",
        "-t",
        9,
        "--lang",
        "en",
    )
    assert code == 2
    assert "swapped" in out and f"round 1 table 2: NS 2, EW 7, boards {second.boards[0]}" in out
    # a pair at a table it does not visit, named with its row
    rows: list[dict[str, object]] = []
    for s in sorted(movement.seatings, key=lambda s: (s.round, s.table)):
        for board in s.boards:
            rows.append(
                {
                    "round": s.round,
                    "table": s.table,
                    "board": board,
                    "ns": s.ns,
                    "ew": s.ew,
                    "contract": "3NT",
                    "declarer": "N",
                    "tricks": tricks_for(board, s.ns, s.ew),
                }
            )
    wrong = dict(rows[3], ew=rows[3]["ns"], ns=rows[3]["ew"])
    write_rows(tmp_path / "bad.csv", [*rows[:3], wrong])
    code, out = run("result", path, "--csv", tmp_path / "bad.csv", "--lang", "en")
    assert code == 2 and "bad.csv row 5" in out and "swapped" in out
    # the evening's results, one table's board 10 not entered (missing)
    missing = next(r for r in rows if r["board"] == 10)
    entered = [r for r in rows if r is not missing]
    write_rows(tmp_path / "first.csv", entered[:20])
    assert run("result", path, "--csv", tmp_path / "first.csv")[0] == 0
    # the file grows during the evening: entered again with --resume
    write_rows(tmp_path / "all.csv", entered)
    code, out = run("result", path, "--csv", tmp_path / "all.csv", "--resume")
    assert code == 0, out
    assert "29 uitslagen ingevoerd" in out and "20 regels waren al ingevoerd" in out

    # missing results listed before the ranking
    code, out = run("score", path)
    assert code == 0, out
    assert out.index("Ontbrekende uitslagen (1)") < out.index("Dinsdagavond")
    assert (
        f"ronde {missing['round']}, tafel {missing['table']}, spel 10: "
        f"NZ {missing['ns']} - OW {missing['ew']}" in out
    )

    # the director: an artificial score, a weighted score, a fouled board
    adjusted = next(r for r in entered if r["board"] == 1)
    code, out = run(
        "adjust", path, "-b", 1, "--ns", adjusted["ns"], "--ew", adjusted["ew"],
        "--artificial", "A+/A-", "--note", "slow play",
    )  # fmt: skip
    assert code == 0, out
    weighted = next(r for r in entered if r["board"] == 2)
    code, out = run(
        "adjust", path, "-b", 2, "--ns", weighted["ns"], "--ew", weighted["ew"],
        "--weighted", "0.6:-140,0.4:110", "--note", "12C1c",
    )  # fmt: skip
    assert code == 0, out
    fouled = [r for r in entered if r["board"] == 5][:2]
    code, out = run(
        "fouled", path, "-b", 5,
        *[f for r in fouled for f in ("--table", f"{r['ns']}:{r['ew']}")], "--version", "B",
    )  # fmt: skip
    assert code == 0 and "2 tafels" in out, out

    boards = travellers(path)
    # board 2's weighted score in full on the traveller
    assert any(row["score_ns"] == "60% -140 / 40% +110" for row in boards[2])
    # an untouched board recomputed here: matchpoints as 78A gives them
    for number in (3, 4, 6):
        lines = boards[number]
        scores = [int(row["score_ns"]) for row in lines]
        for row, mp in zip(lines, matchpoints_ns(scores, 5), strict=True):
            assert float(row["ns_value"] or 0) == round(mp, 2)
    # the fouled board: two groups, each scored on its own and scaled to the top of 5
    lines = boards[5]
    group_b = {(int(r["ns"]), int(r["ew"])) for r in lines} & {
        (int(r["ns"]), int(r["ew"])) for r in fouled
    }
    assert len(group_b) == 2
    for members in (
        [r for r in lines if (int(r["ns"]), int(r["ew"])) in group_b],
        [r for r in lines if (int(r["ns"]), int(r["ew"])) not in group_b],
    ):
        scores = [int(row["score_ns"]) for row in members]
        for row, mp in zip(members, matchpoints_ns(scores, 5), strict=True):
            assert float(row["ns_value"]) == round(mp, 2)
    # board 10 was played 4 times, not 5: Neuberg
    assert len(boards[10]) == 4

    # the ranking as JSON: numbers, North-South first, the missing table listed
    code, out = run("score", path, "--json")
    body = json.loads(out)
    directions = [row["direction"] for row in body["ranking"]]
    assert directions == ["NS"] * 5 + ["EW"] * 5
    assert all(isinstance(row["MP"], float | int) for row in body["ranking"])
    assert body["missing"] == [
        {
            "round": missing["round"],
            "table": missing["table"],
            "board": 10,
            "ns": missing["ns"],
            "ew": missing["ew"],
        }
    ]
    # the report: HTML page and score cards with the opponents' names
    code, out = run("report", path, "-f", "html", "-o", tmp_path / "uitslag.html")
    assert code == 0, out
    page = (tmp_path / "uitslag.html").read_text(encoding="utf-8")
    assert "60% -140 / 40% +110" in page
    # the missing table is marked on board 10's traveller and on both score cards
    board_10 = page.split('id="board-10"', 1)[1].split("</section>", 1)[0]
    assert "ontbreekt" in board_10
    code, out = run("report", path, "-f", "cards", "--pair", 1)
    assert code == 0 and "…" not in out, out
    for pair in (missing["ns"], missing["ew"]):
        code, out = run("report", path, "-f", "csv", "--cards", "--pair", pair)
        row = next(r for r in csv.DictReader(io.StringIO(out)) if r["board"] == "10")
        assert row["adjusted"] == "missing" and row["score"] == ""
    code, out = run("report", path)
    assert code == 0 and "ontbreekt" in out


def test_a_howell_evening_end_to_end(tmp_path: Path) -> None:
    path = tmp_path / "howell.db"
    assert run("new", path, "--name", "Howell", "--boards", "1-14", "-n", "8")[0] == 0
    code, out = run("movement", path, "howell", "--lang", "en")
    assert code == 0 and "4 tables, 7 rounds" in out, out
    movement = stored_movement(path)
    rows = [
        {
            "round": s.round,
            "table": s.table,
            "board": board,
            "ns": s.ns,
            "ew": s.ew,
            "contract": "3NT",
            "declarer": "N",
            "tricks": tricks_for(board, s.ns, s.ew),
        }
        for s in sorted(movement.seatings, key=lambda s: (s.round, s.table))
        for board in s.boards
    ]
    # a pair entered the wrong way round at its table
    swapped = dict(rows[0], ns=rows[0]["ew"], ew=rows[0]["ns"])
    write_rows(tmp_path / "swapped.csv", [swapped])
    code, out = run("result", path, "--csv", tmp_path / "swapped.csv", "--lang", "en")
    assert code == 2 and "swapped" in out and "row 2" in out
    write_rows(tmp_path / "all.csv", rows[1:])
    assert run("result", path, "--csv", tmp_path / "all.csv")[0] == 0
    code, out = run("score", path, "--lang", "en")
    assert code == 0 and "Results missing (1)" in out, out
    # adjusted and weighted
    r = rows[5]
    assert (
        run("adjust", path, "-b", r["board"], "--ns", r["ns"], "--ew", r["ew"], "--assigned", 600)[
            0
        ]
        == 0
    )
    r = rows[6]
    code, out = run(
        "adjust", path, "-b", r["board"], "--ns", r["ns"], "--ew", r["ew"],
        "--weighted", "1/3:400,2/3:-100",
    )  # fmt: skip
    assert code == 0, out
    # a Howell is one field: every pair sits both ways, one ranking
    code, out = run("score", path, "--json")
    body = json.loads(out)
    assert [row["direction"] for row in body["ranking"]] == [None] * 8
    percents = [row["percent"] for row in body["ranking"]]
    assert percents == sorted(percents, reverse=True)
    boards = travellers(path)
    assert any(row["score_ns"] == "66.7% -100 / 33.3% +400" for row in boards[r["board"]])
    for number, lines in boards.items():
        if all(row["adjusted"] == "" for row in lines):
            scores = [int(row["score_ns"]) for row in lines]
            for row, mp in zip(lines, matchpoints_ns(scores, 4), strict=True):
                assert float(row["ns_value"]) == round(mp, 2), number
