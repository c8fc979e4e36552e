"""Who won a quitted revoke trick the table does not show (spec §6, check13's
finding): the lead to the next trick shows it (44G: the winner leads), so the
director is not asked; he is asked when the trick after it is not known, or
when a lead on this board may not have been the winner's. Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]


def _found(
    current: list[str], revoke: dict[str, Any], edition: str, *, quitted: int = 5
) -> dict[str, Any]:
    """4H by South after ``quitted`` tricks (NS two more than EW or fewer), the
    trick in progress ``current``; South calls the director about ``revoke``."""
    ns = quitted // 2
    return {
        "edition": edition,
        "board": 1,
        "situation": {
            "contract": "4H",
            "declarer": "S",
            "tricks": {"NS": ns, "EW": quitted - ns},
            "current": current,
        },
        "events": [{"by": "S", "director": True}, {"fact": "revoke", "value": revoke}],
    }


def _question(report: dict[str, Any]) -> str | None:
    question = report["rulings"][-1].get("question")
    return question["fact"] if question else None


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44g_63a1_offender_led_next_trick_so_he_won_the_revoke_trick(
    edition: str, tmp_path: Path
) -> None:
    data = _found(["E:D2"], {"seat": "E", "trick": 5}, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert _question(report) is None
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["offender"] == "E"
    assert "East led to trick 6, so he won trick 5 (44G)." in ruling["reasoning"]
    texts = clean_texts(data, tmp_path)
    assert "Oost speelde voor in slag 6, dus hij heeft slag 5 gemaakt (44G)." in texts["nl"]
    assert "Ost spielte zu Stich 6 aus, also hat er Stich 5 gewonnen (44G)." in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44g_63a1_offenders_partner_led_next_trick_and_won_it(
    edition: str, tmp_path: Path
) -> None:
    report = rule_json(_found(["E:D2"], {"seat": "W", "trick": 5}, edition), tmp_path)
    assert _question(report) is None
    assert "East led to trick 6, so he won trick 5 (44G)." in report["rulings"][-1]["reasoning"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_revoke_in_an_earlier_unseen_trick_is_still_asked(
    edition: str, tmp_path: Path
) -> None:
    # trick 4 is not the last quitted trick: no lead shows who won it
    report = rule_json(_found(["E:D2"], {"seat": "E", "trick": 4}, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert _question(report) == "revoke_trick_won_by"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_answered_winner_is_kept(edition: str, tmp_path: Path) -> None:
    data = _found(["E:D2"], {"seat": "E", "trick": 4}, edition)
    data["events"].append({"fact": "revoke_trick_won_by", "value": "W"})
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and _question(report) is None
    assert not any("(44G)" in line for line in report["rulings"][-1]["reasoning"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53_lead_out_of_turn_on_the_board_keeps_the_question(
    edition: str, tmp_path: Path
) -> None:
    # West led out of turn to trick 6 and South accepted it by playing (53A):
    # the lead no longer shows who won trick 5
    data = _found([], {"seat": "E", "trick": 5}, edition)
    data["situation"]["leader"] = "E"
    data["events"] = [
        {"by": "W", "card": "C5"},
        {"by": "N", "card": "C2"},
        {"by": "S", "director": True},
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
    ]
    report = rule_json(data, tmp_path)
    assert any(i["irregularity"] == "lead_out_of_turn" for i in report["irregularities"])
    assert _question(report) == "revoke_trick_won_by"
