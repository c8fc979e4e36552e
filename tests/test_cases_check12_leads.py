"""Twelfth blind check (issue 13), part 11: a defender's lead when declarer's
side had the lead (53A accepted; 56: refused, a major penalty card and no
50D2 choice, since declarer's side leads), a defender's lead to the next
trick before his partner played to this one (57A), and the rubber rules'
lead out of turn when declarer had the lead (46(2)(I): the suit is named
for the offending side's first lead, the card exposed until then).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import alike, three

#: 4S by South after six tricks: South (declarer's hand) on lead
S_4S_S = contract("4S", "S", 3, 3, leader="S")
#: 4S by South after six tricks: dummy North on lead
S_4S_N = contract("4S", "S", 3, 3, leader="N")
#: 4H by North (dummy South): North led ♠5, East ♠2, dummy ♠3; West to play
N_4H_W = contract("4H", "N", 2, 2, current=["N:S5", "E:S2", "S:S3"])

CASES: list[Case] = [
    # ---- West leads when declarer's hand had the lead --------------------------------------
    *alike(
        "law_53_situation_west_leads_when_declarer_had_the_lead",
        S_4S_S,
        "W card C5; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "W",
                "chooser": "S",
                "options_has": {"accept"},
            },
        },
    ),
    # 53A: accepted: dummy plays next
    *alike(
        "law_53a_situation_wests_lead_accepted_dummy_plays",
        S_4S_S,
        "W card C5; S dir; S ch accept",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 56: refused: ♣5 a major penalty card; declarer leads (no 50D2: not West's partner's lead)
    *alike(
        "law_56_situation_wests_lead_refused_declarer_leads",
        S_4S_S,
        "W card C5; S dir; S ch reject",
        {"status": "play", "next": "S", "pcs": {("W", "C5", "major")}, "lead": set()},
    ),
    # ---- East leads when dummy had the lead: refused, dummy leads -------------------------------
    *alike(
        "law_56_situation_easts_lead_refused_dummy_leads",
        S_4S_N,
        "E card D7; S dir; S ch reject",
        {"status": "play", "next": "N", "pcs": {("E", "D7", "major")}, "lead": set()},
    ),
    # 53A: accepted: declarer plays next from his hand
    *alike(
        "law_53a_situation_easts_lead_accepted_declarer_plays",
        S_4S_N,
        "E card D7; S dir; S ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 57A: East leads to the next trick before West played to this one -----------------------
    # (the director finds it a lead, not a fifth card in this trick, 45E1)
    *alike(
        "law_57a_situation_east_leads_to_the_next_trick_early",
        N_4H_W,
        "E card D4; N dir; fact led true",
        {
            "status": "awaiting_choice",
            "pcs": {("E", "D4", "major")},
            "ruling": {"irregularity": "premature_play", "offender": "E", "chooser": "N"},
        },
    ),
    # ---- rubber 46(2): West leads when declarer had the lead ----------------------------------
    *three(
        "rubber_46_2_west_leads_when_declarer_had_the_lead",
        S_4S_S,
        {
            "rubber": (
                "W card C5; S dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "offender": "W",
                        "chooser": "S",
                        "options_has": {"accept", "exposed_card"},
                    },
                },
            )
        },
    ),
    # 46(2)(I): hearts named for West's side's first lead; declarer leads now
    *three(
        "rubber_46_2_i_hearts_named_declarer_leads_now",
        S_4S_S,
        {
            "rubber": (
                "W card C5; S dir; S ch require_suit:H",
                {"status": "play", "next": "S", "pending_leads": {("W", "require_suit", "H")}},
            )
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_leads(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
