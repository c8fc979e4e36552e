"""Claims and concessions at the table (Laws 68B2, 68D, 71) through `rule`:
a defender's concession his partner objects to, declarer's concession that
dummy disputes, and dummy calling the director once play has ceased."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

#: 3NT by North (East leads); North wins the first trick with the king of spades
OPENING = "N 1NT; E P; S 3NT; W P; N P; E P; E card SQ; S card S6; W card S3; N card SK"


def _events(tail: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return script(OPENING) + tail


@pytest.mark.parametrize(("edition", "info"), [("2017", "16C"), ("2007", "16D")])
def test_law_68b2_partner_objects_so_nothing_is_conceded(
    tmp_path: Path, edition: str, info: str
) -> None:
    # West tries to concede two tricks, East objects at once, the director is
    # called: no concession, play goes on with North, the information is UI
    events = _events(
        [{"by": "W", "concede": 2}, {"by": "E", "dispute": True}, {"by": "N", "director": True}]
    )
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert report["tricks"] is None
    (ruling,) = report["rulings"]
    assert ruling["irregularity"] == "concession"
    assert ruling["offender"] == "W"
    assert ruling["laws"] == ["68B2", info]
    assert ruling["options"] == []
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "er zijn geen slagen afgestaan en het spelen gaat verder (68B2)" in text
    assert f"ongeoorloofde informatie voor Oost ({info})" in text
    assert_clean_text(text)
    assert_clean_text(rule_text(record(events, edition), tmp_path, "en"))


def test_law_68b2_play_goes_on_without_the_director(tmp_path: Path) -> None:
    # the players play on before the director comes: the cards count
    events = _events(
        [
            {"by": "W", "concede": 2},
            {"by": "E", "dispute": True},
            *script("N card SA; E card S8; S card S7; W card S4"),
        ]
    )
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"  # North won the ace of spades
    assert [r["laws"] for r in report["rulings"]] == [["68B2", "16C"]]


def test_law_68b2_only_the_partner_of_a_defender(tmp_path: Path) -> None:
    # declarer's concession that dummy disputes is not 68B2: play has ceased
    # and the director decides (68D2a, 70): NS takes 11 on every normal line,
    # one more than the concession left
    events = _events(
        [{"by": "N", "concede": 3}, {"by": "S", "dispute": True}, {"by": "S", "director": True}]
    )
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "complete"
    (ruling,) = report["rulings"]
    assert ruling["irregularity"] == "concession"
    assert ruling["laws"] == ["70", "71"]
    assert report["irregularities"][0]["laws"] == ["68D", "70"]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_71_dummy_may_call_the_director_once_play_has_ceased(
    tmp_path: Path, edition: str
) -> None:
    # after an agreed concession the play is over (68D): dummy calling the
    # director is no 43A1b breach, and the concession is reviewed (71)
    events = _events(
        [
            {"by": "N", "concede": 3},
            {"by": "E", "agree": True},
            {"by": "W", "agree": True},
            {"by": "S", "director": True},
        ]
    )
    report = rule_json(record(events, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["concession"]
    assert report["rulings"][0]["laws"] == ["71"]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "43A1b" not in text


@pytest.mark.parametrize(
    ("edition", "law", "words"), [("2017", "68D2b", "niet alle vier"), ("2007", "70D3", "meewegen")]
)
def test_law_68d_cards_played_after_a_disputed_claim_are_kept_not_played(
    tmp_path: Path, edition: str, law: str, words: str
) -> None:
    # North claims 12, East disputes, and the four play a trick before the
    # director comes: the cards do not count (68D) but the ruling shows them
    events = _events(
        [
            {"by": "N", "claim": 12},
            {"by": "E", "dispute": True},
            *script("N card SA; E card S8; S card S7; W card S4"),
            {"by": "E", "director": True},
        ]
    )
    report = rule_json(record(events, edition), tmp_path)
    (ruling,) = report["rulings"]
    assert ruling["irregularity"] == "claim"
    assert report["tricks"] == {"NS": 11, "EW": 2}  # adjudicated from the claim
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "N:♠A O:♠8 Z:♠7 W:♠4" in text
    assert f"{words}" in text and f"({law})" in text
    assert_clean_text(text)


@pytest.mark.parametrize(
    ("edition", "words"),
    [("2017", "alleen de partij die niet claimde"), ("2007", "het spelen is gestopt")],
)
def test_law_68d2b_a_request_to_play_on_that_cannot_count_is_told(
    tmp_path: Path, edition: str, words: str
) -> None:
    # North (the claimer) asks to play on first: in 2017 only the other side
    # may ask (68D2b); in 2007 play has ceased whoever asks (68D). The choice
    # stays in the record, without effect, and the director decides
    events = _events(
        [
            {"by": "N", "claim": 12},
            {"by": "E", "dispute": True},
            {"by": "N", "choose": "play_on"},
            {"by": "E", "director": True},
        ]
    )
    report = rule_json(record(events, edition), tmp_path)
    assert [w["event"] for w in report["without_effect"]] == [12]
    assert report["rulings"][0]["irregularity"] == "claim"
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "Noord vroeg" in text and words in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_69a_penalty_card_lapses_when_the_claim_ends_the_board(
    tmp_path: Path, edition: str
) -> None:
    # East's SQ shown in the auction becomes a major penalty card when he
    # defends (24E); North claims nine tricks at once and both defenders
    # agree: the board is over and nothing binds East any more
    events = script("N 1S; E exp SQ; N dir; E Pass; S 2S; W Pass; N Pass; E Pass")
    before = rule_json(record(events, edition), tmp_path)
    assert [o["type"] for o in before["obligations"]] == ["penalty_card"]
    events += [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "complete"
    assert report["obligations"] == []
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "Van kracht" not in text and "strafkaart ♠V (24E, 50)" not in text
    assert_clean_text(text)
