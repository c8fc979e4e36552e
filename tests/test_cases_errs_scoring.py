"""Scoring errors a director meets through ``bridgelaws event``: adjusted-score
settings (Law 12C2), weighted scores (12C1(c)) and artificial scores in a team
match (86B2), in Dutch and German, saying where and what."""

from __future__ import annotations

from pathlib import Path

from bridgelaws.cli import app
from tests.errs_cases import assert_error, runner


def event(tmp_path: Path, *args: str) -> Path:
    path = tmp_path / "club.db"
    made = runner.invoke(app, ["event", "new", str(path), "--name", "Di", *args])
    assert made.exit_code == 0, made.output
    return path


def test_law_12c2_average_plus_outside_a_percentage(tmp_path: Path) -> None:
    args = ["event", "new", tmp_path / "x.db", "--name", "X", "--boards", "1-2", "-n", 4]
    assert_error(
        [*args, "--average-plus", 120],
        tmp_path,
        ("kunstmatige percentages moeten tussen 0 en 100 liggen, niet 40, 50, 120",),
        ("künstliche Prozentsätze müssen zwischen 0 und 100 liegen, nicht 40, 50, 120",),
    )
    assert_error(
        [*args, "--average-plus", 30],
        tmp_path,
        ("gemiddeld-min <= gemiddeld <= gemiddeld-plus is vereist: 40, 50, 30",),
        ("Durchschnitt-minus <= Durchschnitt <= Durchschnitt-plus ist verlangt: 40, 50, 30",),
    )
    assert not (tmp_path / "x.db").exists()


def test_law_12c1c_weights_that_do_not_add_up(tmp_path: Path) -> None:
    path = event(tmp_path, "--boards", "1-2", "-n", "4")
    assert_error(
        ["event", "adjust", path, "-b", 1, "--ns", 1, "--ew", 2, "--weighted", "0.5:420,0.4:-50"],
        tmp_path,
        ("de gewichten van een gewogen score moeten samen 1 zijn, niet 9/10",),
        ("die Gewichte eines gewichteten Ergebnisses müssen zusammen 1 ergeben, nicht 9/10",),
    )


def test_law_86b2_artificial_score_at_both_tables(tmp_path: Path) -> None:
    path = tmp_path / "cup.db"
    made = runner.invoke(
        app,
        ["event", "new", str(path), "--name", "Cup", "--kind", "teams", "--boards", "1-2",
         "-p", "1:A", "-p", "2:B", "--match", "1:2"],
    )  # fmt: skip
    assert made.exit_code == 0, made.output
    for room in ("closed", "open"):
        done = runner.invoke(
            app,
            ["event", "adjust", str(path), "-b", "2", "--match", "1", "--room", room,
             "--artificial", "A/A"],
        )  # fmt: skip
        assert done.exit_code == 0, done.output
    assert_error(
        ["event", "score", path],
        tmp_path,
        (
            "wedstrijd 1, spel 2: een kunstmatige score wordt één keer per spel en team "
            "toegekend (artikel 86B2)",
        ),
        ("Match 1, Board 2: ein künstliches Ergebnis wird einmal je Board und Team vergeben",),
    )
