"""Laws 73C, 73D1, 73D2, 74A-74C, 75B/75C and 76 in the judgment (judg15,
session 22), both editions: what follows each of the director's findings.

- 73C: unauthorised information from partner's emphasis or manner takes the
  route of 16B (``extraneous``: ``manner``); its use may also be penalised
  (2017 73C2; 2007 73C has no paragraphs: Law 90).
- 73D2 (``deception``): an attempt to mislead is a breach for a procedural
  penalty; the score moves only through a false inference (2017 73E2,
  2007 73F), asked once the board is over. 73D1: an unintended variation is
  no infraction.
- 74A, 74B, 74C (``conduct``): a penalty at most (90, 91), never a score.
- 75B/75C: a mistaken explanation makes the explaining side offend and the
  damage is asked at the end; a mistaken call is no infraction and the
  caller's later action is asked (75A), after the kind of misinformation,
  in seed 004's order.
- 76 (``spectator``): a spectator's remark that reached a player is
  information from another source (2017 16D, 2007 16C); without a player
  informed it is the director's to deal with (76A1).

TD-course situations in our own words on one deal (board 1, North deals,
nobody vulnerable): N ♠AKJ72 ♥K4 ♦Q83 ♣K92, E ♠96 ♥AQ9852 ♦A5 ♣QJ4,
S ♠Q853 ♥J73 ♦K742 ♣86, W ♠T4 ♥T6 ♦JT96 ♣AT753. 3♠ by North: nine tricks
+140, ten +170; 3♥ by East: nine tricks -140, eight +50; 4♥X by East
eight tricks +300.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]
DEAL = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
SINGLE = {"2017": "12C1b", "2007": "12C1a"}
INFERENCE = {"2017": "73E2", "2007": "73F"}
#: the penalty for using partner's unauthorised information
PENALTY = {"2017": "73C2", "2007": "90"}
OTHER_SOURCE = {"2017": ("16D1", "16D2", "16D3"), "2007": ("16C1", "16C2", "16C3")}

NORTH_CLAIMS = [
    {"by": "E", "card": "HA"},
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]
#: North passes 3H with marked emphasis (agreed); South bids 3S (action 7)
EMPHATIC_PASS = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
    {"by": "N", "extraneous": "manner", "of": 4, "agreed": True},
    *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
    *NORTH_CLAIMS,
]
THREE_SPADES = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass; E Pass; S 3S; W Pass; N Pass; E Pass"),
    *NORTH_CLAIMS,
]


def record(events: list[dict[str, Any]], edition: str = "2017") -> dict[str, Any]:
    return {"edition": edition, "board": 1, "deal": DEAL, "events": events}


def judged(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


def kinds(found: dict[str, Any]) -> list[tuple[str, list[str], str | None, bool]]:
    return [(r["kind"], r["laws"], r["offender"], r["infraction"]) for r in found["rulings"]]


def questions(found: dict[str, Any]) -> list[tuple[str, int | None, list[str]]]:
    return [(q["fact"], q.get("of"), q["laws"]) for q in found["questions"]]


def outcomes(*likely: tuple[str, str, int, str]) -> dict[str, Any]:
    return {
        "fact": "outcomes",
        "value": [
            {"contract": c, "declarer": d, "tricks": t, "weight": w} for c, d, t, w in likely
        ],
    }


# -- 73C: partner's emphasis or manner ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73c_emphatic_pass_partner_bids_on_adjusted_and_penalty_said(
    tmp_path: Path, edition: str
) -> None:
    asked = judged(record(EMPHATIC_PASS, edition), tmp_path)
    assert [(q[0], q[1]) for q in questions(asked)] == [("logical_alternatives", 7)]
    events = [
        *EMPHATIC_PASS,
        {"fact": "logical_alternatives", "of": 7, "value": ["Pass", "3S"], "suggested": "3S"},
        outcomes(("3H", "E", 9, "7/10"), ("3H", "E", 8, "3/10")),
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [
        ("unauthorised_information", ["16B1", "73C"], None, False),
        ("logical_alternative", ["16B1a", "16B1b", "73C", "16B3"], "NS", True),
    ]
    weighted = [{"weight": "3/10", "ns_points": 50}, {"weight": "7/10", "ns_points": -140}]
    assert found["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    assert "The emphasis or manner of North is established" in out["en"]
    assert (
        f"The director may also give South a procedural penalty ({PENALTY[edition]})." in out["en"]
    )
    assert "De nadruk of gedraging van Noord" in out["nl"]
    assert f"een procedurele straf geven ({PENALTY[edition]})" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73c_emphatic_pass_without_a_logical_alternative_no_infraction(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *EMPHATIC_PASS,
        {"fact": "logical_alternatives", "of": 7, "value": ["3S"], "suggested": "3S"},
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert kinds(found)[-1][2:] == (None, False)
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert "had no logical alternative: no infraction of 16B1a" in out["en"]
    assert "procedural penalty" not in out["en"]


# -- 73D1, 73D2: variation of tempo or manner, an attempt to mislead -----------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73d2_attempt_to_mislead_asks_for_the_false_inference(
    tmp_path: Path, edition: str
) -> None:
    # East hesitated before following with a singleton; declarer misguessed
    events = [*THREE_SPADES, {"fact": "deception", "value": True, "seat": "E"}]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [("deception", ["73D2", "90"], None, False)]
    assert questions(found) == [("false_inference", None, [INFERENCE[edition]])]
    out = clean_texts(data, tmp_path)
    assert "East tried to mislead an opponent" in out["en"]
    assert "Did North-South draw a false inference from it" in out["en"]
    assert "Maakten Noord-Zuid hier een onjuiste gevolgtrekking uit" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73d2_with_the_false_inference_adjusted_to_the_likely_result(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *THREE_SPADES,
        {"fact": "deception", "value": True, "seat": "E"},
        {"fact": "false_inference", "value": True, "seat": "E"},
        outcomes(("3S", "N", 10, "1")),
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert [k[0] for k in kinds(found)] == ["false_inference", "deception"]
    assert (found["status"], found["offender"], found["questions"]) == ("adjusted", "EW", [])
    single = [{"weight": "1", "ns_points": 170}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert INFERENCE[edition] in found["note"] and SINGLE[edition] in found["note"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73d2_no_false_inference_drawn_result_stands(tmp_path: Path, edition: str) -> None:
    events = [
        *THREE_SPADES,
        {"fact": "deception", "value": True, "seat": "E"},
        {"fact": "false_inference", "value": False, "seat": "E"},
    ]
    found = judged(record(events, edition), tmp_path)
    assert (found["status"], found["assigned"], found["questions"]) == ("result_stands", None, [])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73d1_unintended_variation_no_infraction(tmp_path: Path, edition: str) -> None:
    events = [*THREE_SPADES, {"fact": "deception", "value": False, "seat": "W"}]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [("deception", ["73D1"], None, False)]
    assert (found["status"], found["questions"]) == ("result_stands", [])
    out = clean_texts(data, tmp_path)
    assert "West did not try to mislead" in out["en"]
    assert "West probeerde niet te misleiden" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73d2_attempt_found_mid_play_asked_only_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    events = [*THREE_SPADES[:-3], {"fact": "deception", "value": True, "seat": "E"}]
    found = judged(record(events, edition), tmp_path)
    assert (found["status"], found["questions"]) == ("play_continues", [])


# -- 74: courtesy, etiquette, correct procedure --------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("value", "laws", "en", "nl"),
    [
        ("courtesy", ["74A", "91"], "West was discourteous to another player (74A)",
         "West gedroeg zich onhoffelijk tegenover een andere speler (74A)"),
        ("etiquette", ["74B", "90", "91"], "West broke the etiquette of the game (74B)",
         "West overtrad de fatsoensregels van het spel (74B)"),
        ("procedure", ["74C", "90", "91"], "West violated correct procedure (74C)",
         "West overtrad de juiste gang van zaken (74C)"),
    ],
)  # fmt: skip
def test_law_74_breach_of_conduct_a_penalty_at_most_the_result_stands(
    tmp_path: Path, edition: str, value: str, laws: list[str], en: str, nl: str
) -> None:
    data = record([*THREE_SPADES, {"fact": "conduct", "value": value, "seat": "W"}], edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [("conduct", laws, None, False)]
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert en in out["en"] and nl in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_74c_with_unauthorised_information_used_the_score_still_adjusted(
    tmp_path: Path, edition: str
) -> None:
    # North's remark was a breach of procedure (74C4) and South used it:
    # the conduct finding takes nothing from the 16B1a adjustment
    events = [
        *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
        {"by": "N", "extraneous": "remark", "of": 4, "agreed": True},
        *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
        *NORTH_CLAIMS,
        {"fact": "conduct", "value": "procedure", "seat": "N"},
        {"fact": "logical_alternatives", "of": 7, "value": ["Pass", "3S"], "suggested": "3S"},
        outcomes(("3H", "E", 9, "1")),
    ]
    found = judged(record(events, edition), tmp_path)
    assert "conduct" in [k[0] for k in kinds(found)]
    single = [{"weight": "1", "ns_points": -140}]
    assert (found["offender"], found["assigned"]["NS"]) == ("NS", single)


@pytest.mark.parametrize("value", ["rudeness", True])
def test_law_74_conduct_value_is_one_of_three(tmp_path: Path, value: object) -> None:
    out = rule_text(record([*THREE_SPADES, {"fact": "conduct", "value": value, "seat": "W"}]),
                    tmp_path, "en")  # fmt: skip
    assert "is not one of courtesy, etiquette, procedure" in out and "Traceback" not in out


# -- 75B / 75C: both routes, in seed 004's order --------------------------------------------------

#: West's 3D (action 3) explained by East to North as natural
EXPLAINED = [
    *script("N 1S; E 2H; S 2S; W 3D"),
    {"by": "E", "explain": "natural", "of": 3, "to": "N"},
]
THREE_S = [*script("N 3S; E Pass; S Pass; W Pass"), *NORTH_CLAIMS]


def agreement(meaning: str) -> dict[str, Any]:
    return {"by": "E", "agreement": meaning, "of": 3, "source": "system_card"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75b_mistaken_explanation_offends_damage_asked_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    # seed 004 (verkeerde uitleg): the system card shows fit-showing; play goes
    # on and the damage is judged at the end: only the likely results are asked
    # (the explaining side offends, so West's later calls are not asked, 75A)
    events = [*EXPLAINED, agreement("fit-showing"), *THREE_S]
    found = judged(record(events, edition), tmp_path)
    assert kinds(found)[0][0::2] == ("misinformation", "EW")
    assert [q[0] for q in questions(found)] == ["outcomes"]
    data = record([*events, outcomes(("4HX", "E", 8, "1"))], edition)
    done = judged(data, tmp_path)
    assert done["assigned"]["NS"] == [{"weight": "1", "ns_points": 300}]
    out = clean_texts(data, tmp_path)
    assert "West learns from East's explanation that his call was misunderstood" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75c_mistaken_call_kind_first_then_the_callers_later_call(
    tmp_path: Path, edition: str
) -> None:
    # the system card says natural, as explained: 21B1b presumes a mistaken
    # explanation until the director finds otherwise; once he finds a
    # mistaken call, West's later pass is asked (75A, 16B1a)
    events = [*EXPLAINED, agreement("natural"), *THREE_S]
    first = judged(record(events, edition), tmp_path)
    assert [(q[0], q[1]) for q in questions(first)] == [("misinformation", 3)]
    events.append({"fact": "misinformation", "value": "call", "of": 3})
    second = judged(record(events, edition), tmp_path)
    assert [q[0] for q in questions(second)] == ["logical_alternatives"]
    assert kinds(second)[0] == ("mistaken_call", ["75C", "75A", "21A"], None, False)
    assert second["offender"] is None


# -- 76: spectators ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_76_spectators_remark_before_any_call_is_information_from_another_source(
    tmp_path: Path, edition: str
) -> None:
    d1, d2, _d3 = OTHER_SOURCE[edition]
    start = [{"fact": "spectator", "value": True, "seat": "S"}]
    asked = judged(record(start, edition), tmp_path)
    assert [(q[0], q[2]) for q in questions(asked)] == [("interferes", [d2])]
    data = record([*start, {"fact": "interferes", "value": True}], edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [("spectator", ["76B3", d1, d2], None, False)]
    out = clean_texts(data, tmp_path)
    assert "A spectator's remark or reaction gave South information about the board" in out["en"]
    assert f"award an artificial adjusted score ({d2}d)" in out["en"]
    assert "Een opmerking of reactie van een toeschouwer gaf Zuid informatie" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_76_spectators_remark_after_the_first_call_by_edition(
    tmp_path: Path, edition: str
) -> None:
    d1, d2, d3 = OTHER_SOURCE[edition]
    events = [
        *script("N 1S; E 2H"),
        {"fact": "spectator", "value": True, "seat": "W"},
        {"fact": "interferes", "value": True},
    ]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert kinds(found) == [("spectator", ["76B3", d1, d2, d3], None, False)]
    out = clean_texts(data, tmp_path)
    if edition == "2017":
        assert f"or awards an artificial adjusted score ({d2}d; {d3})" in out["en"]
    else:
        assert "an artificial adjusted score is no longer one of his courses" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("value", [True, False])
def test_law_76_spectator_who_informed_nobody_nothing_for_the_score(
    tmp_path: Path, edition: str, value: bool
) -> None:
    data = record([*THREE_SPADES, {"fact": "spectator", "value": value}], edition)
    found = judged(data, tmp_path)
    laws = ["76A1", "76B"] if value else ["76B"]
    assert kinds(found) == [("spectator", laws, None, False)]
    assert (found["status"], found["assigned"], found["questions"]) == ("result_stands", None, [])
    out = clean_texts(data, tmp_path)
    if value:
        assert "may have him leave (76A1)" in out["en"]
        assert "kan hem laten vertrekken (76A1)" in out["nl"]
