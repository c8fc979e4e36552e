"""Eighth blind check (issue 13), part 10: more records as a director gets
them: a situation mid-board, then two or three irregularities. A defender's
lead out of turn at declarer's turn refused and the penalty card played
later; a claim over a card played at the wrong moment; declarer's revoke
corrected and a defender's claim after it; a penalty card dropped while
declarer's 55 choice is open; a card played after a disputed claim; a call
made during the play; an established revoke and a claim; a required lead the
partner cannot follow (59); two penalty cards of one suit (51A) and then the
partner's lead (50D2). Both editions where they agree. Expectations set down
from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc, revoke_found
from check8_cases import ev

#: 2S by North (dummy South), East on lead after six tricks
N_2S_E = contract("2S", "N", 3, 3, leader="E")
#: West leads a club at North's turn after North won trick 7
WEST_LEADS_EARLY = "E card H4; S card H2; W card HK; N card HA; W card C5; N dir"
#: 3NT by North, East to lead, West's ♠Q a major penalty card
N_3NT_E_PC = contract("3NT", "N", 4, 2, leader="E", penalty_cards=[pc("W", "SQ")])
#: 3NT by North, North leads ♠2, East ♠6, dummy ♠3; West has ♠Q and ♠5 as penalty cards
TWO_SPADE_PCS = contract(
    "3NT",
    "N",
    4,
    2,
    current=["N:S2", "E:S6", "S:S3"],
    penalty_cards=[pc("W", "SQ"), pc("W", "S5")],
)

CASES: list[Case] = [
    # ---- 56: a defender leads at declarer's turn, refused ------------------------------------
    # West led ♣5 when North had won the trick; not induced, declarer refuses: the card is a
    # major penalty card and North leads (no 50D2 choice: North, not East, is on lead)
    *each(
        "law_56_situation_west_leads_at_declarers_turn_refused_penalty_card",
        N_2S_E,
        f"{WEST_LEADS_EARLY}; fact opponent_induced false; N ch reject",
        {"status": "play", "next": "N", "pcs": {("W", "C5", "major")}},
    ),
    # North leads a diamond, West discards his ♣5 penalty card: it is played; dummy's ace
    # wins and South leads
    *each(
        "law_50d1_situation_west_plays_the_club_penalty_card_on_a_diamond",
        N_2S_E,
        f"{WEST_LEADS_EARLY}; fact opponent_induced false; N ch reject; "
        "N card D2; E card D5; S card DA; W card C5",
        {"status": "play", "next": "S", "pcs": set(), "irr": [("lead_out_of_turn", "W", None)]},
    ),
    # ---- a claim over a card played at the wrong moment -------------------------------------
    # 4S by South: West leads ♦7, East plays ♦9 before dummy; declarer claims 10, agreed
    *each(
        "law_69a_situation_claim_after_easts_card_at_dummys_turn_420",
        contract("4S", "S", 3, 3, leader="W"),
        "W card D7; E card D9; S claim 10; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- declarer's revoke corrected, then a defender's claim ------------------------------------
    # declarer's ♠3 on a diamond in trick 8 (won by South's ♦9): the trick in view, declarer
    # takes it back without penalty (62B2) and plays ♦5; South still wins and leads
    *each(
        "law_62b2_situation_declarers_revoke_corrected_south_leads",
        contract("4H", "W", 2, 5, current=["N:D4", "E:D2", "S:D9", "W:S3"]),
        ev([fact("revoke", {"seat": "W", "trick": 8})], "W card D5"),
        {"status": "play", "next": "S", "pcs": set(), "irr_has": [("revoke", "W")]},
    ),
    # South then claims 6 for his side, declarer agrees: 4H three down, 150
    *each(
        "law_62b2_69a_situation_revoke_corrected_then_defenders_claim",
        contract("4H", "W", 2, 5, current=["N:D4", "E:D2", "S:D9", "W:S3"]),
        ev([fact("revoke", {"seat": "W", "trick": 8})], "W card D5; S claim 6; W agree"),
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": 150, "EW": -150}},
    ),
    # ---- a penalty card dropped while declarer's 55 choice is open -------------------------------
    # 4H by West, declarer on lead in hand leads from dummy; while the defenders decide,
    # South drops the ♥Q: a major penalty card (an honour)
    *each(
        "law_55_50b_situation_south_drops_the_heart_queen_during_the_55_choice",
        contract("4H", "W", 2, 3, leader="W"),
        "E card C2; N dir; fact opponent_induced false; S exp HQ",
        {
            "pcs_has": {("S", "HQ", "major")},
            "irr_has": [("lead_from_wrong_hand", "W"), ("exposed_card", "S")],
        },
    ),
    # ---- a card played after a disputed claim does not count (68D) -------------------------------
    *each(
        "law_68d_70_situation_card_after_the_dispute_ignored_award_nine",
        contract("3D", "S", 3, 1, leader="S"),
        ev("S claim 9; W dispute; S card C2; W dir", fact("claim_award", 9)),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 110, "EW": -110}},
    ),
    # ---- a call during the play -----------------------------------------------------------------
    *each(
        "law_39_situation_south_bids_during_the_play",
        contract("4H", "W", 2, 3, leader="N"),
        "N card S4; S 2S",
        {"irr_has": [("call_after_final_pass", "S")]},
    ),
    # ---- an established revoke, then a claim ----------------------------------------------------
    # East's revoke in trick 3 (won by East) is found; declarer claims 9, agreed; East-West
    # won three tricks after trick 3 (one quitted, two by the claim): two tricks (64A1)
    *each(
        "law_64a1_situation_revoke_found_then_claim_agreed_460",
        contract("3NT", "N", 4, 2, leader="N"),
        ev("N claim 9; E agree; W agree", revoke_found("E", 3, "E", 3)),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    # ---- 50D2a required, partner shows a heart (59) ---------------------------------------------
    # declarer requires spades; East leads a heart (he has no spade, the hands unknown):
    # any card (59); the queen was picked up
    *each(
        "law_50d2a_59_situation_spades_required_east_leads_a_heart",
        N_3NT_E_PC,
        "N ch require_suit:S; E card H5",
        {"status": "play", "next": "S", "pcs": set(), "irr": []},
    ),
    # ---- 51A then 50D2 --------------------------------------------------------------------------
    # West to play to a spade with two spade penalty cards: declarer names which (51A)
    *each(
        "law_51a_situation_two_spade_penalty_cards_declarer_names_one",
        TWO_SPADE_PCS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options": {"card:SQ", "card:S5"}},
        },
    ),
    # the five is played, East's six wins: East leads with the queen still on the table:
    # declarer's 50D2 choice
    *each(
        "law_51a_50d2_situation_five_played_east_wins_declarer_chooses_again",
        TWO_SPADE_PCS,
        "N ch card:S5",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "SQ", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_director2(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
