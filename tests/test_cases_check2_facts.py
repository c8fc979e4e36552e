"""Second blind check with the engine's own facts for what the cards cannot
show (docs/play-irregularities.md): Laws 13, 14, 15 found in the auction in
both editions, 46B designations, 58B simultaneous cards and 67A1 a
defective trick. Expected answers were set down from the seeds before each
record was run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, params, run_case
from play2_helpers import events
from rule_cases import DEAL


def rec(text: str, *more: dict[str, Any], edition: str = "2017") -> dict[str, Any]:
    evs = events(text)
    evs += list(more)
    return {"edition": edition, "board": 1, "deal": DEAL, "events": evs}


def f(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


T1 = f"{NT}; E card DA; S card D5; W card D3; N card D8"

CASES: list[Case] = [
    Case(
        "law_13a_wrong_number_of_cards_before_the_hand_called",
        rec("N 1S", f("wrong_number_of_cards", True, seat="W")),
        {"status": "auction", "next": "E", "text": ["13A"]},
    ),
    Case(
        "law_14a_missing_card_found_in_the_auction",
        rec("N 1S", f("missing_card", "C9", seat="W")),
        {
            "status": "auction",
            "next": "E",
            "ruling": {"irregularity": "missing_card"},
            "text": ["14A"],
        },
    ),
    Case(
        "law_14a_2007_missing_card_found_in_the_auction",
        rec("N 1S", f("missing_card", "C9", seat="W"), edition="2007"),
        {"status": "auction", "next": "E", "ruling": {"irregularity": "missing_card"}},
    ),
    Case(
        "law_15b2_wrong_board_in_the_auction_nobody_played_it",
        rec("N 1S; E Pass", f("wrong_board", False)),
        {"status": "auction", "next": "S", "text": ["15B"]},
    ),
    Case(
        "law_15b1_wrong_board_played_before_cancelled",
        rec("N 1S; E Pass", f("wrong_board", True)),
        {"status": "complete", "tricks": None, "text": ["15B"]},
    ),
    Case(
        "law_15c_2007_wrong_board_in_the_auction_calls_repeated",
        rec("N 1S; E Pass", f("wrong_board", False), edition="2007"),
        {"status": "complete", "text": ["15C"]},
    ),
    Case(
        "law_13b1_wrong_number_of_cards_playable_calls_stand",
        rec(
            "N 1S; E Pass; S 2S; W Pass",
            f("wrong_number_of_cards", True, seat="W"),
            f("playable", True),
        ),
        {"status": "auction", "next": "N", "text": ["13B"]},
    ),
    Case(
        "law_13b2_wrong_number_of_cards_not_playable_adjusted_score",
        rec(
            "N 1S; E Pass; S 2S; W Pass",
            f("wrong_number_of_cards", True, seat="W"),
            f("playable", False),
        ),
        {"status": "complete", "text": ["13B"]},
    ),
    Case(
        "law_46b1a_high_plays_dummys_highest_of_the_suit_led",
        rec(f"{NT}; E card DA", f("designation", "high")),
        {"status": "play", "next": "W", "irr_has": [("incomplete_designation", "N")]},
    ),
    Case(
        "law_58b2_two_cards_led_at_once_offender_designates",
        rec(NT, f("simultaneous_cards", ["DA", "DK"], seat="E")),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options_has": {"card:DA", "card:DK"}},
        },
    ),
    Case(
        "law_58b2_the_other_card_a_major_penalty_card",
        rec(NT, f("simultaneous_cards", ["DA", "DK"], seat="E"), {"by": "E", "choose": "card:DA"}),
        {"status": "play", "next": "S", "pcs": {("E", "DK", "major")}},
    ),
    Case(
        "law_67a1_missing_card_added_before_the_next_trick",
        rec(T1, f("defective_trick", True, trick=1, seat="W")),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "W", "options_has": {"card:D3", "card:D4", "card:D7"}},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_facts(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
