"""Laws 41-59 sub-law by sub-law in both editions (the checker's view:
irregularity, offender, chooser, options in order, obligations, next seat,
and clean nl/en text naming the law and the branch)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, penalty_cards, record, rule_json, rule_text, script

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")
NORTH_WINS = script("W card CT; N card CA; E card C4; S card C7")
WEST_WINS = script("W card CT; N card C2; E card C4; S card C7")


def fact(name: str, value: Any, **more: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **more}


def texts(data: dict[str, Any], tmp: Path) -> tuple[str, str]:
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return nl, en


def run(events: list[dict[str, Any]], edition: str, tmp: Path) -> dict[str, Any]:
    return rule_json(record(events, edition), tmp)


# -- 41A: a face-down opening lead by the wrong defender -----------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41a_face_down_lead_by_the_wrong_defender_goes_back(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, {"by": "E", "card": "DA", "face_down": True}]
    report = run(events, edition, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["41A"] and ruling["chooser"] is None
    assert report["next"] == "W" and report["obligations"] == []
    nl, en = texts(record(events, edition), tmp_path)
    assert "(41A)" in nl and "♦A" not in nl and "DA" not in en  # the card stays unseen


# -- 43: dummy's limitations ------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43b2a_dummy_warned_declarer_a_defender_names_the_hand(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, fact("dummy_warned_lead", True)]
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_warned_lead" and ruling["offender"] == "N"
    assert ruling["laws"] == ["43B2a"] and ruling["chooser"] == "W"
    assert [o["code"] for o in ruling["options"]] == ["lead_from:S", "lead_from:N"]
    chosen = run([*events, {"by": "W", "choose": "lead_from:N"}], edition, tmp_path)
    assert chosen["next"] == "N"
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("breached", [True, False])
def test_law_43b3_dummy_draws_attention_to_a_lead_out_of_turn(
    tmp_path: Path, edition: str, breached: bool
) -> None:
    # East leads out of turn at South's lead; dummy calls the director
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; N dir")]
    events.append(fact("dummy_breached_43a2", breached))
    report = run(events, edition, tmp_path)
    dummy = next(r for r in report["rulings"] if r["irregularity"] == "dummy_drew_attention")
    nl, en = texts(record(events, edition), tmp_path)
    if breached:
        # 43B3: no rectification, play goes on; the defenders' score only may
        # be adjusted
        assert dummy["laws"] == ["43A1b", "43B3"]
        assert report["status"] == "play" and report["next"] == "S"
        kinds = [e["type"] for e in dummy["effects"]]
        assert "split_score_possible" in kinds and "no_rectification" in kinds
        assert "alleen in de score van de partij van Oost" in nl
        assert "in the score of East's side only" in en
        assert "rectificatie" not in nl
    else:
        # 43B1 at most; the lead out of turn is ruled as usual (53, 56)
        assert report["status"] == "awaiting_choice"
        assert report["rulings"][-1]["irregularity"] == "lead_out_of_turn"
        assert report["rulings"][-1]["chooser"] == "S"


# -- 46B: incomplete designations of dummy's card ------------------------------------------

# South leads a spade from hand at trick 2, West plays low; dummy holds AK2.
DESIGNATE = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3")]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("words", "law", "card", "nl_words"),
    [
        ("high", "46B1a", "SA", "zei hoog"),
        ("low", "46B1c", "S2", "zei laag"),
        ("S", "46B2", "S2", "noemde de kleur maar niet de hoogte"),
    ],
)
def test_law_46b_incomplete_designation_said_in_the_directors_language(
    tmp_path: Path, edition: str, words: str, law: str, card: str, nl_words: str
) -> None:
    events = [*DESIGNATE, fact("designation", words)]
    report = run(events, edition, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "incomplete_designation"
    assert irregularity["laws"] == [law] and irregularity["accepted"] is False
    assert report["next"] == "E"
    assert {"type": "card_played", "card": card}.items() <= report["rulings"][-1]["effects"][
        0
    ].items()
    nl, en = texts(record(events, edition), tmp_path)
    assert nl_words in nl and f"({law})" in en
    assert "high" not in nl and "geaccepteerd" not in nl


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("words", "law", "chooser"), [("SQ", "46B4", "S"), ("any", "46B5", "E")])
def test_law_46b4_46b5_who_names_dummys_card(
    tmp_path: Path, edition: str, words: str, law: str, chooser: str
) -> None:
    events = [*DESIGNATE, fact("designation", words)]
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == [law] and ruling["chooser"] == chooser
    assert [o["code"] for o in ruling["options"]] == ["card:SA", "card:SK", "card:S2"]
    texts(record(events, edition), tmp_path)


# -- 50C, 50D: minor and major penalty cards ----------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_minor_penalty_card_before_a_lower_spot_card(tmp_path: Path, edition: str) -> None:
    start = [*ONE_HEART, *SOUTH_WINS, *script("E exp S8; S dir"), fact("deliberate", False)]
    start += script("S card S6; W card S3; N card S2")
    wrong = run([*start, *script("E card S9")], edition, tmp_path)
    last = wrong["irregularities"][-1]
    assert last["irregularity"] == "failure_to_play_penalty_card" and last["laws"] == ["50C"]
    # an honour instead is allowed (50C): the eight stays a minor penalty card
    honour = run([*start, *script("E card SQ")], edition, tmp_path)
    assert honour["irregularities"][-1]["irregularity"] == "exposed_card"
    assert penalty_cards(honour) == {("E", "S8", "minor")}
    texts(record([*start, *script("E card S9")], edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_partner_already_on_lead_when_the_director_rules(
    tmp_path: Path, edition: str
) -> None:
    # West won trick 1; East drops the spade queen before West leads
    events = [*ONE_HEART, *WEST_WINS, *script("E exp SQ; S dir")]
    report = run(events, edition, tmp_path)
    choice = report["rulings"][-1]
    assert choice["laws"] == ["50D2"] and choice["chooser"] == "S" and choice["offender"] == "E"
    assert [o["code"] for o in choice["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "no_restriction",
    ]
    free = run([*events, {"by": "S", "choose": "no_restriction"}], edition, tmp_path)
    assert penalty_cards(free) == {("E", "SQ", "major")} and free["next"] == "W"
    # West leads a spade: East must play his queen (50D1)
    forced = run(
        [*events, *script("S ch no_restriction; W card S3; N card S2; E card S8")],
        edition,
        tmp_path,
    )
    assert forced["irregularities"][-1]["irregularity"] == "failure_to_play_penalty_card"
    assert forced["irregularities"][-1]["laws"] == ["50D1"]
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51a_two_penalty_cards_declarer_designates(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *script("E exp S8; S dir"), fact("deliberate", False)]
    events += script("E exp S9; S dir; S card S6; W card S3; N card S2")
    report = run(events, edition, tmp_path)
    # two penalty cards: both major (50B); East to play with both legal: 51A
    assert penalty_cards(report) == {("E", "S8", "major"), ("E", "S9", "major")}
    choice = report["rulings"][-1]
    assert choice["laws"] == ["51A"] and choice["chooser"] == "S"
    assert [o["code"] for o in choice["options"]] == ["card:S8", "card:S9"]
    done = run([*events, {"by": "S", "choose": "card:S9"}], edition, tmp_path)
    assert penalty_cards(done) == {("E", "S8", "major")}
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b2_penalty_cards_in_two_suits(tmp_path: Path, edition: str) -> None:
    # East drops the spade queen and the diamond ace while South is on lead;
    # West gains the lead at trick 2
    events = [*ONE_HEART, *SOUTH_WINS, *script("E exp SQ; E exp DA; S dir")]
    events += script("S card C7; W card C8; N card C3; E card C5")
    report = run(events, edition, tmp_path)
    assert penalty_cards(report) == {("E", "SQ", "major"), ("E", "DA", "major")}
    # West won trick 2 with the club eight: declarer's 51B2 choice now
    choice = report["rulings"][-1]
    assert choice["laws"] == ["51B2"] and choice["chooser"] == "S"
    assert [o["code"] for o in choice["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "require_suit:D",
        "prohibit_suit:D",
        "prohibit_suit:S+D",
        "no_restriction",
    ]
    # 2017 51B2(c); 2007 has no 51B2(c) but its 50D2(b) leaves the choice open
    free = choice["options"][-1]
    assert free["laws"] == (["51B2c"] if edition == "2017" else ["50D2b"])
    both = run([*events, {"by": "S", "choose": "prohibit_suit:S+D"}], edition, tmp_path)
    assert penalty_cards(both) == set() and both["next"] == "W"
    banned = {o["suit"] for o in both["obligations"] if o["type"] == "lead_restriction"}
    assert banned == {"S", "D"}
    texts(record(events, edition), tmp_path)


# -- 52B: failure to play a penalty card ----------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("choice", ["accept", "reject"])
def test_law_52b_declarer_accepts_or_rejects_the_other_card(
    tmp_path: Path, edition: str, choice: str
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *script("E exp SQ; S dir; S card S6; W card S3; N card S2")]
    events += script(f"E card S8; S dir; S ch {choice}")
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "failure_to_play_penalty_card" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    if choice == "accept":
        # 52B1c: the queen stays a penalty card; the eight won the trick
        assert penalty_cards(report) == {("E", "SQ", "major")} and report["next"] == "E"
    else:
        # 52B2: the queen is played instead; the eight a major penalty card
        assert penalty_cards(report) == {("E", "S8", "major")} and report["next"] == "E"
    texts(record(events, edition), tmp_path)


# -- 54: opening lead out of turn -------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54c_declarer_who_could_see_dummy_must_accept(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *script("E card DA; S dir"), fact("could_see_dummy", True)]
    report = run(events, edition, tmp_path)
    [lead] = report["irregularities"]
    assert lead["accepted"] is True
    assert report["next"] == "S" and report["obligations"] == []
    nl, _ = texts(record(events, edition), tmp_path)
    assert "54C" in nl


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seat", ["S", "N"])
def test_law_54e_declarer_or_dummy_attempts_the_opening_lead(
    tmp_path: Path, edition: str, seat: str
) -> None:
    events = [*ONE_HEART, *script(f"{seat} card {'S6' if seat == 'S' else 'S2'}; W dir")]
    report = run(events, edition, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["laws"][0] == "54E" and irregularity["offender"] == seat
    assert report["next"] == "W" and report["obligations"] == []  # no penalty card (48A/24)
    texts(record(events, edition), tmp_path)


# -- 57: premature play --------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_defender_plays_before_his_partner(tmp_path: Path, edition: str) -> None:
    # dummy won trick 1 and leads a diamond; West plays before East
    events = [*ONE_HEART, *NORTH_WINS, *script("N card D8; W card D3; S dir")]
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "premature_play" and ruling["offender"] == "W"
    assert ruling["chooser"] == "S"
    codes = [o["code"] for o in ruling["options"]]
    # 2017 57A3 (another suit) needs a partner void in the suit led: East
    # holds diamonds, so it is not offered; 2007 57A has no such option
    assert codes == [
        "highest",
        "lowest",
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:C",
    ]
    assert penalty_cards(report) == {("W", "D3", "major")}  # an obligation at once
    low = run([*events, *script("S ch lowest; E card D2")], edition, tmp_path)
    assert low["next"] == "S" and low["irregularities"][-1]["irregularity"] == "premature_play"
    high = run([*events, *script("S ch highest; E card D2")], edition, tmp_path)
    assert high["irregularities"][-1]["irregularity"] == "revoke"
    assert high["irregularities"][-1]["laws"] == ["57A1", "61A"]
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c1_declarer_played_from_both_hands(tmp_path: Path, edition: str) -> None:
    # dummy leads, South plays too soon from hand (57C3: it stands), then West
    # plays before East: declarer has played from both hands, no rectification
    events = [*ONE_HEART, *NORTH_WINS, *script("N card D8; S card D5; W card D3; S dir")]
    report = run(events, edition, tmp_path)
    laws = [i["laws"] for i in report["irregularities"]]
    assert laws == [[EARLY[edition]], ["57C1"]]
    assert report["obligations"] == [] and report["next"] == "E"
    texts(record(events, edition), tmp_path)


# -- 58B and 59 --------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_two_cards_at_once_the_other_a_penalty_card(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3; N card S2")]
    events.append(fact("simultaneous_cards", ["S8", "S9"], seat="E"))
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["58B2"] and ruling["chooser"] == "E"
    done = run([*events, {"by": "E", "choose": "card:S9"}], edition, tmp_path)
    assert penalty_cards(done) == {("E", "S8", "minor")} or penalty_cards(done) == {
        ("E", "S8", "major")
    }
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_59_unable_to_comply_plays_any_legal_card(tmp_path: Path, edition: str) -> None:
    # 57A: declarer forbids clubs for East, who holds diamonds: he must follow
    # (44C before the restriction), and any diamond is legal
    events = [*ONE_HEART, *NORTH_WINS, *script("N card D8; W card D3; S dir; S ch prohibit_suit:C")]
    events += script("E card DA")
    report = run(events, edition, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["premature_play"]
    assert report["next"] == "S"
    texts(record(events, edition), tmp_path)


# -- 47E: retraction after wrong information -----------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e1_lead_induced_by_an_opponent_goes_back(tmp_path: Path, edition: str) -> None:
    # South (on lead) told East it was his lead: the diamond ace goes back
    # without rectification and cannot be accepted (47E1)
    events = [*ONE_HEART, *SOUTH_WINS, *script("E card DA; S dir"), fact("opponent_induced", True)]
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47E1"] and ruling["options"] == []
    assert report["obligations"] == [] and report["next"] == "S"
    nl, en = texts(record(events, edition), tmp_path)
    assert "47E1" in nl and "47E1" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_card_after_a_mistaken_explanation_goes_back_while_last(
    tmp_path: Path, edition: str
) -> None:
    # West played the spade three after a mistaken explanation; nobody has
    # played after it to the trick: he takes it back (47E2a)
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3"), fact("misinformed", "S3")]
    report = run(events, edition, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "misinformation_play" and ruling["laws"] == ["47E2a"]
    assert report["next"] == "W" and report["obligations"] == []
    # once dummy has played to the trick it is too late: 47E2b, adjusted score
    late = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3; N card S2")]
    late.append(fact("misinformed", "S3"))
    after = run(late, edition, tmp_path)
    assert after["rulings"][-1]["laws"] == ["47E2b"] and after["next"] == "E"
    texts(record(events, edition), tmp_path)
    texts(record(late, edition), tmp_path)


# -- 50D2 when the holder's partner wins a trick -------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_when_the_holders_partner_wins_the_trick(tmp_path: Path, edition: str) -> None:
    # East drops the spade queen while South is on lead; South leads a club,
    # West wins with the eight: declarer's 50D2 choice at West's lead
    events = [*ONE_HEART, *SOUTH_WINS, *script("E exp SQ; S dir")]
    events += script("S card C7; W card C8; N card C3; E card C5")
    report = run(events, edition, tmp_path)
    assert report["status"] == "awaiting_choice"
    choice = report["rulings"][-1]
    assert choice["laws"] == ["50D2"] and choice["chooser"] == "S"
    required = run([*events, *script("S ch require_suit:S")], edition, tmp_path)
    assert penalty_cards(required) == set()
    # West must lead a spade: a heart lead is a revoke (61A) under 50D2a
    wrong = run([*events, *script("S ch require_suit:S; W card H2")], edition, tmp_path)
    assert wrong["irregularities"][-1]["irregularity"] == "revoke"
    assert wrong["irregularities"][-1]["laws"][0] == "50D2a"
    texts(record(events, edition), tmp_path)
