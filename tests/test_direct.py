"""``bridgelaws direct`` driven as a new user would: typed lines in, the
ruling out, in Dutch and in English."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws import Table, TableRecord
from bridgelaws.cli import app

runner = CliRunner()


def direct(lines: list[str], *options: str) -> str:
    result = runner.invoke(app, ["direct", *options], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    return result.output


def test_direct_insufficient_bid_in_english(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(
        ["S 1NT", "W 1S", "director N", "no", "2", "W 2S", "quit"],
        "--board",
        "7",
        "--lang",
        "en",
        "--save",
        str(saved),
    )
    assert "Insufficient bid (West; Law 27)" in out
    assert "North chooses, after hearing every option:" in out
    assert "The lowest sufficient bid in the denomination of 1♠ is 2♠." in out
    assert "Was 1♠ artificial" in out
    table = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8")))
    assert [c.name for _, c in table.auction.calls] == ["1NT", "2S"]
    assert table.obligations == []  # 27B1a: no further rectification


def test_direct_insufficient_bid_in_dutch() -> None:
    out = direct(["Z 1SA", "W 1S", "arbiter N", "nee", "2", "W pas", "stop"], "--board", "7")
    assert "Onvoldoende bod" in out
    assert "Noord kiest" in out
    assert "Oost moet passen tot het einde van de bieding" in out


def test_direct_bid_out_of_rotation_in_english() -> None:
    out = direct(["S 1H", "yes", "director W", "2", "quit"], "--board", "1", "--lang", "en")
    assert "Bid out of rotation" in out
    assert "West chooses" in out
    assert "(29B, 31B, 26B)." in out  # the option's laws and its branches, one list


def test_direct_bid_out_of_rotation_in_dutch() -> None:
    out = direct(["Z 1H", "ja", "arbiter W", "1", "stop"], "--board", "1")
    assert "Bod voor de beurt" in out
    assert "West kiest" in out


@pytest.mark.parametrize(
    ("lang", "calls", "yes", "confirm", "director", "words"),
    [
        ("en", ("N 1C", "N 1D"), "no", "yes", "director E", "Change of call"),
        ("nl", ("N 1K", "N 1R"), "nee", "ja", "arbiter O", "Wijzigen van een bieding"),
    ],
)
def test_direct_change_of_call(
    lang: str,
    calls: tuple[str, str],
    yes: str,
    confirm: str,
    director: str,
    words: str,
    tmp_path: Path,
) -> None:
    saved = tmp_path / "record.json"
    out = direct(
        [calls[0], calls[1], confirm, director, yes, "2", "quit"],
        "--board",
        "1",
        "--lang",
        lang,
        "--save",
        str(saved),
    )
    assert words in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"][-1] == {"by": "E", "choose": "reject"}
    table = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8")))
    assert [c.name for _, c in table.auction.calls] == ["1C"]


def test_direct_bad_input_is_explained_and_nothing_is_lost(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["N 1C", "Q 1D", "N 9Z", "E 1D", "quit"], "--lang", "en", "--save", str(saved))
    assert "is not a seat" in out and "neither a call nor a card" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert [e["call"] for e in record["events"]] == ["1C", "1D"]


def test_direct_undo_takes_back_the_last_action(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["N 1C", "E 1D", "undo", "E 1H", "quit"], "--lang", "en", "--save", str(saved))
    assert "Taken back: East: 1♦" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert [e["call"] for e in record["events"]] == ["1C", "1H"]


def test_direct_refuses_an_unknown_language() -> None:
    result = runner.invoke(app, ["direct", "--lang", "fr"], input="quit\n")
    assert result.exit_code == 2
    assert "not available" in result.output


# -- from the situation the director finds (spec §6) ------------------------------------


def test_direct_revoke_after_the_play_in_dutch(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["n", "4S Z", "10", "O verzaakt 5", "O", "1", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "Wie maakte slag 5" in out and "Hoeveel slagen maakte Oost-West na slag 5" in out
    assert "Artikel 64A1: 2 slagen worden overgedragen aan Noord-Zuid." in out
    assert "Zuid maakt 12 slagen" in out and "Score: NZ +480." in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["situation"] == {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 10, "EW": 3},
    }
    assert record["events"][0] == {"fact": "revoke", "value": {"seat": "E", "trick": 5}}
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


def test_direct_auction_so_far_then_insufficient_bid_in_dutch() -> None:
    out = direct(["b", "1SA", "O 1H", "arbiter Z", "nee", "2", "O 2H", "stop"], "--board", "1")
    assert "Biedverloop: N:1SA" in out
    assert "Onvoldoende bod (Oost" in out
    assert "Instructie aan de tafel:" in out
    assert "Oost: 2♥" in out


def test_direct_play_situation_with_penalty_card_in_dutch() -> None:
    lines = ["s", "4S Z", "3-1", "", "W", "", "O:KH groot", "", "stop"]
    out = direct(lines, "--board", "1")
    assert "Zuid kiest" in out  # 50D2: declarer's choice at West's lead, at once
    assert "♣H" in out


def test_direct_mistyped_seat_records_nothing(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["b", "", "S 1H", "Oops 1H", "N 1H", "stop"], "--board", "1", "--save", str(saved))
    assert "'S' is geen windrichting (N, O, Z, W)" in out
    assert "'Oops' is geen windrichting" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"] == [{"by": "N", "call": "1H"}]


def test_direct_call_out_of_turn_is_confirmed_first(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    out = direct(["b", "", "Z 1H", "nee", "stop"], "--board", "1", "--save", str(saved))
    assert "Zuid is niet aan de beurt (Noord wel)" in out and "Niet vastgelegd." in out
    assert json.loads(saved.read_text(encoding="utf-8"))["events"] == []


def test_direct_out_of_turn_question_asked_again_until_yes_or_no(tmp_path: Path) -> None:
    """Typing the next action instead of ja/nee does not drop the card: the
    question is asked again (a director at the table types fast)."""
    saved = tmp_path / "record.json"
    lines = ["s", "3SA N", "", "", "", "W H7", "N arbiter", "ja", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "Antwoord ja of nee." in out and "Niet vastgelegd." not in out
    assert json.loads(saved.read_text(encoding="utf-8"))["events"][-1] == {"by": "W", "card": "H7"}


def test_direct_impossible_situation_is_explained_in_german() -> None:
    out = direct(["s", "4P S", "10-4", "stop"], "--board", "1", "--lang", "de")
    assert "Die gespielten Stiche: 14 Stiche insgesamt" in out
    assert "situation." not in out


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", ("S8", "8S", "HV", "VH", "SH", "HS", "K10", "10K")),
        ("en", ("S8", "8S", "HQ", "QH", "SK", "KS", "C10", "TC")),
        ("de", ("P8", "8P", "CD", "DC", "PK", "KP", "T10", "10T")),
    ],
)
def test_direct_cards_typed_suit_first_or_rank_first(lang: str, words: tuple[str, ...]) -> None:
    from bridgelaws.notation import parse_card

    read = [parse_card(word, lang).name for word in words]
    assert read == ["S8", "S8", "HQ", "HQ", "SK", "SK", "CT", "CT"]


def test_notation_every_card_both_ways_in_every_language() -> None:
    """A card written suit first or rank first reads back as itself (the Dutch
    H and the German K, both a suit and a rank, never make two readings)."""
    from bridgelaws.cards import Card, Rank, Suit
    from bridgelaws.notation import notation, parse_card, rank_text

    for lang in ("nl", "en", "de"):
        letters = notation(lang).suits
        for suit in Suit:
            for rank in Rank:
                card = Card(suit, rank)
                r = rank_text(rank, lang)
                assert parse_card(letters[suit] + r, lang) is card, (lang, card)
                assert parse_card(r + letters[suit], lang) is card, (lang, card)


def test_notation_german_t_is_treff_never_the_ten() -> None:
    from bridgelaws.notation import parse_card

    assert parse_card("KT", "de").name == "CK"  # König Treff, not Karo 10
    assert parse_card("K10", "de").name == "DT"


def test_direct_seven_of_spades_in_the_play_is_a_card(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["s", "4H Z", "3-1", "", "W", "", "", "", "W 7S", "N 2S", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "West speelt ♠7" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"] == [{"by": "W", "card": "S7"}, {"by": "N", "card": "S2"}]


def test_direct_other_known_hands_are_asked_and_checked(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["s", "4H Z", "3-1", "", "W", "", "", "O:A2.-.-.-", "W S3", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "Andere kaarten die u kent" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    # the voids typed '-' are known voids (spec §6), kept as typed
    assert record["situation"]["hands"] == {"E": "A2.-.-.-"}
    out = direct(["s", "4H Z", "3-1", "", "W", "", "", "O:X2.-.-.-", "stop"], "--board", "1")
    assert "'SX' is geen kaart" in out  # the situation is asked again, nothing kept


def test_direct_law_54_general_protocol_before_the_options_in_dutch(tmp_path: Path) -> None:
    """Seed 004: who called, not yet accepted (54B), how East came to lead
    (47E1), could declarer see dummy (54C); only then every option."""
    saved = tmp_path / "record.json"
    lines = ["s", "4S Z", "0-0", "", "", "", "", "O HH", "ja", "arbiter W", "nee", "nee", "3"]
    out = direct([*lines, "stop"], "--board", "1", "--save", str(saved))
    order = [
        "Algemeen protocol",
        "West heeft de wedstrijdleider geroepen",
        "Zuid heeft sindsdien niet gespeeld: met een kaart had hij het geaccepteerd (54B)",
        "Vraag Oost hoe hij ertoe kwam voor te spelen",
        "Kan Zuid kaarten van Noord hebben gezien?",
        "Zuid kiest, na uitleg van alle mogelijkheden",
    ]
    places = [out.index(text) for text in order]
    assert places == sorted(places), places
    events = json.loads(saved.read_text(encoding="utf-8"))["events"]
    assert events[2:5] == [
        {"fact": "opponent_induced", "value": False},
        {"fact": "could_see_dummy", "value": False},
        {"by": "S", "choose": "require_retraction"},
    ]


def test_direct_law_47e1_induced_lead_goes_back(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["s", "4S Z", "0-0", "", "", "", "", "O HH", "ja", "arbiter W", "ja", "stop"]
    out = direct(lines, "--board", "1", "--lang", "nl", "--save", str(saved))
    assert "Zuid kiest" not in out
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["next"] == "W" and report["rulings"][-1]["laws"] == ["47E1"]


def test_direct_law_27a1_acceptance_said_aloud_in_english() -> None:
    out = direct(["a", "1NT", "E 1H", "S pass", "quit"], "--board", "1", "--lang", "en")
    assert (
        "Insufficient bid by East: South called over it and so accepted it (27A1). "
        "No rectification; the auction goes on." in out
    )


def test_direct_law_62c1_revoke_found_in_the_trick_in_progress_in_dutch(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["s", "4S Z", "3-1", "N:H7 O:K3 Z:H9", "", "", "", "O verzaakt 5", "2", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "Zuid kiest" in out and "♣3" in out
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["next"] == "E"  # East plays again (62A)
    assert report["obligations"][0]["card"] == "C3"


class _Terminal:
    """A tmux pane on a server of the test's own (``-L``): keys typed, the
    screen read, nothing timed: every wait is for something on the screen."""

    def __init__(self, name: str, command: str, env: dict[str, str]) -> None:
        self.tmux = ["tmux", "-L", name, "-f", "/dev/null"]
        # the program's end is shown on the screen, and the pane stays for reading
        shell = f"{command}; echo bridgelaws-exit-$?; sleep 600"
        self.run("new-session", "-d", "-s", name, "-x", "100", "-y", "50", shell, env=env)

    def run(self, *args: str, env: dict[str, str] | None = None) -> str:
        done = subprocess.run(
            [*self.tmux, *args], check=True, capture_output=True, text=True, env=env
        )
        return done.stdout

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-S", "-")

    def at_prompt(self) -> bool:
        """The cursor stands after a question's ': ' (the program reads a line)."""
        x, y = (int(v) for v in self.run("display", "-p", "#{cursor_x} #{cursor_y}").split())
        lines = self.run("capture-pane", "-p").split("\n")
        # the screen's lines come without trailing blanks: the cursor stands
        # one place past the colon, at the end of the line
        line = lines[y].rstrip() if y < len(lines) else ""
        return line.endswith(":") and x == len(line) + 1

    def wait(self, ready: Callable[[], bool], what: str, limit: float = 120) -> None:
        deadline = time.monotonic() + limit
        while not ready():
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} never came; the screen:\n{self.screen()}")
            time.sleep(0.05)

    def type(self, line: str) -> None:
        """Type a line once the program asks for one; return once it was echoed."""
        self.wait(self.at_prompt, f"the question before {line!r}")
        before = self.screen()
        self.run("send-keys", "-t", self.tmux[2], line, "Enter")
        self.wait(lambda: self.screen() != before, f"the echo of {line!r}")

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], check=False, capture_output=True)


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_direct_in_a_real_terminal_with_tmux(tmp_path: Path) -> None:
    """A director at a terminal (tmux): the revoke after the play, typed key by key."""
    saved = tmp_path / "record.json"
    command = f"{sys.executable} -m bridgelaws.cli direct --board 1 --save {saved}"
    env = {**os.environ, "COLUMNS": "100"}
    terminal = _Terminal(f"bridgelaws-direct-{os.getpid()}", command, env)
    try:
        for line in ["n", "4S Z", "10", "O verzaakt 5", "O", "1", "stop"]:
            terminal.type(line)
        # the record is saved when the program ends: read it only then
        terminal.wait(lambda: "bridgelaws-exit-" in terminal.screen(), "the end of the program")
        assert "bridgelaws-exit-0" in terminal.screen(), terminal.screen()
        record = json.loads(saved.read_text(encoding="utf-8"))
    finally:
        terminal.close()
    report = Table.from_record(TableRecord.from_json(record)).report()
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["score"] == {"NS": 480, "EW": -480}


def test_law_16b1a_direct_hesitation_judged_in_dutch() -> None:
    deal = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
    alternatives = {"fact": "logical_alternatives", "of": 7, "value": ["Pass", "3S"],
                    "suggested": "3S"}  # fmt: skip
    outcomes = {"fact": "outcomes", "value": [
        {"contract": "3H", "declarer": "E", "tricks": 9, "weight": "0.7"},
        {"contract": "3H", "declarer": "E", "tricks": 8, "weight": "0.3"}]}  # fmt: skip
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    lines = ["N 1S", "O 2H", "Z 2S", "W 3H", "N pas",
             "N denkpauze",
             "O pas", "Z 3S", "W pas", "N pas", "O pas", "oordeel", "O HA",
             json.dumps(alternatives), json.dumps(outcomes),
             *map(json.dumps, events)]  # fmt: skip
    out = direct(lines, "--board", "1", "--deal", deal)
    assert "genoteerd: ongeoorloofde informatie van Noord" in out
    assert "Bieden en spelen gaan door; de wedstrijdleider komt na afloop terug." in out
    assert "De denkpauze van Noord staat vast" in out
    assert "Zuid koos 3♠" in out
    assert "Arbitrale score toegekend." in out and "30% × +50 + 70% × -140" in out


def test_direct_hesitation_before_any_call_is_refused_in_german() -> None:
    out = direct(["N denkpause", "stop"], "--board", "1", "--lang", "de")
    assert "N hat noch nicht angesagt" in out


def test_direct_a_mistyped_start_answer_is_asked_again_in_dutch(tmp_path: Path) -> None:
    """A mistyped answer to a start question is said and that question asked
    again; the next answers keep their questions. Empty tricks: the opening
    lead is not yet faced, and a lead by the wrong defender is then Law 54."""
    saved = tmp_path / "record.json"
    lines = ["s", "4S", "4S Z", "4", "", "", "", "O RH", "ja", "arbiter W", "stop"]
    out = direct(lines, "--board", "1", "--save", str(saved))
    assert "'4' zijn geen twee aantallen slagen" in out
    assert out.count("Slagen tot nu toe") == 2 and out.count("Contract en leider") == 2
    assert "Oost speelt ♦H" in out and "Artikel 54" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["situation"] == {"contract": "4S", "declarer": "S"}
    assert record["events"][0] == {"by": "E", "card": "DK"}


# -- claims: the director signs the award (70) -----------------------------------------

#: each seat holds one whole suit: after the first trick North's trumps are all high
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
CLAIM_LINES = ["N 7S", "O pas", "Z pas", "W pas", "O HA", "Z RA", "W KA", "N S2"]


def test_direct_claim_disputed_then_the_director_confirms_in_dutch(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = [*CLAIM_LINES, "N claimt 13 troef trekken", "O betwist", "arbiter O", "ja", "stop"]
    out = direct(lines, "--board", "1", "--deal", ONE_SUIT_EACH, "--save", str(saved))
    assert "Toekenning van 13 slagen aan NZ bevestigen?" in out
    assert "De wedstrijdleider bevestigt de toekenning: NZ 13 slagen." in out
    assert "N:♠A O:♥2" in out  # the line played out in the language's cards
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["events"][-4:] == [
        {"by": "N", "claim": 13, "statement": "troef trekken"},
        {"by": "E", "dispute": True},
        {"by": "E", "director": True},
        {"fact": "claim_award", "value": True},
    ]
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["rulings"][-1]["facts"]["director"] == "confirmed"


def test_direct_claim_award_overridden_in_english(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = [
        *["N 7S", "E pass", "S pass", "W pass", "E HA", "S DA", "W CA", "N S2"],
        *["N claims 13", "E disputes", "director E", "eleven", "12", "quit"],
    ]
    out = direct(
        lines, "--board", "1", "--lang", "en", "--deal", ONE_SUIT_EACH, "--save", str(saved)
    )
    assert "Confirm the award of 13 tricks to NS?" in out
    assert "'eleven' is not a number" in out  # asked again, nothing recorded
    assert "The director overrides the award: NS 12 tricks instead of 13." in out
    assert "North takes 12 tricks" in out or "12 tricks" in out
    report = Table.from_record(TableRecord.loads(saved.read_text(encoding="utf-8"))).report()
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["rulings"][-1]["facts"]["director_award"] == 12


@pytest.mark.parametrize(
    ("lang", "lines", "shown"),
    [
        (
            "nl",
            ["hulp", "stop"],
            ("Wat u kunt typen:", "W 1K", "W HA", "Z wl", "W verzaakt 5"),
        ),
        ("en", ["help", "quit"], ("What you can type:", "W 1C", "W HA", "S td")),
        ("de", ["?", "ende"], ("Was Sie eingeben können:", "W 1T", "W CA", "S tl")),
    ],
)
def test_direct_help_lists_every_line_in_the_directors_notation(
    lang: str, lines: list[str], shown: tuple[str, ...]
) -> None:
    out = direct(lines, "--lang", lang)
    for text in shown:
        assert text in out, text


def test_law_9b1_direct_summons_typed_seat_first_in_dutch(tmp_path: Path) -> None:
    """'Z arbiter' reads like 'Z verzaakt': South called the director."""
    saved = tmp_path / "record.json"
    out = direct(
        ["Z 1SA", "W 1S", "N arbiter", "nee", "2", "W pas", "stop"],
        "--board",
        "7",
        "--save",
        str(saved),
    )
    assert "Noord kiest" in out
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert {"by": "N", "director": True} in [
        {k: e[k] for k in ("by", "director") if k in e} for e in record["events"]
    ]


def test_law_27b_direct_shows_the_insufficient_bid_until_withdrawn_in_dutch() -> None:
    """The auction as the table shows it: the insufficient 2R stays in view
    until West refuses it, then it is said to be withdrawn beside South's 3R."""
    out = direct(["b", "1S 2H 2R", "W arbiter", "nee", "2", "Z 3R", "stop"])
    auctions = [line for line in out.splitlines() if line.startswith("Biedverloop:")]
    assert auctions[0] == "Biedverloop: N:1♠ O:2♥ Z:2♦"
    assert auctions[-1] == "Biedverloop: N:1♠ O:2♥ Z:2♦ (ingetrokken) Z:3♦"


def test_law_27a1_accepted_insufficient_bid_stands_in_the_table_view() -> None:
    from bridgelaws.calls import Call
    from bridgelaws.cards import Seat
    from bridgelaws.record import CallEvent
    from bridgelaws.table import CallState

    table = Table(TableRecord.loads('{"board": 1, "events": []}').board)
    for seat, call in [(Seat.NORTH, "1S"), (Seat.EAST, "2H"), (Seat.SOUTH, "2D")]:
        table.apply(CallEvent(seat, Call.parse(call)))
    assert [m.state for m in table.calls_made()][-1] is CallState.AWAITS_RULING
    table.apply(CallEvent(Seat.WEST, Call.parse("Pass")))  # 27A1: accepted by calling
    assert [m.state for m in table.calls_made()] == [CallState.STANDS] * 4


def test_direct_auction_so_far_with_each_callers_seat_in_dutch() -> None:
    # the director may type the auction as it is shown back: seat, then call
    out = direct(["b", "N 1H O:1S", "Z 1S", "W wl", "nee", "stop"], "--board", "5")
    assert "Biedverloop: N:1♥ O:1♠" in out
    assert "Onvoldoende bod (Zuid" in out


def test_direct_auction_so_far_with_a_seat_out_of_rotation_is_refused_in_dutch() -> None:
    out = direct(["b", "N 1H Z 1S", "1H 1S", "stop"], "--board", "5")
    assert "bieding 2 is van Oost, niet van Zuid" in out
    assert "Biedverloop: N:1♥ O:1♠" in out  # asked again; the right answer is taken
