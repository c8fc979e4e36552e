"""The table plays on after an irregular lead or play, nobody calling the
director (helper play1, own facts), in both editions: the right leader's
lead after a lead out of turn (53B; 2007 53C: the card goes back without
further rectification, 16C / 2007 16D), and a defender's premature play
(57A) after which his partner plays in turn: the record goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")


# -- 53B (2007 53C) ----------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53b_right_leader_leads_after_a_card_played_to_the_lead_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    # South is on lead; East leads the diamond ace out of turn, West drops the
    # diamond three on it, then South leads his own spade: his lead stands and
    # both diamonds go back without rectification (no penalty cards)
    law, info = ("53B", "16C") if edition == "2017" else ("53C", "16D")
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; W card D3; S card S6")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    [lead] = report["irregularities"]
    assert lead["irregularity"] == "lead_out_of_turn" and lead["offender"] == "E"
    assert lead["laws"] == ["53", law] and lead["accepted"] is False
    assert report["obligations"] == []
    # the play goes on from South's lead: West, dummy and East follow
    more = [*events, *script("W card S3; N card S2; E card S8")]
    after = rule_json(record(more, edition), tmp_path)
    assert after["next"] == "E" and after["obligations"] == []
    texts = clean_texts(record(events, edition), tmp_path)
    assert f"({law})" in texts["en"] and f"({info})" in texts["en"]
    assert "without further rectification" in texts["en"]
    assert "zonder verdere rechtzetting" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53b_declarers_lead_out_of_turn_cancelled_by_the_defender_on_lead(
    tmp_path: Path, edition: str
) -> None:
    # West won trick 1 and is on lead; South leads a spade from hand out of
    # turn and West leads his own club: his lead stands, South's spade goes
    # back (declarer never has penalty cards)
    law = "53B" if edition == "2017" else "53C"
    west_wins = script("W card CT; N card C2; E card C4; S card C7")
    events = [*ONE_HEART, *west_wins, *script("S card S6; W card C9")]
    report = rule_json(record(events, edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["offender"] == "S" and lead["laws"][-1] == law
    assert report["next"] == "N" and report["obligations"] == []
    clean_texts(record(events, edition), tmp_path)


# -- 57A: the partner plays on before the director is called -------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_partner_plays_in_turn_before_the_director_legal_card_stands(
    tmp_path: Path, edition: str
) -> None:
    # South leads the spade six; East plays the spade eight before West; West
    # plays in turn, dummy follows: East's card is played at his turn (a major
    # penalty card played at the first legal opportunity, 50D1) and the trick
    # is complete; East won it and leads
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; E card S8; W card S3; N card S2")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    [early] = report["irregularities"]
    assert early["irregularity"] == "premature_play" and early["offender"] == "E"
    assert early["laws"] == ["57A"]
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["57A", "50D1"] and ruling["chooser"] is None
    assert [e["type"] for e in ruling["effects"]] == ["card_stands"]
    assert report["obligations"] == []
    # the next trick is played as usual
    more = [*events, *script("E card DA; S card D5; W card D3; N card D8")]
    after = rule_json(record(more, edition), tmp_path)
    assert after["next"] == "E" and after["status"] == "play"
    texts = clean_texts(record(events, edition), tmp_path)
    assert "(50D1)" in texts["nl"] and "lapsed (57A)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_partner_plays_in_turn_illegal_card_is_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # East plays the diamond two too soon to South's spade lead, holding
    # spades: at his turn he must follow with a spade, so the diamond stays a
    # major penalty card (57A) and he plays the spade eight
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; E card D2; W card S3; N card S2")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert penalty_cards(report) == {("E", "D2", "major")}
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["57A", "50"]
    assert [(e["type"], e["card"], e["scope"]) for e in ruling["effects"]] == [
        ("penalty_card", "D2", "major")
    ]
    more = [*events, *script("E card S8")]
    after = rule_json(record(more, edition), tmp_path)
    # East won the trick with the spade eight: his major penalty card must be
    # led now (50D1), at the first legal opportunity
    assert after["next"] == "E" and penalty_cards(after) == {("E", "D2", "major")}
    texts = clean_texts(record(more, edition), tmp_path)
    assert "♦2" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_director_called_before_the_partner_plays_still_offers_the_options(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; E card S8; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S"
    codes = [o["code"] for o in ruling["options"]]
    assert "highest" in codes and "lowest" in codes
