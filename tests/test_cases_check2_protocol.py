"""Second blind check, seed 004's order at the start of an auction ruling:
a call at partner's turn after only LHO called is first asked as a change
of call (unintended?), then ruled; an inadmissible double out of rotation
(36B4). Expected answers were set down from the seeds before each record
was run."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import NT, Case, full, params, run_case
from play2_helpers import events

AGAIN = "N 1C; E 1H; N 1D; W dir"

CASES: list[Case] = [
    Case(
        "protocol_call_again_after_lho_asked_as_change_of_call_first",
        full(AGAIN),
        {"status": "awaiting_fact", "question": "unintended"},
    ),
    Case(
        "protocol_2007_call_again_after_lho_asked_as_change_of_call_first",
        full(AGAIN, "2007"),
        {"status": "awaiting_fact", "question": "unintended"},
    ),
    Case(
        "law_25a_slip_found_lho_may_take_back_his_call",
        full(f"{AGAIN}; fact unintended true"),
        {"status": "awaiting_choice", "ruling": {"chooser": "E"}},
    ),
    Case(
        "law_31_not_a_slip_call_at_partner_turn_lho_chooses",
        full(f"{AGAIN}; fact unintended false"),
        {
            "status": {"awaiting_choice", "awaiting_fact"},
            "ruling": {"offender": "N"},
            "chooser_not": "W",
        },
    ),
    Case(
        "law_36b4_inadmissible_double_out_of_rotation",
        full("N 1S; E Pass; N X; W dir"),
        {
            "status": "auction",
            "next": "S",
            "must_pass_has": [("S", "rest_of_auction")],
            "irr_has": [("inadmissible_double", "N")],
        },
    ),
    Case(
        "law_36_2007_inadmissible_double_out_of_rotation",
        full("N 1S; E Pass; N X; W dir", "2007"),
        {
            "status": "auction",
            "next": "S",
            "must_pass_has": [("S", "rest_of_auction")],
            "irr_has": [("inadmissible_double", "N")],
        },
    ),
]


FACE_DOWN_TOO = full(f"{NT}; W card H2; N dir")
FACE_DOWN_TOO["events"].insert(7, {"by": "E", "card": "DA", "face_down": True})

CASES += [
    Case(
        "law_54e_presumed_declarer_attempts_the_opening_lead",
        full(f"{NT}; N card SA; E dir"),
        {
            "status": "play",
            "next": "E",
            "pcs": set(),
            "irr_has": [("exposed_card", "N")],
            "text": ["54E"],
        },
    ),
    Case(
        "law_30c_pass_of_partners_artificial_call_asked_first",
        full("N 1NT; E Pass; S 2C; N Pass; E dir"),
        {
            "status": "awaiting_fact",
            "question": "artificial",
            "ruling": {"irregularity": "pass_out_of_rotation", "chooser": "E"},
        },
    ),
    Case(
        "law_30c_2007_pass_of_partners_artificial_call_asked_first",
        full("N 1NT; E Pass; S 2C; N Pass; E dir", "2007"),
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "ruling": {"irregularity": "pass_out_of_rotation", "chooser": "E"},
        },
    ),
    Case(
        "law_54_face_down_lead_of_the_right_defender_goes_back_said",
        FACE_DOWN_TOO,
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
            "text_en": ["face"],
            "text_en_not": ["♦A"],
        },
    ),
]


#: West leads face up at East's turn and the director is called: seed 004 asks
#: first whether an opponent induced the lead (47E1; if so there is no 54 at all),
#: then whether declarer could have seen dummy (54C), before the options
W_LEADS = f"{NT}; W card H2; N dir"

CASES += [
    Case(
        "questions_order_opening_lead_out_of_turn_47e1_first",
        full(W_LEADS),
        {"questions": ["opponent_induced"]},
    ),
    Case(
        "questions_after_47e1_answered_54c_next",
        full(f"{W_LEADS}; fact opponent_induced false"),
        {"questions": ["could_see_dummy"]},
    ),
    Case(
        "questions_insufficient_bid_artificial_first",
        full("N 1S; E 1H; S dir"),
        {"questions": ["artificial"]},
    ),
    Case(
        "questions_2007_insufficient_bid_none_before_the_choice",
        full("N 1S; E 1H; S dir", "2007"),
        {"questions": [], "status": "awaiting_choice"},
    ),
    Case("questions_change_of_call_unintended_first", full(AGAIN), {"questions": ["unintended"]}),
]


DROPPED = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 3, "EW": 1}, "leader": "N"}
CASES += [
    Case(
        f"questions_low_card_dropped_deliberate_asked_{ed}",
        {
            "edition": ed,
            "board": 1,
            "situation": DROPPED,
            "events": events("N card HQ; E card H3; S card H8; W exp D3; N dir"),
        },
        {"questions": ["deliberate"], "status": "awaiting_fact"},
    )
    for ed in ("2017", "2007")
]


AFTER_PLAY = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}
CASES += [
    Case(
        "questions_found_revoke_after_play_who_won_the_trick_first",
        {
            "edition": "2017",
            "board": 1,
            "situation": AFTER_PLAY,
            "events": [{"fact": "revoke", "value": {"seat": "E", "trick": 5}}],
        },
        {"questions": ["revoke_trick_won_by"], "status": "awaiting_fact"},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_protocol(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
