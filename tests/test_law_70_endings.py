"""Law 70: more hand-checked endings (squeezes, 70E1's show-out during the
line, the claimer believing his claim), in both editions where they differ.

The comment above each ending says what a director should award and why."""

from __future__ import annotations

import dataclasses

import pytest

from bridgelaws.cards import Card, Seat, Suit
from bridgelaws.claims import POLICY_2007, POLICY_2017, ClaimPolicy, Position, adjudicate
from bridgelaws.claims import read_statement as read

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])

#: No trumps, South on lead to the last four: SA is the squeeze card; West
#: guards hearts (HK5 against North's HA HQ) and clubs (CK5 against South's
#: CA CJ). Whatever West throws on the spade, North (who plays after him)
#: throws from the other suit or the idle D2, and the suit West let go gives
#: the fourth trick: a simple squeeze, 13 tricks (three winners and the squeeze).
SQUEEZE = Position.from_pbn("N:.AQ.2.2 ..9876. A.2..AJ .K5..K5", None, "S", won=(9, 0))


@EDITIONS
def test_law_70d1_squeeze_unstated_plays_itself(policy: ClaimPolicy) -> None:
    # Not stated, the squeeze is still the only rational line: North discards
    # after West and keeps what West's discard makes good; the claimer is given
    # no play that throws a threat while the idle diamond is there.
    result = adjudicate(SQUEEZE, S, 13, policy=policy)
    assert result.awarded == 13 == result.double_dummy


@EDITIONS
@pytest.mark.parametrize(
    "statement",
    [
        "SA squeezing West in hearts and clubs: dummy keeps HA HQ D2",
        "SA, behält HA HD K2",
        "SA; keep HA HQ D2",
    ],
)
def test_law_70b1_squeeze_stated_keeps_the_named_cards(policy: ClaimPolicy, statement: str) -> None:
    line = read(statement, None, N)
    assert line.kept == frozenset(Card.parse(c) for c in ("HA", "HQ", "D2"))
    result = adjudicate(SQUEEZE, S, 13, line, policy=policy)
    assert result.awarded == 13
    # the stated keep is followed: North's first discard is his club, not a kept card
    north = [card.name for seat, card in result.line if seat is N]
    assert north[0] == "C2"


#: No trumps, South on lead, nine tricks won: North's SA SK SJ over West's
#: SQ98; East holds no spade. South leads a spade to the ace and East shows out:
#: from then on the finesse of the jack is marked (70E1: an opponent fails to
#: follow on the line the claimer plays), and South's HA is the entry to take
#: it. All four tricks.
MARKED_LATER = Position.from_pbn("N:AKJ.2.. .KQ.KQ. 43.A.3. Q98...2", None, "S", won=(9, 0))

#: The same, but East follows once with the seven: nobody shows out, the
#: finesse is never marked, and playing spades from the top (the queen is
#: guarded twice) loses a trick: 12.
NEVER_MARKED = Position.from_pbn("N:AKJ.2.. 7.KQ.K. 43.A.3. Q98...2", None, "S", won=(9, 0))


@EDITIONS
def test_law_70e1_finesse_marked_when_an_opponent_fails_to_follow_on_the_line(
    policy: ClaimPolicy,
) -> None:
    result = adjudicate(MARKED_LATER, S, 13, policy=policy)
    assert result.awarded == 13
    texts = [m.text for m in result.reasons]
    marked = "An opponent has shown out, so the finesse with {card} is accepted (70E1)."
    assert any(m.text == marked and m.params["card"] == "SJ" for m in result.reasons)
    assert not any("was not stated" in t for t in texts)


@EDITIONS
def test_law_70e1_finesse_not_marked_when_nobody_fails_to_follow(policy: ClaimPolicy) -> None:
    result = adjudicate(NEVER_MARKED, S, 13, policy=policy)
    assert result.awarded == 12
    assert result.double_dummy == 13
    assert any("was not stated" in m.text and m.params.get("card") == "SJ" for m in result.reasons)
    # the statement that names the finesse gets it
    assert adjudicate(NEVER_MARKED, S, 13, read("finesse SJ"), policy=policy).awarded == 13


#: No trumps, North on lead to the last ten (1998 IOC Grand Prix, round 4B,
#: board 1: 3NT by West, claimed for nine and accepted at the table). After the
#: spades and hearts East is on lead with DQ, D987 and the CT: the diamonds run
#: (West's DA DK DJ over North's DT), while the club ten gives South the lead
#: and his long spades. The club gains a trick only on layouts where it takes
#: more than the claim needs, and loses on most others: no claimer who believes
#: his claim plays it, so it is not a normal play; the claim is good.
BELIEVED = Position.from_pbn(
    "N:2.97.T542.732 J6.AKJ.Q987.T KT74.43.6.AQ6 A5.82.AKJ3.K9", None, "N", won=(2, 1)
)


def test_law_70d1_a_play_that_gains_only_beyond_the_claim_is_not_normal() -> None:
    result = adjudicate(BELIEVED, W, 9)
    assert result.awarded == 9


#: Diamonds trumps, East has led the C2 to the last six (1996 Dutch Teams final,
#: round 2, board 13: 3D by North, claimed for nine). East still holds the D8
#: and West has shown out of diamonds. Unaware of that trump (70C2: one trump
#: out after seven were played) the claimer may cash his spade winners before
#: drawing it, but forgetting a trump is no reason to lead North's losing club
#: into West's king: no normal line loses a trick, and the claim is good (70C3).
UNAWARE = Position.from_pbn(
    "N:9..J75.97 65.KJ.8. KQJ3..Q9. T7.95..KT",
    "D",
    "E",
    "C2",
    won=(3, 4),
    voids=[(W, Suit.DIAMONDS)],
)

#: The same six cards with East still on lead (the claim came before his lead).
#: Double dummy the C2 and a heart are equal for East, and after the C2 no normal
#: line loses a trick; but doubtful points go against the claimer (70A), so East
#: is given the heart lead (HK and HJ are equals), the one worse for the claim:
#: ruffing it and crossing back and forth between the hands, a claimer who has
#: forgotten the D8 leads a spade winner that East ruffs (70C3): eight tricks;
#: "draw trumps" keeps nine.
UNAWARE_BEFORE_THE_LEAD = Position.from_pbn(
    "N:9..J75.97 65.KJ.8.2 KQJ3..Q9. T7.95..KT",
    "D",
    "E",
    won=(3, 4),
    voids=[(W, Suit.DIAMONDS)],
)


@EDITIONS
def test_law_70c3_unaware_of_the_trump_is_no_reason_to_lead_a_loser(policy: ClaimPolicy) -> None:
    result = adjudicate(UNAWARE, N, 9, policy=policy)
    assert result.unaware_of_trump
    assert result.awarded == 9
    assert "No normal line loses a trick to that trump (70C3)." in [
        m.render() for m in result.reasons
    ]


@EDITIONS
def test_law_70a_opponents_equal_plays_go_against_the_claimer(policy: ClaimPolicy) -> None:
    """With the opponents' equal cards tried (the policy's strict 70A reading,
    off by default) East's heart, as good as the C2 double dummy, is the card
    that costs the claimer; with the lowest card (the default) he gets 9."""
    assert adjudicate(UNAWARE_BEFORE_THE_LEAD, N, 9, policy=policy).awarded == 9
    policy = dataclasses.replace(policy, opponents_try_equal_cards=True)
    result = adjudicate(UNAWARE_BEFORE_THE_LEAD, N, 9, policy=policy)
    assert result.unaware_of_trump
    assert result.awarded == 8 and result.double_dummy == 9
    seat, lead = result.line[0]
    assert seat is E and lead.suit is Suit.HEARTS  # not the lower C2
    ruffed = [c for (seat, c) in result.line if seat is E and c.name == "D8"]
    assert ruffed  # the forgotten trump takes the trick
    assert "A normal line loses a trick to that trump (70C3)." in [
        m.render() for m in result.reasons
    ]
    stated = adjudicate(UNAWARE_BEFORE_THE_LEAD, N, 9, read("draw trumps", "D", S), policy=policy)
    assert stated.awarded == 9


#: Hearts trumps, South has led the C4 to the last seven (1999 USA team trials,
#: board 94: 3H by West, claimed for eight). East-West hold six trumps to
#: North's three and the diamond tops; North has one diamond after discarding
#: on the club, so diamonds break 4-1. Drawing trumps first takes every trick;
#: cashing the diamonds first lets North ruff the second one. With three trumps
#: out the claimer is aware of them in both editions (70C2 fails), so 70C gives
#: North's trumps no trick: holding the master trump he draws them before
#: cashing side winners they could ruff. (Last session's model held the other
#: order against him as careless, 7 of 8; a bad break still excuses an order of
#: two side suits, not a side suit before an outstanding trump he knows of.)
BAD_BREAK = Position.from_pbn(
    "N:Q4.765.93. .K8.AK875. T5..J642. 9.QJT9.QT.", "H", "S", "C4", won=(5, 1)
)


@EDITIONS
def test_law_70c2_an_aware_claimer_draws_trumps_before_cashing_into_a_bad_break(
    policy: ClaimPolicy,
) -> None:
    result = adjudicate(BAD_BREAK, W, 8, policy=policy)
    assert result.awarded == 8 == result.double_dummy
    ruffed = [card.name for seat, card in result.line if seat is N and card.name.startswith("H")]
    assert len(ruffed) == 3  # North's trumps all fall to the claimer's trumps
    for statement in ("draw trumps", "troef trekken, dan de ruiten", "erst Trumpf"):
        line = read(statement, BAD_BREAK.trump, E)
        assert adjudicate(BAD_BREAK, W, 8, line, policy=policy).awarded == 8
