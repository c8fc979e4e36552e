"""Two irregularities at one trick or one lead, and a judgment ruling, in both
editions (law10, session 17). Expected answers written from the seeds (000
Dutch 2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 004 the NBB
protocols) before the records were run; facts and auctions our own.

- 45D with 57C: dummy puts a card down before his turn without declarer
  naming it. A card of dummy counts as played only once declarer names it
  (57C1), so it goes back (45D1); a defender who then played before his
  partner is not rectified because dummy moved first (2017 57C2, 2007 57C1).
  A 45D finding that names no card dummy played is refused, never dropped.
- 57A with 50D1 and 52: a defender plays before his partner; his card is a
  major penalty card and declarer restricts the partner (57A). When the
  offender then follows suit with another card of that suit instead of the
  penalty card, declarer may accept the card or have the penalty card played
  (52B1a, 52B2).
- 49/50B with 54D and 51B2: a defender already has a minor penalty card and
  leads out of turn; declarer refuses the lead: the led card becomes a major
  penalty card and, two penalty cards now, both are major (50B); at his
  partner's lead declarer may require or forbid either suit (51B2).
- 39 with 54D: a defender's call after the final pass is cancelled and his
  partner's first lead may be restricted (2017 39C/26B, 2007 39/26); the
  same defender then leads out of turn and declarer has the lead put back.
  The restriction of the withdrawn call is chosen first, at that lead (seed
  004); the led card is a major penalty card.
- 16B1a with 12C1c: a hesitation, a call demonstrably suggested over a
  logical alternative, and the likely results weighted (both editions number
  it 12C1c in the seeds).

Board 1 of rule_cases (North deals, nobody vulnerable): North
AK2.QJ4.T98.AK32, East QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West
543.7652.743.T98.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import clean_texts, penalty_cards, record, rule_json, rule_refused

EDITIONS = ["2017", "2007"]
#: 3NT by North: East leads, South is dummy
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: 1H by South: West leads, North is dummy; trick 1 to South's club queen
ONE_HEART = (
    "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass; W card C8; N card C2; E card C4; S card CQ"
)
#: the law that frees a defender after dummy moved first, by edition
DUMMY_FIRST = {"2017": "57C2", "2007": "57C1"}
RECORDS = Path(__file__).parent / "judgment_records"


def _rec(steps: str, edition: str) -> dict[str, Any]:
    return record(events(steps), edition)


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    [found] = [r for r in report["rulings"] if r["irregularity"] == code]
    return found


def _effects(ruling: dict[str, Any]) -> list[tuple[str, list[str], str | None]]:
    return [(e["type"], e["laws"], e.get("seat")) for e in ruling["effects"]]


# -- 45D with 57C ---------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d1_57c2_dummy_card_before_its_turn_goes_back_east_not_rectified(
    tmp_path: Path, edition: str
) -> None:
    # South leads the ♥8; dummy (North) puts the ♥4 down before West has
    # played, declarer naming nothing; East plays the ♥3 before his partner
    steps = f"{ONE_HEART}; S card H8; N card H4; E card H3; fact not_designated H4"
    data = _rec(steps, edition)
    report = rule_json(data, tmp_path)
    east = _ruling(report, "premature_play")
    law = DUMMY_FIRST[edition]
    assert (east["offender"], east["laws"], east["chooser"], east["options"]) == (
        "E",
        [law],
        None,
        [],
    )
    assert _effects(east) == [("no_rectification", [law], "E"), ("card_stands", [law], "E")]
    dummy = _ruling(report, "dummy_misplaced_card")
    assert (dummy["offender"], dummy["laws"], dummy["chooser"]) == ("N", ["45D1"], None)
    assert _effects(dummy) == [("card_withdrawn", ["45D1"], "N")]
    # West plays now; the ♥4 is back in dummy, no penalty card (48A)
    assert (report["status"], report["next"], report["obligations"]) == ("play", "W", [])
    texts = clean_texts(data, tmp_path)
    assert "♥4" in texts["en"] and "goes back" in texts["en"]
    assert f"Premature play by East (Law {law}); ruled ({law})" in texts["en"]
    assert "blinde" in texts["nl"] and "leider" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d1_dummy_card_before_its_turn_declarer_names_dummys_card_later(
    tmp_path: Path, edition: str
) -> None:
    # the same card found before West plays: West plays, then declarer names
    # dummy's ♥Q, East follows; dummy's queen wins trick 2
    steps = (
        f"{ONE_HEART}; S card H8; N card H4; fact not_designated H4; W card H2; N card HQ; "
        "E card H3"
    )
    data = _rec(steps, edition)
    report = rule_json(data, tmp_path)
    dummy = _ruling(report, "dummy_misplaced_card")
    assert (dummy["laws"], _effects(dummy)) == (["45D1"], [("card_withdrawn", ["45D1"], "N")])
    assert (report["status"], report["next"], report["obligations"]) == ("play", "N", [])
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("steps", "said"),
    [
        # dummy has played no ♥4 yet: nothing to put back
        (f"{ONE_HEART}; S card H8; fact not_designated H4", "♥4"),
        # declarer's own card is never dummy's
        (f"{ONE_HEART}; S card H8; W card H2; fact not_designated H8", "♥8"),
    ],
)
def test_law_45d_finding_naming_no_card_of_dummy_is_refused(
    tmp_path: Path, edition: str, steps: str, said: str
) -> None:
    for lang, word in (("en", "45D"), ("nl", "artikel 45D"), ("de", "§ 45D")):
        message = rule_refused(_rec(steps, edition), tmp_path, lang)
        assert said in message and word in message


# -- 57A with 50D1 and 52 -------------------------------------------------------------

#: North leads the ♠A in trick 4; West plays the ♠3 before his partner East
PREMATURE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 2, "EW": 1}, "current": ["N:SA"]}


def _sit(steps: str, edition: str) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "situation": PREMATURE, "events": events(steps)}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_premature_card_major_penalty_card_declarer_restricts_partner(
    tmp_path: Path, edition: str
) -> None:
    data = _sit("W card S3; N dir", edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "premature_play",
        "W",
        "N",
    )
    codes = [o["code"] for o in ruling["options"]]
    # 57A1, 57A2 first; 2017 57A3 requires another suit, 57A4 forbids one;
    # 2007 57A3 only forbids another suit
    assert codes[:2] == ["highest", "lowest"]
    others = ["H", "D", "C"]
    require = [f"require_suit:{s}" for s in others] if edition == "2017" else []
    assert codes[2:] == [*require, *(f"prohibit_suit:{s}" for s in others)]
    assert penalty_cards(report) == {("W", "S3", "major")}
    assert report["status"] == "awaiting_choice"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_50d1_52b_offender_follows_with_another_spade(tmp_path: Path, edition: str) -> None:
    # declarer has East play his highest spade; West then follows with the
    # ♠4, not his ♠3 penalty card (50D1): 52
    data = _sit("W card S3; N dir; N ch highest; E card SQ; S card S6; W card S4; N dir", edition)
    report = rule_json(data, tmp_path)
    first = _ruling(report, "premature_play")
    assert first["chosen"] == "highest"
    assert ("play_restriction", ["57A1"], "E") in _effects(first)
    fail = _ruling(report, "failure_to_play_penalty_card")
    assert (fail["offender"], fail["chooser"], fail["laws"]) == ("W", "N", ["52"])
    assert [(o["code"], o["laws"]) for o in fail["options"]] == [
        ("accept", ["52B1a"]),
        ("reject", ["52B2"]),
    ]
    assert penalty_cards(report) == {("W", "S3", "major")}
    texts = clean_texts(data, tmp_path)
    assert "♠4" in texts["en"] and "♠3" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52b2_penalty_card_played_instead_other_card_major(
    tmp_path: Path, edition: str
) -> None:
    steps = "W card S3; N dir; N ch highest; E card SQ; S card S6; W card S4; N dir; N ch reject"
    data = _sit(steps, edition)
    report = rule_json(data, tmp_path)
    # the ♠3 is played to the trick, the ♠4 becomes a major penalty card
    assert penalty_cards(report) == {("W", "S4", "major")}
    clean_texts(data, tmp_path)


# -- 49/50B with 54D and 51B2 ---------------------------------------------------------

#: West drops the ♥7 before the opening lead (minor: 50B), then leads the ♠3
#: although East is on lead
DROPPED = f"{NT}; W exp H7; N dir; fact deliberate false; W card S3; N dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50b_54_minor_penalty_card_then_lead_out_of_turn(tmp_path: Path, edition: str) -> None:
    data = _rec(DROPPED, edition)
    report = rule_json(data, tmp_path)
    lead = _ruling(report, "opening_lead_out_of_turn")
    assert (lead["offender"], lead["chooser"]) == ("W", "N")
    assert [o["code"] for o in lead["options"]] == ["accept", "become_dummy", "require_retraction"]
    assert penalty_cards(report) == {("W", "H7", "minor")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_50b_51b2_two_penalty_cards_both_major_either_suit(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{DROPPED}; N ch require_retraction", edition)
    report = rule_json(data, tmp_path)
    # two penalty cards of one defender: both are major (50B)
    assert penalty_cards(report) == {("W", "H7", "major"), ("W", "S3", "major")}
    last = report["rulings"][-1]
    assert (last["irregularity"], last["offender"], last["chooser"]) == ("penalty_card", "W", "N")
    # 2007 51B2 has no (c): letting East lead freely is 50D2b there
    free = {"2017": "51B2c", "2007": "50D2b"}[edition]
    assert [(o["code"], o["laws"]) for o in last["options"]] == [
        ("require_suit:S", ["51B2a"]),
        ("prohibit_suit:S", ["51B2b"]),
        ("require_suit:H", ["51B2a"]),
        ("prohibit_suit:H", ["51B2b"]),
        ("prohibit_suit:S+H", ["51B2b"]),
        ("no_restriction", [free]),
    ]
    assert report["status"] == "awaiting_choice"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b2a_heart_required_heart_penalty_card_picked_up(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{DROPPED}; N ch require_retraction; N ch require_suit:H", edition)
    report = rule_json(data, tmp_path)
    # the ♥7 goes back to West's hand; the ♠3 stays a major penalty card
    assert penalty_cards(report) == {("W", "S3", "major")}
    restrictions = [
        (o["seat"], o["kind"], o.get("suit"))
        for o in report["obligations"]
        if o["type"] == "lead_restriction"
    ]
    assert restrictions == [("E", "require_suit", "H")]
    assert (report["status"], report["next"]) == ("play", "E")
    clean_texts(data, tmp_path)


# -- 39 with 54D ----------------------------------------------------------------------

#: West bids 2♠ after the final pass, then leads the ♥2 though East is on lead
AFTER_PASS = (
    f"{NT}; W 2S; N dir; fact deliberate true; W card H2; N dir; fact opponent_induced false; "
    "fact could_see_dummy false"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39_54_call_after_final_pass_then_lead_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(AFTER_PASS, edition)
    report = rule_json(data, tmp_path)
    call = _ruling(report, "call_after_final_pass")
    lead_law = {"2017": "26B", "2007": "26"}[edition]
    assert (call["offender"], call["laws"]) == ("W", ["39", "39C"])
    assert _effects(call) == [
        ("call_cancelled", ["39A"], "W"),
        ("lead_restriction_possible", [lead_law], "E"),
    ]
    lead = _ruling(report, "opening_lead_out_of_turn")
    assert (lead["chooser"], lead["chosen"]) == ("N", None)
    pending = [o for o in report["obligations"] if o["type"] == "lead_restriction"]
    assert [(o["seat"], o["kind"], o["chooser"]) for o in pending] == [("E", "pending_choice", "N")]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39_54d_26_restriction_chosen_first_penalty_card_stays(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{AFTER_PASS}; N ch require_retraction", edition)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("W", "H2", "major")}
    last = report["rulings"][-1]
    assert (last["irregularity"], last["chooser"]) == ("lead_restriction", "N")
    codes = [o["code"] for o in last["options"]]
    if edition == "2017":
        # 26B: declarer may forbid East any one suit (West named none legally)
        assert (last["laws"], codes) == (
            ["26B"],
            [*(f"prohibit_suit:{s}" for s in "SHDC"), "no_restriction"],
        )
    else:
        # 2007 26A: the withdrawn 2♠ named spades: require or forbid spades
        assert (last["laws"], codes) == (
            ["26A"],
            ["require_suit:S", "prohibit_suit:S", "no_restriction"],
        )
    texts = clean_texts(data, tmp_path)
    assert "♥2" in texts["en"]


# -- 16B1a with 12C1c -----------------------------------------------------------------


def _hesitation(edition: str, outcomes: list[dict[str, Any]], poll: dict[str, int]) -> Any:
    data: dict[str, Any] = json.loads((RECORDS / "hesitation.json").read_text(encoding="utf-8"))
    data["edition"] = edition
    kept = [e for e in data["events"] if "fact" not in e]
    suggested = {
        "fact": "logical_alternatives",
        "of": 7,
        "value": sorted(poll),
        "suggested": "3S",
        "poll": poll,
    }
    data["events"] = [*kept, suggested, {"fact": "outcomes", "value": outcomes}]
    return data


#: without 3♠, East-West play 3♥: ten, nine or eight tricks
THREE_RESULTS = [
    {"contract": "3H", "declarer": "E", "tricks": 10, "weight": "0.25"},
    {"contract": "3H", "declarer": "E", "tricks": 9, "weight": "0.5"},
    {"contract": "3H", "declarer": "E", "tricks": 8, "weight": "0.25"},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_12c1c_three_likely_results_weighted(tmp_path: Path, edition: str) -> None:
    data = _hesitation(edition, THREE_RESULTS, {"Pass": 5, "3S": 1})
    report = rule_json(data, tmp_path)
    judgment = report["judgment"]
    assert (judgment["status"], judgment["offender"], judgment["damage"]) == (
        "adjusted",
        "NS",
        True,
    )
    # 3♥ made with an overtrick 170, made 140, one down +50 for North-South
    # (listed best for North-South first)
    weighted = [{"weight": "1/4", "ns_points": 50}, {"weight": "1/2", "ns_points": -140}]
    weighted.append({"weight": "1/4", "ns_points": -170})
    assert judgment["assigned"]["NS"] == weighted
    assert judgment["assigned"]["EW"] == weighted
    assert judgment["assigned"]["split"] is False
    la = [r for r in judgment["rulings"] if r["kind"] == "logical_alternative"]
    assert [(r["offender"], r["infraction"], r["chosen"]) for r in la] == [("NS", True, "3S")]
    assert {"16B1a", "12C1c"} <= set(judgment["note"].split("(")[1].split(")")[0].split(", "))
    texts = clean_texts(data, tmp_path)
    assert "25% × +50 + 50% × -140 + 25% × -170" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1b_no_logical_alternative_table_result_stands(tmp_path: Path, edition: str) -> None:
    # nobody polled would pass: 3♠ is the only logical action, no infraction
    data = _hesitation(edition, THREE_RESULTS, {"3S": 6})
    report = rule_json(data, tmp_path)
    judgment = report["judgment"]
    assert judgment["status"] != "adjusted"
    assert judgment.get("assigned") in (None, {})
    la = [r for r in judgment["rulings"] if r["kind"] == "logical_alternative"]
    assert [r["infraction"] for r in la] == [False]
    clean_texts(data, tmp_path)


# -- 55 with 57C3 and 53C: declarer plays from both hands to his own irregular lead ----

#: 1H by South: trick 2 goes to dummy's ♣A, so North (dummy) is on lead
DUMMY_ON_LEAD = f"{ONE_HEART}; S card C7; W card C9; N card CA; E card C5"
#: South leads the ♥8 from his own hand, then plays dummy's ♥4 to it
BOTH_HANDS = f"{DUMMY_ON_LEAD}; S card H8; N card H4"
#: the law of declarer's early card and of the defender to the right, by edition
EARLY = {"2017": "57C3", "2007": "57C2"}
WRONG_DEFENDER = {"2017": "53C", "2007": "53B"}


def _listed(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55_57c3_dummys_card_to_declarers_wrong_lead_is_kept(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{BOTH_HANDS}; W dir", edition)
    report = rule_json(data, tmp_path)
    # dummy's ♥4 is declarer's early card (kept, never dropped); the
    # defenders still choose about the ♥8 (55A)
    assert _listed(report) == [
        ("lead_from_wrong_hand", "S", ["55"]),
        ("premature_play", "N", [EARLY[edition]]),
    ]
    [ruling] = report["rulings"]
    assert (ruling["chooser"], ruling["choosers"]) == ("W", ["W", "E"])
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    texts = clean_texts(data, tmp_path)
    assert "♥8" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53c_57c1_east_plays_after_both_hands_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    # East, to the right of the hand that led, plays the ♥K: the lead stands
    # (2017 53C, 2007 53B) and declarer has played from both hands, so East's
    # card before his partner's is not rectified (57C1); West plays now
    data = _rec(f"{BOTH_HANDS}; E card HK; W dir", edition)
    report = rule_json(data, tmp_path)
    law = WRONG_DEFENDER[edition]
    assert _listed(report) == [
        ("lead_from_wrong_hand", "S", ["55", law]),
        ("premature_play", "N", [EARLY[edition]]),
        ("premature_play", "E", ["57C1"]),
    ]
    [ruling] = report["rulings"]
    assert (ruling["offender"], ruling["laws"], ruling["options"]) == ("E", ["57C1"], [])
    assert (report["status"], report["next"], report["obligations"]) == ("play", "W", [])
    clean_texts(data, tmp_path)
    # West follows: the trick is complete, dummy's ♥4 and East's ♥K in it;
    # East's king wins and leads
    done = rule_json(_rec(f"{BOTH_HANDS}; E card HK; W card H2", edition), tmp_path)
    assert (done["status"], done["next"]) == ("play", "E")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_lead_accepted_dummys_early_card_played_at_its_turn(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{BOTH_HANDS}; W dir; W ch accept; W card H2", edition)
    report = rule_json(data, tmp_path)
    # West followed, dummy's ♥4 is played at its turn: East plays now
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["rulings"][0]["chosen"] == "accept"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55b2_47b_lead_refused_dummys_card_goes_back_too(tmp_path: Path, edition: str) -> None:
    data = _rec(f"{BOTH_HANDS}; W dir; W ch reject", edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["chosen"] == "reject"
    assert _effects(ruling) == [
        ("card_withdrawn", ["55B2"], "S"),
        ("adjusted_score_possible", ["55C"], "S"),
        ("card_withdrawn", ["47B"], "N"),
    ]
    # declarer leads from dummy, any card: the ♥Q now, not the ♥4 again
    assert (report["status"], report["next"]) == ("play", "N")
    texts = clean_texts(data, tmp_path)
    assert "♥4" in texts["en"]
    later = rule_json(
        _rec(
            f"{BOTH_HANDS}; W dir; W ch reject; N card HQ; E card H3; S card H9; W card H2", edition
        ),
        tmp_path,
    )
    # dummy's queen wins the trick and dummy leads again
    assert (later["status"], later["next"]) == ("play", "N")


#: 3NT by North: East's ♦A wins trick 1, East is on lead; North leads the
#: ♠A from his hand and plays dummy's ♠6 to it before East leads the ♦K
EAST_ON_LEAD = f"{NT}; E card DA; S card D5; W card D3; N card D8; N card SA; S card S6"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53b_right_leader_leads_dummys_card_goes_back_with_the_lead(
    tmp_path: Path, edition: str
) -> None:
    data = _rec(f"{EAST_ON_LEAD}; E card DK", edition)
    report = rule_json(data, tmp_path)
    right = {"2017": "53B", "2007": "53C"}[edition]
    assert _listed(report)[0] == ("lead_out_of_turn", "N", ["55", right])
    # South's ♠6 goes back with the ♠A: no revoke, dummy plays to the ♦K
    assert all(i["irregularity"] != "revoke" for i in report["irregularities"])
    assert (report["status"], report["next"]) == ("play", "S")
    [note] = report["without_effect"]
    texts = clean_texts(data, tmp_path)
    assert (
        f"♠6, played to the lead out of turn, goes back to the hand with it ({right})"
        in (texts["en"])
    )
    assert note


# -- 46B1b: 'win' when both defenders have played to the trick ------------------------


def _fourth_hand(current: list[str], edition: str) -> dict[str, Any]:
    # 3NT by South; dummy North holds ♦J6; declarer tells dummy to win
    where = {
        "contract": "3NT",
        "declarer": "S",
        "tricks": {"NS": 2, "EW": 2},
        "current": current,
        "dummy": "KQ3.A8.J6.T9",
    }
    found = [{"fact": "designation", "value": "win"}]
    return {"edition": edition, "board": 1, "situation": where, "events": found}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b1b_win_dummy_last_to_play_lowest_card_that_beats_the_trick(
    tmp_path: Path, edition: str
) -> None:
    # East led the ♦5, South the ♦4, West the ♦8: only the ♦J beats the
    # trick, nobody plays after dummy, so it is known to win (46B1b)
    data = _fourth_hand(["E:D5", "S:D4", "W:D8"], edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"], ruling["options"]) == (
        "incomplete_designation",
        "S",
        ["46B1b"],
        [],
    )
    assert [(e["type"], e["card"]) for e in ruling["effects"]] == [("card_played", "DJ")]
    # dummy's jack wins: dummy leads to the next trick
    assert (report["status"], report["next"]) == ("play", "N")
    texts = clean_texts(data, tmp_path)
    assert "♦J" in texts["en"] and "♦B" in texts["nl"]  # Dutch: boer


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b1b_win_with_a_defender_still_to_play_no_card_known_to_win(
    tmp_path: Path, edition: str
) -> None:
    # South led the ♦4, West played the ♦8; East plays after dummy and may
    # hold a higher diamond: the ♦J is not known to win, declarer says which
    data = _fourth_hand(["S:D4", "W:D8"], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S" and report["status"] == "awaiting_choice"
    assert not [e for e in ruling["effects"] if e["type"] == "card_played"]
    clean_texts(data, tmp_path)
