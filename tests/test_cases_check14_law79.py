"""Fourteenth blind check (issue 13 "accuracy"), Law 79 and the score
(Law 77 with Law 2's vulnerability): boards over when the director comes
(spec §6), in both editions. A score entered wrongly within the correction
period (79C1), after it (79C2: it stands unless the director is sure and the
organiser agrees, in 2007 only where the regulations provide for it), a count
disputed that the director settles (79B2), a count agreed wrongly (79A2), a
count disputed after the round (2017 79B3: both sides changed only when the
director is sure, else the score stands or one side is lowered without
raising the other; 2007 79B2 needs no certainty). Every figure counted by
hand from seed 000 Laws 77 and 79 before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract

#: the correction period of 79C is over
ENDED = fact("correction_period_ended", True)


def entered(value: Any, **details: Any) -> dict[str, Any]:
    """79C: the score entered (North-South's view) the director looks at."""
    return {"fact": "score_error", "value": value, **details}


def disputed(value: Any, **details: Any) -> dict[str, Any]:
    """79B: North-South's tricks as recorded, disputed (details: found, by, ...)."""
    return {"fact": "tricks_disputed", "value": value, **details}


def over(bid: str, dec: str, ns: int) -> dict[str, Any]:
    return contract(bid, dec, ns, 13 - ns)


def scored(ns: int, ns_points: int, ew_points: int | None = None, **more: Any) -> dict[str, Any]:
    ew = -ns_points if ew_points is None else ew_points
    return {
        "status": "complete",
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": ns_points, "EW": ew},
        **more,
    }


#: (name, contract, declarer, NS tricks, board, score entered, NS points of the result)
ENTRIES: list[tuple[str, str, str, int, int, int, int]] = [
    # 4S made, board 1 nobody vulnerable: 120 + 300; entered as if vulnerable
    ("4s_south_board_1_entered_620", "4S", "S", 10, 1, 620, 420),
    # board 2 North-South vulnerable, 3NT by East + 1 not vulnerable: 130 + 300
    ("3nt_east_board_2_entered_630", "3NT", "E", 3, 2, -630, -430),
    # board 3 East-West vulnerable: 2HX made 120 + 500 + 50
    ("2hx_west_board_3_entered_470", "2HX", "W", 5, 3, -470, -670),
    # board 4 all vulnerable: 6D made 120 + 500 + 750
    ("6d_north_board_4_entered_920", "6D", "N", 12, 4, 920, 1370),
    # board 5 North-South vulnerable: 1NT one down, 100
    ("1nt_south_board_5_entered_50", "1NT", "S", 6, 5, -50, -100),
    # board 6 East-West vulnerable: 4H two down undoubled, 200
    ("4h_east_board_6_entered_100", "4H", "E", 5, 6, 100, 200),
    # board 7 all vulnerable: 3CX two down, 200 + 300
    ("3cx_north_board_7_entered_300", "3CX", "N", 7, 7, -300, -500),
    # board 8 nobody vulnerable: 5SXX made, 600 + 300 + 100
    ("5sxx_west_board_8_entered_800", "5SXX", "W", 2, 8, -800, -1000),
]

CASES: list[Case] = []
for name, bid, dec, ns, board, wrong_entry, points in ENTRIES:
    for ed in ("2017", "2007"):
        rec = over(bid, dec, ns)
        # 79C1: within the period the entry is put right
        CASES.append(
            Case(
                f"law_79c1_{name}_corrected_{ed}",
                at(rec, [entered(wrong_entry)], ed, board=board),
                {
                    **scored(ns, points),
                    "ruling": {"irregularity": "score_error"},
                    "ruling_laws_has": ["79C1"],
                },
            )
        )
    # 79C2: after the period, the director not sure: the entry stands
    CASES.append(
        Case(
            f"law_79c2_{name}_after_the_period_stands_2017",
            at(over(bid, dec, ns), [ENDED, entered(wrong_entry)], "2017", board=board),
            {**scored(ns, wrong_entry), "ruling_laws_has": ["79C2"]},
        )
    )
    # 2017 79C2: sure, and the organiser agrees: corrected
    CASES.append(
        Case(
            f"law_79c2_{name}_sure_organiser_agrees_2017",
            at(
                over(bid, dec, ns),
                [ENDED, entered(wrong_entry, sure=True, organiser_agrees=True)],
                "2017",
                board=board,
            ),
            {**scored(ns, points), "ruling_laws_has": ["79C2"]},
        )
    )
    # 2007 79C2: sure and agreed, but no regulation for it: the entry stands
    CASES.append(
        Case(
            f"law_79c2_{name}_sure_no_regulation_2007",
            at(
                over(bid, dec, ns),
                [ENDED, entered(wrong_entry, sure=True, organiser_agrees=True)],
                "2007",
                board=board,
            ),
            {**scored(ns, wrong_entry), "ruling_laws_has": ["79C2"]},
        )
    )

# 79C1: the right score entered: nothing to correct
for ed in ("2017", "2007"):
    CASES.append(
        Case(
            f"law_79c1_right_entry_6d_board_4_stands_{ed}",
            at(over("6D", "N", 12), [entered(1370)], ed, board=4),
            scored(12, 1370),
        )
    )
    # 2007 79C2 with the regulations: corrected
CASES.append(
    Case(
        "law_79c2_2hx_board_3_regulations_allow_2007",
        at(
            over("2HX", "W", 5),
            [ENDED, entered(-470, sure=True, organiser_agrees=True, regulations_allow=True)],
            "2007",
            board=3,
        ),
        scored(5, -670),
    )
)

# ---- 79B2: a count disputed at the table, settled by the director ----------------------------
#: (name, contract, declarer, NS tricks recorded, board, NS tricks found, NS points, to, moved)
COUNTS: list[tuple[str, str, str, int, int, int, int, str, int]] = [
    # 4S by South: 10 recorded, 9 found: one down not vulnerable, 50
    ("4s_south_ten_recorded_nine_found", "4S", "S", 10, 1, 9, -50, "EW", 1),
    # 3NT by East: NS 4 recorded, 3 found: 3NT + 1 by East vulnerable on board 3: 630
    ("3nt_east_four_recorded_three_found", "3NT", "E", 4, 3, 3, -630, "EW", 1),
    # 2S by North: 7 recorded, 9 found on board 2 (vulnerable): 60 + 50 + 30 = 140
    ("2s_north_seven_recorded_nine_found", "2S", "N", 7, 2, 9, 140, "NS", 2),
    # 5CX by West: made recorded (NS 2), NS 3 found: one down doubled not vulnerable, 100
    ("5cx_west_made_recorded_one_down_found", "5CX", "W", 2, 1, 3, 100, "NS", 1),
]
for name, bid, dec, ns, board, found, points, to, moved in COUNTS:
    # the fact counts declarer's side's tricks
    said, seen = (ns, found) if dec in "NS" else (13 - ns, 13 - found)
    for ed in ("2017", "2007"):
        CASES.append(
            Case(
                f"law_79b2_{name}_{ed}",
                at(over(bid, dec, ns), [disputed(said, by="E", found=seen)], ed, board=board),
                {
                    **scored(found, points),
                    "adjust": [("79B2", to, moved)],
                    "ruling": {"irregularity": "tricks_disputed"},
                    "ruling_laws_has": ["79B2"],
                },
            )
        )
        # 79A2: the wrong count was agreed: within the period it is put right
        CASES.append(
            Case(
                f"law_79a2_{name}_agreed_put_right_{ed}",
                at(
                    over(bid, dec, ns),
                    [disputed(said, agreed=True, found=seen, by="W")],
                    ed,
                    board=board,
                ),
                {**scored(found, points), "ruling_laws_has": ["79A2", "79B2"]},
            )
        )

# ---- 79B3 (2017) against 2007 79B2: the director called after the round ---------------------
for ed, ns_points, ew_points in (("2017", 420, -420), ("2007", 450, -450)):
    # 4S by South, 10 recorded, 11 found, the director not sure: 2017 the score stands
    CASES.append(
        Case(
            f"law_79b3_4s_called_after_the_round_not_sure_{ed}",
            at(over("4S", "S", 10), [disputed(10, found=11, after_round=True)], ed),
            {**scored(10 if ed == "2017" else 11, ns_points, ew_points)},
        )
    )
for ed in ("2017", "2007"):
    # sure of the result: both sides on the count found (79B3; 2007 79B2)
    CASES.append(
        Case(
            f"law_79b3_4s_called_after_the_round_sure_{ed}",
            at(over("4S", "S", 10), [disputed(10, found=11, after_round=True, sure=True)], ed),
            scored(11, 450),
        )
    )
    # split: North-South lowered to one down (-50), East-West keep -420, not raised
    CASES.append(
        Case(
            f"law_79b3_4s_split_lowers_north_south_only_{ed}",
            at(over("4S", "S", 10), [disputed(10, found=9, after_round=True, split=True)], ed),
            {"status": "complete", "score": {"NS": -50, "EW": -420}},
        )
    )


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_law79(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
