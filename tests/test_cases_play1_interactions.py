"""Laws 41-59 in combination, both editions, own facts (helper play1):
the face-down lead (41A, 41C), dummy drawing attention (43A1b), a play
withdrawn after misinformation (47E2a with 2017 16C / 2007 16D), declarer's
exposed card (48A), failure to play a penalty card accepted (52B1a, 52B1c),
two cards led out of turn at once (58B2 before 54) and a broken 57A
restriction (61A)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41a_face_down_lead_by_the_wrong_defender_goes_back(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, {"by": "E", "card": "SQ", "face_down": True}]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["41A"] and ruling["chooser"] is None
    # nobody saw the card: no penalty card, and the ruling does not name it
    assert [e.get("card") for e in ruling["effects"]] == [None]
    assert report["obligations"] == [] and report["next"] == "W"
    texts = clean_texts(record(events, edition), tmp_path)
    assert "♠V" not in texts["nl"] and "SQ" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41c_right_defenders_face_down_lead_turned_up_stands(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, {"by": "W", "card": "CT", "face_down": True}]
    events.append({"by": "W", "card": "CT"})
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"] == [] and report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a1b_dummy_draws_attention_to_a_lead_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    # East leads out of turn at trick 2 (South is on lead); dummy calls the
    # director: was he entitled (had he looked at another hand, 43A2)?
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; N dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_drew_attention" and ruling["offender"] == "N"
    assert ruling["question"]["fact"] == "dummy_breached_43a2"
    # not breached (43B1): the lead out of turn is ruled as usual
    ok = rule_json(
        record([*events, {"fact": "dummy_breached_43a2", "value": False}], edition), tmp_path
    )
    assert ok["status"] == "awaiting_choice" and ok["rulings"][-1]["laws"] == ["53", "56"]
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_withdrawn_play_information_law_by_edition(tmp_path: Path, edition: str) -> None:
    # West plays the spade three after a mistaken explanation; nobody has
    # played after it: he takes it back; 2017 16C, 2007 16D for what it showed
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3")]
    events.append({"fact": "misinformed", "value": "S3", "seat": "W"})
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["47E2a"]
    info = "16C" if edition == "2017" else "16D"
    assert [(e["type"], e["laws"], e["card"]) for e in ruling["effects"]] == [
        ("card_withdrawn", ["47E2a", info], "S3")
    ]
    assert report["next"] == "W" and report["obligations"] == []
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48a_declarers_exposed_card_is_no_penalty_card(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *script("S exp SJ; W dir")]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["48A"] and ruling["offender"] == "S"
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [("no_rectification", ["48A"])]
    assert report["obligations"] == [] and report["next"] == "S"
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52b1c_accepted_other_card_leaves_the_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # East's spade queen is a major penalty card; to South's spade lead he
    # plays the eight instead: declarer accepts it (52B1a), the queen stays a
    # penalty card (52B1c); East won the trick and must lead the queen now
    events = [*ONE_HEART, *SOUTH_WINS, *script("E exp SQ; S dir")]
    events += script("S card S6; W card S3; N card S2; E card S8; S dir; S ch accept")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "failure_to_play_penalty_card"
    assert ruling["chosen"] == "accept" and ruling["chooser"] == "S"
    assert penalty_cards(report) == {("E", "SQ", "major")}
    assert report["next"] == "E"
    texts = clean_texts(record(events, edition), tmp_path)
    assert "(52B1a)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_two_cards_led_out_of_turn_then_54(tmp_path: Path, edition: str) -> None:
    # East (not on lead) puts down the spade queen and ten together, both
    # seen: he designates his lead first (58B2), the other is a penalty card,
    # then declarer has the options of 54 for the designated card (seed 004)
    events = [*ONE_HEART, {"by": "E", "card": "SQ"}]
    events += [
        {"fact": "simultaneous_cards", "value": ["SQ", "ST"], "seat": "E"},
        {"by": "S", "director": True},
    ]
    first = rule_json(record(events, edition), tmp_path)
    ruling = first["rulings"][-1]
    assert ruling["laws"] == ["58B2"] and ruling["chooser"] == "E"
    assert [o["code"] for o in ruling["options"]] == ["card:SQ", "card:ST"]
    events.append({"by": "E", "choose": "card:SQ"})
    report = rule_json(record(events, edition), tmp_path)
    lead = report["rulings"][-1]
    assert lead["irregularity"] == "opening_lead_out_of_turn" and lead["chooser"] == "S"
    assert [o["code"] for o in lead["options"]] == ["accept", "become_dummy", "require_retraction"]
    assert penalty_cards(report) == {("E", "ST", "major")}
    # refused: the queen is a penalty card too, both major (50B)
    refused = rule_json(
        record([*events, {"by": "S", "choose": "require_retraction"}], edition), tmp_path
    )
    assert penalty_cards(refused) == {("E", "ST", "major"), ("E", "SQ", "major")}
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a1_highest_card_required_and_not_played_is_a_revoke(
    tmp_path: Path, edition: str
) -> None:
    # East plays the spade eight before West; declarer requires West's highest
    # spade (57A1); West plays the three holding the five: a revoke (61A)
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; E card S8; S dir; S ch highest")]
    report = rule_json(record([*events, *script("W card S3")], edition), tmp_path)
    revoke = report["irregularities"][-1]
    assert revoke["irregularity"] == "revoke" and revoke["offender"] == "W"
    assert revoke["laws"] == ["57A1", "61A"]
    right = rule_json(record([*events, *script("W card S5")], edition), tmp_path)
    assert [i["irregularity"] for i in right["irregularities"]] == ["premature_play"]
    assert right["next"] == "N" and penalty_cards(right) == {("E", "S8", "major")}
    clean_texts(record([*events, *script("W card S3")], edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_42b1_dummy_draws_attention_to_declarers_revoke(tmp_path: Path, edition: str) -> None:
    # South discards a diamond on West's club lead holding clubs; dummy draws
    # attention to it (42B1): asked first whether dummy had lost his rights
    # (43A2, 43B2b); he had not: the revoke is corrected (62A, 62B2)
    events = [*ONE_HEART, *script("W card CT; N card C2; E card C4; S card D5; N dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    first = report["rulings"][-1]
    assert first["laws"] == ["42B1", "43B2b"]
    assert first["question"]["fact"] == "dummy_breached_43a2"
    events.append({"fact": "dummy_breached_43a2", "value": False})
    done = rule_json(record(events, edition), tmp_path)
    assert done["status"] == "play" and done["next"] == "S"
    effects = [(e["type"], e["laws"]) for r in done["rulings"] for e in r["effects"]]
    assert ("card_withdrawn", ["62B2"]) in effects
    assert ("revoke_corrected", ["62A"]) in effects
    clean_texts(record(events, edition), tmp_path)
