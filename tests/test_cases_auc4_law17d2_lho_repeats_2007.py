"""2007 Law 17D2: the offender's left-hand opponent must repeat his call.

North called with another board's cards; East called over that call, and
North, looking at his own cards, makes the same call again: East must repeat
the call he made over the cancelled one (17D2). A different call by East is
cancelled at once by the director still at the table, its information
unauthorized for West (16D), and East must still repeat; the repetition
itself is made as usual. Facts our own, from seed 002 (2007 17D1, 17D2).

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import clean_texts, record, rule_json, script

FOUND = {"fact": "cards_from_wrong_board", "value": True, "seat": "N"}


def _board(before: str, after: str) -> dict[str, Any]:
    return record([*script(before), FOUND, *script(after)], "2007")


def _not_repeated(report: dict[str, Any]) -> list[tuple[str, list[str], int]]:
    return [
        (i["offender"], i["laws"], i["event"])
        for i in report["irregularities"]
        if i["irregularity"] == "lho_call_not_repeated"
    ]


def _repeats(report: dict[str, Any]) -> list[tuple[str, str]]:
    return [(o["seat"], o["call"]) for o in report["obligations"] if o["type"] == "must_repeat"]


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "cards_from_wrong_board")


def test_law_17d2_2007_lho_calls_otherwise_cancelled_and_must_still_repeat(
    tmp_path: Path,
) -> None:
    data = _board("N 1S; E Pass; S 2S", "N 1S; E 2H")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == [("E", ["17D2"], 5)]
    effects = [(e["type"], e.get("seat"), e["laws"]) for e in _ruling(report)["effects"]]
    assert effects[-2:] == [
        ("call_cancelled", "E", ["17D2"]),
        ("unauthorized_information", "W", ["16D"]),
    ]
    assert _repeats(report) == [("E", "Pass")]
    assert report["status"] == "auction" and report["next"] == "E"
    out = clean_texts(data, tmp_path)
    assert "East called 2♥ instead of repeating his pass" in out["en"]
    assert "Oost bood 2♥ in plaats van zijn pas te herhalen" in out["nl"]


def test_law_17d2_2007_lho_then_repeats_auction_goes_on(tmp_path: Path) -> None:
    data = _board("N 1S; E Pass; S 2S", "N 1S; E 2H; E Pass; S 3S; W Pass; N Pass; E Pass")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == [("E", ["17D2"], 5)]
    assert (report["contract"], report["declarer"], report["status"]) == ("3S", "N", "play")
    assert _repeats(report) == []
    clean_texts(data, tmp_path)


def test_law_17d2_2007_lho_repeats_at_once_nothing_flagged(tmp_path: Path) -> None:
    data = _board("N 1S; E 2H; S 2S", "N 1S; E 2H; S 3S")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == [] and _repeats(report) == []
    assert report["next"] == "W"
    clean_texts(data, tmp_path)


def test_law_17d2_2007_lho_passes_instead_of_repeating_his_bid(tmp_path: Path) -> None:
    # East had overcalled 2H; he passes now instead: cancelled, he must bid 2H
    data = _board("N 1S; E 2H; S 2S", "N 1S; E Pass")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == [("E", ["17D2"], 5)]
    assert _repeats(report) == [("E", "2H")] and report["next"] == "E"
    clean_texts(data, tmp_path)


def test_law_17d2_2007_lho_insufficient_bid_is_a_call_not_repeated(tmp_path: Path) -> None:
    # East's 1H (insufficient over 1S) is not his repetition: cancelled at
    # once under 17D2, not left to South's acceptance under 27
    data = _board("N 1S; E Pass; S 2S", "N 1S; E 1H")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == [("E", ["17D2"], 5)]
    assert not any(i["irregularity"] == "insufficient_bid" for i in report["irregularities"])
    assert _repeats(report) == [("E", "Pass")]


def test_law_17d2_2007_partner_out_of_rotation_while_lho_owes(tmp_path: Path) -> None:
    # South calls before East has repeated: a pass out of rotation (28),
    # not East's breach; East still owes his pass
    data = _board("N 1S; E Pass; S 2S", "N 1S; S Pass")
    report = rule_json(data, tmp_path)
    assert _not_repeated(report) == []
    assert [i["irregularity"] for i in report["irregularities"]][-1] == "pass_out_of_rotation"
    assert _repeats(report) == [("E", "Pass")]
