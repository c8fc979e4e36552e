"""45E, 57A, 67A2: a defender who has already played to the trick puts down
another card before his partner has played. The director first says whether
it was a lead to the next trick (57A: a major penalty card and declarer's
choice for the partner) or one card too many in this trick (67A2, 45E1: a
penalty card, minor when a low card not played deliberately, 50B). Both
editions alike: West faced the heart seven, so 2007's 45C4b (a change of an
unintended designation) does not apply to it, and a played card is not taken
back (47F2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")

#: spec §6's example: West led the heart seven, dummy played the two and
#: West puts down the nine while East is to play
SPEC_6: dict[str, Any] = {
    "board": 3,
    "situation": {
        "auction": ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"],
        "tricks": {"NS": 3, "EW": 1},
        "current": ["W:H7", "N:H2"],
        "dummy": "QT76.K5.84.AJ6",
        "penalty_cards": [{"seat": "E", "card": "CK", "kind": "major"}],
    },
    "events": [{"by": "W", "card": "H9"}, {"by": "S", "director": True}],
}


def spec_6(edition: str, *facts: tuple[str, bool]) -> dict[str, Any]:
    data = {**SPEC_6, "edition": edition}
    data["events"] = [*SPEC_6["events"], *({"fact": f, "value": v} for f, v in facts)]
    return data


def test_law_57a_spec_6_example_asks_led_first(tmp_path: Path) -> None:
    report = rule_json(spec_6("2017"), tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "premature_play" and ruling["offender"] == "W"
    assert ruling["question"]["fact"] == "led"
    assert ruling["question"]["laws"] == ["57A", "45E1"]
    # the options are read out with the question (seed 004), chosen after it
    assert {o["code"] for o in ruling["options"]} >= {"highest", "lowest"}
    # a penalty card either way: listed at once, minor until the answer (50B)
    assert {"type": "penalty_card", "seat": "W", "card": "H9"}.items() <= next(
        o for o in report["obligations"] if o.get("card") == "H9"
    ).items()
    nl, en = rule_text(spec_6("2017"), tmp_path, "nl"), rule_text(spec_6("2017"), tmp_path, "en")
    assert "speelde hij ♥9 voor in de volgende slag (57A)" in nl
    assert "one card too many in this trick (67A2)" in en


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_57a_spec_6_led_gives_declarer_the_57a_choice(edition: str, tmp_path: Path) -> None:
    data = spec_6(edition, ("led", True))
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "premature_play" and ruling["chooser"] == "S"
    codes = [o["code"] for o in ruling["options"]]
    assert codes[:2] == ["highest", "lowest"]
    assert "prohibit_suit:C" in codes and "prohibit_suit:H" not in codes
    assert ("require_suit:C" in codes) is (edition == "2017")  # 2007 57A has no require
    penalty = {o["card"]: o["kind"] for o in report["obligations"] if o["type"] == "penalty_card"}
    assert penalty == {"CK": "major", "H9": "major"}
    chosen = rule_json(
        {**data, "events": [*data["events"], {"by": "S", "choose": "lowest"}]}, tmp_path
    )
    assert chosen["status"] == "play" and chosen["next"] == "E"
    [restriction] = [o for o in chosen["obligations"] if o["type"] == "play_restriction"]
    assert restriction["seat"] == "E" and restriction["kind"] == "lowest"
    for lang in ("nl", "en"):
        text = rule_text(data, tmp_path, lang)
        assert_clean_text(text)
    en = rule_text(data, tmp_path, "en")
    assert "The director judges that West led ♥9 to the next trick before East played (57A)." in en
    nl = rule_text(data, tmp_path, "nl")
    assert "West ♥9 voorspeelde in de volgende slag voordat Oost had bijgespeeld (57A)" in nl


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_67a2_spec_6_not_led_is_one_card_too_many(edition: str, tmp_path: Path) -> None:
    data = spec_6(edition, ("led", False))
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "exposed_card" and ruling["laws"] == ["67A2", "45E1"]
    assert ruling["question"]["fact"] == "deliberate" and ruling["options"] == []
    done = rule_json(spec_6(edition, ("led", False), ("deliberate", False)), tmp_path)
    assert done["status"] == "play" and done["next"] == "E"
    penalty = {o["card"]: o["kind"] for o in done["obligations"] if o["type"] == "penalty_card"}
    # two penalty cards of different defenders: each keeps its own kind (50B)
    assert penalty == {"CK": "major", "H9": "minor"}
    assert not [o for o in done["obligations"] if o["type"] == "play_restriction"]
    [exposed] = [i for i in done["irregularities"] if i["irregularity"] == "exposed_card"]
    assert exposed["laws"] == ["67A2", "45E1"] and exposed["offender"] == "W"
    nl = rule_text(
        spec_6(edition, ("led", False), ("deliberate", False)),
        tmp_path,
        "nl",
    )
    assert_clean_text(nl)
    assert "West ♥9 niet voorspeelde: het is een kaart te veel in deze slag (67A2)" in nl
    assert "kleine strafkaart ♥9" in nl


def test_law_67a2_deliberate_extra_card_is_major(tmp_path: Path) -> None:
    done = rule_json(spec_6("2017", ("led", False), ("deliberate", True)), tmp_path)
    penalty = {o["card"]: o["kind"] for o in done["obligations"] if o["type"] == "penalty_card"}
    assert penalty == {"CK": "major", "H9": "major"}


# -- from the whole deal ----------------------------------------------------------


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_57a_another_suit_is_asked_too(edition: str, tmp_path: Path) -> None:
    # West leads the club ten, dummy plays the two, West puts down the spade
    # five before East played: lead or extra card, the director says
    events = [*ONE_HEART, *script("W card CT; N card C2; W card S5; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "led"
    extra = rule_json(
        record([*events, *script("fact led false; fact deliberate false")], edition), tmp_path
    )
    assert extra["status"] == "play" and extra["next"] == "E"
    assert [(o["seat"], o["card"], o["kind"]) for o in extra["obligations"]] == [
        ("W", "S5", "minor")
    ]
    # East follows; the trick is completed normally with the spade still a penalty card
    later = rule_json(
        record(
            [*events, *script("fact led false; fact deliberate false; E card C4; S card CQ")],
            edition,
        ),
        tmp_path,
    )
    assert later["next"] == "S" and later["status"] == "play"


def test_law_67a2_an_honour_not_led_is_major_without_asking(tmp_path: Path) -> None:
    # a low card of another suit not led: the director is asked how it was shown
    events = [*ONE_HEART, *script("W card CT; N card C2; W card H7; S dir; fact led false")]
    report = rule_json(record(events), tmp_path)
    assert report["rulings"][-1]["question"]["fact"] == "deliberate"
    events = [*ONE_HEART, *script("W card C8; N card CA; E card C4; S card C7")]
    events += script("N card D8; E card D2; E card DK; W dir; fact led false")
    report = rule_json(record(events), tmp_path)
    # dummy led the diamond eight, East played the two and then the king: the
    # diamond king is an honour: a major penalty card, nothing to ask (50B)
    assert report["status"] == "play" and report["next"] == "S"
    assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("E", "DK", "major")
    ]


def test_law_57a_led_given_before_the_director_is_kept(tmp_path: Path) -> None:
    events = [*ONE_HEART, *script("W card CT; N card C2; W card C9; fact led true; S dir")]
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["chooser"] == "S"
    assert "question" not in report["rulings"][-1] or report["rulings"][-1]["question"] is None
