"""Penalty cards (Laws 49-52) with a lead restriction (26) at one lead, in
both editions, through ``bridgelaws rule --json`` and the nl/en text.

Seed 004 (the NBB's general protocol): a 26 lead restriction and a penalty
card are separate rectifications. The restriction is carried out first, at
the offender's partner's first lead; declarer's 50D2 (51B) choice for the
penalty card comes only the next time the holder's partner has the lead.
Meanwhile the card stays on the table and 50D1 obliges its holder to play it
at the first legal opportunity.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. North opens 1NT, South 2C; West's insufficient 1H is
# refused and replaced by a pass (27B2: East passes throughout; 26 at East's
# first lead); West also drops the club ten face up (24B; a major penalty
# card once he defends, 24E / 2007 24). North plays 3NT; East leads.
AUCTION = script(
    "N 1NT; E Pass; S 2C; W 1H; N dir; fact artificial false; N ch reject; W Pass;"
    " W exp CT; N dir; N 3NT; E Pass; S Pass; W Pass"
)
#: the 26 choice that restricts East in each edition, and its law
RESTRICT = {"2017": ("prohibit_suit:S", "26B"), "2007": ("prohibit_suit:H", "26A2b")}
#: East wins trick 1 with the diamond ace and keeps the lead
EAST_WINS = script("E card DA; S card D5; W card D3; N card D8")


def _first(edition: str) -> list[dict[str, Any]]:
    return [*AUCTION, {"by": "N", "choose": RESTRICT[edition][0]}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_not_offered_at_the_lead_of_the_26_restriction(
    tmp_path: Path, edition: str
) -> None:
    before = rule_json(record(AUCTION, edition), tmp_path)
    # the 26 choice comes first, alone
    assert before["status"] == "awaiting_choice"
    pending = before["rulings"][-1]
    assert pending["irregularity"] == "lead_restriction" and pending["chooser"] == "N"
    assert "50D2" in " ".join(pending["reasoning"])
    report = rule_json(record(_first(edition), edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert [r["irregularity"] for r in report["rulings"]].count("penalty_card") == 0
    kinds = {(o["type"], o["seat"]) for o in report["obligations"]}
    assert kinds == {("penalty_card", "W"), ("lead_restriction", "E")}
    law = RESTRICT[edition][1]
    restriction = next(o for o in report["obligations"] if o["type"] == "lead_restriction")
    assert restriction["laws"] == [law] and restriction["kind"] == "prohibit_suit"
    nl = rule_text(record(_first(edition), edition), tmp_path, "nl")
    assert "50D2 komt pas de volgende keer dat Oost voorspeelt" in nl
    assert "aparte rechtzetting" in nl
    en = rule_text(record(_first(edition), edition), tmp_path, "en")
    assert "choice under 50D2 comes at East's next lead" in en
    for text in (nl, en):
        assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_offered_at_the_partners_next_lead(tmp_path: Path, edition: str) -> None:
    events = [*_first(edition), *EAST_WINS]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    penalty = report["rulings"][-1]
    assert penalty["irregularity"] == "penalty_card" and penalty["laws"] == ["50D2"]
    assert penalty["offender"] == "W" and penalty["chooser"] == "N"
    assert [o["code"] for o in penalty["options"]] == [
        "require_suit:C",
        "prohibit_suit:C",
        "no_restriction",
    ]
    # requiring clubs: the card is picked up, East leads a club; the 26
    # prohibition of the other suit still binds while East keeps the lead
    required_clubs = [*events, {"by": "N", "choose": "require_suit:C"}]
    chosen = rule_json(record(required_clubs, edition), tmp_path)
    assert chosen["status"] == "play" and chosen["next"] == "E"
    assert not [o for o in chosen["obligations"] if o["type"] == "penalty_card"]
    required = [o for o in chosen["obligations"] if o.get("kind") == "require_suit"]
    assert required and required[0]["laws"] == ["50D2a"] and required[0]["suit"] == "C"
    for lang in ("nl", "en"):
        text = rule_text(record(events, edition), tmp_path, lang)
        assert "50D2a" in text and "50D2b" in text
        assert_clean_text(text)


def test_law_50d2_waits_even_when_declarer_lets_the_26b_lead_free(tmp_path: Path) -> None:
    # 'no restriction' under 26B is still the 26B rectification at this lead
    events = [*AUCTION, {"by": "N", "choose": "no_restriction"}]
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert [o["type"] for o in report["obligations"]] == ["penalty_card"]
    later = rule_json(record([*events, *EAST_WINS]), tmp_path)
    assert later["status"] == "awaiting_choice" and later["rulings"][-1]["laws"] == ["50D2"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1_penalty_card_played_at_the_first_legal_opportunity_meanwhile(
    tmp_path: Path, edition: str
) -> None:
    # East leads a club at the restricted lead: West must play his club ten
    lead = script("E card C4; S card C7")
    played = rule_json(record([*_first(edition), *lead, *script("W card CT")], edition), tmp_path)
    assert not [o for o in played["obligations"] if o["type"] == "penalty_card"]
    assert [i["irregularity"] for i in played["irregularities"]].count(
        "failure_to_play_penalty_card"
    ) == 0
    other = [*_first(edition), *lead, *script("W card C9")]
    failed = rule_json(record(other, edition), tmp_path)
    wrong = failed["irregularities"][-1]
    assert wrong["irregularity"] == "failure_to_play_penalty_card"
    assert wrong["offender"] == "W" and wrong["laws"] == ["50D1"]
    for lang in ("nl", "en"):
        assert_clean_text(rule_text(record(other, edition), tmp_path, lang))


def test_law_2007_26a1_nothing_to_restrict_so_50d2_comes_at_once(tmp_path: Path) -> None:
    # West named hearts again in the legal auction (4H): 26A1, no restriction
    # to carry out, so declarer's 50D2 choice is offered at East's first lead
    events = script(
        "N 1NT; E Pass; S 2C; W 1H; N dir; N ch reject; W Pass; W exp CT; N dir;"
        " N 3NT; E Pass; S Pass; W 4H; N 4NT; E Pass; S Pass; W Pass"
    )
    report = rule_json(record(events, "2007"), tmp_path)
    assert report["contract"] == "4NT" and report["declarer"] == "N"
    assert report["status"] == "awaiting_choice"
    *_, lead, penalty = report["rulings"]
    assert lead["laws"] == ["26A1"] and lead["options"] == []
    assert penalty["laws"] == ["50D2"] and penalty["chooser"] == "N"
    for lang in ("nl", "en"):
        assert_clean_text(rule_text(record(events, "2007"), tmp_path, lang))


def test_law_50d2_direct_walk_offers_it_at_easts_next_lead() -> None:
    """``bridgelaws direct``: the 26B choice at East's first lead, the
    penalty card said as a separate rectification, the 50D2 choice only
    after East won trick 1 (seed 004's order)."""
    from test_direct import direct

    deal = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
    lines = ["a", "", "N 1NT", "E pass", "S 2C", "W 1H", "director N", "no", "2", "W pass"]
    lines += ["W shows CT", "director N", "N 3NT", "E pass", "S pass", "W pass", "1"]
    lines += ["E DA", "S D5", "W D3", "N D8", "3", "quit"]
    out = direct(lines, "--board", "1", "--lang", "en", "--deal", deal)
    restriction = out.index("Lead restriction (West; Law 26B)")
    trick = out.index("Trick 1: E ♦A  S ♦5  W ♦3")
    penalty = out.index("Penalty card (West; Law 50D2)")
    assert restriction < trick < penalty
    assert "North's choice under 50D2 comes at East's next lead" in out[restriction:trick]
    assert "Penalty card (West; Law 50D2)" not in out[:trick]
