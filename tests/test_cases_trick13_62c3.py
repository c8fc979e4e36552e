"""Both sides revoked in one trick, found by the director with the hands
unknown (spec §6 ``revoke`` facts), and the second revoke found only after the
first one's correction put the next trick's cards back (trick13, item 1).

2017 62C3: both sides revoked in the same trick and only one side has played
to the next: both revokes are corrected and neither transfers a trick (64B8).
That is judged as the table lay when attention was drawn, whichever revoke
the director names first and whichever side played on. 2007 has no 62C3: the
revoke of the side that played on is established (63A1) and transfers (64A),
the other is corrected (62A).

Law 64B7 (trick13, item 4; the reading in docs/play-irregularities.md): in
both editions it frees a revoke of its transfer only when the other side's
revoke is established too; a revoke the other side corrected does not count
(2017 says so in its words, 2007 by Law 64's subject, the established revoke).

Board 1 (North deals), 4♠ by South, the hands unknown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

#: 4S by South after five tricks (NS 3, EW 2): declarer has led ♦4 to trick 6
SOUTH_LED_ON: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 3, "EW": 2},
    "current": ["S:D4"],
}
#: the same after five tricks (NS 2, EW 3) with West's ♣4 led to trick 6
WEST_LED_ON: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 2, "EW": 3},
    "current": ["W:C4"],
}


def revoke(seat: str, trick: int = 5) -> dict[str, Any]:
    return fact("revoke", {"seat": seat, "trick": trick})


def ruled(
    situation: dict[str, Any], edition: str, tmp: Path, *parts: Any
) -> tuple[dict[str, Any], dict[str, str]]:
    """The report (English JSON) and the clean text in nl, en and de."""
    data = sit(situation, ev("W dir", *parts), edition)
    return rule_json(data, tmp), clean_texts(data, tmp)


def revokes(report: dict[str, Any]) -> dict[str, list[str]]:
    """Each revoke's offender with the laws of its irregularity."""
    return {
        i["offender"]: i["laws"] for i in report["irregularities"] if i["irregularity"] == "revoke"
    }


def ruling_of(report: dict[str, Any], seat: str) -> dict[str, Any]:
    return next(
        r for r in report["rulings"] if r["irregularity"] == "revoke" and r["offender"] == seat
    )


def effects(ruling: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {(e["type"], e.get("seat", ""), e.get("card", "")) for e in ruling["effects"]}


def both_corrected(report: dict[str, Any], texts: dict[str, str]) -> None:
    """62C3 for East and South: both corrected, East's card a major penalty
    card, South's back without penalty, no transfer (64B8)."""
    assert revokes(report) == {"E": ["61A", "62C3"], "S": ["61A", "62C3"]}
    east, south = ruling_of(report, "E"), ruling_of(report, "S")
    assert east["laws"] == south["laws"] == ["62", "62C3"]
    assert ("penalty_card", "E", "") in effects(east)
    assert not any(e["type"] == "penalty_card" for e in south["effects"])
    assert report["adjustments"] == []
    assert "neither revoke is established and both are corrected (62C3)" in texts["en"]
    assert "neither transfers a trick (64B8)" in texts["en"]
    assert "beide worden hersteld (62C3)" in texts["nl"]
    assert "geen van beide geeft een slagoverdracht (64B8)" in texts["nl"]
    assert "revoke established" not in texts["en"]


def test_law_62c3_64b8_south_led_on_east_found_first_2017(tmp_path: Path) -> None:
    # East's revoke named first: its correction puts South's ♦4 back; South's,
    # named next, is judged as the table lay (South had led on): 62C3 for both
    report, texts = ruled(
        SOUTH_LED_ON,
        "2017",
        tmp_path,
        [revoke("E"), revoke("S"), fact("corrected_trick_won_by", "S")],
        "S card D4; W card D2; N card DA; E card D3",
    )
    both_corrected(report, texts)
    assert ("card_restored", "S", "D4") in effects(ruling_of(report, "E"))
    assert report["status"] == "play" and report["next"] == "N"


def test_law_62c3_64b8_south_led_on_south_found_first_2017(tmp_path: Path) -> None:
    # South's revoke named first looks established (his side led on); East's
    # then shows 62C3: South's is described again as corrected
    report, texts = ruled(
        SOUTH_LED_ON,
        "2017",
        tmp_path,
        [revoke("S"), revoke("E"), fact("corrected_trick_won_by", "E")],
    )
    both_corrected(report, texts)
    assert report["status"] == "play" and report["next"] == "E"


def test_law_62c3_64b8_west_led_on_south_found_first_2017(tmp_path: Path) -> None:
    report, texts = ruled(
        WEST_LED_ON,
        "2017",
        tmp_path,
        [revoke("S"), revoke("E"), fact("corrected_trick_won_by", "E")],
        "E card H4; S claim 9; E agree; W agree",
    )
    both_corrected(report, texts)
    # nine tricks as claimed, nothing transferred: 4S one down
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}


def test_law_2007_63a1_62a_south_led_on_east_found_first(tmp_path: Path) -> None:
    # 2007: South's revoke was established when he led to trick 6 (63A1) and
    # stands; East's is corrected (62A); South's transfers (64A1: he won trick 5)
    report, texts = ruled(
        SOUTH_LED_ON,
        "2007",
        tmp_path,
        [
            revoke("E"),
            revoke("S"),
            fact("corrected_trick_won_by", "S"),
            fact("revoke_trick_won_by", "S", trick=5),
        ],
        "S card D4",
        "S claim 10; E agree; W agree",
        [fact("offending_side_tricks_after", 4, trick=5)],
    )
    assert revokes(report) == {"E": ["61A", "62A"], "S": ["61A", "63A1"]}
    assert ruling_of(report, "S")["laws"] == ["63A1", "64A"]
    assert report["adjustments"] == [{"law": "64A1", "to": "EW", "tricks": 2}]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert "62C3" not in texts["en"] and "62C3" not in texts["nl"]
    assert (
        "The revoke is established: the offending side has played to a later trick" in (texts["en"])
    )
    assert "De verzaking is voldongen" in texts["nl"]


def test_law_2007_63a1_62a_south_led_on_south_found_first(tmp_path: Path) -> None:
    report, _ = ruled(
        SOUTH_LED_ON,
        "2007",
        tmp_path,
        [
            revoke("S"),
            revoke("E"),
            fact("revoke_trick_won_by", "E", trick=5),
            fact("corrected_trick_won_by", "E"),
        ],
    )
    assert revokes(report) == {"E": ["61A", "62A"], "S": ["61A", "63A1"]}
    assert ("penalty_card", "E", "") in effects(ruling_of(report, "E"))


# -- 64B7: a revoke the other side corrected does not count (both editions) ----------

#: 4S by South after two tricks (NS 2): South has led ♦4 to trick 3
SOUTH_LED_TO_3: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 2, "EW": 0},
    "current": ["S:D4"],
}
#: East revoked in trick 2 and corrected it (62A); South revoked in trick 4,
#: established, East-West won it; South claims nine tricks in all
CORRECTED_THEN_ESTABLISHED = (
    [revoke("E", 2), fact("corrected_trick_won_by", "S")],
    "S card D4; W card D2; N card DA; E card D3",
    "N card H2; E card HK; S card C5; W card H4",
    "E card S2; S card S3; W card SK; N card SA",
    "S claim 9; E agree; W agree",
    [revoke("S", 4), fact("offending_side_tricks_after", 1, trick=4)],
)


def test_law_64b7_2017_corrected_revoke_does_not_count(tmp_path: Path) -> None:
    # 2017 64B7 needs both revokes established: South's established revoke
    # transfers one trick (64A2), East's corrected one notwithstanding
    report, texts = ruled(SOUTH_LED_TO_3, "2017", tmp_path, *CORRECTED_THEN_ESTABLISHED)
    assert revokes(report) == {"E": ["61A", "62A"], "S": ["61A", "63A1"]}
    assert report["adjustments"] == [{"law": "64A2", "to": "EW", "tricks": 1}]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert "64B7" not in texts["en"]
    assert "one trick goes from North-South to East-West (64A2)" in texts["en"]


def test_law_64b7_2007_corrected_revoke_does_not_count(tmp_path: Path) -> None:
    # 2007 64B7 reads "both sides revoked": read as Law 64 reads every revoke
    # it names, an established one; the corrected revoke was rectified under 62
    report, texts = ruled(SOUTH_LED_TO_3, "2007", tmp_path, *CORRECTED_THEN_ESTABLISHED)
    assert report["adjustments"] == [{"law": "64A2", "to": "EW", "tricks": 1}]
    assert report["score"] == {"NS": -100, "EW": 100}
    assert "64B7" not in texts["en"] and "64B7" not in texts["nl"]


def test_law_64b7_2007_same_trick_corrected_revoke_does_not_count(tmp_path: Path) -> None:
    # the same in one trick (2007 has no 62C3 and no 64B8): East corrected,
    # South established; South's revoke transfers one trick (64A2: East won trick 5)
    report, _ = ruled(
        SOUTH_LED_ON,
        "2007",
        tmp_path,
        [
            revoke("E"),
            revoke("S"),
            fact("corrected_trick_won_by", "E"),
            fact("revoke_trick_won_by", "E", trick=5),
        ],
        "E card H4",
        "S claim 9; E agree; W agree",
        [fact("offending_side_tricks_after", 3, trick=5)],
    )
    assert report["adjustments"] == [{"law": "64A2", "to": "EW", "tricks": 1}]


def test_law_64b7_both_established_no_transfer(tmp_path: Path) -> None:
    # both revokes established (found after the play): no transfer in either
    # edition (64B7); 2017 names 64C2b for the director's figure
    for edition in ("2017", "2007"):
        over = {"contract": "4S", "declarer": "S", "tricks": {"NS": 9, "EW": 4}}
        data = sit(
            over,
            ev(
                [
                    revoke("E", 3),
                    fact("revoke_trick_won_by", "E", trick=3),
                    revoke("S", 7),
                    fact("revoke_trick_won_by", "S", trick=7),
                ]
            ),
            edition,
        )
        report = rule_json(data, tmp_path)
        texts = clean_texts(data, tmp_path)
        assert report["adjustments"] == [], edition
        assert report["tricks"] == {"NS": 9, "EW": 4}, edition
        assert "64B7" in texts["en"] and "64B7" in texts["nl"], edition
