"""Fourteenth blind check (issue 13 "accuracy"), Laws 13 and 14 as the
director meets them (spec §6, hands unknown), both editions: West with
fourteen cards and East with twelve found before anyone called, nobody
having seen another's card (2017 13A1; 2007 13D1) or one seen (2017 13A2:
played and scored; 2007 13D2: the director judges whether it can be played,
13D2a on, 13D2b an artificial score); a card of no part of the deal taken
out (2017 13C, 2007 13F); a missing card not found, replaced by the same
card of another pack (14A2 in the auction, 14B3 in the play).
Expectations set down from seeds 000 and 002 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import three

#: nobody has called: North (the dealer) to call
NOTHING: dict[str, list[str]] = {"auction": []}
#: North 1H, East passed, South 2H: West to call
ONE_H_P_2H = {"auction": ["1H", "Pass", "2H"]}
#: 4S by South after four tricks, South on lead
S_4S_S = contract("4S", "S", 2, 2, leader="S")


def wrong(**more: object) -> dict[str, object]:
    """West has fourteen cards, East twelve."""
    return fact("wrong_number_of_cards", True, seat="W", short="E", **more)


def by_edition(
    name: str,
    situation: dict[str, object],
    evs: list[dict[str, object]],
    laws: dict[str, str],
    **expect: object,
) -> list[Case]:
    """One record in both editions, each citing its own law."""
    return three(
        name,
        situation,
        {ed: (evs, {**expect, "ruling_laws_has": [law]}) for ed, law in laws.items()},
    )


CASES: list[Case] = [
    *by_edition(
        "law_13a1_13d1_situation_wrong_hands_nobody_saw_a_card",
        NOTHING,
        [wrong(seen=False)],
        {"2017": "13A1", "2007": "13D1"},
        status="auction",
        next="N",
    ),
    # 2017 13A2: a card was seen: the board is played and scored
    *three(
        "law_13a2_13d2_situation_wrong_hands_a_card_seen",
        NOTHING,
        {
            "2017": (
                [wrong(seen=True)],
                {"status": "auction", "next": "N", "ruling_laws_has": ["13A2"]},
            ),
            "2007": ([wrong(seen=True)], {"status": "awaiting_fact", "question": "playable"}),
        },
    ),
    *three(
        "law_13d2a_2007_situation_a_card_seen_board_playable",
        NOTHING,
        {
            "2007": (
                [wrong(seen=True), fact("playable", True)],
                {"status": "auction", "next": "N", "ruling_laws_has": ["13D2a"]},
            ),
        },
    ),
    *three(
        "law_13d2b_2007_situation_a_card_seen_board_not_playable",
        NOTHING,
        {
            "2007": (
                [wrong(seen=True), fact("playable", False)],
                {"status": "complete", "ruling_laws_has": ["13D2b"]},
            ),
        },
    ),
    # 13C (2007 13F): the ♥2 of another pack taken out of West's hand
    *by_edition(
        "law_13c_13f_situation_surplus_card_taken_out",
        NOTHING,
        [fact("wrong_number_of_cards", True, seat="W", surplus="H2")],
        {"2017": "13C", "2007": "13F"},
        status="auction",
        next="N",
    ),
    # 14A2: East's ♦5 cannot be found: another pack's ♦5 takes its place
    *by_edition(
        "law_14a2_situation_missing_card_not_found_in_the_auction",
        ONE_H_P_2H,
        [fact("missing_card", "D5", seat="E", found="not_found")],
        {"2017": "14A2", "2007": "14A2"},
        status="auction",
        next="W",
    ),
    # 14B3: West's ♥7 cannot be found in the play
    *by_edition(
        "law_14b3_situation_missing_card_not_found_in_the_play",
        S_4S_S,
        [fact("missing_card", "H7", seat="W", found="not_found")],
        {"2017": "14B3", "2007": "14B3"},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_law13(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
