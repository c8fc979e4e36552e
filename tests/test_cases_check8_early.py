"""Eighth blind check (issue 13), part 2: before and around the auction.
A hand with a wrong number of cards (13), a missing card (14), a wrong board
(15B; 2007 15A-15C) and cards taken from a wrong board (15A; 2007 17D), and
the auction reverting after a pass out of rotation deprived a player of his
turn (2017 17D3, 2007 17E2). Each record is ruled in both editions; where
their numbers differ the text must name the edition's own law. Whole boards
on rule_cases.DEAL (North deals, nobody vulnerable). Expectations set down
from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, full, params
from check6_cases import run6
from check7_cases import contract, each
from check8_cases import ev

#: the 2017 number and the 2007 number of the same rule
NUMBERS = {"2017": 0, "2007": 1}


def by_edition(
    name: str,
    text: str,
    expect: dict[str, Any],
    laws: tuple[str, str],
    wrong: str = "",
    **per: dict[str, Any],
) -> list[Case]:
    """A whole board ruled in both editions; the text names ``laws`` (2017, 2007);
    ``per`` holds what one edition rules otherwise (``e2007={...}``)."""
    return [
        Case(
            f"{name}_{ed}",
            full(text, ed),
            {**expect, **per.get(f"e{ed}", {}), "text_all": [laws[NUMBERS[ed]]]},
            wrong,
        )
        for ed in NUMBERS
    ]


def sit_by_edition(
    name: str,
    situation: dict[str, Any],
    evs: list[dict[str, Any]],
    expect: dict[str, Any],
    laws: tuple[str, str],
    wrong: str = "",
) -> list[Case]:
    out: list[Case] = []
    for ed in NUMBERS:
        out += each(name, situation, evs, {**expect, "text_all": [laws[NUMBERS[ed]]]}, wrong, (ed,))
    return out


CASES: list[Case] = [
    # ---- 13: a wrong number of cards --------------------------------------------------
    # found before anyone with a wrong hand has called: the hands are put right and the
    # board is played normally (2017 13A1; 2007 13D1)
    *by_edition(
        "law_13a_too_many_cards_found_before_any_call",
        "fact wrong_number_of_cards true seat=N short=E",
        {"status": "auction", "next": "N", "irr": [("wrong_number_of_cards", "N", None)]},
        ("13A", "13D"),
    ),
    # North opened with fourteen cards: can the board be played normally? (2017 13B,
    # 2007 13A)
    *by_edition(
        "law_13b_too_many_cards_after_norths_opening_playable_asked",
        "N 1NT; E Pass; fact wrong_number_of_cards true seat=N short=E",
        {"status": "awaiting_fact", "questions": ["playable"]},
        ("13B", "13A"),
    ),
    *by_edition(
        "law_13b1_playable_the_auction_goes_on_without_a_change_of_call",
        "N 1NT; E Pass; fact wrong_number_of_cards true seat=N short=E; fact playable true",
        {"status": "auction", "next": "S"},
        ("13B1", "13A"),
    ),
    *by_edition(
        "law_13b2_not_playable_adjusted_score",
        "N 1NT; E Pass; fact wrong_number_of_cards true seat=N short=E; fact playable false",
        {"next": None},
        ("13B2", "13B"),
    ),
    # found after the play: the result is cancelled (2017 13D, 2007 13C)
    *sit_by_edition(
        "law_13d_wrong_number_of_cards_found_after_the_play_result_cancelled",
        contract("3NT", "N", 9, 4),
        ev("fact wrong_number_of_cards true seat=N short=E"),
        {"irr": [("wrong_number_of_cards", "N", None)]},
        ("13D", "13C"),
    ),
    # ---- 14: a missing card ---------------------------------------------------------------
    # West's ♥7 found (under the board) before the opening lead: restored, play normally
    *by_edition(
        "law_14a_missing_card_found_before_the_opening_lead",
        f"{NT}; fact missing_card H7 seat=W",
        {"status": "play", "next": "E", "irr": [("missing_card", "W", None)]},
        ("14A", "14A"),
    ),
    # found after the opening lead, elsewhere than among the played cards: restored (14B2)
    *by_edition(
        "law_14b2_missing_card_found_after_the_opening_lead",
        f"{NT}; E card DA; S card D5; W card D3; N card D8; fact missing_card H7 seat=W",
        {"status": "play", "next": "E", "irr": [("missing_card", "W", None)]},
        ("14B2", "14B2"),
    ),
    # ---- 15: a wrong board --------------------------------------------------------------------
    # found during the play, nobody at the table had played it: play on, the result stands
    # (2017 15B2; 2007 15A1)
    *sit_by_edition(
        "law_15b2_wrong_board_found_in_the_play_nobody_played_it_before",
        contract("4H", "W", 2, 3, leader="N"),
        ev("fact wrong_board false"),
        {"status": "play", "next": "N", "irr": [("wrong_board", None, None)]},
        ("15B2", "15A"),
    ),
    # one of the four had played it before: the board is cancelled for both sides,
    # artificial adjusted scores (2017 15B1, 15B3; 2007 15B)
    *sit_by_edition(
        "law_15b1_wrong_board_found_in_the_play_played_before_cancelled",
        contract("4H", "W", 2, 3, leader="N"),
        ev("fact wrong_board true"),
        {"next": None, "tricks": None, "score": None},
        ("15B1", "15B"),
    ),
    # a wrong board found in the auction, nobody had played it: 2017 the auction and play
    # are completed (15B2); 2007 15C, the auction is cancelled, the right contestants sit
    # down and repeat their calls (this table's auction does not go on)
    *by_edition(
        "law_15_wrong_board_found_during_the_auction_nobody_played_it",
        "N 1S; E Pass; fact wrong_board false",
        {"irr": [("wrong_board", None, None)]},
        ("15B2", "15C"),
        e2017={"status": "auction", "next": "S"},
    ),
    # North called with cards of another board; South has not called: the call is
    # cancelled and North calls again with his own cards (2017 15A1, 15A2b; 2007 17D)
    *by_edition(
        "law_15a2b_cards_from_a_wrong_board_partner_not_called_north_calls_again",
        "N 1S; E Pass; fact cards_from_wrong_board true seat=N",
        {"status": "auction", "next": "N", "irr_has": [("cards_from_wrong_board", "N")]},
        ("15A2b", "17D"),
    ),
    # ... South has called since: 2017 an adjusted score (15A2a); 2007 17D2 North calls
    # again, an artificial score only if his new call differs from the cancelled one
    *by_edition(
        "law_15a2a_cards_from_a_wrong_board_partner_called_since",
        "N 1S; E Pass; S 2S; W Pass; fact cards_from_wrong_board true seat=N",
        {"irr_has": [("cards_from_wrong_board", "N")]},
        ("15A2a", "17D2"),
        e2017={"next": None, "status": "complete"},
        e2007={"next": "N", "status": "auction"},
    ),
    # ---- 17D3 (2007 17E2): three passes, one out of rotation, South lost his turn ----------
    # North 1S, East pass, West passes at South's turn, North passes over it: the auction
    # is not over; it goes back to South, the later passes are cancelled
    *by_edition(
        "law_17d3_pass_out_of_rotation_deprived_south_auction_goes_back_to_him",
        "N 1S; E Pass; W Pass; N Pass; E Pass",
        {"status": "auction", "next": "S", "contract": None},
        ("17D3", "17E2"),
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_early(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
