"""Ninth blind check (issue 13), part 6: revokes found by the director and a
claim (Laws 63-64, rubber 55), the cases where no trick goes over: 64A2 with
no trick won by the offending side from the revoke on, 64A1 with only the
revoke trick itself, 64B3 dummy's revoke, 64B4/64B5 attention drawn after
the next board was called or the round ended (rubber 55(9): after the cut),
64B6 a revoke in trick 12 found after the play, 64B7 (2017 only) both sides
revoked, and 63A3 a revoke established by the offending side's own claim
(rubber 26(2): facing the cards establishes nothing). Expectations set down
from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, ended
from check8_cases import ev
from check9_cases import per_edition, revokes

#: 4S by South after nine tricks (NS 6, EW 3), South on lead; the claim of ten agreed
S_4S_NINE = contract("4S", "S", 6, 3, leader="S")
CLAIM_10 = "S claim 10; E agree; W agree"
MADE_420 = {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}}
RUBBER_120 = {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}}


def three(
    name: str,
    evs: list[dict[str, object]],
    duplicate: dict[str, object],
    rubber: dict[str, object] | None = None,
    situation: dict[str, object] | None = None,
) -> list[Case]:
    """The same record in 2017, 2007 (ruled alike) and, where given, rubber."""
    where = situation or S_4S_NINE
    out = [Case(f"{name}_{ed}", at(where, evs, ed), duplicate) for ed in ("2017", "2007")]
    if rubber is not None:
        out.append(Case(f"{name}_rubber", at(where, evs, "rubber"), rubber))
    return out


CASES: list[Case] = [
    # East's revoke in trick 5, won by North; East-West won nothing from it on: nothing goes over
    *three(
        "law_64b1_east_revoke_no_trick_won_after_nothing_transferred",
        ev(revokes(("E", 5, "N", 0)), CLAIM_10),
        MADE_420,
        RUBBER_120,
    ),
    # East won the revoke trick and nothing after: that trick goes over (64A1); rubber 55(6):
    # only one trick was won from the revoke on, so one goes over
    *three(
        "law_64a1_east_won_only_the_revoke_trick_one_trick_over",
        ev(revokes(("E", 5, "E", 0)), CLAIM_10),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 150, "EW": 0}},
    ),
    # dummy's revoke: no trick goes over (64B3; rubber 55(1)(a)(III))
    *three(
        "law_64b3_dummys_revoke_nothing_transferred",
        ev(revokes(("N", 4, "N", 2)), CLAIM_10),
        MADE_420,
        RUBBER_120,
    ),
    # attention drawn only after the next board was called (64B4)
    *three(
        "law_64b4_revoke_found_after_the_next_board_was_called",
        ev(CLAIM_10, revokes(("E", 5, "E", 1)), [fact("next_board_called", True)]),
        MADE_420,
    ),
    # ... after the round ended (64B5)
    *three(
        "law_64b5_revoke_found_after_the_round_ended",
        ev(CLAIM_10, revokes(("W", 6, "W", 1)), [fact("round_ended", True)]),
        MADE_420,
    ),
    # rubber 55(9): the revoke first found after the cut for the next deal: no penalty
    Case(
        "rubber_55_9_revoke_found_after_the_next_deal_was_cut",
        at(
            S_4S_NINE,
            ev(CLAIM_10, [fact("next_deal_cut", True)], revokes(("E", 5, "E", 1))),
            "rubber",
        ),
        RUBBER_120,
    ),
    # a revoke in trick 12 found at the end of the play, the hands not yet back in the board:
    # corrected, tricks 12 and 13 played again, no trick transferred (62D1, 64B6); the director
    # is asked the tricks after the correction
    *[
        Case(
            f"law_62d1_64b6_revoke_in_trick_12_found_after_the_play_corrected_{ed}",
            ended("4S", "S", 10, ed, events=revokes(("W", 12, "W", 1))),
            {"status": "awaiting_fact", "order": ["tricks_after_correction"], "adjust": []},
        )
        for ed in ("2017", "2007")
    ],
    *[
        Case(
            f"law_62d1_revoke_in_trick_12_replayed_eleven_tricks_{ed}",
            ended(
                "4S",
                "S",
                10,
                ed,
                events=[*revokes(("W", 12, "W", 1)), fact("tricks_after_correction", 11)],
            ),
            {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
        )
        for ed in ("2017", "2007")
    ],
    # both sides revoked (East in trick 3, South in trick 6, each won by the revoker, each side
    # winning tricks after): no automatic transfer in either edition (64B7; German 2007 64B7)
    *three(
        "law_64b7_both_sides_revoked_no_transfer",
        ev(revokes(("E", 3, "E", 1), ("S", 6, "S", 2)), CLAIM_10),
        {"tricks": {"NS": 10, "EW": 3}, "adjust": []},
    ),
    # declarer's revoke in the last quitted trick (9, won by South), then his own claim: the
    # claim establishes it (63A3); his side won four tricks after by the claim: two go over
    *per_edition(
        "law_63a3_64a1_declarers_claim_establishes_his_own_revoke",
        S_4S_NINE,
        ev(revokes(("S", 9, "S", 4)), CLAIM_10),
        {
            ed: {
                "status": "complete",
                "tricks": {"NS": 8, "EW": 5},
                "score": {"NS": -100, "EW": 100},
            }
            for ed in ("2017", "2007")
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_revokes(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
