"""The claim-line notation (docs/claims.md): steps, round trips and errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.cards import BridgeError, Card, Seat, Suit
from bridgelaws.claims import ClaimLine, Position, StepKind, adjudicate, parse_line


def kinds(line: ClaimLine) -> list[StepKind]:
    return [step.kind for step in line.steps]


def test_claim_line_full_example() -> None:
    line = parse_line("draw trumps; SA SK; ruff C with N; finesse HQ; concede the rest")
    assert kinds(line) == [
        StepKind.DRAW_TRUMPS,
        StepKind.CARDS,
        StepKind.RUFF,
        StepKind.FINESSE,
        StepKind.CONCEDE,
    ]
    assert line.steps[1].cards == (Card.parse("SA"), Card.parse("SK"))
    assert line.steps[2].suit is Suit.CLUBS and line.steps[2].seat is Seat.NORTH
    assert line.steps[3].cards == (Card.parse("HQ"),)
    assert [s.position for s in line.steps] == [1, 14, 21, 36, 48]


def test_claim_line_words_and_separators() -> None:
    line = parse_line("Run spades from North, then cash H; crossruff, not D, drop C")
    assert kinds(line) == [
        StepKind.RUN,
        StepKind.RUN,
        StepKind.CROSSRUFF,
        StepKind.AVOID,
        StepKind.NO_FINESSE,
    ]
    assert line.steps[0].suit is Suit.SPADES and line.steps[0].seat is Seat.NORTH
    assert line.avoided == frozenset({Suit.DIAMONDS})
    assert line.from_the_top == frozenset({Suit.CLUBS})
    assert [s.kind for s in line.sequence] == [StepKind.RUN, StepKind.RUN, StepKind.CROSSRUFF]


def test_claim_line_empty_is_no_line() -> None:
    assert parse_line("").steps == ()
    assert parse_line("  ;  ").steps == ()


def test_claim_line_mentions_trumps() -> None:
    assert parse_line("draw trumps").mentions(Suit.HEARTS)
    assert parse_line("HA; run S").mentions(Suit.HEARTS)
    assert not parse_line("run S; cash D").mentions(Suit.HEARTS)


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        ("run X", "character 5", "a suit"),
        ("draw spades", "character 6", "'trumps'"),
        ("finesse", "character 8", "the end of the line"),
        ("SA SA", "character 4", "named twice"),
        ("SA foo", "character 4", "';' or ','"),
        ("cash S; jump", "character 9", "a step"),
        ("run S from X", "character 12", "a seat"),
    ],
)
def test_claim_line_errors_name_the_position(text: str, where: str, what: str) -> None:
    with pytest.raises(BridgeError) as error:
        parse_line(text)
    assert where in str(error.value)
    assert what in str(error.value)


def test_claim_line_naming_a_card_the_claimer_lacks_is_refused() -> None:
    position = Position.from_pbn("N:AKQ... JT9... 432... 876...", None, "S", won=(10, 0))
    with pytest.raises(BridgeError, match="character 5: SJ is not in South's or North's hand"):
        adjudicate(position, Seat.SOUTH, 13, "SA; SJ")
    with pytest.raises(BridgeError, match="East is not on the claimer's side"):
        adjudicate(position, Seat.SOUTH, 13, "run S from E")


_STEPS = st.one_of(
    st.just("draw trumps"),
    st.sampled_from(["run", "cash", "lead", "lose"]).flatmap(
        lambda w: st.sampled_from("SHDC").map(lambda s: f"{w} {s}")
    ),
    st.sampled_from("SHDC").map(lambda s: f"ruff {s}"),
    st.sampled_from(["SA", "HK", "DQ", "CJ", "ST"]).map(lambda c: f"finesse {c}"),
    st.sampled_from("SHDC").map(lambda s: f"not {s}"),
    st.sampled_from("SHDC").map(lambda s: f"drop {s}"),
    st.just("crossruff"),
    st.lists(
        st.sampled_from(["SA", "SK", "H2", "D9", "CT"]), min_size=1, max_size=3, unique=True
    ).map(" ".join),
)


@settings(max_examples=200)
@given(st.lists(_STEPS, max_size=6), st.sampled_from(["; ", ", ", " ; "]))
def test_claim_line_round_trip(steps: list[str], separator: str) -> None:
    line = parse_line(separator.join(steps))
    assert len(line.steps) == len(steps)
    again = parse_line(str(line))
    assert [(s.kind, s.suit, s.cards, s.seat) for s in again.steps] == [
        (s.kind, s.suit, s.cards, s.seat) for s in line.steps
    ]
