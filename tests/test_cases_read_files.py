"""Damaged PBN and LIN files as a Dutch director meets them: ``show`` and
``replay`` say in his language where (file, line, board) and what is wrong,
without a traceback, and keep whatever of the board can be read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from errs_cases import dutch_words
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.formats.lin import parse_lin
from bridgelaws.formats.messages import MESSAGES, STATES, ReadError
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.i18n import catalog

runner = CliRunner()

GOOD = """\
[Event "Clubavond"]
[Site "Utrecht"]
[Date "2026.11.27"]
[Board "1"]
[West "W"]
[North "N"]
[East "E"]
[South "S"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Scoring "MP"]
[Declarer "N"]
[Contract "1NT"]
[Result "7"]
[Auction "N"]
1NT Pass Pass Pass
[Play "E"]
SQ S6 S3 SA
"""
DEAL_LINE = 11
AUCTION_LINE = 17
PLAY_LINE = 19
#: the tag names, file words and notation a Dutch line may hold as they are
ALLOWED = ("Deal", "Auction", "Play", "md", "mb", "pc", "sv", "mc", "qx", "Result", "Contract")

#: a LIN board: North deals; South holds the spades, West the hearts, North the
#: diamonds and East the clubs (md gives South, West, North, East)
LIN_HANDS = "3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,CAKQJT98765432"


def write(tmp: Path, name: str, text: str) -> Path:
    path = tmp / name
    path.write_text(text, encoding="utf-8")
    return path


def run(args: list[object], lang: str, code: int) -> str:
    """The output of ``bridgelaws ARGS --lang LANG``, which must end with ``code``."""
    result = runner.invoke(app, [*map(str, args), "--lang", lang])
    out = result.output
    assert result.exit_code == code, out
    assert result.exception is None or isinstance(result.exception, SystemExit), out
    assert "Traceback" not in out, out
    if lang == "nl":
        assert "None" not in out, out
    return out


def problem_lines(out: str, tmp: Path) -> list[str]:
    """The lines that name a place in a file, the folder left out."""
    return [
        line.replace(str(tmp) + "/", "").removeprefix("- ")
        for line in out.splitlines()
        if str(tmp) in line
    ]


def shown_problem(tmp: Path, name: str, text: str, lang: str, code: int = 1) -> str:
    """The one problem line ``show`` prints for the file."""
    lines = problem_lines(run(["show", write(tmp, name, text)], lang, code), tmp)
    assert len(lines) == 1, lines
    return lines[0]


def assert_said(tmp: Path, name: str, text: str, nl: str, en: str) -> str:
    """``show`` says the file's one problem as ``nl`` and ``en`` (the Dutch
    without English words); returns the Dutch output."""
    said = shown_problem(tmp, name, text, "nl")
    assert said == nl
    assert_dutch(said)
    assert shown_problem(tmp, name, text, "en") == en
    return run(["show", tmp / name], "nl", 1)


def assert_dutch(line: str) -> None:
    """No English word in a Dutch line (cards such as ♥A left out)."""
    assert dutch_words(re.sub("[♠♥♦♣][AHVB0-9]+", " ", line), ALLOWED) == [], line


# -- PBN --------------------------------------------------------------------------------


def test_pbn_a_deal_of_51_cards_is_said_and_the_board_still_shown(tmp_path: Path) -> None:
    out = assert_said(
        tmp_path,
        "cards51.pbn",
        GOOD.replace("T98.AK32 QT98", "T98.AK3 QT98"),
        f"cards51.pbn, regel {DEAL_LINE}, spel 1: Deal-tag: de handen hebben niet evenveel "
        "kaarten (Noord 12, Oost 13, Zuid 13, West 13); niet gegeven: ♣2",
        f"cards51.pbn, line {DEAL_LINE}, board 1: Deal tag: the hands hold different numbers "
        "of cards (North 12, East 13, South 13, West 13); not dealt: ♣2",
    )
    assert "Contract: 1SA gespeeld door Noord" in out  # nothing recorded is lost
    assert "Score: Noord-Zuid 90, Oost-West -90" in out


def test_pbn_an_ending_with_equal_hands_is_no_damage(tmp_path: Path) -> None:
    ending = GOOD.replace(
        DEAL_LINE_TEXT := GOOD.splitlines()[DEAL_LINE - 1],
        '[Deal "N:AK.Q.. QT.K.. J7.A.. 54.7.."]',
    ).split("[Declarer")[0]
    assert DEAL_LINE_TEXT.startswith("[Deal ")
    pbn = parse_pbn(ending)
    assert pbn.problems == []
    out = run(["show", write(tmp_path, "ending.pbn", ending)], "nl", 0)
    assert "Niet gelezen" not in out


def test_pbn_a_card_dealt_twice_is_said_where_and_what(tmp_path: Path) -> None:
    text = GOOD.replace("AKQ2.654 J76", "AKQ2.652 J76")
    nl = shown_problem(tmp_path, "dubbel.pbn", text, "nl")
    assert nl == (
        f"dubbel.pbn, regel {DEAL_LINE}, spel 1: Deal: ♣2 is twee keer gegeven (nogmaals aan Oost)"
    )
    assert_dutch(nl)
    en = shown_problem(tmp_path, "dubbel.pbn", text, "en")
    assert en == f"dubbel.pbn, line {DEAL_LINE}, board 1: Deal: ♣2 is dealt twice (again to East)"


def test_pbn_a_bad_rank_in_the_deal(tmp_path: Path) -> None:
    text = GOOD.replace("T98.AK32 QT98", "TX8.AK32 QT98")
    nl = shown_problem(tmp_path, "rang.pbn", text, "nl")
    assert nl.startswith(f"rang.pbn, regel {DEAL_LINE}, spel 1: Deal: ")
    assert '"X" is geen kaartwaarde' in nl
    assert_dutch(nl)
    en = shown_problem(tmp_path, "rang.pbn", text, "en")
    assert en.startswith(f"rang.pbn, line {DEAL_LINE}, board 1: Deal: ") and "not a rank" in en


def test_pbn_a_bad_auction_token_cuts_the_auction_there(tmp_path: Path) -> None:
    text = GOOD.replace("1NT Pass Pass Pass", "1NT Pass 1Z Pass")
    out = run(["show", write(tmp_path, "bod.pbn", text)], "nl", 1)
    lines = problem_lines(out, tmp_path)
    expected = f"bod.pbn, regel {AUCTION_LINE}, spel 1: '1Z' in de Auction-sectie is geen bieding"
    assert expected in lines
    for line in lines:
        assert_dutch(line)
    en = problem_lines(run(["show", tmp_path / "bod.pbn"], "en", 1), tmp_path)
    assert f"bod.pbn, line {AUCTION_LINE}, board 1: '1Z' in the Auction section is not a call" in en


def test_pbn_a_token_that_is_no_card(tmp_path: Path) -> None:
    text = GOOD.replace("SQ S6 S3 SA", "SQ S6 S3 SX")
    out = run(["show", write(tmp_path, "kaart.pbn", text)], "nl", 1)
    lines = problem_lines(out, tmp_path)
    assert f"kaart.pbn, regel {PLAY_LINE}, spel 1: 'SX' in de Play-sectie is geen kaart" in lines
    for line in lines:
        assert_dutch(line)


def test_pbn_a_card_the_player_does_not_hold(tmp_path: Path) -> None:
    # North's card of the first trick is the ♥A, which South holds
    out = assert_said(
        tmp_path,
        "speel.pbn",
        GOOD.replace("SQ S6 S3 SA", "SQ S6 S3 HA"),
        f"speel.pbn, regel {PLAY_LINE}, spel 1: handeling 8: Noord heeft ♥A niet "
        "(die is gegeven aan Zuid)",
        f"speel.pbn, line {PLAY_LINE}, board 1: action 8: North does not hold ♥A "
        "(it was dealt to South)",
    )
    assert "♠V" in out and "Biedverloop" in out  # the first three cards and the auction stay


def test_pbn_an_unknown_tag_is_kept_and_a_malformed_one_is_said(tmp_path: Path) -> None:
    unknown = GOOD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Clubnaam "De Kolibrie"]')
    game = parse_pbn(unknown).games[0]
    assert game.tags["Clubnaam"] == "De Kolibrie" and game.problems == []
    out = run(["show", write(tmp_path, "tag.pbn", unknown)], "nl", 0)
    assert problem_lines(out, tmp_path) == []
    broken = GOOD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Clubnaam "De Kolibrie" x')
    nl = shown_problem(tmp_path, "tag.pbn", broken, "nl")
    assert nl == "tag.pbn, regel 13, spel 1: onleesbaar tagpaar '[Clubnaam \"De Kolibrie\" x'"
    en = shown_problem(tmp_path, "tag.pbn", broken, "en")
    assert en == "tag.pbn, line 13, board 1: malformed tag pair '[Clubnaam \"De Kolibrie\" x'"


def test_pbn_problem_messages_render_in_every_language() -> None:
    pbn = parse_pbn('[Board "4"]\n[Auction "N"]\n1S ^R 2S\n[Note "x"]\n', "z.pbn")
    codes = [p.code for p in pbn.problems]
    assert codes == ["pbn_mark_misplaced", "pbn_bad_note"]
    first = pbn.problems[0]
    assert first.error == "'^R' cannot stand in the Auction section"
    assert first.render("nl") == "'^R' kan niet in de Auction-sectie staan"
    assert first.render("de") == "'^R' kann nicht im Auction-Abschnitt stehen"
    assert first.located("nl") == "z.pbn, regel 3, spel 4: '^R' kan niet in de Auction-sectie staan"


# -- LIN --------------------------------------------------------------------------------


def test_lin_a_cut_file_keeps_its_last_board(tmp_path: Path) -> None:
    text = f"qx|o1|pn|a,b,c,d|md|{LIN_HANDS}|sv|o|mb|1S|mb|p|mb|p|mb|p|pc|C2|pc|D"
    boards, problems = parse_lin(text, "cut.lin")
    assert [b.board for b in boards] == [1] and [str(c) for c in boards[0].cards] == ["C2"]
    assert [p.code for p in problems] == ["lin_trailing_junk"]
    nl = shown_problem(tmp_path, "cut.lin", text, "nl")
    assert nl == (
        "cut.lin, regel 1, spel o1: 'pc|D' is geen paar sleutel|waarde|; "
        "het spel is tot daar gelezen"
    )
    en = shown_problem(tmp_path, "cut.lin", text, "en")
    assert (
        en
        == "cut.lin, line 1, board o1: 'pc|D' is not a key|value| pair; the board is read up to it"
    )
    out = run(["show", tmp_path / "cut.lin"], "nl", 1)
    assert "1♠" in out and "♣2" in out  # the auction and the first card are shown


def test_lin_bad_call_and_short_hand_name_board_and_line(tmp_path: Path) -> None:
    text = (
        f"qx|o1|pn|a,b,c,d|md|{LIN_HANDS}|sv|o|mb|1S|mb|p|mb|p|mb|p|\n"
        "qx|o2|md|3SAKQ,HAK|mb|1S|\n"
        f"qx|o3|md|{LIN_HANDS}|sv|o|mb|9Z|\n"
    )
    out = run(["show", write(tmp_path, "slecht.lin", text)], "nl", 1)
    lines = problem_lines(out, tmp_path)
    assert lines == [
        "slecht.lin, regel 2, spel o2: md: de hand van Zuid 'SAKQ' heeft 3 kaarten, geen 13",
        "slecht.lin, regel 3, spel o3: mb: '9Z' is geen bieding (verwacht p, d, r of een bod "
        "zoals 1S, 3N)",
    ]
    for line in lines:
        assert_dutch(line)
    en = problem_lines(run(["show", tmp_path / "slecht.lin"], "en", 1), tmp_path)
    assert en == [
        "slecht.lin, line 2, board o2: md: South's hand 'SAKQ' has 3 cards, not 13",
        "slecht.lin, line 3, board o3: mb: '9Z' is not a call (expected p, d, r or a bid like "
        "1S, 3N)",
    ]


def test_lin_a_card_nobody_in_turn_holds(tmp_path: Path) -> None:
    # North opens 1S and declares; East, on lead, holds no ♠A: South does
    text = f"qx|o1|md|{LIN_HANDS}|sv|o|mb|1S|mb|p|mb|p|mb|p|pc|SA|\n"
    nl = shown_problem(tmp_path, "uitkomst.lin", text, "nl")
    assert nl == (
        "uitkomst.lin, regel 1, spel 1: o1: kaart 1 (♠A): handeling 5: Oost heeft ♠A niet "
        "(die is gegeven aan Zuid)"
    )
    assert_dutch(nl)


# -- replay -----------------------------------------------------------------------------


def test_replay_json_keeps_english_errors_and_adds_code_and_text(tmp_path: Path) -> None:
    write(tmp_path, "bod.pbn", GOOD.replace("1NT Pass Pass Pass", "1NT Pass 1Z Pass"))
    result = runner.invoke(app, ["replay", str(tmp_path), "--json", "--jobs", "1"])
    assert result.exit_code == 1, result.output
    report = json.loads(result.stdout)
    row = report["unreadable"][0]
    assert row["error"] == "'1Z' in the Auction section is not a call"  # spec §5, English
    assert row["code"] == "pbn_not_a_call" and row["args"] == {"value": "'1Z'"}
    assert row["text"] == "'1Z' in de Auction-sectie is geen bieding"
    assert {"file", "board", "line", "error"} <= set(row)
    english = runner.invoke(app, ["replay", str(tmp_path), "--json", "--lang", "en"])
    assert json.loads(english.stdout)["unreadable"][0]["text"] == row["error"]


def test_replay_summary_is_dutch(tmp_path: Path) -> None:
    write(tmp_path, "a.pbn", GOOD.replace("1NT Pass Pass Pass", "1NT Pass 1Z Pass"))
    write(tmp_path, "b.pbn", GOOD.replace('[Result "7"]', '[Result "7"]\n[Score "NS 120"]'))
    write(tmp_path, "c.lin", f"qx|o3|md|{LIN_HANDS}|sv|o|mb|9Z|\n")
    out = run(["replay", tmp_path, "--jobs", "1"], "nl", 1)
    assert "3 bestanden, 2 spellen" in out  # the LIN board could not be read
    assert "Onleesbare spellen: 2" in out and "Afwijkende scores: 1" in out
    assert "NZ 120" in out and "NZ 90" in out and "1SA door Noord" in out
    assert "Wat er mis is" in out and "Verzakingen gemarkeerd met ^R: geen" in out
    for english in ("Unreadable", "Score mismatches", "boards", "none"):
        assert english not in out


def test_replay_and_show_bad_arguments_in_dutch(tmp_path: Path) -> None:
    good = write(tmp_path, "goed.pbn", GOOD)
    cases: list[tuple[list[object], str]] = [
        (["show", tmp_path / "weg.pbn"], "bestaat niet"),
        (["show", good, "--board", "9"], "goed.pbn: geen spel 9"),
        (["show", good, "--edition", "1999"], "editie '1999' is niet beschikbaar"),
        (["replay", tmp_path / "weg.pbn"], "bestand of map bestaat niet"),
        (["replay", good, "--dask-workers", "-1"], "--dask-workers moet 1 of meer zijn"),
        (["replay", good, "--limit", "-1"], "--limit moet 0 of meer zijn"),
    ]
    for args, part in cases:
        out = run(args, "nl", 2)
        line = out.strip().splitlines()[-1].replace(str(tmp_path) + "/", "")
        assert line.startswith("fout: ") and part in line, line
        assert dutch_words(line, ALLOWED) == [], line
    unknown = runner.invoke(app, ["show", str(good), "--lang", "fr"])
    assert unknown.exit_code == 2 and "language 'fr' is not available" in unknown.output


# -- the catalogue ----------------------------------------------------------------------


SAMPLE = {
    "value": "'x'",
    "name": "Auction",
    "number": "3",
    "limit": "100",
    "letter": "R",
    "first": "I",
    "problem": "p",
    "reason": "r",
    "tricks": "9",
    "played": "5",
    "won": "3",
    "moved": "+1",
    "counts": "c",
    "cards": "c",
    "seat": "North",
    "hand": "'h'",
    "card": "SA",
    "count": "3",
    "key": "qx",
    "line": "2",
    "board": "3",
    "before": "EW",
    "index": "1",
    "state": "s",
}


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_reader_message_is_translated_and_fills_in(lang: str) -> None:
    found = catalog(lang)
    assert found is not None
    texts = [*MESSAGES.values(), *STATES.values()]
    missing = [m for m in texts if not (found.get(m) and found.get(m).string)]
    assert missing == []
    for code, text in MESSAGES.items():
        fields = set(re.findall(r"\{(\w+)\}", text))
        shown = ReadError(code, **{k: v for k, v in SAMPLE.items() if k in fields}).render(lang)
        assert shown and "{" not in shown.replace("'{'", ""), (code, shown)


# -- the other commands -----------------------------------------------------------------


def test_score_deal_and_serve_say_bad_arguments_in_dutch(tmp_path: Path) -> None:
    cases: list[tuple[list[object], str]] = [
        (["score", "9Q"], 'geen contract: "9Q"'),
        (["score", "4H", "--declarer", "Q"], "'Q' is geen windrichting (N, O, Z, W)"),
        (["score", "4H", "--tricks", "14"], "14 is geen aantal slagen"),
        (["deal", "--count", "-1"], "--count moet 0 of meer zijn, niet -1"),
        (["deal", "--first", "0"], "--first moet 1 of meer zijn, niet 0"),
        (["deal", "--number", "-5"], "verdelingsnummer -5 ligt buiten 0 .."),
        (["deal", "-o", tmp_path / "weg" / "x.pbn"], "x.pbn: het bestand kan niet geschreven"),
        (["serve", "--port", "-1"], "--port moet 0 tot en met 65535 zijn, niet -1"),
        (["serve", "--database-url", "foo://x"], "is geen adres van SQLite of PostgreSQL"),
    ]
    for args, part in cases:
        out = run(args, "nl", 2)
        line = out.strip().splitlines()[-1]
        assert line.startswith("fout: ") and part in line, line
    said = run(["score", "4HX", "--declarer", "S", "--tricks", "9", "--vulnerable", "NS"], "nl", 0)
    assert said.strip() == (
        "4♥ doublet door Zuid -1 (9 slagen), kwetsbaar: NZ: NZ -200, OW +200 (artikel 77)"
    )
    english = run(["score", "3NT", "--tricks", "10"], "en", 0)
    assert (
        english.strip()
        == "3NT by South +1 (10 tricks), vulnerable: nobody: NS +430, EW -430 (Law 77)"
    )


def test_event_import_says_what_it_skipped_in_dutch(tmp_path: Path) -> None:
    event = tmp_path / "club.db"
    run(["event", "new", event, "--name", "Clubavond", "--kind", "pairs"], "nl", 0)
    text = "\n".join(
        [
            GOOD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Clubnaam "x" junk'),
            GOOD.replace('[Board "1"]', '[Board "2"]').replace(
                '[Contract "1NT"]', '[Contract "?"]'
            ),
            GOOD.replace('[Board "1"]', '[Board "3"]').replace(
                '[Result "7"]', '[Result "7"]\n[Score "NS 120"]'
            ),
        ]
    )
    out = run(["event", "import", event, write(tmp_path, "uitslag.pbn", text)], "nl", 0)
    lines = [line.strip().replace(str(tmp_path) + "/", "") for line in out.splitlines()]
    assert "uitslag.pbn, regel 13, spel 1: onleesbaar tagpaar '[Clubnaam \"x\" junk'" in lines
    assert "uitslag.pbn regel 22 (spel 2): geen contract" in lines
    assert "uitslag.pbn regel 42 (spel 3): Score 'NS 120', artikel 77 geeft NZ 90" in lines


def test_rubber_sheet_is_told_in_dutch(tmp_path: Path) -> None:
    sheet = tmp_path / "robber.json"
    for step in (
        ["4HX", "--declarer", "S", "--tricks", "9", "--honours", "S4"],
        ["Pass"],
        ["3NT", "-d", "E", "-t", "9"],
        ["4S", "-d", "W", "-t", "10"],
    ):
        run(["rubber", "add", sheet, *step], "nl", 0)
    out = run(["rubber", "show", sheet], "nl", 0)
    for part in (
        "spel 1: honneurs (33)",
        "manche 2, spel 4",
        "4♥ doublet door Zuid",
        "rondgepast",
        "Manches: NZ 0, OW 2",
        "Robber voorbij: OW wint met 920 (36)",
    ):
        assert part in out, (part, out)
    for english in ("Games", "deal", "passed out", "win by", "None"):
        assert english not in out, (english, out)
    line = run(["rubber", "pbn", sheet, "-o", tmp_path / "weg" / "r.pbn"], "nl", 2).strip()
    assert line.endswith("r.pbn: het bestand kan niet geschreven worden: map bestaat niet"), line


def test_usage_errors_of_the_command_line_in_dutch() -> None:
    from bridgelaws.cli_words import argv_language, usage_text

    assert argv_language(["show", "x.pbn"]) == "nl"
    assert argv_language(["show", "--lang", "de"]) == "de"
    assert argv_language(["show", "--lang=en"]) == "en"
    assert argv_language(["show", "--lang", "fr"]) == "en"
    cases = {
        "Missing option '--name'.": "optie --name ontbreekt",
        "Missing argument 'contract'.": "argument contract ontbreekt",
        "No such option: --foo": "optie --foo bestaat niet",
        "No such command 'frobnicate'.": "opdracht frobnicate bestaat niet",
        "Option '--jobs' requires an argument.": "optie --jobs vraagt een waarde",
        "Got unexpected extra argument(s) (x y)": "onverwacht extra argument: x y",
        "Invalid value for '--tricks' / '-t': Input should be a valid integer, unable to parse "
        "string as an integer": "ongeldige waarde voor '--tricks' / '-t': "
        "een geheel getal verwacht",
        "Invalid value for '--workers' (env var: 'BRIDGELAWS_WORKERS'): Input should be greater "
        "than or equal to 1": "ongeldige waarde voor '--workers': 1 of meer verwacht",
    }
    for english, dutch in cases.items():
        assert usage_text(english, "nl") == dutch
        assert usage_text(english, "en") == english
    assert usage_text("Something else", "nl") == "Something else"


def test_usage_error_of_the_real_command_line_is_dutch() -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "COLUMNS": "200", "TERM": "dumb"}
    done = subprocess.run(
        [sys.executable, "-m", "bridgelaws.cli", "score", "4H", "--tricks", "x"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "Fout" in done.stderr and "een geheel getal verwacht" in done.stderr, done.stderr
    assert "Input should be" not in done.stderr
