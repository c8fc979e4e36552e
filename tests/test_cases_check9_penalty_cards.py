"""Ninth blind check (issue 13), part 10: penalty cards in the play with the
hands unknown (spec §6): a major penalty card of the suit led (50D1, 52), a
minor one and another spot card of its suit or an honour (50C), a discard
while holding a major and a minor card (50D1, 52), and declarer's 50D2
choice recurring while the holder's partner keeps the lead (50D2b) or the
prohibition lasting as long as he keeps it (50D2a). Expectations set down
from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, each, pc


#: 3NT by North: North led ♠4 to trick 8, East to play; East's card on the table varies
def n_3nt_s4(*cards: dict[str, str]) -> dict[str, object]:
    return contract("3NT", "N", 4, 3, current=["N:S4"], penalty_cards=list(cards))


#: 3NT by North after seven tricks, North on lead: East's two cards on the table
N_3NT_TWO_KINDS = contract(
    "3NT", "N", 4, 3, current=["N:H4"], penalty_cards=[pc("E", "SQ"), pc("E", "D4", "minor")]
)
#: 4S by North, East on lead, West's ♣Q a major penalty card
N_4S_E_PC = contract("4S", "N", 5, 2, leader="E", penalty_cards=[pc("W", "CQ")])

CASES: list[Case] = [
    # a major penalty card of the suit led must be played now (50D1); another spade is 52
    *each(
        "law_52_situation_east_follows_with_another_spade_not_the_queen",
        n_3nt_s4(pc("E", "SQ")),
        "E card S2; N dir",
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
                "options": {"accept", "reject"},
            }
        },
    ),
    *each(
        "law_50d1_situation_east_plays_the_spade_queen",
        n_3nt_s4(pc("E", "SQ")),
        "E card SQ",
        {"status": "play", "next": "S", "pcs": set(), "irr": []},
    ),
    # a minor penalty card: another spot card of its suit first is an infraction (50C)
    *each(
        "law_50c_situation_east_follows_with_the_nine_over_his_minor_three",
        n_3nt_s4(pc("E", "S3", "minor")),
        "E card S9",
        {"irr": [("failure_to_play_penalty_card", "E", None)]},
    ),
    # ... an honour of that suit is allowed; the three stays on the table
    *each(
        "law_50c_situation_east_follows_with_the_king_minor_three_stays",
        n_3nt_s4(pc("E", "S3", "minor")),
        "E card SK",
        {"status": "play", "next": "S", "pcs": {("E", "S3", "minor")}, "irr": []},
    ),
    # a heart led, East follows with a heart: both cards stay
    *each(
        "law_50_situation_heart_led_east_follows_suit_both_cards_stay",
        N_3NT_TWO_KINDS,
        "E card H5",
        {"status": "play", "next": "S", "pcs": {("E", "SQ", "major"), ("E", "D4", "minor")}},
    ),
    # East discards a club instead of a penalty card (he shows no heart): 52
    *each(
        "law_52_situation_east_discards_a_club_holding_two_penalty_cards",
        N_3NT_TWO_KINDS,
        "E card C5; N dir",
        {
            "ruling": {"irregularity": "failure_to_play_penalty_card", "offender": "E"},
            "irr_has": [("failure_to_play_penalty_card", "E")],
        },
    ),
    # no restriction chosen; East wins the trick and leads again: the choice comes back (50D2b)
    *each(
        "law_50d2b_situation_east_keeps_the_lead_declarer_chooses_again",
        N_4S_E_PC,
        "N ch no_restriction; E card HA; S card H2; W card H3; N card H4",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:C", "prohibit_suit:C", "no_restriction"},
            },
            "pcs": {("W", "CQ", "major")},
        },
    ),
    # clubs prohibited; East wins and leads again: still no club, no new choice (50D2a)
    *each(
        "law_50d2a_situation_prohibition_lasts_while_east_keeps_the_lead",
        N_4S_E_PC,
        "N ch prohibit_suit:C; E card HA; S card H2; W card H3; N card H4",
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "C")}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_penalty_cards(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
