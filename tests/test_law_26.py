"""Law 26B (2017): declarer's lead restriction after a withdrawn call."""

from __future__ import annotations

from typing import Any

from bridgelaws import Status, Table, TableRecord

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
# Board 7, South deals. West bids 1S over 1NT (insufficient); North refuses it;
# West passes instead, so East must pass (27B2) and may be restricted (26B).
AUCTION: list[dict[str, Any]] = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "1S"},
    {"by": "N", "director": True},
    {"by": "N", "choose": "reject"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "3NT"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "Pass"},
]


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 7, "deal": DEAL, "events": AUCTION + events}
    return Table.from_record(TableRecord.from_json(record))


def test_law_26b_declarer_chooses_at_partners_first_lead() -> None:
    # 3NT by South: West leads first; East's first lead comes later.
    t = table([{"by": "W", "card": "H2"}, {"by": "N", "card": "H4"}, {"by": "E", "card": "HK"}])
    # South has still to play to the first trick: East has not led yet.
    assert t.status is Status.PLAY
    [obligation] = [o.to_json() for o in t.obligations]
    assert obligation == {
        "type": "lead_restriction",
        "seat": "E",
        "laws": ["26B"],
        "kind": "pending_choice",
        "chooser": "S",
    }


def test_law_26b_choice_asked_when_restricted_player_is_on_lead() -> None:
    # East wins trick 1 with the heart king over North's four; South plays low.
    t = table(
        [
            {"by": "W", "card": "H2"},
            {"by": "N", "card": "H4"},
            {"by": "E", "card": "HK"},
            {"by": "S", "card": "H8"},
        ]
    )
    assert t.status is Status.AWAITING_CHOICE
    ruling = t.report("en")["rulings"][-1]
    assert ruling["chooser"] == "S"
    # West named spades in the legal auction? No: his 1S was withdrawn, so all
    # four suits may be prohibited.
    assert [o["code"] for o in ruling["options"]] == [
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:D",
        "prohibit_suit:C",
        "no_restriction",
    ]


def test_law_26b_prohibited_lead_is_a_revoke_while_partner_keeps_the_lead() -> None:
    base = [
        {"by": "W", "card": "H2"},
        {"by": "N", "card": "H4"},
        {"by": "E", "card": "HK"},
        {"by": "S", "card": "H8"},
        {"by": "S", "choose": "prohibit_suit:D"},
    ]
    t = table(base)
    assert t.status is Status.PLAY
    assert t.obligations[0].to_json()["kind"] == "prohibit_suit"
    t = table([*base, {"by": "E", "card": "DA"}])
    assert t.irregularities[-1].code == "revoke"
    assert t.irregularities[-1].laws == ("26B", "61A")


def test_law_26b_no_restriction_when_offenders_side_declares() -> None:
    events = [
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "1S"},
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "W", "call": "3S"},
        {"fact": "comparable", "value": False},
        {"by": "N", "call": "Pass"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
    ]
    record = {"board": 7, "deal": DEAL, "events": events}
    t = Table.from_record(TableRecord.from_json(record))
    assert t.status is Status.PLAY and str(t.contract) == "3S by W"
    assert t.obligations == []


def test_law_26_2007_notes_the_penalty_without_asking() -> None:
    t = table(
        [
            {"by": "W", "card": "H2"},
            {"by": "N", "card": "H4"},
            {"by": "E", "card": "HK"},
            {"by": "S", "card": "H8"},
        ],
        "2007",
    )
    assert t.status is Status.PLAY and t.obligations == []
    effects = t.report()["rulings"][0]["effects"]
    assert any(e["type"] == "lead_restriction_possible" and e["laws"] == ["26"] for e in effects)
