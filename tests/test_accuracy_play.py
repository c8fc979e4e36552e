"""Play rulings checked through ``bridgelaws rule --json`` (the checker's
path), in both editions: Laws 41-67 cases written from the seeds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

EDITIONS = ["2017", "2007"]


def call(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "call": name}


def card(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "card": name}


# South plays 1H; West leads. Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98.
ONE_HEART = [
    call("N", "Pass"),
    call("E", "Pass"),
    call("S", "1H"),
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),
]
# Trick 1: East ruffs a club while holding clubs (a revoke) and wins the trick;
# trick 2: East leads a club (the revoke is established, 63A1), dummy wins.
REVOKE_WON_BY_OFFENDER = [
    card("W", "CT"),
    card("N", "C2"),
    card("E", "H3"),
    card("S", "C7"),
    card("E", "C4"),
    card("S", "CQ"),
    card("W", "C9"),
    card("N", "CA"),
]


def agreed_claim(tricks: int) -> list[dict[str, Any]]:
    return [{"by": "S", "claim": tricks}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_claimed_tricks_count_as_won_by_the_offending_side(
    tmp_path: Path, edition: str
) -> None:
    # South claims 10 of the 13: East-West get two more tricks through the claim (69A)
    events = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(10)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "2 slagen overgedragen (64A1)" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_only_the_revoke_trick_when_the_claim_gives_nothing_more(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(12)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "1 trick transferred (64A1)" in text


# Trick 1: West leads a club, dummy wins with the ace, East discards a spade
# while holding clubs (revoke not winning the trick); trick 2: dummy leads a
# diamond, East wins and the revoke is established.
REVOKE_NOT_WON = [
    card("W", "CT"),
    card("N", "CA"),
    card("E", "S8"),
    card("S", "C7"),
    card("N", "D8"),
    card("E", "DA"),
    card("S", "D5"),
    card("W", "D3"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_one_trick_when_the_side_won_a_later_trick(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *REVOKE_NOT_WON, *agreed_claim(11)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_no_transfer_is_named_with_its_reason(tmp_path: Path, edition: str) -> None:
    events = [
        *ONE_HEART,
        *REVOKE_NOT_WON[:4],
        card("N", "DT"),
        card("E", "D2"),
        card("S", "D5"),
        card("W", "D3"),
        *agreed_claim(13),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 13, "EW": 0}
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "no trick transferred (64B1)" in text
    assert_clean_text(text)


# South wins trick 1 with the club queen; he is on lead in hand.
SOUTH_WINS_T1 = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "CQ")]
# North (dummy) wins trick 1 with the club ace; declarer must lead from dummy.
NORTH_WINS_T1 = [card("W", "CT"), card("N", "CA"), card("E", "C4"), card("S", "C7")]


def director(seat: str) -> dict[str, Any]:
    return {"by": seat, "director": True}


def choose(seat: str, option: str) -> dict[str, Any]:
    return {"by": seat, "choose": option}


@pytest.mark.parametrize(("edition", "law"), [("2017", "53C"), ("2007", "53B")])
def test_law_53c_wrong_defender_plays_to_a_lead_from_the_wrong_hand(
    tmp_path: Path, edition: str, law: str
) -> None:
    # dummy won trick 1; South leads SJ from his own hand and East (to the
    # right of South) plays to it: the lead stands, East played before West (57)
    events = [*ONE_HEART, *NORTH_WINS_T1, card("S", "SJ"), card("E", "S8"), director("W")]
    report = rule_json(record(events, edition), tmp_path)
    lead, premature = report["irregularities"]
    assert lead["irregularity"] == "lead_from_wrong_hand" and lead["accepted"] is True
    assert law in lead["laws"]
    assert premature["irregularity"] == "premature_play" and premature["offender"] == "E"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["chooser"] == "S"
    assert {"highest", "lowest"} <= {o["code"] for o in ruling["options"]}
    # the premature card is a major penalty card while declarer chooses (57A)
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["57A", "50"], "card": "S8", "kind": "major"}
    ]
    text = rule_text(record(events, edition), tmp_path, "en")
    assert f"accepted by action ({law})" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c1_no_rectification_after_declarers_own_premature_card(
    tmp_path: Path, edition: str
) -> None:
    # dummy leads D8; declarer plays D5 from hand before East (57C3), then West
    # plays D3 before his partner: declarer has played from both hands
    events = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), card("S", "D5"), card("W", "D3")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["laws"] == ["57C1"]
    assert ruling["chooser"] is None and not ruling["options"]
    assert report["obligations"] == []
    # East plays: the trick is complete with West's card in it
    report = rule_json(record([*events, card("E", "D2")], edition), tmp_path)
    assert report["next"] == "N" and report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_penalty_card_is_an_obligation_while_declarer_chooses(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), card("W", "D3"), director("E")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["chosen"] is None
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["57A", "50"], "card": "D3", "kind": "major"}
    ]
    done = rule_json(record([*events, choose("S", "lowest")], edition), tmp_path)
    assert [(o["type"], o["seat"]) for o in done["obligations"]] == [
        ("penalty_card", "W"),
        ("play_restriction", "E"),
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_choice_when_partner_already_has_the_lead(tmp_path: Path, edition: str) -> None:
    # West won trick 1 and is on lead; East drops DA face up; the director rules
    west_wins = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
    events = [*ONE_HEART, *west_wins, {"by": "E", "expose": "DA"}, director("S")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    exposure, lead = report["rulings"]
    assert exposure["irregularity"] == "exposed_card"
    assert lead["laws"] == ["50D2"] and lead["chooser"] == "S" and lead["chosen"] is None
    assert [o["code"] for o in lead["options"]] == [
        "require_suit:D",
        "prohibit_suit:D",
        "no_restriction",
    ]
    done = rule_json(record([*events, choose("S", "require_suit:D")], edition), tmp_path)
    assert done["next"] == "W"
    assert done["obligations"] == [
        {
            "type": "lead_restriction",
            "seat": "W",
            "laws": ["50D2a"],
            "kind": "require_suit",
            "suit": "D",
            "chooser": "S",
        }
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_minor_card_found_deliberate_at_partners_lead(
    tmp_path: Path, edition: str
) -> None:
    west_wins = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
    events = [*ONE_HEART, *west_wins, {"by": "E", "expose": "D2"}, director("S")]
    minor = rule_json(record([*events, {"fact": "deliberate", "value": False}], edition), tmp_path)
    assert minor["status"] == "play" and len(minor["rulings"]) == 1
    major = rule_json(record([*events, {"fact": "deliberate", "value": True}], edition), tmp_path)
    assert major["status"] == "awaiting_choice" and major["rulings"][-1]["laws"] == ["50D2"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_last_card_of_a_trick_taken_back(tmp_path: Path, edition: str) -> None:
    # South's C7 completed trick 1; he played it after a mistaken explanation
    events = [*ONE_HEART, *NORTH_WINS_T1, {"fact": "misinformed", "value": "C7"}]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["47E2a"]
    info = "16C" if edition == "2017" else "16D"  # 2007: information from withdrawn plays
    assert {"type": "card_withdrawn", "laws": ["47E2a", info], "card": "C7", "seat": "S"} in (
        ruling["effects"]
    )
    assert report["status"] == "play" and report["next"] == "S"
    # once a card was played to the next trick it is too late: 47E2b
    late = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), {"fact": "misinformed", "value": "C7"}]
    assert rule_json(record(late, edition), tmp_path)["rulings"][0]["laws"] == ["47E2b"]


# trick 2: South leads D5, West discards S3 while holding diamonds, dummy plays D8
WEST_REVOKES = [*SOUTH_WINS_T1, card("S", "D5"), card("W", "S3"), card("N", "D8")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_declarer_chooses_for_dummys_card(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *WEST_REVOKES, director("E")]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "revoke" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["keep", "withdraw"]
    withdrawn = rule_json(
        record([*events, choose("S", "withdraw"), card("W", "D3")], edition), tmp_path
    )
    assert withdrawn["next"] == "N"
    kept = rule_json(record([*events, choose("S", "keep"), card("W", "D3")], edition), tmp_path)
    assert kept["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_substitute_card_recorded_before_the_choice(tmp_path: Path, edition: str) -> None:
    # seed 004's order: the offender plays his legal card, then the choice
    events = [*ONE_HEART, *WEST_REVOKES, director("E"), card("W", "D3")]
    waiting = rule_json(record(events, edition), tmp_path)
    assert waiting["status"] == "awaiting_choice" and waiting["rulings"][-1]["chooser"] == "S"
    kept = rule_json(record([*events, choose("S", "keep")], edition), tmp_path)
    assert kept["status"] == "play" and kept["next"] == "E"
    withdrawn = rule_json(record([*events, choose("S", "withdraw")], edition), tmp_path)
    assert withdrawn["status"] == "play" and withdrawn["next"] == "N"
    assert withdrawn["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["62B1", "50"], "card": "S3", "kind": "major"}
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_player_corrects_his_revoke_before_it_is_established(
    tmp_path: Path, edition: str
) -> None:
    # West sees his mistake and plays D3 to the same trick: a correction, not
    # a second card (45E) or a change of designation (45C4b)
    events = [*ONE_HEART, *SOUTH_WINS_T1, card("S", "D5"), card("W", "S3"), card("W", "D3")]
    report = rule_json(record(events, edition), tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
    assert "62A" in report["irregularities"][0]["laws"]
    assert report["status"] == "play" and report["next"] == "N"
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["62B1", "50"], "card": "S3", "kind": "major"}
    ]
    # dummy had already played after the revoke card: declarer may have it back
    later = [*ONE_HEART, *WEST_REVOKES, card("W", "D3")]
    report = rule_json(record(later, edition), tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "S"


# -- the NBB rubber rules ------------------------------------------------------------


def test_rubber_55_6_the_transfer_is_named_on_the_revoke(tmp_path: Path) -> None:
    events = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(10)]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    for lang, words in (
        ("en", "2 tricks transferred (55(6))"),
        ("nl", "2 slagen overgedragen (55(6))"),
    ):
        text = rule_text(record(events, "rubber"), tmp_path, lang)
        assert words in text and "no ruling asked" not in text
        assert_clean_text(text)


def test_rubber_55_6_dummys_revoke_costs_nothing_and_says_so(tmp_path: Path) -> None:
    # South wins trick 1; South leads a diamond, West follows, dummy discards
    # a spade while holding diamonds (revoke), East wins; established when
    # dummy plays to trick 3
    events = [
        *ONE_HEART,
        *SOUTH_WINS_T1,
        card("S", "D5"),
        card("W", "D3"),
        card("N", "S2"),
        card("E", "DA"),
        card("E", "DK"),
        card("S", "D6"),
        card("W", "D4"),
        card("N", "D8"),
        *[{"by": "E", "concede": 10}, {"by": "S", "agree": True}],
    ]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["adjustments"] == []
    text = rule_text(record(events, "rubber"), tmp_path, "en")
    assert "no trick transferred (55(1)(a)(III)): dummy's revoke" in text


def test_rubber_46_3_declarer_playing_to_a_wrong_opening_lead_is_shown(tmp_path: Path) -> None:
    events = [*ONE_HEART, card("E", "DA"), card("S", "D5")]
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["declarer"] == "N"
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["46(3)"]
    assert [e["type"] for e in ruling["effects"]] == ["lead_stands", "declarer_becomes_dummy"]
    for lang, words in (
        ("en", "declarer becomes dummy (46(3))"),
        ("de", "der Alleinspieler wird Dummy (46(3))"),
    ):
        text = rule_text(record(events, "rubber"), tmp_path, lang)
        assert words in text
        assert_clean_text(text)


def test_rubber_44_exposed_card_in_play_is_not_said_to_end_with_the_auction(
    tmp_path: Path,
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS_T1, {"by": "E", "expose": "DA"}]
    for lang, words in (
        ("en", "declarer may call it whenever East is to lead or play (44)"),
        ("nl", "de leider mag haar opeisen telkens als Oost moet uitkomen of bijspelen (44)"),
        ("de", "wenn Ost aus- oder zuspielen muss (44)"),
    ):
        text = rule_text(record(events, "rubber"), tmp_path, lang)
        assert words in text
        assert "auction" not in text and "bieden" not in text and "Reizung" not in text


def test_rubber_47_1_iv_no_discard_of_the_suit_led(tmp_path: Path) -> None:
    events = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), card("W", "D3"), director("S")]
    report = rule_json(record(events, "rubber"), tmp_path)
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert "discard:D" not in codes
    # hearts are trumps: a heart to a diamond lead is a ruff (II), not a discard
    assert {"discard:S", "discard:C"} <= set(codes) and "discard:H" not in codes


# -- more sub-laws ---------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60b_defender_plays_before_declarer_leads_from_the_right_hand(
    tmp_path: Path, edition: str
) -> None:
    # dummy won trick 1; South leads SJ from hand; West has it taken back
    # (55B2) and leads S3 before declarer has led from dummy
    events = [
        *ONE_HEART,
        *NORTH_WINS_T1,
        card("S", "SJ"),
        director("W"),
        choose("W", "reject"),
        card("W", "S3"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert report["rulings"][-1]["laws"] == ["60B"]
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["60B", "50"], "card": "S3", "kind": "major"}
    ]
    # declarer leads from dummy: the penalty card stays until West can play it
    report = rule_json(record([*events, card("N", "D8")], edition), tmp_path)
    assert report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55b1_wrong_defender_after_a_rejected_lead_is_not_60b(
    tmp_path: Path, edition: str
) -> None:
    # West won trick 1; South leads at West's turn; rejected (55B1): West
    # leads. East leading instead is a defender's lead out of turn (53, 56)
    west_wins = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
    events = [
        *ONE_HEART,
        *west_wins,
        card("S", "SJ"),
        director("W"),
        choose("W", "reject"),
        card("E", "DA"),
        director("S"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["irregularity"] == "lead_out_of_turn"
    assert [o["code"] for o in report["rulings"][-1]["options"]] == ["accept", "reject"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50b_two_cards_exposed_before_the_director_comes_are_both_ruled_major(
    tmp_path: Path, edition: str
) -> None:
    west_wins = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
    events = [
        *ONE_HEART,
        *west_wins,
        {"by": "E", "expose": "D2"},
        {"by": "E", "expose": "S8"},
        director("S"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    first, second, lead = report["rulings"]
    assert "question" not in first  # no question whether deliberate: two cards are major
    assert [
        e["scope"] for e in (*first["effects"], *second["effects"]) if e["type"] == "penalty_card"
    ] == [
        "major",
        "major",
    ]
    assert lead["laws"] == ["51B2"] and lead["chooser"] == "S"
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "no ruling asked" not in text
    assert_clean_text(text)


def test_law_51b2_choice_in_dutch_and_german(tmp_path: Path) -> None:
    west_wins = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
    events = [
        *ONE_HEART,
        *west_wins,
        {"by": "E", "expose": "DA"},
        {"by": "E", "expose": "SQ"},
        director("S"),
    ]
    de = rule_text(record(events), tmp_path, "de")
    assert "Strafkarte von Ost (Regel 51B2)" in de
    assert "Ost hat die Hauptstrafkarten ♦A ♠D." in de
    assert "Süd verbietet West das Ausspiel von Pik und Karo" in de
    assert "♦A von Ost ist eine Hauptstrafkarte (50B)" in de
    assert_clean_text(de)
    nl = rule_text(record(events), tmp_path, "nl")
    assert "Strafkaart door Oost (artikel 51B2)" in nl
    assert "Oost heeft de grote strafkaarten ♦A ♠V." in nl
    assert "in schoppen en ruiten voor te spelen" in nl
    assert_clean_text(nl)


def test_play_rulings_in_german(tmp_path: Path) -> None:
    premature = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), card("W", "D3"), director("E")]
    de = rule_text(record(premature), tmp_path, "de")
    assert "Vorzeitiges Spielen von West (Regel 57A)" in de
    assert "Ost muss seine höchste Karte in Karo spielen (57A1)." in de
    assert "Ost darf keine Karte in Pik spielen (57A4)." in de
    assert "West: Hauptstrafkarte ♦3 (57A, 50)" in de
    assert_clean_text(de)

    wrong_hand = [*ONE_HEART, *NORTH_WINS_T1, card("S", "SJ"), card("E", "S8"), director("W")]
    de = rule_text(record(wrong_hand), tmp_path, "de")
    assert (
        "Ausspiel aus der falschen Hand von Süd (Regeln 55, 53C); durch Handeln angenommen (53C)"
        in de
    )
    assert_clean_text(de)

    opening = [*ONE_HEART, card("E", "DA"), director("S")]
    de = rule_text(record(opening), tmp_path, "de")
    assert "Das Ausspiel lag bei West." in de
    assert "Eröffnungsausspiel außer Reihenfolge von Ost (Regel 54)" in de
    assert_clean_text(de)

    revoke = [*ONE_HEART, *WEST_REVOKES, director("E")]
    de = rule_text(record(revoke), tmp_path, "de")
    assert "Revoke von West (Regeln 44C, 61A, 62A)" in de
    assert "♠3 von West ist eine Hauptstrafkarte (62B1)" in de
    assert "das Revoke wird berichtigt (62A)" in de
    assert "Süd wählt:" in de
    assert_clean_text(de)

    established = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(10)]
    de = rule_text(record(established), tmp_path, "de")
    assert "Revoke von Ost (Regeln 44C, 61A, 63A1); 2 Stiche übertragen (64A1)" in de
    assert_clean_text(de)

    both_hands = [*ONE_HEART, *NORTH_WINS_T1, card("N", "D8"), card("S", "D5"), card("W", "D3")]
    de = rule_text(record(both_hands), tmp_path, "de")
    assert "♦3 von West bleibt gespielt (57C1)" in de
    assert_clean_text(de)

    misinformed = [*ONE_HEART, *NORTH_WINS_T1, {"fact": "misinformed", "value": "C7"}]
    de = rule_text(record(misinformed), tmp_path, "de")
    assert "♣7 von Süd wird zurückgenommen (47E2a, 16C)" in de
    assert_clean_text(de)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c2_offenders_partner_takes_back_his_card_too(tmp_path: Path, edition: str) -> None:
    # West revokes in trick 2; dummy and East played after; declarer takes
    # dummy's card back (62C1), West plays D3, dummy DT; East replaces his D2
    # by DK: D2 becomes a major penalty card and DK wins the trick
    events = [
        *ONE_HEART,
        *WEST_REVOKES,
        card("E", "D2"),
        director("E"),
        choose("S", "withdraw"),
        card("W", "D3"),
        card("N", "DT"),
        card("E", "DK"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    revoke = report["rulings"][0]
    assert "62C2" in revoke["laws"]
    assert {
        "type": "penalty_card",
        "laws": ["62C2"],
        "card": "D2",
        "seat": "E",
        "scope": "major",
    } in (revoke["effects"])
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
    # East won the trick and leads; West's S3 is a penalty card: 50D2 now
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["laws"] == ["50D2"]
    assert {(o["seat"], o["card"]) for o in report["obligations"]} == {("W", "S3"), ("E", "D2")}
    # without the second card East's D2 simply stands
    kept = rule_json(record(events[:-1], edition), tmp_path)
    assert kept["next"] == "N" and "62C2" not in kept["rulings"][0]["laws"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67_defective_trick_before_any_card_is_nothing_to_rule(
    tmp_path: Path, edition: str
) -> None:
    # found by the invariants' property test: no trick yet, so no defective one
    events = [*ONE_HEART, {"fact": "defective_trick", "value": True, "seat": "W"}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["rulings"] == [] and report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b2_dummys_card_after_an_accepted_opening_lead_stands(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, card("E", "DA"), director("S"), choose("S", "accept"), card("N", "D8")]
    report = rule_json(record(events, edition), tmp_path)
    premature = report["irregularities"][-1]
    assert premature["offender"] == "N" and premature["laws"] == ["54B2", EARLY[edition]]
    # South plays the second card; dummy's D8 comes in its turn
    report = rule_json(record([*events, card("S", "D5"), card("W", "D3")], edition), tmp_path)
    assert report["next"] == "E"
