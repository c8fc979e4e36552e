"""Claims and concessions (Laws 68-69; rubber 26, 54) that must never be
lost or taken for what they are not: dummy's "claim" (68A, 68B: declarer's
or a defender's only; 43A1c), a second claim while the first is open (68D:
agreement, dispute, or a claim the director must rule, 70), a claim while
the director is still ruling (9B2), and a director call after a passed-out
board (nothing to rule). 2017, 2007 and rubber; 3NT by North, South dummy,
six tricks to four with North on lead (``check2_cases.nt``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from rule_cases import DEAL, clean_texts, rule_json, script

EDITIONS = ("2017", "2007")


def at_trick_11(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    return sit(nt(6, 4, "N"), events, edition)


def claims(report: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68a_dummys_claim_is_no_claim_play_goes_on(edition: str, tmp_path: Path) -> None:
    data = at_trick_11([{"by": "S", "claim": 9}], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert report["tricks"] is None and report["score"] is None
    assert [w["event"] for w in report["without_effect"]] == [0]
    texts = clean_texts(data, tmp_path)
    assert "Zuid is de blinde" in texts["nl"] and "(43A1c)" in texts["nl"]
    assert "only declarer or a defender can claim tricks (68A, 68B)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68b_dummys_concession_is_no_concession(edition: str, tmp_path: Path) -> None:
    data = at_trick_11([{"by": "S", "concede": 1}, {"by": "N", "card": "SA"}], edition)
    report = rule_json(data, tmp_path)
    # the concession did not end the play: North's lead counts
    assert report["status"] == "play"
    assert report["next"] == "E"
    assert len(report["without_effect"]) == 1
    texts = clean_texts(data, tmp_path)
    assert "geen afstaan van slagen" in texts["nl"]


def test_rule_26_dummys_claim_is_no_claim_in_rubber(tmp_path: Path) -> None:
    data = at_trick_11([{"by": "S", "claim": 9}], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    texts = clean_texts(data, tmp_path)
    assert "(26)" in texts["en"] and "(19)" in texts["en"]
    assert "68A" not in texts["en"] and "43A1c" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69a_defenders_claim_leaving_declarers_tricks_agrees(
    edition: str, tmp_path: Path
) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "E", "claim": 4}, {"by": "W", "agree": True}]
    data = at_trick_11(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    assert claims(report) == []
    texts = clean_texts(data, tmp_path)
    assert "it agrees to it (69A)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d2_defenders_other_claim_disputes_director_rules(
    edition: str, tmp_path: Path
) -> None:
    data = at_trick_11([{"by": "N", "claim": 9}, {"by": "E", "claim": 5}], edition)
    report = rule_json(data, tmp_path)
    # North's claim is not replaced by East's: it is disputed (68D2) and ruled (70)
    assert report["status"] == "awaiting_director"
    assert claims(report) == [("claim", "N")]
    assert report["irregularities"][0]["laws"] == ["68D", "70"]
    assert report["tricks"] is None
    texts = clean_texts(data, tmp_path)
    assert "betwist hij de claim" in texts["nl"] and "(68D2, 70)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70_claimer_claims_other_tricks_before_agreement(edition: str, tmp_path: Path) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "N", "claim": 8}, {"by": "E", "director": True}]
    data = at_trick_11(events, edition)
    report = rule_json(data, tmp_path)
    assert claims(report) == [("claim", "N")]
    assert report["rulings"][0]["laws"] == ["70"]
    assert report["tricks"] is None
    texts = clean_texts(data, tmp_path)
    assert "North claimed 8 tricks in all for his side while the claim of 9" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_same_claim_again_changes_nothing(edition: str, tmp_path: Path) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    data = at_trick_11(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert [w["event"] for w in report["without_effect"]] == [1]
    clean_texts(data, tmp_path)


def test_rule_54_defenders_other_claim_disputes_in_rubber(tmp_path: Path) -> None:
    data = at_trick_11([{"by": "N", "claim": 9}, {"by": "E", "claim": 5}], "rubber")
    report = rule_json(data, tmp_path)
    assert report["tricks"] is None
    texts = clean_texts(data, tmp_path)
    assert "settled by rule 54" in texts["en"]
    assert "wedstrijdleider" not in texts["nl"] and "director" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_claim_while_the_director_awaits_a_fact_is_said(
    edition: str, tmp_path: Path
) -> None:
    # the director still needs to know who won the revoke trick: the claim is
    # not taken, but it is said, not dropped
    events = [fact("revoke", {"seat": "E", "trick": 3}), {"by": "N", "claim": 9}]
    data = sit(nt(5, 3, "N"), events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [q["fact"] for q in report["questions"]] == ["revoke_trick_won_by"]
    assert [w["event"] for w in report["without_effect"]] == [1]
    texts = clean_texts(data, tmp_path)
    assert "de claim wordt niet aangenomen" in texts["nl"] and "(9B2)" in texts["nl"]


@pytest.mark.parametrize("edition", [*EDITIONS, "rubber"])
def test_law_22a_director_called_after_a_passed_out_board_nothing_to_rule(
    edition: str, tmp_path: Path
) -> None:
    events = script("N Pass; E Pass; S Pass; W Pass; S dir")
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": events}
    report = rule_json(data, tmp_path)
    assert report["status"] == "passed_out"
    assert report["rulings"] == [] and report["irregularities"] == []
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(4, "S")]
    texts = clean_texts(data, tmp_path)
    if edition == "rubber":
        assert "er valt niets af te handelen" in texts["nl"]
        assert "wedstrijdleider" not in texts["nl"]
    else:
        assert "er valt niets te arbitreren" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68b1_claiming_some_tricks_concedes_the_rest(edition: str, tmp_path: Path) -> None:
    # North claims 8 in all with three to play: the third is conceded (68B1)
    events = [{"by": "N", "claim": 8}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    data = at_trick_11(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}
    assert report["rulings"] == [] and report["irregularities"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(("edition", "info"), [("2017", "16C"), ("2007", "16D")])
def test_law_68b2_partner_objects_at_once_play_goes_on(
    edition: str, info: str, tmp_path: Path
) -> None:
    events = [{"by": "W", "concede": 3}, {"by": "E", "agree": False}]
    data = at_trick_11(events, edition)
    report = rule_json(data, tmp_path)
    # nothing is conceded; North leads on; what the attempt showed is
    # unauthorised for East
    assert report["status"] == "play" and report["next"] == "N"
    assert report["tricks"] is None
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"]) == ("concession", "W")
    assert ruling["laws"] == ["68B2", info]
    texts = clean_texts(data, tmp_path)
    assert "(68B2)" in texts["en"] and "(68B2)" in texts["nl"]
