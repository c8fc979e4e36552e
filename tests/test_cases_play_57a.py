"""Law 57A in both editions: the ruling is under 57A, each option under its
own sub-law (2017: A1 highest, A2 lowest, A3 a card of another suit, A4 a
suit forbidden; 2007: A1, A2, A3 forbidden). 57A3 asks for a card of
another suit, which the partner can only give when he has none of the
suit led (44C, 59): it is not offered when his hand shows one, and offered
with that condition when his hand is unknown. Facts our own, from seed
000 (57A, 57B, 59) and seed 002 (2007 57A)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: South wins trick 1 with the club queen and leads the heart eight; East
#: plays his heart king before West (his partner) has played
EAST_FIRST = f"{ONE_HEART}; W card C8; N card C2; E card C4; S card CQ; S card H8; E card HK; S dir"
#: East void in clubs: West leads the club ten, dummy plays, and West leads
#: the diamond three before East has played to the trick
VOID = "N:AK2.QJ4.T98.AK32 QT98.K73.AKQ742. J76.AT98.J65.QJ7 543.652.3.T98654"
#: both defenders' hands unknown (a partial deal)
UNKNOWN = "N:AK2.QJ4.T98.AK32 - J76.AT98.J65.QJ7 -"
WEST_AGAIN = f"{ONE_HEART}; W card CT; N card C2; W card D3; S dir; fact led true"


def _options(report: dict[str, object]) -> list[tuple[str, list[str]]]:
    ruling = report["rulings"][-1]  # type: ignore[index]
    return [(o["code"], o["laws"]) for o in ruling["options"]]


def test_law_57a_2017_partner_holds_the_suit_led_no_57a3(tmp_path: Path) -> None:
    data = record(script(EAST_FIRST))
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "premature_play" and ruling["laws"] == ["57A"]
    assert report["irregularities"][-1]["laws"] == ["57A"]
    # West holds hearts: only 57A1, 57A2 and 57A4
    assert _options(report) == [
        ("highest", ["57A1"]),
        ("lowest", ["57A2"]),
        ("prohibit_suit:S", ["57A4"]),
        ("prohibit_suit:D", ["57A4"]),
        ("prohibit_suit:C", ["57A4"]),
    ]
    assert penalty_cards(report) == {("E", "HK", "major")}
    texts = clean_texts(data, tmp_path)
    assert "West holds hearts and must follow suit (44C)" in texts["en"]
    assert "(artikel 57A)" in texts["nl"] and "(57A3) is geen mogelijkheid" in texts["nl"]


def test_law_57a_2007_three_options_numbered_57a1_to_57a3(tmp_path: Path) -> None:
    data = record(script(EAST_FIRST), "2007")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["57A"]
    assert _options(report) == [
        ("highest", ["57A1"]),
        ("lowest", ["57A2"]),
        ("prohibit_suit:S", ["57A3"]),
        ("prohibit_suit:D", ["57A3"]),
        ("prohibit_suit:C", ["57A3"]),
    ]
    texts = clean_texts(data, tmp_path)
    assert "44C" not in texts["en"]  # 2007 has no option that needs a void


def test_law_57a3_partner_void_in_the_suit_led(tmp_path: Path) -> None:
    data = record(script(WEST_AGAIN), deal=VOID)
    report = rule_json(data, tmp_path)
    required = [(c, laws) for c, laws in _options(report) if c.startswith("require")]
    assert required == [
        ("require_suit:S", ["57A3"]),
        ("require_suit:H", ["57A3"]),
        ("require_suit:D", ["57A3"]),
    ]
    texts = {o["code"]: o["text"] for o in report["rulings"][-1]["options"]}
    assert texts["require_suit:S"] == "East must play a card of spades."
    clean_texts(data, tmp_path)


def test_law_57a3_chosen_then_kept_and_broken(tmp_path: Path) -> None:
    kept = rule_json(
        record(script(f"{WEST_AGAIN}; S ch require_suit:S; E card S8"), deal=VOID), tmp_path
    )
    assert [i["irregularity"] for i in kept["irregularities"]] == ["premature_play"]
    assert kept["next"] == "S"
    broken = rule_json(
        record(script(f"{WEST_AGAIN}; S ch require_suit:S; E card DA"), deal=VOID), tmp_path
    )
    assert broken["irregularities"][-1]["irregularity"] == "revoke"
    assert broken["irregularities"][-1]["laws"] == ["57A3", "61A"]


def test_law_57a3_unknown_hand_offered_with_its_condition(tmp_path: Path) -> None:
    data = record(script(WEST_AGAIN), deal=UNKNOWN)
    report = rule_json(data, tmp_path)
    texts = {o["code"]: o["text"] for o in report["rulings"][-1]["options"]}
    assert texts["require_suit:H"] == (
        "East must play a card of hearts, if he has no clubs (otherwise he follows suit, 44C)."
    )
    both = clean_texts(data, tmp_path)
    assert "als hij geen klaveren heeft (anders bekent hij kleur, 44C) (57A3)" in both["nl"]


def test_law_57b_59_unknown_hand_follows_suit_after_57a3(tmp_path: Path) -> None:
    # East turns out to hold a club: he must follow suit, and may (59)
    data = record(script(f"{WEST_AGAIN}; S ch require_suit:H; E card C4"), deal=UNKNOWN)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["premature_play"]
    assert report["next"] == "S"
    assert all(o["type"] != "play_restriction" for o in report["obligations"])


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_57a_ruling_laws_after_the_led_question(tmp_path: Path, edition: str) -> None:
    # West had played to the trick: the director first asks whether the
    # diamond was led; the ruling is 57A either way it is asked
    asked = rule_json(record(script(WEST_AGAIN.removesuffix("; fact led true")), edition), tmp_path)
    assert asked["rulings"][-1]["laws"] == ["57A"]
    assert asked["rulings"][-1]["question"]["fact"] == "led"
    data = record(script(WEST_AGAIN), edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["57A"]
    codes = [c for c, _ in _options(report)]
    assert not any(c.startswith("require") for c in codes)  # East holds clubs
    assert penalty_cards(report) == {("W", "D3", "major")}
    clean_texts(data, tmp_path)
