"""Revokes (Laws 61-64) checked through ``bridgelaws rule --json`` and the
nl and en text, in both editions: cases written from the seeds (2017: seed
000; 2007: seed 002), the interactions first (both sides revoking in one
trick, two revokes by one side, a revoke then a claim)."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, agreed, check

# trick 1: West leads a club, dummy wins with the ace
NORTH_WINS_T1 = "W card CT; N card CA; E card C4; S card C7"
# trick 2: South leads a diamond; West discards a spade and dummy a club,
# both holding diamonds; East follows; South leads to trick 3 (dummy's
# revoke is established, West's is not)
BOTH_REVOKE_ONE_ON = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card S3; N card C3; E card D2; S card H8"
)
# trick 2: dummy leads a diamond, East follows, South ruffs while holding
# diamonds, West discards a spade holding diamonds; South leads to trick 3:
# declarer's revoke is established, West's is not
RUFF_AND_DISCARD = (
    f"{ONE_HEART}; {NORTH_WINS_T1}; N card D8; E card D2; S card H8; W card S3; S card SJ"
)


def test_law_2007_62a_open_revoke_corrected_beside_the_others_established_one(
    tmp_path: Path,
) -> None:
    # 2007 has no 62C3: dummy's revoke is established and stands as played
    # (63A1, 63B); West's is not and must be corrected (62A): his spade is a
    # major penalty card (62B1) and he plays a diamond to trick 2; South
    # keeps his lead to trick 3 waiting (62C1, tests/test_cases_trick12_62c1.py)
    report, nl, en = check(f"{BOTH_REVOKE_ONE_ON}; E dir; S ch keep", tmp_path, "2007")
    assert report["status"] == "play" and report["next"] == "W"
    corrected, established = report["rulings"]
    assert corrected["offender"] == "W" and corrected["laws"] == ["62", "62A", "63B"]
    assert established["offender"] == "N" and established["laws"] == ["63", "64"]
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["62B1", "50"], "card": "S3", "kind": "major"}
    ]
    assert [i["offender"] for i in report["irregularities"]] == ["W", "N"]
    assert "de verzaking van Noord is voldongen en blijft staan zoals gespeeld (63B)" in nl
    assert "de verzaking van West is dat niet en wordt hersteld (62A)" in nl
    assert "geen arbitrage gevraagd" not in nl
    assert "the revoke by North is established and stands as played (63B)" in en


def test_law_2007_63b_established_revoke_card_stays_in_the_trick(tmp_path: Path) -> None:
    # West puts the diamond seven on the trick: with dummy's club standing he
    # wins it and leads his penalty card; dummy's revoke is no new one
    # (South's ♥8, kept waiting under 62C1, goes back when West wins)
    events = (
        f"{BOTH_REVOKE_ONE_ON}; E dir; S ch keep; W card D7; W card S3; N card SA; E card S8; "
        "S card S6"
    )
    report, nl, en = check(f"{events}; {agreed('S', 11)}", tmp_path, "2007")
    assert [i["offender"] for i in report["irregularities"]] == ["W", "N"]
    # dummy's revoke: no transfer (64B3); West's was corrected, so not 64B7
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 11, "EW": 2}
    assert "geen slag overgedragen (64B3): verzaking van de blinde" in nl
    assert "no trick transferred (64B3): dummy's revoke" in en


@pytest.mark.parametrize(
    ("edition", "tail", "adjustments", "tricks"),
    [
        # 2007: South's ruff is established and stands (63B); West corrects;
        # at the end South's revoke won its trick: 64A1, two tricks
        (
            "2007",
            "W card D3; S card SJ; W card S3; N card SA; E card S8",
            [{"law": "64A1", "to": "EW", "tricks": 2}],
            {"NS": 9, "EW": 4},
        ),
        # 2017: both revokes are corrected (62C3) and nothing is transferred (64B8)
        (
            "2017",
            "S card D5; W card D3; N card SA; E card S8; S card S6; W card S3",
            [],
            {"NS": 11, "EW": 2},
        ),
    ],
)
def test_law_62c3_declarer_ruffs_and_a_defender_discards_in_one_trick(
    tmp_path: Path, edition: str, tail: str, adjustments: list[object], tricks: dict[str, int]
) -> None:
    events = f"{RUFF_AND_DISCARD}; E dir; {tail}; {agreed('S', 11)}"
    report, nl, en = check(events, tmp_path, edition)
    assert report["adjustments"] == adjustments and report["tricks"] == tricks
    assert report["obligations"] == []
    if edition == "2007":
        assert report["rulings"][0]["laws"] == ["62", "62A", "63B"]
        assert "2 tricks transferred (64A1)" in en and "2 slagen overgedragen (64A1)" in nl
    else:
        assert report["rulings"][0]["laws"] == ["62", "62C3"]
        assert "both revokes are corrected (62C3)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_branch_shown_for_a_revoke_ruled_during_the_play(
    tmp_path: Path, edition: str
) -> None:
    # East ruffs trick 1 holding clubs and wins it; he leads a club to trick 2
    # (established, 63A1); the director is called at once; South later claims
    # 10: East-West have trick 1 and two claimed tricks: 64A1, two tricks
    events = (
        f"{ONE_HEART}; W card CT; N card C2; E card H3; S card C7; E card C4; S card CQ; "
        f"W card C9; N card CA; S dir; {agreed('S', 10)}"
    )
    report, nl, en = check(events, tmp_path, edition)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert "ruled (63, 64); 2 tricks transferred (64A1)" in en
    assert "2 slagen overgedragen (64A1)" in nl


# trick 12 of 4S by South, from the situation the director finds (spec §6):
# South leads the club two; West, holding the club three, discards the heart
# queen; South wins and takes trick 13 with the spade ace
TRICK_12 = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 8, "EW": 3},
    "leader": "S",
    "hands": {"N": "2.3.-.-", "E": "-.K4.-.-", "S": "A.-.-.2", "W": "-.Q.-.3"},
}
TRICK_12_PLAY = (
    "S card C2; W card HQ; N card H3; E card H4; S card SA; W card C3; N card S2; E card HK"
)


def situation_check(
    tmp: Path, edition: str, situation: dict[str, object], text: str
) -> tuple[dict[str, object], str, str]:
    from play2_helpers import events
    from rule_cases import assert_clean_text, rule_json, rule_text

    data = {"edition": edition, "board": 1, "situation": situation, "events": events(text)}
    report = rule_json(data, tmp)
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return report, nl, en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_62d2_revoke_in_trick_12_corrected_though_established(
    tmp_path: Path, edition: str
) -> None:
    # noticed before the hands go back into the board: corrected (62D1); West
    # then wins trick 12 with the club three and must lead his penalty card
    # declarer lets dummy's heart stand (62C1: he could have taken it back)
    report, nl, en = situation_check(
        tmp_path, edition, TRICK_12, f"{TRICK_12_PLAY}; S dir; S ch keep"
    )
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["62"]
    assert report["tricks"] == {"NS": 9, "EW": 4} and report["adjustments"] == []
    assert "de verzaking wordt hersteld (62D1)" in nl
    assert "West's ♥Q is a major penalty card (62B1)" in en
    # East had not yet played to trick 12 when West revoked (62D2; 2017: 16C)
    laws = ["62D2", "16C"] if edition == "2017" else ["62D2"]
    assert {"type": "unauthorized_information", "seat": "E", "laws": laws} in ruling["effects"]
    assert (
        f"information from the withdrawn action is unauthorized for East ({', '.join(laws)})" in en
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b6_revoke_in_trick_12_not_noticed_no_transfer(tmp_path: Path, edition: str) -> None:
    report, nl, en = situation_check(tmp_path, edition, TRICK_12, TRICK_12_PLAY)
    assert report["tricks"] == {"NS": 10, "EW": 3} and report["adjustments"] == []
    assert "no trick transferred (64B6): a revoke on the twelfth trick" in en
    assert "geen slag overgedragen (64B6)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_both_sides_revoked_and_both_established(tmp_path: Path, edition: str) -> None:
    # East discards a spade on a diamond holding diamonds (established when he
    # follows to trick 3); South ruffs a club holding clubs in trick 3
    # (established when he leads to trick 4): nothing moves, 64C may apply
    events = (
        f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card D8; E card S8; "
        "N card C3; E card C5; S card H8; W card C8; S card SJ; W card S3; N card SA; "
        f"E card S9; {agreed('S', 11)}"
    )
    report, nl, en = check(events, tmp_path, edition)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 11, "EW": 2}
    why = (
        "if a side was damaged the director assigns the score likely without the revokes (64C2b)"
        if edition == "2017"
        else "the director may adjust the score (64C)"
    )
    assert en.count(f"no trick transferred (64B7): both sides revoked; {why}") == 2
    assert nl.count("geen slag overgedragen (64B7)") == 2


@pytest.mark.parametrize(
    ("fact", "law", "why"),
    [
        ("next_board_called", "64B4", "a non-offender called on the next board"),
        ("round_ended", "64B5", "the round ended"),
    ],
)
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b4_64b5_revoke_noticed_too_late(
    tmp_path: Path, edition: str, fact: str, law: str, why: str
) -> None:
    events = (
        f"{ONE_HEART}; W card CT; N card C2; E card H3; S card C7; E card C4; S card CQ; "
        f"W card C9; N card CA; {agreed('S', 10)}; fact {fact} true"
    )
    report, nl, en = check(events, tmp_path, edition)
    # no automatic transfer, but 64C still applies: double dummy East's ruff
    # took two tricks from North-South (11 of 13 had he followed, 9 after
    # it); they had 10 by the claim, so the director gives them 11
    equity = "64C1" if edition == "2017" else "64C"
    assert report["adjustments"] == [{"law": equity, "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["rulings"][-1]["laws"] == [law]
    assert f"no trick transferred ({law}): attention was drawn only after {why}" in en
    assert f"geen slag overgedragen ({law}): pas geattendeerd" in nl


@pytest.mark.parametrize(("edition", "law"), [("2017", "63A4"), ("2007", "63A3")])
def test_law_63a4_revoke_in_the_open_trick_established_by_agreeing_to_a_claim(
    tmp_path: Path, edition: str, law: str
) -> None:
    # West discards a spade on South's diamond lead while holding diamonds;
    # before the trick is over South claims 11 and both defenders agree: the
    # revoke is established by the agreement (2017 63A4; 2007 63A3); West did
    # not win the revoke trick, his side gets two tricks by the claim (69A):
    # one trick moves (64A2)
    events = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card S3; {agreed('S', 11)}"
    report, nl, en = check(events, tmp_path, edition)
    [revoke] = report["irregularities"]
    assert revoke["laws"] == ["44C", "61A", law]
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    # the revoke trick was never completed: the cards cannot measure the
    # revoke, so the director's 64C figure is asked (the result stands meanwhile)
    assert report["rulings"][-1]["question"]["fact"] == "tricks_without_revoke"
    assert f"Revoke by West (Laws 44C, 61A, {law}); ruled (64C)" in en
    assert "1 trick transferred (64A2)" in en
    assert f"Verzaking door West (artikelen 44C, 61A, {law}); gearbitreerd (64C)" in nl
    assert "1 slag overgedragen (64A2)" in nl
