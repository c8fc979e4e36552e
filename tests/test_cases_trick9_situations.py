"""Situations (spec §6) a table cannot show are refused, in the director's
words, naming the fields that disagree; set down from the laws before the
records were run (own words; law numbers cited).

The player on lead fits the tricks quitted: at trick 1 declarer's left-hand
opponent leads (41A); later the winner of the last trick leads (44G), so his
side has won a trick; after thirteen tricks nobody leads. The same holds for
the first card of the trick in progress. Possible situations stay accepted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import clean_texts, rule_json, rule_refused

from bridgelaws.situation import SituationError, parse_situation

EDITIONS = ("2017", "2007", "rubber")


def three_nt(ns: int, ew: int, **more: Any) -> dict[str, Any]:
    return {"contract": "3NT", "declarer": "N", "tricks": {"NS": ns, "EW": ew}, **more}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44g_situation_leader_whose_side_won_no_trick_is_refused(
    edition: str, tmp_path: Path
) -> None:
    data = sit(three_nt(0, 5, leader="N"), [], edition)
    en = rule_refused(data, tmp_path, "en")
    assert "situation.leader" in en
    assert "North leads to trick 6, so his side won trick 5" in en
    assert "the tricks quitted give North-South none" in en
    nl = rule_refused(data, tmp_path, "nl")
    assert "Noord speelt voor in slag 6, dus zijn partij won slag 5" in nl
    assert "heeft Noord-Zuid er geen" in nl
    de = rule_refused(data, tmp_path, "de")
    assert "Nord spielt zu Stich 6 aus" in de and "hat Nord-Süd keinen" in de
    for text in (en, nl, de):
        assert "None" not in text and "Traceback" not in text


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44g_situation_trick_in_progress_led_by_a_side_without_tricks_is_refused(
    edition: str, tmp_path: Path
) -> None:
    data = sit(three_nt(5, 0, current=["E:SA", "S:S2"]), [], edition)
    en = rule_refused(data, tmp_path, "en")
    assert "situation.current[0]" in en
    assert "East leads to trick 6, so his side won trick 5" in en
    assert "give East-West none" in en
    assert "Oost speelt voor in slag 6" in rule_refused(data, tmp_path, "nl")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("field", ["leader", "current"])
def test_law_41a_situation_opening_lead_by_another_player_is_refused(
    edition: str, field: str, tmp_path: Path
) -> None:
    more: dict[str, Any] = {"leader": "W"} if field == "leader" else {"current": ["W:SA"]}
    data = sit(three_nt(0, 0, **more), [], edition)
    en = rule_refused(data, tmp_path, "en")
    assert "West cannot lead to the first trick: the opening lead is made by East" in en
    nl = rule_refused(data, tmp_path, "nl")
    assert "West kan niet uitkomen in de eerste slag" in nl and "van Oost" in nl
    assert "Ost" in rule_refused(data, tmp_path, "de")


@pytest.mark.parametrize("edition", EDITIONS)
def test_spec6_situation_leader_after_thirteen_tricks_is_refused(
    edition: str, tmp_path: Path
) -> None:
    data = sit(three_nt(9, 4, leader="E"), [], edition)
    assert "nobody leads any more" in rule_refused(data, tmp_path, "en")
    assert "niemand speelt nog voor" in rule_refused(data, tmp_path, "nl")


def test_spec6_situation_refusal_in_words_names_the_field() -> None:
    # the assistant and the web form say the field as a person names it
    with pytest.raises(SituationError) as caught:
        parse_situation(three_nt(0, 5, leader="S"))
    words = caught.value.in_words().render("nl")
    assert words.startswith("De speler die voorspeelt: Zuid speelt voor in slag 6")
    assert "None" not in words


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "situation",
    [
        three_nt(0, 0, leader="E"),
        three_nt(0, 0, current=["E:SA"]),
        # dummy won the last trick: declarer leads from dummy
        three_nt(1, 4, leader="S"),
        three_nt(4, 1, current=["W:H2", "N:H3"]),
        three_nt(12, 0, leader="N"),
    ],
)
def test_law_44g_situation_possible_leaders_are_accepted(
    edition: str, situation: dict[str, Any], tmp_path: Path
) -> None:
    data = sit(situation, [], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["irregularities"] == []
    clean_texts(data, tmp_path)
