"""The director corrects his own claim figure, and a found revoke's count
given before the play ended (trick15b, items 1 and 2), both editions.

* 81C3 and 82A (2007 the same, 81C3 naming 79C only): within the correction
  period the director puts right an error that comes to his attention, his
  own ruling included. A second ``claim_award`` after he signed a 70 award
  or a 69B2/71 figure is that correction: the new figure replaces the old in
  the tricks, the score and any revoke transfer that follows them; the ruling
  keeps both and says so. The corrected count scores the board normally, so
  82C's adjusted score is not needed. After the correction period (79C) the
  award stands.
* 64A counts the offending side's tricks after the revoke trick to the end
  of the board, claimed tricks included (69A). A count the director gives
  before the play has ended can only cover the tricks quitted by then: those
  won later, in play or by a claim, are added at the end.

Board 1 (nobody vulnerable), 4♠ by South, the hands unknown; after ten
tricks North-South have seven and South is on lead. Where a revoke is found,
East revoked in trick 4, which North won.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from claim_helpers import ending_table
from rule_cases import clean_texts, rule_json
from test_cases_trick14_found_recount import AFTER_TEN, FOUND
from test_law_68_69 import KING_OFFSIDE, TRUMP_OUT

from bridgelaws import Table
from bridgelaws.cards import Seat
from bridgelaws.record import DirectorEvent, FactEvent, TableRecord

EDITIONS = ["2017", "2007"]
DISPUTED = "S claim 10; E dispute; E dir"
CORRECTED_70 = (
    "The director corrects his award within the correction period: NS 10 tricks instead of "
    "9 (81C3, 82A). The board is scored on the corrected count, so no adjusted score is "
    "needed (82C)."
)


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == code)


# ---- 81C3, 82A: the director corrects his 70 award -----------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_81c3_82a_director_corrects_his_70_award(edition: str, tmp_path: Path) -> None:
    # the director, having seen the hands, awarded NS nine (70B3); he finds
    # within the correction period that the tenth trick could not be lost:
    # the corrected ten replace the nine, 4♠ made
    data = sit(
        AFTER_TEN,
        ev(
            DISPUTED,
            [fact("claim_award", 9)],
            [fact("claim_award", 10, reason="de laatste klaver was hoog")],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    claim = _ruling(report, "claim")
    assert claim["offender"] == "S"
    assert claim["laws"] == ["70", "81C3", "82A"]
    assert claim["effects"][-1] == {
        "type": "award_corrected",
        "laws": ["81C3", "82A"],
        "seat": "S",
        "side": "NS",
        "tricks": 10,
        "replaces": 9,
    }
    assert claim["facts"] == {
        "awarded": 9,
        "director": "corrected",
        "director_award": 10,
        "corrected_from": 9,
        "correction_reason": "de laatste klaver was hoog",
    }
    assert CORRECTED_70 in texts["en"]
    assert 'The director\'s reason: "de laatste klaver was hoog".' in texts["en"]
    assert (
        "De wedstrijdleider herstelt binnen de correctietermijn zijn toekenning: NZ 10 slagen "
        "in plaats van 9 (81C3, 82A)." in texts["nl"]
    )
    assert "Der Turnierleiter berichtigt seine Zuerkennung" in texts["de"]
    assert "no ruling on a claim or concession awaits it" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_79c_81c3_award_not_corrected_after_the_correction_period(
    edition: str, tmp_path: Path
) -> None:
    # the correction period has ended: the nine stand, 4♠ one down
    data = sit(
        AFTER_TEN,
        ev(
            DISPUTED,
            [fact("claim_award", 9)],
            [fact("correction_period_ended", True)],
            [fact("claim_award", 10)],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    claim = _ruling(report, "claim")
    assert claim["laws"] == ["70"]
    assert claim["facts"] == {"awarded": 9, "director": "given"}
    assert (
        "The correction period has ended: the award of NS 9 tricks stands and the director "
        "can no longer correct it (79C, 81C3)." in texts["en"]
    )
    assert "De correctietermijn is verstreken: de toekenning van 9 slagen aan NZ" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("second", "en", "nl"),
    [
        (
            True,
            "The director already signed the award of NS 9 tricks: a second signature has "
            "no effect.",
            "De wedstrijdleider heeft de toekenning van 9 slagen aan NZ al bevestigd",
        ),
        (
            9,
            "The award of NS 9 tricks already stands: nothing to correct.",
            "De toekenning van 9 slagen aan NZ staat al: er valt niets te herstellen.",
        ),
    ],
)
def test_law_81c3_a_second_signature_or_the_same_figure_corrects_nothing(
    edition: str, second: object, en: str, nl: str, tmp_path: Path
) -> None:
    data = sit(
        AFTER_TEN, ev(DISPUTED, [fact("claim_award", 9)], [fact("claim_award", second)]), edition
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert _ruling(report, "claim")["facts"]["director"] == "given"
    assert en in texts["en"]
    assert nl in texts["nl"]


# ---- 71 then 81C3: a concession's restored trick corrected ----------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_81c3_restored_trick_corrected_back(edition: str, tmp_path: Path) -> None:
    # South conceded one of the last three; the director restored it (71:
    # NS ten in all), then finds within the correction period that it could
    # be lost after all: nine stand, and the 71 adjustment goes
    data = sit(
        AFTER_TEN,
        ev("S concede 1; W agree; E agree; N dir", [fact("claim_award", 10)]),
        edition,
    )
    before = rule_json(data, tmp_path)
    assert before["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]
    data["events"].append(fact("claim_award", 9))
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}
    concession = _ruling(report, "concession")
    assert concession["laws"] == ["71", "81C3", "82A"]
    assert concession["facts"]["corrected_from"] == 10
    assert concession["effects"][-1]["type"] == "award_corrected"
    assert "NS 9 tricks instead of 10 (81C3, 82A)" in texts["en"]
    assert "NZ 9 slagen in plaats van 10 (81C3, 82A)" in texts["nl"]


# ---- 64A after a corrected award --------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_found_revoke_follows_the_corrected_award(edition: str, tmp_path: Path) -> None:
    # the director awarded NS all three claimed tricks and was told East-West
    # won nothing after trick 4 (64B1); he corrects the award to nine: the
    # trick East-West now get is after the revoke trick, one trick goes back
    # to North-South (64A2) and 4♠ is made
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            DISPUTED,
            [fact("claim_award", 10)],
            [fact("offending_side_tricks_after", 0, trick=4)],
            [fact("claim_award", 9)],
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    revoke = _ruling(report, "revoke")
    assert revoke["offender"] == "E"
    assert revoke["facts"]["offending_side_tricks_after"] == 1
    assert not any("64B1" in line for line in revoke["reasoning"])
    assert _ruling(report, "claim")["facts"]["corrected_from"] == 10
    assert "East-West won one trick after trick 4 in the end" in texts["en"]
    assert "Oost-West won na slag 4 uiteindelijk één slag" in texts["nl"]


# ---- 64A: a found revoke's count given before the play ended ----------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_count_given_before_the_claim_adds_the_claimed_trick(
    edition: str, tmp_path: Path
) -> None:
    # after ten tricks the director hears that East-West won nothing after
    # trick 4 so far; South then claims nine, agreed: the trick East-West
    # get by the claim is after the revoke trick (69A), so one trick goes
    # back to North-South (64A2)
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            [fact("offending_side_tricks_after", 0, trick=4)],
            "S claim 9; E agree; W agree",
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    revoke = _ruling(report, "revoke")
    assert revoke["facts"]["offending_side_tricks_after"] == 1
    assert (
        "The count the director gave (0) covered the tricks up to trick 10; with the tricks "
        "East-West won after it, in play or by the claim or concession, East-West won one "
        "trick after trick 4 (64A)." in texts["en"]
    )
    assert (
        "Het aantal dat de wedstrijdleider opgaf (0) telde de slagen tot en met slag 10"
        in (texts["nl"])
    )
    assert "hat Ost-West nach Stich 4 einen Stich gewonnen (64A)" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_count_given_before_the_claim_nothing_claimed(
    edition: str, tmp_path: Path
) -> None:
    # the same, but South claims all three: East-West won nothing from the
    # revoke trick on, nothing is transferred (64B1) and no recount is said
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            [fact("offending_side_tricks_after", 0, trick=4)],
            "S claim 10; E agree; W agree",
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    revoke = _ruling(report, "revoke")
    assert any("(64B1)" in line for line in revoke["reasoning"])
    assert "covered the tricks up to" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_count_given_mid_play_adds_the_tricks_played_since(
    edition: str, tmp_path: Path
) -> None:
    # the count (none so far) is given after ten tricks; West wins trick 11
    # with the ♥A as the last three are played out: one trick after trick 4,
    # one trick goes back (64A2)
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            FOUND,
            [fact("offending_side_tricks_after", 0, trick=4)],
            "S card H2; W card HA; N card H3; E card H4; W card C2; N card CA; E card C3; "
            "S card C4; N card D2; E card D3; S card DA; W card D4",
        ),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert "East-West won one trick after trick 4 (64A)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a_count_beyond_the_quitted_tricks_is_the_whole_count(
    edition: str, tmp_path: Path
) -> None:
    # East revoked in trick 9, won by North; after ten tricks the director is
    # told East-West won two tricks after it: more than the one trick quitted
    # since, so the count includes tricks still to come and is taken as the
    # whole; South's claim of nine is not added to it a second time
    found = [
        fact("revoke", {"seat": "E", "trick": 9}),
        fact("revoke_trick_won_by", "N", trick=9),
        fact("offending_side_tricks_after", 2, trick=9),
    ]
    data = sit(AFTER_TEN, ev("W dir", found, "S claim 9; E agree; W agree"), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert _ruling(report, "revoke")["facts"]["offending_side_tricks_after"] == 2
    assert "covered the tricks up to" not in texts["en"]


# ---- the hands known: the engine's award confirmed, then corrected ------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_81c3_engines_award_confirmed_then_corrected(edition: str) -> None:
    # the engine awards North-South 12 of 13 (a trump forgotten, 70C); the
    # director confirms, then finds that the claimer had mentioned the trump:
    # all 13 (81C3, 82A); the tricks follow the corrected count
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.claim_tricks(Seat.NORTH, 13)
    table.respond(Seat.EAST, False)
    table.apply(DirectorEvent(Seat.EAST))
    table.apply(FactEvent("claim_award", True))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    table.apply(FactEvent("claim_award", 13))
    report = table.report()
    assert report["tricks"] == {"NS": 13, "EW": 0}
    claim = _ruling(report, "claim")
    assert claim["facts"]["director"] == "corrected"
    assert claim["facts"]["corrected_from"] == 12
    assert claim["effects"][-1]["type"] == "award_corrected"
    # the record replays to the same report (the correction is an event)
    replayed = Table.from_record(TableRecord.loads(table.record.dumps()))
    assert replayed.report() == report


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_69b2_81c3_return_corrected(edition: str) -> None:
    # West withdrew his agreement and the director gave East-West one trick
    # back (69B2); he corrects it: the trick was not one they would likely
    # have won, the claim's 13 stand and the 69B2 adjustment goes
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(Seat.SOUTH, 13)
    table.respond(Seat.EAST, True)
    table.respond(Seat.WEST, True)
    table.respond(Seat.WEST, False)
    table.apply(DirectorEvent(Seat.WEST))
    table.apply(FactEvent("claim_award", True))
    assert table.report()["adjustments"] == [{"law": "69B2", "to": "EW", "tricks": 1}]
    table.apply(FactEvent("claim_award", 13))
    report = table.report()
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert "81C3" in _ruling(report, "claim")["laws"]
