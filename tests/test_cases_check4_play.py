"""Fourth blind check (issue 13), the play: Laws 50, 53, 55, 57 and 68 where
a club director meets them mid-board with the hands unknown (spec §6). The
expected answers were set down from seed 000 (2017) and seed 002 (German
2007) before the records were run.

The editions differ where the seeds differ: 2017 57A gives declarer four
options (highest, lowest, require or forbid another suit), 2007 57A three
(highest, lowest, forbid another suit); 2017 53A makes a lead out of turn at
trick 13 a card that must be taken back, 2007 53A lets it be accepted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, fact, full, nt, params, run_case, sit

BOTH = ("2017", "2007")


def mid(ns: int, ew: int, current: list[str], **more: Any) -> dict[str, Any]:
    """3NT by North with a trick in progress (its first card shows who led)."""
    out = {k: v for k, v in nt(ns, ew).items() if k != "leader"}
    return {**out, "current": current, **more}


def full_nt(text: str, edition: str) -> dict[str, Any]:
    """The whole board: 1NT by North raised to 3NT, then ``text``."""
    return full(f"{NT}; {text}", edition)


def pc(seat: str, card: str, kind: str = "major") -> dict[str, str]:
    return {"seat": seat, "card": card, "kind": kind}


#: dummy led a heart, West and declarer followed; East has yet to play
DUMMY_HEART = ["S:H8", "W:H2", "N:H4"]
#: West leads to the next trick before his partner played to this one (57A)
W_LEADS_EARLY = "W card C9; N dir; fact led true"
OTHER = ("S", "D", "C")

CASES: list[Case] = [
    # ---- Law 57A: a premature lead to the next trick -----------------------------------
    Case(
        "law_57a_2017_premature_lead_four_options_major_penalty_card",
        sit(mid(3, 1, DUMMY_HEART), W_LEADS_EARLY),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "C9", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "N",
                "options": {"highest", "lowest"}
                | {f"require_suit:{s}" for s in OTHER}
                | {f"prohibit_suit:{s}" for s in OTHER},
            },
        },
    ),
    Case(
        "law_57a_2007_premature_lead_three_options_major_penalty_card",
        sit(mid(3, 1, DUMMY_HEART), W_LEADS_EARLY, "2007"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "C9", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"highest", "lowest"} | {f"prohibit_suit:{s}" for s in OTHER},
            },
        },
    ),
    *[
        Case(
            f"law_57a_highest_chosen_partner_plays_then_penalty_card_waits_{ed}",
            sit(mid(3, 1, DUMMY_HEART), f"{W_LEADS_EARLY}; N ch highest; E card HK", ed),
            # East's king wins the trick; West's club nine stays a major penalty card
            # and declarer's 50D2 choice comes when East leads the next trick
            {
                "status": "awaiting_choice",
                "pcs": {("W", "C9", "major")},
                "ruling": {"chooser": "N"},
            },
        )
        for ed in BOTH
    ],
    # ---- Law 50B: a second penalty card makes every one of them major -------------------
    *[
        Case(
            f"law_50b_second_penalty_card_makes_both_major_{ed}",
            sit(
                nt(2, 1, "N", penalty_cards=[pc("W", "H2", "minor")]),
                "W exp C8; N dir; fact deliberate false",
                ed,
            ),
            {"status": "play", "next": "N", "pcs": {("W", "H2", "major"), ("W", "C8", "major")}},
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_50b_two_low_cards_dropped_together_both_major_{ed}",
            sit(nt(2, 1, "N"), "W exp C8; W exp H2; N dir; fact deliberate false", ed),
            {"status": "play", "next": "N", "pcs": {("W", "H2", "major"), ("W", "C8", "major")}},
        )
        for ed in BOTH
    ],
    # ---- Law 50D1(b): following suit comes before the penalty card ----------------------
    *[
        Case(
            f"law_50d1b_follows_suit_penalty_card_waits_{ed}",
            sit(
                mid(3, 1, ["N:SA", "E:S8", "S:S6"], penalty_cards=[pc("W", "HQ")]), "W card S3", ed
            ),
            {"status": "play", "next": "N", "pcs": {("W", "HQ", "major")}, "rulings": 0},
        )
        for ed in BOTH
    ],
    # ---- Law 55B1: declarer leads when a defender is on lead ---------------------------
    *[
        Case(
            f"law_55b1_declarer_leads_for_a_defender_lho_chooses_{ed}",
            sit(nt(2, 1, "E"), "N card SA; W dir; fact opponent_induced false", ed),
            {
                "status": "awaiting_choice",
                "ruling": {"offender": "N", "chooser": "E", "options": {"accept", "reject"}},
            },
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_55b1_refused_card_back_no_rectification_{ed}",
            sit(nt(2, 1, "E"), "N card SA; W dir; fact opponent_induced false; E ch reject", ed),
            {"status": "play", "next": "E", "pcs": set(), "lead": set()},
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_55b1_dummy_leads_for_a_defender_offender_is_declarer_{ed}",
            sit(nt(2, 1, "E"), "S card HA; W dir; fact opponent_induced false", ed),
            {"status": "awaiting_choice", "ruling": {"offender": "N", "chooser": "W"}},
        )
        for ed in BOTH
    ],
    # ---- Law 53A: a lead out of turn at trick 13 -----------------------------------------
    Case(
        "law_53a_2017_lead_out_of_turn_at_trick_13_taken_back",
        sit(nt(8, 4, "E"), "W card H7; N dir"),
        {"status": "play", "next": "E", "pcs": set(), "ruling": {"options_not": {"accept"}}},
    ),
    Case(
        "law_53a_2007_lead_out_of_turn_at_trick_13_may_be_accepted",
        sit(nt(8, 4, "E"), "W card H7; N dir; fact opponent_induced false", "2007"),
        {"status": "awaiting_choice", "ruling": {"chooser": "N", "options_has": {"accept"}}},
    ),
    # ---- Law 68B2: a defender concedes, his partner objects at once ------------------------
    *[
        Case(
            f"law_68b2_defender_concession_partner_objects_play_goes_on_{ed}",
            sit(nt(7, 3, "W"), [{"by": "W", "concede": 2}, {"by": "E", "dispute": True}], ed),
            {"status": "play", "next": "W", "tricks": None, "adjust": []},
        )
        for ed in BOTH
    ],
    # ---- Law 50D2(b): no restriction chosen, the choice comes back at the next lead -------
    *[
        Case(
            f"law_50d2b_choice_again_when_partner_keeps_the_lead_{ed}",
            sit(
                nt(2, 1, "E", penalty_cards=[pc("W", "HQ")]),
                "N ch no_restriction; E card DA; S card D5; W card D3; N card D8",
                ed,
            ),
            {
                "status": "awaiting_choice",
                "pcs": {("W", "HQ", "major")},
                "rulings": 2,
                "ruling": {
                    "chooser": "N",
                    "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
                },
            },
        )
        for ed in BOTH
    ],
    # ---- Law 53B (2017) / 53C (2007): the right leader leads after a lead out of turn ------
    *[
        Case(
            f"law_53_right_leader_leads_after_defenders_lead_out_of_turn_{ed}",
            sit(nt(2, 1, "N"), "E card SQ; N card SA", ed),
            # declarer's lead stands; East's card goes back with no penalty card
            {"status": "play", "next": "E", "pcs": set(), "rulings": 0},
        )
        for ed in BOTH
    ],
    # ---- Law 62B: declarer's revoke corrected carries no penalty card ------------------
    *[
        Case(
            f"law_62_declarer_revoke_in_trick_in_progress_corrected_no_penalty_card_{ed}",
            sit(
                mid(4, 1, ["E:S8", "S:S6", "W:S3", "N:H4"]),
                [fact("revoke", {"seat": "N", "trick": 6})],
                ed,
            ),
            {
                "status": "play",
                "next": "N",
                "pcs": set(),
                "adjust": [],
                "irr_has": [("revoke", "N")],
            },
        )
        for ed in BOTH
    ],
    # ---- Law 54A: declarer shows a card after the lead out of turn: he becomes dummy -------
    *[
        Case(
            f"law_54a_declarer_exposes_a_card_after_lead_out_of_turn_becomes_dummy_{ed}",
            full_nt("W card H2; N exp SA; E dir", ed),
            {"status": "play", "contract": "3NT", "declarer": "S", "next": "N", "pcs": set()},
        )
        for ed in BOTH
    ],
    # ---- seed 004: before the 55 choice the director asks how the lead came about (47E1) --
    *[
        Case(
            f"law_55_director_first_asks_whether_an_opponent_induced_the_lead_{ed}",
            sit(nt(2, 1, "E"), "N card SA; W dir", ed),
            {"questions": ["opponent_induced"], "ruling": {"offender": "N", "chooser": "E"}},
        )
        for ed in BOTH
    ],
    # ---- seed 004: for a revoke found mid-board, who won the revoke trick ----------------
    *[
        Case(
            f"law_64a_revoke_found_mid_board_director_asks_who_won_the_trick_{ed}",
            sit(nt(6, 4, "N"), [fact("revoke", {"seat": "E", "trick": 5})], ed),
            {
                "status": "awaiting_fact",
                "question": "revoke_trick_won_by",
                "irr_has": [("revoke", "E")],
                "adjust": [],
            },
        )
        for ed in BOTH
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check4_play(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
