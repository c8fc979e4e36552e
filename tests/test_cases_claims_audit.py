"""Law 70: endings from the audit of the corpus shortfalls (docs/claims.md,
"Measured"), each checked by hand against the law text (Dutch 2017 Laws
68-71, German 2007) and named after the law that decides it.

The comment above each ending says what a director should award and why."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table

from bridgelaws.cards import Seat, Suit
from bridgelaws.claims import (
    POLICY_2007,
    POLICY_2017,
    ClaimPolicy,
    Position,
    StatementError,
    adjudicate,
    read_statement,
)
from bridgelaws.record import DirectorEvent

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])

#: Diamonds trumps, North on lead to the last four, claiming them all: North
#: ♠Q5 ♦AK, South ♠AKJ ♦4; West holds the last two trumps (♦93) and no
#: spade, East ♠T876. Two rounds of trumps, then spades, take four; a spade
#: before the trumps are drawn is ruffed (the 1997 European Championships,
#: Geonvo34 board 9, the same ending with eight cards).
AWARE = Position.from_pbn("N:Q5..AK. T876... AKJ..4. ..93.J9", "D", "N")


def test_law_70c2_a_claimer_aware_of_the_trump_draws_it_before_a_side_winner() -> None:
    # 2017: two trumps are out, more than a claimer plausibly forgets, so 70C2
    # fails and 70C gives the opponents no trick for them. Holding the master
    # trumps, he draws them before cashing a spade West could ruff: a 4-0
    # spade break does not make the other order a careless one, as it does
    # between two side suits.
    result = adjudicate(AWARE, N, 13, policy=POLICY_2017)
    assert result.awarded == 13
    assert [c.name for s, c in result.line if s is N][:2] == ["DA", "DK"]


def test_law_70c2_at_all_likely_unaware_the_side_winner_is_ruffed() -> None:
    # 2007's lower test ("at all likely") takes a claimer with two trumps out
    # after trumps were played as possibly unaware of them: cashing the spade
    # first is then a normal line, and West's trump takes a trick (70C3).
    result = adjudicate(AWARE, N, 13, policy=POLICY_2007)
    assert result.awarded == 12
    assert any("70C3" in m.text for m in result.reasons)


@EDITIONS
def test_law_70c2_the_aware_claimer_still_loses_a_trick_to_a_master_trump(
    policy: ClaimPolicy,
) -> None:
    # The same cards but West's trump is the ♦Q, above North's ♦J: no line
    # draws it, and whoever leads, West takes it. Awareness keeps no trick the
    # cards do not give.
    master = Position.from_pbn("N:Q5..KJ. T876... AKJ..4. ..Q3.J9", "D", "N")
    result = adjudicate(master, N, 13, policy=policy)
    assert result.awarded == 12 == result.double_dummy


#: Spades trumps, South on lead to the last eight in 6♠ (1999 European
#: Championships, A1A13535 board 12), claiming twelve: East's ♠Q beats every
#: trump South has left (♠543) and West has shown out of trumps. Declarer
#: concedes exactly one trick, the queen's: he has counted it.
MASTER_OUT = Position.from_pbn(
    "N:.QJ75.Q972. Q.T.KJ3.QJ4 543.AK9.AT. .8643.8654.", "S", "S", voids=[(W, Suit.SPADES)]
)


@EDITIONS
def test_law_70c2_conceding_exactly_the_master_trumps_trick_shows_awareness(
    policy: ClaimPolicy,
) -> None:
    # 70C2 asks whether it is plausible (2007: at all likely) that he forgot
    # the trump; a claim that gives up exactly the trick of a trump he cannot
    # draw says he did not. He is not then held to cashing the ♦A first, into
    # East's ruff with the queen and a club return (11 last session).
    result = adjudicate(MASTER_OUT, S, 12, policy=policy)
    assert result.awarded == 12 == result.double_dummy
    assert not result.unaware_of_trump
    said = [m.render("nl") for m in result.reasons]
    assert any("♠V" in t and "(70C2)" in t and "bewust" in t for t in said)
    # conceding two tricks is no longer the queen's alone: 70C2 then holds
    two = adjudicate(MASTER_OUT, S, 11, policy=policy)
    assert two.unaware_of_trump


@EDITIONS
def test_law_70a_an_unsound_claim_shows_the_defence_that_beats_it(policy: ClaimPolicy) -> None:
    # South claims both spade tricks towards North's ♠AQ, East holding ♠K6 over them: no line
    # makes the claim. The report shows the director a defence that beats it
    # even against the claimer's best play, trick by trick, in his language.
    unsound = Position.from_pbn("N:AQ... K6... 32... 54...", None, "S")
    result = adjudicate(unsound, S, 13, policy=policy)
    assert result.double_dummy == 12 == result.awarded
    assert result.defence_text() == "S:S2 W:S4 N:SQ E:SK | E:S6 S:S3 W:S5 N:SA"
    last = result.reasons[-1]
    assert last.render("nl").endswith("Z:♠2 W:♠4 N:♠V O:♠H | O:♠6 Z:♠3 W:♠5 N:♠A.")
    assert "gegen die beste Verteidigung" in last.render("de")
    # a sound claim has no such line
    sound = adjudicate(Position.from_pbn("N:AQ... 54... 32... K6...", None, "S"), S, 13)
    assert sound.defence == ()


@pytest.mark.parametrize(
    ("text", "lang", "line"),
    [
        # the suit run so that its last trick is won in the hand named (dummy North)
        ("cash the hearts ending in dummy", "en", "run H ending in N"),
        ("de harten afspelen, eindigend in de blinde", "nl", "run H ending in N"),
        ("harten afspelen en eindigen in zuid", "nl", "run H ending in S"),
        ("Herz abspielen, endend am Tisch", "de", "run H ending in N"),
        # from the top: no finesse in the suit, and it is played now
        ("klaveren van boven", "nl", "drop C; run C"),
        ("troef trekken en dan de klaveren van boven spelen", "nl", "draw trumps; drop C; run C"),
        ("Kreuz von oben", "de", "drop C; run C"),
        ("draw trumps, then clubs from the top", "en", "draw trumps; drop C; run C"),
    ],
)
def test_law_70b1_ending_in_a_hand_and_from_the_top_are_read(
    text: str, lang: str, line: str
) -> None:
    read = read_statement(text, Suit.SPADES, N)
    assert (str(read), read.lang) == (line, lang)
    assert str(read_statement(line, Suit.SPADES, N)) == line  # the notation says the same


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("cash hearts ending", "'ending' without saying what"),
        ("harten afspelen eindigend", "'eindigend' zonder te zeggen wat"),
    ],
)
def test_law_68c_an_ending_without_its_hand_is_said(text: str, said: str) -> None:
    with pytest.raises(StatementError) as caught:
        read_statement(text, Suit.SPADES, N)
    assert said in str(caught.value)


#: No trumps, South on lead to the last four: South ♥AK2 ♦2, North ♥QJ3 ♦3,
#: the opponents only spades. Every line takes four tricks; the statement
#: decides where the hearts end, and the line follows it (70B1).
ENDING = Position.from_pbn("N:.QJ3.3. 5432... .AK2.2. 9876...", None, "S")


@EDITIONS
@pytest.mark.parametrize(
    ("text", "ends"),
    [("cash the hearts ending in dummy", N), ("de harten afspelen, eindigend in zuid", S)],
)
def test_law_70b1_a_suit_stated_to_end_in_a_hand_ends_there(
    policy: ClaimPolicy, text: str, ends: Seat
) -> None:
    result = adjudicate(ENDING, S, 13, text, declarer=S, policy=policy)
    assert result.awarded == 13
    tricks = [result.line[i : i + 4] for i in range(0, 12, 4)]
    last_heart = tricks[-1]
    winner = max(
        last_heart, key=lambda sc: sc[1].rank if sc[1].suit is last_heart[0][1].suit else -1
    )
    assert winner[0] is ends
    said = result.reasons[0].render("nl")
    assert ("Noord" if ends is N else "Zuid") in said and "eindigend in" in said


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_70a_the_ruling_shows_the_director_the_defence_that_beats_a_claim(
    edition: str,
) -> None:
    # 3NT by South, South on lead to the last four claiming them all with
    # North's ♥AQ over East's ♥K8: unsound. The ruling the director signs
    # gives 12 and shows, in his language, a defence that beats the claim.
    table = ending_table(
        "AK.AQ.. 32.K8.. 4.652.. .43.2.2", "Pass Pass 3NT Pass Pass Pass", S, edition=edition
    )
    table.claim_tricks(S, 13)
    table.respond(W, False)
    table.apply(DirectorEvent(E))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    reasoning = table.report("nl")["rulings"][0]["reasoning"]
    defence = [t for t in reasoning if t.startswith("Geen enkele speelwijze maakt de claim")]
    assert len(defence) == 1, reasoning
    assert "O:♥H" in defence[0] and " | " in defence[0]
