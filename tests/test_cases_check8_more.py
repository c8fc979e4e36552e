"""Eighth blind check (issue 13), part 9: a defective trick on a whole board
(67A1, the control for the situation records of part 1), the 62C2 partner
who keeps his card, a card pointed the wrong way found after the play
(65B3, 65D), a defender's concession his partner stops, by edition (68B2:
2017 16C, 2007 16D), and two revokes by one side counted by both editions
(64A) and by the rubber rules (55(6)). Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import NT, Case, fact, full, params
from check6_cases import at, run6
from check7_cases import contract, each, revoke_found
from check8_cases import defective, ev

#: 3NT by North: East wins the first two diamond tricks
TWO_DIAMONDS = (
    f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; N card D9"
)

CASES: list[Case] = [
    # ---- 67A1 on a whole board --------------------------------------------------------------
    # West's ♦4 never left his hand: he did not play to trick 2; nobody has played to
    # trick 3, so he adds a legal card now (a diamond: ♦4 or ♦7)
    *[
        Case(
            f"law_67a1_whole_board_west_missed_trick_two_adds_a_diamond_{ed}",
            {**full(TWO_DIAMONDS, ed), "events": ev(TWO_DIAMONDS, defective("W", 2))},
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "defective_trick",
                    "offender": "W",
                    "chooser": "W",
                    "options": {"card:D4", "card:D7"},
                },
                "text_all": ["67A1"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 62C2: the offender's partner keeps his card -------------------------------------------
    # North's revoke (♠5 on a diamond) found with the trick in view; dummy's ♦K taken back,
    # dummy plays ♦6: South's ♦3 stays, North's ♦8 wins, and North leads (he must lead his
    # own penalty card at the first legal opportunity, no 50D2 choice for his own lead)
    *each(
        "law_62c2_situation_partner_keeps_his_card_north_wins_and_leads",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5", "E:DK", "S:D3"]),
        ev([fact("revoke", {"seat": "N", "trick": 6})], "N card D8; W ch withdraw; E card D6"),
        {"status": "play", "next": "N", "pcs": {("N", "S5", "major")}},
    ),
    # ---- 65B3 / 65D after the play --------------------------------------------------------------
    *each(
        "law_65b3_situation_card_pointed_wrongly_found_after_the_play_tricks_stand",
        contract("3NT", "N", 9, 4),
        [fact("trick_pointed_wrongly", 5, by="E")],
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 400, "EW": -400}},
    ),
    # ---- 68B2 by edition ----------------------------------------------------------------------
    *[
        Case(
            f"law_68b2_defender_concedes_partner_objects_{ed}",
            at(contract("2S", "N", 3, 3, leader="E"), "E concede 7; W dispute", ed),
            {"status": "play", "next": "E", "text_all": [law]},
        )
        for ed, law in (("2017", "16C"), ("2007", "16D"))
    ],
    # ---- 64A: two revokes by one side ----------------------------------------------------------
    # West's in trick 3 (won by West, two more East-West tricks after it) and East's in
    # trick 8 (won by North, one East-West trick after it): 2 + 1 = 3 of the 3 East-West
    # won from trick 3 on; 4S by South 9 becomes 12: 480
    *each(
        "law_64a1_64a2_situation_two_revokes_of_east_west_three_tricks",
        contract("4S", "S", 9, 4),
        [*revoke_found("W", 3, "W", 2), *revoke_found("E", 8, "N", 1)],
        {"status": "complete", "tricks": {"NS": 12, "EW": 1}, "score": {"NS": 480, "EW": -480}},
    ),
    # the rubber rules: two tricks for the side's first revoke, one for the second (55(6)):
    # 4S + 2 = 120 below, 60 above
    Case(
        "rubber_55_6_situation_two_revokes_of_east_west_three_tricks",
        at(
            contract("4S", "S", 9, 4),
            [
                *revoke_found("W", 3, "W", 2),
                fact("revoke_established", True, trick=3),
                *revoke_found("E", 8, "N", 1),
                fact("revoke_established", True, trick=8),
            ],
            "rubber",
        ),
        {"status": "complete", "tricks": {"NS": 12, "EW": 1}, "score": {"NS": 180, "EW": 0}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
