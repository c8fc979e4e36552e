"""Table visits with ``bridgelaws direct`` (helper text9): what a director
stumbled on when he typed the six situations of a club evening (a lead out of
turn, a penalty card with a lead restriction, a revoke found after the play,
a disputed claim, an insufficient bid with an artificial call, a call out of
rotation) in Dutch, English and German."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()
EDITIONS = ("2017", "2007")


def direct(lines: list[str], *options: str) -> str:
    result = runner.invoke(app, ["direct", *options], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


#: 4♠ by South after five tricks (3-2), South on lead: South leads ♠6, West
#: follows, South claims ten and West disputes
CLAIM = {
    "nl": ["s", "4S Z", "3-2", "", "Z", "", "", "", "Z S6", "W S7", "Z claimt 10", "W betwist"],
    "en": ["p", "4S S", "3-2", "", "S", "", "", "", "S S6", "W S7", "S claims 10", "W disputes"],
    "de": [
        "s",
        "4P S",
        "3-2",
        "",
        "S",
        "",
        "",
        "",
        "S P6",
        "W P7",
        "S beansprucht 10",
        "W bestreitet",
    ],
}
CALLED = {"nl": "W wl", "en": "W td", "de": "W tl"}
WAITING = {
    "nl": "De claim wordt betwist. Wie riep de wedstrijdleider? (typ 'W wl')",
    "en": "The claim is disputed. Who called the director? (type 'W td')",
    "de": "Die Beanspruchung wird bestritten. Wer rief den Turnierleiter? (geben Sie 'W tl' ein)",
}
NOT_SAID = {"nl": "Onregelmatigheid: Claim", "en": "Irregularity: Claim", "de": "Regelwidrigkeit"}
TRICK = {"nl": "Slag 6: Z ♠6  W ♠7", "en": "Trick 6: S ♠6  W ♠7", "de": "Stich 6: S ♠6  W ♠7"}
END = {"nl": "stop", "en": "quit", "de": "ende"}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", ("nl", "en", "de"))
def test_law_68d_70_direct_a_disputed_claim_is_not_called_an_irregularity(
    lang: str, edition: str, tmp_path: Path
) -> None:
    # the claim waits for the director (68D, 70): it was announced as
    # 'Onregelmatigheid: Claim', and the example call was 'arbiter Z', a seat
    # of the claimer's side
    save = tmp_path / "board.json"
    lines = [*CLAIM[lang], CALLED[lang], "9"]
    out = direct(lines, "--lang", lang, "--edition", edition, "--save", str(save))
    assert WAITING[lang] in out
    assert NOT_SAID[lang] not in out
    events = json.loads(save.read_text(encoding="utf-8"))["events"]
    assert events[-4:] == [
        {"by": "S", "claim": 10},
        {"by": "W", "dispute": True},
        {"by": "W", "director": True},
        {"fact": "claim_award", "value": 9},
    ]
    score = {"nl": "Score: OW +50.", "en": "Score: EW +50.", "de": "Ergebnis: OW +50."}
    assert score[lang] in out  # 9 tricks: one down (70, 77)


@pytest.mark.parametrize("lang", ("nl", "en", "de"))
def test_law_66_direct_the_open_trick_is_printed_when_it_changes(lang: str) -> None:
    # the claim, the dispute and the director call left the trick as it was:
    # 'Slag 6: Z ♠6  W ♠7' was printed again after each of them
    out = direct([*CLAIM[lang], CALLED[lang], END[lang]], "--lang", lang)
    assert out.count(TRICK[lang]) == 1
    first = TRICK[lang].split("  ")[0]  # 'Slag 6: Z ♠6' after the first card
    assert out.count(first + "\n") == 1


def test_direct_after_the_board_help_and_an_empty_line(tmp_path: Path) -> None:
    # after the play '?' was 'not a seat' and an empty line 'nothing typed'
    lines = ["n", "4S Z", "10", "", "?", "stop"]
    out = direct(lines, "--lang", "nl")
    assert "Wat u kunt typen:" in out
    assert "Niet begrepen" not in out
    assert "Score: NZ +420." in out


@pytest.mark.parametrize(
    ("lang", "lines", "said"),
    [
        (
            "nl",
            ["b", "", "N 1SA", "O 1S", "Z wl", "ja H", "2", "O 2H", "Z pas", "W pas", "N pas"],
            "Het bieden is afgelopen: 2♥ door Oost; Zuid komt uit.",
        ),
        (
            "en",
            ["a", "", "N 1NT", "E 1S", "S td", "yes H", "2", "E 2H", "S pass", "W pass", "N pass"],
            "The auction is over: 2♥ by East; South makes the opening lead.",
        ),
        (
            "de",
            [
                "r",
                "",
                "N 1SA",
                "O 1P",
                "S tl",
                "ja C",
                "2",
                "O 2C",
                "S passe",
                "W passe",
                "N passe",
            ],
            "Die Reizung ist beendet: 2♥ von Ost; Süd spielt aus.",
        ),
    ],
)
def test_law_27b1_direct_says_the_contract_when_the_auction_ends(
    lang: str, lines: list[str], said: str
) -> None:
    # an artificial insufficient 1♠ showing hearts replaced by 2♥ (2017 27B1),
    # then three passes: the auction ended without a word on the contract or
    # the opening lead
    out = direct([*lines, END[lang]], "--lang", lang)
    assert said in out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22_direct_says_the_contract_and_the_opening_leader(edition: str) -> None:
    # three passes end the auction (22A); declarer's LHO leads (41A)
    lines = ["b", "", "N 1SA", "O pas", "Z 3SA", "W pas", "N pas", "O pas", "stop"]
    out = direct(lines, "--lang", "nl", "--edition", edition)
    assert out.count("Het bieden is afgelopen: 3SA door Noord; Oost komt uit.") == 1


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "nl",
            "'Z' is geen windrichting met kaarten, bijv. 'O:A2.-.-.-' (de handelingen typt u na "
            "deze vragen)",
        ),
        (
            "en",
            "'S' is not a seat with its cards, e.g. 'E:A2.-.-.-' (the actions are typed after "
            "these questions)",
        ),
    ],
)
def test_spec_6_direct_an_action_typed_at_a_start_question_is_told_where_it_goes(
    lang: str, said: str
) -> None:
    # the first action typed at 'other cards you know' was refused as
    # "'Z' is geen HAND:KAARTEN"
    start = {
        "nl": ["s", "4S Z", "3-2", "", "Z", "", ""],
        "en": ["p", "4S S", "3-2", "", "S", "", ""],
    }
    action = {"nl": "Z S6", "en": "S S6"}
    out = direct([*start[lang], action[lang], "", END[lang]], "--lang", lang)
    assert said in out
