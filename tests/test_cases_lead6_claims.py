"""Claims and concessions ruled where the hands are not known (spec §6): the
director called to a table mid-board cannot leave the score open. He sees the
hands there and gives the side's total himself (70, 69B, 71); the report asks
for it and settles the board with his figure.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import assert_clean_text, rule_json, rule_refused, rule_text

from bridgelaws import fact_names, found_revoke, rules
from bridgelaws.editions import EDITIONS
from bridgelaws.fact_names import FACT_LABELS
from bridgelaws.i18n import translate
from bridgelaws.web.views import question_kind

BOTH = ("2017", "2007")

#: 4H by South, eight tricks to NS and two to EW; South on lead, three to play
FOUR_HEARTS: dict[str, Any] = {
    "contract": "4H",
    "declarer": "S",
    "tricks": {"NS": 8, "EW": 2},
    "leader": "S",
}


def _claim(by: str, tricks: int) -> dict[str, Any]:
    return {"by": by, "claim": tricks}


def _respond(by: str, how: str) -> dict[str, Any]:
    return {"by": by, how: True}


def _dir(by: str) -> dict[str, Any]:
    return {"by": by, "director": True}


DISPUTED = [_claim("S", 11), _respond("W", "dispute"), _dir("W")]


@pytest.mark.parametrize("edition", BOTH)
def test_law_70_disputed_claim_hands_unknown_asks_the_directors_figure(
    edition: str, tmp_path: Path
) -> None:
    report = rule_json(sit(FOUR_HEARTS, DISPUTED, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [q["fact"] for q in report["questions"]] == ["claim_award"]
    assert question_kind(report["questions"][0]) == "number"
    assert report["score"] is None
    for lang in ("nl", "en"):
        text = rule_text(sit(FOUR_HEARTS, DISPUTED, edition), tmp_path, lang)
        assert_clean_text(text, lang)
    assert "wedstrijdleider" in rule_text(sit(FOUR_HEARTS, DISPUTED, edition), tmp_path, "nl")


@pytest.mark.parametrize("edition", BOTH)
def test_law_70_disputed_claim_hands_unknown_settled_by_the_directors_figure(
    edition: str, tmp_path: Path
) -> None:
    data = sit(FOUR_HEARTS, [*DISPUTED, fact("claim_award", 10)], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert not report.get("questions")
    effects = report["rulings"][-1]["effects"]
    assert [(e["type"], e.get("tricks")) for e in effects] == [("tricks_awarded", 10)]
    nl = rule_text(data, tmp_path, "nl")
    assert_clean_text(nl, "nl")
    assert "in totaal 10 slagen" in nl


def test_law_70_directors_figure_out_of_range_is_refused_in_dutch(tmp_path: Path) -> None:
    """NS already has eight tricks and EW two: 7 or 12 cannot be."""
    for figure in (7, 12):
        output = rule_refused(sit(FOUR_HEARTS, [*DISPUTED, fact("claim_award", figure)]), tmp_path)
        assert "handeling 4" in output and "van 8 tot 11" in output


@pytest.mark.parametrize("edition", BOTH)
def test_law_69b_withdrawn_agreement_hands_unknown_asks_and_moves_tricks(
    edition: str, tmp_path: Path
) -> None:
    """Both defenders agreed to 11, then East withdrew his agreement: with the
    director's figure of 10 one trick goes back to EW (69B2)."""
    events = [_claim("S", 11), _respond("W", "agree"), _respond("E", "agree")]
    events += [_respond("E", "dispute"), _dir("W")]
    asked = rule_json(sit(FOUR_HEARTS, events, edition), tmp_path)
    assert [q["fact"] for q in asked["questions"]] == ["claim_award"]
    assert asked["questions"][0]["laws"] == ["69B"]
    done = rule_json(sit(FOUR_HEARTS, [*events, fact("claim_award", 10)], edition), tmp_path)
    assert not done.get("questions")
    assert [(a["law"], a["to"], a["tricks"]) for a in done["adjustments"]] == [("69B2", "EW", 1)]
    assert done["score"] == {"NS": 420, "EW": -420}


@pytest.mark.parametrize("edition", BOTH)
def test_law_71_concession_hands_unknown_restores_the_directors_figure(
    edition: str, tmp_path: Path
) -> None:
    """West conceded the last three tricks; the director, who sees that the
    defence had a sure trick, gives EW three in all: one is restored (71)."""
    events = [{"by": "W", "concede": 3}, _respond("S", "agree"), _respond("N", "agree")]
    events.append(_dir("E"))
    asked = rule_json(sit(FOUR_HEARTS, events, edition), tmp_path)
    assert [q["fact"] for q in asked["questions"]] == ["claim_award"]
    done = rule_json(sit(FOUR_HEARTS, [*events, fact("claim_award", 3)], edition), tmp_path)
    assert [(a["law"], a["to"], a["tricks"]) for a in done["adjustments"]] == [("71", "EW", 1)]
    assert done["tricks"] == {"NS": 10, "EW": 3}
    de = rule_text(sit(FOUR_HEARTS, [*events, fact("claim_award", 3)], edition), tmp_path, "de")
    assert "insgesamt 3 Stiche" in de


def test_rubber_54_disputed_claim_figure_out_of_range_is_refused_in_dutch(
    tmp_path: Path,
) -> None:
    """Rubber: the players' count of a disputed claim must fit the tricks
    already won and lost; a wrong one is refused naming the action, in Dutch."""
    output = rule_refused(sit(FOUR_HEARTS, [*DISPUTED, fact("tricks", 12)], "rubber"), tmp_path)
    assert "handeling 4" in output and "8 gewonnen en 2 verloren" in output
    settled = rule_json(sit(FOUR_HEARTS, [*DISPUTED, fact("tricks", 10)], "rubber"), tmp_path)
    assert settled["tricks"] == {"NS": 10, "EW": 3}


def test_every_fact_the_web_log_shows_has_a_dutch_and_german_name() -> None:
    """The web app's log names each finding of the director in the user's
    language: no fact name falls back to its code."""
    names = set(fact_names.QUESTION_FACTS) | set(found_revoke.FACTS)
    for edition in EDITIONS.values():
        registry = edition().registry if isinstance(edition, type) else edition.registry
        names |= set(registry.codes(rules.Hook.PLAY_FACT))
        names |= set(registry.codes(rules.Hook.RUBBER_FACT))
    assert sorted(n for n in names if n not in FACT_LABELS) == []
    for name in names:
        for lang in ("nl", "de"):
            assert translate(FACT_LABELS[name], lang) != FACT_LABELS[name], (name, lang)
