"""Revokes and claims together (Laws 63-64 with 68-71), both editions, on
rule_cases.DEAL: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
W 543.7652.743.T98; 1♥ by South, South wins trick 1 with the ♣Q.

Set down from the laws before the runs (own words):
* 64A counts a trick a claim or concession gives as won in play (69A), and
  likewise a trick the director gives back after it (69B2, 71: the board is
  rescored with that trick won by the side) or awards himself (70): the
  transfer is decided on the tricks as finally counted.
* 63A3: the offending side claiming or conceding establishes its revoke;
  agreeing to the opponents' claim does too (2017 63A4, 2007 63A3).
* 64B1, 64B2, 64B4, 64B5, 64B7 spare the transfer whatever the claim gives.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check, events
from rule_cases import assert_clean_text, record, rule_json, rule_text

#: trick 2: South leads the ♦5, West and dummy follow, East ruffs with the ♥3
#: holding four diamonds: East revoked and won the revoke trick; East is on lead
EAST_RUFFS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card D8; E card H3"
#: trick 2: South leads the ♥A, West discards the ♦3 holding four hearts;
#: South wins, West's side did not win the revoke trick
WEST_DISCARDS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card HA; W card D3; N card H4; E card H3"


def _moved(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]]


def _revoke_laws(report: dict[str, Any]) -> list[list[str]]:
    return [i["laws"] for i in report["irregularities"] if i["irregularity"] == "revoke"]


def _agreement_law(edition: str) -> str:
    """Agreeing to the opponents' claim establishes a revoke: 2017 63A4, 2007 63A3."""
    return "63A4" if edition == "2017" else "63A3"


# ---- 64A with claimed tricks (69A) --------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("claim", "moved", "ns", "score"),
    [
        # South claims 12 in all: East-West keep only the revoke trick: it goes back (64A1)
        (12, [("64A1", "NS", 1)], 13, 260),
        # 11 in all: East-West get one trick from the claim, which counts as
        # won after the revoke trick: two tricks (64A1)
        (11, [("64A1", "NS", 2)], 13, 260),
        # 10: East-West have three; two of them go back
        (10, [("64A1", "NS", 2)], 12, 230),
    ],
)
def test_law_64a1_claimed_tricks_count_as_won(
    edition: str,
    claim: int,
    moved: list[tuple[str, str, int]],
    ns: int,
    score: int,
    tmp_path: Path,
) -> None:
    report, nl, _ = check(
        f"{EAST_RUFFS}; S claim {claim}; E agree; W agree; S dir", tmp_path, edition
    )
    assert _revoke_laws(report) == [["44C", "61A", _agreement_law(edition)]]
    assert _moved(report)[: len(moved)] == moved
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    assert report["score"] == {"NS": score, "EW": -score}
    assert f"De verzaking van Oost in slag 2 is voldongen ({_agreement_law(edition)})." in nl


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("claim", "moved", "law"), [(12, [("64A2", "NS", 1)], "64A2"), (13, [], "64B1")]
)
def test_law_64a2_64b1_west_discards_then_south_claims(
    edition: str, claim: int, moved: list[tuple[str, str, int]], law: str, tmp_path: Path
) -> None:
    # West's side did not win the revoke trick: one trick if the claim leaves
    # it a trick (64A2), none if it leaves it nothing (64B1)
    report, nl, _ = check(
        f"{WEST_DISCARDS}; S claim {claim}; E agree; W agree; S dir", tmp_path, edition
    )
    assert _moved(report)[: len(moved)] == moved
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["score"] == {"NS": 260, "EW": -260}
    assert f"({law})" in nl


# ---- 63A3: the offending side claims or concedes ------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a3_offenders_claim_establishes_the_revoke(edition: str, tmp_path: Path) -> None:
    # East, on lead after his ruff, claims three tricks for his side in all;
    # declarer agrees: the claim establishes the revoke (63A3 in both) and the
    # revoke trick with one later trick goes back (64A1): 1♥ + 5
    report, nl, _ = check(f"{EAST_RUFFS}; E claim 3; S agree; S dir", tmp_path, edition)
    assert _revoke_laws(report) == [["44C", "61A", "63A3"]]
    assert _moved(report)[0] == ("64A1", "NS", 2)
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["score"] == {"NS": 230, "EW": -230}
    assert "De verzaking van Oost in slag 2 is voldongen (63A3)." in nl


# ---- 71 and 69B2: tricks given back after the claim count for 64A -----------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_restored_tricks_count_for_64a1(edition: str, tmp_path: Path) -> None:
    # East concedes every trick still to play holding ♦AK and more: no normal
    # play loses three tricks for East-West, so two are restored (71); they
    # are tricks East-West won after the revoke trick, so the revoke costs two
    # (64A1), not one: 1♥ + 5
    report, nl, _ = check(f"{EAST_RUFFS}; E concede 11; S dir", tmp_path, edition)
    assert sorted(_moved(report)) == [("64A1", "NS", 2), ("71", "EW", 2)]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["score"] == {"NS": 230, "EW": -230}
    assert "2 slagen overgedragen (64A1)" in nl
    assert "Artikel 71: 2 slagen naar Oost-West" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69b2_returned_tricks_count_for_64a1(edition: str, tmp_path: Path) -> None:
    # South claims 12, the defenders agree (establishing East's revoke), then
    # East withdraws his agreement: two tricks back to East-West (69B2), and
    # then the revoke trick and one later trick go to North-South (64A1)
    report, nl, _ = check(
        f"{EAST_RUFFS}; S claim 12; E agree; W agree; E dispute; E dir", tmp_path, edition
    )
    assert sorted(_moved(report)) == [("64A1", "NS", 2), ("69B2", "EW", 2)]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["score"] == {"NS": 230, "EW": -230}
    assert "Artikel 69B2: 2 slagen naar Oost-West" in nl
    assert "Artikel 64A1: 2 slagen naar Noord-Zuid" in nl


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("award", "ns", "moved"), [(4, 11, 2), (3, 12, 2), (1, 13, 1)])
def test_law_70_directors_award_counts_for_64a1(
    edition: str, award: int, ns: int, moved: int, tmp_path: Path
) -> None:
    # East claims one trick more for his side, South disputes; the director
    # awards East-West ``award`` tricks in all (overriding the engine, 70):
    # the revoke transfer is decided on that count (64A1)
    steps = events(f"{EAST_RUFFS}; E claim 1; S dispute; S dir")
    data = record([*steps, {"fact": "claim_award", "value": award}], edition)
    report = rule_json(data, tmp_path)
    assert ("64A1", "NS", moved) in _moved(report)
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    nl = rule_text(data, tmp_path, "nl")
    assert_clean_text(nl)
    assert f"Artikel 64A1: {moved} slag" in nl


# ---- 64B with a claim after it ----------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("fact", "law"), [("next_board_called", "64B4"), ("round_ended", "64B5")])
def test_law_64b4_64b5_late_attention_after_an_agreed_claim(
    edition: str, fact: str, law: str, tmp_path: Path
) -> None:
    # the claim leaves East-West only the revoke trick; attention is drawn
    # only after the next board was called (or the round ended): no transfer
    report, nl, _ = check(
        f"{EAST_RUFFS}; S claim 12; E agree; W agree; fact {fact} true; S dir", tmp_path, edition
    )
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["score"] == {"NS": 230, "EW": -230}
    assert _revoke_laws(report) == [["44C", "61A", _agreement_law(edition), law]]
    assert f"Voor deze verzaking wordt geen slag overgedragen ({law})" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_second_revoke_in_the_suit_then_a_claim(edition: str, tmp_path: Path) -> None:
    # West discards on two heart leads holding hearts; East wins trick 3 and
    # claims two tricks in all for his side, declarer agrees: the first revoke
    # costs one trick (64A2), the second nothing (64B2); 64C restores the rest
    steps = (
        f"{WEST_DISCARDS}; S card H8; W card D4; N card HJ; E card HK; E claim 2; S agree; S dir"
    )
    report, nl, _ = check(steps, tmp_path, edition)
    assert _moved(report)[0] == ("64A2", "NS", 1)
    assert "(64B2)" in nl
    equity = "64C2a" if edition == "2017" else "64C"
    assert (equity, "NS", 1) in _moved(report)
    assert report["tricks"] == {"NS": 13, "EW": 0}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_both_sides_revoke_then_a_claim(edition: str, tmp_path: Path) -> None:
    # East ruffs trick 2 holding diamonds; in trick 3 South discards a diamond
    # on East's spade holding spades and dummy wins; both revokes are
    # established and South claims 11: no transfer for either (64B7), 64C
    # weighs both (2017 64C2b, 2007 64C)
    steps = (
        f"{EAST_RUFFS}; E card SQ; S card D6; W card S3; N card SA; N card D9; "
        "S claim 11; E agree; W agree; S dir"
    )
    report, nl, _ = check(steps, tmp_path, edition)
    equity = "64C2b" if edition == "2017" else "64C"
    assert _moved(report) == [(equity, "EW", 1)]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 170, "EW": -170}
    assert "(64B7)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b3_dummys_revoke_then_a_claim(edition: str, tmp_path: Path) -> None:
    # dummy discards a club on South's diamond lead holding diamonds; East
    # wins and plays on, establishing it; whatever South's claim leaves
    # East-West, a revoke by dummy transfers nothing (64B3)
    steps = (
        f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card C3; E card DA; "
        "E card SQ; S card S6; W card S3; N card SA"
    )
    for claim in (12, 11):
        report, nl, _ = check(
            f"{steps}; S claim {claim}; E agree; W agree; E dir", tmp_path, edition
        )
        assert report["adjustments"] == []
        assert report["tricks"] == {"NS": claim, "EW": 13 - claim}
        assert "Voor deze verzaking wordt geen slag overgedragen (64B3)" in nl


# ---- the hands unknown: a record that starts mid-play (spec §6) ---------------------------

#: 3NT by North after eight tricks (North-South 5, East-West 3), South to lead;
#: the director finds that East revoked in trick 6 (the cards are not shown)
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 5, "EW": 3}, "leader": "S"}


def _found(won_by: str, after: int) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": "E", "trick": 6}),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("won_by", "after", "claim", "moved", "ns", "score"),
    [
        # East won trick 6 and East-West one more after it: 64A1, two tricks
        ("E", 2, 9, [("64A1", "NS", 2)], 11, 460),
        # South won it and East-West took nothing after it: 64B1, none
        ("S", 0, 10, [], 10, 430),
    ],
)
def test_law_64a_found_revoke_then_agreed_claim_hands_unknown(
    edition: str,
    won_by: str,
    after: int,
    claim: int,
    moved: list[tuple[str, str, int]],
    ns: int,
    score: int,
    tmp_path: Path,
) -> None:
    agree = [{"by": "N", "claim": claim}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    data = sit(EIGHT, [*_found(won_by, after), *agree], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert _moved(report) == moved
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    assert report["score"] == {"NS": score, "EW": -score}
    nl = rule_text(data, tmp_path, "nl")
    assert_clean_text(nl)
    # the cards cannot measure the revoke: the director is asked for 64C
    assert "Hoeveel slagen zou Noord-Zuid hebben gemaakt als de verzaking niet had" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70_disputed_claim_hands_unknown_then_64a2(edition: str, tmp_path: Path) -> None:
    # South won trick 6, East-West took one trick after it; North claims 10 in
    # all, East disputes; the director, having seen the hands, gives 9 (70B3):
    # then one trick goes back for the revoke (64A2): 3NT + 1
    claim = [
        {"by": "N", "claim": 10},
        {"by": "E", "dispute": True},
        {"by": "E", "director": True},
        fact("claim_award", 9),
    ]
    data = sit(EIGHT, [*_found("S", 1), *claim], edition)
    report = rule_json(data, tmp_path)
    assert _moved(report) == [("64A2", "NS", 1)]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    nl = rule_text(data, tmp_path, "nl")
    assert "De wedstrijdleider kan zonder alle vier handen niet beslissen (70B3)." in nl
    assert "kent NZ in totaal 9 slagen toe" in nl
    assert "Artikel 64A2: 1 slag naar Noord-Zuid" in nl


# ---- second cases: a concession in place of the claim, West's revoke --------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a3_offenders_concession_establishes_the_revoke(edition: str, tmp_path: Path) -> None:
    # East, on lead after his ruff, concedes every trick left; declarer agrees
    # and calls the director: the concession established the revoke (63A3),
    # two tricks no normal play could lose come back (71) and, counted as
    # East-West's, make the transfer two tricks (64A1)
    report, nl, _ = check(f"{EAST_RUFFS}; E concede 11; S agree; S dir", tmp_path, edition)
    assert _revoke_laws(report) == [["44C", "61A", "63A3"]]
    assert sorted(_moved(report)) == [("64A1", "NS", 2), ("71", "EW", 2)]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert "2 slagen die niet verloren konden gaan worden teruggegeven (71)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_both_sides_revoke_then_a_concession(edition: str, tmp_path: Path) -> None:
    # the two revokes of test_law_64b7_both_sides_revoke_then_a_claim, then
    # East concedes the rest: the concession stands (a normal line loses
    # those tricks, 71) and neither revoke transfers a trick (64B7)
    steps = (
        f"{EAST_RUFFS}; E card SQ; S card D6; W card S3; N card SA; N card D9; E concede 9; S dir"
    )
    report, nl, _ = check(steps, tmp_path, edition)
    assert [m for m in _moved(report) if m[0].startswith("64A")] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert "de concessie blijft staan (71)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b4_wests_revoke_noticed_after_the_next_board_called(
    edition: str, tmp_path: Path
) -> None:
    # West's discard would cost one trick after South's claim of 12 (64A2),
    # but attention is drawn only after the next board was called: none
    steps = f"{WEST_DISCARDS}; S claim 12; E agree; W agree; fact next_board_called true; S dir"
    report, nl, _ = check(steps, tmp_path, edition)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert "Voor deze verzaking wordt geen slag overgedragen (64B4)" in nl


# ---- 66D: cards mixed after an agreed claim, a revoke said to have been made ----------------

#: North claims 9 in all (3NT made), the defenders agree; then East-West say
#: North revoked in trick 6, but the cards were mixed
CLAIMED_NINE = [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def _mixed(side: str) -> dict[str, Any]:
    return {"fact": "cards_mixed", "value": side, "revoke": {"seat": "N", "trick": 6}}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_side_that_mixed_has_the_revoke_taken_as_made(edition: str, tmp_path: Path) -> None:
    # only North-South mixed their cards: the revoke they are charged with
    # counts as made (66D) and is ruled as found: North won trick 6 and his
    # side five later tricks (claimed ones included): two tricks (64A1), 3NT - 2
    steps = [
        *CLAIMED_NINE,
        _mixed("NS"),
        fact("revoke_trick_won_by", "N"),
        fact("offending_side_tricks_after", 5),
    ]
    data = sit(EIGHT, steps, edition)
    report = rule_json(data, tmp_path)
    assert _moved(report) == [("64A1", "EW", 2)]
    assert report["tricks"] == {"NS": 7, "EW": 6}
    assert report["score"] == {"NS": -100, "EW": 100}
    nl = rule_text(data, tmp_path, "nl")
    assert "alleen Noord-Zuid heeft de kaarten door elkaar gemengd" in nl
    assert "Volgens artikel 66D geldt de verzaking van Noord in slag 6 als begaan." in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_side_that_mixed_cannot_charge_the_other(edition: str, tmp_path: Path) -> None:
    # East-West mixed their own cards: their charge fails, the claim stands
    data = sit(EIGHT, [*CLAIMED_NINE, _mixed("EW")], edition)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    assert [r["laws"] for r in report["rulings"]] == [["66D"]]
