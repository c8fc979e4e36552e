"""Laws 68-71 where the 2007 and 2017 Laws differ, or read alike, at the
table: each case is played in both editions and asserts the tricks, the
score, the laws cited and the Dutch text, the other edition's answer beside
it (seeds 000 and 002; own words).

What the seeds say (read side by side):
* 69B (withdrawing agreement) reads the same in both: within the correction
  period (79C), a trick the side actually won (B1) or would likely have won
  had play continued (B2). After the period the agreement is final.
* 70E1: 2007 also accepts an unstated finesse when not taking it would be
  irrational; 2017 dropped that clause.
* 70C2: 2017 "plausible" that the claimer forgot the trump; 2007 "at all
  likely" (a lower threshold; tests/test_law_70.py weighs both policies).
* 68D: 2017 lets play go on after a disputed claim when all four agree
  (68D2b); in 2007 play ceases and cards played after the claim are only
  evidence (70D3).
* 68B2: a defender's concession his partner objects to: information from the
  cards shown falls under 16C (2017), 16D (2007).
* 71: the same in both (2007 71.1/71.2 are 2017 71A/71B).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from claim_helpers import ending_table
from play2_helpers import events
from rule_cases import assert_clean_text, record, rule_json, rule_text

from bridgelaws import Table
from bridgelaws.cards import Seat
from bridgelaws.record import ChoiceEvent, DirectorEvent, FactEvent
from bridgelaws.report_text import report_lines
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = ("2017", "2007")

#: 3NT by South after nine tricks won by South: North's ♥A ♥Q and ♠A ♠K;
#: East's ♥K8 sits over the queen, so double dummy North-South take three of four
KING_OFFSIDE = ("AK.AQ.. 32.K8.. 4.652.. .43.2.2", "Pass Pass 3NT Pass Pass Pass", S)

#: 4♥ by North after nine tricks, North on lead with four top spades; West's
#: last trump is the ♥A (test_law_71.ACE_OF_TRUMPS)
ACE_OF_TRUMPS = ("AKQJ... T...432 ..65.65 .A.432.", "4H Pass Pass Pass", N)

#: 4♥ by North, West's last trump the ♥J under North's ♥A (test_law_68_69.TRUMP_OUT)
TRUMP_OUT = ("AKQ.A.. 43..32. .543..2 .J.654.", "4H Pass Pass Pass", N)


def _dutch(table: Table) -> str:
    return "\n".join(report_lines(table, "nl"))


def _ruling(table: Table, code: str) -> dict[str, object]:
    rulings = [r for r in table.report()["rulings"] if r["irregularity"] == code]
    assert len(rulings) == 1, rulings
    return rulings[0]


def _agreed_claim(edition: str, period_ended: bool) -> Table:
    """South claims all four tricks of KING_OFFSIDE, East and West agree, and
    West then withdraws his agreement and calls the director."""
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(S, 13)
    table.respond(E, True)
    table.respond(W, True)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    if period_ended:
        table.apply(FactEvent("correction_period_ended", True))
    table.respond(W, False)
    assert table.status is Status.AWAITING_DIRECTOR
    table.apply(DirectorEvent(W))
    return table


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69b2_withdrawn_within_the_correction_period(edition: str) -> None:
    # the same in both editions: East-West would likely have won the heart
    # king over the queen: one trick back (69B2), 3NT +6 instead of +7
    table = _agreed_claim(edition, period_ended=False)
    report = table.report()
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["adjustments"] == [{"law": "69B2", "to": "EW", "tricks": 1}]
    assert report["score"] == {"NS": 490, "EW": -490}
    assert _ruling(table, "claim")["laws"] == ["69B2"]
    nl = _dutch(table)
    assert "West trok binnen de correctietermijn zijn instemming in" in nl
    assert "Artikel 69B2: 1 slag naar Oost-West" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69b_withdrawal_after_the_correction_period_is_refused(edition: str) -> None:
    # 69B allows the withdrawal only within the correction period (79C):
    # after it the agreement is final (69A) and 3NT +7 stands, in both editions
    table = _agreed_claim(edition, period_ended=True)
    report = table.report()
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["adjustments"] == []
    assert report["score"] == {"NS": 520, "EW": -520}
    ruling = _ruling(table, "claim")
    assert ruling["laws"] == ["69B", "79C"]
    assert ruling["effects"] == []
    nl = _dutch(table)
    assert (
        "West trok zijn instemming pas in nadat de periode van herstel was verstreken: de "
        "instemming blijft staan, en daarmee ook de claim (69A, 69B, 79C)."
    ) in nl
    assert "binnen de correctietermijn" not in nl


#: 3NT by South; West leads the ♠2 and South wins the first eleven tricks,
#: all following suit but the last, where South's ♠J draws discards. Left:
#: North ♥AQ, East ♥64, South ♥32 (on lead), West ♥K5 (test_law_70.FINESSE)
FINESSE_DEAL = "N:T98.AQT.JT9.JT98 765.8764.876.765 AKQJ.J32.AKQ.AKQ 432.K95.5432.432"
FINESSE_PLAY = (
    "N P; E P; S 3NT; W P; N P; E P; W card S2; N card S8; E card S5; S card SA; "
    "S card SK; W card S3; N card S9; E card S6; S card SQ; W card S4; N card ST; E card S7; "
    "S card DA; W card D2; N card D9; E card D6; S card DK; W card D3; N card DT; E card D7; "
    "S card DQ; W card D4; N card DJ; E card D8; S card CA; W card C2; N card C8; E card C5; "
    "S card CK; W card C3; N card C9; E card C6; S card CQ; W card C4; N card CT; E card C7; "
    "S card HJ; W card H9; N card HT; E card H8; S card SJ; W card D5; N card CJ; E card H7; "
    "S claim 13; W dispute; W dir"
)


@pytest.mark.parametrize(("edition", "tricks", "score"), [("2017", 12, 490), ("2007", 13, 520)])
def test_law_70e1_unstated_finesse_2007_irrational_clause(
    edition: str, tricks: int, score: int, tmp_path: Path
) -> None:
    # South claims both tricks without a word. Cashing the ace first can
    # never drop the king (West keeps a second heart, East holds two), so
    # in 2007 not finessing would be irrational and the finesse is accepted
    # (2007 70E1); 2017 has no such clause: one trick to East-West
    data = record(events(FINESSE_PLAY), edition, deal=FINESSE_DEAL)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": tricks, "EW": 13 - tricks}
    assert report["score"] == {"NS": score, "EW": -score}
    (ruling,) = report["rulings"]
    assert ruling["laws"] == ["70", "70D1", "70E1", "70A"]
    nl = rule_text(data, tmp_path, "nl")
    assert_clean_text(nl)
    if edition == "2007":
        assert (
            "De snit met ♥V niet nemen zou irrationeel zijn, want de ontbrekende kaart kan "
            "niet vallen; de snit wordt aanvaard (70E1)."
        ) in nl
        assert "NZ krijgt 13 slagen (70A)" in nl
    else:
        assert "De snit met ♥V is niet genoemd: hij wordt niet aanvaard" in nl
        assert "maakt NZ 12 van de 13 geclaimde slagen" in nl
        assert "irrationeel" not in nl


@pytest.mark.parametrize(
    ("edition", "tricks", "status"), [("2017", 13, "complete"), ("2007", 12, "complete")]
)
def test_law_68d2b_play_on_2017_only(edition: str, tricks: int, status: str) -> None:
    # the claim is disputed and all four agree to play on: 2017 voids the
    # claim and the result played stands (68D2b); 2007 has play ceased and
    # the director rules (70), the cards played after it only a sign (70D3)
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    for seat in (E, N, S, W):
        table.apply(ChoiceEvent(seat, "play_on"))
    if edition == "2007":
        assert table.status is Status.AWAITING_DIRECTOR
        table.apply(DirectorEvent(E))
    else:
        assert table.status is Status.PLAY
        for card in "HA D2 H3 HJ SA S3 C2 D4 SK S4 H4 D5 H5 D6 SQ D3".split():
            play = table.play
            assert play is not None
            table.play_card(play.next_seat, card)
    report = table.report()
    assert report["status"] == status
    assert report["tricks"] == {"NS": tricks, "EW": 13 - tricks}
    nl = _dutch(table)
    if edition == "2007":
        assert _ruling(table, "claim")["laws"][0] == "70"
        assert report["score"] == {"NS": 480, "EW": -480}
    else:
        assert table.rulings == []
        assert report["score"] == {"NS": 510, "EW": -510}
        assert "68D2b" in nl


@pytest.mark.parametrize(("edition", "law"), [("2017", "16C"), ("2007", "16D")])
def test_law_68b2_partner_objects_to_defenders_concession(edition: str, law: str) -> None:
    # West concedes the rest, East objects at once: nothing is conceded and
    # play goes on (68B2); the information from the attempt: 16C (2007: 16D)
    table = ending_table(*ACE_OF_TRUMPS, edition=edition)
    table.concede(W, 4)
    table.respond(E, False)
    assert table.status is Status.PLAY and table.claim is None
    ruling = _ruling(table, "concession")
    assert ruling["laws"] == ["68B2", law]
    nl = _dutch(table)
    assert "er zijn geen slagen afgestaan en het spelen gaat verder (68B2)" in nl
    assert f"ongeoorloofde informatie voor Oost ({law})" in nl
    assert "Noord speelt nu voor" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_concession_of_a_trick_that_cannot_be_lost(edition: str) -> None:
    # West concedes all four holding the ace of trumps: the trick is
    # restored within the correction period (2017 71B, 2007 71.2: the same)
    table = ending_table(*ACE_OF_TRUMPS, edition=edition)
    table.concede(W, 4)
    table.apply(DirectorEvent(E))
    report = table.report()
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["adjustments"] == [{"law": "71", "to": "EW", "tricks": 1}]
    assert report["score"] == {"NS": 480, "EW": -480}
    # after the correction period the concession stands
    table = ending_table(*ACE_OF_TRUMPS, edition=edition)
    table.concede(W, 4)
    table.apply(FactEvent("correction_period_ended", True))
    table.apply(DirectorEvent(E))
    report = table.report()
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["score"] == {"NS": 510, "EW": -510}
    assert _ruling(table, "concession")["laws"] == ["71", "79C"]
    assert (
        "De periode van herstel is verstreken: het afstaan van slagen door West blijft "
        "gehandhaafd en geen afgestane slag wordt teruggegeven (71, 79C)."
    ) in _dutch(table)
