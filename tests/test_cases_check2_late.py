"""Second blind check, late in the board: 64B exceptions in situations
(B3 dummy, B4, B5, B6 trick 12, B7 both sides), revokes found after a claim,
play continuing after a claim (2017 68D2b, not in 2007), two irregularities
at one call in the play, and obligations carried in or discharged from a
situation. Expected answers were set down from the seeds before each record
was run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, nt, params, run_case, sit
from play2_helpers import events
from rule_cases import DEAL


def found(seat: str, trick: int, won_by: str, after: int, **more: Any) -> list[dict[str, Any]]:
    """A revoke the director found at the end of play, with its facts."""
    out = [
        fact("revoke", {"seat": seat, "trick": trick}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]
    return out + [fact(k, v) for k, v in more.items()]


def claim_agreed(by: str, total: int) -> list[dict[str, Any]]:
    others = ("E", "W") if by in "NS" else ("N", "S")
    return [{"by": by, "claim": total}, *({"by": s, "agree": True} for s in others)]


#: 3NT: three rounds of spades leave West void; he drops the club ten in trick 4
#: (a major penalty card), East wins and declarer lets him lead anything; East
#: leads his last spade and West discards the club nine, not the penalty card
W_VOID = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card SQ; S card S6; W card S3; "
    "N card SA; N card SK; E card S8; S card S7; W card S4; N card S2; E card S9; S card SJ; "
    "W card S5; S card D5; W card D3; W exp CT; N dir; N card D8; E card DA; "
    "N ch no_restriction; E card ST; S card H8; W card C9; N dir"
)
#: the same moment as a situation, West's hand known (void in hearts)
W_VOID_SITUATION = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 3, "EW": 1},
    "current": ["N:H4", "E:H3", "S:H8"],
    "hands": {"W": "54.-.74.98"},
    "penalty_cards": [{"seat": "W", "card": "CT", "kind": "major"}],
}
PLAY_ON = "N claim 12; E dispute; E ch play_on; N ch play_on; S ch play_on; W ch play_on"
W_SILENT = [{"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}]
W_ONCE = [{"type": "must_pass", "seat": "W", "scope": "next_turn", "laws": ["30A"]}]

CASES: list[Case] = [
    Case(
        "two_irregularities_pass_out_of_rotation_and_honour_shown",
        sit({"auction": ["1S"]}, "S Pass; S exp HA; W dir; W ch reject"),
        {
            "irr_has": [("pass_out_of_rotation", "S"), ("exposed_card_auction", "S")],
            "status": "auction",
            "next": "E",
            "must_pass": [("N", "next_turn"), ("S", "next_turn")],
        },
    ),
    Case(
        "law_55a_declarer_leads_when_defender_on_lead_accepted_by_lho_card",
        sit(nt(3, 1, "E"), "N card SA; E card S8"),
        {"status": "play", "next": "S", "rulings": 0, "irr": [("lead_out_of_turn", "N", True)]},
    ),
    Case(
        "law_52_major_pc_not_discarded_when_void",
        {"edition": "2017", "board": 1, "deal": DEAL, "events": events(W_VOID)},
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
            "pcs": {("W", "CT", "major")},
        },
    ),
    Case(
        "law_52_situation_void_hand_known_pc_not_discarded",
        sit(W_VOID_SITUATION, "W card C9; N dir"),
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
        "law_64b6_revoke_in_trick_12_no_transfer",
        sit(
            nt(9, 4),
            found("E", 12, "N", 1, tricks_without_revoke=9, tricks_after_correction=9),
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "adjust": [], "text": ["64B6"]},
    ),
    Case(
        "law_64b6_2007_revoke_in_trick_12_no_transfer",
        sit(
            nt(9, 4),
            found("E", 12, "N", 1, tricks_without_revoke=9, tricks_after_correction=9),
            "2007",
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "adjust": [], "text": ["64B6"]},
    ),
    Case(
        "law_64b4_attention_after_next_board_called",
        sit(nt(9, 4), found("E", 5, "N", 2, next_board_called=True)),
        {"tricks": {"NS": 9, "EW": 4}, "adjust": [], "text": ["64B4"]},
    ),
    Case(
        "law_64b5_attention_after_round_ended",
        sit(nt(9, 4), found("E", 5, "N", 2, round_ended=True)),
        {"tricks": {"NS": 9, "EW": 4}, "adjust": [], "text": ["64B5"]},
    ),
    Case(
        "law_64b3_dummy_revoke_no_transfer",
        sit(nt(4, 9), found("S", 5, "E", 3)),
        {"tricks": {"NS": 4, "EW": 9}, "adjust": [], "text": ["64B3"]},
    ),
    Case(
        "law_64b7_both_sides_revoked_in_one_trick",
        sit(
            nt(9, 4),
            [
                fact("revoke", {"seat": "E", "trick": 5}),
                fact("revoke", {"seat": "N", "trick": 5}),
                fact("revoke_established", True, trick=5),
                fact("revoke_trick_won_by", "N", trick=5),
                fact("offending_side_tricks_after", 2, trick=5),
            ],
        ),
        {"tricks": {"NS": 9, "EW": 4}, "adjust": [], "text": ["64B7"]},
    ),
    Case(
        "law_63a3_revoke_found_after_offenders_agreed_claim",
        sit(nt(6, 2, "E"), [*claim_agreed("E", 4), *found("W", 8, "N", 2)]),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "adjust": [("64A2", "NS", 1)]},
    ),
    Case(
        "law_63a3_2007_revoke_found_after_offenders_agreed_claim",
        sit(nt(6, 2, "E"), [*claim_agreed("E", 4), *found("W", 8, "N", 2)], "2007"),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "adjust": [("64A2", "NS", 1)]},
    ),
    Case(
        "law_64a1_revoke_found_after_declarers_agreed_claim",
        sit(nt(6, 2, "E"), [*claim_agreed("N", 9), *found("E", 7, "E", 2)]),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "adjust": [("64A1", "NS", 2)]},
    ),
    Case(
        "law_68d2b_play_continues_when_all_four_agree",
        sit(nt(9, 1), PLAY_ON),
        {"status": "play", "next": "N", "tricks": None},
    ),
    Case(
        "law_68d_2007_play_ceases_after_a_claim",
        sit(nt(9, 1), PLAY_ON, "2007"),
        {"tricks": None, "status": {"awaiting_director", "awaiting_fact", "awaiting_choice"}},
    ),
    Case(
        "law_53a_claim_after_lead_out_of_turn_accepted",
        sit(
            nt(3, 1, "E"),
            [{"by": "W", "card": "H7"}, {"by": "N", "card": "HQ"}, *claim_agreed("N", 9)],
        ),
        {
            "status": "complete",
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 400, "EW": -400},
            "irr": [("lead_out_of_turn", "W", True)],
        },
    ),
    Case(
        "two_irregularities_lead_out_of_turn_and_partner_drops_an_honour",
        sit(nt(3, 1, "E"), "W card H7; E exp SQ; N dir"),
        {
            "irr_has": [("lead_out_of_turn", "W"), ("exposed_card", "E")],
            "pcs_has": {("E", "SQ", "major")},
        },
    ),
    Case(
        "situation_must_pass_once_paid_then_gone",
        sit({"auction": ["1S", "Pass", "2S"], "obligations": W_ONCE}, "W Pass; N 3S"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "situation_2007_must_pass_once_paid_then_gone",
        sit({"auction": ["1S", "Pass", "2S"], "obligations": W_ONCE}, "W Pass; N 3S", "2007"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    Case(
        "situation_must_pass_throughout_ends_with_the_auction",
        sit({"auction": ["1S", "Pass", "2S"], "obligations": W_SILENT}, "W Pass; N Pass; E Pass"),
        {"status": "play", "next": "E", "contract": "2S", "declarer": "N", "must_pass": []},
    ),
    Case(
        "situation_must_pass_throughout_still_binds_mid_auction",
        sit({"auction": ["1S", "Pass", "2S"], "obligations": W_SILENT}, "W Pass; N 3S; E Pass"),
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
]


#: East on lead may not lead hearts (26B) and has his own major penalty card HK
E_TWO = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 3, "EW": 1},
    "leader": "E",
    "hands": {"E": "QT9.3.Q2.65"},
    "penalty_cards": [{"seat": "E", "card": "HK", "kind": "major"}],
    "obligations": [
        {
            "type": "lead_restriction",
            "seat": "E",
            "kind": "prohibit_suit",
            "suit": "H",
            "laws": ["26B"],
        }
    ],
}
E_NO_HEARTS = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 3, "EW": 1},
    "leader": "E",
    "obligations": [
        {
            "type": "lead_restriction",
            "seat": "E",
            "kind": "prohibit_suit",
            "suit": "H",
            "laws": ["26B"],
        }
    ],
}

CASES += [
    Case(
        "two_obligations_restriction_before_own_penalty_card",
        sit(E_TWO, "E card SQ"),
        {"status": "play", "next": "S", "irr": [], "pcs": {("E", "HK", "major")}},
    ),
    Case(
        "two_obligations_penalty_card_led_into_a_prohibited_suit",
        sit(E_TWO, "E card HK; N dir"),
        {"irr_has": [("revoke", "E")]},
    ),
    Case(
        "law_26b_prohibition_lasts_while_partner_keeps_the_lead",
        sit(E_NO_HEARTS, "E card SQ; S card S6; W card S3; N card S2"),
        {"status": "play", "next": "E", "lead": {("E", "prohibit_suit", "H")}},
    ),
    Case(
        "law_26b_prohibition_ends_when_the_lead_is_lost",
        sit(
            E_NO_HEARTS,
            "E card SQ; S card S6; W card S3; N card S2; E card D2; S card D6; "
            "W card D4; N card D9",
        ),
        {"status": "play", "next": "N", "lead": set()},
    ),
]


W_PC_E_LEADS = nt(3, 1, "E", penalty_cards=[{"seat": "W", "card": "CT", "kind": "major"}])

CASES += [
    Case(
        "while_50d2_pending_leader_drops_an_honour",
        sit(W_PC_E_LEADS, "E exp DA; N dir"),
        {
            "irr_has": [("exposed_card", "E")],
            "pcs_has": {("E", "DA", "major"), ("W", "CT", "major")},
        },
    ),
    Case(
        "while_50d2_pending_holder_leads_out_of_turn",
        sit(W_PC_E_LEADS, "W card H7; N dir"),
        {
            "irr_has": [("lead_out_of_turn", "W")],
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
        },
    ),
    Case(
        "while_50d2_pending_leader_leads_before_declarer_chose_49",
        sit(W_PC_E_LEADS, "E card SQ; N dir"),
        {
            "pcs_has": {("E", "SQ", "major"), ("W", "CT", "major")},
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
        },
    ),
    Case(
        "while_57a_pending_declarer_claims_agreed",
        sit(
            nt(3, 1),
            [
                {"by": "N", "card": "HQ"},
                {"by": "W", "card": "H2"},
                {"by": "N", "director": True},
                *claim_agreed("N", 9),
            ],
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "pcs": set()},
    ),
]


CASES += [
    Case(
        "while_50d2_pending_after_54d_leader_leads_49",
        {
            "edition": "2017",
            "board": 1,
            "deal": DEAL,
            "events": events(
                "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; W card H2; N dir; "
                "fact could_see_dummy false; N ch require_retraction; E card SQ; "
                "N dir"
            ),
        },
        {"pcs_has": {("E", "SQ", "major"), ("W", "H2", "major")}, "status": "awaiting_choice"},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_late(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
