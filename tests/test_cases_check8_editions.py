"""Eighth blind check (issue 13), part 3: where the 2007 Laws (seed 002, Dutch
seed 003 for 23-40) and the 2017 Laws (seed 000) differ and the earlier checks
did not look: play continuing after a claim by agreement of all four (2017
68D2b; 2007 none), agreement to a claim establishing a revoke (2017 63A4, 2007
63A3), a card pointed the wrong way (65B3: 2017 his side's next card, 2007 the
next lead and declarer at any time), two penalty cards in two suits at
partner's lead (2017 51B2c no restriction; 2007 none), what a penalty card
tells partner (2017 50E1 authorised, 2007 50E2 unauthorised), an intended
change of call not accepted (2017 25B2 with 26; 2007 25B2 without), and the
numbers that moved. Expectations set down from the seeds before the records
were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, full, params
from check6_cases import at, run6
from check7_cases import contract, pc, revoke_found
from check8_cases import ev

#: 4H by West, declarer on lead after five tricks (NS 2, EW 3)
W_4H_W = contract("4H", "W", 2, 3, leader="W")
#: 3NT by North after six tricks (NS 4, EW 2)
N_3NT_6 = contract("3NT", "N", 4, 2, leader="N")
#: 3NT by North after nine tricks, North on lead
N_3NT_9 = contract("3NT", "N", 6, 3, leader="N")


def split(
    name: str,
    situation: dict[str, Any] | None,
    evs: str | list[dict[str, Any]],
    e2017: dict[str, Any],
    e2007: dict[str, Any],
    wrong2017: str = "",
    wrong2007: str = "",
) -> list[Case]:
    """One record in each edition with each edition's own expectation; a whole
    board on rule_cases.DEAL when ``situation`` is None."""
    out: list[Case] = []
    for ed, want, wrong in (("2017", e2017, wrong2017), ("2007", e2007, wrong2007)):
        if situation is None:
            data = full(evs, ed) if isinstance(evs, str) else {**full("", ed), "events": evs}
        else:
            data = at(situation, evs, ed)
        out.append(Case(f"{name}_{ed}", data, want, wrong))
    return out


AUCTION_25B = "N 1S; N 2H; E dir; fact unintended false; E ch reject"
#: after the cancelled 2H North becomes a defender: East declares 3NT, South leads
AUCTION_25B_3NT = f"{AUCTION_25B}; E 2NT; S Pass; W 3NT; N Pass; E Pass; S Pass"

CASES: list[Case] = [
    # ---- 68D2b: all four agree to play on after a disputed claim ---------------------------
    *split(
        "law_68d2b_all_four_agree_to_play_on_after_the_claim",
        W_4H_W,
        "W claim 10; N dispute; N ch play_on; S ch play_on; W ch play_on; E ch play_on",
        {"status": "play", "next": "W", "tricks": None, "text_all": ["68D2"]},
        {"status": {"awaiting_director", "awaiting_fact"}, "tricks": None, "next": None},
    ),
    # three of the four only: the claim stands for the director to rule (2017 too)
    *split(
        "law_68d2b_three_agree_to_play_on_the_claim_stays",
        W_4H_W,
        "W claim 10; N dispute; N ch play_on; S ch play_on; W ch play_on",
        {"status": {"awaiting_director", "awaiting_fact"}, "tricks": None, "next": None},
        {"status": {"awaiting_director", "awaiting_fact"}, "tricks": None, "next": None},
    ),
    # ---- 63A: agreeing to the opponents' claim establishes a revoke -------------------------
    # East revoked in trick 9 (won by North); North claims 9 in all, both defenders agree:
    # the revoke is established by East's agreement (2017 63A4, 2007 63A3); E-W won a
    # trick after the revoke trick (the one the claim gives them): one trick (64A2)
    *split(
        "law_63a_agreement_to_the_claim_establishes_easts_revoke",
        N_3NT_9,
        ev("N claim 9; E agree; W agree", revoke_found("E", 9, "N")),
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 430, "EW": -430},
            "text_all": ["63A4"],
        },
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 430, "EW": -430},
            "text_all": ["63A3"],
        },
    ),
    # ---- 65B3: a card pointed the wrong way --------------------------------------------------
    # North has led to trick 7, East's side has not played: 2017 East is in time; 2007 the
    # lead to the next trick has ended a defender's right (16B may apply)
    *split(
        "law_65b3_east_points_out_trick_six_after_declarers_lead",
        contract("3NT", "N", 4, 2, current=["N:S2"]),
        [fact("trick_pointed_wrongly", 6, by="E")],
        {"status": "play", "next": "E", "text_all": ["65B3"], "not_en": ["16B"]},
        {"status": "play", "next": "E", "text_all": ["65B3", "16B"]},
    ),
    # declarer points it out after his side has led: 2017 too late (16B); 2007 declarer
    # may require it at any time
    *split(
        "law_65b3_declarer_points_out_trick_six_after_his_own_lead",
        contract("3NT", "N", 4, 2, current=["N:S2"]),
        [fact("trick_pointed_wrongly", 6, by="N")],
        {"status": "play", "next": "E", "text_all": ["65B3", "16B"]},
        {"status": "play", "next": "E", "text_all": ["65B3"], "not_en": ["16B"]},
    ),
    # ---- 51B2: penalty cards in two suits, partner to lead -------------------------------------
    # West has the ♠Q and the ♥J as major penalty cards; East is to lead: declarer may
    # require one of the suits or prohibit them; 2017 also no restriction (51B2c; 2007's
    # "may" lets him decline as well)
    *split(
        "law_51b2_two_penalty_card_suits_east_to_lead",
        contract("3NT", "N", 4, 2, leader="E", penalty_cards=[pc("W", "SQ"), pc("W", "HJ")]),
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:S", "require_suit:H", "no_restriction"},
            },
            "text_all": ["51B2"],
        },
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:S", "require_suit:H", "prohibit_suit:S"},
            },
            "text_all": ["51B2"],
        },
    ),
    # ---- 50E: what a penalty card on the table tells partner ---------------------------------
    # North, on lead against 4H, drops the ♠K: a major penalty card he must lead now
    # (50D1); 2017 50E1 the information is authorised; 2007 50E2 unauthorised for South
    *split(
        "law_50e_north_on_lead_drops_the_spade_king",
        contract("4H", "W", 2, 3, leader="N"),
        "N exp SK; W dir",
        {"pcs": {("N", "SK", "major")}, "next": "N", "text_all": ["50E1"]},
        {"pcs": {("N", "SK", "major")}, "next": "N", "text_all": ["50E2"]},
    ),
    # ---- 25B: an intended change of call, not accepted by LHO ---------------------------------
    # North's 1S changed to 2H on purpose; East refuses it: 1S stands (25B2) and East calls
    *split(
        "law_25b2_intended_change_refused_the_first_call_stands",
        None,
        AUCTION_25B,
        {"status": "auction", "next": "E", "text_all": ["25B"]},
        {"status": "auction", "next": "E", "text_all": ["25B"]},
    ),
    # North ends as a defender: 2017 Law 26 may apply to the cancelled 2H (declarer may
    # prohibit a suit North did not name legally at South's opening lead); 2007 25B has no
    # lead restriction (16D only): South leads freely
    *split(
        "law_25b_26_cancelled_heart_change_north_defends_south_leads",
        None,
        AUCTION_25B_3NT,
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "declarer": "E",
            "ruling": {"chooser": "E", "options_has": {"prohibit_suit:H"}},
        },
        {"status": "play", "contract": "3NT", "declarer": "E", "next": "S", "lead": set()},
    ),
    # ---- 64A1: the revoke trick and one more (same amounts in both editions) ----------------
    *split(
        "law_64a1_situation_north_revokes_against_4h_two_tricks_to_east_west",
        contract("4H", "W", 3, 10),
        revoke_found("N", 7, "N", 2),
        {"status": "complete", "adjust": [("64A1", "EW", 2)], "tricks": {"NS": 1, "EW": 12}},
        {"status": "complete", "adjust": [("64A1", "EW", 2)], "tricks": {"NS": 1, "EW": 12}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_editions(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
