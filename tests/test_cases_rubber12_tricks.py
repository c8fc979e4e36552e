"""Rubber rules 23, 24(d), 25 and 26 (seed 001): a trick taken by the side
that did not win it, an inspection refused, the cards asked for, and a
concession not agreed, each through ``bridgelaws rule`` with its nl and en
text.

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98. North
plays 1NT; East leads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import clean_texts, record, rule_json, rule_refused, script

from bridgelaws import Board
from bridgelaws.calls import Contract
from bridgelaws.cards import Seat, Side
from bridgelaws.record import FactEvent, Start, TableRecord
from bridgelaws.rubber import Rubber
from bridgelaws.table import Table

AUCTION = "N 1NT; E Pass; S Pass; W Pass"
# trick 1: East ♦A wins; trick 2: North ♠A wins
TWO_TRICKS = (
    f"{AUCTION}; E card DA; S card D5; W card D3; N card D8; "
    "E card SQ; S card S6; W card S3; N card SA"
)
#: North claims seven tricks in all; both defenders agree
CLAIM_SEVEN = [{"by": "N", "claim": 7}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


def _taken_wrongly(report: dict[str, Any]) -> dict[str, Any]:
    rulings = [r for r in report["rulings"] if r["irregularity"] == "trick_taken_wrongly"]
    assert len(rulings) == 1
    ruling: dict[str, Any] = rulings[0]
    return ruling


# -- 23: a trick taken by the side that did not win it ---------------------------------


def test_rubber_rule_23_trick_claimed_back_before_the_cards_are_gathered(tmp_path: Path) -> None:
    events = [*script(TWO_TRICKS), *CLAIM_SEVEN, fact("trick_taken_wrongly", 2, by="N")]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _taken_wrongly(report)
    assert ruling["laws"] == ["23"]
    returned = [e for e in ruling["effects"] if e["type"] == "tricks_returned"]
    assert returned == [
        {"type": "tricks_returned", "seat": "N", "laws": ["23"], "side": "NS", "tricks": 1}
    ]
    # the cards gave North-South the trick: the count stays as they show it
    assert report["tricks"] == {"NS": 7, "EW": 6}
    assert report["adjustments"] == []
    texts = clean_texts(data, tmp_path)
    assert "The cards show that North-South won trick 2 (♠A); East-West took it" in texts["en"]
    assert (
        "North claimed the trick back before the cards were gathered for the next shuffle: "
        "it counts for North-South (23)."
    ) in texts["en"]
    assert "Noord heeft de slag opgeëist voordat de kaarten werden samengevoegd" in texts["nl"]
    assert "Slag opgenomen door de partij die hem niet won (regel 23)" in texts["nl"]


def test_rubber_rule_23_trick_given_back_during_the_play(tmp_path: Path) -> None:
    # North-South took trick 1, which East's ♦A won; South gives it back
    data = record([*script(TWO_TRICKS), fact("trick_taken_wrongly", 1, by="S")], "rubber")
    report = rule_json(data, tmp_path)
    ruling = _taken_wrongly(report)
    assert ruling["laws"] == ["23"]
    assert [(e["type"], e.get("side")) for e in ruling["effects"]] == [("tricks_returned", "EW")]
    assert (report["status"], report["next"]) == ("play", "N")
    texts = clean_texts(data, tmp_path)
    assert "South gave the trick back before the cards were gathered" in texts["en"]
    assert "Zuid heeft de slag afgestaan" in texts["nl"]


def test_rubber_rule_23_claim_after_the_cards_are_gathered_is_refused(tmp_path: Path) -> None:
    events = [
        *script(TWO_TRICKS),
        *CLAIM_SEVEN,
        fact("cards_gathered", True),
        fact("trick_taken_wrongly", 2, by="N"),
    ]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _taken_wrongly(report)
    assert ruling["laws"] == ["23"]
    assert [e["type"] for e in ruling["effects"]] == ["claim_refused"]
    # East-West kept the trick they took: 1NT one down, 50 to East-West (32)
    assert report["adjustments"] == [{"law": "23", "to": "EW", "tricks": 1}]
    assert report["tricks"] == {"NS": 6, "EW": 7}
    assert report["score"] == {"NS": 0, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert (
        "The cards had been gathered for the next shuffle: the trick can no longer be claimed "
        "back or given back, and it counts for East-West (23)."
    ) in texts["en"]
    assert "De kaarten waren al samengevoegd om te schudden" in texts["nl"]


def test_rubber_rule_23_the_next_deal_cut_also_ends_the_time(tmp_path: Path) -> None:
    events = [
        *script(TWO_TRICKS),
        *CLAIM_SEVEN,
        fact("next_deal_cut", True),
        fact("trick_taken_wrongly", 2, by="N"),
    ]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert [e["type"] for e in _taken_wrongly(report)["effects"]] == ["claim_refused"]
    assert report["tricks"] == {"NS": 6, "EW": 7}


def test_rubber_rule_23_cards_gathered_false_leaves_the_time_open(tmp_path: Path) -> None:
    events = [
        *script(TWO_TRICKS),
        *CLAIM_SEVEN,
        fact("cards_gathered", False),
        fact("trick_taken_wrongly", 2, by="N"),
    ]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert [e["type"] for e in _taken_wrongly(report)["effects"]] == ["tricks_returned"]
    assert report["tricks"] == {"NS": 7, "EW": 6}


def test_rubber_rule_23_trick_quitted_before_the_record_moves_a_trick() -> None:
    """A trick quitted before the record began is known only by the side
    holding it: claimed back in time, it goes to the other side."""
    start = Start(
        Contract.parse("3NT").with_declarer(Seat.SOUTH), quitted=(4, 2), leader=Seat.SOUTH
    )
    table = Table.resume(Board.numbered(3), start, edition="rubber")
    table.apply(FactEvent("trick_taken_wrongly", 2, {"by": "E"}))
    ruling = table.rulings[-1]
    assert ruling.irregularity.code == "trick_taken_wrongly" and ruling.laws == ("23",)
    assert table.adjustments[-1].to is Side.EW and table.adjustments[-1].tricks == 1
    texts = [m.render("en") for m in ruling.reasoning]
    assert texts[0] == (
        "Trick 2 was quitted before the record began: North-South holds it, and East says "
        "East-West won it."
    )


def test_rubber_rule_23_a_trick_not_quitted_is_refused(tmp_path: Path) -> None:
    data = record([*script(TWO_TRICKS), fact("trick_taken_wrongly", 3, by="N")], "rubber")
    assert "3 is not a quitted trick (1 to 2)" in rule_refused(data, tmp_path, "en")
    assert "3 is geen dichtgelegde slag" in rule_refused(data, tmp_path, "nl")
    data = record([*script(AUCTION), fact("trick_taken_wrongly", 1, by="N")], "rubber")
    assert "no trick has been quitted yet" in rule_refused(data, tmp_path, "en")
    data = record([*script(TWO_TRICKS), fact("trick_taken_wrongly", 1)], "rubber")
    assert (
        "a trick taken by the side that did not win it: the player concerned ('by') is missing"
        in rule_refused(data, tmp_path, "en")
    )


def test_rubber_rule_23_a_trick_is_settled_once(tmp_path: Path) -> None:
    once = fact("trick_taken_wrongly", 2, by="N")
    events = [*script(TWO_TRICKS), *CLAIM_SEVEN, fact("cards_gathered", True), once, once]
    data = record(events, "rubber")
    assert "trick 2 was settled under rule 23 already" in rule_refused(data, tmp_path, "en")
    assert "slag 2 is al volgens regel 23 afgehandeld" in rule_refused(data, tmp_path, "nl")


def test_rubber_rule_23_cards_gathered_before_the_deal_is_over_is_refused(
    tmp_path: Path,
) -> None:
    data = record([*script(TWO_TRICKS), fact("cards_gathered", True)], "rubber")
    assert "the cards were gathered for the next shuffle: the deal is not over" in rule_refused(
        data, tmp_path, "en"
    )
    data = record([*script(TWO_TRICKS), *CLAIM_SEVEN, fact("cards_gathered", "yes")], "rubber")
    assert "the answer is true (yes) or false (no)" in rule_refused(data, tmp_path, "en")


# -- 24(d): the inspection of the last trick refused -----------------------------------


# trick 2: East ♦K, South ♦6, West ♣T (a revoke: West holds ♦7 and ♦4), North ♦9
REVOKE = (
    f"{AUCTION}; E card DA; S card D5; W card D3; N card D8; "
    "E card DK; S card D6; W card CT; N card D9"
)
# trick 3 establishes the revoke; East then concedes the rest
ON = "E card DQ; S card DJ; W card D4; N card DT"
CONCEDE = [{"by": "E", "concede": 3}, {"by": "N", "agree": True}, {"by": "S", "agree": True}]


def _revoke(report: dict[str, Any]) -> dict[str, Any]:
    found = [i for i in report["irregularities"] if i["irregularity"] == "revoke"]
    assert len(found) == 1
    revoke: dict[str, Any] = found[0]
    return revoke


def test_rubber_rule_24_d_refused_inspection_costs_the_revoke_penalty(tmp_path: Path) -> None:
    # West fears he revoked in trick 2 and asks to look before his side plays
    # on; North refuses: North-South claim no penalty for that revoke
    refused = fact("inspection_refused", 2, by="N")
    data = record([*script(REVOKE), refused, *script(ON), *CONCEDE], "rubber")
    report = rule_json(data, tmp_path)
    assert "24(d)" in _revoke(report)["laws"]
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 3, "EW": 10}
    texts = clean_texts(data, tmp_path)
    assert (
        "North refused the look at trick 2, as rule 24(d) allows: his side cannot claim a "
        "penalty for an established revoke in that trick (24(d))."
    ) in texts["en"]
    assert "no trick transferred (24(d))" in texts["en"]
    assert "zoals regel 24(d) toestaat" in texts["nl"]
    # without the refusal the revoke costs two tricks (55(6))
    plain = rule_json(record([*script(REVOKE), *script(ON), *CONCEDE], "rubber"), tmp_path)
    assert plain["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]


def test_rubber_rule_24_d_refusing_a_look_24_does_not_allow_costs_nothing(
    tmp_path: Path,
) -> None:
    # asked after West's side had played on to trick 3: no 24(d) inspection
    refused = fact("inspection_refused", 2, by="N")
    data = record([*script(REVOKE), *script(ON), refused, *CONCEDE], "rubber")
    report = rule_json(data, tmp_path)
    assert "24(d)" not in _revoke(report)["laws"]
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    texts = clean_texts(data, tmp_path)
    assert "which rule 24(d) no longer allowed" in texts["en"]
    assert "die weigering kost niets (24)" in texts["nl"]


# -- 25: which cards were played -------------------------------------------------------


def test_rubber_rule_25_cards_asked_while_the_trick_is_played(tmp_path: Path) -> None:
    steps = f"{AUCTION}; E card DA; S card D5"
    data = record([*script(steps), fact("cards_asked", True, by="W")], "rubber")
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["next"] == "W"
    texts = clean_texts(data, tmp_path)
    assert (
        "West may require the players to say which cards they played to the trick, which is "
        "not yet quitted (25)."
    ) in texts["en"]
    assert "want die is nog niet losgelaten (25)" in texts["nl"]


def test_rubber_rule_25_cards_asked_after_the_trick_is_quitted(tmp_path: Path) -> None:
    data = record([*script(TWO_TRICKS), fact("cards_asked", True, by="E")], "rubber")
    texts = clean_texts(data, tmp_path)
    assert "The trick was quitted: East may no longer ask which cards were played" in texts["en"]
    assert "De slag was losgelaten" in texts["nl"]
    # the last trick's cards still face up: not yet quitted
    still = record(
        [*script(TWO_TRICKS), fact("cards_asked", True, by="E", quitted=False)], "rubber"
    )
    assert "which is not yet quitted (25)" in clean_texts(still, tmp_path)["en"]


# -- 26: a concession not agreed is named a concession ---------------------------------


def test_rubber_rule_26_1_concession_not_agreed_is_listed_as_a_concession(
    tmp_path: Path,
) -> None:
    steps = f"{AUCTION}; E card DA; S card D5; W card D3; N card D8"
    events = [*script(steps), {"by": "E", "concede": 3}, {"by": "W", "agree": False}]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    listed = [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]
    assert listed == [("concession", "E", ["26(1)"])]
    question = report["rulings"][0]["question"]
    assert question["fact"] == "claim_award"
    texts = clean_texts(data, tmp_path)
    assert "Concession by East (rule 26(1))" in texts["en"]
    assert "East's concession was not agreed: how many tricks" in texts["en"]
    assert "Concessie door Oost (regel 26(1))" in texts["nl"]
    assert "De concessie van Oost is niet aanvaard" in texts["nl"]
    assert "Claim" not in texts["en"] and "Beanspruchung" not in texts["de"]
    data["events"].append(fact("claim_award", 4))
    settled = rule_json(data, tmp_path)
    assert settled["tricks"] == {"NS": 9, "EW": 4}
    assert "East's side takes 4 tricks in all (26(1))" in clean_texts(data, tmp_path)["en"]


def test_rubber_rule_23_the_sheet_records_the_count_as_settled() -> None:
    """The rubber sheet takes the deal's tricks after rule 23 (add_table)."""
    events = [
        *script(TWO_TRICKS),
        *CLAIM_SEVEN,
        fact("cards_gathered", True),
        fact("trick_taken_wrongly", 2, by="N"),
    ]
    table = Table.from_record(TableRecord.from_json(record(events, "rubber")))
    sheet = Rubber(Seat.NORTH)
    sheet.add_table(table)
    rows = sheet.sheet()
    # 1NT one down: 50 to East-West above the line, nothing for North-South (32)
    assert (rows.total(Side.NS), rows.total(Side.EW)) == (0, 50)
