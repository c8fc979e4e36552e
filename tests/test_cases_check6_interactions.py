"""Sixth blind check (issue 13): interactions and the score after rulings.

- a lead restriction from the auction (26) and a penalty card from a
  retracted opening lead (54D) on the same leader, the 50D2 choice made, the
  forbidden suit led anyway (61A/62A);
- an opening lead out of turn while declarer's 26 choice is still open (9B);
- a player barred by 27B2 who bids anyway (37B);
- a revoke the cards show, established, then an agreed claim (63A1, 64A2);
- the board's score after rulings: 27B2 then a claim, 23C after a comparable
  call out of rotation (2017), Law 77 scores that differ from the rubber
  scale (doubled undertricks, the insult, slams).

Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, params
from check6_cases import at, board, run6

BOTH = ("2017", "2007")
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"

#: East's insufficient 1H over North's 2C, refused and replaced by a pass; South
#: declares 4S and West is on lead, East's 1H withdrawn (26: hearts may be forbidden
#: in both editions)
TO_4S = (
    "N 1C; E Pass; S 1S; W Pass; N 2C; E 1H; S dir; fact artificial false; S ch reject; "
    "E Pass; fact comparable false; S 4S; W Pass; N Pass; E Pass"
)
#: hearts forbidden; East leads out of turn and declarer has the lead retracted
RETRACTED = f"{TO_4S}; S ch prohibit_suit:H; E card DA; S dir; S ch require_retraction"

#: 3NT: East's revoke in trick 5 (a spade on declarer's heart jack), established
#: when East plays to trick 6; dummy (South) wins trick 6
REVOKE_PLAYED = (
    f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; "
    "N card D9; E card SQ; S card S6; W card S3; N card SA; N card HQ; E card H3; S card H8; "
    "W card H2; N card HJ; E card S8; S card H9; W card H5; N card C2; E card C4; "
    "S card CQ; W card C8"
)
AGREED_9 = [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def ed_pair(name: str, text: str, expect: dict[str, Any], wrong: str = "") -> list[Case]:
    return [Case(f"{name}_{ed}", board(text, ed), expect, wrong) for ed in BOTH]


def done(
    contract: str, declarer: str, ns: int, edition: str = "2017", **extra: Any
) -> dict[str, Any]:
    situation = {"contract": contract, "declarer": declarer, "tricks": {"NS": ns, "EW": 13 - ns}}
    return at(situation, "", edition, **extra)


CASES: list[Case] = [
    # ---- 26 and 54D/50D2 on one leader -------------------------------------------------
    # seed 004 (general protocol): with a 26B restriction and a penalty card, the lead
    # restriction is carried out first; the penalty card's 50D2 choice comes at a later lead
    *ed_pair(
        "law_26_54d_hearts_forbidden_now_penalty_card_choice_waits_004",
        RETRACTED,
        {
            "status": "play",
            "next": "W",
            "contract": "4S",
            "declarer": "S",
            "pcs": {("E", "DA", "major")},
            "lead": {("W", "prohibit_suit", "H")},
            "text_all": ["54D", "26"],
        },
    ),
    # West leads the forbidden heart while he holds other suits: a revoke on the lead,
    # corrected (62A): the heart becomes a major penalty card (62B1); hearts stay forbidden
    *ed_pair(
        "law_61a_62b1_forbidden_heart_led_corrected_prohibition_remains",
        f"{RETRACTED}; W card H2; S dir",
        {
            "pcs_has": {("W", "H2", "major"), ("E", "DA", "major")},
            "irr_has": [("revoke", "W")],
            "pending_leads": {("W", "prohibit_suit", "H")},
        },
    ),
    *ed_pair(
        "law_26_legal_spade_lead_penalty_card_stays_dummy_plays",
        f"{RETRACTED}; W card S3",
        # the prohibition lasts while West keeps the lead: still listed during the trick
        {
            "status": "play",
            "next": "N",
            "pcs": {("E", "DA", "major")},
            "lead": {("W", "prohibit_suit", "H")},
        },
    ),
    # ---- an opening lead out of turn while declarer's 26 choice is open (9B) -----------
    *ed_pair(
        "law_54_9b_east_leads_while_the_26_choice_is_open_both_listed",
        f"{TO_4S}; E card DA; S dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("opening_lead_out_of_turn", "E")],
            "ruling": {"chooser": "S"},
        },
    ),
    # ---- a barred player bids anyway (37B): both defenders pass throughout -------------
    *ed_pair(
        "law_37b_barred_by_27b2_west_bids_both_pass_throughout",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E Pass; fact comparable false; "
        "S 2S; W 3H; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
            "irr_has": [("call_when_required_to_pass", "W")],
            "text_all": ["37B"],
        },
    ),
    # ---- a revoke the cards show, established, then an agreed claim --------------------
    # trick 5 won by North (not the revoker): one trick, East-West won later tricks (64A2)
    *[
        Case(
            f"law_64a2_revoke_established_then_claim_one_trick_{ed}",
            board([*board(REVOKE_PLAYED)["events"], *AGREED_9], ed),
            {
                "status": "complete",
                "adjust": [("64A2", "NS", 1)],
                "tricks": {"NS": 10, "EW": 3},
                "score": {"NS": 430, "EW": -430},
                "irr_has": [("revoke", "E")],
            },
        )
        for ed in BOTH
    ],
    # ---- the score after an auction ruling -----------------------------------------------
    *ed_pair(
        "law_27b2_then_4s_made_claimed_score_420",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E Pass; fact comparable false; "
        "S 4S; W Pass; N Pass; E Pass; E card DA; S card D5; W card D3; N card D8; "
        "N claim 10; E agree; W agree",
        {
            "status": "complete",
            "contract": "4S",
            "declarer": "N",
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 420, "EW": -420},
        },
    ),
    # 2017 31A2a + 23C: a comparable call after a bid out of rotation: after the play the
    # director is asked whether the non-offenders were damaged; the table result is shown
    Case(
        "law_23c_2017_comparable_call_out_of_rotation_asked_after_the_play",
        board(
            "E 1H; S dir; S ch reject; N 1S; E 2H; fact comparable true; S 2S; W Pass; "
            "N 4S; E Pass; S Pass; W Pass; E card DA; N claim 10; E agree; W agree"
        ),
        {
            "status": "complete",
            "order": ["redress"],
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 420, "EW": -420},
            "text_all": ["23C"],
        },
    ),
    # ---- Law 77 scores where the rubber scale differs --------------------------------------
    *[
        Case(
            f"law_77_doubled_three_down_not_vulnerable_500_{ed}",
            done("3NTX", "N", 6, ed),
            {"status": "complete", "score": {"NS": -500, "EW": 500}},
        )
        for ed in BOTH
    ],
    Case(
        "law_77_doubled_four_down_not_vulnerable_800",
        done("4HX", "S", 6),
        {"status": "complete", "score": {"NS": -800, "EW": 800}},
    ),
    Case(
        "law_77_doubled_one_spade_made_with_the_insult_160",
        done("1SX", "S", 7),
        {"status": "complete", "score": {"NS": 160, "EW": -160}},
    ),
    Case(
        "law_77_undoubled_two_down_vulnerable_200",
        done("3NT", "N", 7, board=4),
        {"status": "complete", "score": {"NS": -200, "EW": 200}},
    ),
    Case(
        "law_77_doubled_three_down_vulnerable_800",
        done("3NTX", "N", 6, board=4),
        {"status": "complete", "score": {"NS": -800, "EW": 800}},
    ),
    Case(
        "law_77_small_slam_in_notrump_vulnerable_1440",
        done("6NT", "N", 12, board=4),
        {"status": "complete", "score": {"NS": 1440, "EW": -1440}},
    ),
    Case(
        "law_77_redoubled_grand_slam_vulnerable_2980",
        done("7NTXX", "N", 13, board=4),
        {"status": "complete", "score": {"NS": 2980, "EW": -2980}},
    ),
    Case(
        "law_77_east_west_declare_redoubled_part_score_made_not_vulnerable",
        done("1DXX", "E", 6, board=2),
        {"status": "complete", "score": {"NS": -230, "EW": 230}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check6_interactions(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
