"""Eleventh blind check (issue 13), part 2: sub-laws of 9-71 that earlier
tests name fewer than three times, two records each where a table record
can show them, in both editions (each with its own expectation where they
differ), and the thin areas of this round: Law 13 (a hand with a wrong
number of cards: before the holder called 13A, during the board 13B1 and
13B2, after the play 13D; 2007 13D, 13A, 13B, 13C), Law 18 (which bid is
sufficient), 26 (2017 26B: any suit not named by the offender may be
forbidden; 2007 26A2: the suit of the withdrawn bid required or
forbidden), 27A2 (an insufficient bid out of turn is a call out of
rotation), 36B (a double of partner's bid), 37A/37B (a call by a player
who had to pass), 43B2a (dummy points declarer to the hand), 44 (who wins
the trick: the highest card of the suit led, the highest trump, a discard
never; the last trick ends the board with its score), 46B2 and 46B3b
(declarer names a suit or a rank only), 50D2b (no restriction: the penalty
card stays), 51B1 and 51B2 (several penalty cards), 52B1b (declarer played
on: the card stands). Expectations set down from the seeds before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check11_cases import NEXT, REST, alike, three

ONE_C = {"auction": ["1C"]}
ONE_S = {"auction": ["1S"]}
ONE_NT = {"auction": ["1NT"]}
ONE_C_ONE_H = {"auction": ["1C", "1H"]}
ONE_C_ONE_H_P = {"auction": ["1C", "1H", "Pass"]}
NOTHING = {"auction": []}

#: 4S by South after five tricks (NS 3, EW 2), South on lead
S_4S = contract("4S", "S", 3, 2, leader="S")
#: 3NT by North, the play over with nine tricks to North-South
N_3NT_OVER = contract("3NT", "N", 9, 4)
#: 4H by West (dummy East): North led ♠5 to trick 10
W_4H_S5 = contract("4H", "W", 4, 5, current=["N:S5"])
#: 3NT by North (dummy South): East led ♦2 to trick 7
N_3NT_D2 = contract("3NT", "N", 3, 3, current=["E:D2"])
#: 3NT by North after twelve tricks (NS 8, EW 4): East led ♠5, South ♠A, West ♠2
N_3NT_LAST = contract("3NT", "N", 8, 4, current=["E:S5", "S:SA", "W:S2"])
#: 4H by West (dummy East, known): North led ♣5 to trick 8
W_4H_DUMMY_C = contract("4H", "W", 3, 4, current=["N:C5"], dummy="A9.K.-.Q92")
#: 4H by West (dummy East, known) after eight tricks: North led ♣5 to trick 9
W_4H_DUMMY_C2 = contract("4H", "W", 3, 5, current=["N:C5"], dummy="A.K.-.Q92")
#: 3NT by South (dummy North), East on lead, West holds ♣K and ♣3 as major penalty cards
S_3NT_TWO_CLUBS = contract(
    "3NT", "S", 3, 3, leader="E", penalty_cards=[pc("W", "CK"), pc("W", "C3")]
)
#: the same, West holds ♣K and ♦2
S_3NT_CLUB_DIAMOND = contract(
    "3NT", "S", 3, 3, leader="E", penalty_cards=[pc("W", "CK"), pc("W", "D2")]
)
#: 3NT by South (dummy North), East on lead, West holds ♥9 (major)
S_3NT_H9 = contract("3NT", "S", 3, 3, leader="E", penalty_cards=[pc("W", "H9")])
#: 5C by West (dummy East), North on lead, South holds ♦4 (minor)
W_5C_D4 = contract("5C", "W", 1, 5, leader="N", penalty_cards=[pc("S", "D4", "minor")])

IB_PASS = "S 1D; W dir; fact unintended false; fact artificial false; W ch reject; S Pass"

CASES: list[Case] = [
    # ---- 13: a hand with a wrong number of cards -------------------------------------------------
    # 13A (2007 13D): found before East (with the wrong hand) called: put right, played normally
    *three(
        "law_13a_situation_east_had_fourteen_before_he_called",
        ONE_C,
        {
            ed: (
                "fact wrong_number_of_cards true seat=E short=W",
                {
                    "status": "auction",
                    "next": "E",
                    "irr_has": [("wrong_number_of_cards", "E")],
                    "text_all": [law],
                },
            )
            for ed, law in (("2017", "13A"), ("2007", "13D"))
        },
    ),
    # 13B: found in the play (both had called): can it be played normally? asked
    *alike(
        "law_13b_situation_wrong_hand_found_in_the_play_asks_playable",
        S_4S,
        "fact wrong_number_of_cards true seat=W short=N",
        {"status": "awaiting_fact", "question": "playable", "order": ["playable"]},
    ),
    *three(
        "law_13b1_situation_playable_the_play_goes_on",
        S_4S,
        {
            ed: (
                "fact wrong_number_of_cards true seat=W short=N; fact playable true",
                {"status": "play", "next": "S", "text_all": [law]},
            )
            for ed, law in (("2017", "13B1"), ("2007", "13A"))
        },
    ),
    *three(
        "law_13b2_situation_not_playable_adjusted_score",
        S_4S,
        {
            ed: (
                "fact wrong_number_of_cards true seat=W short=N; fact playable false",
                {"status": "complete", "score": None, "text_all": [law]},
            )
            for ed, law in (("2017", "13B2"), ("2007", "13B"))
        },
    ),
    # 13D (2007 13C): found after the play: the result is cancelled, adjusted score
    *three(
        "law_13d_situation_found_after_the_play_result_cancelled",
        N_3NT_OVER,
        {
            ed: (
                "fact wrong_number_of_cards true seat=E short=S",
                {"status": "complete", "score": None, "text_all": [law]},
            )
            for ed, law in (("2017", "13D"), ("2007", "13C"))
        },
    ),
    # ---- 18: which bid is sufficient -------------------------------------------------------------
    *alike(
        "law_18b_18e_situation_1nt_over_1s_is_sufficient",
        ONE_S,
        "E 1NT",
        {"status": "auction", "next": "S", "irr_codes": []},
        rubber={"status": "auction", "next": "S", "irr_codes": []},
    ),
    *alike(
        "law_18d_18e_situation_2c_over_1nt_sufficient_1s_not",
        ONE_NT,
        "E 2C; S 1S; W dir; fact unintended false; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "insufficient_bid", "offender": "S", "chooser": "W"},
        },
    ),
    # ---- 26: the 1D withdrawn and replaced by a pass; West declares 4S, North leads --------------
    *three(
        "law_26_situation_north_leads_after_souths_withdrawn_1d",
        ONE_C_ONE_H,
        {
            # 2017 26B: declarer may forbid any one suit South did not name in the legal auction
            "2017": (
                f"{IB_PASS}; W 1S; N Pass; E 2S; S Pass; W 4S; N Pass; E Pass; S Pass",
                {
                    "status": "awaiting_choice",
                    "contract": "4S",
                    "declarer": "W",
                    "ruling": {
                        "chooser": "W",
                        "options_has": {
                            "prohibit_suit:C",
                            "prohibit_suit:D",
                            "prohibit_suit:H",
                            "prohibit_suit:S",
                        },
                        "options_not": {"require_suit:D"},
                    },
                },
            ),
            # 2007 26A2: 1D named diamonds only: declarer requires or forbids diamonds
            "2007": (
                f"{IB_PASS}; W 1S; N Pass; E 2S; S Pass; W 4S; N Pass; E Pass; S Pass",
                {
                    "status": "awaiting_choice",
                    "contract": "4S",
                    "declarer": "W",
                    "ruling": {
                        "chooser": "W",
                        "options_has": {"require_suit:D", "prohibit_suit:D"},
                    },
                },
            ),
        },
    ),
    # 26B (2017) / 26A2 (2007): declarer forbids diamonds; North leads a club
    *alike(
        "law_26_situation_diamonds_forbidden_north_leads_a_club",
        ONE_C_ONE_H,
        f"{IB_PASS}; W 1S; N Pass; E 2S; S Pass; W 4S; N Pass; E Pass; S Pass; "
        "W ch prohibit_suit:D; N card C7",
        # the ban lasts while North keeps the lead (he may win this trick)
        {"status": "play", "next": "E", "lead": {("N", "prohibit_suit", "D")}},
    ),
    # ---- 27A2: West's 1D at South's turn is insufficient and out of turn: Law 31 ----------------
    *alike(
        "law_27a2_31_situation_west_bids_1d_at_souths_turn",
        ONE_C_ONE_H,
        "W 1D; N dir; fact unintended false; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "W", "chooser": "N"},
        },
    ),
    # ---- 30B1 (2017): West passes at North's turn, before he has called (his LHO's turn) ---------
    *three(
        "law_30b1_situation_west_passes_at_dealers_turn_refused",
        NOTHING,
        {
            # 2017 30B1: treated as at partner's turn: North calls, nothing binds yet
            "2017": (
                "W Pass; N dir; fact artificial false; N ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            # 2007 30A: before anyone bid: West passes at his next turn
            "2007": (
                "W Pass; N dir; fact artificial false; N ch reject",
                {"status": "auction", "next": "N", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # ---- 36B: West doubles his partner's 1H ---------------------------------------------------
    *alike(
        "law_36b_situation_west_doubles_partners_1h",
        ONE_C_ONE_H_P,
        "W X; N dir",
        {"status": "auction", "next": "W", "must_pass": [("E", REST)]},
        # rubber 42(c): North chooses a new deal or the double disallowed
        rubber={
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal", "disallow"}},
        },
    ),
    # ---- 37: South bids when he had to pass once -----------------------------------------------
    # 37B: West has not called: 1S cancelled, a pass; North and South pass throughout
    *alike(
        "law_37b_situation_south_bids_when_bound_to_pass",
        ONE_C,
        "S Pass; W dir; fact artificial false; W ch reject; E 1D; S 1S; W dir",
        {"status": "auction", "next": "W", "must_pass": [("N", REST), ("S", REST)]},
    ),
    # 37A: West called over it first: 1S stands, and South's once-only duty is spent
    *alike(
        "law_37a_situation_west_calls_over_the_forbidden_bid",
        ONE_C,
        "S Pass; W dir; fact artificial false; W ch reject; E 1D; S 1S; W 2D",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 43B2a: dummy, having broken 43A2, warns declarer which hand is on lead ------------------
    *alike(
        "law_43b2a_situation_dummy_warns_declarer_west_names_the_hand",
        contract("4S", "S", 3, 2, leader="N"),
        [fact("dummy_warned_lead", True)],
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "W", "options_has": {"lead_from:N", "lead_from:S"}},
        },
    ),
    *alike(
        "law_43b2a_situation_west_makes_declarer_lead_from_hand",
        contract("4S", "S", 3, 2, leader="N"),
        [fact("dummy_warned_lead", True), {"by": "W", "choose": "lead_from:S"}],
        {"status": "play", "next": "S"},
    ),
    # ---- 44: the trick's winner --------------------------------------------------------------
    # 44G: no trump in it: the highest spade wins, dummy's ace; dummy leads
    *alike(
        "law_44g_situation_dummys_spade_ace_wins_dummy_leads",
        W_4H_S5,
        "E card SA; S card SK; W card S2",
        {"status": "play", "next": "E"},
        rubber={"status": "play", "next": "E"},
    ),
    # 44E/44F: dummy ruffs with the ♥2; no one over-ruffs: dummy wins
    *alike(
        "law_44f_situation_dummy_ruffs_and_wins",
        W_4H_S5,
        "E card H2; S card SK; W card S3",
        {"status": "play", "next": "E"},
    ),
    # 44F: South over-ruffs with the ♥3: the highest trump wins
    *alike(
        "law_44f_situation_south_overruffs_and_wins",
        W_4H_S5,
        "E card H2; S card H3; W card S4",
        {"status": "play", "next": "S"},
        rubber={"status": "play", "next": "S"},
    ),
    # 44D/44G at no trumps: West discards the ♠A, South's ♦9 wins
    *alike(
        "law_44g_situation_no_trumps_a_discard_never_wins",
        N_3NT_D2,
        "S card D9; W card SA; N card D3",
        {"status": "play", "next": "S"},
        rubber={"status": "play", "next": "S"},
    ),
    # 44B/44G: the thirteenth trick: South's ace wins it, nine tricks, 400 (board 1, none vul)
    *alike(
        "law_44g_77_situation_last_trick_won_nine_tricks_400",
        N_3NT_LAST,
        "N card S3",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 400, "EW": -400}},
        # rubber 30: 3NT made, 30 + 40 + 30 trick points
        rubber={"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 0}},
    ),
    # ---- 46B: declarer names only a suit or only a rank (dummy known) ---------------------------
    # 46B2: "a club": the lowest club, the ♣2; South ♣3, West ♣4: North's ♣5 wins
    *alike(
        "law_46b2_situation_a_club_means_dummys_lowest_club",
        W_4H_DUMMY_C2,
        [fact("designation", "C"), *ev("S card C3; W card C4")],
        {"status": "play", "next": "N", "irr_has": [("incomplete_designation", "W")]},
    ),
    # 46B3b: "the nine": dummy can only play the ♣9 legally (not the ♠9); South's ♣T wins
    *alike(
        "law_46b3b_situation_the_nine_means_the_club_nine",
        W_4H_DUMMY_C,
        [fact("designation", "9"), *ev("S card CT; W card C3")],
        {"status": "play", "next": "S", "irr_has": [("incomplete_designation", "W")]},
    ),
    # 46B3b: "the two": the ♣2; South ♣3, West ♣4: North's ♣5 still wins
    *alike(
        "law_46b3b_situation_the_two_means_the_club_two",
        W_4H_DUMMY_C,
        [fact("designation", "2"), *ev("S card C3; W card C4")],
        {"status": "play", "next": "N", "irr_has": [("incomplete_designation", "W")]},
    ),
    # ---- 50D2b: declarer sets no restriction: the ♥9 stays a penalty card ------------------------
    *alike(
        "law_50d2b_situation_no_restriction_the_nine_stays",
        S_3NT_H9,
        "S ch no_restriction",
        {"status": "play", "next": "E", "pcs": {("W", "H9", "major")}, "lead": set()},
    ),
    *alike(
        "law_50d2b_50d1_situation_west_plays_the_nine_to_easts_heart",
        S_3NT_H9,
        "S ch no_restriction; E card H4; S card H2; W card H9",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 51B1: two club penalty cards, East to lead ----------------------------------------------
    *alike(
        "law_51b1_situation_two_club_penalty_cards_declarer_chooses",
        S_3NT_TWO_CLUBS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S", "options_has": {"require_suit:C", "prohibit_suit:C"}},
        },
    ),
    *alike(
        "law_51b1a_situation_clubs_required_both_picked_up",
        S_3NT_TWO_CLUBS,
        "S ch require_suit:C",
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "require_suit", "C")}},
    ),
    *alike(
        "law_51b1b_situation_clubs_forbidden_both_picked_up",
        S_3NT_TWO_CLUBS,
        "S ch prohibit_suit:C",
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "C")}},
    ),
    # ---- 51B2: penalty cards in two suits --------------------------------------------------------
    *three(
        "law_51b2_situation_club_and_diamond_penalty_cards",
        S_3NT_CLUB_DIAMOND,
        {
            # 2017 51B2(c): no restriction is one of the choices
            "2017": (
                "",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "chooser": "S",
                        "options_has": {"require_suit:C", "require_suit:D", "no_restriction"},
                    },
                },
            ),
            "2007": (
                "",
                {
                    "status": "awaiting_choice",
                    "ruling": {"chooser": "S", "options_has": {"require_suit:C", "require_suit:D"}},
                },
            ),
        },
    ),
    # 51B2(a): diamonds required: the ♦2 is picked up, the ♣K stays
    *alike(
        "law_51b2a_situation_diamonds_required_the_club_king_stays",
        S_3NT_CLUB_DIAMOND,
        "S ch require_suit:D",
        {"status": "play", "next": "E", "pcs": {("W", "CK", "major")}},
    ),
    # ---- 52B1b: declarer played on after South's ♦8: it stands, the ♦4 stays --------------------
    *alike(
        "law_52b1b_situation_declarer_plays_on_the_eight_stands",
        W_5C_D4,
        "N card H3; E card H2; S card D8; W card H5",
        {"status": "play", "next": "W", "pcs": {("S", "D4", "minor")}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_sublaws(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
