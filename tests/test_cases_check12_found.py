"""Twelfth blind check (issue 13), part 12: two revokes in one trick found by
the director mid-board, hands unknown (spec §6 ``revoke`` facts): East and
declarer South both revoked in trick 5. When only East-West have played to
trick 6 (West led ♣4), 2017 62C3 corrects both revokes (East's card a major
penalty card, West's ♣4 back) and 64B8 transfers nothing; 2007 has no 62C3:
East's revoke is established (63A1) and South's corrected (62A). When
nobody has played to trick 6, both are corrected (62A) in both editions.
A second revoke by the same player found at the end: in the same suit it
transfers nothing (64B2), in another suit as the first (64A1); the rubber
rules give one more trick for either (55(6)). The whole-board path rules
62C3 (tests/test_cases_trick11_breadth.py), and so does the path of the
director's facts when the second revoke is found while the next trick's
cards lie on the table, and (since trick13) when it is found after the first
revoke's correction put them back (South led on): it is judged as the table
lay when attention was drawn.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract
from check8_cases import ev
from check11_cases import alike

#: 4S by South after five tricks (NS 2, EW 3): West has led ♣4 to trick 6
WEST_LED_ON = contract("4S", "S", 2, 3, current=["W:C4"])
#: 4S by South after five tricks (NS 3, EW 2): declarer has led ♦4 to trick 6
SOUTH_LED_ON = contract("4S", "S", 3, 2, current=["S:D4"])
#: 4S by South: the play is over, North-South took eight tricks
S_4S_OVER = contract("4S", "S", 8, 5)
#: 4S by South after five tricks: East to lead to trick 6, nobody has played to it
NOBODY_ON = contract("4S", "S", 2, 3, leader="E")

BOTH = [
    fact("revoke", {"seat": "E", "trick": 5}),
    fact("revoke", {"seat": "S", "trick": 5}),
]

CASES: list[Case] = [
    Case(
        "law_62c3_situation_both_sides_revoked_only_west_led_on_2017",
        at(WEST_LED_ON, ev("E dir", BOTH), "2017"),
        {"irr_has": [("revoke", "E"), ("revoke", "S")], "text_all": ["62C3"]},
    ),
    # corrected, East won trick 5; he leads ♥4 and South claims the rest: nine tricks, no
    # transfer (64B8): 4S one down
    Case(
        "law_62c3_64b8_situation_both_revokes_corrected_claim_no_transfer_2017",
        at(
            WEST_LED_ON,
            ev(
                "E dir",
                BOTH,
                [
                    fact("revoke_trick_won_by", "E", trick=5),
                    fact("corrected_trick_won_by", "E"),
                ],
                "E card H4; S claim 9; E agree; W agree",
                [fact("offending_side_tricks_after", 0, trick=5)],
            ),
            "2017",
        ),
        {
            "status": "complete",
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": -50, "EW": 50},
            "adjust": [],
        },
    ),
    # the same with declarer's side the one that played on (South led to trick 6)
    Case(
        "law_62c3_situation_both_sides_revoked_only_south_led_on_2017",
        at(
            SOUTH_LED_ON,
            ev("W dir", BOTH, [fact("revoke_trick_won_by", "S", trick=5)]),
            "2017",
        ),
        {"irr_has": [("revoke", "E"), ("revoke", "S")], "text_all": ["62C3"]},
    ),
    # 2007: no 62C3: East's revoke stands as played (63A1, 63B), South's is corrected (62A)
    Case(
        "law_63a1_62a_situation_both_sides_revoked_only_west_led_on_2007",
        at(WEST_LED_ON, ev("E dir", BOTH, [fact("revoke_trick_won_by", "E", trick=5)]), "2007"),
        {"irr_has": [("revoke", "E"), ("revoke", "S")], "text_all": ["63A1", "62A"]},
    ),
    # nobody has played to trick 6: both corrected (62A); South wins trick 5 and leads
    *alike(
        "law_62a_situation_both_revokes_found_before_trick_6",
        NOBODY_ON,
        ev(
            "W dir",
            BOTH,
            [fact("corrected_trick_won_by", "S"), fact("corrected_trick_won_by", "S")],
        ),
        {
            "status": "play",
            "next": "S",
            "adjust": [],
            "irr_has": [("revoke", "E"), ("revoke", "S")],
            "text_all": ["62A"],
        },
    ),
]


def twice(second_suit: str) -> list[dict[str, object]]:
    """East revoked in hearts in trick 3 (won it, East-West three more after) and in
    ``second_suit`` in trick 7 (won it, one more after)."""
    return [
        fact("revoke", {"seat": "E", "trick": 3, "suit": "H"}),
        fact("revoke_trick_won_by", "E", trick=3),
        fact("offending_side_tricks_after", 3, trick=3),
        fact("revoke", {"seat": "E", "trick": 7, "suit": second_suit}),
        fact("revoke_trick_won_by", "E", trick=7),
        fact("offending_side_tricks_after", 1, trick=7),
    ]


def over(ns: int, ns_points: int, ew_points: int) -> dict[str, object]:
    return {
        "status": "complete",
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": ns_points, "EW": ew_points},
    }


CASES += [
    # 64B2: a second revoke in hearts by East: only the first transfers (two tricks), 4S made
    *[
        Case(
            f"law_64a1_64b2_situation_second_revoke_same_suit_{ed}",
            at(S_4S_OVER, twice("H"), ed),
            over(10, 420, -420),
        )
        for ed in ("2017", "2007")
    ],
    # in another suit: each transfers two (64A1 twice), 4S + 2
    *[
        Case(
            f"law_64a1_situation_second_revoke_other_suit_{ed}",
            at(S_4S_OVER, twice("D"), ed),
            over(12, 480, -480),
        )
        for ed in ("2017", "2007")
    ],
    # 63A3/63A4: found after East-West agreed to South's claim: established; West won the
    # revoke trick: one trick (64A2), 4S + 1
    *[
        Case(
            f"law_63a_64a2_situation_revoke_found_after_the_defenders_agreed_a_claim_{ed}",
            at(
                contract("4S", "S", 2, 2, leader="W"),
                ev(
                    "S claim 10; E agree; W agree",
                    [
                        fact("revoke", {"seat": "E", "trick": 4}),
                        fact("revoke_trick_won_by", "W", trick=4),
                        fact("offending_side_tricks_after", 0, trick=4),
                    ],
                ),
                ed,
            ),
            {**over(11, 450, -450), "adjust": [("64A2", "NS", 1)]},
        )
        for ed in ("2017", "2007")
    ],
    # 64B7: both sides revoked in trick 5 and both have played to trick 6: both established,
    # neither transfers; South claims the rest: ten tricks, 4S made
    *[
        Case(
            f"law_64b7_situation_both_revokes_established_no_transfer_{ed}",
            at(
                contract("4S", "S", 2, 3, current=["W:C4", "N:C2"]),
                ev(
                    "E dir",
                    BOTH,
                    [fact("revoke_trick_won_by", "E", trick=5)],
                    "E card C9; S card CA; S claim 10; E agree; W agree",
                ),
                ed,
            ),
            {**over(10, 420, -420), "adjust": []},
        )
        for ed in ("2017", "2007")
    ],
    # rubber 55(6): two tricks, and one for each later revoke by the side, suit or not: 4S + 1
    Case(
        "rubber_55_6_second_revoke_same_suit_one_more",
        at(S_4S_OVER, twice("H"), "rubber"),
        over(11, 150, 0),
    ),
    Case(
        "rubber_55_6_second_revoke_other_suit_one_more",
        at(S_4S_OVER, twice("D"), "rubber"),
        over(11, 150, 0),
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_found(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
