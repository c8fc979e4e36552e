"""The words of the command line in the user's language (``--lang``, Dutch
by default): Typer's usage errors of every shape, ``serve``'s refusals
(never a traceback), and what the LIN and PBN writers refuse, with where
and what."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest
from rule_cases import record, script

from bridgelaws.calls import Call
from bridgelaws.cards import BridgeError, InputError, Seat, render_error
from bridgelaws.cli_words import usage_text
from bridgelaws.formats.lin import LinBoard, record_to_lin, write_lin
from bridgelaws.formats.pbn import PbnGame, write_pbn
from bridgelaws.record import CallEvent, DirectorEvent, TableRecord

#: the command as installed in this environment
BRIDGELAWS = Path(sys.executable).with_name("bridgelaws")


def _error(args: list[str]) -> str:
    """The command run as the user runs it (its usage errors are worded by
    ``main``): exit code 2, no traceback, the output on one line."""
    result = subprocess.run(
        [str(BRIDGELAWS), *args], capture_output=True, text=True, timeout=120, check=False
    )
    out = result.stdout + result.stderr
    assert result.returncode == 2, out
    assert "Traceback" not in out
    return " ".join(out.replace("│", " ").split())


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "--cont", "3"], "optie --cont bestaat niet; opties die erop lijken: --count"),
        (
            ["deal", "--cont", "3", "--lang", "de"],
            "Option --cont gibt es nicht; ähnliche Optionen: --count",
        ),
        (
            ["rule", "--lnag", "en", "x.json"],
            "optie --lnag bestaat niet; opties die erop lijken: --lang",
        ),
        (
            ["deal", "--count", "abc"],
            "ongeldige waarde voor '--count' / '-n': een geheel getal verwacht",
        ),
        (["score"], "argument contract ontbreekt"),
        (["rule", "a", "b"], "onverwacht extra argument: b"),
        (["deal", "--seed"], "optie --seed vraagt een waarde"),
        (["frob"], "opdracht frob bestaat niet"),
    ],
)
def test_usage_errors_of_every_shape_are_dutch_by_default(args: list[str], words: str) -> None:
    out = _error(args)
    assert words in out, out
    assert "No such option" not in out and "Possible options" not in out


def test_usage_error_with_a_suggestion_and_an_unquoted_option_name() -> None:
    """Click's other wordings: 'Did you mean', and BadParameter with a bare
    option name (serve --workers)."""
    said = usage_text("No such option: --lnag. Did you mean --lang?", "nl")
    assert said == "optie --lnag bestaat niet; bedoelt u --lang?"
    said = usage_text("Invalid value for --workers: meerdere werkprocessen", "nl")
    assert said.startswith("ongeldige waarde voor --workers: ")
    assert usage_text("No such option: --lnag. Did you mean --lang?", "en").startswith("No such")


def test_serve_refuses_a_store_that_cannot_be_created_in_dutch(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    out = _error(["serve", "--database", str(blocker / "web.db"), "--port", "0"])
    assert "de opslag" in out and "kan niet worden aangemaakt" in out
    out = _error(["serve", "--database", str(blocker / "web.db"), "--lang", "de"])
    assert "der Speicher" in out and "kann nicht angelegt werden" in out


def test_serve_refuses_an_unknown_language_like_every_command() -> None:
    out = _error(["serve", "--lang", "xx"])
    assert "language 'xx' is not available (known: nl, en, de)" in out


# -- the LIN and PBN writers ------------------------------------------------------------


def _refusal(call: object, *args: object) -> BridgeError:
    with pytest.raises(BridgeError) as caught:
        call(*args)  # type: ignore[operator]
    assert isinstance(caught.value, InputError)
    return caught.value


#: board 1 (dealer North): 1NT by North, passed out, and the opening lead
BOARD_ONE = TableRecord.from_json(record(script("N 1NT; E Pass; S Pass; W Pass; E card D2")))


def _lin() -> LinBoard:
    return record_to_lin(BOARD_ONE)


def test_record_to_lin_refusals_are_worded_in_each_language() -> None:
    record = BOARD_ONE
    out_of_turn = TableRecord(record.board, events=[CallEvent(Seat.EAST, Call.parse("1S"))])
    error = _refusal(record_to_lin, out_of_turn)
    assert str(error).startswith("action 1: East calls 1S, but LIN keeps calls in rotation")
    assert render_error(error, "nl").startswith("handeling 1: Oost biedt 1S, maar LIN bewaart")
    assert "(Noord was aan de beurt)" in render_error(error, "nl")
    assert render_error(error, "de").startswith("Handlung 1: Ost sagt 1S an")
    director = TableRecord(record.board, events=[*record.events[:3], DirectorEvent(Seat.NORTH)])
    error = _refusal(record_to_lin, director)
    assert (
        render_error(error, "nl")
        == 'handeling 4: LIN kan {"by": "N", "director": true} niet vastleggen'
    )


def test_write_lin_refusals_name_the_board_and_the_value() -> None:
    board = dataclasses.replace(_lin(), room="Lounge")
    error = _refusal(write_lin, [board])
    assert "zaal 'Lounge' is niet 'Open' of 'Closed'" in render_error(error, "nl")
    board = dataclasses.replace(_lin(), players={Seat.NORTH: "a|b"}, room=None)
    text = render_error(_refusal(write_lin, [board]), "nl")
    assert text == "Spel 1: de spelersnaam ',,a|b,' bevat '|', en dat kan LIN niet bevatten"
    board = dataclasses.replace(_lin(), claim=14, room=None)
    text = render_error(_refusal(write_lin, [board]), "de")
    assert "eine Beanspruchung von 14 Stichen liegt nicht zwischen 0 und 13" in text


def test_write_pbn_refuses_a_tag_name_in_dutch() -> None:
    game = PbnGame(tags={"Bad Tag": "x"})
    text = render_error(_refusal(write_pbn, [game]), "nl")
    assert text == "'Bad Tag' is geen PBN-tagnaam (alleen letters, cijfers en '_')"
