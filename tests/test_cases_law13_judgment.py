"""Judgment rulings of Laws 16, 21, 40, 73, 75 and 85, both editions (law13,
session 20): who offended, what the director is asked first, whether there
was an infraction and damage, and the adjusted score with both sides' points.

Situations of the kind TD courses teach (a slow pass and partner bidding on;
a fit-showing jump explained as natural; a psych; a mistaken call correctly
explained), told in our own words on one deal (board 1, North deals, nobody
vulnerable): N ♠AKJ72 ♥K4 ♦Q83 ♣K92, E ♠96 ♥AQ9852 ♦A5 ♣QJ4, S ♠Q853 ♥J73
♦K742 ♣86, W ♠T4 ♥T6 ♦JT96 ♣AT753.

2007 numbers (seed 002): the single assigned result is 12C1a (its 12C1b is
the serious-error clause), the undisclosed agreement's damage 40B4, Law 75
has no numbered paragraphs (75B), 73E none (73E), withdrawn calls 16D.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]
DEAL = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
#: the single likely result's sub-law (2017 12C1b; 2007 12C1a)
SINGLE = {"2017": "12C1b", "2007": "12C1a"}
#: 2017 numbers as each edition cites them
LAWS = {
    "2017": {"75B1": "75B1", "75B3": "75B3", "75D2": "75D2", "40B3": "40B3", "73E1": "73E1"},
    "2007": {"75B1": "75B", "75B3": "75B", "75D2": "75B", "40B3": "40B4", "73E1": "73E"},
}

#: North claims nine tricks after East's heart lead; both defenders agree
NORTH_CLAIMS = [
    {"by": "E", "card": "HA"},
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


def record(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "deal": DEAL, "events": events}


def judgment(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


def kinds(found: dict[str, Any]) -> list[tuple[str, list[str], str | None, bool]]:
    return [(r["kind"], r["laws"], r["offender"], r["infraction"]) for r in found["rulings"]]


def questions(found: dict[str, Any]) -> list[tuple[str, int | None]]:
    return [(q["fact"], q["of"]) for q in found["questions"]]


def alternatives(of: int, calls: list[str], suggested: str) -> dict[str, Any]:
    return {"fact": "logical_alternatives", "of": of, "value": calls, "suggested": suggested}


def outcomes(*likely: tuple[str, str, int, str]) -> dict[str, Any]:
    return {
        "fact": "outcomes",
        "value": [
            {"contract": c, "declarer": d, "tricks": t, "weight": w} for c, d, t, w in likely
        ],
    }


# -- 16B1: unauthorised information from partner ---------------------------------------------------

#: North passes 3H slowly (agreed); South bids 3S: action 7
SLOW_PASS_3S = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
    {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": True},
    *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
    *NORTH_CLAIMS,
]
#: South passes 4H slowly (agreed); North bids 4S (action 9), goes one down
SLOW_PASS_4S = [
    *script("N 1S; E 2H; S 2S; W 3H; N 3S; E 4H; S Pass"),
    {"by": "S", "extraneous": "hesitation", "of": 6, "agreed": True},
    *script("W Pass; N 4S; E Pass; S Pass; W Pass"),
    *NORTH_CLAIMS,
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_slow_pass_partner_bids_on_weighted_adjustment(
    tmp_path: Path, edition: str
) -> None:
    # the logical alternatives are asked first (16B1b), then the likely results
    asked = judgment(record(SLOW_PASS_3S, edition), tmp_path)
    assert questions(asked) == [("logical_alternatives", 7)]
    events = [
        *SLOW_PASS_3S,
        alternatives(7, ["Pass", "3S"], "3S"),
        outcomes(("3H", "E", 9, "7/10"), ("3H", "E", 8, "3/10")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [
        ("unauthorised_information", ["16B1", "73C"], None, False),
        ("logical_alternative", ["16B1a", "16B1b", "73C", "16B3"], "NS", True),
    ]
    assert (found["status"], found["offender"], found["damage"]) == ("adjusted", "NS", True)
    # table +140 for NS; 70 % 3H made (-140), 30 % one down (+50), the same for both sides
    weighted = [{"weight": "3/10", "ns_points": 50}, {"weight": "7/10", "ns_points": -140}]
    assert found["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    assert "12C1c" in found["note"] and "16B1a" in found["note"]
    out = clean_texts(data, tmp_path)
    assert "over the logical alternative pass: an infraction of 16B1a (73C)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_slow_pass_over_4h_4s_adjusted_to_the_one_likely_result(
    tmp_path: Path, edition: str
) -> None:
    # 4S one down (-50 for NS); without it East plays 4H and makes it (-420)
    events = [
        *SLOW_PASS_4S,
        alternatives(9, ["Pass", "4S"], "4S"),
        outcomes(("4H", "E", 10, "1")),
    ]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"], report["score"]["NS"]) == ("4S", "N", -50)
    found = report["judgment"]
    assert (found["offender"], found["damage"]) == ("NS", True)
    single = [{"weight": "1", "ns_points": -420}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert SINGLE[edition] in found["note"] and "12C1c" not in found["note"]
    out = clean_texts(data, tmp_path)
    assert "-420 for North-South" in out["en"] or "−420" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_no_infraction_when_the_suggested_call_was_not_chosen(
    tmp_path: Path, edition: str
) -> None:
    # South passes out 3H: the pass is not what the slow pass suggested
    events = [
        *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
        {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": True},
        *script("E Pass; S Pass"),
        {"by": "S", "card": "D2"},
        {"by": "E", "claim": 9},
        {"by": "N", "agree": True},
        {"by": "S", "agree": True},
        alternatives(7, ["Pass", "3S"], "3S"),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found)[-1] == (
        "logical_alternative",
        ["16B1a", "16B1b", "73C", "16B3"],
        None,
        False,
    )
    assert (found["status"], found["offender"], found["assigned"]) == ("result_stands", None, None)
    out = clean_texts(data, tmp_path)
    assert "was not demonstrably suggested by the unauthorised information" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1b_no_infraction_without_a_logical_alternative(
    tmp_path: Path, edition: str
) -> None:
    data = record([*SLOW_PASS_3S, alternatives(7, ["3S"], "3S")], edition)
    found = judgment(data, tmp_path)
    assert kinds(found)[-1][2:] == (None, False)
    assert found["status"] == "result_stands" and found["questions"] == []
    out = clean_texts(data, tmp_path)
    assert "had no logical alternative: no infraction of 16B1a" in out["en"]


# -- 85: a disputed hesitation ------------------------------------------------------------------

DISPUTED = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
    {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": False},
    *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
    *NORTH_CLAIMS,
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_85a_disputed_hesitation_asked_first_then_established(
    tmp_path: Path, edition: str
) -> None:
    # seed 004: the facts come first; the logical alternatives only once established
    asked = judgment(record(DISPUTED, edition), tmp_path)
    assert [(q["fact"], q["laws"]) for q in asked["questions"]] == [
        ("extraneous_info", ["16B1", "85A"])
    ]
    established = [*DISPUTED, {"fact": "extraneous_info", "of": 5, "value": True}]
    found = judgment(record(established, edition), tmp_path)
    assert questions(found) == [("logical_alternatives", 7)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_85b_hesitation_not_established_result_stands(tmp_path: Path, edition: str) -> None:
    events = [*DISPUTED, {"fact": "extraneous_info", "of": 5, "value": "undetermined"}]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [("extraneous_undetermined", ["85B"], None, False)]
    assert (found["status"], found["questions"]) == ("result_stands", [])
    clean_texts(data, tmp_path)


# -- 75, 21B, 40: misinformation, a mistaken call, a psych ----------------------------------------

#: West's 3D (action 3) explained by East to North as natural
EXPLAINED = [
    *script("N 1S; E 2H; S 2S; W 3D"),
    {"by": "E", "explain": "natural", "of": 3, "to": "N"},
]
THREE_S = [*script("N 3S; E Pass; S Pass; W Pass"), *NORTH_CLAIMS]


def agreement(meaning: str) -> dict[str, Any]:
    return {"by": "E", "agreement": meaning, "of": 3, "source": "system_card"}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("finding", ["call", None])
def test_law_75c_mistaken_call_correctly_explained_result_stands(
    tmp_path: Path, edition: str, finding: str | None
) -> None:
    # the system card says natural too: the call was wrong, not the explanation;
    # the director is asked to confirm (21B1b presumes a mistaken explanation)
    events = [*EXPLAINED, agreement("natural"), *THREE_S]
    if finding is None:
        asked = judgment(record(events, edition), tmp_path)
        assert [(q["fact"], q["of"]) for q in asked["questions"]] == [("misinformation", 3)]
        return
    events.append({"fact": "misinformation", "value": finding, "of": 3})
    # 75A: West's final pass had no logical alternative (judg14: now asked)
    events.append({"fact": "logical_alternatives", "of": 9, "value": ["Pass"], "suggested": "Pass"})
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found)[0] == ("mistaken_call", ["75C", "75A", "21A"], None, False)
    assert (found["status"], found["offender"], found["assigned"]) == ("result_stands", None, None)
    out = clean_texts(data, tmp_path)
    assert "no infraction and no redress for the opponents (75C, 21A)" in out["en"]
    # the caller knows he was misunderstood: unauthorised for him (75A)
    assert "West knows from the explanation that his call was misunderstood" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75b1_mistaken_explanation_found_after_the_play_21b3_adjusted(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        *THREE_S,
        {"by": "W", "correct": "fit-showing", "of": 3},
        {"by": "W", "director": True},
        agreement("fit-showing"),
        outcomes(("4HX", "E", 8, "1/2"), ("3S", "N", 9, "1/2")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    law = LAWS[edition]
    kind, laws, offender, infraction = kinds(found)[0]
    assert (kind, offender, infraction) == ("misinformation", "EW", True)
    assert laws[:3] == [law["75B1"], "21B1", law["40B3"]] and "21B3" in laws
    # West, a defender, corrected after the play as he had to (20F5b(i))
    assert "20F5b1" in laws
    assert (found["offender"], found["damage"]) == ("EW", True)
    # 4HX two down +300, 3S made +140: half each, for both sides
    mix = [{"weight": "1/2", "ns_points": 300}, {"weight": "1/2", "ns_points": 140}]
    assert found["assigned"] == {"NS": mix, "EW": mix, "split": False}
    out = clean_texts(data, tmp_path)
    assert "too late to change a call" in out["en"]
    # seed 004: the caller has unauthorised information from the explanation (75A)
    assert (
        "West learns from East's explanation that his call was misunderstood: unauthorised "
        "information that he must not use" in out["en"]
    )
    assert "West weet door de uitleg van Oost dat zijn bieding verkeerd begrepen is" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("required", [True, False])
def test_law_21b1a_missing_alert_is_misinformation_only_when_required(
    tmp_path: Path, edition: str, required: bool
) -> None:
    # East does not alert West's 3D; the director finds whether the
    # regulations required an alert
    events = [
        *script("N 1S; E 2H; S 2S; W 3D"),
        {"by": "E", "alert": False, "of": 3},
        *THREE_S,
        {"fact": "alert_required", "of": 3, "value": required},
        agreement("fit-showing"),
        outcomes(("4HX", "E", 8, "1")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    out = clean_texts(data, tmp_path)
    if required:
        assert kinds(found)[0][2:] == ("EW", True)
        assert "was not alerted although the regulations required an alert" in out["en"]
        assert "West learns from East's missing alert that his call may have been" in out["en"]
        assert found["assigned"]["NS"] == [{"weight": "1", "ns_points": 300}]
    else:
        # no alert was due: no misinformation, no infraction, the result stands
        assert (found["status"], found["offender"], found["assigned"]) == (
            "result_stands",
            None,
            None,
        )
        assert "missing alert" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75d2_explanation_of_an_agreement_that_does_not_exist(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        {"fact": "misinformation", "value": "no_agreement", "of": 3},
        *THREE_S,
        outcomes(("4HX", "E", 8, "1")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    kind, laws, offender, infraction = kinds(found)[0]
    assert (kind, laws[0], offender, infraction) == (
        "misinformation",
        LAWS[edition]["75D2"],
        "EW",
        True,
    )
    single = [{"weight": "1", "ns_points": 300}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert SINGLE[edition] in found["note"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c_psych_partner_no_wiser_than_opponents_no_redress(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        agreement("natural"),
        {"fact": "misinformation", "value": "psych", "of": 3},
        {"fact": "partner_aware", "value": False, "of": 3},
        *THREE_S,
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [
        ("deliberate_deviation", ["40A3", "40C2", LAWS[edition]["73E1"]], None, False)
    ]
    assert found["status"] == "result_stands"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_psych_partner_expected_undisclosed_agreement_adjusted(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        agreement("natural"),
        {"fact": "misinformation", "value": "psych", "of": 3},
        {"fact": "partner_aware", "value": True, "of": 3},
        *THREE_S,
        outcomes(("4HX", "E", 8, "1")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found)[0] == ("misinformation", ["40C1", "40A1b", "21B1"], "EW", True)
    assert (found["offender"], found["damage"]) == ("EW", True)
    assert found["assigned"]["NS"] == [{"weight": "1", "ns_points": 300}]
    clean_texts(data, tmp_path)


# -- 20F5, 21B1a: corrections and changes in the auction ------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f5a_partner_corrected_the_explanation_during_the_auction(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        {"by": "N", "call": "3S"},
        {"by": "W", "correct": "fit-showing", "of": 3},
        agreement("fit-showing"),
        *script("E Pass; S Pass; W Pass"),
        *NORTH_CLAIMS,
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    kind, laws, offender, _ = kinds(found)[0]
    # judg14: nobody called the director and the auction went on: too late
    # to change North's 3S, the damage is judged (21B3)
    assert (kind, offender, laws[-2:]) == ("misinformation", "EW", ["20F5a", "21B3"])
    out = clean_texts(data, tmp_path)
    assert "he must not do so before the auction is over (20F5a)" in out["en"]


#: board 2 (East deals): East's 2D is explained as natural, West corrects to
#: Multi in the auction before South's partner has called
MULTI = [
    {"by": "E", "call": "2D"},
    {"by": "W", "explain": "weak two in diamonds", "of": 0, "to": "S"},
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "2H"},
    {"by": "W", "correct": "Multi", "of": 0},
    {"by": "W", "director": True},
    {"by": "E", "agreement": "Multi", "of": 0, "source": "system_card"},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_misinformed_pass_may_be_changed_when_influenced(
    tmp_path: Path, edition: str
) -> None:
    asked = judgment({**record(MULTI, edition), "board": 2}, tmp_path)
    assert [(q["fact"], q["of"], q["laws"]) for q in asked["questions"]] == [
        ("influenced", 2, ["21B1a"])
    ]
    changed = [
        *MULTI,
        {"fact": "influenced", "of": 2, "value": True},
        {"by": "S", "change": "X", "of": 2},
    ]
    data = {**record(changed, edition), "board": 2}
    found = judgment(data, tmp_path)
    withdrawn = "16C1" if edition == "2017" else "16D1"
    assert ("withdrawn_call", [withdrawn], None, False) in kinds(found)
    out = clean_texts(data, tmp_path)
    assert "his left-hand opponent may now change any later call (21B2)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_pass_not_influenced_stands(tmp_path: Path, edition: str) -> None:
    events = [*MULTI, {"fact": "influenced", "of": 2, "value": False}]
    data = {**record(events, edition), "board": 2}
    found = judgment(data, tmp_path)
    assert found["status"] == "play_continues" and found["offender"] == "EW"
    out = clean_texts(data, tmp_path)
    assert "South's pass was not influenced by the misinformation: it stands (21B1a)" in out["en"]


# -- 73: a false inference from an opponent's tempo (2017 73E2, 2007 73F) --------------------------

#: North declares 3S after an uncontested-looking auction; East leads
THREE_S_BY_NORTH = [*script("N 1S; E 2H; S 2S; W 3H; N 3S; E Pass; S Pass; W Pass")]
INFERENCE_LAW = {"2017": "73E2", "2007": "73F"}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("tricks", "damaged"), [(8, True), (10, False)])
def test_law_73e2_false_inference_from_declarers_tempo_adjusted_if_damaged(
    tmp_path: Path, edition: str, tricks: int, damaged: bool
) -> None:
    # declarer hesitated with no bridge reason before playing from dummy and
    # East misdefended; without it the likely result is 3S with `tricks` tricks
    events = [
        *THREE_S_BY_NORTH,
        {"by": "E", "card": "HA"},
        {"fact": "false_inference", "value": True, "seat": "N"},
        *NORTH_CLAIMS[1:],
        outcomes(("3S", "N", tricks, "1")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    law = INFERENCE_LAW[edition]
    assert kinds(found) == [("false_inference", [law, "73D2", "12C1"], "NS", True)]
    assert (found["offender"], found["damage"]) == ("NS", damaged)
    if damaged:
        # table +140; 3S one down without the false inference: -50 for NS
        single = [{"weight": "1", "ns_points": -50}]
        assert found["assigned"] == {"NS": single, "EW": single, "split": False}
        assert found["status"] == "adjusted"
    else:
        assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "East-West drew a false inference from North's remark, manner or tempo" in out["en"]
    assert f"({law}, 73D2)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seat", ["N", "E"])
def test_law_73d1_inference_at_own_risk_result_stands(
    tmp_path: Path, edition: str, seat: str
) -> None:
    events = [
        *THREE_S_BY_NORTH,
        {"by": "E", "card": "HA"},
        {"fact": "false_inference", "value": False, "seat": seat},
        *NORTH_CLAIMS[1:],
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [("false_inference", ["73D1"], None, False)]
    assert (found["status"], found["offender"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "at his own risk (73D1)" in out["en"] and "voor eigen risico (73D1)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73e2_false_inference_needs_the_seat(tmp_path: Path, edition: str) -> None:
    # the table goes on; the judgment says which finding it cannot read, and why
    events = [*THREE_S_BY_NORTH, {"fact": "false_inference", "value": True}]
    said = rule_text(record(events, edition), tmp_path, "en")
    assert (
        "action 9: a false inference from an opponent's remark, "
        "manner or tempo: the opponent whose remark" in said
    )
    assert "Traceback" not in said


# -- 16D (2007 16C): information from another source ----------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("calls", ["N 1S", "N 1S; E 2H; S 2S"])
def test_law_16d3_after_the_first_call_artificial_score_only_in_2017(
    tmp_path: Path, edition: str, calls: str
) -> None:
    # South overheard a result on this board; he tells the director after the
    # auction has begun and the information could interfere with normal play.
    # 2017 16D3: complete and adjust (16D2c) or an artificial score (16D2d);
    # 2007 16C3: only complete and adjust (16C2c)
    heard = {"fact": "other_source", "value": True, "seat": "S"}
    data = record([*script(calls), heard, {"fact": "interferes", "value": True}], edition)
    found = judgment(data, tmp_path)
    laws = ["16D1", "16D2", "16D3"] if edition == "2017" else ["16C1", "16C2", "16C3"]
    assert kinds(found) == [("other_source", laws, None, False)]
    out = clean_texts(data, tmp_path)
    if edition == "2017":
        assert "or awards an artificial adjusted score (16D2d; 16D3)" in out["en"]
    else:
        assert "(16C2c), as 16C3 requires; an artificial adjusted score is no longer" in out["en"]
        assert "(16C2d" not in out["en"]
        assert "kunstmatige arbitrale score is dan niet meer mogelijk" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16d2_before_any_call_all_four_courses(tmp_path: Path, edition: str) -> None:
    heard = {"fact": "other_source", "value": True, "seat": "W"}
    data = record([heard, {"fact": "interferes", "value": True}], edition)
    found = judgment(data, tmp_path)
    d1, d2 = ("16D1", "16D2") if edition == "2017" else ("16C1", "16C2")
    assert kinds(found) == [("other_source", [d1, d2], None, False)]
    out = clean_texts(data, tmp_path)
    for course in "abcd":
        assert f"({d2}{course})" in out["en"]


# -- 20F4, 75B2: the explainer corrects his own explanation ---------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f4_own_explanation_corrected_before_the_lead_21b1a_still_open(
    tmp_path: Path, edition: str
) -> None:
    # East corrects himself after the final pass, before the opening lead:
    # in time (20F4); North's partner has called since his 3S, so only
    # South's last pass may be changed, if the director finds it influenced
    events = [
        *EXPLAINED,
        *script("N 3S; E Pass; S Pass; W Pass"),
        {"by": "E", "correct": "fit-showing", "of": 3},
        agreement("fit-showing"),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    kind, laws, offender, infraction = kinds(found)[0]
    assert (kind, offender, infraction) == ("misinformation", "EW", True)
    assert "20F4" in laws and "21B3" not in laws
    assert [(q["fact"], q["of"], q["laws"]) for q in found["questions"]] == [
        ("influenced", 7, ["21B1a"])
    ]
    out = clean_texts(data, tmp_path)
    assert "East corrected his own explanation and called the director in time (20F4" in out["en"]
    assert "North may not change his 3♠: his partner has called since (21B1a)." in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75b2_own_explanation_corrected_during_the_play_too_late_to_change(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EXPLAINED,
        *script("N 3S; E Pass; S Pass; W Pass"),
        {"by": "E", "card": "HA"},
        {"by": "E", "correct": "fit-showing", "of": 3},
        agreement("fit-showing"),
        *NORTH_CLAIMS[1:],
        outcomes(("4HX", "E", 8, "2/3"), ("3S", "N", 9, "1/3")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    own = "75B2" if edition == "2017" else "75B"
    kind, laws, offender, infraction = kinds(found)[0]
    assert (kind, offender, infraction) == ("misinformation", "EW", True)
    assert "21B3" in laws and "20F4" not in laws
    # 2/3 of +300 and 1/3 of +140 for North-South, against +140 at the table
    mix = [{"weight": "2/3", "ns_points": 300}, {"weight": "1/3", "ns_points": 140}]
    assert found["assigned"] == {"NS": mix, "EW": mix, "split": False}
    out = clean_texts(data, tmp_path)
    assert f"East corrected his own explanation during the play ({own})." in out["en"]


# -- 20A/21A, 20E: a call misheard, an error in the review ----------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("of", "seat"), [(2, "W"), (4, "E")])
def test_law_21a_misheard_call_no_redress(tmp_path: Path, edition: str, of: int, seat: str) -> None:
    # the player acted on his own mishearing of an opponent's call: he could
    # have asked at once (20A); no rectification, no redress (21A)
    events = [
        *THREE_S_BY_NORTH,
        *NORTH_CLAIMS,
        {"fact": "misheard", "value": True, "of": of, "seat": seat},
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [("own_misunderstanding", ["20A", "21A"], None, False)]
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "he gets no rectification or redress (21A)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("tricks", "ns_points"), [(8, 100), (9, 50)])
def test_law_20e_review_error_adjusted_for_the_damaged_side(
    tmp_path: Path, edition: str, tricks: int, ns_points: int
) -> None:
    # North's review of the auction was wrong and not corrected: East-West,
    # misled, defended 3S (+140 for NS); without it East plays 4H
    events = [
        *THREE_S_BY_NORTH,
        {"fact": "review_error", "value": True, "seat": "N"},
        *NORTH_CLAIMS,
        outcomes(("4H", "E", tricks, "1")),
    ]
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert kinds(found) == [("review_error", ["20E", "12C1"], "NS", True)]
    assert (found["offender"], found["damage"]) == ("NS", True)
    single = [{"weight": "1", "ns_points": ns_points}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert SINGLE[edition] in found["note"]
    clean_texts(data, tmp_path)


# -- 72C (2007 23): could the offender have known the irregularity could damage? ------------

#: East shows the ♥Q during the auction: West must pass once (24B); North
#: declares 2S and claims nine tricks before the opening lead
EXPOSED_HQ = [
    *script("N 1S; E exp HQ; N dir; E Pass; S 2S; W Pass; N Pass; E Pass"),
    *NORTH_CLAIMS[1:],
]
AWARENESS = {"2017": "72C", "2007": "23"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_72c_asked_after_the_forced_pass_2007_law_23(tmp_path: Path, edition: str) -> None:
    events = list(EXPOSED_HQ)
    found = judgment(record(events, edition), tmp_path)
    assert [(q["fact"], q["of"], q["laws"]) for q in found["questions"]] == [
        ("could_have_known", 1, [AWARENESS[edition], "12C1"])
    ]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("known", "likely", "status"),
    [
        (True, [("3S", "N", 9, "1/2"), ("4S", "N", 10, "1/2")], "adjusted"),
        (True, [("3H", "W", 9, "1")], "result_stands"),
        (False, [], "result_stands"),
    ],
)
def test_law_72c_adjusted_only_if_the_offenders_could_have_known_and_gained(
    tmp_path: Path,
    edition: str,
    known: bool,
    likely: list[tuple[str, str, int, str]],
    status: str,
) -> None:
    events = list(EXPOSED_HQ)
    events.append({"fact": "could_have_known", "of": 1, "value": known})
    if likely:
        events.append(outcomes(*likely))
    data = record(events, edition)
    found = judgment(data, tmp_path)
    assert found["status"] == status
    if known:
        assert kinds(found) == [("could_have_known", [AWARENESS[edition], "12C1"], "EW", True)]
    if status == "adjusted":
        # 2S made (+140 at the table); 3S or 4S by North half each
        mix = [{"weight": "1/2", "ns_points": 420}, {"weight": "1/2", "ns_points": 140}]
        assert found["assigned"] == {"NS": mix, "EW": mix, "split": False}
        assert AWARENESS[edition] in found["note"]
    else:
        assert found["assigned"] is None
    clean_texts(data, tmp_path)
