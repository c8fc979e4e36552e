"""Claim statements in plain words (Laws 68C, 70B1, 70D1): Dutch, English and
German read into the claim-line notation; what is not understood is said in
the statement's language and the claim is judged without a stated line."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card, Seat, Suit
from bridgelaws.claims import Position, StatementError, adjudicate, read_statement
from bridgelaws.claims.notation import ClaimLine, StepKind, parse_line
from bridgelaws.claims.statements import resolve

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


@pytest.mark.parametrize(
    ("text", "trump", "lang", "notation"),
    [
        ("trumps first, then clubs", Suit.SPADES, "en", "draw trumps; run C"),
        (
            "draw trumps, cash the spades, then finesse the queen of hearts",
            Suit.CLUBS,
            "en",
            "draw trumps; run S; finesse HQ",
        ),
        (
            "ruff a club in dummy, then give up a diamond",
            Suit.HEARTS,
            "en",
            "ruff C with N; lead D",
        ),
        ("troef trekken, dan de klaveren afspelen", Suit.SPADES, "nl", "draw trumps; run C"),
        ("eerst troef, dan snijden op harten vrouw", Suit.SPADES, "nl", "draw trumps; finesse HQ"),
        ("een klaver troeven, dan een ruiten afgeven", Suit.HEARTS, "nl", "ruff C; lead D"),
        ("♠A ♠H, dan de rest afgeven", None, "nl", "SA SK; concede the rest"),
        ("Trumpf ziehen, dann Kreuz abspielen", Suit.HEARTS, "de", "draw trumps; run C"),
        ("Herz Dame schneiden, dann Rest abgeben", None, "de", "finesse HQ; concede the rest"),
        ("Kreuz stechen, dann Karo abgeben", Suit.HEARTS, "de", "ruff C; lead D"),
        (
            "SA SK SQ squeezing West in hearts and clubs: dummy keeps HA HQ",
            None,
            "en",
            "SA SK SQ; drop H; drop C; keep HA HQ",
        ),
        (
            "if spades break, run them, otherwise finesse HQ",
            None,
            "en",
            "if S break; run S; otherwise; finesse HQ",
        ),
        (
            "als de schoppens 3-2 zitten, schoppens afspelen, anders snijden op harten vrouw",
            None,
            "nl",
            "if S break 3-2; run S; otherwise; finesse HQ",
        ),
        (
            "wenn Pik 3-2 sitzen, Pik abspielen, sonst Herz Dame schneiden",
            None,
            "de",
            "if S break 3-2; run S; otherwise; finesse HQ",
        ),
    ],
)
def test_law_70b1_statement_in_plain_words(
    text: str, trump: Suit | None, lang: str, notation: str
) -> None:
    line = read_statement(text, trump, N)
    assert line.lang == lang
    assert str(line) == notation
    # the notation the director would type reads to the same steps
    assert str(parse_line(notation)) == notation


@pytest.mark.parametrize("text", ["alles hoog", "all high", "alles hoch"])
def test_law_70d1_all_high_states_no_line(text: str) -> None:
    assert read_statement(text).steps == ()


@pytest.mark.parametrize(
    ("text", "lang", "word", "said"),
    [
        ("schoppens gooien wat", "nl", "'wat'", "wordt niet begrepen"),
        ("blah the spades", "en", "'blah'", "is not understood"),
        ("Pik abspielen, dann irgendwas", "de", "'irgendwas'", "wird nicht verstanden"),
    ],
)
def test_law_68c_what_is_not_understood_is_said_in_the_statements_language(
    text: str, lang: str, word: str, said: str
) -> None:
    with pytest.raises(StatementError) as caught:
        read_statement(text)
    assert caught.value.lang == lang
    assert word in str(caught.value) and said in str(caught.value)


def test_law_68c_a_verb_without_its_object_is_named_as_said() -> None:
    with pytest.raises(StatementError, match="'snijden'") as caught:
        read_statement("troef trekken, dan snijden")
    assert caught.value.lang == "nl"


#: No trumps, South on lead after nine tricks with SA SK SQ S2; West J76 and
#: East T98 hold three spades each (they break), so the two is a winner too.
BREAKING = Position.from_pbn("N:...5432 T98.K.. AKQ2... J76.A..", None, "S", won=(9, 0))


def test_law_70_conditional_line_follows_the_branch_the_cards_decide() -> None:
    line = read_statement("if spades break, cash them, otherwise give up the rest", None, N)
    opponents = (BREAKING.hands[W], BREAKING.hands[E])
    assert str(resolve(line, opponents)) == "run S"
    result = adjudicate(BREAKING, S, 13, line)
    assert result.awarded == 13
    # stated the other way round, the branch that holds concedes
    conceding = read_statement("if spades break 4-2, cash them, otherwise give up the rest")
    assert str(resolve(conceding, opponents)) == "concede the rest"
    assert adjudicate(BREAKING, S, 13, conceding).awarded == 9


#: No trumps, North (a defender's partner is not involved) on lead; West
#: (declarer's side, claiming one of the two tricks) must discard once: East's
#: HA or DK. North's last card is the HQ: keeping the ace of hearts wins.
GUESS = Position.from_pbn("N:T.Q.. .A.K. ..74. .J2..", None, "N", won=(4, 7))


@pytest.mark.parametrize("text", ["keeping HA", "houdt HA", "behält HA", "keep HA"])
def test_law_70d1_stated_discards_keep_their_cards(text: str) -> None:
    assert adjudicate(GUESS, W, 8).awarded == 7  # unstated: the discard is a guess
    line = read_statement(text)
    assert line.kept == frozenset({Card.parse("HA")})
    result = adjudicate(GUESS, W, 8, line)
    assert result.awarded == 8


def test_law_70b1_notation_keeps_and_conditions() -> None:
    line = parse_line("keep HA HQ; if S break 3-2; run S; otherwise; concede")
    kinds = [s.kind for s in line.steps]
    assert kinds == [
        StepKind.KEEP,
        StepKind.IF_BREAK,
        StepKind.RUN,
        StepKind.OTHERWISE,
        StepKind.CONCEDE,
    ]
    assert line.steps[1].split == (3, 2)
    assert isinstance(line, ClaimLine)
