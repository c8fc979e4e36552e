"""Breadth in both editions for the auction laws with the fewest cases (24A-E,
17D3/34, 35A/36, 35D/39 with 27), expected answers written from the seeds
(000 Dutch 2017, 001 German 2007, 003 Dutch 2007 Laws 23-40, 004 the NBB
protocols) before the records were run; facts our own.

- 24: a card of the offender's own hand seen during the auction stays face up
  until the auction ends. One card below the ten, not led: nothing more
  (24A). An honour or a card led too early (24B), or two or more cards (24C):
  partner passes at his next turn. The offender becomes declarer or dummy:
  the cards go back (24D); a defender: penalty cards (2017 24E; 2007 24).
- 17D3/34 (2007 17E2): three passes after a call, one of them out of turn,
  skipping a player: the auction goes back to him.
- 35A/36: a double of partner's bid is inadmissible: LHO called over it
  (36A: cancelled with the calls after it, nothing more); otherwise the
  offender calls again and partner passes throughout (36B).
- 27 with 39C at one lead: West's insufficient bid replaced by a pass and a
  bid after the final pass both withdraw calls of West; East's first lead
  gets one choice of declarer (2017 26B any suit; 2007 26A hearts).

Board 1 of rule_cases (North deals): North AK2.QJ4.T98.AK32, East
QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West 543.7652.743.T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, penalty_cards, record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]
#: the law of the information from a withdrawn call or shown card, by edition
INFO = {"2017": "16C", "2007": "16D"}
#: the law of the adjusted score for a forced pass, by edition
AWARE = {"2017": "72C", "2007": "23"}
#: the law that makes a defender's shown card a penalty card, by edition
PENALTY = {"2017": "24E", "2007": "24"}


def _report(steps: str, edition: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), edition), tmp_path)


def _clean(steps: str, edition: str, tmp_path: Path) -> dict[str, str]:
    return clean_texts(record(script(steps), edition), tmp_path)


# -- Law 24 ---------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("steps", "offender", "law", "cards", "silenced"),
    [
        # West's ♠3: one low card, not led
        ("N 1S; W exp S3; N dir", "W", "24A", ["S3"], None),
        # West's ♣10: an honour (2017 and 2007 alike count the ten)
        ("N 1S; W exp CT; N dir", "W", "24B", ["CT"], "E"),
        # East shows two low clubs
        ("N 1S; E exp C4; E exp C5; S dir", "E", "24C", ["C4", "C5"], "W"),
    ],
)
def test_law_24a_24b_24c_card_shown_during_the_auction(
    tmp_path: Path,
    edition: str,
    steps: str,
    offender: str,
    law: str,
    cards: list[str],
    silenced: str | None,
) -> None:
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"], ruling["chooser"]) == (
        "exposed_card_auction",
        offender,
        ["24", law],
        None,
    )
    assert ruling["options"] == []
    face_up = sorted(o["card"] for o in report["obligations"] if o["type"] == "exposed_card")
    assert face_up == cards
    partner = {"N": "S", "E": "W", "S": "N", "W": "E"}[offender]
    info = [e for e in ruling["effects"] if e["type"] == "unauthorized_information"]
    assert [(e["seat"], e["laws"]) for e in info] == [(partner, ["24", INFO[edition]])]
    if silenced is None:
        assert must_passes(report) == []
        assert ("no_further_rectification", ["24A"]) in effects(report)
        assert ("adjusted_score_possible", [AWARE[edition]]) not in effects(report)
    else:
        assert must_passes(report) == [(silenced, "next_turn", [law])]
        assert ("adjusted_score_possible", [AWARE[edition]]) in effects(report)
    assert report["status"] == "auction"
    _clean(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24e_low_card_becomes_a_minor_penalty_card_for_the_defender(
    tmp_path: Path, edition: str
) -> None:
    # West's ♠3 stays face up; North declares 2S, West defends: a minor
    # penalty card (24E, 50; 2007 24, 50); East leads
    steps = "N 1S; W exp S3; N dir; E Pass; S 2S; W Pass; N Pass; E Pass"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["contract"]) == ("play", "E", "2S")
    assert penalty_cards(report) == {("W", "S3", "minor")}
    assert ("penalty_card", [PENALTY[edition]]) in effects(report)
    assert not [o for o in report["obligations"] if o["type"] == "exposed_card"]
    _clean(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24d_honour_shown_by_the_future_declarer_goes_back(
    tmp_path: Path, edition: str
) -> None:
    # East shows the ♥K before the auction starts (West passes once, 24B);
    # East then declares 2H: the card goes back to his hand (24D; 2007 24)
    steps = "E exp HK; N dir; N 1S; E 2H; S Pass; W Pass; N Pass"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["contract"], report["declarer"], report["next"]) == (
        "play",
        "2H",
        "E",
        "S",
    )
    assert report["obligations"] == []
    kinds = [(e["type"], e.get("seat")) for e in report["rulings"][0]["effects"]]
    assert ("cards_returned", "E") in kinds and ("must_pass", "W") in kinds
    _clean(steps, edition, tmp_path)


# -- Laws 17D3 and 34 (2007 17E2) --------------------------------------------------------


@pytest.mark.parametrize(("edition", "law"), [("2017", "17D3"), ("2007", "17E2")])
def test_law_34_17d3_skipped_player_gets_his_turn_back(
    tmp_path: Path, edition: str, law: str
) -> None:
    # after 1S East passes, West passes at South's turn and North passes over
    # it (accepting it, 29A): three passes, but South never called
    steps = "N 1S; E Pass; W Pass; N Pass; S dir"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["contract"]) == ("auction", "S", None)
    [found] = report["irregularities"]
    assert (found["irregularity"], found["offender"], found["laws"]) == (
        "pass_out_of_rotation",
        "W",
        ["30", law],
    )
    assert (found["accepted"], found["accepted_law"]) == (True, "29A")
    assert report["obligations"] == []
    out = _clean(steps, edition, tmp_path)
    assert "South calls now" in out["en"]


# -- Laws 35A and 36 ---------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_35a_36b_double_of_partners_bid_partner_passes_throughout(
    tmp_path: Path, edition: str
) -> None:
    steps = "N 1S; E Pass; S X; W dir"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"], ruling["chooser"]) == (
        "inadmissible_double",
        "S",
        ["36", "36B", "36B2"],
        None,
    )
    assert ("call_cancelled", ["36B1"]) in effects(report)
    assert ("adjusted_score_possible", [AWARE[edition]]) in effects(report)
    assert must_passes(report) == [("N", "rest_of_auction", ["36B2"])]
    # South calls again at once, legally
    assert (report["status"], report["next"]) == ("auction", "S")
    _clean(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36a_lho_called_over_it_cancelled_and_nothing_more(
    tmp_path: Path, edition: str
) -> None:
    steps = "N 1S; E Pass; S X; W Pass; N dir"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"]) == ("inadmissible_double", ["36", "36A"])
    assert effects(report) == [
        ("call_cancelled", ["36A"]),
        ("later_calls_cancelled", ["36A"]),
        ("no_further_rectification", ["36A"]),
    ]
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "S", [])
    _clean(steps, edition, tmp_path)


# -- 27 and 39C: two withdrawn calls, one lead --------------------------------------------

#: West's 1H over 2S is insufficient; North refuses it and West passes (not
#: comparable: East passes throughout, 27B2); the auction ends with East's
#: pass and West then bids 3H (39C: West's partner East called since)
TWO_WITHDRAWN = (
    "N 1S; E Pass; S 2S; W 1H; N dir; fact unintended false; fact artificial false; "
    "N ch reject; W Pass; N Pass; E Pass; W 3H; N dir"
)


@pytest.mark.parametrize(
    ("edition", "law", "codes"),
    [
        (
            "2017",
            "26B",
            ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"],
        ),
        ("2007", "26A", ["require_suit:H", "prohibit_suit:H"]),
    ],
)
def test_law_27b2_and_39c_one_lead_choice_for_both_withdrawn_calls(
    tmp_path: Path, edition: str, law: str, codes: list[str]
) -> None:
    report = _report(TWO_WITHDRAWN, edition, tmp_path)
    insufficient, after, lead = report["rulings"]
    assert (insufficient["irregularity"], insufficient["chosen"]) == ("insufficient_bid", "reject")
    assert ("must_pass", ["27B2"]) in effects(report, 0)
    assert (after["irregularity"], after["offender"], after["laws"]) == (
        "call_after_final_pass",
        "W",
        ["39", "39C"],
    )
    assert "question" not in after or after["question"] is None
    assert (lead["irregularity"], lead["chooser"], lead["laws"]) == ("lead_restriction", "N", [law])
    assert [o["code"] for o in lead["options"]] == [*codes, "no_restriction"]
    assert (report["status"], report["contract"]) == ("awaiting_choice", "2S")
    _clean(TWO_WITHDRAWN, edition, tmp_path)
    steps = TWO_WITHDRAWN + "; N ch prohibit_suit:H"
    report = _report(steps, edition, tmp_path)
    owed = [(o["type"], o["seat"], o.get("kind")) for o in report["obligations"]]
    assert owed == [("lead_restriction", "E", "prohibit_suit")]
    assert (report["status"], report["next"]) == ("play", "E")
    _clean(steps, edition, tmp_path)


# -- 31B with 37: partner bids when he had to pass ----------------------------------------


@pytest.mark.parametrize(
    ("edition", "steps", "first_pass"),
    [
        # 2017: West's 2H at East's turn refused; West's own 3H at his turn is
        # not comparable: East passes once (31B2, 31A2b), but bids 3S
        (
            "2017",
            "N 1S; W 2H; N dir; fact unintended false; N ch reject; E Pass; S 2S; W 3H; "
            "S dir; fact comparable false; N Pass; E 3S; S dir",
            ["31B2", "31A2b"],
        ),
        # 2007: East passes throughout (31B) and bids 3S at once
        ("2007", "N 1S; W 2H; N dir; N ch reject; E 3S; S dir", ["31B"]),
    ],
)
def test_law_31b_then_37b_partner_bids_when_he_had_to_pass(
    tmp_path: Path, edition: str, steps: str, first_pass: list[str]
) -> None:
    report = _report(steps, edition, tmp_path)
    rotation, silenced = report["rulings"]
    assert (rotation["irregularity"], rotation["offender"], rotation["chosen"]) == (
        "bid_out_of_rotation",
        "W",
        "reject",
    )
    assert ("must_pass", first_pass) in effects(report, 0)
    assert (silenced["irregularity"], silenced["offender"], silenced["laws"]) == (
        "call_when_required_to_pass",
        "E",
        ["37", "37B"],
    )
    assert ("call_cancelled", ["37B"]) in effects(report)
    assert ("adjusted_score_possible", [AWARE[edition]]) in effects(report)
    # East's call is cancelled and becomes a pass; East-West pass to the end,
    # and both withdrawn calls may cost a lead restriction
    forced = {(seat, scope) for seat, scope, _ in must_passes(report)}
    assert {("E", "rest_of_auction"), ("W", "rest_of_auction")} <= forced
    leads = sorted(o["seat"] for o in report["obligations"] if o["type"] == "lead_restriction")
    assert leads == ["E", "W"]
    assert (report["status"], report["next"]) == ("auction", "S")
    _clean(steps, edition, tmp_path)
