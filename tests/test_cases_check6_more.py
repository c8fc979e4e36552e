"""Sixth blind check (issue 13), second batch: changes of call and calls out
of rotation in situations (25A, 25A5/25A4, 25B, 31C), a defender's bid after
the final pass in the boxes (39C: a restriction for a later lead), the
rubber rules' exposed card in the play (44), a revoke on a lead the rules
required, established by the partner's card (55(2)(b)), rubber honours (33),
the unauthorised-information protocol of seed 004 (play goes on, the
director judges after the play), and more Law 77 and rubber scores after
revokes and claims. Expectations set down from the seeds before the records
were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, both, run6
from play2_helpers import ONE_HEART, SOUTH_WINS_T1

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: 3NT by North: East wins two diamond tricks, North wins the third trick with the
#: spade ace and is on lead
THREE_TRICKS = (
    f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; "
    "N card D9; E card SQ; S card S6; W card S3; N card SA"
)
#: 3NT by North after eight tricks: West to lead with his own major penalty card ♠K while
#: East has the ♦A as a major penalty card
TWO_PCS = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 4, "EW": 4},
    "leader": "W",
    "penalty_cards": [
        {"seat": "W", "card": "SK", "kind": "major"},
        {"seat": "E", "card": "DA", "kind": "major"},
    ],
}
#: 2017: East's 1H at North's turn, refused; East's 2H over North's 1S is comparable
#: (31A2a, 23C); North plays 4S and claims ten tricks
COMPARABLE_4S = (
    "E 1H; S dir; S ch reject; N 1S; E 2H; fact comparable true; S 2S; W Pass; N 4S; "
    "E Pass; S Pass; W Pass; E card DA; N claim 10; E agree; W agree"
)
#: North holds the four top spades (100 for honours in a spade contract, rule 33)
HONOURS = "N:AKQJ.AK2.K32.432 765.QJT9.QJT9.AK 432.876.876.QJT9 T98.543.A54.8765"


def rubber(text: str, **extra: Any) -> dict[str, Any]:
    return board(text, "rubber", **extra)


def end(
    contract: str,
    declarer: str,
    ns: int,
    evs: list[dict[str, Any]],
    edition: str = "2017",
    **extra: Any,
) -> dict[str, Any]:
    situation = {"contract": contract, "declarer": declarer, "tricks": {"NS": ns, "EW": 13 - ns}}
    return at(situation, evs, edition, **extra)


def revoked(seat: str, trick: int, won_by: str, after: int) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": seat, "trick": trick}),
        fact("revoke_established", True, trick=trick),
        fact("revoke_trick_won_by", won_by, trick=trick),
        fact("offending_side_tricks_after", after, trick=trick),
    ]


#: North hesitates over East's 3H (call 4) and South bids 3S; the defenders do not
#: dispute the hesitation (16B1, seed 004 protocol: play goes on, judged afterwards)
HESITATION = [
    {"by": "N", "call": "1S"},
    {"by": "E", "call": "2H"},
    {"by": "S", "call": "2S"},
    {"by": "W", "call": "3H"},
    {"by": "N", "call": "Pass"},
    {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": True},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "3S"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
    {"by": "E", "card": "DA"},
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]

CASES: list[Case] = [
    # ---- changes of call in the bidding boxes ----------------------------------------
    *both(
        "law_25a1_situation_unintended_bid_replaced_lho_to_call",
        {"auction": ["1S", "Pass"]},
        "S 2C; S 2D; W dir; fact unintended true",
        {"status": "auction", "next": "W", "must_pass": [], "text_all": ["25A"]},
    ),
    *both(
        "law_25b_situation_intended_change_lho_may_accept",
        {"auction": ["1S", "Pass"]},
        "S 2C; S 2D; W dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "S",
                "chooser": "W",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    *both(
        "law_25b1_situation_change_accepted_second_call_stands",
        {"auction": ["1S", "Pass"]},
        "S 2C; S 2D; W dir; fact unintended false; W ch accept",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 31C (2007: the footnote to 31B): a second bid at LHO's turn is a change of call:
    # whether the first was unintended is asked first (seed 004, call out of rotation step 1)
    *both(
        "law_31c_second_bid_at_lhos_turn_is_a_change_of_call_unintended_asked_first",
        {"auction": ["1S", "Pass"]},
        "S 2S; S 3S; W dir",
        {"status": "awaiting_fact", "order": ["unintended"]},
    ),
    # 39C with the bid in the boxes: the restriction comes at West's first lead, not now:
    # East, the opening leader, leads freely
    *both(
        "law_39c_situation_opening_leaders_bid_after_the_final_pass_east_leads_freely",
        {"auction": ["1S", "Pass", "Pass", "Pass"]},
        "E 2H; N dir; fact artificial false",
        {"status": "play", "next": "E", "contract": "1S", "declarer": "N"},
    ),
    # ---- rubber 44: a defender's card shown in the play ----------------------------
    Case(
        "rubber_44_1_east_shows_the_diamond_ace_declarer_may_call_it_at_easts_turn",
        rubber(f"{PLAY}; E exp DA; S dir; S card D5; W card D3; N card DT"),
        {"status": "awaiting_choice", "ruling": {"offender": "E", "chooser": "S"}},
    ),
    Case(
        "rubber_44_3_shown_spade_cannot_be_called_when_east_must_follow_to_diamonds",
        rubber(f"{PLAY}; E exp SQ; S dir; S card D5; W card D3; N card DT"),
        {"status": "play", "next": "E"},
    ),
    # ---- rubber 55(2)(b): a revoke on a required lead, established by partner's card ----
    Case(
        "rubber_55_2_b_required_heart_not_led_partner_played_revoke_established",
        rubber(f"{NT}; W X; N dir; N ch require_suit:H; E card DA; S card D5; W card D3"),
        {"status": "play", "next": "N", "irr_has": [("revoke", "E")], "pcs": set()},
    ),
    # ---- rubber 33: honours ---------------------------------------------------------
    Case(
        "rubber_33_four_trump_honours_in_one_hand_100",
        {
            "edition": "rubber",
            "board": 1,
            "deal": HONOURS,
            "events": board("N 1S; E Pass; S Pass; W Pass; E card HQ; N claim 7; E agree; W agree")[
                "events"
            ],
        },
        {"status": "complete", "tricks": {"NS": 7, "EW": 6}, "score": {"NS": 130, "EW": 0}},
    ),
    Case(
        "rubber_33_no_honours_in_notrump_without_four_aces",
        {
            "edition": "rubber",
            "board": 1,
            "deal": HONOURS,
            "events": board(
                "N 1NT; E Pass; S Pass; W Pass; E card HQ; N claim 7; E agree; W agree"
            )["events"],
        },
        {"status": "complete", "score": {"NS": 30, "EW": 0}},
    ),
    # ---- rubber 55(6) and the score ----------------------------------------------------
    Case(
        "rubber_55_6_defenders_revoke_turns_3nt_one_down_into_made",
        end("3NT", "N", 8, revoked("E", 4, "E", 3), "rubber"),
        # the fourth notrump trick, an overtrick, scores what a contracted fourth would: 40
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 140, "EW": 0}},
    ),
    Case(
        "rubber_55_6_revoke_trick_only_trick_after_first_revoke_one_trick",
        end("4S", "S", 9, revoked("W", 11, "W", 0), "rubber"),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    # 55(2): a revoke in the twelfth trick is never established: nothing is transferred
    Case(
        "rubber_55_2_twelfth_trick_revoke_never_established_no_transfer",
        end("4S", "S", 9, revoked("W", 12, "W", 0), "rubber"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
    ),
    # ---- seed 004 protocol for unauthorised information: judged after the play ---------
    Case(
        "law_16b1_hesitation_agreed_play_goes_on_logical_alternatives_asked_after",
        board(HESITATION),
        {
            "status": "complete",
            "contract": "3S",
            "declarer": "N",
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 140, "EW": -140},
            "order": ["logical_alternatives"],
        },
    ),
    # ---- 53: the numbering differs: 2017 53B/53C are 2007 53C/53B -----------------------
    # North (declarer, on lead after trick 3) leads from dummy; East, at the right of
    # dummy, plays to it: the lead stands and East's early card is ruled under 57
    *[
        Case(
            f"law_{law}_{ed}_wrong_defender_plays_to_declarers_irregular_lead_57",
            board(f"{THREE_TRICKS}; S card H8; E card H3; N dir", ed),
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "premature_play",
                    "offender": "E",
                    "chooser": "N",
                    "options_has": {"highest", "lowest"},
                },
                "pcs": {("E", "H3", "major")},
                "text_all": [law.upper()],
            },
        )
        for law, ed in (("53c", "2017"), ("53b", "2007"))
    ],
    # East, on lead, leads his own card after declarer led out of turn: East's lead stands
    # and declarer's card goes back without penalty
    *[
        Case(
            f"law_{law}_{ed}_correct_lead_after_declarers_lead_out_of_turn_stands",
            board(f"{NT}; E card DA; S card D5; W card D3; N card D8; N card HQ; E card DK", ed),
            {"status": "play", "next": "S", "pcs": set(), "text_all": [law.upper()]},
        )
        for law, ed in (("53b", "2017"), ("53c", "2007"))
    ],
    # ---- rubber 47(1)(c): a card shown to partner before he played to the trick -----------
    Case(
        "rubber_47_1_c_east_shows_a_card_before_west_played_declarer_chooses",
        rubber(f"{PLAY}; S card D5; E exp DA; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"highest", "lowest"}},
        },
    ),
    # ---- rubber 54: declarer's claim disputed: decided as his statement and the defenders say
    Case(
        "rubber_54_declarers_claim_disputed_no_score_until_settled",
        rubber(f"{PLAY}; S claim 9; W dispute"),
        {"status": {"awaiting_fact", "awaiting_director", "awaiting_choice"}, "score": None},
    ),
    # ---- the German terms of the seed (002, 50B): Hauptstrafkarte, Nebenstrafkarte ----------
    *both(
        "law_50b_german_text_names_a_major_penalty_card_hauptstrafkarte",
        {"contract": "4S", "declarer": "S", "tricks": {"NS": 4, "EW": 2}, "leader": "N"},
        "E card SK; S dir; S ch reject",
        {
            "pcs": {("E", "SK", "major")},
            "text_de": ["Hauptstrafkarte"],
            "not_de": ["große Strafkarte"],
        },
    ),
    *both(
        "law_50b_german_text_names_a_minor_penalty_card_nebenstrafkarte",
        {
            "contract": "4S",
            "declarer": "S",
            "tricks": {"NS": 5, "EW": 2},
            "leader": "W",
            "penalty_cards": [{"seat": "W", "card": "H3", "kind": "minor"}],
        },
        "",
        {
            "pcs": {("W", "H3", "minor")},
            "text_de": ["Nebenstrafkarte"],
            "not_de": ["kleine Strafkarte"],
        },
    ),
    # ---- 54E: declarer's side tries to make the opening lead: 24 (the card goes back) ----
    *[
        Case(
            f"law_54e_{who}_faces_the_opening_lead_card_back_east_leads_{ed}",
            board(f"{NT}; {who} card {card}; E dir", ed),
            {"status": "play", "next": "E", "pcs": set(), "lead": set(), "text_all": ["54E"]},
        )
        for who, card in (("S", "H8"), ("N", "HQ"))
        for ed in ("2017", "2007")
    ],
    # ---- 57C1: declarer played from both hands; East's early card is no irregularity ----
    *[
        Case(
            f"law_57c1_declarer_played_both_hands_east_plays_before_west_{ed}",
            board(
                f"{THREE_TRICKS}; N card H4; E card H3; S card HA; W card H2; S card C7; "
                "N card CA; E card C4; W card C8",
                ed,
            ),
            {"status": "play", "next": "N", "pcs": set(), "text_en": ["rectification"]},
        )
        for ed in ("2017", "2007")
    ],
    # ---- 60B: a defender plays after declarer must retract a lead from the wrong hand ----
    *[
        Case(
            f"law_60b_east_plays_before_declarer_leads_from_the_right_hand_{ed}",
            board(f"{THREE_TRICKS}; S card H8; W dir; W ch reject; E card H3", ed),
            {"status": "play", "next": "N", "pcs": {("E", "H3", "major")}, "text_all": ["60B"]},
        )
        for ed in ("2017", "2007")
    ],
    # ---- 64B3: West ruffs a heart while his minor penalty card is the three of hearts: a
    # revoke in failing to play a penalty card, established, then an agreed claim: no
    # trick moves (2017 64B3; 2007 64B3: a card faced on the table)
    *both(
        "law_64b3_revoke_by_not_playing_the_penalty_card_no_transfer_after_the_claim",
        {
            "contract": "4S",
            "declarer": "S",
            "tricks": {"NS": 5, "EW": 2},
            "current": ["S:H5"],
            "penalty_cards": [{"seat": "W", "card": "H3", "kind": "minor"}],
        },
        "W card S2; N card H4; E card H9; W card D4; S claim 10; W agree; E agree",
        {
            "status": "complete",
            "irr_has": [("revoke", "W")],
            "adjust": [],
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 420, "EW": -420},
        },
    ),
    # ---- rubber 40(1) with the insufficient bid in the boxes: attention is drawn ---------
    Case(
        "rubber_40_1_situation_insufficient_bid_in_the_boxes_made_sufficient",
        at({"auction": ["1S", "1H"]}, "E 2H", "rubber"),
        {"status": "auction", "next": "S", "must_pass": [("W", "next_turn")]},
    ),
    # ---- the adjusted score after an auction ruling (12B1, 12C1) -------------------------
    # 2017 23C: a comparable call after East's bid out of rotation; after the play the
    # director finds damage and weighs two results (12C1c)
    Case(
        "law_23c_12c1c_damage_found_weighted_adjusted_score",
        board(
            [
                *board(COMPARABLE_4S)["events"],
                fact("redress", True, of=0),
                fact(
                    "outcomes",
                    [
                        {"contract": "4S", "declarer": "N", "tricks": 11, "weight": "1/2"},
                        {"contract": "4S", "declarer": "N", "tricks": 10, "weight": "1/2"},
                    ],
                ),
            ]
        ),
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "judged": {"offender": "EW", "damage": True, "questions": []},
            "text_all": ["23C", "12C1"],
        },
    ),
    Case(
        "law_23c_no_damage_table_result_stands",
        board([*board(COMPARABLE_4S)["events"], fact("redress", False, of=0)]),
        {
            "status": "complete",
            "score": {"NS": 420, "EW": -420},
            "judged": {"assigned": None, "questions": []},
        },
    ),
    # 2007 31B: East passes throughout; after the play 2007 Law 23 (awareness) is asked
    Case(
        "law_23_2007_forced_pass_could_the_offender_have_known_asked_after_the_play",
        board(
            "N 1S; W 2H; N dir; N ch reject; E Pass; S 4S; W Pass; N Pass; E Pass; "
            "N ch no_restriction; E card DA; N claim 10; E agree; W agree",
            "2007",
        ),
        {"status": "complete", "score": {"NS": 420, "EW": -420}, "order": ["could_have_known"]},
    ),
    # 2017 27B2: West silenced; 72C (awareness) is asked after the play
    Case(
        "law_72c_2017_partner_silenced_could_the_offender_have_known_asked_after_the_play",
        board(
            "N 1S; E 1H; S dir; fact artificial false; S ch reject; E Pass; "
            "fact comparable false; S 4S; W Pass; N Pass; E Pass; E card DA; "
            "N claim 10; E agree; W agree"
        ),
        {"status": "complete", "score": {"NS": 420, "EW": -420}, "order": ["could_have_known"]},
    ),
    # ---- trick winners, passed-out boards, reverting auctions ---------------------------
    *both(
        "law_44e_situation_ruff_of_the_heart_wins_the_trick",
        {
            "contract": "4S",
            "declarer": "S",
            "tricks": {"NS": 5, "EW": 2},
            "current": ["N:H5", "E:H9", "S:HJ"],
        },
        "W card S2",
        {"status": "play", "next": "W", "irr": []},
    ),
    *both(
        "law_77_situation_east_west_declare_4hx_made_590",
        {"contract": "4HX", "declarer": "E", "tricks": {"NS": 3, "EW": 10}},
        "",
        {"status": "complete", "score": {"NS": -590, "EW": 590}},
    ),
    *[
        Case(
            f"law_22_passed_out_board_{ed}",
            board("N Pass; E Pass; S Pass; W Pass", ed),
            {"status": "passed_out", "contract": "Pass"},
        )
        for ed in ("2017", "2007", "rubber")
    ],
    # 2017 17D3 (2007 17E2): West's pass at South's turn, accepted by North's pass, makes
    # three passes after 1S that skipped South: the auction goes back to South
    *[
        Case(
            f"law_{law}_three_passes_one_out_of_rotation_auction_back_to_south_{ed}",
            board("N 1S; E Pass; W Pass; N Pass", ed),
            {"status": "auction", "next": "S", "contract": None, "must_pass": []},
        )
        for law, ed in (("17d3", "2017"), ("17e2", "2007"))
    ],
    # ---- claims and concessions by the other side ---------------------------------------
    *both(
        "law_69a_situation_defenders_claim_agreed_by_declarer_one_down",
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 3}, "leader": "E"},
        "E claim 5; N agree",
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": -50, "EW": 50}},
    ),
    *both(
        "law_68b1_situation_declarers_concession_agreed_one_down",
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 3}, "leader": "N"},
        "N concede 2; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": -50, "EW": 50}},
    ),
    # ---- declarer's own revoke in the last seat, corrected without penalty (62B2) --------
    *[
        Case(
            f"law_62b2_declarers_revoke_corrected_he_plays_a_diamond_{ed}",
            board(
                f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; "
                "W card D4; N card H4; E dir",
                ed,
            ),
            {"status": "play", "next": "N", "pcs": set(), "irr_has": [("revoke", "N")]},
        )
        for ed in ("2017", "2007")
    ],
    # ---- both defenders hold a major penalty card; West, on lead, holds the ♠K ---------
    *both(
        "law_50d2_situation_west_on_lead_both_defenders_have_penalty_cards_choice_first",
        TWO_PCS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:D", "prohibit_suit:D", "no_restriction"},
            },
            "pcs": {("W", "SK", "major"), ("E", "DA", "major")},
        },
    ),
    # 50D2b: no restriction: West must lead his own penalty card (50D1a); a heart is 52
    *both(
        "law_52_situation_no_restriction_west_leads_a_heart_instead_of_his_spade_king",
        TWO_PCS,
        "N ch no_restriction; W card H2; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
            },
        },
    ),
    # 50D2a: diamonds required: the ♦A is picked up; West's own ♠K waits (50D1b)
    *both(
        "law_50d1b_situation_diamonds_required_west_leads_one_his_king_waits",
        TWO_PCS,
        "N ch require_suit:D; W card D4",
        {"status": "play", "next": "N", "pcs": {("W", "SK", "major")}, "irr": []},
    ),
    # ---- 9B: West calls while South's 27 choice is open; South accepts 1H, so West's
    # 2H came at South's turn: a bid out of rotation North may accept or not
    *[
        Case(
            f"law_9b_31_west_bids_while_the_27_choice_is_open_ruled_after_it_{ed}",
            board("N 1S; E 1H; S dir; fact artificial false; W 2H; S ch accept", ed),
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "bid_out_of_rotation",
                    "offender": "W",
                    "chooser": "N",
                },
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- the score on other boards: vulnerability from the board number (Law 2) -------
    Case(
        "law_77_board_3_east_west_vulnerable_4hx_two_down_500",
        at({"contract": "4HX", "declarer": "E", "tricks": {"NS": 5, "EW": 8}}, "", board=3),
        {"status": "complete", "score": {"NS": 500, "EW": -500}},
    ),
    Case(
        "law_77_board_13_all_vulnerable_3nt_plus_one_630",
        at({"contract": "3NT", "declarer": "N", "tricks": {"NS": 10, "EW": 3}}, "", board=13),
        {"status": "complete", "score": {"NS": 630, "EW": -630}},
    ),
    # ---- rubber 55(9): no revoke penalty once the next deal has been cut -------------------
    Case(
        "rubber_55_9_revoke_claimed_after_the_next_cut_no_penalty",
        end("3NT", "N", 9, [fact("next_deal_cut", True), *revoked("E", 5, "E", 2)], "rubber"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 0}},
    ),
    # the revoke was claimed (found) before the next cut: the penalty stands, and 55(9)
    # (too late to claim) is not the rule applied
    Case(
        "rubber_55_9_revoke_claimed_before_the_next_cut_penalty_stands",
        end("3NT", "N", 9, [*revoked("E", 5, "E", 2), fact("next_deal_cut", True)], "rubber"),
        {
            "status": "complete",
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 170, "EW": 0},
            "not_en": ["55(9)"],
        },
    ),
    # ---- 67: West did not play to trick 1 (his ♦3 never left his hand) -------------------
    # noticed when only East has played to trick 2: West adds a diamond to trick 1 (67A1)
    *[
        Case(
            f"law_67a1_defective_trick_noticed_early_west_adds_a_diamond_{ed}",
            board(
                [
                    *board(f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK")[
                        "events"
                    ],
                    fact("defective_trick", True, trick=1, seat="W"),
                ],
                ed,
            ),
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "defective_trick",
                    "offender": "W",
                    "chooser": "W",
                    "options_has": {"card:D3", "card:D7"},
                },
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- Law 77 after revokes -----------------------------------------------------------
    *both(
        "law_64a1_situation_revoke_moves_3nt_from_one_down_to_made_vulnerable",
        {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 5}},
        revoked("E", 4, "E", 3),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 630, "EW": -630}},
        board=4,
    ),
    *both(
        "law_64a2_situation_declarers_revoke_makes_6s_go_down_one",
        {"contract": "6S", "declarer": "S", "tricks": {"NS": 12, "EW": 1}},
        revoked("S", 7, "N", 4),
        {
            "status": "complete",
            "adjust": [("64A2", "EW", 1)],
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": -50, "EW": 50},
        },
    ),
    *both(
        "law_64b1_situation_revoker_won_nothing_from_the_revoke_on_no_transfer",
        {"contract": "4S", "declarer": "S", "tricks": {"NS": 9, "EW": 4}},
        revoked("E", 10, "S", 0),
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": -50, "EW": 50},
        },
    ),
    *both(
        "law_64a1_situation_revoke_by_defender_in_4sx_made_not_vulnerable",
        {"contract": "4SX", "declarer": "S", "tricks": {"NS": 8, "EW": 5}},
        revoked("W", 6, "W", 2),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 590, "EW": -590}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check6_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
