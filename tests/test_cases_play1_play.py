"""Laws 41-59 case by case in both editions, through ``bridgelaws rule
--json`` and the nl/en text: the labels the checker reads (45E through 67A2,
55 for declarer's lead out of turn, 2007's card at RHO's turn), dummy's
suggestion (45F) and the designation changes of 45C4b."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
#: trick 1 won by South (club queen), by North (club ace), by West (club ten)
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")
NORTH_WINS = script("W card CT; N card CA; E card C4; S card C7")
WEST_WINS = script("W card CT; N card C2; E card C4; S card C7")


def texts(data: dict[str, Any], tmp: Path) -> tuple[str, str]:
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return nl, en


# -- 45E through 67A2: a second card to a trick the player already played to -------


def test_law_45e1_defenders_second_card_to_the_trick_is_67a2_and_a_penalty_card(
    tmp_path: Path,
) -> None:
    # East follows with the club four, then puts the five on the trick too
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4; E card C5; S dir")]
    report = rule_json(record(events), tmp_path)
    [exposed] = report["irregularities"]
    assert exposed["irregularity"] == "exposed_card" and exposed["offender"] == "E"
    assert exposed["laws"] == ["67A2", "45E1"]
    # a low card: minor unless played deliberately (50B)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "deliberate"
    done = rule_json(record([*events, {"fact": "deliberate", "value": False}]), tmp_path)
    assert done["status"] == "play" and done["next"] == "S"
    assert done["obligations"] == [
        {
            "type": "penalty_card",
            "seat": "E",
            "laws": ["67A2", "45E1", "50"],
            "card": "C5",
            "kind": "minor",
        }
    ]
    nl, en = texts(record([*events, {"fact": "deliberate", "value": False}]), tmp_path)
    assert "een kaart te veel in de slag (67A2)" in nl and "(45E1)" in nl
    assert "one card too many in it (67A2)" in en


def test_law_45e1_deliberate_second_card_is_a_major_penalty_card(tmp_path: Path) -> None:
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4; E card C5; S dir")]
    events.append({"fact": "deliberate", "value": True})
    report = rule_json(record(events), tmp_path)
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert [(o["seat"], o["card"], o["kind"]) for o in penalty] == [("E", "C5", "major")]
    texts(record(events), tmp_path)


def test_law_2007_45c4a_not_a_slip_the_second_card_is_a_45e1_penalty_card(
    tmp_path: Path,
) -> None:
    # East named the club four (a designation, 45C4a), then put the five on the trick
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4 named; E card C5; S dir")]
    events.append({"fact": "unintended", "value": False})
    report = rule_json(record(events, "2007"), tmp_path)
    designation, exposure = report["rulings"][-2:]
    assert designation["laws"] == ["45C4a", "45E1"]
    assert exposure["laws"] == ["67A2", "45E1"]
    # a low card: the director is asked whether it was played deliberately (50B)
    assert report["status"] == "awaiting_fact" and exposure["question"]["fact"] == "deliberate"
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert [(o["seat"], o["card"], o["kind"]) for o in penalty] == [("E", "C5", "minor")]
    texts(record(events, "2007"), tmp_path)
    major = rule_json(record([*events, {"fact": "deliberate", "value": True}], "2007"), tmp_path)
    assert major["next"] == "S"
    assert [(o["card"], o["kind"]) for o in major["obligations"]] == [("C5", "major")]


def test_law_45e2_declarers_second_card_goes_back_without_rectification(
    tmp_path: Path,
) -> None:
    # South leads in hand at trick 2; West and dummy follow, then South puts a
    # second spade on the trick before East plays
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3; N card S2; S card S7")]
    report = rule_json(record(events), tmp_path)
    second = report["irregularities"][-1]
    assert second["irregularity"] == "exposed_card" and second["offender"] == "S"
    assert second["laws"] == ["67A2", "45E2"]
    assert report["obligations"] == [] and report["next"] == "E"
    nl, en = texts(record([*events, {"by": "E", "director": True}]), tmp_path)
    assert "(45E2)" in nl and "goes back to the hand it came from" in en


# -- 2007: a card at RHO's turn after partner played is no 57 case ------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57d_card_at_rhos_turn_after_partner_played(tmp_path: Path, edition: str) -> None:
    # West leads at trick 2, East plays the diamond ace before dummy
    events = [*ONE_HEART, *WEST_WINS, *script("W card D3; E card DA; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    [early] = [i for i in report["irregularities"] if i["offender"] == "E"]
    assert early["irregularity"] == "premature_play"
    if edition == "2017":
        # 57D: a legal card, played at his turn
        assert early["laws"] == ["57D"] and report["obligations"] == []
    else:
        # 2007: no 57D, and 57A needs the partner still to play: exposed, 49/50
        assert early["laws"] == ["49", "50"]
        assert report["obligations"] == [
            {
                "type": "penalty_card",
                "seat": "E",
                "laws": ["49", "50"],
                "card": "DA",
                "kind": "major",
            }
        ]
    assert report["next"] == "N"
    nl, _ = texts(record(events, edition), tmp_path)
    assert early["laws"][0] in nl


# -- 55: declarer leads at a defender's turn ------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("choice", ["accept", "reject"])
def test_law_55a_declarers_lead_at_a_defenders_turn_is_named_55(
    tmp_path: Path, edition: str, choice: str
) -> None:
    # West won trick 1; South leads the club queen from hand at West's turn
    events = [*ONE_HEART, *WEST_WINS, *script(f"S card CQ; W dir; W ch {choice}")]
    report = rule_json(record(events, edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["irregularity"] == "lead_out_of_turn" and lead["offender"] == "S"
    assert lead["laws"] == ["55"]
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "W" and ruling["chosen"] == choice
    # accepted: West plays second to it; refused: the card goes back (55B1)
    # and West leads
    assert report["next"] == "W"
    played = [
        c
        for c in rule_json(record([*events, *script("W card C9")], edition), tmp_path)[
            "irregularities"
        ]
    ]
    assert len(played) == 1  # West's card is in turn either way
    assert report["obligations"] == []
    nl, _ = texts(record(events, edition), tmp_path)
    assert "(55)" in nl or "55" in nl


# -- 45F: dummy suggests a play ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("value", ["SA", True])
def test_law_45f_dummy_suggesting_a_play_is_noted_and_play_goes_on(
    tmp_path: Path, edition: str, value: Any
) -> None:
    # South leads a spade; dummy points at his spade ace before South names a card
    events = [
        *ONE_HEART,
        *SOUTH_WINS,
        *script("S card S6"),
        {"fact": "dummy_suggested", "value": value},
    ]
    report = rule_json(record(events, edition), tmp_path)
    [suggestion] = report["irregularities"]
    assert suggestion["irregularity"] == "dummy_suggested_play"
    assert suggestion["offender"] == "N" and suggestion["laws"] == ["45F"]
    assert report["status"] == "play" and report["next"] == "W"
    [ruling] = report["rulings"]
    assert ruling["chooser"] is None and ruling["options"] == []
    assert {"type": "adjusted_score_possible", "seat": "N", "laws": ["45F"]}.items() <= (
        ruling["effects"][0].items()
    )
    nl, en = texts(record(events, edition), tmp_path)
    assert "Suggestie van een speelwijze door Noord" in nl
    assert "het spel gaat ongewijzigd verder" in nl and "(45F)" in en
    # play goes on unchanged: the rest of the trick is ordinary play
    later = rule_json(
        record([*events, *script("W card S3; N card S2; E card S8")], edition), tmp_path
    )
    assert later["next"] == "E" and len(later["irregularities"]) == 1


def test_law_45f_suggestion_while_a_premature_play_waits_is_57c2(tmp_path: Path) -> None:
    # North wins trick 1 and leads; West plays before East after dummy
    # suggested it: 57C2, no rectification of West's card
    events = [*ONE_HEART, *NORTH_WINS, *script("N card D8; W card D3")]
    events += [{"fact": "dummy_suggested", "value": True}, {"by": "S", "director": True}]
    report = rule_json(record(events), tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["premature_play"]
    assert report["rulings"][-1]["laws"][0].startswith("57C")
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]


# -- 2007 45C4b: any player's designation, named as such -------------------------------


def test_law_2007_45c4b_a_defenders_change_is_not_called_dummys(tmp_path: Path) -> None:
    # East named the club four, then the five: 2007 45C4b lets any player
    # change an unintended designation until his partner plays
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4 named; E card C5; S dir")]
    report = rule_json(record(events, "2007"), tmp_path)
    assert report["rulings"][-1]["irregularity"] == "change_of_designation"
    assert report["rulings"][-1]["question"]["fact"] == "unintended"
    nl, en = texts(record(events, "2007"), tmp_path)
    assert "Wijziging van een aangeduide kaart door Oost" in nl
    assert "blinde" not in nl.split("Arbitrage")[1].split("\n")[0]
    assert "Change of a designated card by East" in en
    # a slip: the five replaces the four without rectification (47C)
    slip = rule_json(record([*events, {"fact": "unintended", "value": True}], "2007"), tmp_path)
    assert slip["obligations"] == [] and slip["next"] == "S"
    assert slip["rulings"][-1]["laws"] == ["45C4b", "47C"]


# -- 53A "but see B": the next hand is also the player whose lead it was ---------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53b_right_leader_leading_another_suit_is_his_own_lead(
    tmp_path: Path, edition: str
) -> None:
    # South won trick 1; East leads the diamond ace out of turn; South, next
    # after East and the player on lead, puts down a spade while he holds
    # diamonds: his own proper lead (53B; 2007 53C), not a revoke to East's
    # lead; East's card goes back without further rectification (no penalty
    # card: 2017 16C, 2007 16D for what it showed)
    law, info = ("53B", "16C") if edition == "2017" else ("53C", "16D")
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; S card S6")]
    report = rule_json(record(events, edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["irregularity"] == "lead_out_of_turn" and lead["offender"] == "E"
    assert lead["laws"] == ["53", law] and not lead["accepted"]
    assert report["next"] == "W"
    assert report["obligations"] == []
    nl, en = texts(record(events, edition), tmp_path)
    assert f"({law})" in nl and f"({info})" in nl
    assert "goes back to the hand without further rectification" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53a_right_leader_following_suit_accepts(tmp_path: Path, edition: str) -> None:
    # the same, but South follows with a diamond: he played to East's lead (53A)
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; S card D5")]
    report = rule_json(record(events, edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["accepted"] is True and report["next"] == "W"
    assert report["obligations"] == []
    texts(record(events, edition), tmp_path)
