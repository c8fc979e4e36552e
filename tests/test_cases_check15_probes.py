"""Fifteenth blind check (issue 13 "accuracy"), probes where the two
editions' texts or the order of the rectifications leave most room to go
wrong: a double of partner's bid made out of rotation (32: never
acceptable; 36B4: back to the player whose turn it was, partner passes
throughout); 2007 30B2b (partner of the player who passed out of turn at
his turn may not double at that turn); 25A4 (after an allowed change of an
unintended call the left-hand opponent may take back the call he made
over the first one); 62C2 (after a non-offender took his card back under
62C1, the offender's partner may take back his own card, which becomes a
penalty card); 62C1 when declarer keeps his card. Expectations set down
from seeds 000, 002 and 003 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check8_cases import ev
from check11_cases import REST, alike, three

#: North 1S, East 2H: South to call
ONE_S_2H = {"auction": ["1S", "2H"]}
#: North 1H: East to call
ONE_H = {"auction": ["1H"]}
#: 4S by North doubled by West, redoubled by East (inadmissible), three passes: East leads
LATE_XX = {
    "auction": ["1S", "Pass", "4S", "X", "Pass", "XX", "Pass", "Pass", "Pass"],
}
#: 4H by South after four tricks: dummy North on lead
S_4H_N = contract("4H", "S", 2, 2, leader="N")
#: after South's 1H replaced by a pass: West 2S, North (barred) passes, East 3S, South bids
#: hearts legally, 4S by East; South leads ♣2, dummy West ♣3, North's ♣A wins: North leads
HEARTS_LATER = (
    "W 2S; N Pass; E 3S; S 4H; W 4S; N Pass; E Pass; S Pass; "
    "S card C2; W card C3; N card CA; E card C4"
)
#: 4H by South after four tricks: South led ♠2, West ♠5, dummy North ♠9; East's ♠Q a major
#: penalty card
S_4H_SPADES = contract(
    "4H",
    "S",
    2,
    2,
    current=["S:S2", "W:S5", "N:S9"],
    penalty_cards=[{"seat": "E", "card": "SQ", "kind": "major"}],
)
#: South's 2D over 2H replaced by 3C (not comparable): North passes throughout; 4H by East
AFTER_3C = "W Pass; N Pass; E 3H; S Pass; W 4H; N Pass; E Pass; S Pass"
BARRED_2017 = (
    "S 2D; W dir; fact artificial false; W ch reject; S 3C; fact comparable false; " + AFTER_3C
)
BARRED_2007 = "S 2D; W dir; W ch reject; S 3C; fact comparable false; " + AFTER_3C
#: North 2NT, East passed: South to call
TWO_NT_P = {"auction": ["2NT", "Pass"]}
#: North 1C, East passed: South to call
ONE_C_P = {"auction": ["1C", "Pass"]}
#: 4H by South after four tricks: dummy North led ♣9, East ♦4, South ♣2: West to play
S_4H_REVOKE = contract("4H", "S", 2, 2, current=["N:C9", "E:D4", "S:C2"])
#: West ♣5 completes trick 5, then the director finds East's revoke in it
FOUND = [{"by": "W", "card": "C5"}, fact("revoke", {"seat": "E", "trick": 5})]

CASES: list[Case] = [
    # ---- 32, 36B4: West doubles his partner's 2H at South's turn ---------------------------
    # never acceptable (32, 36): back to South, West calls freely at his turn, East passes
    # throughout (36B4); no accept option is offered
    *alike(
        "law_32_36b4_probe_west_doubles_partners_bid_out_of_rotation",
        ONE_S_2H,
        "W X; N dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("E", REST)],
            "no_option": "accept",
        },
    ),
    # ---- 2007 30B2b: East doubles at the turn after West's pass out of rotation ------------
    # West passed at East's turn, North refused it: West passes throughout (30B2a); East may
    # bid or pass but not double at this turn (30B2b): his double is not a legal call here
    *three(
        "law_30b2b_probe_2007_east_doubles_after_partners_pass_out_of_turn",
        ONE_H,
        {
            "2007": (
                "W Pass; N dir; N ch reject; E X; S dir",
                {"status": "auction", "irr_codes": ["pass_out_of_rotation", "inadmissible_double"]},
            ),
        },
    ),
    # ---- 25A4: South's unintended 1D, West passed, South corrects to 1H -------------------
    # the change is allowed (North has not called); West may take back his pass
    *alike(
        "law_25a4_probe_west_may_take_back_his_pass_over_the_slip",
        ONE_C_P,
        "S 1D; W Pass; S 1H; N dir; fact unintended true",
        {"status": "awaiting_choice", "ruling": {"chooser": "W"}},
    ),
    # ---- 62C1, 62C2: East's revoke in trick 5 found after West played ----------------------
    # declarer South (the non-offender who played after it) chooses first (62C1)
    *alike(
        "law_62c1_probe_declarer_chooses_for_his_club_two",
        S_4H_REVOKE,
        FOUND,
        {
            "status": "awaiting_choice",
            "pcs_has": {("E", "D4", "major")},
            "ruling": {"chooser": "S", "options_has": {"keep", "withdraw"}},
        },
    ),
    # South takes the ♣2 back: West, next of the offending side, may take back his ♣5 (62C2);
    # it is his own option, taken by playing another card, so the library says it and lets
    # East play on (my first record expected a choice offered to West)
    *alike(
        "law_62c2_probe_west_may_take_back_his_card_after_south_did",
        S_4H_REVOKE,
        [*FOUND, {"by": "S", "choose": "withdraw"}],
        {"status": "play", "next": "E", "text_all": ["62C2"], "pcs": {("E", "D4", "major")}},
    ),
    # South keeps his ♣2: no 62C2 choice for West; East substitutes a club
    *alike(
        "law_62c1_probe_south_keeps_his_card_no_choice_for_west",
        S_4H_REVOKE,
        [*FOUND, {"by": "S", "choose": "keep"}],
        {"status": "play", "chooser_not": "W", "pcs": {("E", "D4", "major")}},
    ),
    # West takes his ♣5 back by playing ♣7 once East and South have played again: the ♣5
    # a major penalty card (62C2) beside East's ♦4; North's ♣9 wins the trick
    *alike(
        "law_62c2_probe_west_replaces_his_club_five_by_the_seven",
        S_4H_REVOKE,
        [*FOUND, *ev("S ch withdraw; E card C3; S card C2; W card C7")],
        {
            "status": "play",
            "next": "N",
            "pcs": {("E", "D4", "major"), ("W", "C5", "major")},
        },
    ),
    # ---- 2007 30B2b: East bids at that turn instead: allowed -----------------------------
    *three(
        "law_30b2b_probe_2007_east_bids_after_partners_pass_out_of_turn",
        ONE_H,
        {
            "2007": (
                "W Pass; N dir; N ch reject; E 1S",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- an artificial insufficient bid: 2C (Stayman, asking for the majors) over 2NT -----
    # 27B1a does not apply (artificial); 3C, Stayman at the three level, is comparable (2017
    # 27B1b) or of the same meaning (2007 27B1b): nothing more
    *three(
        "law_27b1b_probe_artificial_2c_over_2nt_replaced_by_3c",
        TWO_NT_P,
        {
            "2017": (
                "S 2C; W dir; fact artificial true H,S; W ch reject; S 3C; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "S 2C; W dir; W ch reject; S 3C; fact artificial true; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # replaced by 3NT instead, not comparable: North passes throughout (27B2)
    *three(
        "law_27b2_probe_artificial_2c_over_2nt_replaced_by_3nt",
        TWO_NT_P,
        {
            "2017": (
                "S 2C; W dir; fact artificial true H,S; W ch reject; S 3NT; fact comparable false",
                {"status": "auction", "next": "W", "must_pass": [("N", REST)]},
            ),
            "2007": (
                "S 2C; W dir; W ch reject; S 3NT; fact comparable false",
                {"status": "auction", "next": "W", "must_pass": [("N", REST)]},
            ),
        },
    ),
    # ---- 2017 36C, 2007 19D/22B1: East's redouble of his partner's double noticed only after
    # the opening lead: the contract is 4S doubled by North, as if the redouble was not made
    *alike(
        "law_36c_19d_probe_inadmissible_redouble_found_after_the_opening_lead",
        LATE_XX,
        "E card H2; S dir",
        {"status": "play", "contract": "4SX", "declarer": "N", "next": "S"},
    ),
    # ---- 2017 17D3, 2007 17E2: North's pass at West's turn made the third pass ------------
    # the auction is not over. My expectation (back to West, the pass cancelled, no forced
    # pass: the seed says the auction 'proceeds normally' and the pass is an infraction) is
    # not what the library does: it rules the pass under Law 30 first (East may accept; if
    # not, North passes once, 30A) and applies 17D3 only to an accepted pass. Unsure which
    # reading the Laws mean (findings.md), so only what both share is asserted here
    *alike(
        "law_17d3_17e2_probe_third_pass_out_of_turn_auction_not_over",
        {"auction": ["1H", "Pass", "Pass"]},
        "N Pass; W dir",
        {"contract": None, "irr_has": [("pass_out_of_rotation", "N")]},
    ),
    # ---- East leads at dummy North's turn ----------------------------------------------
    *alike(
        "law_53_56_probe_east_leads_at_dummys_turn_declarer_chooses",
        S_4H_N,
        "E card D5; S dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"accept", "reject"}},
        },
    ),
    # accepted (53A): the ♦5 is the lead, South plays next from his hand
    *alike(
        "law_53a_probe_easts_lead_at_dummys_turn_accepted",
        S_4H_N,
        "E card D5; S dir; fact opponent_induced false; S ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # refused (56): a major penalty card; dummy leads, no 50D2 choice (declarer's side leads)
    *alike(
        "law_56_probe_easts_lead_at_dummys_turn_refused",
        S_4H_N,
        "E card D5; S dir; fact opponent_induced false; S ch reject",
        {"status": "play", "next": "N", "pcs": {("E", "D5", "major")}, "lead": set()},
    ),
    # ---- 26: South's withdrawn 1H, hearts later bid legally by South ------------------------
    # 2017 26B: declarer East may forbid North any suit South did not name legally (not
    # hearts); 2007 26A1: the only suit of the withdrawn call was named legally by South: no
    # lead restriction at all
    *three(
        "law_26b_26a1_probe_withdrawn_hearts_later_bid_legally",
        {"auction": ["Pass", "1S"]},
        {
            "2017": (
                f"S 1H; W dir; fact artificial false; W ch reject; S Pass; {HEARTS_LATER}",
                {
                    "status": "awaiting_choice",
                    "contract": "4S",
                    "declarer": "E",
                    "ruling": {
                        "chooser": "E",
                        "options_has": {"prohibit_suit:S", "prohibit_suit:D", "prohibit_suit:C"},
                        "options_not": {"prohibit_suit:H", "require_suit:H"},
                    },
                },
            ),
            "2007": (
                f"S 1H; W dir; W ch reject; S Pass; {HEARTS_LATER}",
                {"status": "play", "next": "N", "contract": "4S", "lead": set()},
            ),
        },
    ),
    # ---- 61A with 50D1: East's ♠Q lies on the table and he discards on a spade -----------
    # he holds a spade (the ♠Q): a revoke the table shows; corrected at the director's call,
    # the ♦3 a major penalty card (62B1), the ♠Q still due
    *alike(
        "law_61a_62b1_probe_east_discards_with_his_spade_queen_on_the_table",
        S_4H_SPADES,
        "E card D3; S dir",
        {
            "status": "play",
            "next": "E",
            "irr_has": [("revoke", "E")],
            "pcs": {("E", "SQ", "major"), ("E", "D3", "major")},
        },
    ),
    # East plays the ♠Q: it wins the trick; he leads with his ♦3 still a penalty card
    *alike(
        "law_62b1_50d1_probe_east_corrects_with_the_spade_queen",
        S_4H_SPADES,
        "E card D3; S dir; E card SQ",
        {"status": "play", "next": "E", "pcs": {("E", "D3", "major")}},
    ),
    # ---- 57A: West leads to trick 6 before East played to trick 5 -------------------------
    # a lead, not a fifth card (fact 'led'): a major penalty card, declarer's 57A choice for East
    *alike(
        "law_57a_probe_west_leads_to_the_next_trick_too_soon",
        # (my first record had West play last to trick 5 and then lead it legally)
        contract("4S", "S", 2, 2, current=["W:H5", "N:H2"]),
        "W card C4; S dir; fact led true",
        {
            "status": "awaiting_choice",
            "pcs_has": {("W", "C4", "major")},
            "ruling": {"chooser": "S", "options_has": {"highest", "lowest"}},
        },
    ),
    # ---- 25B1: North called over West's changed call: the change accepted -----------------
    *alike(
        "law_25b1_probe_north_calls_over_the_change_accepting_it",
        {"auction": ["1C", "1H", "Pass"]},
        "W 2H; W 3H; N Pass; E dir; fact unintended false",
        {"status": "auction", "next": "E", "irr": [("change_of_call", "W", True)]},
    ),
    # ---- 27B2 then 54: North, barred from the auction, leads out of turn at South's turn --
    *three(
        "law_27b2_54_probe_barred_north_leads_out_of_turn",
        {"auction": ["1S", "2H"]},
        {
            "2017": (
                f"{BARRED_2017}; N card SA; E dir",
                {"status": {"awaiting_fact", "awaiting_choice"}, "order": ["opponent_induced"]},
            ),
            "2007": (
                f"{BARRED_2007}; N card SA; E dir",
                {"status": {"awaiting_fact", "awaiting_choice"}, "order": ["opponent_induced"]},
            ),
        },
    ),
    *three(
        "law_27b2_54_probe_barred_norths_lead_declarer_chooses",
        {"auction": ["1S", "2H"]},
        {
            ed: (
                f"{barred}; N card SA; E dir; fact opponent_induced false; "
                "fact could_see_dummy false",
                {
                    "status": "awaiting_choice",
                    "contract": "4H",
                    "declarer": "E",
                    "ruling": {
                        "irregularity": "opening_lead_out_of_turn",
                        "offender": "N",
                        "chooser": "E",
                        "options": {"accept", "become_dummy", "require_retraction"},
                    },
                },
            )
            for ed, barred in (("2017", BARRED_2017), ("2007", BARRED_2007))
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check15_probes(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
