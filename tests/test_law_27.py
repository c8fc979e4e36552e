"""Law 27, the insufficient bid, ruled under the 2017 and the 2007 Laws."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws import BridgeError, Status, Table, TableRecord
from bridgelaws.cli import app
from bridgelaws.i18n import translate

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
# South deals board 7; West bids 1S over 1NT, North summons the director.
START: list[dict[str, Any]] = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "1S"},
    {"by": "N", "director": True},
]


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 7, "deal": DEAL, "events": START + events}
    return Table.from_record(TableRecord.from_json(record))


def test_law_27_director_offers_lho_accept_or_reject() -> None:
    # seed 004 (7A-7C): what West meant is established first, then the options
    t = table([])
    assert t.status is Status.AWAITING_FACT
    [ruling] = t.report("en")["rulings"]
    assert ruling["question"]["fact"] == "artificial" and ruling["question"]["laws"] == ["27B1a"]
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    t = table([{"fact": "artificial", "value": False}])
    assert t.status is Status.AWAITING_CHOICE
    report = t.report("en")
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "insufficient_bid" and ruling["offender"] == "W"
    assert ruling["chooser"] == "N" and ruling["chosen"] is None
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    assert ruling["reasoning"] == [
        "The lowest sufficient bid in the denomination of 1♠ is 2♠.",
        "1♠ was not artificial: the lowest sufficient bid in its denomination replaces it "
        "without further rectification (27B1a).",
    ]


def test_law_27b1a_meaning_found_before_the_choice_is_kept_for_the_replacement() -> None:
    t = table(
        [
            {"fact": "artificial", "value": False},
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "2S"},
        ]
    )
    assert t.status is Status.AUCTION and t.obligations == []
    [ruling] = t.report()["rulings"]
    assert "question" not in ruling  # not asked again after the replacement
    assert "no_further_rectification" in [e["type"] for e in ruling["effects"]]


def test_law_27b1a_2007_judges_both_bids_after_the_replacement() -> None:
    t = table([], "2007")
    assert t.status is Status.AWAITING_CHOICE


def test_law_27a1_lho_accepts_and_calls_next() -> None:
    t = table([{"by": "N", "choose": "accept"}])
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "N"
    assert [c.name for _, c in t.auction.calls] == ["1NT", "1S"]
    assert t.irregularities[0].accepted


def test_law_27_only_the_lho_chooses() -> None:
    t = table([{"fact": "artificial", "value": False}, {"by": "E", "choose": "accept"}])
    assert t.status is Status.AWAITING_CHOICE  # East's word changes nothing
    assert t.report()["rulings"][0]["chosen"] is None


def test_law_27b1a_lowest_same_denomination() -> None:
    t = table([{"by": "N", "choose": "reject"}, {"by": "W", "call": "2S"}])
    assert t.status is Status.AWAITING_FACT
    assert t.report()["rulings"][0]["question"]["fact"] == "artificial"
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "2S"},
            {"fact": "artificial", "value": False},
        ]
    )
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "N"
    assert t.obligations == []
    effects = [e["type"] for e in t.report()["rulings"][0]["effects"]]
    assert "no_further_rectification" in effects and "must_pass" not in effects


def test_law_27b1b_comparable_call() -> None:
    # An artificial 1S replaced by 2S: not B1(a); the director finds it comparable.
    events = [
        {"by": "N", "choose": "reject"},
        {"by": "W", "call": "2S"},
        {"fact": "artificial", "value": True},
    ]
    t = table(events)
    assert t.status is Status.AWAITING_FACT
    assert t.report()["rulings"][0]["question"]["fact"] == "comparable"
    t = table([*events, {"fact": "comparable", "value": True}])
    assert t.status is Status.AUCTION and t.obligations == []


def test_law_27b2_other_bid_partner_passes_throughout() -> None:
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "3S"},
            {"fact": "comparable", "value": False},
        ]
    )
    assert [o.to_json() for o in t.obligations] == [
        {"type": "must_pass", "seat": "E", "laws": ["27B2"], "scope": "rest_of_auction"},
        {"type": "lead_restriction", "seat": "E", "laws": ["26B"], "kind": "pending_choice"},
    ]
    effects = [e["type"] for e in t.report()["rulings"][0]["effects"]]
    assert "lead_restriction_possible" in effects and "adjusted_score_possible" in effects


def test_law_27b2_pass_replacement_matches_the_spec_example() -> None:
    t = table([{"by": "N", "choose": "reject"}, {"by": "W", "call": "Pass"}])
    report = t.report()
    assert report["status"] == "auction" and report["rulings"][0]["chosen"] == "reject"
    assert report["obligations"] == [
        {"type": "must_pass", "seat": "E", "laws": ["27B2"], "scope": "rest_of_auction"},
        {"type": "lead_restriction", "seat": "E", "laws": ["26B"], "kind": "pending_choice"},
    ]


def test_law_37_partner_bids_while_required_to_pass() -> None:
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "Pass"},
            {"by": "N", "call": "2C"},
            {"by": "E", "call": "2H"},
        ]
    )
    assert t.irregularities[-1].code == "call_when_required_to_pass"
    assert t.irregularities[-1].laws == ("37",)


def test_law_27b2_forced_pass_ends_with_the_auction() -> None:
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "Pass"},
            {"by": "N", "call": "3NT"},
            {"by": "E", "call": "Pass"},
            {"by": "S", "call": "Pass"},
            {"by": "W", "call": "Pass"},
        ]
    )
    assert t.status is Status.PLAY and str(t.contract) == "3NT by S"
    # the forced pass is over; East, a defender, may still be restricted (26B)
    assert [o.to_json() for o in t.obligations] == [
        {
            "type": "lead_restriction",
            "seat": "E",
            "laws": ["26B"],
            "kind": "pending_choice",
            "chooser": "S",
        }
    ]


def test_law_27b3_double_is_cancelled_and_partner_passes() -> None:
    # 27B3 applies "except as provided in B1b": the director first finds the
    # double not comparable
    t = table([{"by": "N", "choose": "reject"}, {"by": "W", "call": "X"}])
    assert t.report()["rulings"][0]["question"]["fact"] == "comparable"
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "X"},
            {"fact": "comparable", "value": False},
        ]
    )
    assert t.next is not None and t.next.letter == "W"  # W must still replace the bid
    assert [c.name for _, c in t.auction.calls] == ["1NT"]
    report = t.report()
    assert report["obligations"][0]["seat"] == "E"
    assert any(
        e["type"] == "call_cancelled" and e["laws"] == ["27B3"]
        for e in report["rulings"][0]["effects"]
    )


def test_law_27b1a_2007_both_bids_must_be_natural() -> None:
    t = table([{"by": "N", "choose": "reject"}, {"by": "W", "call": "2S"}], "2007")
    question = t.report("en")["rulings"][0]["question"]
    assert question["text"] == "Was either 1♠ or 2♠ artificial?"
    t = table(
        [
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "2S"},
            {"fact": "artificial", "value": False},
        ],
        "2007",
    )
    assert t.obligations == []


def test_law_27b1b_2007_same_or_more_precise_meaning() -> None:
    events = [{"by": "N", "choose": "reject"}, {"by": "W", "call": "3S"}]
    q2017 = table(events).report("en")["rulings"][0]["question"]
    q2007 = table(events, "2007").report("en")["rulings"][0]["question"]
    assert q2017["laws"] == ["27B1b", "23A"] and q2007["laws"] == ["27B1b"]
    assert q2017["text"] != q2007["text"]  # 2007 knows no "comparable call"
    t = table([*events, {"fact": "comparable", "value": False}], "2007")
    assert t.obligations[0].laws == ("27B2",)
    assert any(e["laws"] == ["26"] for e in t.report()["rulings"][0]["effects"])


@pytest.mark.parametrize(("lang", "word"), [("nl", "Noord"), ("en", "North"), ("de", "Nord")])
def test_law_27_ruling_in_three_languages(lang: str, word: str) -> None:
    text = table([]).report(lang)["rulings"][0]["options"][0]["text"]
    assert text.startswith(word)


def test_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(BridgeError, match="language 'fr'"):
        translate("North", "fr")


runner = CliRunner()


def test_cli_rule_json(tmp_path: Path) -> None:
    path = tmp_path / "ib.json"
    record = {
        "board": 7,
        "deal": DEAL,
        "events": [*START, {"by": "N", "choose": "reject"}, {"by": "W", "call": "Pass"}],
    }
    path.write_text(json.dumps(record), encoding="utf-8")
    result = runner.invoke(app, ["rule", str(path), "--json", "--lang", "en"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["obligations"][0]["seat"] == "E"
    human = runner.invoke(app, ["rule", str(path)])
    assert human.exit_code == 0 and "moet verder passen" in human.stdout


def test_cli_rule_bad_record_names_the_event(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"board": 1, "events": [{"by": "Q", "call": "1S"}]}))
    result = runner.invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code == 2 and "action 1" in result.output
    dutch = runner.invoke(app, ["rule", str(path)])  # Dutch by default
    assert dutch.exit_code == 2 and "handeling 1" in dutch.output


def test_law_27b4_second_insufficient_bid_refused_silences_partner() -> None:
    events = [{"by": "N", "choose": "reject"}, {"by": "W", "call": "1H"}]
    t = table(events)
    assert [i.code for i in t.irregularities] == ["insufficient_bid", "insufficient_bid"]
    assert t.irregularities[1].laws == ("27B4",)
    # the director is at the table for the replacement: he rules on it at once,
    # North choosing (he may still accept it by calling, 27A1)
    assert t.status is Status.AWAITING_CHOICE and t.active is not None
    assert t.active.chooser is not None and t.active.chooser.letter == "N"
    accepted = table([*events, {"by": "N", "call": "Pass"}])
    assert [c.name for _, c in accepted.auction.calls] == ["1NT", "1H", "Pass"]
    t = table(
        [
            *events,
            {"by": "N", "director": True},
            {"by": "N", "choose": "reject"},
            {"by": "W", "call": "2H"},
        ]
    )
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "N"
    assert [o.to_json()["laws"] for o in t.obligations if o.type == "must_pass"] == [
        ["27B4", "27B3"]
    ]
    assert [c.name for _, c in t.auction.calls] == ["1NT", "2H"]


def test_law_27c_replacement_made_before_the_ruling_stands_if_lho_refuses() -> None:
    # West corrects 1S to 2S himself before the director comes: North may still
    # accept 1S; refused, 2S is West's replacement (the lowest spade bid: 27B1a).
    events = [
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "1S"},
        {"by": "W", "call": "2S"},
        {"by": "N", "director": True},
    ]
    record = {"board": 7, "deal": DEAL, "events": events}
    t = Table.from_record(TableRecord.from_json(record))
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["27", "27C"] and ruling["chooser"] == "N"
    t = Table.from_record(
        TableRecord.from_json({**record, "events": [*events, {"by": "N", "choose": "reject"}]})
    )
    assert [c.name for _, c in t.auction.calls] == ["1NT", "2S"]
    assert t.status is Status.AWAITING_FACT
    assert t.report("en")["rulings"][-1]["question"]["fact"] == "artificial"


@pytest.mark.parametrize("where", [0, 1, 2, 3])
def test_law_27b1a_fact_may_be_recorded_before_it_is_asked(where: int) -> None:
    # The director's finding "1S was not artificial" may stand anywhere in the
    # record before or after the ruling; the ruling uses it when it needs it.
    steps: list[dict[str, Any]] = [
        {"by": "N", "choose": "reject"},
        {"by": "W", "call": "2S"},
    ]
    fact = {"fact": "artificial", "value": False}
    events = [*START[:2], *([fact] if where == 0 else []), START[2]]
    events += [*steps[: where - 1]] if where >= 2 else []
    if where == 1:
        events += [fact, *steps]
    elif where >= 2:
        events += [fact, *steps[where - 1 :]]
    else:
        events += steps
    record = {"board": 7, "deal": DEAL, "events": events}
    t = Table.from_record(TableRecord.from_json(record))
    assert t.status is Status.AUCTION
    effects = t.report("en")["rulings"][-1]["effects"]
    assert {"type": "no_further_rectification", "laws": ["27B1a"]} in effects


@pytest.mark.parametrize(("edition", "law"), [("2017", "16C"), ("2007", "16D")])
def test_law_16c_withdrawn_insufficient_bid_is_unauthorized_to_partner(
    edition: str, law: str
) -> None:
    t = table([{"by": "N", "choose": "reject"}, {"by": "W", "call": "Pass"}], edition)
    effects = t.report("en")["rulings"][-1]["effects"]
    assert {"type": "unauthorized_information", "laws": [law], "seat": "E"} in effects
