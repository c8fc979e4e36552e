"""Helper play8 (issue 13): NBB rubber rules for the play (seed 001), records
our own.

Rule 50 with the hands unknown (spec §6): the players say dummy suggested a
play of a card; the situation does not list dummy's cards. The card is not
seen anywhere else, so it is taken as the card dummy holds (he touched or
named it) and the defender on dummy's left chooses: declarer must play it,
must not play it, or plays as he likes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import ONE_HEART, SOUTH_WINS_T1, events
from rule_cases import DEAL, clean_texts, rule_json

#: 4♠ by South, North dummy; West has led the ♥5 to trick 7, dummy to play
FOUR_SPADES = {"contract": "4S", "declarer": "S", "tricks": {"NS": 4, "EW": 2}, "current": ["W:H5"]}


def rubber(events: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "edition": "rubber",
        "board": 1,
        "situation": {**FOUR_SPADES, **more},
        "events": events,
    }


SUGGESTED = {"fact": "dummy_suggested", "value": "H3"}


def test_rubber_50_dummy_suggests_a_card_the_hands_unknown_east_chooses(tmp_path: Path) -> None:
    data = rubber([SUGGESTED])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_suggested_play"
    assert ruling["offender"] == "N"
    assert ruling["chooser"] == "E"
    assert ruling["laws"] == ["50"]
    assert [o["code"] for o in ruling["options"]] == [
        "require_card:H3",
        "forbid_card:H3",
        "no_restriction",
    ]
    assert not report.get("without_effect")
    texts = clean_texts(data, tmp_path)
    assert "East requires South to play ♥3 (50)" in texts["en"]
    assert "Oost verbiedt Zuid om ♥3 te spelen (50)" in texts["nl"]
    assert "does not apply" not in texts["en"]


@pytest.mark.parametrize(
    ("choice", "obligation"),
    [
        ("require_card:H3", ("play_card", "N", "H3")),
        ("forbid_card:H3", ("play_restriction", "N", "H3")),
        ("no_restriction", None),
    ],
)
def test_rubber_50_easts_choice_binds_dummys_next_card(
    tmp_path: Path, choice: str, obligation: tuple[str, str, str] | None
) -> None:
    data = rubber([SUGGESTED, {"by": "E", "choose": choice}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert report["rulings"][-1]["chosen"] == choice
    owed = {(o["type"], o["seat"], o.get("card")) for o in report["obligations"]}
    assert owed == ({obligation} if obligation else set())
    clean_texts(data, tmp_path)


def test_rubber_50_the_required_card_is_played_and_the_trick_goes_on(tmp_path: Path) -> None:
    data = rubber([SUGGESTED, {"by": "E", "choose": "require_card:H3"}, {"by": "N", "card": "H3"}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "E"
    assert report["obligations"] == []
    assert [i["irregularity"] for i in report["irregularities"]] == ["dummy_suggested_play"]
    clean_texts(data, tmp_path)


def test_rubber_50_a_card_already_played_or_in_another_hand_is_no_suggestion(
    tmp_path: Path,
) -> None:
    # West's ♥5 lies in the trick: dummy cannot hold it, rule 50 has nothing to bind
    data = rubber([{"fact": "dummy_suggested", "value": "H5"}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert len(report.get("without_effect") or []) == 1
    clean_texts(data, tmp_path)
    # dummy's cards are known and the ♥Q is not among them: it is declarer's
    # card when he may hold it (his hand unknown)
    data = rubber([{"fact": "dummy_suggested", "value": "HQ"}], dummy="QT.K3.84.J")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["chooser"] == "E"
    assert {e["seat"] for o in report["rulings"][-1]["options"] for e in o["effects"]} == {"S"}
    clean_texts(data, tmp_path)


# ---- 45, 46(1): a choice made after either defender's choice -----------------------------
#
# Either defender may demand the correction (45, 46(1)); once one of them has
# chosen, a later, differing choice is simply too late: it demands no penalty
# the rules do not give (58(1) is not the rule for it), it has no effect.

#: 1♥ by South; South won trick 1 and leads to trick 2
ONE_HEART_T2 = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: East won trick 2 with the ♦A and leads to trick 3
EAST_LEADS_T3 = f"{ONE_HEART_T2}; S card D5; W card D3; N card DT; E card DA"


def _board(text: str) -> dict[str, Any]:
    return {"edition": "rubber", "board": 1, "deal": DEAL, "events": events(text)}


@pytest.mark.parametrize(
    ("text", "law", "first", "second", "said"),
    [
        (
            f"{ONE_HEART_T2}; N card SA; W dir; W ch accept; E ch lead_from:S",
            "45",
            ("W", "accept"),
            "E",
            "East's choice has no effect: West had already made the choice for their side (45).",
        ),
        (
            f"{EAST_LEADS_T3}; S card H8; E dir; W ch require_retraction; E ch accept",
            "46(1)",
            ("W", "require_retraction"),
            "E",
            "East's choice has no effect: West had already made the choice for their side (46(1)).",
        ),
        (
            f"{ONE_HEART_T2}; N card SA; W dir; W ch accept; W ch lead_from:S",
            "45",
            ("W", "accept"),
            "W",
            "West had already made his choice (45): choosing again has no effect.",
        ),
    ],
)
def test_rubber_45_46_1_a_later_choice_after_the_defenders_choice_has_no_effect(
    tmp_path: Path, text: str, law: str, first: tuple[str, str], second: str, said: str
) -> None:
    data = _board(text)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == [law]
    assert (ruling["chooser"], ruling["chosen"]) == first
    assert all(e["type"] != "penalty_lost" for e in ruling["effects"])
    kept = report["without_effect"]
    assert [(k["event"], k["by"]) for k in kept] == [(len(data["events"]) - 1, second)]
    texts = clean_texts(data, tmp_path)
    assert said in texts["en"]
    for lang in ("nl", "en", "de"):
        assert "58(1)" not in texts[lang]
        assert "no choice was open" not in texts[lang]
    assert "al gemaakt" in texts["nl"] and "schon getroffen" in texts["de"]


# ---- no director at a rubber table ----------------------------------------------------
#
# The rubber rules have no director: the players draw attention and settle an
# irregularity by the rules (60). A rubber table never reads that 'the
# director' will rule something.

#: 3NT by North, eight tricks to North-South and two to East-West, North to lead
NT_8_2 = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 2}, "leader": "N"}
CLAIM_THEN_CALL = [
    {"by": "N", "claim": 11},
    {"by": "E", "dispute": True},
    {"by": "E", "director": True},
    {"by": "S", "call": "1NT"},
]
NO_DIRECTOR = {"en": "director", "nl": "wedstrijdleider", "de": "Turnierleiter"}


def _no_director(texts: dict[str, str]) -> None:
    for lang, word in NO_DIRECTOR.items():
        assert word.lower() not in texts[lang].lower()


def test_rubber_41_call_while_a_claim_question_is_open_the_players_settle_it(
    tmp_path: Path,
) -> None:
    data = {"edition": "rubber", "board": 1, "situation": NT_8_2, "events": CLAIM_THEN_CALL}
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    listed = [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]
    assert ("call_after_final_pass", "S", ["41"]) in listed
    texts = clean_texts(data, tmp_path)
    _no_director(texts)
    assert (
        "Call after the final pass by South (rule 41); the players settle it by the rules "
        "once the matter under way is settled"
    ) in texts["en"]
    assert "de spelers handelen dit volgens de regels af" in texts["nl"]
    assert "die Spieler regeln dies nach den Regeln" in texts["de"]


@pytest.mark.parametrize("edition", ["rubber", "2017"])
def test_rubber_54_law_70_the_claim_settled_ends_the_deal_the_call_has_no_effect(
    tmp_path: Path, edition: str
) -> None:
    # the figure for the disputed claim ends the deal: South's call that
    # waited behind it is no call to rule any more (listed once, without effect)
    award = {"fact": "claim_award", "value": 10}
    data = {
        "edition": edition,
        "board": 1,
        "situation": NT_8_2,
        "events": [*CLAIM_THEN_CALL, award],
    }
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert [(k["event"], k["by"]) for k in report["without_effect"]] == [(3, "S")]
    texts = clean_texts(data, tmp_path)
    said = (
        "(rule 41); not settled: the deal ended before its turn came"
        if edition == "rubber"
        else "(Law 39); not ruled: the board ended before its turn came"
    )
    assert said in texts["en"]
    assert "zodra" not in texts["nl"]
    if edition == "rubber":
        _no_director(texts)


def test_rubber_55_6_a_figure_without_the_revoke_has_no_effect_no_director_named(
    tmp_path: Path,
) -> None:
    # a 64C-style figure has no place in rubber bridge (55(6) fixes the cost)
    figure = {"fact": "tricks_without_revoke", "value": 9}
    data = {"edition": "rubber", "board": 1, "situation": NT_8_2, "events": [figure]}
    report = rule_json(data, tmp_path)
    assert [k["event"] for k in report["without_effect"]] == [0]
    texts = clean_texts(data, tmp_path)
    _no_director(texts)
    assert "A number of tricks without the revoke was given" in texts["en"]
    assert "(55(6))" in texts["nl"]


# ---- 45, 46(3): the next defender plays to the lead while the choice is open ---------------


@pytest.mark.parametrize(
    ("text", "law", "chooser", "next_seat"),
    [
        # 45: dummy's ♠A led instead of South's card; East plays to it
        (f"{ONE_HEART_T2}; N card SA; W dir; E card S8", "45", "E", "S"),
        # 46(1): South leads at East's turn; West plays to it (46(3))
        (f"{EAST_LEADS_T3}; S card H8; E dir; W card H2", "46(3)", "W", "N"),
    ],
)
def test_rubber_45_46_3_a_card_played_to_the_lead_accepts_it(
    tmp_path: Path, text: str, law: str, chooser: str, next_seat: str
) -> None:
    data = _board(text)
    report = rule_json(data, tmp_path)
    # the card is played, not lost: the lead stands as if made in turn
    assert (report["status"], report["next"]) == ("play", next_seat)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == (chooser, "accept")
    assert report["irregularities"][0]["accepted"] is True
    texts = clean_texts(data, tmp_path)
    assert (
        f"played to the lead before it was taken back: it stands as if made in turn ({law})"
        in (texts["en"])
    )
    assert "speelde bij op het uitkomen" in texts["nl"]
