"""Eleventh blind check (issue 13), part 7: judgment rulings in both
editions, on the deal of board 1 (tests/rule_cases.DEAL). Unauthorised
information (16B1a): South's agreed hesitation, North's reopening double
the director finds suggested over the logical alternative Pass, the
non-offenders damaged (12B1): an adjusted score (12C1), or no infraction
when there was no logical alternative or the action taken was not the one
suggested, or when the hesitation is disputed and not established (85B).
Misinformation (21B, 40B): a missing alert of an artificial 2D the
regulations required: the explaining side offends and the adjusted score
goes to the damaged defenders; not required: the result stands. A wrong
board (15B) and cards from a wrong board (2017 15A; 2007 17D). Expectations
set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, run6
from check8_cases import ev
from check9_cases import EDITIONS
from check11_cases import hesitation

#: the double is event 5
LA_SUGGESTED = fact("logical_alternatives", ["Pass", "X"], of=5, suggested="X")
TWO_D_MADE = fact("outcomes", [{"contract": "2D", "declarer": "E", "tricks": 8, "weight": "1"}])

#: East's 2D shows a major (the system card), West did not alert it; South passes and West
#: bids 2H, passed out; North leads, West claims five tricks (three down, North-South +150)
MISSED_ALERT = [
    *ev("N 1NT; E 2D"),
    {"by": "W", "alert": False, "of": 1},
    *ev("S Pass; W 2H; N Pass; E Pass; S Pass; N card SA; W claim 5; N agree; S agree"),
    {"by": "E", "agreement": "a single major", "of": 1, "source": "system_card"},
]
TWO_H_DOUBLED = fact("outcomes", [{"contract": "2HX", "declarer": "W", "tricks": 5, "weight": "1"}])

TABLE_300 = {"contract": "2DX", "declarer": "E", "score": {"NS": 300, "EW": -300}}


def same(name: str, evs: list[dict[str, Any]], expect: dict[str, Any]) -> list[Case]:
    return [Case(f"{name}_{ed}", board(evs, ed), expect) for ed in EDITIONS]


CASES: list[Case] = [
    # ---- 16B1a: the double suggested over Pass; East-West damaged: 2D made by East --------------
    *same(
        "law_16b1a_12c1_hesitation_reopening_double_adjusted_to_2d_made",
        [*hesitation(), LA_SUGGESTED, TWO_D_MADE],
        {"status": "complete", **TABLE_300, "judged": {"status": "adjusted", "offender": "NS"}},
    ),
    # no logical alternative to the double: no infraction, the result stands
    *same(
        "law_16b1a_hesitation_double_the_only_logical_alternative",
        [*hesitation(), fact("logical_alternatives", ["X"], of=5, suggested="X")],
        {"status": "complete", **TABLE_300, "judged": {"status": "result_stands"}},
    ),
    # the hesitation suggested a pass, North doubled: not the suggested action, result stands
    *same(
        "law_16b1a_hesitation_suggested_pass_north_doubled_result_stands",
        [*hesitation(), fact("logical_alternatives", ["Pass", "X"], of=5, suggested="Pass")],
        {"status": "complete", **TABLE_300, "judged": {"status": "result_stands"}},
    ),
    # 85B: disputed and not established: the result stands
    *same(
        "law_85b_16b1_disputed_hesitation_not_established_result_stands",
        [
            *hesitation(agreed=False),
            fact("extraneous_info", "undetermined", of=3),
            LA_SUGGESTED,
            TWO_D_MADE,
        ],
        {"status": "complete", **TABLE_300, "judged": {"status": "result_stands"}},
    ),
    # ---- 21B1a / 40B: a required alert missing: South could have doubled 2H ----------------------
    *same(
        "law_21b_40b_12c1_missing_alert_adjusted_to_2hx_three_down",
        [*MISSED_ALERT, fact("alert_required", True, of=1), TWO_H_DOUBLED],
        {
            "status": "complete",
            "contract": "2H",
            "declarer": "W",
            "score": {"NS": 150, "EW": -150},
            "judged": {"status": "adjusted", "offender": "EW"},
        },
    ),
    # no alert was required: no misinformation, the result stands
    *same(
        "law_21b_40b_no_alert_required_result_stands",
        [*MISSED_ALERT, fact("alert_required", False, of=1)],
        {
            "status": "complete",
            "contract": "2H",
            "score": {"NS": 150, "EW": -150},
            "judged": {"status": "result_stands"},
        },
    ),
]

#: 2017 15A / 2007 17D: North called 1C with cards from another board, East called 1H
WRONG_HANDS = {"auction": ["1C", "1H"]}
#: South has called since as well
WRONG_HANDS_PARTNER = {"auction": ["1C", "1H", "1S"]}
#: 4S by South mid-play
S_4S = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 2}, "leader": "S"}

CASES += [
    # partner has not called: the calls from North's on are cancelled, North calls again
    *[
        Case(
            f"law_15a_17d_cards_from_a_wrong_board_north_calls_again_{ed}",
            at(WRONG_HANDS, [fact("cards_from_wrong_board", True, seat="N")], ed),
            {"status": "auction", "next": "N", "irr_has": [("cards_from_wrong_board", "N")]},
        )
        for ed in EDITIONS
    ],
    # 2017 15A2a: South called since: the board ends with an artificial adjusted score
    Case(
        "law_15a2a_cards_from_a_wrong_board_partner_called_2017",
        at(
            WRONG_HANDS_PARTNER,
            [
                fact("cards_from_wrong_board", True, seat="N"),
                fact("artificial_score", "A-/A+"),
            ],
            "2017",
        ),
        {"status": "complete", "score": None, "judged": {"status": "adjusted"}},
    ),
    # 15B: a board the players had played before: cancelled (an artificial score)
    *[
        Case(
            f"law_15b_wrong_board_played_before_cancelled_{ed}",
            at(S_4S, [fact("wrong_board", True)], ed),
            {"status": "complete", "score": None, "irr_has": [("wrong_board", None)]},
        )
        for ed in EDITIONS
    ],
    # not played before: the board is played out and scored normally
    *[
        Case(
            f"law_15b_wrong_board_not_played_before_play_goes_on_{ed}",
            at(S_4S, [fact("wrong_board", False)], ed),
            {"status": "play", "next": "S", "irr_has": [("wrong_board", None)]},
        )
        for ed in EDITIONS
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_judgment(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
