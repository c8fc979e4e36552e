"""Rubber 45 and 47(2): declarer leads from the wrong hand and, before the
defenders act, plays to it from his other hand.

South (1♥) leads ♥8 from his own hand when dummy (North) was on lead, then
plays dummy's ♥4 to it. Dummy's card and any defender's card after it used
to vanish ("nobody acts"). Now dummy's card stands without penalty and is
played in its turn (47(2)); a defender's card accepts the lead (45), and
East, the fourth hand, may play before West (47(2)). If the defenders send
the lead back, dummy's card goes back with it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import clean_texts, record, rule_json, script

ONE_HEART = (
    "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass; W card C8; N card C2; E card C4; S card CQ; "
    "S card C7; W card C9; N card CA; E card C5"
)
BOTH_HANDS = f"{ONE_HEART}; S card H8; N card H4"


def _listed(report: dict[str, Any]) -> list[tuple[str, str, list[str], bool]]:
    return [
        (i["irregularity"], i["offender"], i["laws"], i["accepted"])
        for i in report["irregularities"]
    ]


def test_rubber_47_2_dummys_card_to_declarers_wrong_lead_stands(tmp_path: Path) -> None:
    data = record(script(BOTH_HANDS), "rubber")
    report = rule_json(data, tmp_path)
    assert _listed(report) == [
        ("lead_from_wrong_hand", "S", ["45"], False),
        ("premature_play", "S", ["47(2)"], True),
    ]
    early = report["rulings"][-1]
    assert early["laws"] == ["47(2)"]
    assert [e["type"] for e in early["effects"]] == ["no_penalty"]
    texts = clean_texts(data, tmp_path)
    assert "♥4 stands and is played in its turn; there is no penalty." in texts["en"]


def test_rubber_45_east_plays_to_it_the_lead_stands(tmp_path: Path) -> None:
    data = record(script(f"{BOTH_HANDS}; E card HK"), "rubber")
    report = rule_json(data, tmp_path)
    assert _listed(report)[0] == ("lead_from_wrong_hand", "S", ["45"], True)
    assert (report["status"], report["next"]) == ("play", "W")
    clean_texts(data, tmp_path)
    # West follows: ♥8, ♥2, ♥4, ♥K; East's king wins and East leads
    done = rule_json(record(script(f"{BOTH_HANDS}; E card HK; W card H2"), "rubber"), tmp_path)
    assert (done["status"], done["next"]) == ("play", "E")


def test_rubber_45_lead_sent_back_dummys_card_goes_back(tmp_path: Path) -> None:
    data = record(script(f"{BOTH_HANDS}; W dir; W ch lead_from:N"), "rubber")
    report = rule_json(data, tmp_path)
    lead = report["rulings"][-1]
    assert lead["chosen"] == "lead_from:N"
    withdrawn = [e for e in lead["effects"] if e["type"] == "card_withdrawn"]
    assert withdrawn[-1]["seat"] == "N" and withdrawn[-1]["card"] == "H4"
    assert (report["status"], report["next"]) == ("play", "N")
    texts = clean_texts(data, tmp_path)
    assert "North's ♥4 is withdrawn (45)" in texts["en"]


def test_rubber_21_1_44_4_dummy_plays_fourth_to_a_defenders_accepted_lead(
    tmp_path: Path,
) -> None:
    """East's opening lead out of turn is accepted by dummy's card (46(3));
    dummy (North), the fourth hand, played before South: no penalty, and no
    line saying North may now play before South (he already has). Not 47(2):
    its words are a card from declarer's other hand after he has led; here a
    defender led, and the card stays played (21(1)) without penalty (44(4))."""
    auction = "N 1S; E Pass; S 2H; W Pass; N Pass; E Pass"
    data = record(script(f"{auction}; E card HK; N card H4; W dir"), "rubber")
    report = rule_json(data, tmp_path)
    early = report["rulings"][-1]
    assert early["laws"] == ["21(1)", "44(4)"]
    assert (report["status"], report["next"]) == ("play", "S")
    texts = clean_texts(data, tmp_path)
    assert "may now play before" not in texts["en"]


def test_law_45d_dummys_act_named_as_a_noun_phrase(tmp_path: Path) -> None:
    """The irregularity line reads '<name> by <seat>': dummy's acts are named
    so that the seat after them reads right (it used to say 'Blinde speelde
    een kaart die de leider niet noemde door Noord')."""
    steps = f"{ONE_HEART}; S card H8; N card H4; E card H3; fact not_designated H4"
    texts = clean_texts(record(script(steps), "2017"), tmp_path)
    assert "Niet genoemde kaart gelegd door Noord" in texts["nl"]
    assert "Unnamed card placed by North" in texts["en"]
    assert "Blinde speelde een kaart die de leider niet noemde" not in texts["nl"]
