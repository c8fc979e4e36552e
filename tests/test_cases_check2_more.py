"""Second blind check, more records: changes of call (25A, 25B, the last
pass corrected), 17D3, 37A/37B, cards exposed in the auction that become
penalty cards at the opening lead (24 with 50D2, and with 26B at the same
lead), obligations carried over several tricks, more rubber rules and
situations in both editions. Expected answers were set down from the seeds
before each record was run."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, nt, params, run_case, sit

CLUBS_50D2 = {"require_suit:C", "prohibit_suit:C", "no_restriction"}
MAJOR_CT = [{"seat": "W", "card": "CT", "kind": "major"}]
PREMATURE = "N card HQ; W card H2; N dir"
#: West's 1H (natural) refused, replaced by 3C, not comparable: East passes throughout
W_IB = (
    "N 1S; E Pass; S 2S; W 1H; N dir; fact artificial false; N ch reject; W 3C; "
    "fact comparable false"
)
#: West must pass throughout after his refused insufficient bid
W_SILENCED = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"
#: 3NT, trick 5 under way: North led the heart queen, East played the three
IN_PROGRESS = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 3, "EW": 1},
    "current": ["N:HQ", "E:H3"],
}
ONE_HEART = "N P; E P; S 1H; W P; N P; E P"
SOUTH_WINS_T1 = "W card CT; N card C2; E card C4; S card CQ"

CASES: list[Case] = [
    # ---- Law 25 ---------------------------------------------------------------------
    Case(
        "law_25a_slip_corrected_no_rectification",
        full("N 1C; N 1D; E dir; fact unintended true"),
        {"status": "auction", "next": "E", "must_pass": [], "lead": set()},
    ),
    Case(
        "law_25a_2007_slip_corrected_no_rectification",
        full("N 1C; N 1D; E dir; fact unintended true", "2007"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "law_25b1_lho_accepts_the_change",
        full("N 1C; N 1D; E dir; fact unintended false; E ch accept"),
        {
            "status": "auction",
            "next": "E",
            "must_pass": [],
            "ruling": {"irregularity": "change_of_call", "offender": "N", "chooser": "E"},
        },
    ),
    Case(
        "law_25b2_lho_refuses_original_call_stands",
        full("N 1C; N 1D; E dir; fact unintended false; E ch reject"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "law_25b2_2007_lho_refuses_original_call_stands",
        full("N 1C; N 1D; E dir; fact unintended false; E ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "law_25a5_last_pass_corrected_before_the_lead",
        full("N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended true"),
        {"status": "auction", "next": "N", "contract": None},
    ),
    Case(
        "law_25a3_2007_last_pass_corrected_before_the_lead",
        full("N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended true", "2007"),
        {"status": "auction", "next": "N", "contract": None},
    ),
    # ---- Law 17D3 / 2007 17E2 -------------------------------------------------------
    Case(
        "law_17d3_skipped_player_keeps_his_call",
        full("N 1S; E Pass; W Pass; N Pass; E Pass"),
        {"status": "auction", "next": "S", "contract": None},
    ),
    Case(
        "law_17e2_2007_skipped_player_keeps_his_call",
        full("N 1S; E Pass; W Pass; N Pass; E Pass", "2007"),
        {"status": "auction", "next": "S", "contract": None},
    ),
    # ---- Law 37 ---------------------------------------------------------------------
    Case(
        "law_37a_lho_called_over_it_bid_stands_offender_still_silenced",
        full(f"{W_SILENCED}; S Pass; W 3H; N Pass"),
        {"status": "auction", "next": "E", "must_pass": [("W", "rest_of_auction")]},
    ),
    Case(
        "law_37a_2007_lho_called_over_it",
        full(f"{W_SILENCED}; fact artificial false; S Pass; W 3H; N Pass", "2007"),
        {"status": "auction", "next": "E", "must_pass": [("W", "rest_of_auction")]},
    ),
    Case(
        "law_37b_bid_cancelled_both_offenders_pass",
        full(f"{W_SILENCED}; S Pass; W 3H; N dir"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    Case(
        "law_37b_2007_bid_cancelled_both_offenders_pass",
        full(f"{W_SILENCED}; fact artificial false; S Pass; W 3H; N dir", "2007"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    # ---- Law 24 then the play -----------------------------------------------------------
    Case(
        "law_24e_low_card_becomes_minor_penalty_card",
        full("N 1S; W exp S5; N dir; E Pass; S 2S; W Pass; N Pass; E Pass"),
        {"status": "play", "next": "E", "contract": "2S", "pcs": {("W", "S5", "minor")}},
    ),
    Case(
        "law_24_2007_low_card_becomes_minor_penalty_card",
        full("N 1S; W exp S5; N dir; E Pass; S 2S; W Pass; N Pass; E Pass", "2007"),
        {"status": "play", "next": "E", "contract": "2S", "pcs": {("W", "S5", "minor")}},
    ),
    Case(
        "law_24e_honour_major_then_50d2_at_the_opening_lead",
        full("N 1S; W exp CT; N dir; E Pass; S 2S; W Pass; N Pass; E Pass"),
        {
            "status": "awaiting_choice",
            "contract": "2S",
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N", "options": CLUBS_50D2},
        },
    ),
    Case(
        "law_26b_and_50d2_at_one_lead_declarer_chooses",
        full(
            "N 1S; E Pass; S 2S; W exp CT; N dir; W 1H; N dir; fact artificial false; "
            "N ch reject; W 3C; fact comparable false; N 3S; E Pass; S 4S; W Pass; N Pass; "
            "E Pass"
        ),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "pcs_has": {("W", "CT", "major")},
            "ruling": {"chooser": "N"},
        },
    ),
    Case(
        "law_26b_first_then_pc_stays_for_the_next_lead",
        full(
            "N 1S; E Pass; S 2S; W exp CT; N dir; W 1H; N dir; fact artificial false; "
            "N ch reject; W 3C; fact comparable false; N 3S; E Pass; S 4S; W Pass; N Pass; "
            "E Pass; N ch prohibit_suit:H"
        ),
        {
            "status": "play",
            "next": "E",
            "pcs": {("W", "CT", "major")},
            "lead": {("E", "prohibit_suit", "H")},
        },
    ),
    # ---- the play: obligations over several tricks ---------------------------------
    Case(
        "law_53a_lead_out_of_turn_accepted_by_statement",
        sit(nt(3, 1, "E"), "W card H7; N dir; N ch accept"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "law_55a_refused_declarer_card_back_no_penalty",
        sit(nt(3, 1, "S"), "N card SA; E dir; E ch reject"),
        {"status": "play", "next": "S", "pcs": set()},
    ),
    Case(
        "law_55a_2007_refused_declarer_card_back_no_penalty",
        sit(nt(3, 1, "S"), "N card SA; E dir; E ch reject", "2007"),
        {"status": "play", "next": "S", "pcs": set()},
    ),
    Case(
        "law_54a_2007_declarer_becomes_dummy",
        full(
            "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; W card H2; N dir; "
            "fact could_see_dummy false; N ch become_dummy",
            "2007",
        ),
        {"status": "play", "next": "N", "declarer": "S"},
    ),
    Case(
        "law_57a2_lowest_then_west_plays_his_penalty_card_next",
        sit(nt(3, 1), f"{PREMATURE}; N ch lowest; E card H3"),
        {"status": "play", "next": "S", "pcs": {("W", "H2", "major")}},
    ),
    Case(
        "law_57a_penalty_card_played_to_the_same_trick",
        sit(nt(3, 1), f"{PREMATURE}; N ch lowest; E card H3; S card H8; W card H2"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "law_50d2b_choice_comes_again_when_partner_keeps_the_lead",
        sit(
            nt(3, 1, "E", penalty_cards=MAJOR_CT),
            "N ch no_restriction; E card DA; S card D5; W card D3; N card D8",
        ),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N", "options": CLUBS_50D2},
        },
    ),
    Case(
        "law_50d1_major_pc_discarded_at_first_chance",
        sit(nt(3, 1, penalty_cards=MAJOR_CT), "N card H4; E card H3; S card H8; W card CT"),
        {"status": "play", "next": "S", "pcs": set(), "irr": []},
    ),
    Case(
        "law_57d_situation_trick_in_progress_partner_already_played",
        sit(IN_PROGRESS, "W card H2; N dir"),
        {"status": "play", "next": "S", "pcs": set()},
    ),
    Case(
        "law_57_2007_situation_trick_in_progress_penalty_card",
        sit(IN_PROGRESS, "W card H2; N dir", "2007"),
        {"pcs": {("W", "H2", "major")}},
    ),
    Case(
        "law_68b1_declarer_concedes_one_trick",
        sit(nt(9, 1), "N concede 1"),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    # ---- situations mid-auction in both editions ---------------------------------------
    Case(
        "situation_pass_at_partner_turn_after_a_bid_refused",
        sit({"auction": ["1S"]}, "W Pass; N dir; N ch reject"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "situation_2007_pass_at_partner_turn_after_a_bid_refused",
        sit({"auction": ["1S"]}, "W Pass; N dir; N ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass_has": [("W", "rest_of_auction")]},
    ),
    # ---- rubber (seed 001) ------------------------------------------------------------
    Case(
        "rubber_40_2_corrected_in_the_same_denomination_before_attention",
        full("N 1S; E 1H; E 2H", "rubber"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    Case(
        "rubber_45_lead_from_the_correct_hand_required",
        full(f"{ONE_HEART}; {SOUTH_WINS_T1}; N card S2; W dir; W ch lead_from:S", "rubber"),
        {"status": "play", "next": "S"},
    ),
    Case(
        "rubber_44_defender_exposes_a_card_it_stays_exposed",
        full(f"{ONE_HEART}; {SOUTH_WINS_T1}; W exp S5; S dir", "rubber"),
        {"status": "play", "next": "S", "irr_has": [("exposed_card", "W")]},
    ),
]


CASES += [
    Case(
        "rubber_59_dummy_names_the_penalty_right_lost",
        full(f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; E card S8; S dir; N ch highest", "rubber"),
        {"status": "play", "next": "W", "ruling": {"chooser": "S"}},
    ),
    Case(
        "rubber_55_1_a_ii_declarer_revoke_lho_may_ask_highest_or_lowest",
        full(
            f"{ONE_HEART}; {SOUTH_WINS_T1}; S card H8; W card H2; N card H4; E card HK; "
            "E card SQ; S card D5; W card S3; E dir",
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "revoke",
                "offender": "S",
                "chooser": "W",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    Case(
        "rubber_55_1_a_iii_dummy_revoke_no_penalty",
        full(
            f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S7; W card S3; N card D8; E card S8; E dir",
            "rubber",
        ),
        {"pcs": set(), "irr_has": [("revoke", "N")], "no_option": "highest"},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_more(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
