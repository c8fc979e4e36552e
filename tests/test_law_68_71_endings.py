"""Laws 68D, 69B, 70E1 and 71: hand-checked endings at the table, in both
editions where they agree.

The comment above each ending says what a director should rule and why. Both
editions let an agreement (69B) or a concession (71) be undone within the
correction period of 79C; the engine takes the director's call to fall in it."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table

from bridgelaws.cards import Seat
from bridgelaws.claims import POLICY_2007, POLICY_2017, ClaimPolicy, Position, adjudicate
from bridgelaws.record import ChoiceEvent, DirectorEvent
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])

#: 3NT by North after nine tricks, North on lead to the last four: SA SK S3 S2
#: against East's SQ SJ ST S9. Whatever anyone plays, East's queen and jack win
#: the third and fourth spades: two tricks no normal play can take from EW.
TWO_SPADE_LOSERS = ("AK32... QJT9... .5432.. 8.6.2.2", "3NT Pass Pass Pass", N)

#: The same contract; North now holds SA SK SQ SJ over East's ST S9 S8 S7: every
#: trick is North's on any play.
ALL_MASTERS = ("AKQJ... T987... .5432.. 6.6.2.2", "3NT Pass Pass Pass", N)

#: 4H by North, North on lead to the last four: SA SK SQ and HA against West's
#: last trump, the jack (as in test_law_68_69.TRUMP_OUT). Drawing the trump
#: first takes all four; cashing a spade first lets West ruff.
TRUMP_OUT = ("AKQ.A.. 43..32. .543..2 .J.654.", "4H Pass Pass Pass", N)


@EDITIONS
def test_law_69b2_tricks_the_side_could_not_lose_are_returned(edition: str) -> None:
    # North claims all four, both defenders agree, then East withdraws his
    # agreement: the two spade tricks were EW's on any play, far beyond
    # "likely" (69B2); they are given back.
    table = ending_table(*TWO_SPADE_LOSERS, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, True)
    table.respond(W, True)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    table.respond(E, False)
    assert table.status is Status.AWAITING_DIRECTOR
    table.apply(DirectorEvent(E))
    report = table.report()
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["adjustments"] == [{"law": "69B2", "to": "EW", "tricks": 2}]
    ruling = [r for r in report["rulings"] if r["irregularity"] == "claim"][-1]
    assert ruling["laws"] == ["69B2"]
    assert ruling["effects"][0]["tricks"] == 2


@EDITIONS
def test_law_69b_withdrawn_agreement_to_a_good_claim_changes_nothing(edition: str) -> None:
    # The claim of all four was good on any play: nothing was agreed away.
    table = ending_table(*ALL_MASTERS, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, True)
    table.respond(W, True)
    table.respond(W, False)
    table.apply(DirectorEvent(W))
    report = table.report()
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["adjustments"] == []


@EDITIONS
def test_law_71_declarer_concedes_a_trick_he_could_not_lose(edition: str) -> None:
    # North, holding the four top spades, concedes one trick; the director,
    # called within the correction period, restores it: no normal play of the
    # remaining cards loses it (71, second case).
    table = ending_table(*ALL_MASTERS, edition=edition)
    table.concede(N, 1)
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    table.apply(DirectorEvent(E))
    report = table.report()
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]


@EDITIONS
def test_law_71_concession_of_tricks_that_are_lost_stands(edition: str) -> None:
    # North concedes the two spade tricks East must win: nothing to restore.
    table = ending_table(*TWO_SPADE_LOSERS, edition=edition)
    table.concede(N, 2)
    table.apply(DirectorEvent(N))
    report = table.report()
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["adjustments"] == []
    assert "concession stands" in report["rulings"][-1]["reasoning"][0]


@EDITIONS
def test_law_71_concession_a_normal_line_could_lose_stands(edition: str) -> None:
    # North concedes one trick to West's trump. Cashing a spade before drawing
    # it is careless but normal, and loses that trick: the concession stands.
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.concede(N, 1)
    table.apply(DirectorEvent(W))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert table.report()["adjustments"] == []


def test_law_68d2b_the_result_played_after_the_claim_stands() -> None:
    # 2017: North claims all four, East disputes and asks to play on; all four
    # agree. The claim is void: North then cashes a spade, West ruffs, and the
    # twelve tricks actually taken are the result (68D2b(ii)), not an award.
    table = ending_table(*TRUMP_OUT, edition="2017")
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, W, N, S):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.PLAY
    for card in "SA S3 C2 HJ D6 HA D3 H3 SK S4 H4 D5 H5 D4 SQ D2".split():
        play = table.play
        assert play is not None
        table.play_card(play.next_seat, card)
    report = table.report()
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert [r for r in report["rulings"] if r["irregularity"] == "claim"] == []


def test_law_68d_2007_no_play_after_a_disputed_claim() -> None:
    # 2007: play has ceased; the request to play on changes nothing, the
    # director adjudicates (70C3: a normal line loses a trick to the jack).
    table = ending_table(*TRUMP_OUT, edition="2007")
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, W, N, S):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.AWAITING_DIRECTOR
    table.apply(DirectorEvent(E))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}


#: No trumps, South on lead with H3 H2 to North's HA HQ; West holds HK5. South
#: leads and West plays low: the king is West's only heart left, East's two
#: cards may be a heart and a club (H6 C2 as they lie), so East could hold a
#: singleton king and the ace could drop it. Refusing the finesse is then not
#: irrational, and neither edition accepts it unstated: 12.
DROP_POSSIBLE = Position.from_pbn("N:.AQ.. .6..2 .32.. .K5..", None, "S", won=(11, 0))

#: The same, but East holds two hearts (H6 H4): after West's low heart the king
#: is West's or East's with another heart, never singleton behind the ace.
#: 2007's 70E1 accepts the finesse, since not taking it would be irrational;
#: 2017's (the NBB text) has no such clause: 12.
DROP_IMPOSSIBLE = Position.from_pbn("N:.AQ.. .64.. .32.. .K5..", None, "S", won=(11, 0))


@pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])
def test_law_70e1_refusing_a_finesse_is_not_irrational_when_the_card_may_drop(
    policy: ClaimPolicy,
) -> None:
    result = adjudicate(DROP_POSSIBLE, S, 13, policy=policy)
    assert result.awarded == 12 and result.double_dummy == 13
    assert not any("irrational" in m.text for m in result.reasons)
    assert any("was not stated" in m.text for m in result.reasons)


def test_law_70e1_2007_irrational_refusal_accepts_the_finesse() -> None:
    result = adjudicate(DROP_IMPOSSIBLE, S, 13, policy=POLICY_2007)
    assert result.awarded == 13
    assert any("would be irrational" in m.text for m in result.reasons)
    assert adjudicate(DROP_IMPOSSIBLE, S, 13, policy=POLICY_2017).awarded == 12
