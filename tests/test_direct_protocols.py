"""``bridgelaws direct`` driven by scripted input as a director at the table
would type it (seed 004's protocols, Dutch first): every irregularity is
named once, with the ruling that follows it; a second question of the same
ruling adds only what is new."""

from __future__ import annotations

from test_direct import direct


def test_direct_law_62_revoke_found_during_the_play_named_once_in_dutch() -> None:
    lines = ["s", "4S Z", "3-1", "N:H7 O:K3 Z:H9", "", "", "", "O verzaakt 5", "2", "stop"]
    out = direct(lines, "--board", "1")
    assert out.count("Verzaking") == 1, out  # the ruling's title, never a second header
    assert "Verzaking (Oost; Artikel 62)" in out
    assert "Instructie aan de tafel" in out


def test_direct_law_64a_revoke_after_the_play_named_once_for_two_questions() -> None:
    out = direct(["n", "4S Z", "10", "O verzaakt 5", "O", "1", "stop"], "--board", "1")
    assert out.count("Verzaking (Oost;") == 1, out
    assert out.count("De verzaking is voldongen (63A1)") == 1, out
    assert "Artikel 64A1: 2 slagen worden overgedragen aan Noord-Zuid." in out


def test_direct_law_27b1a_question_then_options_named_once_in_english() -> None:
    out = direct(
        ["a", "1NT", "E 1H", "S director", "no", "2", "E 2H", "quit"],
        "--board",
        "1",
        "--lang",
        "en",
    )
    assert out.count("Insufficient bid (East; Law 27)") == 1, out
    assert "Insufficient bid (Law 18D)" in out  # said when it happens, before the summons
    assert "Instruction to the table" in out


def test_direct_undo_names_the_ruling_again() -> None:
    out = direct(
        ["n", "4S Z", "10", "O verzaakt 5", "terug", "O verzaakt 5", "O", "1", "stop"],
        "--board",
        "1",
    )
    assert "Teruggenomen: de wedstrijdleider stelt vast dat Oost in slag 5 verzaakte" in out
    assert out.count("Verzaking (Oost;") == 2, out
