"""Rubber rule 43 when nobody draws attention at once (session 21, rubber14).

The rubber rules have no director, so a card shown during the auction does not
stop the auction: the calls after it are judged as usual. A low card (43(a))
binds by itself: the future declarer, if the offender defends, chooses before
the opening lead. An honour, a card shown as a lead or more than one card
(43(b)) gives LHO a new deal when attention is drawn before the auction ends;
with none drawn by then it costs nothing. The duplicate editions keep Law 24:
the table waits for the director (9B2) and the calls made meanwhile are judged
after his ruling.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import DEAL, clean_texts, rule_json


def rubber(text: str, edition: str = "rubber") -> dict[str, Any]:
    return {"edition": edition, "board": 1, "deal": DEAL, "events": events(text)}


def _rulings(report: dict[str, Any]) -> list[tuple[str, list[str], str | None, str | None]]:
    return [(r["irregularity"], r["laws"], r["chooser"], r["chosen"]) for r in report["rulings"]]


def test_rubber_rule_43a_no_attention_declarer_chooses_after_the_auction(tmp_path: Path) -> None:
    # East shows the ♠8 during the auction, nobody says a word, North declares 1♠
    data = rubber("N 1S; E exp S8; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert report["contract"] == "1S" and report["declarer"] == "N"
    assert report["status"] == "awaiting_choice"
    assert _rulings(report) == [("exposed_card_auction", ["43(a)"], "N", None)]
    options = {o["code"] for o in report["rulings"][0]["options"]}
    assert options == {"exposed_card", "prohibit_suit:S"}
    texts = clean_texts(data, tmp_path)
    assert "Noord verbiedt West om bij zijn eerste uitkomen schoppen voor te spelen" in texts["nl"]
    assert "North forbids West to lead spades at his first lead (43(a)(II))" in texts["en"]
    assert "Noord moet eerst kiezen." in texts["nl"]


def test_rubber_rule_43a_no_attention_chosen_exposed_card(tmp_path: Path) -> None:
    # East is on lead with the ♠8 exposed: declarer may call it at once (44)
    data = rubber("N 1S; E exp S8; E Pass; S Pass; W Pass; N ch exposed_card")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    last = report["rulings"][-1]
    assert (last["chooser"], last["laws"]) == ("N", ["44(1)"])
    assert {o["code"] for o in last["options"]} == {"call_card:S8", "no_call"}
    assert [(o["type"], o["seat"], o.get("card")) for o in report["obligations"]] == [
        ("exposed_card", "E", "S8")
    ]


def test_rubber_rule_43a_declarers_side_shows_a_low_card_costs_nothing(tmp_path: Path) -> None:
    # South (dummy to be) shows the ♥8: 43(a) binds only a future defender
    data = rubber("N 1S; S exp H8; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S"
    assert report["obligations"] == [] and report["rulings"] == []
    texts = clean_texts(data, tmp_path)
    lapsed = "geen aandacht op gevestigd voordat het bieden gesloten was: het kost niets"
    assert lapsed in texts["nl"]
    assert "no attention drawn to it before the auction ended: it costs nothing" in texts["en"]


def test_rubber_rule_43b_attention_later_in_the_auction_lho_chooses(tmp_path: Path) -> None:
    # the ♦A (an honour) shown; West, the offender's partner, draws attention
    # two calls later (60): South may still demand a new deal
    data = rubber("N 1S; E exp DA; E Pass; S Pass; W dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert _rulings(report) == [("exposed_card_auction", ["43(b)"], "S", None)]
    assert {o["code"] for o in report["rulings"][0]["options"]} == {"new_deal", "keep_deal"}
    texts = clean_texts(data, tmp_path)
    assert "Zuid mag een nieuwe gift eisen (43(b))" in texts["nl"]
    assert "South may demand a new deal (43(b))" in texts["en"]


def test_rubber_rule_43b_deal_kept_the_auction_goes_on(tmp_path: Path) -> None:
    data = rubber("N 1S; E exp DA; E Pass; S Pass; W dir; S ch keep_deal; W Pass")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S"
    assert report["next"] == "E" and report["obligations"] == []


def test_rubber_rule_43b_new_deal_after_later_calls(tmp_path: Path) -> None:
    data = rubber("N 1S; E exp DA; E Pass; S dir; S ch new_deal")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete" and report["contract"] is None
    assert report["rubber"]["new_deal"] == {"dealer": "N", "rule": "43(b)"}


def test_rubber_rule_43b_no_attention_before_the_auction_ended_costs_nothing(
    tmp_path: Path,
) -> None:
    data = rubber("N 1S; E exp DA; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert report["rulings"] == [] and report["obligations"] == []
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("exposed_card_auction", "E")
    ]
    texts = clean_texts(data, tmp_path)
    assert "het kost niets" in texts["nl"] and "it costs nothing" in texts["en"]


def test_rubber_rule_43b_second_low_card_makes_more_than_one_card(tmp_path: Path) -> None:
    # two low cards by the same player before attention: not 43(a) any more
    data = rubber("N 1S; E exp D2; E exp C6; E Pass; S dir")
    report = rule_json(data, tmp_path)
    assert _rulings(report) == [("exposed_card_auction", ["43(b)"], "S", None)]
    assert report["obligations"] == []
    assert len(report["irregularities"]) == 1


def test_rubber_rule_43b_card_led_during_the_auction_lapses_unclaimed(tmp_path: Path) -> None:
    # East faces the ♦2 as a lead before the auction is over (43(b): a card
    # with the intention to lead), nobody draws attention
    data = rubber("N 1S; E card D2; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S"
    assert report["rulings"] == [] and report["obligations"] == []


def test_rubber_rule_43_later_irregular_call_is_judged(tmp_path: Path) -> None:
    # the auction goes on after the shown card, so a later insufficient bid is
    # an irregularity of its own (40), not a call kept for a director
    data = rubber("N 1S; E exp S8; E 1H")
    report = rule_json(data, tmp_path)
    codes = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    assert ("insufficient_bid", "E") in codes


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_24_no_director_the_table_waits(edition: str, tmp_path: Path) -> None:
    # the same sequence in the Laws: the director must be called (9B1), nobody
    # acts before he rules (9B2); the calls made meanwhile wait for his ruling
    data = rubber("N 1S; E exp S8; E Pass; S Pass; W Pass", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_director" and report["contract"] is None
    texts = clean_texts(data, tmp_path)
    assert "Niemand handelt voordat de wedstrijdleider heeft beslist (9B2)." in texts["nl"]
    assert "no ruling asked" in texts["en"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "24E"), ("2007", "24")])
def test_law_24a_director_called_after_the_auction_kept_calls_count(
    edition: str, law: str, tmp_path: Path
) -> None:
    data = rubber("N 1S; E exp S8; E Pass; S Pass; W Pass; S dir", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S"
    assert report["declarer"] == "N" and report["next"] == "E"
    assert _rulings(report) == [("exposed_card_auction", ["24", "24A"], None, None)]
    assert [(o["type"], o["seat"], o.get("kind"), o["laws"]) for o in report["obligations"]] == [
        ("penalty_card", "E", "minor", [law, "50"])
    ]


@pytest.mark.parametrize(("edition", "law"), [("2017", "24E"), ("2007", "24")])
def test_law_24b_honour_shown_partner_passes_once(edition: str, law: str, tmp_path: Path) -> None:
    # the same card as the rubber 43(b) cases: in the Laws the ♦A becomes a
    # major penalty card and West passes at his next turn (24B)
    data = rubber("N 1S; E exp DA; S dir; E Pass; S Pass; W Pass", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S" and report["next"] == "E"
    assert _rulings(report) == [("exposed_card_auction", ["24", "24B"], None, None)]
    assert [
        (o["type"], o["seat"], o["card"], o["kind"], o["laws"]) for o in report["obligations"]
    ] == [("penalty_card", "E", "DA", "major", [law, "50"])]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_24b_director_called_only_after_the_auction(edition: str, tmp_path: Path) -> None:
    # nobody called at once: the calls kept meanwhile count (9B2), and West
    # did pass at his next turn, so only the penalty card remains
    data = rubber("N 1S; E exp DA; E Pass; S Pass; W Pass; N dir", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["contract"] == "1S"
    assert _rulings(report) == [("exposed_card_auction", ["24", "24B"], None, None)]
    assert [(o["type"], o["card"]) for o in report["obligations"]] == [("penalty_card", "DA")]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_24c_two_cards_both_penalty_cards(edition: str, tmp_path: Path) -> None:
    data = rubber("N 1S; E exp D2; E exp C6; S dir; E Pass; S Pass; W Pass", edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["24", "24C"]
    assert sorted((o["type"], o["card"]) for o in report["obligations"]) == [
        ("penalty_card", "C6"),
        ("penalty_card", "D2"),
    ]
    # East is on lead with two penalty cards: declarer designates (51A)
    assert report["rulings"][-1]["laws"] == ["51A"] and report["rulings"][-1]["chooser"] == "N"


def test_rubber_rule_43b_card_led_after_one_shown_is_one_exposure(tmp_path: Path) -> None:
    # East shows the ♦2, then faces the ♣6 as a lead, both before attention:
    # one exposure of more than one card (43(b)), no second irregularity
    data = rubber("N 1S; E exp D2; E card C6; E Pass; S dir")
    report = rule_json(data, tmp_path)
    assert _rulings(report) == [("exposed_card_auction", ["43(b)"], "S", None)]
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("exposed_card_auction", "E")
    ]
    assert report["obligations"] == []
