"""Rubber bridge rules with no case before (law10, session 17): the auction and
play procedure of rules 12-15, 18, 20 and the inspection of quitted tricks
(24 with 53). Expected answers written from seed 001 (the NBB rubber rules)
before the records were run; auctions and facts our own.

- 12: a bid is sufficient when it names more tricks, or as many in a higher
  denomination; 14: four passes end the deal without a contract; 15: the
  auction closes after three passes following a bid, and the declarer is the
  player of the winning side who first named the denomination.
- 13 with 30/31: a redouble counts only on the trick points and the
  overtricks (120 below the line for 1♠ redoubled, 200 for the overtrick).
- 18, 20(4): declarer's left-hand opponent leads, dummy's hand is played by
  declarer; the winner of a trick leads to the next.
- 24 with 53: before the end of the play a quitted trick may be turned over
  only on one of rule 24's grounds (disputed winner, wrong number of cards,
  a revoke card replaced, or with leave to look for one's own revoke before
  one's side plays on); otherwise declarer or the offender's left-hand
  opponent names the suit the offending side leads first (53). After the
  play the tricks may be looked at freely. A trick not yet quitted, or a
  ground rule 24 does not know, is refused.

Board 1 of rule_cases (North deals, nobody vulnerable): North
AK2.QJ4.T98.AK32, East QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West
543.7652.743.T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json, rule_refused

#: 1NT by North; East leads the ♦A and wins trick 1
ONE_NT = "N 1NT; E Pass; S Pass; W Pass; E card DA; S card D5; W card D3; N card D8"


def _rubber(steps: str, *more: dict[str, Any]) -> dict[str, Any]:
    return record([*events(steps), *more], "rubber")


def _inspected(trick: Any, by: str, **details: Any) -> dict[str, Any]:
    return {"fact": "inspected_trick", "value": trick, "by": by, **details}


# -- 12, 14, 15: the auction ----------------------------------------------------------


@pytest.mark.parametrize(
    ("steps", "contract", "declarer", "leader"),
    [
        # 12: 1NT over 1♠ is sufficient (higher denomination, same level)
        ("N 1S; E 1NT; S 2S; W Pass; N Pass; E Pass", "2S", "N", "E"),
        # 15: South raises North's hearts: North named them first and declares
        ("N 1H; E Pass; S 2H; W Pass; N Pass; E Pass", "2H", "N", "E"),
        # 14/15: three passes, then West opens and three passes close it
        ("N Pass; E Pass; S Pass; W 1C; N Pass; E Pass; S Pass", "1C", "W", "N"),
    ],
)
def test_rubber_12_14_15_sufficient_bids_close_the_auction(
    tmp_path: Path, steps: str, contract: str, declarer: str, leader: str
) -> None:
    data = _rubber(steps)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["contract"], report["declarer"], report["next"]) == (
        "play",
        contract,
        declarer,
        leader,
    )
    assert report["rulings"] == [] and report["irregularities"] == []
    assert report["obligations"] == []
    clean_texts(data, tmp_path)


def test_rubber_14_four_passes_no_contract(tmp_path: Path) -> None:
    data = _rubber("N Pass; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["contract"], report["declarer"]) == (
        "passed_out",
        "Pass",
        None,
    )
    assert report["score"] == {"NS": 0, "EW": 0}
    clean_texts(data, tmp_path)


def test_rubber_13_30_31_redouble_counts_on_trick_points_and_overtricks(tmp_path: Path) -> None:
    # 1♠ redoubled by North, eight tricks: 4 × 30 below the line, the
    # overtrick 200 (not vulnerable, redoubled); no honours (East holds ♠Q10)
    data = _rubber(
        "N 1S; E X; S XX; W Pass; N Pass; E Pass; E card DA; N claim 8; E agree; W agree"
    )
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"], report["tricks"]) == (
        "1SXX",
        "N",
        {"NS": 8, "EW": 5},
    )
    assert report["score"] == {"NS": 320, "EW": 0}
    clean_texts(data, tmp_path)


# -- 18, 20: the opening lead and the next leads ----------------------------------------


def test_rubber_18_20_declarers_left_hand_opponent_leads_winner_leads_next(
    tmp_path: Path,
) -> None:
    data = _rubber("N 1NT; E Pass; S Pass; W Pass; E card DA")
    report = rule_json(data, tmp_path)
    # 18: East (North's left) leads; declarer plays dummy's (South's) card
    assert (report["status"], report["next"], report["irregularities"]) == ("play", "S", [])
    after = rule_json(_rubber(ONE_NT), tmp_path)
    # 20(4): East's ace won trick 1, East leads to trick 2
    assert (after["next"], after["irregularities"]) == ("E", [])
    texts = clean_texts(_rubber(ONE_NT), tmp_path)
    assert "East leads now" in texts["en"]


# -- 24 with 53: a quitted trick turned over -------------------------------------------


@pytest.mark.parametrize(
    ("reason", "rule"),
    [
        ("disputed_winner", "24(a)"),
        ("wrong_number_of_cards", "24(b)"),
        ("replace_card", "24(c)"),
        ("own_revoke", "24(d)"),
    ],
)
def test_rubber_24_inspection_on_a_ground_of_rule_24_no_penalty(
    tmp_path: Path, reason: str, rule: str
) -> None:
    # West turns trick 1 over before his side plays to trick 2
    data = _rubber(ONE_NT, _inspected(1, "W", reason=reason))
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["irregularities"] == []
    assert (report["status"], report["next"], report["obligations"]) == ("play", "E", [])
    [note] = report["without_effect"]
    texts = clean_texts(data, tmp_path)
    assert f"({rule})" in texts["en"] and f"({rule})" in texts["nl"]
    assert "53" in texts["en"] and note


def test_rubber_24d_53_own_revoke_looked_for_after_his_side_played_on(tmp_path: Path) -> None:
    # East has led to trick 2: West may no longer look at trick 1 for his
    # own revoke (24(d)); declarer names the suit East-West lead first (53)
    data = _rubber(f"{ONE_NT}; E card DK", _inspected(1, "W", reason="own_revoke"))
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"], ruling["chooser"]) == (
        "inspected_trick",
        "W",
        ["53"],
        "N",
    )
    assert [o["code"] for o in ruling["options"]] == [
        *(f"require_suit:{s}" for s in "SHDC"),
        "no_restriction",
    ]
    texts = clean_texts(data, tmp_path)
    assert "24(d)" in texts["en"] and "24(d)" in texts["nl"]


def test_rubber_53_inspection_by_declarer_his_left_hand_opponent_names_the_suit(
    tmp_path: Path,
) -> None:
    data = _rubber(ONE_NT, _inspected(1, "N"))
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["offender"], ruling["chooser"], ruling["laws"]) == ("N", "E", ["53"])
    clean_texts(data, tmp_path)


def test_rubber_24_after_the_play_tricks_may_be_looked_at(tmp_path: Path) -> None:
    data = _rubber(f"{ONE_NT}; N claim 7; E agree; W agree", _inspected(1, "W"))
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["status"] == "complete"
    assert len(report["without_effect"]) == 1
    assert report["score"] == {"NS": 30, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "(24)" in texts["en"] and "(24)" in texts["de"]


@pytest.mark.parametrize(
    ("found", "said"),
    [
        # trick 5 has not been played: no quitted trick to turn over
        (_inspected(5, "W"), "5"),
        (_inspected(1, "W", reason="curiosity"), "curiosity"),
    ],
)
def test_rubber_24_finding_that_cannot_be_true_is_refused(
    tmp_path: Path, found: dict[str, Any], said: str
) -> None:
    for lang in ("nl", "en", "de"):
        message = rule_refused(_rubber(ONE_NT, found), tmp_path, lang)
        assert said in message and "9" in message
