"""67: a defective trick finding that cannot be true is refused, saying in
the director's words which player, which trick and what is wrong (nl, en,
de), never naming the record's fields and never where a hidden card lies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, events
from rule_cases import record, rule_json, rule_refused

#: 3NT by North after eight tricks, South on lead to trick 9 (hands unknown)
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 5, "EW": 3}, "leader": "S"}
#: 1♥ by South (rule_cases.DEAL), trick 1 won by South, who leads the ♠6 to trick 2
TRICK_2 = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6"

FIELDS = ("defective_trick", "misplaced", "null", "None", "seat:", "trick:", "value")


def _refused(data: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    texts = {lang: rule_refused(data, tmp_path, lang) for lang in ("nl", "en", "de")}
    for text in texts.values():
        assert not any(word in text for word in FIELDS), text
        assert "Traceback" not in text
    return texts


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_finding_without_a_player_is_refused_in_words(edition: str, tmp_path: Path) -> None:
    texts = _refused(sit(EIGHT, [fact("defective_trick", True, trick=3)], edition), tmp_path)
    assert "must name the player whose card was wrong: North, East, South or West" in texts["en"]
    assert "moet de speler worden genoemd wiens kaart niet klopte: Noord, Oost" in texts["nl"]
    assert "muss der Spieler genannt werden" in texts["de"]
    assert "action 1:" in texts["en"] and "handeling 1:" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_finding_with_a_bad_player_or_trick_is_refused(edition: str, tmp_path: Path) -> None:
    texts = _refused(
        sit(EIGHT, [fact("defective_trick", True, trick=3, seat="Q")], edition), tmp_path
    )
    assert 'A defective trick (67): "Q" is not a player (N, E, S or W).' in texts["en"]
    assert 'Onvolledige of overvolle slag (67): "Q" is geen speler (N, E, S of W).' in texts["nl"]
    assert 'Fehlerhafter Stich (67): "Q" ist kein Spieler (N, E, S oder W).' in texts["de"]
    texts = _refused(
        sit(EIGHT, [fact("defective_trick", True, trick=0, seat="E")], edition), tmp_path
    )
    assert "0 is not a trick number from 1 to 13" in texts["en"]
    assert "0 is geen slagnummer van 1 tot en met 13" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_trick_not_played_yet_is_refused(edition: str, tmp_path: Path) -> None:
    texts = _refused(
        sit(EIGHT, [fact("defective_trick", True, trick=10, seat="E")], edition), tmp_path
    )
    assert (
        "East's card in trick 10: that trick has not been played yet (only tricks 1 to 8 so "
        "far), so it cannot be defective (67)."
    ) in texts["en"]
    assert "De kaart van Oost in slag 10: die slag is nog niet gespeeld" in texts["nl"]
    assert "Die Karte von Ost im Stich 10: dieser Stich ist noch nicht gespielt" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_unknown_defect_is_refused(edition: str, tmp_path: Path) -> None:
    texts = _refused(
        sit(EIGHT, [fact("defective_trick", "zz", trick=3, seat="W")], edition), tmp_path
    )
    assert "West's card in trick 3 (67): say that he did not play to it" in texts["en"]
    assert '"zz" is none of these' in texts["en"]
    assert (
        "De kaart van West in slag 3 (67): geef aan dat hij niet heeft bijgespeeld" in texts["nl"]
    )
    assert '"zz" ist nichts davon' in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a2_extra_card_the_seat_cannot_hold_is_refused(edition: str, tmp_path: Path) -> None:
    # West cannot hold dummy's ♠A: refused without saying where the card lies
    data = record(events(f"{TRICK_2}; W defective 1 SA"), edition)
    texts = _refused(data, tmp_path)
    assert (
        "West's card in trick 1 (67): ♠A cannot have lain in that trick as well, since West "
        "cannot hold it."
    ) in texts["en"]
    assert "want West kan die kaart niet hebben" in texts["nl"]
    assert "North" not in texts["en"] and "dummy" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_card_missing_from_the_trick_in_progress_is_refused(
    edition: str, tmp_path: Path
) -> None:
    # trick 2: South led, West is to play: North's turn has not come, and
    # South's card is on the table
    texts = _refused(record(events(f"{TRICK_2}; N defective 2"), edition), tmp_path)
    assert "that trick is still being played and it is not North's turn" in texts["en"]
    assert "die slag wordt nog gespeeld en Noord is niet aan de beurt" in texts["nl"]
    texts = _refused(record(events(f"{TRICK_2}; S defective 2"), edition), tmp_path)
    assert "South's card in trick 2 (67): he has played to the trick in progress" in texts["en"]
    assert "hij heeft in de lopende slag bijgespeeld" in texts["nl"]
    assert "er hat zum laufenden Stich bereits gespielt" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_west_to_play_may_be_found_not_to_have_played(
    edition: str, tmp_path: Path
) -> None:
    # the same finding for the seat whose turn it is stays accepted (67A1)
    report = rule_json(record(events(f"{TRICK_2}; W defective 2"), edition), tmp_path)
    rulings = [r for r in report["rulings"] if r["irregularity"] == "defective_trick"]
    assert [r["laws"] for r in rulings] == [["67A1"]]
