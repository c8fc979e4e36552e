"""The NBB rubber rules' penalties in the play and the auction's rule 42
(seed 001, rules 42 and 44-47), through ``bridgelaws rule --json`` and the
nl and en text: who chooses, the options, what binds afterwards, the rule
named as a rule ("regel", never "artikel" or "Law"), and no director: a
player draws attention (60) and the players settle it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import ONE_HEART, SOUTH_WINS_T1, check

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"


def _rubber(events: str, tmp_path: Path) -> tuple[dict[str, Any], str, str]:
    report, nl, en = check(events, tmp_path, "rubber")
    for text in (nl, en):
        assert "artikel" not in text and "Law " not in text
        assert "director" not in text and "wedstrijdleider" not in text and "Arbitrage" not in text
    return report, nl, en


def test_rubber_42f_call_out_of_turn_rule_39_does_not_cover(tmp_path: Path) -> None:
    # North opens 1S; West bids 2H at his partner's turn: rule 39 covers a
    # call at LHO's or partner's turn only before any bid, so this is 42(f);
    # North demands a new deal or disallows it (West deemed to have passed);
    # letting it stand (42(III)) is only for 42(a) and (b)
    report, nl, en = _rubber("N 1S; W 2H; N dir", tmp_path)
    (ruling,) = report["rulings"]
    assert ruling["laws"] == ["42(f)"] and ruling["chooser"] == "N"
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "disallow"]
    assert report["irregularities"][0]["laws"] == ["42(f)"]
    assert "(regel 42(f))" in nl and "(rule 42(f))" in en
    assert "Noord vestigde de aandacht op de onregelmatigheid (60)" in nl


def test_rubber_42f_disallowed_call_is_a_pass_at_his_turn(tmp_path: Path) -> None:
    report, _, en = _rubber("N 1S; W 2H; N dir; N ch disallow; E P; S 2S", tmp_path)
    assert report["next"] == "W"
    assert report["obligations"] == [
        {"type": "must_pass", "seat": "W", "laws": ["42(f)"], "scope": "next_turn"}
    ]
    assert "West is deemed to have passed, and passes when his turn comes (42(f))." in en
    report, _, _ = _rubber("N 1S; W 2H; N dir; N ch disallow; E P; S 2S; W P; N P; E P", tmp_path)
    assert report["contract"] == "2S" and report["obligations"] == []


def test_rubber_44_1_exposed_card_called_at_its_owners_turn(tmp_path: Path) -> None:
    # East shows the spade queen; when he is to play to a spade, declarer may
    # call it (44(1)); he cannot forbid it (44(2)): no such option
    report, nl, en = _rubber(f"{PLAY}; E exp SQ; S card S6; W card S3; N card S2", tmp_path)
    (ruling,) = report["rulings"]
    assert ruling["chooser"] == "S" and ruling["laws"] == ["44(1)"]
    assert [o["code"] for o in ruling["options"]] == ["call_card:SQ", "no_call"]
    assert "de regel geldt vanzelf (44)" in nl and "the rule applies by itself (44)" in en


def test_rubber_44_3_exposed_card_called_at_a_later_trick(tmp_path: Path) -> None:
    # not called at trick 2; East wins it and leads: declarer may call it now
    events = f"{PLAY}; E exp SQ; S card S6; W card S3; N card S2; S ch no_call; E card S8"
    report, _, _ = _rubber(events, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["options"][0]["code"] == "call_card:SQ"
    report, _, _ = _rubber(f"{events}; S ch call_card:SQ", tmp_path)
    assert {"type": "play_card", "seat": "E", "laws": ["44(1)"], "card": "SQ", "chooser": "S"} in (
        report["obligations"]
    )


def test_rubber_44_not_offered_when_the_card_is_not_legal(tmp_path: Path) -> None:
    # East must follow to hearts: the spade queen cannot be called now (44(3))
    report, _, _ = _rubber(f"{PLAY}; E exp SQ; S card HA; W card H2; N card H4", tmp_path)
    assert report["status"] == "play" and report["next"] == "E" and report["rulings"] == []


def test_rubber_44_4_declarers_side_exposes_without_penalty(tmp_path: Path) -> None:
    report, _, _ = _rubber(f"{PLAY}; N exp SA; S card S6", tmp_path)
    (irregularity,) = report["irregularities"]
    assert irregularity["laws"] == ["44(4)"] and irregularity["accepted"]
    assert report["obligations"] == [] and report["next"] == "W"


def test_rubber_45_defender_playing_accepts_the_wrong_hand(tmp_path: Path) -> None:
    # dummy leads though South won trick 1; East plays to it: the lead is
    # treated as from the right hand (45), never a duplicate Law (55A)
    report, _, en = _rubber(f"{PLAY}; N card S2; E card S8", tmp_path)
    (irregularity,) = report["irregularities"]
    assert irregularity["accepted"] and irregularity["accepted_law"] == "45"
    assert "accepted by action (45)" in en and "55A" not in en
    assert report["next"] == "S"


def test_rubber_46_3_declarer_playing_to_a_wrong_opening_lead_becomes_dummy(
    tmp_path: Path,
) -> None:
    report, nl, en = _rubber(f"{ONE_HEART}; E card C4; S card C7", tmp_path)
    assert report["declarer"] == "N" and report["contract"] == "1H"
    (ruling,) = report["rulings"]
    assert ruling["laws"] == ["46(3)"]
    assert [e["type"] for e in ruling["effects"]] == ["lead_stands", "declarer_becomes_dummy"]
    assert "afgehandeld (46(3))" in nl and "settled (46(3))" in en


def test_rubber_46_4_dummy_shows_a_card_before_declarer_chooses(tmp_path: Path) -> None:
    report, _, _ = _rubber(f"{ONE_HEART}; E card C4; N exp SA; S dir", tmp_path)
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert codes == ["accept", "exposed_card"]  # no suit may be named (46(2)(I))


def test_rubber_46_5_both_defenders_lead_at_once(tmp_path: Path) -> None:
    report, _, _ = _rubber(
        f"{ONE_HEART}; W card CT; E card C4; fact simultaneous_lead true", tmp_path
    )
    assert report["next"] == "N"
    assert report["obligations"] == [
        {"type": "exposed_card", "seat": "E", "laws": ["46(5)", "44"], "card": "C4", "chooser": "S"}
    ]


@pytest.mark.parametrize(
    ("events", "partner"),
    [
        # (a) East plays to South's diamond lead before West
        (f"{PLAY}; S card D5; E card D2; S dir", "W"),
        # (b) West leads to trick 3 while East has still to play to trick 2
        (f"{PLAY}; S card D5; W card D3; N card D8; W card S3; S dir", "E"),
    ],
)
def test_rubber_47_1_premature_play_declarer_restricts_the_partner(
    tmp_path: Path, events: str, partner: str
) -> None:
    report, _, _ = _rubber(events, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S" and ruling["laws"] == ["47(1)"]
    codes = [o["code"] for o in ruling["options"]]
    assert codes[:4] == ["highest", "lowest", "win", "lose"] and codes[-1] == "no_restriction"
    assert "discard:D" not in codes  # 47(1)(IV): a discard is of another suit than the one led
    assert all(e["seat"] == partner for o in ruling["options"] for e in o["effects"])


def test_rubber_47_1c_card_shown_to_partner_before_he_played(tmp_path: Path) -> None:
    # East shows the diamond ace while West has still to play to South's
    # diamond lead: it is an exposed card (44), and declarer may restrict
    # West's play to this trick (47(1)(c))
    report, _, en = _rubber(f"{PLAY}; S card D5; E exp DA; S dir", tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["exposed_card", "premature_play"]
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47(1)(c)"] and ruling["chooser"] == "S"
    assert {"type": "exposed_card", "seat": "E", "laws": ["44"], "card": "DA", "chooser": "S"} in (
        report["obligations"]
    )
    assert "it stays on the table as an exposed card (44)" in en
    # West must play his highest diamond; the shown ace is not played by it
    report, _, _ = _rubber(f"{PLAY}; S card D5; E exp DA; S dir; S ch highest", tmp_path)
    assert report["next"] == "W"
    assert any(o["type"] == "play_restriction" and o["seat"] == "W" for o in report["obligations"])


def test_rubber_47_2_declarers_early_card_no_penalty(tmp_path: Path) -> None:
    report, nl, en = _rubber(f"{PLAY}; S card D5; N card D8; W card D3; E card D2", tmp_path)
    (ruling,) = report["rulings"]
    assert ruling["laws"] == ["47(2)"] and ruling["options"] == []
    assert "no penalty (47(2))" in en and "geen straf (47(2))" in nl
    assert report["next"] == "N"
