"""Laws 7 and 90/91 on the director's phone (web15): under 'Vastgesteld aan
tafel' the director gives a procedural penalty (amount, the penalised seat,
optionally the law) and a fault in handling the board or the cards (7A/7B1,
7B2, 7B3, 7C with 'a later table played it so'), in both duplicate
editions; the rubber rules offer neither. What the page posts is the record's
fact, and the library's report is the same as for that record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_cases_text11_web import AUCTION, _box, _library, _table, _visible

EDITIONS = ("2017", "2007")
PASSED_OUT = [{"by": seat, "call": "Pass"} for seat in "SWNE"]


def _penalty(value: str, seat: str, **details: Any) -> dict[str, Any]:
    return {"fact": "procedural_penalty", "value": value, "seat": seat, **details}


def _control(case: str, seat: str = "N", **details: Any) -> dict[str, Any]:
    return {"fact": "board_control", "value": case, "seat": seat, **details}


def _given(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for r in report["rulings"] for e in r["effects"] if e["type"] == "procedural_penalty"]


@pytest.mark.parametrize(
    ("lang", "heading", "amount", "turned"),
    [
        (
            "nl",
            "Een procedurele straf (90, 91)",
            "25% van een top",
            "Het bord lag niet in de juiste richting",
        ),
        (
            "en",
            "A procedural penalty (90, 91)",
            "25% of a top",
            "The board did not lie the right way round",
        ),
        (
            "de",
            "Eine Verfahrensstrafe (90, 91)",
            "25% eines Tops",
            "Das Board lag nicht richtig herum",
        ),
    ],
)
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_90_and_7_phone_offers_both_findings_in_the_auction(
    edition: str, lang: str, heading: str, amount: str, turned: str, tmp_path: Path
) -> None:
    _, page, codes = _table(tmp_path, lang, AUCTION[:2], edition)
    assert codes == [201, 201]
    penalty = _box(page, "found-penalty")
    assert heading in penalty and amount in penalty
    assert 'data-fact-form="procedural_penalty"' in penalty
    control = _box(page, "found-board-control")
    # 7A in 2017; the same fault is 7B1 in the 2007 Laws
    assert f"{turned} ({'7A' if edition == '2017' else '7B1'})" in control
    assert all(f"({law})" in control for law in ("7B2", "7B3", "7C"))
    assert 'data-flags="played_after"' in control


def test_rubber_rule_phone_offers_no_procedural_penalty_and_no_law_7(tmp_path: Path) -> None:
    # the rubber rules know neither (no event, no Law 7): nothing to tap
    _, page, _ = _table(tmp_path / "page", "nl", [], "rubber")
    assert 'id="found-penalty"' not in page and 'id="found-board-control"' not in page
    # and a post all the same is refused in words, not with a 500
    _, _, codes = _table(tmp_path / "post", "nl", [_penalty("25%", "N")], "rubber")
    assert codes[0] == 422
    assert "rubberbridgeregels kennen zo'n vaststelling niet" in str(codes[1])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_90b2_phone_penalty_in_the_play_is_a_ruling_of_its_own(
    edition: str, tmp_path: Path
) -> None:
    # slow play in the play: East-West lose 10% of a top, the table's result stands
    events = [*AUCTION, {"by": "E", "card": "DA"}, _penalty("10%", "E", law="90B2")]
    report, page, codes = _table(tmp_path, "nl", events, edition)
    assert codes[-1] == 201
    assert report == _library(events, "nl", edition)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "improper_procedure" and ruling["offender"] == "E"
    assert ruling["laws"] == ["90B2"]
    assert _given(report) == [
        {
            "type": "procedural_penalty",
            "laws": ["90B2", "90A"],
            "seat": "E",
            "side": "EW",
            "amount": 10,
            "unit": "%",
        }
    ]
    seen = _visible(page)
    # the action log says it in words: the seat, the amount, the law
    assert "Oost, 10% van een top, Artikel 90B2" in seen
    assert "procedural_penalty" not in seen
    assert "Oost krijgt een procedurele straf van 10% van een top (90B2, 90A)" in seen
    en = _table(tmp_path / "en", "en", events, edition)[1]
    assert "East, 10% of a top, Law 90B2" in _visible(en)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7b3_phone_penalty_goes_to_the_ruling_that_offered_it(
    edition: str, tmp_path: Path
) -> None:
    # North handled East's cards (7B3); the penalty the ruling offered is given
    # without a law named: the 7B3 ruling carries it (90B5)
    found = [*AUCTION[:2], _control("touched_other_cards", "N")]
    report, page, _ = _table(tmp_path / "found", "nl", found, edition)
    assert report == _library(found, "nl", edition)
    # the page offers the laws the ruling named for the penalty
    laws = _box(page, "found-penalty")
    assert '<option value="7B3">' in laws and '<option value="90B5">' in laws
    events = [*found, _penalty("3 imp", "N")]
    report, page, codes = _table(tmp_path / "given", "en", events, edition)
    assert codes[-1] == 201
    assert report == _library(events, "en", edition)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["7B3"] and ruling["offender"] == "N"
    assert [(e["type"], e["laws"]) for e in ruling["effects"]][-1] == (
        "procedural_penalty",
        ["7B3", "90B5", "90A"],
    )
    assert _given(report)[0]["amount"] == 3 and _given(report)[0]["unit"] == "IMP"
    assert "North, 3 IMPs" in _visible(page)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7c_phone_wrong_pocket_played_at_a_later_table(edition: str, tmp_path: Path) -> None:
    # the board passed out, a hand went back into South's pocket and the next
    # table played it so: fouled for them (87A), this table's result stands
    events = [*PASSED_OUT, _control("wrong_pocket", "W", played_after=True)]
    for lang, said in (
        ("nl", "een volgende tafel heeft het bord zo gespeeld"),
        ("en", "a later table played the board so"),
    ):
        report, page, codes = _table(tmp_path / lang, lang, events, edition)
        assert codes[-1] == 201
        assert report == _library(events, lang, edition)
        assert report["status"] == "passed_out"
        ruling = report["rulings"][-1]
        assert ruling["laws"] == ["7C"] and ruling["offender"] == "W"
        assert "fouled_board" in [e["type"] for e in ruling["effects"]]
        assert said in _visible(page) and "wrong_pocket" not in _visible(page)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7a_phone_board_turned_before_the_first_call_without_a_seat(
    edition: str, tmp_path: Path
) -> None:
    # the seat at fault may stay open (7D: the director need not name one)
    events = [{"fact": "board_control", "value": "board_turned"}]
    report, page, codes = _table(tmp_path, "nl", events, edition)
    assert codes == [201]
    assert report == _library(events, "nl", edition)
    assert report["rulings"][-1]["laws"] == ["7A" if edition == "2017" else "7B1"]
    assert report["status"] == "auction" and report["next"] == "S"
    assert "Het bord lag niet in de juiste richting" in _visible(page)


@pytest.mark.parametrize(
    ("event", "words"),
    [
        (_penalty("veel", "N"), '"veel" is geen straf: geef die als 25% (van een top)'),
        (_penalty("-10%", "N"), "een procedurele straf is een positief aantal"),
        (_penalty("25%", "X"), "de plaats van de overtreder (N, O, Z, W) ontbreekt"),
        (_penalty("25%", "N", law="abc"), '"abc" is geen artikelnummer zoals 90B2'),
        (_control("nope"), '"nope" is geen fout volgens artikel 7'),
    ],
)
def test_law_90_and_7_phone_refuses_a_bad_value_in_words(
    event: dict[str, Any], words: str, tmp_path: Path
) -> None:
    report, page, codes = _table(tmp_path, "nl", [event])
    assert codes[0] == 422 and words in str(codes[1])
    assert str(codes[1]).startswith("handeling 1: ")
    assert report["rulings"] == [] and 'id="found-penalty"' in page
