"""54D and 56 with a penalty card already on the table (both editions).

West's minor penalty card is on the table (49, 50B) when he leads out of
turn. If declarer has the lead taken back (54D at the opening lead, 56 later)
the led card becomes a penalty card too, and once a defender has two penalty
cards both are major (50B). The choice at East's lead is then 51B's over
every penalty card (51B1 in one suit, 51B2 in two), not 50D2's over the led
card alone: the option's follow-up lines say what happens to both cards.
2007 has no 51B2c; leading freely with penalty cards in two suits is 50D2b.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import clean_texts, penalty_cards, record, rule_json

EDITIONS = ("2017", "2007")
#: 3NT by North: East makes the opening lead, South is dummy
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: West drops a small card before the opening lead (not deliberate: minor)
DROP = "N dir; fact deliberate false"
FREE = {"2017": "51B2c", "2007": "50D2b"}


def _option(report: dict[str, Any], code: str) -> dict[str, Any]:
    [found] = [o for o in report["rulings"][-1]["options"] if o["code"] == code]
    return found


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_50b_51b2_retraction_option_speaks_of_both_penalty_cards(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(f"{NT}; W exp H7; {DROP}; W card S3; N dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "opening_lead_out_of_turn",
        "W",
        "N",
    )
    retract = _option(report, "require_retraction")
    assert retract["laws"] == ["54D", "50B", "51B"]
    # nothing chosen yet: the ♥7 is still the only (minor) penalty card
    assert penalty_cards(report) == {("W", "H7", "minor")}
    texts = clean_texts(data, tmp_path)
    en = texts["en"]
    assert "with ♥7 already on the table, all of West's penalty cards are major (50B)" in en
    assert "West's penalty cards in that suit are picked up and the others stay" in en
    assert "♠3 ♥7 stay on the table as major penalty cards" in en
    assert f"(50D1, {FREE[edition]})" in en
    # the single-card lines of 50D2 are gone
    assert "♠3 is picked up (50D2a)" not in en
    assert "met ♥7 al op tafel zijn alle strafkaarten van West grote strafkaarten" in (texts["nl"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_50b_two_penalty_cards_on_the_table_are_named_in_notation(
    tmp_path: Path, edition: str
) -> None:
    # two dropped cards before the lead, then the lead out of turn: the
    # retraction option names both cards in the language's notation
    steps = f"{NT}; W exp H7; {DROP}; W exp D7; {DROP}; W card S3; N dir"
    data = record(events(steps), edition)
    report = rule_json(data, tmp_path)
    # two cards below honour rank dropped by one defender: both major (50B)
    assert penalty_cards(report) == {("W", "H7", "major"), ("W", "D7", "major")}
    texts = clean_texts(data, tmp_path)
    assert "with ♥7 ♦7 already on the table, all of West's penalty cards are major" in texts["en"]
    assert "met ♥7 ♦7 al op tafel zijn alle strafkaarten van West grote" in texts["nl"]
    assert "H7 D7" not in texts["nl"] + texts["en"] + texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_51b2_chosen_both_cards_major_and_the_lines_matched_the_options(
    tmp_path: Path, edition: str
) -> None:
    steps = f"{NT}; W exp H7; {DROP}; W card S3; N dir; N ch require_retraction"
    data = record(events(steps), edition)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("W", "H7", "major"), ("W", "S3", "major")}
    last = report["rulings"][-1]
    assert last["laws"] == ["51B2"]
    laws = {o["code"]: o["laws"] for o in last["options"]}
    assert laws["require_suit:H"] == ["51B2a"] and laws["prohibit_suit:S+H"] == ["51B2b"]
    assert laws["no_restriction"] == [FREE[edition]]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_51b1_same_suit_penalty_cards_both_picked_up(tmp_path: Path, edition: str) -> None:
    # West's ♠5 is already a minor penalty card; he then leads ♠3 out of turn
    data = record(events(f"{NT}; W exp S5; {DROP}; W card S3; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert _option(report, "require_retraction")["laws"] == ["54D", "50B", "51B"]
    en = clean_texts(data, tmp_path)["en"]
    assert "Then, if North requires East to lead spades: ♠3 ♠5 are picked up (51B1a)." in en
    assert (
        "If he forbids East to lead spades: ♠3 ♠5 are picked up and East may not lead spades "
        "for as long as he keeps the lead (51B1b)."
    ) in en
    chosen = record(events(f"{NT}; W exp S5; {DROP}; W card S3; N dir; N ch require_retraction"))
    after = rule_json({**chosen, "edition": edition}, tmp_path)
    assert after["rulings"][-1]["laws"] == ["51B1"]
    assert penalty_cards(after) == {("W", "S5", "major"), ("W", "S3", "major")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_50d2_single_card_lines_unchanged_without_another_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(f"{NT}; W card S3; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert _option(report, "require_retraction")["laws"] == ["54D", "50D"]
    en = clean_texts(data, tmp_path)["en"]
    assert "Then, if North requires East to lead spades: ♠3 is picked up (50D2a)." in en
    assert "already on the table" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_50b_51b2_lead_out_of_turn_in_the_play_with_a_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # East wins the first trick; West drops ♥7 (minor), then leads ♠3 at East's turn
    trick = "E card DA; S card D5; W card D3; N card D8"
    data = record(events(f"{NT}; {trick}; W exp H7; {DROP}; W card S3; N dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"]) == ("lead_out_of_turn", "W")
    reject = _option(report, "reject")
    assert reject["laws"] == ["56", "50B", "51B"]
    texts = clean_texts(data, tmp_path)
    assert "East leads, after North's choice under 51B" in texts["en"]
    assert "♠3 ♥7 stay on the table as major penalty cards" in texts["en"]
    assert "Verbiedt hij Oost een of meer van hun kleuren voor te spelen" in texts["nl"]
