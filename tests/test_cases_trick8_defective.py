"""Law 67 (defective tricks) with the hands unknown, and 62C2 (the
offender's side takes back its card after a non-offender did), set down
from the seeds before the records were run (own words; law numbers cited).

3NT by North, eight tricks or the whole board quitted before the record
began (the hands unknown): the director finds that East did not
play to a quitted trick the table does not show. Found before a player of
each side played to the next trick, East adds a legal card (67A1); later he
places a card among his played cards, it cannot win the trick, and he is
deemed to have revoked: one trick as in 64A2 (67B1, both editions), worked
out from who won that trick and the tricks East-West won after it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json, rule_refused

EDITIONS = ("2017", "2007")

#: 3NT by North, all thirteen tricks played: North-South 9, East-West 4
NINE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}
#: 3NT by North after eight tricks (North-South 5, East-West 3), South to lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 5, "EW": 3}, "leader": "S"}


def omitted(trick: int, seat: str = "E") -> dict[str, Any]:
    return fact("defective_trick", True, trick=trick, seat=seat)


def rulings_by_code(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["irregularity"]: r for r in report["rulings"]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1_unseen_trick_deemed_revoke_asks_law_64(edition: str, tmp_path: Path) -> None:
    data = sit(NINE, [omitted(3)], edition)
    report = rule_json(data, tmp_path)
    rulings = rulings_by_code(report)
    assert rulings["defective_trick"]["laws"] == ["67B1"]
    assert [e["type"] for e in rulings["defective_trick"]["effects"]] == ["card_added"]
    assert rulings["revoke"]["laws"] == ["67B1", "64A2"]
    assert rulings["revoke"]["offender"] == "E"
    assert report["status"] == "awaiting_fact"
    assert rulings["revoke"]["question"]["fact"] == "revoke_trick_won_by"
    texts = clean_texts(data, tmp_path)
    assert "The table does not show trick 3" in texts["en"]
    assert "deemed to have revoked in trick 3" in texts["en"]
    assert "wordt geacht in slag 3 te hebben verzaakt" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("won_by", "after", "adjustments", "tricks"),
    [
        ("W", 2, [{"law": "64A2", "to": "NS", "tricks": 1}], {"NS": 10, "EW": 3}),
        ("N", 1, [{"law": "64A2", "to": "NS", "tricks": 1}], {"NS": 10, "EW": 3}),
        # 64B1: East-West won no trick from the defective trick on
        ("N", 0, [], {"NS": 9, "EW": 4}),
    ],
)
def test_law_67b1_64a2_one_trick_from_the_facts(
    edition: str,
    won_by: str,
    after: int,
    adjustments: list[dict[str, Any]],
    tricks: dict[str, int],
    tmp_path: Path,
) -> None:
    found = [
        omitted(3),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]
    data = sit(NINE, found, edition)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == adjustments
    assert report["tricks"] == tricks
    # the director's 64C figure is asked last (the cards cannot measure it)
    assert [q["fact"] for q in report["questions"]] == ["tricks_without_revoke"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1_the_offender_cannot_have_won_the_trick(edition: str, tmp_path: Path) -> None:
    data = sit(NINE, [omitted(3), fact("revoke_trick_won_by", "E")], edition)
    assert "Oost heeft niet in slag 3 gespeeld" in rule_refused(data, tmp_path, "nl")
    assert "East did not play to trick 3: he cannot have won it (67B1)" in rule_refused(
        data, tmp_path, "en"
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1_found_during_the_play(edition: str, tmp_path: Path) -> None:
    # trick 3 of eight quitted: both sides have played on since (67B1)
    data = sit(EIGHT, [omitted(3), fact("revoke_trick_won_by", "S")], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert rulings_by_code(report)["defective_trick"]["laws"] == ["67B1"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_last_trick_offender_adds_a_card(edition: str, tmp_path: Path) -> None:
    # trick 8 is the last quitted and nobody has played to trick 9: 67A1
    data = sit(EIGHT, [omitted(8)], edition)
    report = rule_json(data, tmp_path)
    ruling = rulings_by_code(report)["defective_trick"]
    assert ruling["laws"] == ["67A1"]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [("card_added", ["67A1"])]
    assert "revoke" not in rulings_by_code(report)
    # the added card may win the trick: who won it is asked (trick9)
    assert report["status"] == "awaiting_fact"
    assert ruling["question"]["fact"] == "corrected_trick_won_by"
    texts = clean_texts(data, tmp_path)
    assert "adds to it a card he may legally play" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("details", "value", "en"),
    [
        ({"trick": 3, "seat": "Q"}, True, '"Q" is not a player (N, E, S or W)'),
        ({"trick": 99, "seat": "E"}, True, "99 is not a trick number from 1 to 13"),
        ({"trick": 10, "seat": "E"}, True, "has not been played yet (only tricks 1 to 8 so far)"),
        ({"trick": 3, "seat": "E"}, "zz", '"zz" is none of these'),
    ],
)
def test_law_67_unreadable_finding_is_refused(
    edition: str, details: dict[str, Any], value: Any, en: str, tmp_path: Path
) -> None:
    data = sit(EIGHT, [fact("defective_trick", value, **details)], edition)
    assert en in rule_refused(data, tmp_path, "en")
    assert "Traceback" not in rule_refused(data, tmp_path, "nl")


# ---- 62C2: after a non-offender takes his card back, the offender's side may too ------

#: 1♥ by South, West leads; trick 1 won by South's ♣Q
ONE_HEART = "N P; E P; S 1H; W P; N P; E P; W card CT; N card C2; E card C4; S card CQ"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c2_defender_partner_may_take_back_as_a_penalty_card(
    edition: str, tmp_path: Path
) -> None:
    # South leads the ♣7, West discards the ♦3 (he holds clubs), North wins
    # with the ♣A and East plays the ♣5; South takes dummy's card back (62C1)
    script = f"{ONE_HEART}; S card C7; W card D3; N card CA; E card C5; S dir; S ch withdraw"
    data = record(events(script), edition)
    report = rule_json(data, tmp_path)
    assert report["next"] == "W"
    texts = clean_texts(data, tmp_path)
    assert "East, who played ♣5 after the revoke card, may now take it back too" in texts["en"]
    assert "grote strafkaart (62C2)" in texts["nl"]
    # East does take it back: the ♣5 is a major penalty card (62C2)
    data = record(events(f"{script}; W card C9; N card C3; E card C6"), edition)
    report = rule_json(data, tmp_path)
    pcs = {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]}
    assert ("E", "C5", "major") in pcs and ("W", "D3", "major") in pcs
    assert ("penalty_card", ["62C2"]) in [
        (e["type"], e["laws"]) for e in report["rulings"][0]["effects"]
    ]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c2_declarer_may_take_back_without_penalty(edition: str, tmp_path: Path) -> None:
    # dummy discards the ♦8 on West's club lead, East plays on and South too;
    # East takes his ♣4 back (62C1): South may take his ♣Q back freely (62C2)
    script = "N P; E P; S 1H; W P; N P; E P; W card CT; N card D8; E card C4; S card CQ"
    data = record(events(f"{script}; S dir; E ch withdraw"), edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["chooser"] == "E"
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert (
        "South, who played ♣Q after the revoke card, may now take it back too, without "
        in (texts["en"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_unreadable_finding_refused_while_another_ruling_waits(
    edition: str, tmp_path: Path
) -> None:
    # West leads out of turn and declarer is still to choose (53, 56): the
    # finding waits for that ruling, but what cannot be read is refused now
    bad = fact("defective_trick", True, trick=3, seat="Q")
    for steps in (["W card C2", bad, "S dir"], ["W card C2", "S dir", bad]):
        listed = [e for step in steps for e in (events(step) if isinstance(step, str) else [step])]
        data = sit(EIGHT, listed, edition)
        message = rule_refused(data, tmp_path, "en")
        assert 'A defective trick (67): "Q" is not a player (N, E, S or W)' in message
        assert f"action {listed.index(bad) + 1}:" in message
