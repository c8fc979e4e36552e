"""Second blind check, the play: Laws 41-59 (opening leads out of turn,
penalty cards and their obligations over several tricks, premature plays,
leads from the wrong hand, trick 13), 2017 against 2007, and situations
begun mid-play (spec §6) with two irregularities at one call. Expected
answers were set down from seeds 000, 002 and 004 before each record was
run."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import NT, Case, full, nt, params, run_case, sit

#: West leads face up although East is on lead
WEST_LEADS = f"{NT}; W card H2; N dir; fact could_see_dummy false"
HEARTS_50D2 = {"require_suit:H", "prohibit_suit:H", "no_restriction"}
CLUBS_50D2 = {"require_suit:C", "prohibit_suit:C", "no_restriction"}
MAJOR_CT = [{"seat": "W", "card": "CT", "kind": "major"}]
#: North leads the heart queen and West plays before East (57A)
PREMATURE = "N card HQ; W card H2; N dir"
ALL_57A = {
    "highest",
    "lowest",
    "require_suit:S",
    "require_suit:D",
    "require_suit:C",
    "prohibit_suit:S",
    "prohibit_suit:D",
    "prohibit_suit:C",
}

CASES: list[Case] = [
    # ---- Law 54: opening lead out of turn ---------------------------------------------
    Case(
        "law_54b_accepted_declarer_plays_second_from_hand",
        full(f"{WEST_LEADS}; N ch accept"),
        {
            "status": "play",
            "next": "N",
            "declarer": "N",
            "irr": [("opening_lead_out_of_turn", "W", None)],
        },
    ),
    Case(
        "law_54a_declarer_becomes_dummy",
        full(f"{WEST_LEADS}; N ch become_dummy"),
        {"status": "play", "next": "N", "declarer": "S", "contract": "3NT"},
    ),
    Case(
        "law_54d_retracted_lead_major_penalty_card_50d2_at_once",
        full(f"{WEST_LEADS}; N ch require_retraction"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {"chooser": "N", "options": HEARTS_50D2},
        },
    ),
    Case(
        "law_54d_2007_retracted_lead_major_penalty_card_50d2",
        full(f"{WEST_LEADS}; N ch require_retraction", "2007"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {"chooser": "N", "options": HEARTS_50D2},
        },
    ),
    Case(
        "law_54d_then_prohibit_hearts_card_picked_up",
        full(f"{WEST_LEADS}; N ch require_retraction; N ch prohibit_suit:H"),
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "H")}},
    ),
    Case(
        "law_54d_then_no_restriction_card_stays",
        full(f"{WEST_LEADS}; N ch require_retraction; N ch no_restriction"),
        {"status": "play", "next": "E", "pcs": {("W", "H2", "major")}, "lead": set()},
    ),
    Case(
        "law_54c_declarer_could_see_dummy_must_accept",
        full(f"{NT}; W card H2; N dir; fact could_see_dummy true"),
        {"status": "play", "next": "N", "declarer": "N", "no_option": "become_dummy"},
    ),
    Case(
        "law_53a_declarer_accepts_by_playing_from_hand",
        full(f"{NT}; W card H2; N card HJ"),
        {
            "status": "play",
            "next": "E",
            "declarer": "N",
            "irr": [("opening_lead_out_of_turn", "W", True)],
        },
    ),
    # ---- Law 56 and 50D2: a defender leads out of turn in the play --------------------
    Case(
        "law_56_declarer_may_accept",
        full(f"{NT}; E card DA; S card D5; W card D3; N card D8; W card H2; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept"},
            },
        },
    ),
    Case(
        "law_56_refused_major_penalty_card_then_50d2",
        full(f"{NT}; E card DA; S card D5; W card D3; N card D8; W card H2; N dir; N ch reject"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {"chooser": "N", "options": HEARTS_50D2},
        },
    ),
    Case(
        "law_56_situation_refused_then_require_hearts",
        sit(nt(2, 1, "E"), "W card H7; N dir; N ch reject; N ch require_suit:H"),
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "require_suit", "H")}},
    ),
    Case(
        "law_47e1_lead_induced_by_declarer_no_penalty",
        sit(nt(2, 1, "E"), "W card H7; N dir; fact opponent_induced true"),
        {"status": "play", "next": "E", "pcs": set()},
    ),
    Case(
        "law_56_2007_refused_major_penalty_card",
        sit(nt(2, 1, "E"), "W card H7; N dir; N ch reject", "2007"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H7", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    # ---- Laws 49-52: penalty cards over several tricks -------------------------------
    Case(
        "law_50b_card_dropped_minor",
        sit(nt(3, 1), "N card HQ; E card H3; S card H8; W exp D3; N dir; fact deliberate false"),
        {"pcs": {("W", "D3", "minor")}, "status": "play", "next": "W"},
    ),
    Case(
        "law_50b_honour_dropped_major",
        sit(nt(3, 1), "N card HQ; E card H3; S card H8; W exp CT; N dir"),
        {"pcs": {("W", "CT", "major")}, "status": "play", "next": "W"},
    ),
    Case(
        "law_50d2_partner_on_lead_declarer_chooses_at_once",
        sit(nt(3, 1, "E", penalty_cards=MAJOR_CT)),
        {"status": "awaiting_choice", "ruling": {"chooser": "N", "options": CLUBS_50D2}},
    ),
    Case(
        "law_50d2a_require_clubs_card_picked_up",
        sit(nt(3, 1, "E", penalty_cards=MAJOR_CT), "N ch require_suit:C"),
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "require_suit", "C")}},
    ),
    Case(
        "law_50d2a_prohibit_clubs_card_picked_up",
        sit(nt(3, 1, "E", penalty_cards=MAJOR_CT), "N ch prohibit_suit:C"),
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "C")}},
    ),
    Case(
        "law_50d2b_no_restriction_card_stays",
        sit(nt(3, 1, "E", penalty_cards=MAJOR_CT), "N ch no_restriction"),
        {"status": "play", "next": "E", "pcs": {("W", "CT", "major")}, "lead": set()},
    ),
    Case(
        "law_50d2b_2007_no_restriction_card_stays",
        sit(nt(3, 1, "E", penalty_cards=MAJOR_CT), "N ch no_restriction", "2007"),
        {"status": "play", "next": "E", "pcs": {("W", "CT", "major")}},
    ),
    Case(
        "law_50d1_following_suit_first_pc_stays_then_50d2_next_lead",
        sit(nt(3, 1, penalty_cards=MAJOR_CT), "N card D8; E card DK; S card D5; W card D3"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N", "options": CLUBS_50D2},
        },
    ),
    Case(
        "law_52_major_pc_not_led",
        sit(nt(3, 1, "W", penalty_cards=MAJOR_CT), "W card C9; N dir"),
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            }
        },
    ),
    Case(
        "law_52b2_refused_pc_played_other_card_major",
        sit(nt(3, 1, "W", penalty_cards=MAJOR_CT), "W card C9; N dir; N ch reject"),
        {"pcs": {("W", "C9", "major")}},
    ),
    Case(
        "law_52b1c_accepted_pc_stays",
        sit(nt(3, 1, "W", penalty_cards=MAJOR_CT), "W card C9; N dir; N ch accept"),
        {"pcs": {("W", "CT", "major")}},
    ),
    Case(
        "law_50c_minor_pc_other_low_card_same_suit",
        sit(
            nt(3, 1, penalty_cards=[{"seat": "W", "card": "D3", "kind": "minor"}]),
            "N card DT; E card DQ; S card D5; W card D4; N dir",
        ),
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
            }
        },
    ),
    Case(
        "law_50c_minor_pc_honour_may_be_played",
        sit(
            nt(3, 1, penalty_cards=[{"seat": "W", "card": "D3", "kind": "minor"}]),
            "N card D8; E card D2; S card D5; W card DJ",
        ),
        {"status": "play", "irr": [], "pcs": {("W", "D3", "minor")}},
    ),
    Case(
        "law_51b2_two_suits_2017_no_restriction_offered",
        sit(nt(3, 1, "E", penalty_cards=[*MAJOR_CT, {"seat": "W", "card": "H7", "kind": "major"}])),
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:C", "require_suit:H", "no_restriction"},
            },
        },
    ),
    Case(
        "law_51b2_2007_two_suits_require_either",
        sit(
            nt(3, 1, "E", penalty_cards=[*MAJOR_CT, {"seat": "W", "card": "H7", "kind": "major"}]),
            "",
            "2007",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options_has": {"require_suit:C", "require_suit:H"}},
        },
    ),
    Case(
        "law_51b1_two_pcs_one_suit",
        sit(nt(3, 1, "E", penalty_cards=[*MAJOR_CT, {"seat": "W", "card": "C9", "kind": "major"}])),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options_has": {"require_suit:C", "prohibit_suit:C"}},
        },
    ),
    # ---- Law 57: premature plays ---------------------------------------------------
    Case(
        "law_57a_four_options_2017",
        sit(nt(3, 1), PREMATURE),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "N",
                "options_has": ALL_57A,
            },
        },
    ),
    Case(
        "law_57a_2007_no_require_other_suit",
        sit(nt(3, 1), PREMATURE, "2007"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {"highest", "lowest", "prohibit_suit:C"},
                "options_not": {"require_suit:C", "require_suit:S"},
            },
        },
    ),
    Case(
        "law_57a1_highest_then_east_to_play",
        sit(nt(3, 1), f"{PREMATURE}; N ch highest"),
        {"status": "play", "next": "E", "pcs": {("W", "H2", "major")}},
    ),
    Case(
        "law_57d_defender_plays_before_declarer_partner_already_played",
        sit(nt(3, 1, "S"), "S card H8; W card H2; E card H3; N dir"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "law_57_2007_defender_plays_before_declarer_penalty_card",
        sit(nt(3, 1, "S"), "S card H8; W card H2; E card H3; N dir", "2007"),
        {"pcs": {("E", "H3", "major")}},
    ),
    Case(
        "law_57c1_declarer_played_both_hands",
        sit(nt(3, 1, "S"), "S card H8; N card HQ; E card H3; W dir"),
        {"status": "play", "next": "W", "pcs": set()},
    ),
    Case(
        "law_57c1_2007_declarer_played_both_hands",
        sit(nt(3, 1, "S"), "S card H8; N card HQ; E card H3; W dir", "2007"),
        {"status": "play", "next": "W", "pcs": set()},
    ),
    Case(
        "law_57c3_declarer_premature_card_stands",
        sit(nt(3, 1, "S"), "S card H8; N card HQ; W dir"),
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- Laws 53, 55: declarer's lead from the wrong hand -----------------------------
    Case(
        "law_55a_wrong_hand_defenders_choose",
        sit(nt(3, 1, "S"), "N card SA; E dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_from_wrong_hand",
                "offender": "N",
                "options_has": {"accept"},
            },
        },
    ),
    Case(
        "law_53c_defender_plays_to_wrong_hand_lead_57_applies",
        sit(nt(3, 1, "S"), "N card SA; W card S3; N dir"),
        {
            "irr_has": [("lead_from_wrong_hand", "N"), ("premature_play", "W")],
            "ruling": {"irregularity": "premature_play", "offender": "W", "chooser": "N"},
            "pcs": {("W", "S3", "major")},
        },
    ),
    Case(
        "law_53b_2007_defender_plays_to_wrong_hand_lead_57_applies",
        sit(nt(3, 1, "S"), "N card SA; W card S3; N dir", "2007"),
        {
            "irr_has": [("lead_from_wrong_hand", "N"), ("premature_play", "W")],
            "ruling": {"irregularity": "premature_play", "offender": "W", "chooser": "N"},
        },
    ),
    Case(
        "law_55_accepted_by_lho_playing",
        sit(nt(3, 1, "S"), "N card SA; E card S8"),
        {"status": "play", "next": "S", "irr": [("lead_from_wrong_hand", "N", True)]},
    ),
    Case(
        "law_53a_trick_13_lead_out_of_turn_must_be_retracted",
        sit(nt(8, 4), "E card SQ; N dir"),
        {"no_option": "accept", "status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "law_53a_2007_trick_13_lead_out_of_turn_may_be_accepted",
        sit(nt(8, 4), "E card SQ; N dir", "2007"),
        {"status": "awaiting_choice", "ruling": {"chooser": "N", "options_has": {"accept"}}},
    ),
    # ---- two irregularities at one call in the play ---------------------------------
    Case(
        "two_irregularities_card_dropped_then_lead_out_of_turn",
        sit(nt(3, 1, "E"), "W exp D3; W card H7; N dir"),
        {
            "irr_has": [("exposed_card", "W"), ("lead_out_of_turn", "W")],
            "status": {"awaiting_fact", "awaiting_choice"},
        },
    ),
    Case(
        "two_irregularities_premature_play_and_honour_dropped",
        sit(nt(3, 1), "N card HQ; W card H2; E exp ST; N dir"),
        {
            "irr_has": [("premature_play", "W"), ("exposed_card", "E")],
            "pcs_has": {("E", "ST", "major")},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_play(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
