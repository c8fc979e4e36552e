"""Eleventh blind check (issue 13), part 9: the NBB rubber rules on the
shuffle, the cut and the deal (seed 001 rules 7-10 and 38), as a director
(or the players) meet them: a new shuffle and cut any player may ask for
(8(2)), a deal completed out of turn that stands (9(3)), a card faced in
the pack or exposed in the deal (10(1)(b), 10(1)(c): the same dealer deals
again; 38: the owner looked at his cards, his left-hand opponent may let
the deal stand), a shuffle seen only once the auction has begun (7(2): too
late), a wrong pack found in the play (10(2): dealt again, earlier scores
stand). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import three

NOTHING: dict[str, list[str]] = {"auction": []}
ONE_C = {"auction": ["1C"]}
S_4S = contract("4S", "S", 3, 2, leader="S")


def deal(
    name: str, situation: dict[str, object], value: str, expect: dict[str, object], **more: object
) -> list[Case]:
    """One rubber situation with the finding ``misdeal`` = ``value``."""
    return three(name, situation, {"rubber": ([fact("misdeal", value, **more)], expect)})


CASES: list[Case] = [
    # 8(2)(c): a card shown in the cut: East may ask a new shuffle and cut, or let it stand
    *deal(
        "rubber_8_2_c_card_shown_in_the_cut_east_chooses",
        NOTHING,
        "cut_card_shown",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "misdeal",
                "chooser": "E",
                "options": {"new_deal", "keep_deal"},
            },
        },
        by="E",
    ),
    # 9(3): dealt out of turn and nobody stopped it: the deal stands, the auction starts
    *deal(
        "rubber_9_3_dealt_out_of_turn_completed_stands",
        NOTHING,
        "dealt_out_of_turn",
        {"status": "auction", "next": "N", "text_all": ["9(3)"]},
        by="S",
    ),
    # 10(1)(b): a card faced in the pack: the same dealer deals again
    *deal(
        "rubber_10_1_b_card_faced_in_the_pack_dealt_again",
        NOTHING,
        "card_faced_in_pack",
        {"status": "complete", "contract": None, "text_all": ["10(1)(b)"]},
    ),
    # 10(1)(c): a card exposed in the deal: dealt again
    *deal(
        "rubber_10_1_c_card_exposed_in_the_deal_dealt_again",
        NOTHING,
        "card_exposed",
        {"status": "complete", "contract": None, "text_all": ["10(1)(c)"]},
        by="W",
    ),
    # 38: West exposed it because he looked at his cards during the deal: North may keep the deal
    *deal(
        "rubber_38_west_looked_during_the_deal_north_chooses",
        NOTHING,
        "card_exposed",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options": {"new_deal", "keep_deal"}},
            "text_all": ["38"],
        },
        by="W",
        looked=True,
    ),
    # 7(2): a shuffle seen only after the auction began: too late, the deal stands
    *deal(
        "rubber_7_2_shuffle_seen_after_the_auction_began_too_late",
        ONE_C,
        "shuffle_seen",
        {"status": "auction", "next": "E", "text_all": ["7(2)"]},
        by="E",
    ),
    # 10(2): a wrong pack found in the play: dealt again, earlier deals keep their score
    *deal(
        "rubber_10_2_incorrect_pack_found_in_the_play",
        S_4S,
        "incorrect_pack",
        {"status": "complete", "score": None, "text_all": ["10(2)"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check11_deal(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
