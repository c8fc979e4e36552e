"""Ninth blind check (issue 13), part 7: more records as a director gets them
(spec §6, hands unknown), each a short run of irregularities: dummy's lead
from the wrong hand accepted by the next defender's card (53A/55A), a
defender's lead out of turn accepted by declarer's card from dummy and then
a lead from the wrong hand at the next trick, a 50D2 prohibition with the
suit led anyway (no irregularity unless the director finds a revoke, 61A),
declarer's premature card (57C3), a defender's early card with declarer's
choice carried out (57A) and its rubber form (47(1)), two penalty cards one
of which must be played (51A), the penalty-card holder's partner winning a
trick (50D2 at once), declarer's exposed card (48A), the future dummy's
opening lead (54E, 24), and auction situations (spec §6 'auction'):
27B1a, 31A and 39C/26 by edition. Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, each, pc
from check9_cases import per_edition

#: 4H by West (dummy East), West on lead after seven tricks (NS 2, EW 5)
W_4H_W = contract("4H", "W", 2, 5, leader="W")
#: 3NT by South (dummy North), East on lead after six tricks
S_3NT_E = contract("3NT", "S", 3, 3, leader="E")
#: 4S by North (dummy South), East on lead; West's ♣Q a major penalty card
N_4S_E_PC = contract("4S", "N", 5, 2, leader="E", penalty_cards=[pc("W", "CQ")])
#: 3NT by North (dummy South): East led ♣3 to trick 8, dummy next
N_3NT_C3 = contract("3NT", "N", 4, 3, current=["E:C3"])
#: 3NT by North: dummy (South) led ♥4 to trick 7, West next
N_3NT_S_H4 = contract("3NT", "N", 3, 3, current=["S:H4"])
#: 3NT by North, East on lead with two major penalty cards in spades
N_3NT_TWO_SPADES = contract(
    "3NT", "N", 4, 2, leader="N", penalty_cards=[pc("E", "SQ"), pc("E", "ST")]
)
#: 3NT by North: trick 8 under way, East holds ♠J as a major penalty card
N_3NT_C_TRICK = contract(
    "3NT", "N", 4, 3, current=["N:C2", "E:C5", "S:CQ"], penalty_cards=[pc("E", "SJ")]
)
AUCTION_4S_N = ["1S", "Pass", "4S", "Pass", "Pass", "Pass"]

CASES: list[Case] = [
    # ---- dummy leads when declarer should; South plays to it: accepted (53A, 55A) ---------
    *each(
        "law_55a_53a_situation_dummys_lead_accepted_by_souths_card",
        W_4H_W,
        "E card S3; S card S2",
        {"status": "play", "next": "W", "irr": [("lead_from_wrong_hand", "W", True)]},
    ),
    # ---- West leads for East, declarer plays from dummy: accepted; then dummy leads for
    # declarer at the next trick and East draws attention (47E1 first) ---------------------
    *each(
        "law_53a_situation_wests_lead_accepted_by_dummys_card",
        S_3NT_E,
        "W card H6; N card H2",
        {"status": "play", "next": "E", "irr": [("lead_out_of_turn", "W", True)]},
    ),
    *each(
        "law_53a_55a_situation_then_dummy_leads_for_declarer_east_calls",
        S_3NT_E,
        "W card H6; N card H2; E card HK; S card HA; N card D4; E dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "W"), ("lead_from_wrong_hand", "S")],
        },
    ),
    *each(
        "law_55b2_situation_dummys_lead_refused_declarer_leads_from_hand",
        S_3NT_E,
        "W card H6; N card H2; E card HK; S card HA; N card D4; E dir; "
        "fact opponent_induced false; E ch reject; S card C7",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- a 50D2 prohibition and the suit led anyway -------------------------------------------
    # the hands are unknown: East may hold only clubs (59); nothing to rule without a finding
    *each(
        "law_50d2b_situation_clubs_prohibited_east_leads_a_club_no_finding",
        N_4S_E_PC,
        "N ch prohibit_suit:C; E card C5",
        {"status": "play", "next": "S", "pcs": set(), "irr": []},
    ),
    # the director finds East could have led another suit: a revoke (61A)
    *each(
        "law_61a_situation_clubs_prohibited_east_leads_a_club_revoke_found",
        N_4S_E_PC,
        [
            {"by": "N", "choose": "prohibit_suit:C"},
            {"by": "E", "card": "C5"},
            fact("revoke", {"seat": "E", "trick": 8}),
        ],
        {"irr_has": [("revoke", "E")]},
    ),
    # ---- declarer's early card stands (57C3) ----------------------------------------------------
    *each(
        "law_57c3_situation_declarer_plays_before_dummy_card_stands",
        N_3NT_C3,
        "N card CA; S card C2; W card C4",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- a defender's early card (57A): lowest required, then the trick is finished ----------
    *each(
        "law_57a2_situation_east_plays_before_west_lowest_then_trick_done",
        N_3NT_S_H4,
        "E card H9; N dir; N ch lowest; W card H2; N card HK; E card H9",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "rubber_47_1_situation_east_plays_early_lowest_card_played_in_its_turn",
        at(N_3NT_S_H4, "E card H9; N dir; N ch lowest; W card H2; N card HK", "rubber"),
        {"status": "play", "next": "N"},
    ),
    # ---- two penalty cards that can both be played: declarer says which (51A) ---------------
    *each(
        "law_51a_situation_east_holds_two_spade_penalty_cards_declarer_designates",
        N_3NT_TWO_SPADES,
        "N card S4",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
            "pcs": {("E", "SQ", "major"), ("E", "ST", "major")},
        },
    ),
    # ---- the penalty-card holder's partner wins the trick: the 50D2 choice at once ------------
    *each(
        "law_50d2_situation_west_wins_with_the_king_declarer_chooses",
        N_3NT_C_TRICK,
        "W card CK",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
        },
    ),
    # ---- declarer's exposed card: no rectification (48A) --------------------------------------
    *each(
        "law_48a_situation_declarer_drops_the_heart_king_no_penalty",
        contract("4S", "S", 4, 2, leader="W"),
        "S exp HK; W dir",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- the future dummy leads (54E, 24): back to his hand, East leads ---------------------
    *each(
        "law_54e_24_situation_south_as_dummy_leads_card_goes_back",
        {"auction": AUCTION_4S_N},
        "S card C2; E dir",
        {"status": "play", "next": "E", "declarer": "N", "pcs": set()},
    ),
    # ---- auction situations (spec §6: the calls so far) ---------------------------------------
    *each(
        "law_27b1a_situation_auction_south_1h_over_1s_replaced_by_2h",
        {"auction": ["1S", "Pass"]},
        "S 1H; W dir; fact artificial false; W ch reject; S 2H",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    *each(
        "law_31_situation_auction_south_bids_at_easts_turn_west_chooses",
        {"auction": ["1NT"]},
        "S 2C; W dir; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "S", "chooser": "W"},
        },
    ),
    # West bids 5H after the final pass; East leads: 2007 26A (hearts required or prohibited),
    # 2017 26B (a suit prohibited, none required)
    *per_edition(
        "law_39c_26_situation_auction_west_bids_after_the_final_pass",
        {"auction": AUCTION_4S_N},
        "W 5H; N dir",
        {
            "2017": {
                "status": "awaiting_choice",
                "ruling": {
                    "chooser": "N",
                    "options_has": {"prohibit_suit:H", "prohibit_suit:D"},
                    "options_not": {"require_suit:H"},
                },
            },
            "2007": {
                "status": "awaiting_choice",
                "ruling": {"chooser": "N", "options_has": {"require_suit:H", "prohibit_suit:H"}},
            },
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_director2(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
