"""2007 Law 17D (cards taken from another board; 2017 Law 15A), its
second paragraph as ruling data: the offender's call is cancelled with the
calls after it (17D1) and he calls again with his own cards (17D2). When
his left-hand opponent had called over the cancelled call (and perhaps his
partner after that), the new call decides: different from the cancelled
one, the director awards an artificial adjusted score and the board is not
played on; the same, the auction goes on and that opponent must repeat his
call. 2017 15A2 differs: with partner's call since, the score is adjusted
at once (15A2a); otherwise the new call is free (15A2b). Written from seed
002 (2007 17D1, 17D2) and seed 000 (2017 15A1, 15A2).

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script


def _found(seat: str) -> dict[str, Any]:
    return {"fact": "cards_from_wrong_board", "value": True, "seat": seat}


def _board(before: str, after: str, edition: str = "2007") -> dict[str, Any]:
    return record([*script(before), _found("N"), *script(after)], edition)


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "cards_from_wrong_board")


def _effects(report: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in _ruling(report)["effects"]]


@pytest.mark.parametrize("before", ["N 1S; E Pass", "N 1S; E Pass; S 2S"])
def test_law_17d2_2007_new_call_differs_artificial_score(tmp_path: Path, before: str) -> None:
    # East (and South after him) called over North's cancelled 1S; North now bids 1H
    data = _board(before, "N 1H")
    report = rule_json(data, tmp_path)
    assert ("artificial_adjusted_score", None, ["17D2", "12C2"]) in _effects(report)
    assert report["status"] == "complete" and report["contract"] is None
    assert report["score"] is None
    out = clean_texts(data, tmp_path)
    assert "North's new call 1♥ differs from the cancelled 1♠" in out["en"]
    assert "(17D2)" in out["nl"] and "(17D2)" in out["de"]


def test_law_17d2_2007_same_call_lho_repeats(tmp_path: Path) -> None:
    data = _board("N 1S; E Pass; S 2S", "N 1S")
    report = rule_json(data, tmp_path)
    assert ("must_repeat", "E", ["17D2"]) in _effects(report)
    assert not any(e[0] == "artificial_adjusted_score" for e in _effects(report))
    assert report["status"] == "auction" and report["next"] == "E"
    owed = [o for o in report["obligations"] if o["type"] == "must_repeat"]
    assert [(o["seat"], o.get("call")) for o in owed] == [("E", "Pass")]
    clean_texts(data, tmp_path)
    # East repeats his pass: the duty is paid and the auction goes on
    data = _board("N 1S; E Pass; S 2S", "N 1S; E Pass; S 3S; W Pass; N Pass; E Pass")
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"]) == ("3S", "N")
    assert not any(o["type"] == "must_repeat" for o in report["obligations"])


def test_law_17d2_2007_nobody_called_over_it_new_call_free(tmp_path: Path) -> None:
    # found before East called: nothing to compare, the new call is free
    data = _board("N 1S", "N 1H; E Pass; S Pass; W Pass")
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"]) == ("1H", "N")
    assert [e[0] for e in _effects(report)] == ["call_cancelled", "unauthorized_information"]


@pytest.mark.parametrize(
    ("before", "status", "laws"),
    [
        # only LHO called: 15A2b, the new call is free
        ("N 1S; E Pass", "auction", ["15A1", "15A2b"]),
        # partner called since: 15A2a, the board ends with an adjusted score
        ("N 1S; E Pass; S 2S", "complete", ["15A1", "15A2a"]),
    ],
)
def test_law_15a2_2017_differs_from_2007_17d2(
    tmp_path: Path, before: str, status: str, laws: list[str]
) -> None:
    after = "N 1H" if status == "auction" else ""
    report = rule_json(_board(before, after, "2017"), tmp_path)
    assert _ruling(report)["laws"] == laws and report["status"] == status
    assert not any(e[0] == "artificial_adjusted_score" for e in _effects(report))
