"""Sub-laws of 41-71 with no case named after them (trick15b, item 4): 44B,
45A, 45B, 45G, 46A, 65A, 65B1 (and 65B2 beside it), two cases each, both
editions (2007 reads the same for all of them: seed 002).

Each expectation was written from the seeds (000 Dutch 2017, 002 German
2007) before the case was run:

* 44B: after the lead each player plays a card in turn; the four cards are
  the trick, won by the highest card of the suit led (44F), whose winner
  leads next (44G).
* 45A: a player other than dummy plays a card by putting it face up on the
  table; once faced it is played, so a second card of his to the same trick
  is one too many (45E1: a defender's becomes a penalty card, minor when
  low, 50).
* 45B: declarer plays from dummy by naming the card; a card dummy puts down
  unnamed is taken back (45D1).
* 45G, 65A: a card is turned face down once all four have played to the
  trick; turned earlier there is no rectification, and the others keep the
  right of 66A to see the trick. The assistant notes it for the director.
  Once the play is over, quitted cards not kept as 65A and 65C require cost
  their side the benefit of the doubt (65D, 66D).
* 46A: declarer names suit and rank; named in full, that card is played,
  the best card or not; named incompletely, 46B decides ("high": the highest
  card of the suit led, 46B1a).
* 65B1, 65B2: a quitted card points towards partner when its side won the
  trick, towards the opponents when they did; pointed wrongly, 65B3 and 65D
  rule it, and the ruling says which way was right.

The hands are unknown (spec §6): 4♠ by South after three tricks (North-South
two, East-West one), dummy's remaining cards known.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json, rule_refused

EDITIONS = ["2017", "2007"]
#: West led ♥7, dummy played ♥2, East ♥9: South to play the last card of trick 4
THREE_IN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 2, "EW": 1},
    "current": ["W:H7", "N:H2", "E:H9"],
    "dummy": "KQ76.K5.84.A",
}
#: West has led ♥7 to trick 4: declarer to play from dummy
LED: dict[str, Any] = {**THREE_IN, "current": ["W:H7"], "dummy": "KQ76.K5.84.AJ"}


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]


# ---- 44B ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44b_the_fourth_card_completes_the_trick_and_its_winner_leads(
    edition: str, tmp_path: Path
) -> None:
    # South's ♥3 is the fourth card: East's ♥9 wins (44F) and East leads (44G)
    data = sit(THREE_IN, "S card H3", edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "E"
    assert report["irregularities"] == []
    assert "East leads now." in texts["en"]
    assert "Oost speelt nu voor." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44b_dummy_wins_the_trick_and_leads_the_next(edition: str, tmp_path: Path) -> None:
    # declarer names dummy's ♥K after West's ♥7; East and South follow: the
    # king wins and the next lead is from dummy
    data = sit(LED, "N card HK named; E card H9; S card H3", edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["next"] == "N"
    assert report["irregularities"] == []
    assert "Declarer leads from dummy (North) now." in texts["en"]
    assert "De leider speelt nu voor uit de blinde (Noord)." in texts["nl"]


# ---- 45A ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45a_a_faced_card_is_played_a_second_is_a_penalty_card(
    edition: str, tmp_path: Path
) -> None:
    # East's ♥9 lies face up: it is played. His ♥4 put down as well is a
    # second card to the trick (45E1): a minor penalty card (50), South plays
    data = sit(THREE_IN, "E card H4", edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _irregularities(report) == [("exposed_card", "E", ["67A2", "45E1"])]
    assert report["next"] == "S"
    assert "East: minor penalty card ♥4" in texts["en"]
    assert "Oost: kleine strafkaart ♥4" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45a_the_trick_counts_the_faced_cards_as_played(edition: str, tmp_path: Path) -> None:
    # the three faced cards of the situation are played: South's card ends
    # the trick, and East, who won it, may lead any card (44A)
    data = sit(THREE_IN, "S card H3; E card C2", edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert report["next"] == "S"


# ---- 45B ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45b_declarer_names_dummys_card(edition: str, tmp_path: Path) -> None:
    data = sit(LED, "N card HK named", edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45b_dummy_plays_a_card_nobody_named(edition: str, tmp_path: Path) -> None:
    # dummy put the ♥5 down himself: not played, it goes back (45D1)
    data = sit(LED, ev("N card H5", [fact("not_designated", "H5")]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _irregularities(report) == [("dummy_misplaced_card", "N", ["45D1"])]
    assert report["next"] == "N"
    assert "North's ♥5 is withdrawn (45D1)" in texts["en"]


# ---- 46A ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46a_a_card_named_in_full_is_played_even_if_not_the_best(
    edition: str, tmp_path: Path
) -> None:
    # declarer names the ♥5 though dummy holds the ♥K: the five is played
    data = sit(LED, "N card H5 named; E card H9", edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46a_named_incompletely_46b1a_decides(edition: str, tmp_path: Path) -> None:
    # declarer says only "high": dummy's highest heart, the ♥K, is played
    data = sit(LED, ev([fact("designation", "high")]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _irregularities(report) == [("incomplete_designation", "S", ["46B1a"])]
    assert report["next"] == "E"
    assert "North's ♥K is played (46B1a)" in texts["en"]


# ---- 45G and 65A ---------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45g_card_turned_before_the_trick_is_complete(edition: str, tmp_path: Path) -> None:
    # West turned his ♥7 face down before East and South played: a note for
    # the director, no rectification, East plays on
    data = sit(LED, ev("N card HK named", [fact("card_quitted_early", "W")]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["irregularities"] == []
    assert report["rulings"] == []
    assert report["next"] == "E"
    assert [(n["note"], n["by"], n["laws"]) for n in report["notes"]] == [
        ("card_quitted_early", "W", ["45G", "65A", "66A"])
    ]
    assert "West turned his card face down before all four had played" in texts["en"]
    assert "West legde zijn kaart dicht voordat alle vier spelers" in texts["nl"]
    assert "West hat seine Karte umgedreht" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45g_a_player_with_no_card_in_the_trick_is_refused(
    edition: str, tmp_path: Path
) -> None:
    data = sit(LED, ev([fact("card_quitted_early", "S")]), edition)
    english = rule_refused(data, tmp_path, "en")
    assert "action 1" in english
    assert "South has no card in the trick under way" in english
    dutch = rule_refused(data, tmp_path, "nl")
    assert "Zuid heeft geen kaart in de lopende slag" in dutch


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65a_quitted_cards_not_kept_lose_the_doubt_66d(edition: str, tmp_path: Path) -> None:
    # after the play (North-South ten, East-West three) East-West say they
    # won four; North-South had gathered their quitted cards, so the count
    # cannot be checked: 66D gives East-West the trick they claim
    done = {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}}
    data = sit(done, ev([fact("cards_mixed", "NS", tricks={"EW": 4})]), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    assert any("66D" in r["laws"] for r in report["rulings"])


# ---- 65B1 and 65B2 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65b1_card_of_the_winning_side_points_to_partner(edition: str, tmp_path: Path) -> None:
    # East won trick 4; South points out at once that West's card points the
    # wrong way: it is turned, towards West's partner (65B1)
    data = sit(
        THREE_IN,
        ev("S card H3", [fact("trick_pointed_wrongly", 4, by="S", seat="W")]),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert _irregularities(report) == [("trick_pointed_wrongly", None, ["65B3"])]
    ruling = report["rulings"][0]
    assert [e["type"] for e in ruling["effects"]] == ["card_turned"]
    assert "East won trick 4: West's card should point towards his partner (65B1)." in texts["en"]
    assert (
        "Oost maakte slag 4: de kaart van West hoort naar zijn partner te wijzen (65B1)."
        in (texts["nl"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65b2_card_of_the_losing_side_points_to_the_opponents(
    edition: str, tmp_path: Path
) -> None:
    data = sit(
        THREE_IN,
        ev("S card H3", [fact("trick_pointed_wrongly", 4, by="N", seat="S")]),
        edition,
    )
    texts = clean_texts(data, tmp_path)
    assert (
        "East won trick 4: South's card should point towards the opponents (65B2)." in (texts["en"])
    )
    assert (
        "Ost hat Stich 4 gewonnen: die Karte von Süd gehört zu den Gegnern gerichtet (65B2)."
        in (texts["de"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65b1_trick_not_in_view_the_rule_said_in_general(edition: str, tmp_path: Path) -> None:
    # trick 2 was quitted before the director came: who won it is not known
    # here, so the ruling says the rule rather than a direction
    data = sit(THREE_IN, ev([fact("trick_pointed_wrongly", 2, seat="W")]), edition)
    texts = clean_texts(data, tmp_path)
    assert (
        "A quitted card points towards partner when its side won the trick (65B1), towards "
        "the opponents when they won it (65B2)." in texts["en"]
    )
