"""Auction irregularities meeting others (2017 and 2007), expected answers
written from the seeds (000 Dutch 2017, 003 Dutch 2007 Laws 23-40, 004 the
NBB protocols) before the records were run; facts our own.

- 39 with 54 and 26: West bids after the final pass (39C: declarer may
  restrict East's first lead); then West, not East, faces the opening lead.
  Seed 004 (general protocol, 'LET OP'): the 26 restriction is carried out
  at that lead first; the penalty card's own choice (50D2) waits for East's
  next lead.
- 38 with 31: a bid of eight at partner's turn is ruled by 38 (cancelled,
  both players of the side pass throughout), not as a bid out of rotation;
  38D: when the offender's LHO called before the ruling his call is
  cancelled too, and no lead restriction or adjustment for the forced passes
  follows.

Board 1 of rule_cases (North deals): North AK2.QJ4.T98.AK32, East
QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West 543.7652.743.T98."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import DEAL, clean_texts, must_passes, record, rule_json, script
from rule_cases import ruling_effects as effects

from bridgelaws.instruction import instruction
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

EDITIONS = ["2017", "2007"]
#: North-South reach 4S by North; West bids 5H after the final pass
AFTER_FINAL_PASS = "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W 5H; N dir"
#: North forbids hearts at East's first lead; West leads the diamond seven
WEST_LEADS = AFTER_FINAL_PASS + "; N ch prohibit_suit:H; W card D7; N dir"
ANSWERED = "; fact opponent_induced false; fact could_see_dummy false"


def _report(steps: str, edition: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), edition), tmp_path)


def _told(steps: str, edition: str) -> list[str]:
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": script(steps)}
    return [m.render("en") for m in instruction(Table.from_record(TableRecord.from_json(data)))]


@pytest.mark.parametrize(
    ("edition", "codes", "law"),
    [
        (
            "2017",
            ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"],
            "26B",
        ),
        ("2007", ["require_suit:H", "prohibit_suit:H"], "26A"),
    ],
)
def test_law_39c_26_choice_for_easts_first_lead_at_once(
    tmp_path: Path, edition: str, codes: list[str], law: str
) -> None:
    # 39C: West's 5H is cancelled; East is on lead, so North chooses now.
    # 2017 26B: any suit West did not name in the legal auction (he only
    # passed); 2007 26A2: hearts, the suit 5H showed
    report = _report(AFTER_FINAL_PASS, edition, tmp_path)
    first, last = report["rulings"][0], report["rulings"][-1]
    assert (first["irregularity"], first["offender"], first["laws"]) == (
        "call_after_final_pass",
        "W",
        ["39", "39C"],
    )
    assert (report["status"], last["irregularity"], last["chooser"], last["laws"]) == (
        "awaiting_choice",
        "lead_restriction",
        "N",
        [law],
    )
    assert [o["code"] for o in last["options"]] == [*codes, "no_restriction"]
    clean_texts(record(script(AFTER_FINAL_PASS), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_after_39c_the_general_protocol_then_the_five_options(
    tmp_path: Path, edition: str
) -> None:
    # West faces the opening lead out of turn: 47E1, then whether North acted
    # (54B), then 54C are asked before North's choice (seed 004)
    report = _report(WEST_LEADS, edition, tmp_path)
    assert [s["step"] for s in report["protocol"]] == [
        "called_by",
        "opponent_induced",
        "acted_since",
        "could_see_dummy",
    ]
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["irregularity"] == "opening_lead_out_of_turn"
    assert _told(WEST_LEADS, edition)[0] == "The director first establishes the facts (85)."
    report = _report(WEST_LEADS + ANSWERED, edition, tmp_path)
    last = report["rulings"][-1]
    assert (last["chooser"], [o["code"] for o in last["options"]]) == (
        "N",
        ["accept", "become_dummy", "require_retraction"],
    )


@pytest.mark.parametrize(("edition", "law"), [("2017", "26B"), ("2007", "26A2b")])
def test_law_54d_after_39c_the_26_restriction_first_the_penalty_card_later(
    tmp_path: Path, edition: str, law: str
) -> None:
    # North has the lead retracted: the ♦7 is a major penalty card, East
    # leads with hearts forbidden (26); the 50D2 choice waits for East's next
    # lead (seed 004: the restriction and the penalty card are separate)
    steps = WEST_LEADS + ANSWERED + "; N ch require_retraction"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    owed = sorted(
        (o["type"], o["seat"], o.get("kind"), o["laws"][0]) for o in report["obligations"]
    )
    assert owed == [
        ("lead_restriction", "E", "prohibit_suit", law),
        ("penalty_card", "W", "major", "54D"),
    ]
    told = _told(steps, edition)
    assert told == [
        "East makes the opening lead now.",
        f"Reminder: East may not lead hearts now ({law}).",
        "Reminder: West's major penalty card ♦7 stays on the table; North's choice under "
        "50D2 comes at East's next lead, after this lead restriction.",
    ]
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize(("edition", "awareness"), [("2017", "72C"), ("2007", "23")])
def test_law_38_bid_of_eight_at_partners_turn_is_38_not_31(
    tmp_path: Path, edition: str, awareness: str
) -> None:
    steps = "N 1S; W 8H; N dir"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "bid_above_seven",
        "W",
        None,
    )
    assert ("call_cancelled", ["38B"]) in effects(report)
    assert ("adjusted_score_possible", [awareness]) in effects(report)
    assert must_passes(report) == [
        ("E", "rest_of_auction", ["38C"]),
        ("W", "rest_of_auction", ["38C"]),
    ]
    assert (report["status"], report["next"]) == ("auction", "E")
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38d_lho_called_first_his_call_cancelled_no_26_no_adjustment(
    tmp_path: Path, edition: str
) -> None:
    # North called 3S over West's 8H before anyone ruled: 38B cancels 3S too
    # and North calls again; East-West pass throughout, but 38D leaves out
    # the lead restriction and the adjustment for the forced passes
    steps = "N 1S; E Pass; S 2S; W 8H; N 3S; E dir"
    report = _report(steps, edition, tmp_path)
    kinds = [kind for kind, _ in effects(report)]
    assert ("later_calls_cancelled", ["38B"]) in effects(report)
    assert "lead_restriction_possible" not in kinds and "adjusted_score_possible" not in kinds
    assert must_passes(report) == [
        ("E", "rest_of_auction", ["38C"]),
        ("W", "rest_of_auction", ["38C"]),
    ]
    assert (report["status"], report["next"]) == ("auction", "N")
    clean_texts(record(script(steps), edition), tmp_path)


#: West's own pass ended the auction; before the opening lead is faced he
#: bids 2H (the auction period has not ended, 17D1)
LAST_PASS_AGAIN = "N 1S; E Pass; S Pass; W Pass; W 2H; N dir"


@pytest.mark.parametrize(("edition", "law"), [("2017", "25A5"), ("2007", "25A3")])
def test_law_25a5_17d1_last_pass_changed_before_the_lead_unintended_given(
    tmp_path: Path, edition: str, law: str
) -> None:
    # found unintended, the pass is put right: 2H stands, North calls
    steps = LAST_PASS_AGAIN + "; fact unintended true"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"]) == ("change_of_call", ["25A", law])
    assert ("call_stands", ["25A"]) in effects(report)
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "N", [])
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_the_unintended_question_comes_before_39(tmp_path: Path, edition: str) -> None:
    report = _report(LAST_PASS_AGAIN, edition, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "unintended"


@pytest.mark.parametrize(("edition", "law"), [("2017", "15B1"), ("2007", "15B")])
def test_law_15b1_wrong_board_played_before_found_in_the_play_nothing_more_is_played(
    tmp_path: Path, edition: str, law: str
) -> None:
    # check8's finding: 4H by West after five tricks; the director finds a
    # player here played this board before: it is cancelled for both sides
    # (artificial scores, 12C2a) and not played on; the table was told
    # 'North leads now'
    data = {
        "edition": edition,
        "board": 1,
        "situation": {
            "contract": "4H",
            "declarer": "W",
            "tricks": {"NS": 2, "EW": 3},
            "leader": "N",
        },
        "events": [{"fact": "wrong_board", "value": True}],
    }
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"]) == ("wrong_board", [law])
    assert [e["type"] for e in ruling["effects"]] == [
        "board_cancelled",
        "artificial_adjusted_score",
    ]
    assert (report["status"], report["next"], report["score"]) == ("complete", None, None)
    out = clean_texts(data, tmp_path)
    assert "North leads now" not in out["en"] and "The board is over" in out["en"]
