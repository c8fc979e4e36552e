"""Breadth across Laws 63-71 in both editions, with the rubber counterpart
where the rubber rules have one (seed 001), set down from the seeds before
the records were run (own words; law numbers cited):

- 63B: an established revoke is not corrected; the revoke trick stands as
  played and Law 64 applies after the play (rubber 55(2), 55(6));
- the 64B exceptions, each named in the ruling for a revoke the director
  found: 64B1 no trick won from the revoke trick on, 64B2 the same player's
  second revoke in the suit, 64B3 dummy's revoke, 64B4 / 64B5 attention drawn
  too late (also when said before the revoke itself), 64B6 trick 12 (62D1),
  64B7 both sides; 64B8 (2017): revokes corrected under 62C3;
- 65D: a quitted card pointing the wrong way changes no trick count;
- 71: a conceded trick no normal play could lose is restored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from claim_helpers import ending_table
from play2_helpers import ONE_HEART, agreed, events
from rule_cases import clean_texts, record, rule_json

from bridgelaws.cards import Seat

EDITIONS = ("2017", "2007")


def adjust(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]]


def at_end(*facts: dict[str, Any], edition: str = "2017") -> dict[str, Any]:
    """3NT by North made with an overtrick before any transfer (NS 9, EW 4)."""
    return sit(nt(9, 4), list(facts), edition)


def revoke(seat: str = "E", trick: int = 3, **more: Any) -> dict[str, Any]:
    return fact("revoke", {"seat": seat, "trick": trick, **more})


# ---- 63B: established, not corrected ------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63b_found_established_revoke_stands_and_moves_tricks_after_play(
    edition: str, tmp_path: Path
) -> None:
    # five tricks quitted, the revoke in trick 3: established (63A1), it stays
    # as played (63B); North then claims 9 in all, agreed; East won trick 3
    # and East-West two tricks after it: 64A1, two tricks
    mid = sit(nt(3, 2, "N"), [revoke(), fact("revoke_trick_won_by", "E")], edition)
    report = rule_json(mid, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert report["obligations"] == []
    assert report["irregularities"][0]["laws"] == ["61A", "63A1"]
    texts = clean_texts(mid, tmp_path)
    assert "(63B)" in texts["en"] and "(63B)" in texts["nl"]
    done = sit(
        nt(3, 2, "N"),
        [
            revoke(),
            fact("revoke_trick_won_by", "E"),
            {"by": "N", "claim": 9},
            {"by": "E", "agree": True},
            {"by": "W", "agree": True},
            fact("offending_side_tricks_after", 2),
        ],
        edition,
    )
    report = rule_json(done, tmp_path)
    assert report["status"] == "complete"
    assert adjust(report) == [("64A1", "NS", 2)]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 460, "EW": -460}
    clean_texts(done, tmp_path)


def test_rule_55_2_found_established_revoke_stands_rubber(tmp_path: Path) -> None:
    data = sit(nt(3, 2, "N"), [revoke(), fact("revoke_trick_won_by", "E")], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["obligations"] == []
    assert report["irregularities"][0]["laws"] == ["55", "55(2)"]
    texts = clean_texts(data, tmp_path)
    assert "63B" not in texts["en"] and "(55(2))" in texts["nl"]


# ---- the 64B exceptions, each named -------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_found_revoke_no_trick_won_from_the_revoke_trick_on(
    edition: str, tmp_path: Path
) -> None:
    data = at_end(
        revoke(),
        fact("revoke_trick_won_by", "N"),
        fact("offending_side_tricks_after", 0),
        edition=edition,
    )
    report = rule_json(data, tmp_path)
    assert adjust(report) == [] and report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "no trick is transferred (64B1)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_second_revoke_same_player_same_suit_moves_nothing(
    edition: str, tmp_path: Path
) -> None:
    data = at_end(
        revoke(suit="H"),
        revoke(trick=6, suit="H"),
        fact("revoke_trick_won_by", "E", trick=3),
        fact("revoke_trick_won_by", "E", trick=6),
        fact("offending_side_tricks_after", 3, trick=3),
        fact("offending_side_tricks_after", 2, trick=6),
        edition=edition,
    )
    report = rule_json(data, tmp_path)
    assert adjust(report) == [("64A1", "NS", 2)]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    texts = clean_texts(data, tmp_path)
    assert "(64B2)" in texts["en"] and "(64B2)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b3_dummys_found_revoke_moves_nothing(edition: str, tmp_path: Path) -> None:
    data = at_end(revoke(seat="S", trick=4), edition=edition)
    report = rule_json(data, tmp_path)
    assert adjust(report) == [] and report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "(64B3)" in texts["en"] and "(64B3)" in texts["nl"]


@pytest.mark.parametrize(("late", "law"), [("next_board_called", "64B4"), ("round_ended", "64B5")])
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("said_first", [False, True])
def test_law_64b4_64b5_attention_too_late_moves_nothing(
    edition: str, late: str, law: str, said_first: bool, tmp_path: Path
) -> None:
    facts = [revoke(), fact("revoke_trick_won_by", "E"), fact("offending_side_tricks_after", 3)]
    # the director may say how late it is before he states the revoke itself
    facts = [fact(late, True), *facts] if said_first else [*facts, fact(late, True)]
    data = at_end(*facts, edition=edition)
    report = rule_json(data, tmp_path)
    assert adjust(report) == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert law in report["irregularities"][0]["laws"]
    texts = clean_texts(data, tmp_path)
    assert f"({law})" in texts["en"] and f"({law})" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b6_found_revoke_in_trick_12_corrected(edition: str, tmp_path: Path) -> None:
    situation = {k: v for k, v in nt(7, 4).items() if k != "leader"}
    situation["current"] = ["N:SA", "E:H3"]
    data = sit(situation, [revoke(trick=12)], edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["62D1", "64B6"]
    assert adjust(report) == []
    texts = clean_texts(data, tmp_path)
    assert "(62D1, 64B6)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_both_sides_found_revokes_move_nothing(edition: str, tmp_path: Path) -> None:
    data = at_end(
        revoke(),
        revoke(seat="N", trick=5),
        fact("revoke_established", True, trick=3),
        fact("revoke_established", True, trick=5),
        edition=edition,
    )
    report = rule_json(data, tmp_path)
    assert adjust(report) == [] and report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "(64B7)" in texts["en"] and "(64B7)" in texts["nl"]


#: 1H by South: dummy (North) wins trick 1; trick 2: dummy leads a diamond,
#: East follows, South ruffs holding diamonds, West discards holding diamonds;
#: South leads to trick 3 (his revoke established, West's not), East calls
RUFF_AND_DISCARD = (
    f"{ONE_HEART}; W card CT; N card CA; E card C4; S card C7; N card D8; E card D2; "
    "S card H8; W card S3; S card SJ; E dir"
)


@pytest.mark.parametrize(
    ("edition", "tail", "moved", "tricks"),
    [
        # 2017: both revokes are corrected (62C3), so none transfers (64B8)
        (
            "2017",
            "S card D5; W card D3; N card SA; E card S8; S card S6; W card S3",
            [],
            {"NS": 11, "EW": 2},
        ),
        # 2007 has no 62C3: South's ruff stands (63B) and won its trick (64A1);
        # South's lead to trick 3 came after West's revoke: he takes it back
        # (62C1, tests/test_cases_trick12_62c1.py) and leads it again
        (
            "2007",
            "S ch withdraw; W card D3; S card SJ; W card S3; N card SA; E card S8",
            [("64A1", "EW", 2)],
            {"NS": 9, "EW": 4},
        ),
    ],
)
def test_law_64b8_revokes_corrected_under_62c3_move_nothing(
    edition: str,
    tail: str,
    moved: list[tuple[str, str, int]],
    tricks: dict[str, int],
    tmp_path: Path,
) -> None:
    data = record(events(f"{RUFF_AND_DISCARD}; {tail}; {agreed('S', 11)}"), edition)
    report = rule_json(data, tmp_path)
    assert adjust(report) == moved and report["tricks"] == tricks
    texts = clean_texts(data, tmp_path)
    if edition == "2017":
        assert "(64B8)" in texts["en"] and "(64B8)" in texts["nl"]
    else:
        assert "64B8" not in texts["en"]


# ---- 65D: the count of tricks ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65d_card_pointed_wrongly_after_the_play_counts_as_played(
    edition: str, tmp_path: Path
) -> None:
    data = at_end(fact("trick_pointed_wrongly", 5), edition=edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["adjustments"] == []
    [ruling] = report["rulings"]
    assert ruling["effects"] == [{"type": "too_late", "laws": ["65B3", "65D"]}]
    texts = clean_texts(data, tmp_path)
    assert "(65D)" in texts["nl"]


# ---- 71: a concession cancelled -------------------------------------------------------

#: 4H by North, North on lead after nine tricks with four top spades; West
#: holds the ace of trumps, a trick on any play
ACE_OF_TRUMPS = ("AKQJ... T...432 ..65.65 .A.432.", "4H Pass Pass Pass", Seat.NORTH)


def west_concedes_all(edition: str, *after: dict[str, Any]) -> dict[str, Any]:
    """The ace-of-trumps ending; West concedes the last four, then ``after``."""
    data = ending_table(*ACE_OF_TRUMPS, edition=edition).record.to_json()
    data["events"] += [{"by": "W", "concede": 4}, *after]
    return data


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_conceded_trick_that_could_not_be_lost_is_restored(
    edition: str, tmp_path: Path
) -> None:
    data = west_concedes_all(edition, {"by": "E", "director": True})
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert adjust(report) == [("71", "EW", 1)]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["rulings"][-1]["laws"] == ["71"]
    texts = clean_texts(data, tmp_path)
    assert "(71)" in texts["en"] and "(71)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_concession_stands_without_a_director_call(edition: str, tmp_path: Path) -> None:
    data = west_concedes_all(edition)
    report = rule_json(data, tmp_path)
    # nobody asked the director to look at it: the concession stands (68B1)
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["adjustments"] == [] and report["rulings"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71_79c_after_the_correction_period_the_concession_stands(
    edition: str, tmp_path: Path
) -> None:
    data = west_concedes_all(
        edition, fact("correction_period_ended", True), {"by": "E", "director": True}
    )
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["rulings"][-1]["laws"] == ["71", "79C"]
    texts = clean_texts(data, tmp_path)
    assert "(71, 79C)" in texts["en"] and "(71, 79C)" in texts["nl"]
