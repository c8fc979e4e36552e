"""Laws 68-69 and 70 at the table: claims agreed, disputed and adjudicated,
play continuing by agreement (68D2b, 2017 only) and agreement withdrawn (69B)."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table

from bridgelaws import Table
from bridgelaws.cards import Seat
from bridgelaws.record import ChoiceEvent, DirectorEvent, TableRecord
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#: 4H by North, North on lead to the last four tricks after winning nine:
#: SA SK SQ HA against West's last trump HJ (see test_law_70.TRUMP_OUT).
TRUMP_OUT = ("AKQ.A.. 43..32. .543..2 .J.654.", "4H Pass Pass Pass", N)

#: 3NT by South, South on lead after nine tricks: North's HA HQ and SA SK; East's
#: HK8 sits over the queen, so double-dummy NS take three of the four.
KING_OFFSIDE = ("AK.AQ.. 32.K8.. 4.652.. .43.2.2", "Pass Pass 3NT Pass Pass Pass", S)


def director(table: Table, seat: Seat = E) -> None:
    table.apply(DirectorEvent(seat))


def claim_ruling(table: Table) -> dict[str, object]:
    report = table.report()
    rulings = [r for r in report["rulings"] if r["irregularity"] == "claim"]
    assert len(rulings) == 1
    return rulings[0]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_69a_agreed_claim_stands(edition: str) -> None:
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, True)
    assert table.status is Status.PLAY
    table.respond(W, True)
    assert table.status is Status.COMPLETE
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    assert table.rulings == []


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_68d2a_disputed_claim_is_adjudicated(edition: str) -> None:
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    assert table.status is Status.AWAITING_DIRECTOR
    assert table.irregularities[-1].code == "claim"
    director(table)
    assert table.status is Status.COMPLETE
    ruling = claim_ruling(table)
    assert ruling["offender"] == "N"
    assert "70C3" in ruling["laws"]
    assert ruling["options"] == []
    assert ruling["effects"][0]["type"] == "tricks_awarded"
    assert ruling["effects"][0]["tricks"] == 12
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert table.report()["score"] == {"NS": 480, "EW": -480}


def test_law_68c_statement_read_as_claim_line() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13, "draw trumps, then the spades")
    table.respond(W, False)
    director(table)
    # plain words are read: trumps are mentioned and drawn (70C1)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}

    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13, "troef trekken en dan iets anders")
    table.respond(W, False)
    director(table)
    # a word not understood: free text, said in the reader's language (the
    # report's reasoning is English) whatever the statement's
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    reasoning = claim_ruling(table)["reasoning"]
    assert any("'iets' is not understood" in text for text in reasoning)
    assert any("kept as free text" in text for text in reasoning)

    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13, "draw trumps; run S")
    table.respond(W, False)
    director(table)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}


def test_law_68c_statement_naming_cards_not_held_is_free_text() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13, "HJ; run S")  # West's jack, not North's
    table.respond(W, False)
    director(table)
    reasoning = claim_ruling(table)["reasoning"]
    assert any("names a card or a seat that is not the claimer" in text for text in reasoning)
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}


def test_law_70_ruling_in_dutch_and_german() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    director(table)
    dutch = table.report("nl")["rulings"][0]["reasoning"]
    german = table.report("de")["rulings"][0]["reasoning"]
    assert any("troef" in text for text in dutch)
    assert any("Trumpf" in text for text in german)


def test_law_68d2b_play_continues_when_all_four_agree() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, N, S, W):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.PLAY
    assert table.claim is None
    assert table.irregularities[-1].laws == ("68D2b",)
    for card in "HA D2 H3 HJ SA S3 C2 D4 SK S4 H4 D5 H5 D6 SQ D3".split():
        play = table.play
        assert play is not None
        table.play_card(play.next_seat, card)
    assert table.status is Status.COMPLETE
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}  # the result stands
    assert table.rulings == []


def test_law_68d2b_only_the_non_claiming_side_may_ask() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    table.apply(ChoiceEvent(N, "play_on"))  # the claimer asks first: nothing
    for seat in (E, S, W):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.AWAITING_DIRECTOR
    table.apply(ChoiceEvent(N, "play_on"))  # now all four have agreed
    assert table.status is Status.PLAY


def test_law_68d2b_three_players_are_not_enough() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, W, S):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.AWAITING_DIRECTOR
    director(table)
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}


def test_law_68d_2007_play_ceases_after_a_claim() -> None:
    table = ending_table(*TRUMP_OUT, edition="2007")
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, N, S, W):
        table.apply(ChoiceEvent(seat, "play_on"))
    assert table.status is Status.AWAITING_DIRECTOR
    director(table)
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_69b_withdrawal_of_acquiescence(edition: str) -> None:
    # South claims all four; the defenders agree, then West withdraws his
    # agreement: with East's king over the queen EW would likely have won a
    # trick (double-dummy NS take 3), so it is theirs (69B2).
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(S, 13)
    table.respond(E, True)
    table.respond(W, True)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    table.respond(W, False)
    assert table.status is Status.AWAITING_DIRECTOR
    director(table, W)
    report = table.report()
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["adjustments"] == [{"law": "69B2", "to": "EW", "tricks": 1}]
    assert claim_ruling(table)["laws"] == ["69B2"]


def test_law_69b_withdrawal_when_the_claim_was_sound() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, True)
    table.respond(W, True)
    table.respond(E, False)
    director(table)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    assert any("the claim stands" in text for text in claim_ruling(table)["reasoning"])


def test_law_69b_claimer_side_cannot_withdraw_for_the_opponents() -> None:
    table = ending_table(*KING_OFFSIDE)
    table.claim_tricks(S, 13)
    table.respond(E, True)
    table.respond(W, True)
    table.respond(N, False)  # dummy has nothing to withdraw
    assert table.status is Status.COMPLETE
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}


def test_law_70_disputed_claim_through_the_json_record() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13, "run S")
    table.respond(E, False)
    director(table)
    replayed = Table.from_record(TableRecord.loads(table.record.dumps()))
    assert replayed.report() == table.report()
    assert replayed.report()["tricks"] == {"NS": 12, "EW": 1}
