"""Fourteenth blind check (issue 13 "accuracy"), the words a director reads
in Dutch, German and English, both editions, on records the earlier rounds
did not use: the NBB's card notation (♠V, ♥H, ♦B; German ♠D, ♥K, ♦B; ♣10
everywhere), no trump as SA, seats as words (Oost, Ost), the penalty card
terms (grote strafkaart, Hauptstrafkarte), the lead restriction of 50D2 in
words, one trick in the singular and more in the plural after a revoke; and
records ``rule`` must refuse (a claim beyond the tricks left, a count of 14,
a score no contract can make, tricks adding up to more than thirteen, a
card that does not exist, a seat that does not exist): said in the
reader's language, naming what is wrong, never a traceback. Every record
also goes through :func:`check6_cases.run6` (code names, English words in
Dutch or German, seat letters in sentences, irregularities unlisted).
Expected words set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, pc
from check9_cases import revokes
from check11_cases import alike
from rule_cases import rule_refused
from test_cases_check13_text import says

#: 4H by North after six tricks: West on lead, East holds ♠Q (major)
N_4H_SQ = contract("4H", "N", 3, 3, leader="W", penalty_cards=[pc("E", "SQ")])
#: 2NT by West after six tricks: South on lead, North holds ♦J (major)
W_2NT_DJ = contract("2NT", "W", 3, 3, leader="S", penalty_cards=[pc("N", "DJ")])
#: 3NT by East after four tricks: South on lead, North holds ♥K (major)
E_3NT_HK = contract("3NT", "E", 2, 2, leader="S", penalty_cards=[pc("N", "HK")])
#: 5D by South, the play over: NS 9 tricks before the revokes
S_5D_9 = contract("5D", "S", 9, 4)
#: 4S by West after four tricks: North on lead, South holds ♣10 (major)
W_4S_CT = contract("4S", "W", 2, 2, leader="N", penalty_cards=[pc("S", "CT")])

CASES: list[Case] = [
    *alike(
        "law_50d2_text_easts_spade_queen_in_each_language",
        N_4H_SQ,
        "",
        says(
            ["♠V", "grote strafkaart", "Oost", "Noord", "4♥"],
            ["♠Q", "major penalty card", "East", "North", "4♥"],
            ["♠D", "Hauptstrafkarte", "Ost", "Nord", "4♥"],
        ),
    ),
    *alike(
        "law_50d2_text_norths_diamond_jack_2nt",
        W_2NT_DJ,
        "",
        says(
            ["♦B", "grote strafkaart", "2SA", "Zuid"],
            ["♦J", "major penalty card", "2NT", "South"],
            ["♦B", "Hauptstrafkarte", "2SA", "Süd"],
        ),
    ),
    *alike(
        "law_50d2_text_norths_heart_king_3nt",
        E_3NT_HK,
        "",
        says(["♥H", "3SA"], ["♥K", "3NT"], ["♥K", "3SA"]),
    ),
    *alike(
        "law_50d2_text_souths_club_ten_written_10",
        W_4S_CT,
        "",
        says(["♣10"], ["♣10"], ["♣10"], not_nl=["♣T"], not_en=["♣T"], not_de=["♣T"]),
    ),
    # the suit forbidden, in words
    *alike(
        "law_50d2a_text_spades_forbidden_in_words",
        N_4H_SQ,
        "N ch prohibit_suit:S",
        says(["schoppen"], ["spades"], ["Pik"]),
    ),
    *alike(
        "law_50d2a_text_diamonds_required_in_words",
        W_2NT_DJ,
        "W ch require_suit:D",
        says(["ruiten"], ["diamonds"], ["Karo"]),
    ),
    # 64A1: two tricks (plural); 64A2: one trick (singular)
    *alike(
        "law_64a1_text_5d_two_tricks_plural",
        S_5D_9,
        revokes(("W", 6, "W", 1)),
        says(["2 slagen"], ["2 tricks"], ["2 Stiche"]),
    ),
    *alike(
        "law_64a2_text_5d_one_trick_singular",
        S_5D_9,
        revokes(("W", 6, "S", 1)),
        says(["1 slag"], ["1 trick"], ["1 Stich"]),
    ),
]

#: records that must be refused: (name, record, what the message must name)
NINE_DONE = contract("4S", "N", 7, 2, leader="N")
OVER = contract("3NT", "N", 9, 4)
REFUSED: list[tuple[str, dict[str, Any], str]] = []
for ed in ("2017", "2007"):
    REFUSED += [
        (
            f"law_68_refused_claim_beyond_the_tricks_left_{ed}",
            at(NINE_DONE, "N claim 13", ed),
            "13",
        ),
        (
            f"law_79b_refused_a_count_of_fourteen_{ed}",
            at(OVER, [{"fact": "tricks_disputed", "value": 14}], ed),
            "14",
        ),
        (
            f"law_79c_refused_a_score_no_contract_makes_{ed}",
            at(OVER, [{"fact": "score_error", "value": 425}], ed),
            "425",
        ),
        (
            f"law_68_refused_claim_by_no_seat_{ed}",
            at(NINE_DONE, [{"by": "X", "claim": 11}], ed),
            "X",
        ),
        (
            f"law_50_refused_a_penalty_card_that_is_no_card_{ed}",
            at(contract("4S", "N", 2, 2, leader="E", penalty_cards=[pc("W", "SZ")]), "", ed),
            "SZ",
        ),
        (
            f"law_79b_refused_revoke_by_no_seat_{ed}",
            at(OVER, [fact("revoke", {"seat": "Q", "trick": 3})], ed),
            "Q",
        ),
    ]
#: English words that must not be in a Dutch or German refusal
ENGLISH = ("claimed", "does not", "is not", "tricks")


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_text(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize(("lang"), ["nl", "en", "de"])
@pytest.mark.parametrize(("name", "data", "named"), REFUSED, ids=[r[0] for r in REFUSED])
def test_law_check14_refused_in_words(
    name: str, data: dict[str, Any], named: str, lang: str, tmp_path: Path
) -> None:
    said = rule_refused(data, tmp_path, lang)
    assert named in said, said
    assert "None" not in said and "{" not in said
    if lang != "en":
        assert not [w for w in ENGLISH if w in said], said
