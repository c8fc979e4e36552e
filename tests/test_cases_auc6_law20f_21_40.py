"""Laws 20F, 21 and 40 (and 16B1, 75), 2017 and 2007: explanations, their
correction by the explainer (20F4) or by his partner (20F5a, 20F5b), calls
made on misinformation (21A, 21B1a, 21B1b, 21B2, 21B3) and undisclosed
agreements (40A3, 40B, 40C). Facts our own, from seed 000 (2017 Laws 20, 21,
40, 75), seed 002 (2007 §§ 20, 21, 40, 73, 75) and seed 004's protocol for a
mistaken explanation.

The edition numbers differ: the adjusted score for an agreement not
disclosed is 2017 40B3(a), 2007 40B4; 2007 Law 75 has no numbered
paragraphs in B and no D (75B1-B3 and 75D2 are 2007 75B), and 2007 73E
none either.

The judgment layer's report (``rule --json``: ``judgment``) gives each
ruling's kind, laws, offending side, options and the questions in order."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json

EDITIONS = ["2017", "2007"]
DEAL = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
#: the 2017 numbers as 2007 gives them (the judgment cites each law once)
IN_2007 = {"40B3": "40B4", "75B1": "75B", "75B2": "75B", "75B3": "75B", "75D2": "75B"}


def _laws(edition: str, *laws: str) -> list[str]:
    if edition == "2017":
        return list(laws)
    return list(dict.fromkeys(IN_2007.get(law, law) for law in laws))


def _call(by: str, call: str) -> dict[str, Any]:
    return {"by": by, "call": call}


def _info(kind: str, by: str, value: Any, of: int, **more: Any) -> dict[str, Any]:
    return {"by": by, kind: value, "of": of, **more}


def _fact(name: str, value: Any, of: int) -> dict[str, Any]:
    return {"fact": name, "value": value, "of": of}


def _judged(
    events: list[dict[str, Any]], edition: str, tmp_path: Path, board: int = 1
) -> tuple[dict[str, Any], dict[str, Any], dict[str, str]]:
    """The record, its report's judgment and the clean nl/en/de texts."""
    data = record(events, edition, deal=DEAL, board=board)
    report = rule_json(data, tmp_path)
    return report, report["judgment"], clean_texts(data, tmp_path)


def _rulings(judged: dict[str, Any]) -> list[tuple[str, list[str], str | None, bool]]:
    return [(r["kind"], r["laws"], r["offender"], r["infraction"]) for r in judged["rulings"]]


def _questions(judged: dict[str, Any]) -> list[tuple[str, int | None, list[str]]]:
    return [(q["fact"], q.get("of"), q["laws"]) for q in judged["questions"]]


# Board 2 (East deals): East opens 2D (Multi), West explains it to South as
# a weak two in diamonds; South passes, West bids 2H.
MULTI = [
    _call("E", "2D"),
    _info("explain", "W", "weak two in diamonds", 0, to="S"),
    _call("S", "Pass"),
    _call("W", "2H"),
]
SYSTEM_CARD = _info("agreement", "E", "Multi", 0, source="system_card")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f4_explainer_corrects_himself_in_the_auction(tmp_path: Path, edition: str) -> None:
    # West realises his mistake and calls the director before the auction
    # is over (20F4, 75B2): South, misled, may change his pass (21B1a); the
    # director first judges whether it could have been influenced
    events = [*MULTI, _info("correct", "W", "Multi", 0), {"by": "W", "director": True}]
    report, judged, out = _judged([*events, SYSTEM_CARD], edition, tmp_path, board=2)
    assert (report["status"], report["next"]) == ("auction", "N")
    assert _rulings(judged) == [
        ("misinformation", _laws(edition, "75B1", "21B1", "40B3", "20F4", "75B2"), "EW", True)
    ]
    assert _questions(judged) == [("influenced", 2, ["21B1a"])]
    assert judged["offender"] == "EW" and judged["status"] == "awaiting_fact"
    own = "75B2" if edition == "2017" else "75B"
    assert f"called the director in time (20F4, {own})" in out["en"]
    assert f"ontbood de wedstrijdleider op tijd (20F4, {own})" in out["nl"]
    disclosure = "40B3" if edition == "2017" else "40B4"
    assert f"misinformation by East-West ({_laws(edition, '75B1')[0]}, {disclosure})" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_change_offered_open_until_the_table_goes_on(
    tmp_path: Path, edition: str
) -> None:
    # the director finds South's pass could have been influenced: South may
    # change it; until the table goes on his choice is open, not 'kept'
    events = [*MULTI, _info("correct", "W", "Multi", 0), SYSTEM_CARD]
    events.append(_fact("influenced", True, 2))
    _report, judged, out = _judged(events, edition, tmp_path, board=2)
    ruling = judged["rulings"][0]
    assert ruling["options"] == [
        {"code": "change_call", "by": "S", "of": 2, "laws": ["21B1a"]},
        {"code": "keep_call", "by": "S", "of": 2, "laws": ["21B1a"]},
    ]
    assert ruling["chosen"] is None and judged["questions"] == []
    assert "South may change call pass without further rectification (21B1a)" in out["en"]
    assert "he kept it" not in out["en"]
    # North calls: South kept his pass
    _report, judged, out = _judged([*events, _call("N", "2S")], edition, tmp_path, board=2)
    assert judged["rulings"][0]["chosen"] == "keep_call"
    assert "he kept it" in out["en"] and "hij liet die staan" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_not_influenced_the_call_stands(tmp_path: Path, edition: str) -> None:
    events = [*MULTI, _info("correct", "W", "Multi", 0), SYSTEM_CARD]
    _report, judged, out = _judged([*events, _fact("influenced", False, 2)], edition, tmp_path, 2)
    assert judged["rulings"][0]["options"] == [] and judged["questions"] == []
    assert "was not influenced by the misinformation: it stands (21B1a)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_missing_alert_found_in_the_auction(tmp_path: Path, edition: str) -> None:
    # West did not alert 2D; North calls the director, the system card shows
    # Multi, the director finds an alert was required: misinformation found
    # in the auction (21B1a), not too late (21B3); South's pass is asked
    events = [_call("E", "2D"), _info("alert", "W", False, 0), _call("S", "Pass")]
    events += [_call("W", "2H"), {"by": "N", "director": True}, SYSTEM_CARD]
    _report, judged, out = _judged(events, edition, tmp_path, board=2)
    assert _questions(judged) == [("alert_required", 0, ["21B1a", "40B2a"])]
    assert judged["rulings"] == []
    events.append(_fact("alert_required", True, 0))
    _report, judged, out = _judged(events, edition, tmp_path, board=2)
    assert _rulings(judged) == [
        ("misinformation", _laws(edition, "75B1", "21B1", "40B3"), "EW", True)
    ]
    assert _questions(judged) == [("influenced", 2, ["21B1a"])]
    disclosure = "40B3" if edition == "2017" else "40B4"
    assert (
        f"Call 2♦ was not alerted although the regulations required an alert: that is "
        f"misinformation by East-West (21B1a, {disclosure})" in out["en"]
    )
    assert "werd niet gealerteerd hoewel het reglement dat voorschreef" in out["nl"]
    assert "too late" not in out["en"] and "21B3" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_after_a_change_lho_may_change_his_later_call(
    tmp_path: Path, edition: str
) -> None:
    # South changes his pass to a double (21B1a); West may then change his
    # 2H (21B2); South's withdrawn pass is authorised for North-South and
    # unauthorised for East-West (2017 16C, 2007 16D)
    events = [_call("E", "2D"), _info("alert", "W", False, 0), _call("S", "Pass")]
    events += [_call("W", "2H"), {"by": "N", "director": True}, SYSTEM_CARD]
    events += [_fact("alert_required", True, 0), _fact("influenced", True, 2)]
    events.append({"by": "S", "change": "X", "of": 2})
    report, judged, out = _judged(events, edition, tmp_path, board=2)
    withdrawn = "16C1" if edition == "2017" else "16D1"
    assert _rulings(judged) == [
        ("misinformation", _laws(edition, "75B1", "21B1", "40B3"), "EW", True),
        ("withdrawn_call", [withdrawn], None, False),
    ]
    ruling = judged["rulings"][0]
    assert [(o["code"], o["by"], o["of"], o["laws"]) for o in ruling["options"]] == [
        ("change_call", "S", 2, ["21B1a"]),
        ("keep_call", "S", 2, ["21B1a"]),
        ("change_call", "W", 3, ["21B2"]),
    ]
    assert ruling["chosen"] == "change_call"
    assert (report["status"], report["next"]) == ("auction", "N")
    assert "his left-hand opponent may now change any later call (21B2)" in out["en"]


# Board 1 (North deals): North opens 1S, East overcalls 2H, South bids 3H
# (a sound raise in spades by agreement), which North explains to West as
# natural, with hearts; West passes.
RAISE = [
    _call("N", "1S"),
    _call("E", "2H"),
    _call("S", "3H"),
    _info("explain", "N", "natural, hearts", 2, to="W"),
    _call("W", "Pass"),
]
AGREED = _info("agreement", "N", "a sound raise in spades", 2, source="system_card")
END = [_call("N", "4S"), _call("E", "Pass"), _call("S", "Pass"), _call("W", "Pass")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f5a_caller_corrects_partner_during_the_auction(tmp_path: Path, edition: str) -> None:
    # South corrects North's explanation at once: he may not do so in the
    # auction (20F5a); the misinformation is found and West, misled, may
    # change his pass if the director finds it could have been influenced
    events = [*RAISE, _info("correct", "S", "a sound raise in spades", 2)]
    events += [{"by": "W", "director": True}, AGREED]
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged) == [
        ("misinformation", _laws(edition, "75B1", "21B1", "40B3", "20F5a"), "NS", True)
    ]
    assert _questions(judged) == [("influenced", 4, ["21B1a"])]
    assert "he must not do so before the auction is over (20F5a)" in out["en"]
    assert "dat mag niet voor het einde van het bieden (20F5a)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f5b2_declarers_side_corrects_before_the_opening_lead(
    tmp_path: Path, edition: str
) -> None:
    # 4S by North; South (dummy) calls the director after the final pass and
    # before the lead (20F5b(ii)): still in the auction period, so West may
    # change his final pass (his partner has not called since) and East may
    # not (West called after him)
    events = [*RAISE, *END, _info("correct", "S", "a sound raise in spades", 2)]
    events += [{"by": "S", "director": True}, AGREED]
    report, judged, out = _judged(events, edition, tmp_path)
    assert (report["status"], report["next"], report["contract"]) == ("play", "E", "4S")
    assert _rulings(judged) == [
        ("misinformation", _laws(edition, "75B1", "21B1", "40B3", "20F5b2", "75B3"), "NS", True)
    ]
    assert _questions(judged) == [("influenced", 8, ["21B1a"])]
    assert "as 20F5b(ii) requires" in out["en"]
    assert "East may not change his pass (round 2): his partner has called since" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f5b2_not_corrected_before_the_lead_21b3(tmp_path: Path, edition: str) -> None:
    # dummy says it only after the play (a claim ended it): too late to
    # change a call; the director judges at the end (21B3)
    events = [*RAISE, *END, {"by": "E", "card": "HA"}, {"by": "N", "claim": 10}]
    events += [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    events += [_info("correct", "S", "a sound raise in spades", 2), AGREED]
    report, judged, out = _judged(events, edition, tmp_path)
    assert report["status"] == "complete"
    partners = "75B3" if edition == "2017" else "75B"
    assert _rulings(judged) == [
        (
            "misinformation",
            _laws(edition, "75B1", "21B1", "40B3", "20F5b2", "75B3", "21B3"),
            "NS",
            True,
        )
    ]
    assert f"before the opening lead was faced, and did not (20F5b(ii), {partners})" in out["en"]
    assert "too late to change a call" in out["en"]
    # the board is over: the director is asked the likely results
    assert [q["fact"] for q in judged["questions"]] == ["outcomes"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20f5b1_defender_corrects_before_the_end_of_the_play(
    tmp_path: Path, edition: str
) -> None:
    # East's natural 2H is explained by West as both minors; East-West
    # defend 4S and East corrects the explanation at trick one: as a
    # defender he must wait until the end of the play (20F5b(i))
    events = [_call("N", "1S"), _call("E", "2H"), _info("explain", "W", "both minors", 1, to="N")]
    events += [_call("S", "2S"), _call("W", "Pass"), _call("N", "4S")]
    events += [_call("E", "Pass"), _call("S", "Pass"), _call("W", "Pass")]
    events += [{"by": "E", "card": "HA"}, _info("correct", "E", "natural, hearts", 1)]
    events.append(_info("agreement", "W", "natural, hearts", 1, source="system_card"))
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged)[0][:3] == (
        "misinformation",
        _laws(edition, "75B1", "21B1", "40B3", "20F5b1", "75B3", "21B3"),
        "EW",
    )
    assert "he must wait until the end of the play (20F5b(i))" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75d2_no_agreement_by_edition(tmp_path: Path, edition: str) -> None:
    # West explains East's 2NT as both minors; the director finds the pair
    # has no agreement about it: misinformation (2017 75D2, judged as if the
    # opponents had been told so, 75D3; 2007: 75B, no Law 75D)
    events = [_call("N", "1S"), _call("E", "2NT"), _info("explain", "W", "both minors", 1, to="S")]
    events += [_call("S", "Pass"), _call("W", "3C"), {"by": "N", "director": True}]
    events.append(_fact("misinformation", "no_agreement", 1))
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged) == [("misinformation", _laws(edition, "75D2", "21B"), "EW", True)]
    assert _questions(judged) == [("influenced", 3, ["21B1a"])]
    if edition == "2017":
        assert "the explanation was misinformation (75D2)" in out["en"]
        assert "(75D3)" in out["en"]
    else:
        assert "the explanation was misinformation (75B)." in out["en"]
        assert "75D" not in out["en"] and "75D" not in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1_unexpected_alert_is_unauthorised_for_the_caller(
    tmp_path: Path, edition: str
) -> None:
    # West alerts East's natural 2H; no alert was required: East has
    # unauthorised information (16B1, 73C); no misinformation, no offender
    events = [_call("N", "1S"), _call("E", "2H"), _info("alert", "W", True, 1)]
    events += [_call("S", "2S"), _call("W", "3H"), _fact("alert_required", False, 1)]
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged) == [("unexpected_alert", ["16B1", "73C"], None, False)]
    assert judged["offender"] is None and judged["questions"] == []
    assert "it is unauthorised information for East (16B1, 73C)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21a_misheard_call_no_redress(tmp_path: Path, edition: str) -> None:
    events = [_call("N", "1S"), _call("E", "2H"), _call("S", "2S"), _call("W", "3H")]
    events.append({"fact": "misheard", "value": True, "of": 2, "seat": "W"})
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged) == [("own_misunderstanding", ["20A", "21A"], None, False)]
    assert judged["offender"] is None
    assert "he gets no rectification or redress (21A)" in out["en"]


# North opens 1S with three spades: a psych; South explains the agreement.
PSYCH = [
    _call("N", "1S"),
    _info("explain", "S", "five or more spades", 0, to="E"),
    _call("E", "Pass"),
    _call("S", "2S"),
    _call("W", "Pass"),
    _call("N", "Pass"),
    _call("E", "Pass"),
    {"by": "E", "director": True},
    _info("agreement", "S", "five or more spades", 0, source="system_card"),
    _fact("misinformation", "psych", 0),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c2_psych_allowed_deception_law_by_edition(tmp_path: Path, edition: str) -> None:
    deception = "73E1" if edition == "2017" else "73E"
    events = [*PSYCH, _fact("partner_aware", False, 0)]
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _rulings(judged) == [("deliberate_deviation", ["40A3", "40C2", deception], None, False)]
    assert f"(40A3, 40C2, {deception})" in out["en"] and f"(40A3, 40C2, {deception})" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_implicit_agreement_then_21b1a_for_the_final_pass(
    tmp_path: Path, edition: str
) -> None:
    # South had more reason to expect it: an undisclosed implicit agreement,
    # misinformation by North-South, found before the opening lead: East
    # (whose partner has not called since his final pass) is asked
    events = [*PSYCH, _fact("partner_aware", True, 0)]
    _report, judged, out = _judged(events, edition, tmp_path)
    kind, laws, offender, infraction = _rulings(judged)[0]
    assert (kind, laws[:3], offender, infraction) == (
        "misinformation",
        ["40C1", "40A1b", "21B1"],
        "NS",
        True,
    )
    assert _questions(judged) == [("influenced", 6, ["21B1a"])]
    assert "an implicit agreement that was not disclosed" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1b_presumed_mistaken_explanation_question_laws_by_edition(
    tmp_path: Path, edition: str
) -> None:
    # no agreement on record and the explanation corrected: the director is
    # asked what went wrong (2017 75B1, 2007 75B), then the influence
    events = [_call("N", "1S"), _info("explain", "S", "five or more spades", 0, to="E")]
    events += [_call("E", "Pass"), _info("correct", "S", "four or more spades", 0)]
    _report, judged, out = _judged(events, edition, tmp_path)
    assert _questions(judged) == [
        ("misinformation", 0, _laws(edition, "21B1b", "75C", "75D2")),
        ("influenced", 2, ["21B1a"]),
    ]
    explanation = "75B1" if edition == "2017" else "75B"
    assert f"was the explanation mistaken ({explanation}; presumed" in out["en"]
    assert f"was de uitleg verkeerd ({explanation};" in out["nl"]
