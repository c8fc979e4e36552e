"""Laws 50A, 50D2 and 50E through ``bridgelaws rule`` in both editions: the
exposure is ruled (with what the card tells partner and the possible
adjusted score) also when the director arrives while declarer's 50D2
choice at the partner's lead is already open; after the choice the
restriction chosen is named, and (2017) what a picked-up card showed is
unauthorized for the leader (50E2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
#: East shows the spade queen during trick 1, which West wins: at West's lead
#: declarer's 50D2 choice is already due when South calls the director
SHOWN = [*ONE_HEART, *script("W card CT; N card C2; E exp SQ; E card C4; S card C7; S dir")]


def effects(ruling: dict[str, object]) -> list[tuple[str, list[str], object]]:
    return [(e["type"], e["laws"], e.get("scope")) for e in ruling["effects"]]  # type: ignore[index, union-attr]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50a_exposure_ruled_before_the_50d2_choice(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(SHOWN, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    exposure, choice = report["rulings"]
    assert exposure["irregularity"] == "exposed_card" and exposure["laws"] == ["49"]
    assert choice["laws"] == ["50D2"] and choice["chooser"] == "S"
    info, adjust = ("50E1", "50E4") if edition == "2017" else ("50E2", "50E3")
    assert ("penalty_card", ["50B"], "major") in effects(exposure)
    assert ("information", [info], "authorized" if edition == "2017" else "unauthorized") in (
        effects(exposure)
    )
    assert ("adjusted_score_possible", [adjust], None) in effects(exposure)
    # 50A: the card lies face up until declarer has chosen
    assert [o["card"] for o in report["obligations"] if o["type"] == "penalty_card"] == ["SQ"]
    assert [i["laws"] for i in report["irregularities"]] == [["49"]]
    en = rule_text(record(SHOWN, edition), tmp_path, "en")
    assert "no ruling asked" not in en
    assert f"the director may adjust the score ({adjust})" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2a_require_names_the_suit_and_50e2(tmp_path: Path, edition: str) -> None:
    events = [*SHOWN, *script("S ch require_suit:S")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    choice = report["rulings"][-1]
    assert ("penalty_card_picked_up", ["50D2a"], None) in effects(choice)
    assert (("information", ["50E2"], "unauthorized") in effects(choice)) is (edition == "2017")
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]
    nl, en = (
        rule_text(record(events, edition), tmp_path, "nl"),
        rule_text(record(events, edition), tmp_path, "en"),
    )
    assert_clean_text(nl)
    assert_clean_text(en)
    assert "= West must lead spades (50D2a)" in en
    assert "= West moet schoppen voorspelen (50D2a)" in nl
    if edition == "2017":
        assert "ongeoorloofde informatie voor West, geoorloofd voor de leider (50E2)" in nl
        assert "unauthorized for East (50E3)" not in en
        assert "unauthorized for West (50E3)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2a_prohibit_lasts_while_he_keeps_the_lead(tmp_path: Path, edition: str) -> None:
    events = [*SHOWN, *script("S ch prohibit_suit:S")]
    en = rule_text(record(events, edition), tmp_path, "en")
    assert "= West may not lead spades while he keeps the lead (50D2a)" in en
    # West leads a spade anyway: a revoke named by the law that made the restriction
    broken = rule_json(record([*events, *script("W card S5")], edition), tmp_path)
    assert broken["irregularities"][-1]["irregularity"] == "revoke"
    assert "50D2a" in broken["irregularities"][-1]["laws"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2b_no_restriction_card_stays(tmp_path: Path, edition: str) -> None:
    events = [*SHOWN, *script("S ch no_restriction; W card D3")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert [
        (o["seat"], o["card"]) for o in report["obligations"] if o["type"] == "penalty_card"
    ] == [("E", "SQ")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50e_minor_penalty_card_information(tmp_path: Path, edition: str) -> None:
    # East shows the spade eight while South wins trick 1: a minor card unless
    # deliberate (50B); what it tells West by edition, adjusted score possible
    events = [*ONE_HEART, *script("W card C8; N card C2; E exp S8; E card C4; S card CQ; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    [exposure] = report["rulings"]
    assert exposure["question"]["fact"] == "deliberate"
    adjust = "50E4" if edition == "2017" else "50E3"
    assert ("adjusted_score_possible", [adjust], None) in effects(exposure)
