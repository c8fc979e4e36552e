"""Hostile and careless input to ``bridgelaws rule`` and the readers (issue 11).

Every bad record is refused with exit code 2 and one message in the chosen
language that names the field; no traceback, ever. Files are read only when
they are regular files of bounded size; a UTF-8 byte order mark is accepted.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws.cards import BridgeError, InputError, render_error
from bridgelaws.cli import app
from bridgelaws.formats.files import MAX_RECORD_FILE, read_file
from bridgelaws.formats.lin import read_lin
from bridgelaws.formats.pbn import read_pbn
from bridgelaws.record import TableRecord, event_from_json
from bridgelaws.replay import replay

runner = CliRunner()

SPEC = {
    "edition": "2017",
    "board": 7,
    "deal": "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98",
    "events": [{"by": "S", "call": "1NT"}],
}

#: (a change to the record, the field the message must name)
BAD_FIELDS: list[tuple[dict[str, Any], str]] = [
    ({"dealer": 5}, "dealer"),
    ({"dealer": ["N"]}, "dealer"),
    ({"dealer": None}, "dealer"),
    ({"vulnerable": 3}, "vulnerable"),
    ({"vulnerable": {}}, "vulnerable"),
    ({"vulnerable": ["x"]}, "vulnerable"),
    ({"board": 2**63}, "board"),
    ({"board": 1.5}, "board"),
    ({"deal": 7}, "deal"),
    ({"deal": {"N": "AK"}}, "deal"),
    ({"edition": ["2017"]}, "edition"),
    ({"contract": 4}, "contract"),
    ({"contract": "4H", "declarer": 1}, "declarer"),
    ({"events": {"by": "N"}}, "events"),
    ({"events": [{"by": "S", "call": "1" + "0" * 4999 + "NT"}]}, "call"),
    ({"events": [{"by": "S", "call": 5}]}, "call"),
    ({"events": [{"by": ["S"], "call": "1NT"}]}, "by"),
    ({"events": [{"by": "S", "card": None}]}, "card"),
    ({"events": [{"by": "E", "card": "HK", "face_down": "yes"}]}, "led face down"),
    ({"events": [{"by": "S", "choose": {}}]}, "choose"),
    ({"events": [{"fact": 1, "value": True}]}, "fact"),
    ({"events": [{"by": "S", "claim": 9, "statement": 9}]}, "statement"),
    ({"events": [{"by": "S", "agree": "no"}]}, "agree"),
    ({"events": [{"by": "S", "director": "yes"}]}, "director"),
    ({"events": [{"by": "S", "director": False}]}, "director"),
    ({"events": [{"by": "S", "call": "²S"}]}, "call"),
    ({"events": [{"by": "S", "call": "1NT"}] * 10_001}, "events"),
]


def rule(tmp_path: Path, text: str | bytes, *args: str) -> tuple[int, str]:
    path = tmp_path / "record.json"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    result = runner.invoke(app, ["rule", str(path), *args])
    return result.exit_code, result.output


def assert_one_clear_error(code: int, output: str, *words: str) -> None:
    assert code == 2, output
    assert "Traceback" not in output and "Error" not in output.split(":")[0]
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    for word in words:
        assert word in lines[0], output


@pytest.mark.parametrize(("change", "field"), BAD_FIELDS)
def test_rule_refuses_a_bad_field_by_name(
    tmp_path: Path, change: dict[str, Any], field: str
) -> None:
    code, output = rule(tmp_path, json.dumps({**SPEC, **change}), "--lang", "en")
    assert_one_clear_error(code, output, "error: ", f"{field}")
    assert len(output) < 400  # a 5,000-digit call is not echoed back whole


@pytest.mark.parametrize(
    ("lang", "label", "words"),
    [
        ("nl", "fout: ", "is geen tekst"),
        ("de", "Fehler: ", "ist kein Text"),
        ("en", "error: ", "is not text"),
    ],
)
def test_rule_errors_in_the_chosen_language(
    tmp_path: Path, lang: str, label: str, words: str
) -> None:
    code, output = rule(tmp_path, json.dumps({**SPEC, "dealer": 5}), "--lang", lang)
    assert_one_clear_error(code, output, label, "dealer: 5 ", words)


@pytest.mark.parametrize(("field", "value"), [("call", 5), ("vulnerable", 3)])
def test_rule_example_of_a_field_has_no_english_in_dutch(
    tmp_path: Path, field: str, value: int
) -> None:
    """The example a not-text error gives is one record value, not a list
    joined with an English 'or'."""
    data = {**SPEC, field: value} if field == "vulnerable" else {**SPEC}
    if field == "call":
        data["events"] = [{"by": "N", "call": value}]
    code, output = rule(tmp_path, json.dumps(data))
    assert_one_clear_error(code, output, "fout: ", f"{field}: {value} is geen tekst zoals")
    assert " or " not in output


def test_rule_names_the_event_in_dutch(tmp_path: Path) -> None:
    data = {**SPEC, "events": [{"by": "N", "card": "SQ"}]}
    code, output = rule(tmp_path, json.dumps(data))
    assert_one_clear_error(code, output, "handeling 1: Noord heeft ♠V niet")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 50_000 + "]" * 50_000, "nested"),
        ('{"board": ' + "9" * 5000 + "}", "digits"),
        ('{"events": ' + "[" * 40 + "]" * 40 + "}", "nested"),
        ('{"events": [{"fact": "x", "value": ' + "[" * 40 + "]" * 40 + "}]}", "nested"),
        ("{ nope", "not JSON"),
        ("", "not JSON"),
        ("[]", "JSON object"),
    ],
)
def test_rule_refuses_json_that_cannot_be_read(tmp_path: Path, text: str, words: str) -> None:
    code, output = rule(tmp_path, text, "--lang", "en")
    assert_one_clear_error(code, output, words)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (bytes(range(256)) * 4, "not UTF-8 text (byte 128 is 0x80)"),
        ('{"events": [{"fact": "Café"}]}'.encode("latin-1"), "not UTF-8 text (byte 25 is 0xe9)"),
        (b"\x00\x00\x00", "not JSON"),
    ],
)
def test_rule_refuses_binary_and_latin1_files(tmp_path: Path, data: bytes, words: str) -> None:
    code, output = rule(tmp_path, data, "--lang", "en")
    assert_one_clear_error(code, output, words)


def test_rule_accepts_a_byte_order_mark(tmp_path: Path) -> None:
    code, output = rule(tmp_path, "\ufeff" + json.dumps(SPEC), "--lang", "en")
    assert code == 0, output
    result = runner.invoke(app, ["rule", "-", "--json"], input="\ufeff" + json.dumps(SPEC))
    assert result.exit_code == 0 and json.loads(result.output)["next"] == "W"


def test_rule_reads_regular_files_only(tmp_path: Path) -> None:
    for path in ("/dev/zero", str(tmp_path)):
        result = runner.invoke(app, ["rule", path, "--lang", "en"])
        assert_one_clear_error(result.exit_code, result.output, "not a regular file")
    fifo = tmp_path / "record.fifo"
    os.mkfifo(fifo)
    result = runner.invoke(app, ["rule", str(fifo), "--lang", "en"])
    assert_one_clear_error(result.exit_code, result.output, "not a regular file")
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    result = runner.invoke(app, ["rule", str(link)])
    assert_one_clear_error(result.exit_code, result.output, "geen gewoon bestand")
    missing = runner.invoke(app, ["rule", str(tmp_path / "none.json"), "--lang", "de"])
    assert_one_clear_error(missing.exit_code, missing.output, "die Datei gibt es nicht")


def test_rule_has_a_size_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(MAX_RECORD_FILE + 1)  # sparse: nothing is really written
    result = runner.invoke(app, ["rule", str(big), "--lang", "en"])
    assert_one_clear_error(result.exit_code, result.output, "larger than the limit of 2 MB")
    stdin = runner.invoke(app, ["rule", "-", "--lang", "en"], input=" " * (MAX_RECORD_FILE + 1))
    assert_one_clear_error(stdin.exit_code, stdin.output, "larger than the limit")


def test_the_game_readers_read_regular_files_only(tmp_path: Path) -> None:
    link = tmp_path / "zero.pbn"
    link.symlink_to("/dev/zero")
    for reader in (read_pbn, read_lin):
        with pytest.raises(InputError, match="not a regular file"):
            reader(link)  # type: ignore[operator]
    fifo = tmp_path / "games.lin"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        read_file(fifo, 100)


def test_the_readers_accept_a_byte_order_mark(tmp_path: Path) -> None:
    pbn = tmp_path / "bom.pbn"
    pbn.write_bytes(b'\xef\xbb\xbf[Board "1"]\n[Dealer "N"]\n')
    read = read_pbn(pbn)
    assert read.problems == [] and read.games[0].tags["Board"] == "1"
    lin = tmp_path / "bom.lin"
    lin.write_bytes(b"\xef\xbb\xbfmd|1SAKQHAKQDAKQCAKQJ,,,|ah|Board 1|mb|p|mb|p|mb|p|mb|p|\n")
    boards, problems = read_lin(lin)
    assert problems == [] and len(boards) == 1


def test_every_bad_event_is_an_input_error_with_a_translation() -> None:
    for change, _field in BAD_FIELDS:
        for item in change.get("events", []) if isinstance(change.get("events"), list) else []:
            try:
                event_from_json(item)
            except BridgeError as exc:
                assert isinstance(exc, InputError)
                assert render_error(exc, "nl") != str(exc)


def test_the_record_reader_never_raises_anything_but_input_errors() -> None:
    weird: list[Any] = [None, 5, "x", [], [[]], {"events": [None]}, {"events": [[]]}]
    weird += [{"board": b} for b in (None, "7", -1, 0, True, [], {}, 2**70)]
    weird += [{"events": [{"by": b, "call": "P"}]} for b in (None, 0, 1.5, [], {}, "")]
    for data in weird:
        with pytest.raises(InputError):
            TableRecord.from_json(data)


def input_messages() -> set[str]:
    """Every message id given to InputError(...) in the package, and the file reasons."""
    import ast

    from bridgelaws.formats.files import _REASONS

    found = set(_REASONS.values()) | {"error:"}
    for path in Path(__file__).resolve().parents[1].joinpath("bridgelaws").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "InputError"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_input_error_is_translated(lang: str) -> None:
    from bridgelaws.i18n import catalog

    found = catalog(lang)
    assert found is not None
    messages = input_messages()
    assert len(messages) > 40
    missing = [m for m in messages if not (found.get(m) and found.get(m).string)]
    assert missing == []


# -- replay: one damaged game or file never stops the run (item 5) ---------------------

DAMAGED = """[Board "²"]
[Dealer "N"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Contract "¹S"]
[Declarer "S"]
[Result "9"]

[Board "2"]
[Dealer "E"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Contract "3NT"]
[Declarer "S"]
[Result "{result}"]
[Score "NS {score}"]
{notes}
[Board "3"]
[Dealer "S"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Contract "Pass"]
[Result "0"]
"""


def test_replay_goes_on_after_superscript_digits_and_long_numbers(tmp_path: Path) -> None:
    path = tmp_path / "damaged.pbn"
    path.write_text(
        DAMAGED.format(result="9" * 5000, score="4" * 5000, notes='[Note "' + "1" * 5000 + ':x"]'),
        encoding="utf-8",
    )
    report = replay([path])
    assert report.boards == 3
    assert any('"¹S"' in u["error"] for u in report.unreadable)
    assert report.complete >= 1  # the passed-out board 3 is read after the damage
    result = runner.invoke(app, ["replay", str(path), "--json"])
    assert result.exit_code == 1 and "Traceback" not in result.output


def test_replay_reports_a_game_the_engine_fails_on_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bridgelaws.formats.convert as convert

    real = convert.game_to_table

    def failing(game: Any, edition: str | None = None) -> Any:
        if game.tags.get("Board") == "2":
            raise KeyError("card")  # a defect of the engine on this one game
        return real(game, edition)

    monkeypatch.setattr(convert, "game_to_table", failing)
    path = tmp_path / "games.pbn"
    path.write_text(DAMAGED.format(result="9", score="400", notes=""), encoding="utf-8")
    report = replay([path])
    assert any(
        u["board"] == "2" and "could not be read (KeyError" in u["error"] for u in report.unreadable
    )
    assert report.complete >= 1


def test_replay_never_waits_on_a_fifo_or_reads_dev_zero(tmp_path: Path) -> None:
    folder = tmp_path / "files"
    folder.mkdir()
    os.mkfifo(folder / "pipe.pbn")
    (folder / "zero.pbn").symlink_to("/dev/zero")
    (folder / "zero.lin").symlink_to("/dev/zero")
    (folder / "good.pbn").write_text(DAMAGED.format(result="9", score="400", notes=""))
    report = replay([folder])  # the folder's own FIFO and devices are passed over
    assert report.files == 1 and report.boards == 3
    named = replay([folder / "pipe.pbn", folder / "zero.pbn", folder / "zero.lin"])
    assert [u["error"] for u in named.unreadable] == [
        "not a regular file (a device, a pipe or a folder)"
    ] * 3


def test_a_bad_value_is_echoed_in_the_notation_of_the_records() -> None:
    """Messages quote what the user sent as JSON writes it, never as Python
    would (no ``None``, ``True`` or single quotes)."""
    from bridgelaws.cards import shown

    assert shown(None) == "null"
    assert shown(True) == "true"
    assert shown("1SHNT") == '"1SHNT"'
    assert shown({"by": None, "card": ["SA", "HK"]}) == '{"by": null, "card": ["SA", "HK"]}'
    assert shown(list(range(9))) == "[0, 1, 2, 3, …]"
    with pytest.raises(InputError) as error:
        TableRecord.from_json({"board": 1, "events": [{"by": "N", "shout": None}]})
    assert "None" not in str(error.value) and "null" in str(error.value)
