"""Eighth blind check (issue 13), part 1: the director arrives at a table in
the play (spec §6), the hands unknown. Weighted to what the earlier checks
left: two or more cards at once (58B), the revoke correction that lets the
offender's partner take his card back (62C2), a trick pointed the wrong way
(65B3) and quitted tricks inspected (66), defective tricks (67), claims and
concessions from a situation (68-71). Contracts the earlier checks did not
use: 4H by West (dummy East, North-South defend), 3D by South, 2S by North.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc, revoke_found
from check8_cases import at_once, defective, ev

#: 4H by West, dummy East; North-South have two tricks, East-West three
W_4H = contract("4H", "W", 2, 3, leader="N")
#: the same, declarer West on lead
W_4H_W = contract("4H", "W", 2, 3, leader="W")
#: 3D by South, dummy North; South on lead after four tricks
S_3D = contract("3D", "S", 3, 1, leader="S")
#: 2S by North, dummy South; East on lead after six tricks
N_2S_E = contract("2S", "N", 3, 3, leader="E")
#: 3NT by North after nine tricks: six to North-South
N_3NT_9 = contract("3NT", "N", 6, 3, leader="N")

CARD_SA_SK = {"card:SA", "card:SK"}

CASES: list[Case] = [
    # ---- 58B: two cards at once ------------------------------------------------------
    # North, on lead, puts the ace and king of spades down together, both seen: he
    # designates his lead (58B2), the other is a major penalty card (an honour, 50B)
    *each(
        "law_58b2_situation_4h_north_leads_two_honours_at_once_he_designates",
        W_4H,
        [at_once("N", ["SA", "SK"])],
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "simultaneous_cards",
                "offender": "N",
                "chooser": "N",
                "options": CARD_SA_SK,
            },
            "text_all": ["58B2"],
        },
    ),
    *each(
        "law_58b2_situation_4h_north_designates_the_king_ace_major_penalty_card",
        W_4H,
        ev([at_once("N", ["SA", "SK"])], "N ch card:SK"),
        {
            "status": "play",
            "next": "E",
            "pcs": {("N", "SA", "major")},
            "irr": [("simultaneous_cards", "N", None)],
        },
    ),
    # only the four was seen: it is the lead, the ace goes back without penalty (58B1)
    *each(
        "law_58b1_situation_4h_north_two_cards_one_face_seen_that_one_is_led",
        W_4H,
        [at_once("N", ["SA", "S4"], ["S4"])],
        {"status": "play", "next": "E", "pcs": set(), "text_all": ["58B1"]},
    ),
    # declarer leads two clubs at once: he designates, the other goes back (58B2: no
    # penalty card for declarer)
    *each(
        "law_58b2_situation_4h_declarer_leads_two_clubs_the_other_goes_back",
        W_4H_W,
        ev([at_once("W", ["C2", "C3"])], "W ch card:C3"),
        {"status": "play", "next": "N", "pcs": set(), "irr": [("simultaneous_cards", "W", None)]},
    ),
    # North follows with two low clubs, both seen, and designates the nine: the five is
    # a minor penalty card (inadvertently exposed, below honour rank: 50B)
    *each(
        "law_58b2_situation_4h_north_follows_with_two_low_clubs_minor_penalty_card",
        contract("4H", "W", 2, 3, current=["W:C2"]),
        ev([at_once("N", ["C5", "C9"])], "N ch card:C9"),
        {"status": "play", "next": "E", "pcs": {("N", "C5", "minor")}},
    ),
    # dummy's two cards put down together: declarer designates which is played
    *each(
        "law_58b2_situation_4h_dummy_two_cards_at_once_declarer_designates",
        contract("4H", "W", 2, 3, current=["W:C2", "N:C5"]),
        [at_once("E", ["C3", "C4"])],
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "simultaneous_cards", "chooser": "W"},
            "pcs": set(),
        },
    ),
    # South, last to play, puts two diamonds down, both seen, and designates the six: the
    # jack is a major penalty card
    *each(
        "law_58b2_situation_3d_east_two_diamonds_jack_becomes_major",
        contract("3D", "S", 3, 1, current=["S:D2", "W:D3", "N:D4"]),
        ev([at_once("E", ["DJ", "D6"])], "E ch card:D6"),
        {"status": "play", "pcs": {("E", "DJ", "major")}},
    ),
    # ---- 62C1 / 62C2: a revoke in the trick in view, corrected --------------------------
    # West leads a diamond, North discards ♠5, dummy's ♦K, South's ♦3: the trick is
    # quitted, North's side has not played on, the director finds North's revoke
    *each(
        "law_62b1_situation_4h_north_revoke_found_in_the_last_trick_spade_major",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5", "E:DK", "S:D3"]),
        [fact("revoke", {"seat": "N", "trick": 6})],
        {
            "irr_has": [("revoke", "N")],
            "pcs_has": {("N", "S5", "major")},
            "text_all": ["62"],
        },
    ),
    *each(
        "law_62c1_situation_4h_declarer_may_take_dummys_king_back",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5", "E:DK"]),
        [fact("revoke", {"seat": "N", "trick": 6})],
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "revoke", "offender": "N", "chooser": "W"},
            "pcs": {("N", "S5", "major")},
            "text_all": ["62C1"],
        },
    ),
    # the king withdrawn: dummy plays the six, North the eight; the trick goes on
    *each(
        "law_62c1_situation_4h_dummys_king_withdrawn_south_to_play",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5", "E:DK"]),
        ev([fact("revoke", {"seat": "N", "trick": 6})], "N card D8; W ch withdraw; E card D6"),
        {"status": "play", "next": "S", "pcs": {("N", "S5", "major")}},
    ),
    # 62C2: after dummy's king came back, South (the offender's partner, who had played
    # after it) may take his ♦3 back; he plays ♦7 instead: the three is a penalty card
    *each(
        "law_62c2_situation_4h_partner_takes_his_card_back_penalty_card",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5", "E:DK", "S:D3"]),
        ev(
            [fact("revoke", {"seat": "N", "trick": 6})],
            "N card D8; W ch withdraw; E card D6; S card D7",
        ),
        {
            "pcs_has": {("N", "S5", "major"), ("S", "D3", "major")},
            "text_all": ["62C2"],
        },
    ),
    # ---- 65B3: a card pointed the wrong way ----------------------------------------------
    *each(
        "law_65b3_situation_3nt_east_points_out_trick_six_before_his_side_plays_on",
        contract("3NT", "N", 4, 2, leader="N"),
        [fact("trick_pointed_wrongly", 6, by="E")],
        {"status": "play", "next": "N", "irr_has": [("trick_pointed_wrongly", None)]},
    ),
    # ---- 66: quitted tricks inspected -------------------------------------------------------
    # West (a defender) looks at trick 2 of six: only at the director's instruction (66C)
    *each(
        "law_66c_situation_3nt_west_inspects_an_old_trick_no_rectification",
        contract("3NT", "N", 4, 2, leader="N"),
        [fact("inspected_trick", 2, by="W")],
        {
            "status": "play",
            "next": "N",
            "irr": [("inspected_trick", "W", None)],
            "text_all": ["66C"],
            "pcs": set(),
        },
    ),
    # the last trick, his side not yet on to the next: allowed (66A), nothing to rule
    *each(
        "law_66a_situation_3nt_east_has_the_last_trick_faced_no_irregularity",
        contract("3NT", "N", 4, 2, leader="N"),
        [fact("inspected_trick", 6, by="E")],
        {"status": "play", "next": "N", "irr": []},
    ),
    # North has led to trick 7: East-West have not played on, East may still see trick 6
    *each(
        "law_66a_situation_3nt_east_sees_the_last_trick_after_declarers_lead",
        contract("3NT", "N", 4, 2, current=["N:S2"]),
        [fact("inspected_trick", 6, by="E")],
        {"status": "play", "next": "E", "irr": []},
    ),
    # declarer looks at the last trick after dummy has played to the next: too late (66C)
    *each(
        "law_66c_situation_3nt_declarer_inspects_after_his_side_played_on",
        contract("3NT", "N", 4, 2, current=["E:H4", "S:H9"]),
        [fact("inspected_trick", 6, by="N")],
        {"irr": [("inspected_trick", "N", None)], "text_all": ["66C"], "next": "W"},
    ),
    # dummy has no right to see a quitted trick (66A, 66B are declarer's and the defenders')
    *each(
        "law_66_situation_3nt_dummy_inspects_the_last_trick",
        contract("3NT", "N", 4, 2, leader="N"),
        [fact("inspected_trick", 6, by="S")],
        {"irr": [("inspected_trick", "S", None)], "next": "N"},
    ),
    # at the director's instruction (to check a claimed revoke): allowed (66C)
    *each(
        "law_66c_situation_3nt_inspection_at_the_directors_instruction",
        contract("3NT", "N", 4, 2, leader="N"),
        [fact("inspected_trick", 2, by="W", director=True)],
        {"status": "play", "next": "N", "irr": []},
    ),
    # ---- 67: defective tricks ---------------------------------------------------------------
    # East had no card in trick 6 (of six); nobody has played to trick 7: he adds a card
    # (67A1)
    *each(
        "law_67a1_situation_3nt_east_missed_the_last_trick_adds_a_card",
        contract("3NT", "N", 4, 2, leader="N"),
        [defective("E", 6)],
        {"irr_has": [("defective_trick", "E")], "text_all": ["67A1"]},
    ),
    # found after the play: 67B1, he is deemed to have revoked in trick 3
    *each(
        "law_67b1_situation_3nt_after_the_play_east_missed_trick_three",
        contract("3NT", "N", 8, 5),
        [defective("E", 3)],
        {"irr_has": [("defective_trick", "E")], "text_all": ["67B1"]},
    ),
    # ---- 68-71: claims and concessions from a situation --------------------------------------
    # declarer claims the rest in 3D, both defenders agree: 9 tricks, 110
    *each(
        "law_69a_situation_3d_claim_of_nine_agreed_110",
        S_3D,
        "S claim 9; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 110, "EW": -110}},
    ),
    # declarer concedes two of the remaining nine in 3D: 3 + 7 = 10 tricks, 130
    *each(
        "law_68b_situation_3d_declarer_concedes_two_agreed_130",
        S_3D,
        "S concede 2; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 130, "EW": -130}},
    ),
    # a defender concedes and his partner objects at once: no concession (68B2), play on
    *each(
        "law_68b2_situation_2s_east_concedes_west_objects_play_goes_on",
        N_2S_E,
        "E concede 7; W dispute",
        {"status": "play", "next": "E", "tricks": None},
    ),
    # the defenders claim 4 more in 2S (E-W total 7), declarer agrees: 6 tricks, two down
    *each(
        "law_69a_situation_2s_defenders_claim_seven_agreed_two_down",
        N_2S_E,
        "E claim 7; N agree",
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": -100, "EW": 100}},
    ),
    # declarer claims 10 in 4H, North disputes; the director awards 9: one down
    *each(
        "law_70_situation_4h_disputed_claim_award_nine_one_down",
        W_4H_W,
        ev(
            "W claim 10; N dispute; N dir",
            [fact("claim_award", 9)],
        ),
        {"status": "complete", "tricks": {"NS": 4, "EW": 9}, "score": {"NS": 50, "EW": -50}},
    ),
    # the disputed claim is asked (claim_award) before anything is settled
    *each(
        "law_70_situation_4h_disputed_claim_asks_the_award",
        W_4H_W,
        "W claim 10; N dispute; N dir",
        {"status": "awaiting_fact", "questions": ["claim_award"], "tricks": None},
    ),
    # 3NT after nine tricks (6-3): claim of 10 agreed, 430
    *each(
        "law_69a_situation_3nt_nine_played_claim_ten_agreed_430",
        N_3NT_9,
        "N claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
    # concession of every remaining trick by declarer: 6 tricks, three down, 150 to E-W
    *each(
        "law_68b1_situation_3nt_declarer_concedes_the_rest_three_down",
        N_3NT_9,
        "N concede 4; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": -150, "EW": 150}},
    ),
    # a revoke found after an agreed claim: established by the claim (63A), 64A from
    # the facts: East's revoke in trick 4 won by East, one more E-W trick after it
    *each(
        "law_63a_64a1_situation_3nt_revoke_found_after_an_agreed_claim",
        N_3NT_9,
        ev("N claim 9; E agree; W agree", revoke_found("E", 4, "E", 1)),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    # ---- a penalty card and a claim ------------------------------------------------------
    # a major penalty card on the table does not stop an agreed claim (69A)
    *each(
        "law_69a_situation_2s_claim_agreed_over_wests_penalty_card",
        contract("2S", "N", 5, 3, leader="N", penalty_cards=[pc("W", "HQ")]),
        "N claim 9; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 140, "EW": -140}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_situations(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
