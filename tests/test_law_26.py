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


TRICK_ONE = [
    {"by": "W", "card": "H2"},
    {"by": "N", "card": "H4"},
    {"by": "E", "card": "HK"},
    {"by": "S", "card": "H8"},
]


def test_law_26a2_2007_require_or_prohibit_the_withdrawn_suit() -> None:
    # 2007: West's withdrawn 1S named spades only, and West never bid spades in the
    # legal auction: declarer may require a spade or forbid spades (26A2).
    t = table(TRICK_ONE, "2007")
    assert t.status is Status.AWAITING_CHOICE
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["26A"] and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "no_restriction",
    ]
    # 2017 offers a prohibition of any suit West did not name legally, and no requirement
    codes_2017 = [o["code"] for o in table(TRICK_ONE).report("en")["rulings"][-1]["options"]]
    assert "require_suit:S" not in codes_2017 and "prohibit_suit:H" in codes_2017


def test_law_26a2a_2007_required_lead_breaks_only_when_the_suit_is_held() -> None:
    t = table([*TRICK_ONE, {"by": "S", "choose": "require_suit:S"}], "2007")
    assert t.status is Status.PLAY
    [obligation] = [o.to_json() for o in t.obligations]
    assert obligation["kind"] == "require_suit" and obligation["suit"] == "S"
    # East holds spades (QT98) and leads a diamond: a revoke (61A)
    t = table(
        [*TRICK_ONE, {"by": "S", "choose": "require_suit:S"}, {"by": "E", "card": "DA"}], "2007"
    )
    assert t.irregularities[-1].code == "revoke"
    # the spade lead complies, and the requirement ends with that lead
    t = table(
        [
            *TRICK_ONE,
            {"by": "S", "choose": "require_suit:S"},
            {"by": "E", "card": "S8"},
            {"by": "S", "card": "S6"},
            {"by": "W", "card": "S3"},
            {"by": "N", "card": "SA"},
        ],
        "2007",
    )
    assert t.obligations == [] and t.irregularities == t.irregularities[:1]


def test_law_26b_2007_other_withdrawn_call_prohibits_any_suit() -> None:
    # A withdrawn double names no suit: 2007 26B lets declarer forbid any one suit.
    events = [
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "XX"},
        {"by": "N", "director": True},
        {"by": "W", "call": "Pass"},
        {"by": "N", "call": "3NT"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
        *TRICK_ONE,
    ]
    record = {"edition": "2007", "board": 7, "deal": DEAL, "events": events}
    t = Table.from_record(TableRecord.from_json(record))
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["26B"]
    assert [o["code"] for o in ruling["options"]] == [
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:D",
        "prohibit_suit:C",
        "no_restriction",
    ]
