"""A question carries the kind of its answer (spec §2 ``question.expects``):
yes/no (with the denominations an artificial call showed, spec §3), a number
of tricks with its least and its most, or a seat. ``direct`` and the web app
ask from that, never from lists of their own; and the situation the director
types in ``direct`` is checked as ``rule`` checks it (spec §6), its refusals
naming the field in his words."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from rule_cases import assert_clean_text, rule_json, rule_text
from test_cases_lead6_claims import DISPUTED, FOUR_HEARTS
from test_direct import direct
from test_web import make_client, post

from bridgelaws.web import create_app, database_url

BOTH = ("2017", "2007")


def _question(report: dict[str, Any]) -> dict[str, Any]:
    assert report["status"] == "awaiting_fact", report["status"]
    question: dict[str, Any] = report["rulings"][-1]["question"]
    return question


def _clean(data: dict[str, Any], tmp: Path) -> dict[str, str]:
    texts = {lang: rule_text(data, tmp, lang) for lang in ("nl", "en")}
    for lang, text in texts.items():
        assert_clean_text(text, lang)
    return texts


# -- the ruling data -------------------------------------------------------------------


@pytest.mark.parametrize("edition", BOTH)
def test_law_70_award_question_is_a_number_from_the_tricks_won_to_the_most_left(
    edition: str, tmp_path: Path
) -> None:
    """70 (hands unknown): NS won 8 and lost 2, so the award is 8 to 11."""
    data = sit(FOUR_HEARTS, DISPUTED, edition)
    report = rule_json(data, tmp_path)
    question = _question(report)
    assert question["fact"] == "claim_award" and question["laws"] == ["70"]
    assert question["expects"] == {"kind": "number", "min": 8, "max": 11}
    assert report["rulings"][-1]["irregularity"] == "claim"
    assert report["score"] is None
    texts = _clean(data, tmp_path)
    assert "wedstrijdleider" in texts["nl"]


def test_rubber_54_disputed_claim_is_a_number_within_the_tricks_left(tmp_path: Path) -> None:
    """Rubber 54: a disputed claim is played out as stated; the director's
    count of the claimer's side is from its tricks won to the most left."""
    data = sit(FOUR_HEARTS, DISPUTED, "rubber")
    report = rule_json(data, tmp_path)
    question = _question(report)
    # the same name as the Laws' disputed claim (70); the older "tricks" is still taken
    assert question["fact"] == "claim_award" and question["laws"] == ["54"]
    assert question["expects"] == {"kind": "number", "min": 8, "max": 11}
    _clean(data, tmp_path)


@pytest.mark.parametrize("edition", BOTH)
def test_law_64a_found_revoke_asks_a_seat_then_a_count_after_the_revoke_trick(
    edition: str, tmp_path: Path
) -> None:
    """64A after the play (hands unknown): who won the revoke trick is a
    seat; the offending side's later tricks a number from 0 to the tricks
    it can have won after trick 9 (EW won 4 in all)."""
    events = [fact("revoke", {"seat": "E", "trick": 9})]
    data = sit(nt(9, 4), events, edition)
    question = _question(rule_json(data, tmp_path))
    assert question["fact"] == "revoke_trick_won_by" and question["laws"] == ["64A"]
    assert question["expects"] == {"kind": "seat", "seats": ["N", "E", "S", "W"]}
    _clean(data, tmp_path)
    data = sit(nt(9, 4), [*events, fact("revoke_trick_won_by", "N")], edition)
    question = _question(rule_json(data, tmp_path))
    assert question["fact"] == "offending_side_tricks_after"
    assert question["expects"] == {"kind": "number", "min": 0, "max": 4}
    _clean(data, tmp_path)
    # East won the revoke trick himself: EW have at most three tricks after it
    data = sit(nt(9, 4), [*events, fact("revoke_trick_won_by", "E")], edition)
    assert _question(rule_json(data, tmp_path))["expects"]["max"] == 3
    report = rule_json(
        sit(nt(9, 4), [*data["events"], fact("offending_side_tricks_after", 1)]), tmp_path
    )
    assert report["status"] == "complete"
    assert {"law": "64A1", "to": "NS", "tricks": 2} in report["adjustments"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_62d1_tricks_after_correction_is_a_number_two_either_side(
    edition: str, tmp_path: Path
) -> None:
    """62D1: a revoke in trick 12 found after the play; only tricks 12 and 13
    are played again, so declarer's side ends with 7 to 11 of its 9."""
    data = sit(nt(9, 4), [fact("revoke", {"seat": "E", "trick": 12})], edition)
    question = _question(rule_json(data, tmp_path))
    assert question["fact"] == "tricks_after_correction" and question["laws"] == ["62D1"]
    assert question["expects"] == {"kind": "number", "min": 7, "max": 11}
    _clean(data, tmp_path)


@pytest.mark.parametrize("edition", BOTH)
def test_law_27b1a_artificial_question_is_yes_no_naming_denominations(
    edition: str, tmp_path: Path
) -> None:
    """27B1a (2017) / 27B1(a) (2007): whether the insufficient bid was
    artificial is yes or no, and Yes may name the denominations it showed."""
    # 2017 asks before North chooses (seed 004); 2007 once West replaced it
    later = "" if edition == "2017" else "N ch reject; W 3H"
    data = sit({"auction": ["1S", "Pass", "2S", "1H"]}, later, edition)
    question = _question(rule_json(data, tmp_path))
    assert question["fact"] == "artificial"
    assert question["expects"] == {"kind": "yes_no", "denominations": True}
    _clean(data, tmp_path)


@pytest.mark.parametrize("edition", BOTH)
def test_law_25a_unintended_question_is_plain_yes_no(edition: str, tmp_path: Path) -> None:
    data = sit({"auction": ["1S", "Pass"]}, "N 2S; N 3S; E dir", edition)
    question = _question(rule_json(data, tmp_path))
    assert question["fact"] == "unintended"
    assert question["expects"] == {"kind": "yes_no"}
    _clean(data, tmp_path)


# -- direct asks from the answer's kind -----------------------------------------------


#: direct's start questions for FOUR_HEARTS (no trick in progress, no dummy,
#: no penalty cards, no other cards known)
FOUR_HEARTS_LINES = ["s", "4H Z", "8-2", "", "Z", "", "", ""]


@pytest.mark.parametrize("edition", BOTH)
def test_law_70_direct_asks_the_award_with_its_range_and_refuses_one_outside(
    edition: str,
) -> None:
    lines = [*FOUR_HEARTS_LINES, "Z claimt 11", "W betwist", "arbiter W", "12", "10", "stop"]
    out = direct(lines, "--board", "1", "--edition", edition)
    assert "(een getal van 8 tot en met 11)" in out
    assert "'12' is geen getal van 8 tot en met 11" in out
    assert "Traceback" not in out and "claim_award" not in out
    assert "10-3" in out or "10 slagen" in out


@pytest.mark.parametrize("edition", BOTH)
def test_law_64a_direct_asks_the_revoke_trick_winner_as_a_seat(edition: str) -> None:
    """64A after the play: who won the revoke trick is asked with the seats
    to type, and the later tricks with their range, never as yes/no."""
    lines = ["n", "3SA N", "9", "O verzaakt 9", "O", "5", "1", "stop"]
    out = direct(lines, "--board", "1", "--edition", edition)
    asked = out.split("Wie maakte slag 9")[1].split("\n")[0]
    assert "(N, O, Z, W)" in asked and "ja/nee" not in asked
    assert "(een getal van 0 tot en met 3)" in out
    assert "'5' is geen getal van 0 tot en met 3" in out
    assert "64A1" in out and "Traceback" not in out
    assert "offending_side_tricks_after" not in out and "revoke_trick_won_by" not in out


def test_law_64c_figure_is_a_number_of_tricks(tmp_path: Path) -> None:
    """64C: the director's figure when the cards cannot measure the damage
    is a number of tricks from 0 to 13 (only two hands are known)."""
    from test_cases_play2_equity_figure import _partial

    for edition in BOTH:
        report = rule_json(_partial(edition), tmp_path)
        question = report["rulings"][-1]["question"]
        assert question["fact"] == "tricks_without_revoke" and question["laws"] == ["64C"]
        assert question["expects"] == {"kind": "number", "min": 0, "max": 13}
        _clean(_partial(edition), tmp_path)


# -- the situation typed in direct is checked as rule checks it (spec §6) ---------------


@pytest.mark.parametrize(
    ("lang", "dummy", "words"),
    [
        ("nl", "V.-.-.-", "De kaarten van de blinde: na 7 slagen heeft een hand er 6, niet 1"),
        ("en", "Q.-.-.-", "Dummy's cards: after 7 tricks a hand holds 6, not 1"),
        ("de", "D.-.-.-", "Die Karten des Dummys: nach 7 Stichen"),
    ],
)
def test_spec6_direct_refuses_a_complete_dummy_too_short_and_asks_again(
    lang: str, dummy: str, words: str, tmp_path: Path
) -> None:
    """After seven tricks dummy holds six cards: a dummy written with every
    suit (a void as '-') and one card is refused, as ``rule`` refuses it,
    and the question is asked again; the field is named in words."""
    start = {"nl": ("s", "4S Z"), "en": ("p", "4S S"), "de": ("s", "4P S")}[lang]
    leader = {"nl": "Z", "en": "S", "de": "S"}[lang]
    good = {"nl": "V.-.-.A5432", "en": "Q.-.-.A5432", "de": "D.-.-.A5432"}[lang]
    saved = tmp_path / "record.json"
    quit_word = {"nl": "stop", "en": "quit", "de": "ende"}[lang]
    lines = [*start, "4-3", "", leader, dummy, good, "", "", quit_word]
    out = direct(lines, "--board", "1", "--lang", lang, "--save", str(saved))
    assert words in out
    assert "situation." not in out and "Traceback" not in out
    assert (
        out.count(
            {
                "nl": "De kaarten van de blinde, schoppen",
                "en": "Dummy's cards, spades",
                "de": "Die Karten des Dummys, Pik",
            }[lang]
        )
        == 2
    )
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["situation"]["dummy"] == "Q...A5432"  # six cards: complete


def test_spec6_direct_known_void_is_kept(tmp_path: Path) -> None:
    """A void typed '-' in another known hand stays a known void (spec §6)."""
    saved = tmp_path / "record.json"
    lines = ["s", "4S Z", "4-3", "", "Z", "", "", "O:A2.-.-.-", "stop"]
    direct(lines, "--board", "1", "--save", str(saved))
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["situation"]["hands"] == {"E": "A2.-.-.-"}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", "De gespeelde slagen: 14 slagen"),
        ("en", "The tricks quitted: 14 tricks"),
        ("de", "Die gespielten Stiche: 14 Stiche"),
    ],
)
def test_spec6_direct_names_a_refused_field_in_the_directors_words(lang: str, words: str) -> None:
    start = {"nl": ("s", "4S Z"), "en": ("p", "4S S"), "de": ("s", "4P S")}[lang]
    quit_word = {"nl": "stop", "en": "quit", "de": "ende"}[lang]
    out = direct([*start, "10-4", quit_word], "--board", "1", "--lang", lang)
    assert words in out
    assert "situation." not in out


# -- the web page asks from the answer's kind ---------------------------------------


@pytest.mark.parametrize("edition", BOTH)
def test_law_70_web_offers_one_button_per_possible_award(edition: str, tmp_path: Path) -> None:
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        r = client.post(
            "/api/tables",
            json={"kind": "assistant", "record": sit(FOUR_HEARTS, [], edition)},
        )
        assert r.status_code == 201, r.text
        director = r.json()["tokens"]["D"]
        for event in DISPUTED:
            assert post(client, director, event).status_code == 201
        page = client.get(f"/d/{director}?lang=nl").text
        pattern = r'data-act="fact-value" data-fact="claim_award" data-value="(\d+)"'
        assert [int(n) for n in re.findall(pattern, page)] == [8, 9, 10, 11]
        assert post(client, director, {"fact": "claim_award", "value": 10}).status_code == 201
        state = client.get(f"/api/{director}/state").json()
        assert state["report"]["status"] == "complete"
        assert state["report"]["tricks"] == {"NS": 10, "EW": 3}


@pytest.mark.parametrize(
    ("lang", "words", "bad"),
    [
        ("nl", "De gespeelde slagen", "situation."),
        ("en", "The tricks quitted", "situation."),
        ("de", "Die gespielten Stiche", "situation."),
    ],
)
def test_spec6_web_start_form_names_the_field_in_words(
    lang: str, words: str, bad: str, tmp_path: Path
) -> None:
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        home = client.get(f"/?lang={lang}")
        assert home.status_code == 200
        form = {
            "kind": "situation",
            "phase": "play",
            "board": "1",
            "contract": "4S",
            "declarer": "S",
            "ns": "13",
            "ew": "13",
        }
        r = client.post(f"/new?lang={lang}", data=form, headers={"origin": "http://testserver"})
        assert r.status_code == 422, r.text
        assert words in r.text and bad not in r.text
        form.pop("contract")
        r = client.post(f"/new?lang={lang}", data=form, headers={"origin": "http://testserver"})
        assert r.status_code == 422
        missing = {"nl": "Contract ontbreekt", "en": "Contract is missing", "de": "Kontrakt"}
        assert missing[lang] in r.text
        assert "start: contract" not in r.text
