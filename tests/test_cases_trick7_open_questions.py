"""No action vanishes while a question is open (all editions): for records
(spec §6, hands unknown) that end with the table waiting for a fact, every
further action the players take is in the report, either ruled (an
irregularity or a ruling at that action) or kept without effect with the
reason (68D: play stops at a claim; 62D1: tricks 12 and 13 are played again;
the board is over). Property-style: each open question against each kind of
action by each seat.

Open questions:

- 70 / rubber 54: a disputed claim waits for the figure (claim_award);
- 64A after the play: a revoke the director found waits for who won the
  revoke trick (revoke_trick_won_by);
- 62D1 / rubber 55(1): a trick-12 revoke found during trick 13 waits for the
  result of the two tricks played again (tricks_after_correction).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import assert_clean_text, rule_json, rule_text

EDITIONS = ("2017", "2007", "rubber")

#: situation and events of each open question, with the fact it waits for
OPEN: dict[str, tuple[dict[str, Any], list[dict[str, Any]], str]] = {
    "disputed_claim": (
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 2}, "leader": "N"},
        [{"by": "N", "claim": 11}, {"by": "E", "dispute": True}, {"by": "E", "director": True}],
        "claim_award",
    ),
    "found_revoke_after_play": (
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}},
        [fact("revoke", {"seat": "E", "trick": 5})],
        "revoke_trick_won_by",
    ),
    "trick_12_revoke_during_trick_13": (
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 4}, "current": ["N:SA"]},
        [fact("revoke", {"seat": "E", "trick": 12})],
        "tricks_after_correction",
    ),
}

#: one action of each kind, by seat (cards none of the situations places)
ACTIONS: dict[str, list[dict[str, Any]]] = {
    "card": [{"by": s, "card": c} for s, c in zip("NESW", ("C2", "D3", "H4", "S5"), strict=True)],
    "exposed": [
        {"by": s, "expose": c} for s, c in zip("NESW", ("C6", "D7", "H8", "S9"), strict=True)
    ],
    "call": [{"by": s, "call": "1NT"} for s in "NESW"],
    "agree": [{"by": s, "agree": True} for s in "NESW"],
    "dispute": [{"by": s, "dispute": True} for s in "NESW"],
    "claim": [{"by": s, "claim": 13 if s in "NS" else 4} for s in "NESW"],
    "concede": [{"by": s, "concede": 1} for s in "NESW"],
}


def reported_at(report: dict[str, Any]) -> set[int]:
    """The actions the report names: ruled or kept without effect."""
    out = {i["event"] for i in report["irregularities"]}
    out |= {r["event"] for r in report["rulings"]}
    out |= {w["event"] for w in report.get("without_effect") or []}
    return out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("question", sorted(OPEN))
def test_open_question_is_asked(edition: str, question: str, tmp_path: Path) -> None:
    situation, events, asked = OPEN[question]
    report = rule_json(sit(situation, events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [q["fact"] for q in report["questions"]] == [asked]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("question", sorted(OPEN))
@pytest.mark.parametrize("kind", sorted(ACTIONS))
def test_law_9b2_68d_62d1_no_action_vanishes_while_a_question_is_open(
    edition: str, question: str, kind: str, tmp_path: Path
) -> None:
    situation, events, _ = OPEN[question]
    for action in ACTIONS[kind]:
        data = sit(situation, [*events, action], edition)
        report = rule_json(data, tmp_path)
        index = len(events)
        assert index in reported_at(report), (kind, action, report.get("without_effect"))
        for lang in ("nl", "en"):
            text = rule_text(data, tmp_path, lang)
            assert_clean_text(text, lang)
            word = {"nl": "handeling", "en": "action"}[lang]
            assert f"{word} {index + 1}" in text, (lang, action, text)


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_68d_card_after_disputed_claim_then_award(edition: str, tmp_path: Path) -> None:
    situation, events, _ = OPEN["disputed_claim"]
    played = [{"by": "N", "card": "SA"}, {"by": "W", "agree": True}]
    data = sit(situation, [*events, *played, fact("claim_award", 10)], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    kept = {w["event"]: w["text"] for w in report["without_effect"]}
    assert set(kept) == {3, 4}
    text = rule_text(data, tmp_path, "en")
    assert "(68D): only the tricks it gives count" in text
    assert "agreed after the claim or concession was disputed" in text
    nl = rule_text(data, tmp_path, "nl")
    assert "terwijl over de betwiste claim wordt beslist (68D)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_board_over_call_card_shown_listed_once(edition: str, tmp_path: Path) -> None:
    # a found revoke's question open after the play: a call, a card shown and a
    # card played are each said once as coming after the board, and nothing
    # else is ruled at them
    situation, events, _ = OPEN["found_revoke_after_play"]
    later = [{"by": "S", "call": "1NT"}, {"by": "W", "expose": "H2"}, {"by": "N", "card": "SA"}]
    answers = [
        fact("revoke_trick_won_by", "E", trick=5),
        fact("offending_side_tricks_after", 2, trick=5),
    ]
    data = sit(situation, [*events, *later, *answers], edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
    assert sorted(w["event"] for w in report["without_effect"]) == [1, 2, 3]
    text = rule_text(data, tmp_path, "en")
    assert "South called 1NT after the board was over" in text
    assert "West showed a card after the board was over" in text
    assert "North played ♠A after the board was over" in text
    assert "ended the board" not in text
    assert report["tricks"] == {"NS": 11, "EW": 2}
