"""More play rulings checked through ``bridgelaws rule --json`` and the
human text (issue 13): Laws 41-67 sub-law by sub-law in both editions, and
the NBB rubber rules' play penalties. Cases written from the seeds; where a
case retells a published director-course situation, the source is named in
a comment (facts in our own words)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text

EDITIONS = ["2017", "2007"]


def call(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "call": name}


def card(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "card": name}


def director(seat: str) -> dict[str, Any]:
    return {"by": seat, "director": True}


def choose(seat: str, option: str) -> dict[str, Any]:
    return {"by": seat, "choose": option}


def fact(name: str, value: Any, **more: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **more}


# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H (or 1NT); West leads.
def contract(bid: str) -> list[dict[str, Any]]:
    return [
        call("N", "Pass"),
        call("E", "Pass"),
        call("S", bid),
        call("W", "Pass"),
        call("N", "Pass"),
        call("E", "Pass"),
    ]


ONE_HEART = contract("1H")
# South wins trick 1 with the club queen and is on lead in hand.
SOUTH_WINS_T1 = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "CQ")]
# West wins trick 1 with the club ten and is on lead.
WEST_WINS_T1 = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]


# -- rubber 47(2): declarer plays too soon from his other hand ----------------------


def test_rubber_47_2_declarers_early_card_needs_no_director(tmp_path: Path) -> None:
    # South leads the spade jack and plays dummy's two before West: the card
    # stands without penalty, and the play goes on at once with West
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "SJ"), card("N", "S2")]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["laws"] == ["47(2)"]
    assert ruling["chooser"] is None and not ruling["options"]
    text = rule_text(record(events, "rubber"), tmp_path, "nl")
    assert "47(2)" in text and "geen straf" in text
    assert_clean_text(text)


def test_rubber_47_2_fourth_hand_may_play_before_second_hand(tmp_path: Path) -> None:
    # after dummy's early card East (fourth hand) plays before West: no
    # penalty for East either; West's card completes the trick
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "SJ"), card("N", "S2"), card("E", "S8")]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    # East's card is his right under 47(2), no irregularity: said in the one ruling,
    # on declarer's early card from dummy (declarer's: he plays dummy's cards)
    assert [r["laws"] for r in report["rulings"]] == [["47(2)"]]
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("premature_play", "S")
    ]
    assert report["obligations"] == []
    done = rule_json(record([*events, card("W", "S3")], "rubber"), tmp_path)
    assert done["status"] == "play" and done["next"] == "S"  # the jack won trick 2


def test_rubber_47_1_defenders_early_card_still_waits_for_declarer(tmp_path: Path) -> None:
    # East plays before his partner West at a lead from South: 47(1) is the
    # defenders' rule, declarer names the penalty
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "SJ"), card("E", "S8"), director("S")]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["laws"] == ["47(1)"] and report["rulings"][-1]["chooser"] == "S"


# -- 57C2 (2007 57C1): dummy illegally suggested a play -------------------------------

SOUTH_LEADS_SJ = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "SJ")]


@pytest.mark.parametrize(("edition", "law"), [("2017", "57C2"), ("2007", "57C1")])
@pytest.mark.parametrize("found_first", [True, False])
def test_law_57c2_dummy_suggested_a_play_no_rectification(
    tmp_path: Path, edition: str, law: str, found_first: bool
) -> None:
    # dummy points at a card before West plays; East then plays the spade
    # queen before his partner. The director's finding (fact
    # ``dummy_suggested``) may come before his ruling or while declarer chooses
    finding = fact("dummy_suggested", True)
    events = (
        [*SOUTH_LEADS_SJ, card("E", "SQ"), finding, director("W")]
        if found_first
        else [*SOUTH_LEADS_SJ, card("E", "SQ"), director("W"), finding]
    )
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    [ruling] = report["rulings"]
    assert ruling["laws"] == [law] and ruling["chooser"] is None and ruling["options"] == []
    assert report["obligations"] == []  # no penalty card, no play restriction
    # the queen is played at East's turn: it wins the trick, East leads next
    done = rule_json(record([*events, card("W", "S3"), card("N", "S2")], edition), tmp_path)
    assert done["next"] == "E" and done["obligations"] == []
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert f"geen rechtzetting voor de te vroeg gespeelde kaart van Oost ({law})" in text
    assert "strafkaart" not in text
    assert_clean_text(text)


def test_law_57c2_not_found_declarer_chooses_under_57a(tmp_path: Path) -> None:
    events = [*SOUTH_LEADS_SJ, card("E", "SQ"), fact("dummy_suggested", False), director("W")]
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "S"


# -- 26 and 50D2 at the same opening lead ----------------------------------------------

# North opens 1NT, South 2C; West's insufficient 1H is refused and replaced by
# a pass (27B2/27B3: East passes throughout; 26 applies at East's first lead);
# West also drops the club ten face up in the auction (24B, 24E: a major
# penalty card once he defends). North plays 3NT, East is on lead.
RESTRICTED_AND_PENALTY_CARD = [
    call("N", "1NT"),
    call("E", "Pass"),
    call("S", "2C"),
    call("W", "1H"),
    director("N"),
    fact("artificial", False),
    choose("N", "reject"),
    call("W", "Pass"),
    {"by": "W", "expose": "CT"},
    director("N"),
    call("N", "3NT"),
    call("E", "Pass"),
    call("S", "Pass"),
    call("W", "Pass"),
]


@pytest.mark.parametrize(
    ("edition", "first", "law"),
    [("2017", "prohibit_suit:S", "26B"), ("2007", "require_suit:H", "26A2a")],
)
def test_law_50d2_choice_waits_for_the_partners_next_lead_after_the_26_choice(
    tmp_path: Path, edition: str, first: str, law: str
) -> None:
    # seed 004: the 26 restriction is carried out first; the penalty card's
    # 50D2 choice comes at East's next lead (tests/test_cases_play1_*.py)
    events = [*RESTRICTED_AND_PENALTY_CARD, choose("N", first)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert report["rulings"][-1]["irregularity"] == "lead_restriction"
    assert {"type": "lead_restriction", "seat": "E", "laws": [law]}.items() <= next(
        o for o in report["obligations"] if o["type"] == "lead_restriction"
    ).items()
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "50D2 komt pas de volgende keer dat Oost voorspeelt" in text
    assert_clean_text(text)


# -- 54A: declarer begins to spread his hand after an opening lead out of turn ---------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("director_first", [False, True])
def test_law_54a_declarer_who_starts_to_spread_becomes_dummy(
    tmp_path: Path, edition: str, director_first: bool
) -> None:
    # East leads the diamond ace out of turn; South (declarer) faces the heart
    # ace as he starts to put his hand down: he spreads it all and is dummy
    # (seed 004: accepted by action), whether or not the director was there
    start = [*ONE_HEART, card("E", "DA")]
    events = (
        [*start, director("S"), {"by": "S", "expose": "HA"}]
        if director_first
        else [
            *start,
            {"by": "S", "expose": "HA"},
        ]
    )
    report = rule_json(record(events, edition), tmp_path)
    assert report["declarer"] == "N" and report["status"] == "play" and report["next"] == "S"
    [lead] = report["irregularities"]
    assert lead["irregularity"] == "opening_lead_out_of_turn" and lead["accepted"] is True
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["48B1", "54A"] and ruling["chosen"] == "become_dummy"
    assert report["obligations"] == []
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "(54A)" in text and "Strafkaart" not in text
    assert_clean_text(text)


@pytest.mark.parametrize("seat", ["N", "S"])
def test_law_48a_declarers_and_dummys_exposed_card_is_not_law_49(tmp_path: Path, seat: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS_T1, {"by": seat, "expose": "S2" if seat == "N" else "S6"}]
    report = rule_json(record([*events, director("W")]), tmp_path)
    [exposed] = report["irregularities"]
    assert exposed["laws"] == ["48A"] and report["obligations"] == []


# -- 64A with two revokes by one side ---------------------------------------------------

# trick 1: East ruffs West's club lead holding clubs and wins it (64A1);
# trick 2: East leads a diamond, West discards a spade holding diamonds and
# dummy wins it (64A2 for West's revoke).
TWO_REVOKES = [
    *ONE_HEART,
    card("W", "CT"),
    card("N", "C2"),
    card("E", "H3"),
    card("S", "C7"),
    card("E", "D2"),
    card("S", "D5"),
    card("W", "S3"),
    card("N", "D8"),
]


def agreed_claim(by: str, tricks: int) -> list[dict[str, Any]]:
    others = ["E", "W"] if by in "NS" else ["N", "S"]
    return [{"by": by, "claim": tricks}, *({"by": s, "agree": True} for s in others)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_second_revoke_takes_a_trick_the_first_left(tmp_path: Path, edition: str) -> None:
    # South claims 10: East-West have trick 1 and two claimed tricks. East's
    # 64A1 takes trick 1 and one claimed trick; West's revoke (established by
    # agreeing to the claim, 63A4; 2007 63A3) takes the other claimed trick,
    # which his side won after his revoke trick: 3 tricks in all
    events = [*TWO_REVOKES, *agreed_claim("S", 10)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "2 tricks transferred (64A1)" in text and "1 trick transferred (64A2)" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_never_more_than_the_side_won_after_each_revoke(
    tmp_path: Path, edition: str
) -> None:
    # South claims 11: East-West have trick 1 and one claimed trick: East's
    # 64A1 takes both, nothing is left for West's revoke
    events = [*TWO_REVOKES, *agreed_claim("S", 11)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 13, "EW": 0}


# -- 62A / 62C3: both sides revoke in one trick ----------------------------------------

# trick 2: South leads a diamond; West discards a spade and dummy a club, both
# holding diamonds; East follows
BOTH_REVOKE = [
    *ONE_HEART,
    *SOUTH_WINS_T1,
    card("S", "D5"),
    card("W", "S3"),
    card("N", "C3"),
    card("E", "D2"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_both_revokes_corrected_before_anyone_plays_on(
    tmp_path: Path, edition: str
) -> None:
    # neither revoke is established: each must be corrected (62A, also in
    # 2007, which has no 62C3): West's spade a major penalty card (62B1),
    # dummy's club back without rectification (62B2)
    events = [*BOTH_REVOKE, director("E")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["62", "62A"]
    assert {"type": "card_withdrawn", "laws": ["62B2"], "card": "C3", "seat": "N"} in ruling[
        "effects"
    ]
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["62B1", "50"], "card": "S3", "kind": "major"}
    ]
    west, north = report["irregularities"]
    assert west["laws"].count("62A") == 1 and north["laws"][-1] == "62A"
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert (
        "Verzaking door Noord (artikelen 44C, 61A, 62A); de verzaking wordt hersteld (62A)" in text
    )
    assert "geen arbitrage gevraagd" not in text
    assert_clean_text(text)


@pytest.mark.parametrize(
    ("edition", "laws"),
    [("2017", [["62", "62C3"]]), ("2007", [["62", "62A", "63B"], ["63", "64"]])],
)
def test_law_62c3_only_in_2017_once_one_side_played_on(
    tmp_path: Path, edition: str, laws: list[list[str]]
) -> None:
    # declarer led to the next trick: 2017 corrects both (62C3); 2007 has no
    # such rule, dummy's revoke is established and stands (63B) while West's
    # is still corrected (62A)
    events = [*BOTH_REVOKE, card("S", "H8"), director("E")]
    report = rule_json(record(events, edition), tmp_path)
    # the rulings in any order: in 2007 the corrected revoke's ruling waits
    # for declarer's 62C1 choice about his lead to the next trick
    assert sorted(r["laws"] for r in report["rulings"]) == sorted(laws)


# -- what binds after a 57A choice, in words --------------------------------------------


@pytest.mark.parametrize(
    ("option", "nl"),
    [
        ("lowest", "West moet zijn laagste kaart in de voorgespeelde kleur spelen (57A2)"),
        ("highest", "West moet zijn hoogste kaart in de voorgespeelde kleur spelen (57A1)"),
        ("prohibit_suit:C", "West mag geen kaart in klaveren spelen (57A4)"),
    ],
)
def test_law_57a_play_restriction_in_force_is_told_in_words(
    tmp_path: Path, option: str, nl: str
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "D5"), card("E", "D2"), director("S")]
    text = rule_text(record([*events, choose("S", option)]), tmp_path, "nl")
    assert f"- {nl}" in text.split("Van kracht:")[1]
    assert_clean_text(text)


def test_rubber_47_1_play_restriction_in_force_is_told_in_words(tmp_path: Path) -> None:
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "SJ"), card("E", "S8"), director("S")]
    text = rule_text(record([*events, choose("S", "win")], "rubber"), tmp_path, "en")
    assert "West must win the trick, ruffing if need be (47(1))" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_second_revoke_text_names_64c(tmp_path: Path, edition: str) -> None:
    # East fails to follow to clubs twice (tricks 1 and 2)
    events = [
        *ONE_HEART,
        card("W", "CT"),
        card("N", "CA"),
        card("E", "S8"),
        card("S", "C7"),
        card("N", "CK"),
        card("E", "S9"),
        card("S", "CJ"),
        card("W", "C9"),
        card("N", "D8"),
        card("E", "DA"),
        card("S", "D5"),
        card("W", "D3"),
        *agreed_claim("S", 9),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    text = rule_text(record(events, edition), tmp_path, "en")
    # 2017 names the adjustment for this case (64C2a); 2007 has 64C alone
    assert "no trick transferred (64B2)" in text
    assert ("(64C2a)" if edition == "2017" else "(64C)") in text


# -- 58B at an opening lead out of turn (seed 004: step 0 of "Uitkomen door de
# verkeerde tegenspeler") ----------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_two_cards_led_out_of_turn_designated_first(tmp_path: Path, edition: str) -> None:
    # East leads the diamond ace and king together at West's turn; the director,
    # called by South, first lets East say which card he led (58B2); the other
    # becomes a penalty card; then the lead out of turn is ruled with that card
    start = [*ONE_HEART, card("E", "DA"), director("S")]
    found = fact("simultaneous_cards", ["DA", "DK"], seat="E")
    report = rule_json(record([*start, found], edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["58B2"] and ruling["chooser"] == "E"
    assert [o["code"] for o in ruling["options"]] == ["card:DA", "card:DK"]
    events = [*start, found, choose("E", "card:DK")]
    report = rule_json(record(events, edition), tmp_path)
    simultaneous, lead = report["rulings"]
    assert simultaneous["chosen"] == "card:DK"
    assert lead["irregularity"] == "opening_lead_out_of_turn" and lead["chooser"] == "S"
    assert [o["code"] for o in lead["options"]] == ["accept", "become_dummy", "require_retraction"]
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["58B2", "50"], "card": "DA", "kind": "major"}
    ]
    # refused: the king is a penalty card too; two in diamonds, so 51B1
    refused = [
        *events,
        fact("opponent_induced", False),
        fact("could_see_dummy", False),
        choose("S", "require_retraction"),
    ]
    report = rule_json(record(refused, edition), tmp_path)
    assert report["rulings"][-1]["laws"] == ["51B1"]
    assert {(o["card"], o["kind"]) for o in report["obligations"]} == {
        ("DA", "major"),
        ("DK", "major"),
    }
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "58B2" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b1_one_face_seen_is_the_lead_out_of_turn(tmp_path: Path, edition: str) -> None:
    found = fact("simultaneous_cards", ["DA", "D2"], seat="E", visible=["DA"])
    report = rule_json(record([*ONE_HEART, card("E", "DA"), found], edition), tmp_path)
    simultaneous, lead = report["rulings"]
    assert simultaneous["laws"] == ["58B1"] and simultaneous["options"] == []
    assert lead["irregularity"] == "opening_lead_out_of_turn" and lead["chooser"] == "S"
    assert report["obligations"] == []  # the two goes back without rectification


# -- 61A: a lead requirement broken is a revoke named by the law that made it --------
# After a situation in the EBL TD course note "All you should know about revokes"
# (Kooijman, 9th EBL Main TD Course, 2013): a lead out of turn, declarer makes
# partner lead the suit, partner leads another suit while he holds it. Our own
# deal and record.


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_required_lead_not_made_is_a_revoke_under_50d2a(
    tmp_path: Path, edition: str
) -> None:
    # West is on lead; East leads the diamond two; South refuses it and requires
    # diamonds from West (50D2a); West leads a spade holding diamonds. Dummy
    # wins; East plays to trick 4: established, one trick (64A2)
    events = [
        *ONE_HEART,
        *WEST_WINS_T1,
        card("E", "D2"),
        director("S"),
        fact("opponent_induced", False),
        choose("S", "reject"),
        choose("S", "require_suit:D"),
        card("W", "S3"),
        card("N", "SA"),
        card("E", "S8"),
        card("S", "S6"),
        card("N", "C3"),
        card("E", "C5"),
        *agreed_claim("S", 10),
    ]
    report = rule_json(record(events, edition), tmp_path)
    revoke = report["irregularities"][-1]
    assert revoke["irregularity"] == "revoke" and revoke["offender"] == "W"
    assert revoke["laws"] == ["50D2a", "61A", "63A1"]
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}


# -- rectified at once, and said so: 41A, 53A at trick 13 --------------------------------


def test_law_41a_face_down_lead_by_the_wrong_defender_is_shown_as_withdrawn(
    tmp_path: Path,
) -> None:
    events = [*ONE_HEART, {"by": "E", "card": "DA", "face_down": True}]
    report = rule_json(record(events), tmp_path)
    assert report["next"] == "W" and report["obligations"] == []
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["41A"] and ruling["effects"][0]["type"] == "card_withdrawn"
    assert "DA" not in str(report["rulings"])  # never faced: no seat learns it
    text = rule_text(record(events), tmp_path, "nl")
    assert "geen arbitrage gevraagd" not in text and "(41A)" in text
    assert_clean_text(text)


def _twelve_tricks() -> list[dict[str, Any]]:
    """1H by South, twelve tricks played with the lowest legal card; South
    (who won trick 12) leads to trick 13."""
    from bridgelaws.record import TableRecord
    from bridgelaws.table import Table

    events = list(ONE_HEART)
    while True:
        table = Table.from_record(
            TableRecord.from_json({"board": 1, "deal": DEAL_TEXT, "events": events})
        )
        play = table.play
        assert play is not None
        if len(play.tricks) == 12:
            return events
        seat = play.next_seat
        events.append(card(seat.letter, min(play.legal_cards(seat)).name))


DEAL_TEXT = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def test_law_53a_lead_out_of_turn_at_trick_13_is_taken_back_and_said_so(tmp_path: Path) -> None:
    events = [*_twelve_tricks(), card("W", "S5")]
    report = rule_json(record(events), tmp_path)
    assert report["next"] == "S" and report["obligations"] == []
    assert report["rulings"][-1]["laws"] == ["53A"]
    text = rule_text(record(events), tmp_path, "en")
    assert "no ruling asked" not in text and "withdrawn (53A)" in text
    # 2007 has no such rule: the lead may be accepted
    accepted = rule_json(record([*events, card("N", "SA")], "2007"), tmp_path)
    assert accepted["irregularities"][-1]["accepted"] is True


# -- spec §6: two revokes by one side found after the play -------------------------------


def test_law_64a_two_found_revokes_each_take_their_own_tricks(tmp_path: Path) -> None:
    # 4S by South, 10 tricks to NS as played. The director finds that East
    # revoked in trick 5 and won it, his side winning 2 tricks after it, and
    # that West revoked in trick 8 (won by North), his side winning 1 trick
    # after that one: East's 64A1 takes tricks 5 and 6, West's 64A2 the last one
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}}
    events = [
        fact("revoke", {"seat": "E", "trick": 5}),
        fact("revoke_trick_won_by", "E", trick=5),
        fact("offending_side_tricks_after", 2, trick=5),
        fact("revoke", {"seat": "W", "trick": 8}),
        fact("revoke_trick_won_by", "N", trick=8),
        fact("offending_side_tricks_after", 1, trick=8),
    ]
    data = {"edition": "2017", "board": 3, "situation": situation, "events": events}
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 13, "EW": 0}


# -- 57A: a defender leads to the next trick before his partner has played -------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_premature_lead_to_the_next_trick(tmp_path: Path, edition: str) -> None:
    # South leads D5, West plays D3, dummy D8; before East plays West leads
    # the spade three to the next trick: a major penalty card and declarer's
    # 57A options for East's card to this trick (no 57C1: declarer's two
    # hands do not free a premature lead); the director is first asked
    # whether it was a lead or one card too many in this trick (67A2)
    events = [
        *ONE_HEART,
        *SOUTH_WINS_T1,
        card("S", "D5"),
        card("W", "D3"),
        card("N", "D8"),
        card("W", "S3"),
        director("S"),
    ]
    asked = rule_json(record(events, edition), tmp_path)
    assert asked["status"] == "awaiting_fact"
    assert asked["rulings"][-1]["question"]["fact"] == "led"
    events.append(fact("led", True))
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["chooser"] == "S"
    assert ruling["options"][0]["code"] == "highest"
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["57A", "50"], "card": "S3", "kind": "major"}
    ]
    # East must play his highest diamond: the ace wins, and at East's lead
    # declarer has the 50D2 choice for West's spade three
    done = rule_json(record([*events, choose("S", "highest"), card("E", "DA")], edition), tmp_path)
    assert done["status"] == "awaiting_choice" and done["rulings"][-1]["laws"] == ["50D2"]


def test_law_45e_second_card_of_the_suit_led_is_still_a_penalty_card(tmp_path: Path) -> None:
    # the same with a second diamond: a change of card, not a lead (45E1, 47F)
    events = [
        *ONE_HEART,
        *SOUTH_WINS_T1,
        card("S", "D5"),
        card("W", "D3"),
        card("N", "D8"),
        card("W", "D4"),
        director("S"),
    ]
    # the director says whether it was led (57A); it was not: one card too
    # many in the trick (67A2, 45E1)
    asked = rule_json(record(events), tmp_path)
    assert asked["rulings"][-1]["question"]["fact"] == "led"
    report = rule_json(record([*events, fact("led", False)]), tmp_path)
    assert report["irregularities"][-1]["irregularity"] == "exposed_card"
