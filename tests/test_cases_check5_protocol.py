"""Fifth blind check (issue 13): the director's questions in the order of
seed 004's protocols (the NBB's table protocols), and the human text of
finished rulings in Dutch, English and German: every irregularity listed, the
branch taken named with its law numbers, the NBB's Dutch terms. Set down from
the seeds before the records were run; tests/check5_cases.py holds the text
checks every case gets.

Seed 004's orders used here:
- lead out of turn (opening lead or later): first whether an opponent told the
  player to lead (47E1), then whether declarer could have seen dummy's cards
  (54C), only then the options;
- insufficient bid: first what the bid meant (27B1a/B1b/B2), then the LHO's
  choice; after the replacement whether it is comparable;
- change of call: first whether the call was unintended (25A), then 25B;
- pass out of rotation: whether partner's call was artificial (30C) comes first;
- call out of rotation otherwise: no question, the LHO chooses at once.

Board 1, North deals, nobody vulnerable (tests/check2_cases.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, params
from check5_cases import full5, run5

BOTH = ("2017", "2007")

#: East won trick 1 with the diamond ace; West leads out of turn, North calls
W_LEADS_T2 = f"{NT}; E card DA; S card D5; W card D3; N card D8; W card H2; N dir"
#: ... or declarer leads from his hand while East is on lead
N_LEADS_T2 = f"{NT}; E card DA; S card D5; W card D3; N card D8; N card S2; E dir"


def both(name: str, text: str, expect: dict[str, Any], wrong: str = "") -> list[Case]:
    return [Case(f"{name}_{ed}", full5(text, ed), expect, wrong) for ed in BOTH]


CASES: list[Case] = [
    # ---- the order of the questions ----------------------------------------------------
    *both(
        "law_54_order_47e1_then_54c_before_the_options",
        f"{NT}; W card H2; N dir",
        {
            "order": ["opponent_induced"],
            "ruling": {"irregularity": "opening_lead_out_of_turn", "chooser": "N"},
            "text_nl": ["wedstrijdleider"],
            "text_de": ["Turnierleiter"],
        },
    ),
    *both(
        "law_54c_order_could_see_dummy_after_47e1_is_answered",
        f"{NT}; W card H2; N dir; fact opponent_induced false",
        {"order": ["could_see_dummy"], "ruling": {"chooser": "N"}},
    ),
    *both(
        "law_56_order_47e1_first_defenders_lead_out_of_turn",
        W_LEADS_T2,
        {
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "W")],
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"accept", "reject"}},
        },
    ),
    *both(
        "law_55a_order_47e1_first_declarers_lead_out_of_turn",
        N_LEADS_T2,
        {
            "order": ["opponent_induced"],
            "ruling": {"offender": "N", "options_has": {"accept", "reject"}},
        },
    ),
    # seed 004 follows the 2017 Law 27 (27B1a/27B1b by 23A): the meaning first
    Case(
        "law_27_order_meaning_before_the_lhos_choice_2017",
        full5("N 1S; E 1H; S dir"),
        {
            "status": "awaiting_fact",
            "order": ["artificial"],
            "question": "artificial",
            "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
        },
    ),
    # 2007: 27B1a/27B1b are judged once the bid is replaced; the choice comes first,
    # with every branch explained (10C1)
    Case(
        "law_27_2007_lhos_choice_first_every_branch_explained",
        full5("N 1S; E 1H; S dir", "2007"),
        {
            "status": "awaiting_choice",
            "order": [],
            "ruling": {"chooser": "S", "options": {"accept", "reject"}},
            "text_all": ["27A1", "27B1", "27B2", "27B3"],
        },
    ),
    *both(
        "law_27b_order_comparable_asked_after_the_replacement",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C",
        {"status": "awaiting_fact", "question": "comparable"},
    ),
    *both(
        "law_25_order_unintended_asked_first",
        "N 1C; N 1D; E dir",
        {
            "status": "awaiting_fact",
            "order": ["unintended"],
            "question": "unintended",
            "ruling": {"irregularity": "change_of_call", "offender": "N"},
        },
    ),
    *both(
        "law_30c_order_partners_artificial_call_asked_first",
        "N 1NT; E 2C; W Pass; N dir",
        {
            "status": "awaiting_fact",
            "order": ["artificial"],
            "ruling": {"irregularity": "pass_out_of_rotation", "offender": "W", "chooser": "N"},
        },
    ),
    *both(
        "law_31_order_no_question_lho_chooses_at_once",
        "N 1S; S 2S; W dir",
        {
            "status": "awaiting_choice",
            "order": [],
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
        },
    ),
    # ---- finished rulings: the branch named in nl, en and de -------------------------------
    *both(
        "law_27b2_text_names_the_branch_partner_passes_throughout",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("W", "rest_of_auction")],
            "text_all": ["27B2"],
        },
    ),
    *both(
        "law_36b_inadmissible_double_of_partners_bid_text",
        "N 1S; E Pass; S X; W dir; S 2S",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", "rest_of_auction")],
            "irr_has": [("inadmissible_double", "S")],
            "text_all": ["36B"],
        },
    ),
    # 38B/38C: the bid of eight and the later pass are cancelled, replaced by a pass;
    # North and South pass throughout; East calls again
    *both(
        "law_38_bid_above_seven_later_call_cancelled_both_offenders_pass",
        "N 8S; E Pass; S dir",
        {
            "status": "auction",
            "next": "E",
            "must_pass": [("N", "rest_of_auction"), ("S", "rest_of_auction")],
            "irr_has": [("bid_above_seven", "N")],
            "text_all": ["38"],
        },
    ),
    *both(
        "law_54d_50d2a_text_names_both_laws_in_three_languages",
        f"{NT}; W card H2; N dir; fact opponent_induced false; fact could_see_dummy false; "
        "N ch require_retraction; N ch require_suit:H; E card HK",
        {"status": "play", "next": "S", "pcs": set(), "text_all": ["54D", "50D2a"]},
    ),
    # 54A: the Dutch text says declarer becomes 'blinde' and South 'leider'
    *both(
        "law_54a_text_dutch_terms_blinde_and_leider",
        f"{NT}; W card H2; N dir; fact opponent_induced false; fact could_see_dummy false; "
        "N ch become_dummy",
        {
            "status": "play",
            "declarer": "S",
            "next": "N",
            "text_all": ["54A"],
            "text_nl": ["blinde", "leider"],
        },
    ),
    # 62B1 then 50D2b: two rulings on one board, both listed and both named
    *both(
        "law_62b1_50d2b_two_rulings_both_listed_and_named",
        f"{NT}; E card DA; S card D5; W card S3; N dir; W card D3; N card D8; "
        "N ch no_restriction; E card DK",
        {
            "status": "play",
            "next": "S",
            "pcs": {("W", "S3", "major")},
            "irr_has": [("revoke", "W")],
            "text_all": ["62B1", "50D2b"],
        },
    ),
    # seed 004 'Strafkaart': whether the card is major or minor (50B) is settled before
    # the play goes on: a low card dropped by a defender asks whether it was deliberate
    *both(
        "law_50b_order_deliberate_asked_for_a_defenders_low_card",
        f"{NT}; E card DA; S card D5; W exp H7; N dir",
        {"status": "awaiting_fact", "order": ["deliberate"], "question": "deliberate"},
    ),
    # an honour is a major penalty card whatever the reason: nothing to ask
    *both(
        "law_50b_honour_exposed_no_question_major_at_once",
        f"{NT}; E card DA; S card D5; W card D3; N card D8; E exp SQ; N dir",
        {"order": [], "pcs": {("E", "SQ", "major")}, "text_all": ["50"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check5_protocol(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
