"""What the director finds while another ruling is open: a call made on
another board with this board's cards (2017 15A3, 2007 17D3; fact
``called_with_these_cards``) and improper procedure (20G; fact
``improper_procedure``). Each is a ruling of its own: given while another
ruling's choice or question is open (or the director was called to an
irregularity he has not ruled yet) it is listed at once and ruled as soon as
that ruling is done, in every phase; given while the entitled player may
still accept an irregularity by calling, it is ruled at once. A 15A3 finding
whose offender has still to call waits for his first call behind the call a
27B ruling awaits (it never takes that ruling's replacement).

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]
#: 2017 asks whether the insufficient 1H was artificial before the choice
ASK = {"2017": "fact artificial false; ", "2007": ""}
#: the law of a call made with another board's cards, and of its penalty
LAW_15A3 = {"2017": ("15A3", "15A4"), "2007": ("17D3", "17D4")}
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
WAITING = {
    "en": "the director rules it once the ruling under way is done",
    "nl": "de wedstrijdleider beslist hierover zodra de lopende arbitrage is afgerond",
    "de": "der Turnierleiter entscheidet darüber, sobald die laufende Entscheidung abgeschlossen",
}


def _improper(kind: str, seat: str) -> dict[str, Any]:
    return {"fact": "improper_procedure", "value": kind, "seat": seat}


def _called(call: str, seat: str) -> dict[str, Any]:
    return {"fact": "called_with_these_cards", "value": call, "seat": seat}


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == code)


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20g_found_while_27_choice_open_ruled_after_the_choice(
    tmp_path: Path, edition: str
) -> None:
    # South called the director to East's insufficient 1H; while South's
    # choice is open the director finds that West consulted his notes
    law = {"2017": "20G3", "2007": "20G2"}[edition]
    before = [*script(f"N 1S; E 1H; S dir; {ASK[edition]}"), _improper("own_notes", "W")]
    waiting = record(before, edition)
    report = rule_json(waiting, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"]
    listed = [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]
    assert listed == [("insufficient_bid", "E", ["18D"]), ("improper_procedure", "W", [law])]
    out = clean_texts(waiting, tmp_path)
    for lang in ("nl", "en", "de"):
        assert WAITING[lang] in out[lang]

    done = record([*before, *script("S ch accept")], edition)
    report = rule_json(done, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "insufficient_bid",
        "improper_procedure",
    ]
    found = _ruling(report, "improper_procedure")
    assert (found["offender"], found["laws"], found["chooser"], found["options"]) == (
        "W",
        [law],
        None,
        [],
    )
    assert _effects(found) == [
        ("adjusted_score_possible", None, ["12A1", "12C"]),
        ("procedural_penalty_possible", "W", ["90", "91"]),
    ]
    assert (report["status"], report["next"]) == ("auction", "S")
    out = clean_texts(done, tmp_path)
    assert WAITING["en"] not in out["en"]
    assert "his own system card or notes" in out["en"]
    assert "eigen systeemkaart of notities" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20g_found_while_lho_may_still_accept_ruled_at_once(
    tmp_path: Path, edition: str
) -> None:
    # nobody has called the director to East's 1H yet: the finding is ruled
    # now, and South's pass then accepts the insufficient bid (27A1)
    law = {"2017": "20G2", "2007": "73D2"}[edition]
    events = [*script("N 1S; E 1H"), _improper("question_to_mislead", "W")]
    report = rule_json(record(events, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["improper_procedure"]
    assert _ruling(report, "improper_procedure")["laws"] == [law]
    assert (report["status"], report["next"]) == ("auction", "S")
    data = record([*events, *script("S Pass")], edition)
    report = rule_json(data, tmp_path)
    accepted = [i["accepted"] for i in report["irregularities"] if i["offender"] == "E"]
    assert accepted == [True] and report["next"] == "W"
    out = clean_texts(data, tmp_path)
    assert "to draw a wrong answer" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("there", "differs"), [("1S", False), ("1NT", True)], ids=["same", "differs"]
)
def test_law_15a3_found_while_27_choice_open_compared_after_the_choice(
    tmp_path: Path, edition: str, there: str, differs: bool
) -> None:
    # North's 1S here is compared with his call on the other board once
    # South has chosen on East's insufficient bid
    law, penalty = LAW_15A3[edition]
    events = [*script(f"N 1S; E 1H; S dir; {ASK[edition]}"), _called(there, "N")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"]
    assert report["irregularities"][-1]["irregularity"] == "cards_from_wrong_board"
    data = record([*events, *script("S ch accept")], edition)
    report = rule_json(data, tmp_path)
    found = _ruling(report, "cards_from_wrong_board")
    assert (found["offender"], found["laws"]) == ("N", [law])
    assert found["facts"]["original_call"] == there and found["facts"]["offender_call"] == "1S"
    if differs:
        adjusted = (
            ("adjusted_score", None, ["15A3", "12C"])
            if edition == "2017"
            else ("artificial_adjusted_score", None, ["17D3", "12C2"])
        )
        assert _effects(found) == [("procedural_penalty_possible", "N", [penalty, "90"]), adjusted]
        assert (report["status"], report["contract"]) == ("complete", None)
    else:
        assert _effects(found) == [
            ("procedural_penalty_possible", "N", [penalty, "90"]),
            ("no_further_rectification", None, [law]),
        ]
        assert (report["status"], report["next"]) == ("auction", "S")
    out = clean_texts(data, tmp_path)
    said = "1♠, differs from the 1NT he made" if differs else "1♠, does not differ from the 1♠"
    assert said in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_found_while_27b_replacement_awaited_keeps_its_slot(
    tmp_path: Path, edition: str
) -> None:
    # South chose to have East's 1H replaced; then the director finds South
    # had called 3S with these cards elsewhere. East's replacement 3H is
    # still the 27B replacement (West must pass, 27B2); South's first call
    # here, 3S, is then compared with the 3S: the same, played normally
    law, _penalty = LAW_15A3[edition]
    events = [*script(f"N 1S; E 1H; S dir; {ASK[edition]}S ch reject"), _called("3S", "S")]
    events += script("E 3H; fact comparable false; S 3S; W Pass; N Pass; E Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    insufficient = _ruling(report, "insufficient_bid")
    assert insufficient["facts"]["replacement"] == "3H"
    assert ("must_pass", "W", ["27B2"]) in _effects(insufficient)
    assert not any("pass is not comparable" in r for r in insufficient["reasoning"])
    found = _ruling(report, "cards_from_wrong_board")
    assert ("no_further_rectification", None, [law]) in _effects(found)
    assert found["facts"]["offender_call"] == "3S"
    assert (report["status"], report["contract"], report["declarer"]) == ("play", "3S", "N")
    assert report["next"] == "E"
    out = clean_texts(data, tmp_path)
    assert "West must pass for the rest of the auction (27B2)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_replacement_awaited_west_still_to_call(tmp_path: Path, edition: str) -> None:
    # the same with West, who calls after South: East's 2H replaces the 1H
    # (27B1a, no rectification), South passes, West's first call 2S differs
    # from the 1S he made elsewhere: adjusted score, the board ends
    law, _penalty = LAW_15A3[edition]
    events = [*script(f"N 1S; E 1H; S dir; {ASK[edition]}S ch reject"), _called("1S", "W")]
    # 2007 asks after the replacement whether either bid was artificial
    events += script("E 2H; fact artificial false; S Pass; W 2S")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert must_passes(report) == []
    found = _ruling(report, "cards_from_wrong_board")
    assert (found["offender"], found["laws"]) == ("W", [law])
    assert found["facts"]["offender_call"] == "2S"
    kinds = [kind for kind, _seat, _laws in _effects(found)]
    assert kinds[-1] == ("adjusted_score" if edition == "2017" else "artificial_adjusted_score")
    assert report["status"] == "complete" and report["contract"] is None
    insufficient = _ruling(report, "insufficient_bid")
    assert insufficient["facts"]["replacement"] == "2H"
    assert "must_pass" not in [kind for kind, _seat, _laws in _effects(insufficient)]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20g_and_15a3_found_while_54_choice_open_in_the_play(
    tmp_path: Path, edition: str
) -> None:
    # West led out of turn; while North's choice (and, 2017, the 54C
    # question) is open the director finds East's question for his partner
    # and West's pass with these cards elsewhere: both ruled after the choice
    law, _penalty = LAW_15A3[edition]
    found = [_improper("question_for_partner", "E"), _called("Pass", "W")]
    before = [*script(f"{NT}; W card H2; N dir"), *found]
    report = rule_json(record(before, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["opening_lead_out_of_turn"]
    assert report["status"] in ("awaiting_fact", "awaiting_choice")
    out = clean_texts(record(before, edition), tmp_path)
    assert out["nl"].count(WAITING["nl"]) == 2
    data = record([*before, *script("fact could_see_dummy false; N ch accept")], edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "opening_lead_out_of_turn",
        "improper_procedure",
        "cards_from_wrong_board",
    ]
    assert _ruling(report, "improper_procedure")["offender"] == "E"
    assert ("no_further_rectification", None, [law]) in _effects(
        _ruling(report, "cards_from_wrong_board")
    )
    assert (report["status"], report["next"], report["contract"]) == ("play", "N", "3NT")
    out = clean_texts(data, tmp_path)
    assert "what it told West is unauthorized information for him (16B1)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27_insufficient_bid_in_the_boxes_of_a_situation_ruled_at_once(
    tmp_path: Path, edition: str
) -> None:
    # spec §6: the director arrives and finds West's insufficient 1H over
    # 2S in the boxes; he is at the table, so North's choice is open at once
    situation = {"auction": ["1S", "Pass", "2S", "1H"]}
    ask = [{"fact": "artificial", "value": False}] if edition == "2017" else []
    data = {"edition": edition, "board": 1, "situation": situation, "events": ask}
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "insufficient_bid",
        "W",
        "N",
    )
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    out = clean_texts(data, tmp_path)
    assert "North now chooses among the options" in out["en"]
    again = " fact artificial false" if edition == "2007" else ""  # 2007 asks after 3H
    chosen = {**data, "events": [*ask, *script(f"N ch reject; W 3H;{again}")]}
    report = rule_json(chosen, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "N")
    assert report["rulings"][-1]["chosen"] == "reject"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27a1_insufficient_bid_in_the_boxes_already_accepted_no_ruling(
    tmp_path: Path, edition: str
) -> None:
    # North has passed over West's 1H since: accepted by his call (27A1), so
    # the director finds nothing to rule and the auction goes on with East
    situation = {"auction": ["1S", "Pass", "2S", "1H", "Pass"]}
    data = {"edition": edition, "board": 1, "situation": situation, "events": []}
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"], report["rulings"]) == ("auction", "E", [])
    assert [(i["irregularity"], i["accepted"]) for i in report["irregularities"]] == [
        ("insufficient_bid", True)
    ]
    clean_texts(data, tmp_path)
