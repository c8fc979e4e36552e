"""Thirteenth blind check (issue 13), the text a director reads in Dutch,
German and English, both editions: the NBB's terms (leider, blinde,
wedstrijdleider, grote and kleine strafkaart, doublet, redoublet) and the
German ones of seed 002 (Alleinspieler, Dummy, Turnierleiter, Haupt- and
Nebenstrafkarte, Kontra, Rekontra); cards as suit symbol and the
language's rank (♠V and ♥H in Dutch, ♠D in German, ♦B in both, ♣10
everywhere, never a T); no trump as SA in Dutch and German; one trick in
the singular and two in the plural; seats as words, Süd with its umlaut.
Every record also goes through :func:`check6_cases.run6`, which reads the
three texts for code names, English words in Dutch or German, seat letters
in sentences and irregularities left unlisted. The words and notation
expected were set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, pc
from check9_cases import revokes
from check11_cases import alike, three

#: 3NT by North after six tricks: North led ♣2, East holds ♠Q (major)
N_3NT_C2 = contract("3NT", "N", 3, 3, current=["N:C2"], penalty_cards=[pc("E", "SQ")])
#: 4S by South after four tricks, South on lead
S_4S_S = contract("4S", "S", 2, 2, leader="S")
#: 4H by South whose play is over: NS 8 tricks before the revokes
S_4H_8 = contract("4H", "S", 8, 5)
#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}
#: 2S by East (dummy West) after four tricks: North on lead
E_2S_N = contract("2S", "E", 2, 2, leader="N")
#: 2S by North after six tricks: dummy South led ♣4, West ♣2, North ♣5; West's ♥9 major
N_2S_H9 = contract("2S", "N", 3, 3, current=["S:C4", "W:C2", "N:C5"], penalty_cards=[pc("W", "H9")])
#: 4S by South after four tricks: South led ♥5, West ♥2, dummy ♥7
S_4S_T5 = contract("4S", "S", 2, 2, current=["S:H5", "W:H2", "N:H7"])


def says(nl: list[str], en: list[str], de: list[str], **more: object) -> dict[str, object]:
    """What the Dutch, English and German texts must each show."""
    return {"text_nl": nl, "text_en": en, "text_de": de, **more}


CASES: list[Case] = [
    # ---- cards and penalty cards ----------------------------------------------------------
    *alike(
        "law_50d1_text_east_keeps_his_spade_queen_major",
        N_3NT_C2,
        "E card C5",
        says(
            ["♠V", "grote strafkaart", "3SA", "Oost"],
            ["♠Q", "major penalty card", "3NT", "East"],
            ["♠D", "Hauptstrafkarte", "3SA", "Ost"],
        ),
    ),
    *alike(
        "law_50b_text_east_drops_the_heart_king",
        S_4S_S,
        "E exp HK; S dir",
        says(["♥H", "grote strafkaart"], ["♥K", "major penalty card"], ["♥K", "Hauptstrafkarte"]),
    ),
    *alike(
        "law_50b_text_west_drops_the_diamond_jack_an_honour",
        S_4S_S,
        "W exp DJ; S dir",
        says(["♦B", "grote strafkaart"], ["♦J", "major penalty card"], ["♦B", "Hauptstrafkarte"]),
    ),
    *alike(
        "law_50b_text_west_drops_the_diamond_four_by_accident",
        S_4S_S,
        "W exp D4; S dir; fact deliberate false",
        says(["♦4", "kleine strafkaart"], ["♦4", "minor penalty card"], ["♦4", "Nebenstrafkarte"]),
    ),
    *alike(
        "law_50b_text_west_drops_the_club_ten_written_10",
        S_4S_S,
        "W exp CT; S dir; fact deliberate false",
        says(["♣10"], ["♣10"], ["♣10"], not_nl=["♣T"], not_en=["♣T"], not_de=["♣T"]),
    ),
    *alike(
        "law_57a_text_west_leads_before_partner_played",
        S_4S_T5,
        "W card D3; S dir; fact led true",
        says(["♦3", "Zuid"], ["♦3", "South"], ["♦3", "Süd"], not_de=["Sued"]),
    ),
    # ---- suits in sentences as words --------------------------------------------------------
    *alike(
        "law_50d2_text_hearts_named_in_each_language",
        N_2S_H9,
        "E card CK",
        says(["harten"], ["hearts"], ["Coeur"]),
    ),
    # ---- trick counts: singular and plural ----------------------------------------------------
    *alike(
        "law_64a1_text_two_tricks_transferred_plural",
        S_4H_8,
        revokes(("E", 3, "E", 2)),
        says(["2 slagen"], ["2 tricks"], ["2 Stiche"]),
    ),
    *alike(
        "law_64a2_text_one_trick_transferred_singular",
        S_4H_8,
        revokes(("E", 3, "N", 2)),
        says(["1 slag"], ["1 trick"], ["1 Stich"]),
    ),
    # ---- calls in words ----------------------------------------------------------------
    *alike(
        "law_36b2_text_inadmissible_redouble_named",
        ONE_H,
        "E XX; S dir",
        says(["redoublet"], ["redouble"], ["Rekontra"]),
    ),
    *alike(
        "law_32_text_double_out_of_rotation_named",
        {"auction": ["1C", "Pass"]},
        "W X; N dir",
        says(["doublet"], ["double"], ["Kontra"]),
    ),
    *three(
        "law_27_text_insufficient_1h_over_1nt_lowest_2h",
        ONE_NT,
        {
            "2017": (
                "E 1H; S dir; fact artificial false",
                says(["1♥", "2♥"], ["1♥", "2♥"], ["1♥", "2♥"]),
            ),
            "2007": ("E 1H; S dir", says(["1♥", "2♥"], ["1♥", "2♥"], ["1♥", "2♥"])),
        },
    ),
    # 27B1a's question: artificial (2017 before the choice, 2007 after the replacement)
    *three(
        "law_27b1a_text_artificial_asked_in_each_language",
        ONE_NT,
        {
            "2017": ("E 1S; S dir", says(["kunstmatig"], ["artificial"], ["künstlich"])),
            "2007": (
                "E 1S; S dir; S ch reject; E 2S",
                says(["kunstmatig"], ["artificial"], ["künstlich"]),
            ),
        },
    ),
    # ---- the players' roles --------------------------------------------------------------
    *alike(
        "law_56_text_declarer_chooses_named_leider",
        E_2S_N,
        "S card D7; E dir; fact opponent_induced false",
        says(["leider"], ["Declarer"], ["Alleinspieler"]),
    ),
    *alike(
        "law_54_text_opening_lead_out_of_turn_dummy_named_blinde",
        contract("4H", "N"),
        "W card S9; N dir; fact opponent_induced false; fact could_see_dummy false",
        says(["blinde"], ["dummy"], ["Dummy"]),
    ),
    *alike(
        "law_9b1_text_director_named_wedstrijdleider",
        E_2S_N,
        "S card D7; E dir",
        says(["wedstrijdleider"], ["director"], ["Turnierleiter"]),
    ),
    # ---- results ---------------------------------------------------------------------
    *alike(
        "law_77_text_3nt_made_written_sa",
        contract("3NT", "N", 9, 4),
        "",
        says(["3SA", "400"], ["3NT", "400"], ["3SA", "400"]),
    ),
    *alike(
        "law_77_text_4hx_made_score_590",
        contract("4HX", "S", 10, 3),
        "",
        says(["590"], ["590"], ["590"]),
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_text(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
