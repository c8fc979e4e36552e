"""Thin sub-laws of Laws 41-71 (trick14, item 2): 64C2a and 64C2b, both editions.

Written from the seeds before the runs (own words): 2017 64C2 names two
cases of the director's adjustment after established revokes: (a) a player
revoked a second time in the same suit, so 64B2 transfers nothing for the
second one, and the non-offenders would likely have won more tricks without
the revokes; (b) both sides revoked (64B7, nothing transferred) and a side
was damaged: the result likely had no revoke occurred. 2007 has one 64C for
both. Mid-board, the hands unknown: the director found the revokes and
gives the counts and his figure.

Board 1 (nobody vulnerable), 4♠ by South; after ten tricks North-South have
seven and South is on lead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
AFTER_TEN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 7, "EW": 3},
    "leader": "S",
}


def _found(seat: str, trick: int, won_by: str, after: int, **more: str) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": seat, "trick": trick, **more}),
        fact("revoke_trick_won_by", won_by, trick=trick),
        fact("offending_side_tricks_after", after, trick=trick),
    ]


@pytest.mark.parametrize(("edition", "law"), [("2017", "64C2a"), ("2007", "64C")])
def test_law_64c2a_second_revoke_in_the_same_suit(edition: str, law: str, tmp_path: Path) -> None:
    # East failed to follow to diamonds in tricks 4 and 6, both won by North;
    # South claims nine, East-West agree (one trick to them). First revoke:
    # one trick (64A2); the second in the same suit: none (64B2). Without
    # the revokes North-South would have won eleven: one more (64C2a)
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            _found("E", 4, "N", 1, suit="D"),
            _found("E", 6, "N", 1, suit="D"),
            "S claim 9; E agree; W agree",
            [fact("tricks_without_revoke", 11, side="NS")],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [
        {"law": "64A2", "to": "NS", "tricks": 1},
        {"law": law, "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 450, "EW": -450}
    assert "(64B2)" in texts["en"]
    assert f"Law {law}: 1 trick to North-South" in texts["en"]
    assert f"Artikel {law}: 1 slag naar Noord-Zuid" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "64C2b"), ("2007", "64C")])
def test_law_64c2b_both_sides_revoked(edition: str, law: str, tmp_path: Path) -> None:
    # East revoked in trick 4 and South in trick 6; South claims ten and the
    # defenders agree. Nothing is transferred (64B7); had neither side
    # revoked North-South would have won eleven: one trick to them
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            _found("E", 4, "N", 1),
            _found("S", 6, "S", 3),
            "S claim 10; E agree; W agree",
            [fact("tricks_without_revoke", 11, side="NS")],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": law, "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 450, "EW": -450}
    assert "(64B7)" in texts["en"]
    assert f"Law {law}: 1 trick to North-South" in texts["en"]


# ---- 67B3 (2017; 2007 has no such sentence: 12A1) ---------------------------------------


def _misplaced(edition: str, played_again: bool) -> dict[str, Any]:
    """East calls the director: West's card of trick 4 is not among his
    quitted cards (the hands unknown)."""
    found = {
        "fact": "defective_trick",
        "value": "misplaced",
        "seat": "W",
        "trick": 4,
        "played_again": played_again,
    }
    return sit(AFTER_TEN, ev("E dir", [found]), edition)


@pytest.mark.parametrize(("edition", "law"), [("2017", "67B3"), ("2007", "12A1")])
@pytest.mark.parametrize("played_again", [False, True])
def test_law_67b3_card_missing_from_the_quitted_cards(
    edition: str, law: str, played_again: bool, tmp_path: Path
) -> None:
    # the director finds the card and puts it back (67B3); only when it was
    # played again later, too late to put right, is the score adjusted; the
    # ruling says so in words (it said nothing before: effects only)
    data = _misplaced(edition, played_again)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "defective_trick"
    assert ruling["offender"] == "W"
    assert ruling["laws"] == [law]
    laws = "67B3, 12" if edition == "2017" else "12A1"
    effects = [(e["type"], e["laws"]) for e in ruling["effects"]]
    assert effects[0] == ("card_restored", [law])
    assert (("adjusted_score", laws.split(", ")) in effects) is played_again
    assert report["status"] == "play"
    assert (
        f"West's card of trick 4 was missing from his quitted cards: the director finds it "
        f"and puts it back in its place ({law})." in texts["en"]
    )
    assert "De kaart van West in slag 4 ontbrak bij zijn gespeelde kaarten" in texts["nl"]
    adjusted = f"the director adjusts the score ({laws})."
    assert (adjusted in texts["en"]) is played_again


# ---- 60A3: an obligation of the offending side outlives an accepted irregular lead ----


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a3_penalty_card_persists_after_the_lead_is_accepted(
    edition: str, tmp_path: Path
) -> None:
    # South is on lead; West, with the ♦4 a major penalty card, leads the ♣5
    # out of turn and dummy plays to it: the lead is accepted (53A, 60A1),
    # and West's penalty card still waits for the first legal opportunity
    situation = {
        **AFTER_TEN,
        "penalty_cards": [{"seat": "W", "card": "D4", "kind": "major"}],
    }
    data = sit(situation, ev("W card C5; N card C2"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "play"
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "lead_out_of_turn"
    assert irregularity["offender"] == "W"
    assert [o["card"] for o in report["obligations"] if o["type"] == "penalty_card"] == ["D4"]
    assert "West: major penalty card ♦4 (50B, 50D)" in texts["en"]
    assert "East plays now." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a3_lead_restriction_persists_after_the_lead_is_accepted(
    edition: str, tmp_path: Path
) -> None:
    # East may not lead hearts at his first lead (26B); West leads out of
    # turn and dummy plays to it: East's restriction still waits for his lead
    restriction = {"type": "lead_restriction", "seat": "E", "kind": "prohibit_suit", "suit": "H"}
    situation = {**AFTER_TEN, "obligations": [restriction]}
    data = sit(situation, ev("W card C5; N card C2"), edition)
    report = rule_json(data, tmp_path)
    kept = [o for o in report["obligations"] if o["type"] == "lead_restriction"]
    assert [(o["seat"], o["kind"], o["suit"]) for o in kept] == [("E", "prohibit_suit", "H")]
    assert report["status"] == "play"
