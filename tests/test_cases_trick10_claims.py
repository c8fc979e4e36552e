"""Laws 68D, 69, 70D3 and the rubber rules 26/54: a card played while a claim
waits for the opponents' answer (own words; law numbers cited).

68D: after a claim play ceases, so a card played before anyone answered is
not played. Agreed (69A), the claim stands and the card is gone; disputed,
the director sees it with the claim (2007 70D3: he may weigh it; 2017: it
counts only through 68D2b, and when all four agree to play on, play goes on
from where the claim stopped it, without that card). The rubber rules: a
claim ends the play (26) and a disputed one is settled by 26/54.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import DEAL, clean_texts, rule_json

EDITIONS = ("2017", "2007")

#: 3NT by North after eight tricks (North-South 6, East-West 2), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}

OPEN_TEXT = {
    "2017": "East played ♠A while North's claim awaited an answer: play had ceased (68D), so "
    "the card is not played; play goes on only if the claim is disputed and all four players "
    "agree to play on (68D2b).",
    "2007": "East played ♠A while North's claim awaited an answer: play had ceased (68D), so "
    "the card is not played; if the claim is disputed, the director may take it as a sign of "
    "how play would have gone (70D3).",
    "rubber": "East played ♠A while North's claim awaited an answer: the claim ended the play "
    "(26), so the card is not played, but it lies face up as an exposed card (44)",
}
OPEN_NL = {
    "2017": "Oost speelde ♠A terwijl de claim van Noord nog op een antwoord wachtte: het spelen "
    "was gestopt (68D), dus de kaart is niet gespeeld; er wordt alleen verder gespeeld",
    "2007": "Oost speelde ♠A terwijl de claim van Noord nog op een antwoord wachtte: het spelen "
    "was gestopt (68D), dus de kaart is niet gespeeld; wordt de claim betwist",
    "rubber": "Oost speelde ♠A terwijl de aanspraak van Noord nog op een antwoord wachtte: de "
    "aanspraak beëindigde het spel (26)",
}


def claim_then(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    return sit(EIGHT, [{"by": "N", "claim": 9}, {"by": "E", "card": "SA"}, *events], edition)


@pytest.mark.parametrize("edition", [*EDITIONS, "rubber"])
def test_law_68d_card_while_the_claim_awaits_an_answer_is_not_played(
    edition: str, tmp_path: Path
) -> None:
    data = claim_then([], edition)
    report = rule_json(data, tmp_path)
    # no lead out of turn (53 / rubber 46): play had ceased at the claim; the
    # rubber rules: a defender's card then is exposed (44, trick11's tests)
    exposed = [("exposed_card", ["44"])] if edition == "rubber" else []
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == exposed
    assert report["rulings"] == []
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(1, "E")]
    # the claim still waits for its answer: nobody is to play
    assert (report["status"], report["next"], report["tricks"]) == ("play", None, None)
    texts = clean_texts(data, tmp_path)
    assert OPEN_TEXT[edition] in texts["en"]
    assert OPEN_NL[edition] in texts["nl"]
    assert "Ost spielte ♠A, während die Beanspruchung von Nord" in texts["de"]


@pytest.mark.parametrize("edition", [*EDITIONS, "rubber"])
def test_law_69a_claim_agreed_after_a_card_played_while_it_waited(
    edition: str, tmp_path: Path
) -> None:
    data = claim_then([{"by": "E", "agree": True}, {"by": "W", "agree": True}], edition)
    report = rule_json(data, tmp_path)
    # the claim stands (69A; rubber 26) and the card is gone with the play
    assert report["status"] == "complete"
    exposed = [("exposed_card", ["44"])] if edition == "rubber" else []
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == exposed
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == (
        {"NS": 100, "EW": 0} if edition == "rubber" else {"NS": 400, "EW": -400}
    )
    assert [w["event"] for w in report["without_effect"]] == [1]
    texts = clean_texts(data, tmp_path)
    assert OPEN_TEXT[edition] in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70d3_card_played_before_the_dispute_is_shown_to_the_director(
    edition: str, tmp_path: Path
) -> None:
    events: list[dict[str, Any]] = [{"by": "W", "dispute": True}, {"by": "W", "director": True}]
    data = claim_then(events, edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == [
        ("claim", ["68D", "70"])
    ]
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["70"]
    # the hands are unknown: the director gives the figure (70B3)
    assert ruling["question"]["fact"] == "claim_award"
    texts = clean_texts(data, tmp_path)
    shown = (
        "Play had ceased at the claim (68D): the cards played after it (E:♠A) do not count, "
        + (
            "since not all four players agreed to play on (68D2b)."
            if edition == "2017"
            else "but the director may take them into account as a sign of how play would "
            "have gone (70D3)."
        )
    )
    assert shown in texts["en"]
    assert "(O:♠A)" in texts["nl"]
    data["events"].append({"fact": "claim_award", "value": 8})
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}
    clean_texts(data, tmp_path)


def _played_on(edition: str) -> dict[str, Any]:
    votes = [{"by": s, "choose": "play_on"} for s in ("E", "W", "N", "S")]
    return claim_then([{"by": "E", "dispute": True}, *votes, {"by": "S", "card": "HA"}], edition)


def test_law_68d2b_play_on_resumes_without_the_card_played_while_the_claim_waited(
    tmp_path: Path,
) -> None:
    data = _played_on("2017")
    report = rule_json(data, tmp_path)
    # the claim is void (68D2b(ii)); play goes on where it stopped: South,
    # who was on lead, leads; East's ♠A was never played and is no penalty card
    assert report["status"] == "play"
    assert report["next"] == "W"
    assert [i["irregularity"] for i in report["irregularities"]] == ["claim"]
    assert report["irregularities"][0]["laws"] == ["68D2b"]
    assert [w["event"] for w in report["without_effect"]] == [1]
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert OPEN_TEXT["2017"] in texts["en"]
    assert "penalty card" not in texts["en"]


def test_law_68d_2007_no_playing_on_after_a_card_played_while_the_claim_waited(
    tmp_path: Path,
) -> None:
    data = _played_on("2007")
    report = rule_json(data, tmp_path)
    # 2007 68D: play has ceased; the request to play on and South's card change nothing
    assert report["status"] == "awaiting_director"
    assert [i["laws"] for i in report["irregularities"]] == [["68D", "70"]]
    assert [w["event"] for w in report["without_effect"]][:2] == [1, 3]
    texts = clean_texts(data, tmp_path)
    assert OPEN_TEXT["2007"] in texts["en"]


def _dealt(edition: str, after: list[dict[str, Any]]) -> dict[str, Any]:
    calls = [{"by": s, "call": c} for s, c in zip("NESW", ("1NT", "P", "P", "P"), strict=True)]
    trick = [{"by": s, "card": c} for s, c in zip("ESWN", ("SQ", "S6", "S3", "SA"), strict=True)]
    # North wins trick 1 and claims 7 tricks; West plays ♥2 before anyone answers
    claim = [{"by": "N", "claim": 7}, {"by": "W", "card": "H2"}]
    out: dict[str, Any] = {
        "edition": edition,
        "board": 1,
        "deal": DEAL,
        "events": [*calls, *trick, *claim, *after],
    }
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_with_the_deal_a_card_after_the_claim_is_not_played(
    edition: str, tmp_path: Path
) -> None:
    data = _dealt(edition, [])
    report = rule_json(data, tmp_path)
    # West is not on lead, but no 53/57 irregularity: the card is not played at all
    assert report["irregularities"] == []
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(9, "W")]
    texts = clean_texts(data, tmp_path)
    assert "West played ♥2 while North's claim awaited an answer" in texts["en"]
    data["events"] += [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 7, "EW": 6}
    assert report["score"] == {"NS": 90, "EW": -90}
    clean_texts(data, tmp_path)


#: 3NT by North, twelve tricks quitted (North-South 8, East-West 4), East has
#: led to the last trick
LAST = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 4}, "current": ["E:S5"]}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("event", "said"),
    [
        (
            {"by": "N", "claim": 9},
            "North's claim is only about the trick in progress, the last "
            "one: it is no claim (68), and play goes on normally.",
        ),
        (
            {"by": "N", "concede": 1},
            "North's concession is only about the trick in progress, "
            "the last one: it is no concession (68), and play goes on normally.",
        ),
    ],
)
def test_law_68_claim_about_the_last_trick_in_progress_is_no_claim(
    edition: str, event: dict[str, Any], said: str, tmp_path: Path
) -> None:
    data = sit(LAST, [event], edition)
    report = rule_json(data, tmp_path)
    # 68 (preamble): only the trick under way is concerned: play goes on
    assert (report["status"], report["next"], report["tricks"]) == ("play", "S", None)
    assert report["irregularities"] == []
    assert [w["event"] for w in report["without_effect"]] == [0]
    texts = clean_texts(data, tmp_path)
    assert said in texts["en"]
    assert "het spelen gaat normaal verder" in texts["nl"]
    # South and West play; North-South win the last trick with a card of the suit
    data["events"] += [
        {"by": "S", "card": "SA"},
        {"by": "W", "card": "S2"},
        {"by": "N", "card": "S3"},
    ]
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    clean_texts(data, tmp_path)


def test_rubber_26_claim_of_the_last_trick_is_a_claim(tmp_path: Path) -> None:
    # the rubber rules have no rule on the trick in progress: 26 applies
    data = sit(
        LAST,
        [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}],
        "rubber",
    )
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert "without_effect" not in report
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68a_claim_with_two_tricks_left_and_one_under_way_is_a_claim(
    edition: str, tmp_path: Path
) -> None:
    # eleven quitted, trick 12 under way: the claim covers trick 13 too (68A)
    two_left = {**LAST, "tricks": {"NS": 7, "EW": 4}}
    data = sit(two_left, [{"by": "N", "claim": 9}], edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", None)
    assert "without_effect" not in report
    data["events"] += [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    clean_texts(data, tmp_path)
