"""Team matches in the event layer: IMPs board by board, gross IMPs for and
against, and victory points on the match's IMP margin (Law 78D, WBF 2013)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.events import EventSettings, EventStore, ResultEntry, score_event
from bridgelaws.scoring.imps import imps
from bridgelaws.scoring.methods import discrete_victory_points, victory_points

# NS points that win exactly k IMPs against a flat 0 at the other table.
_POINTS_FOR_IMPS = {k: next(p for p in range(0, 5000, 10) if imps(p) == k) for k in range(0, 25)}


def match_event(tmp_path: Path, swings: list[int], scale: str = "continuous") -> EventStore:
    """A two-team match with one board per entry of ``swings``: the home team
    wins ``swings[i]`` IMPs on board ``i + 1`` (negative: the away team wins)."""
    store = EventStore.create(
        tmp_path / f"teams-{scale}.db",
        EventSettings("Teams", kind="teams", method="imps", vp_scale=scale),
    )
    store.add_boards(range(1, len(swings) + 1))
    store.add_participant(1, "Home")
    store.add_participant(2, "Away")
    match = store.add_match(1, 2)
    for board, swing in enumerate(swings, start=1):
        # home sits NS in the open room: its NS points there count for it
        points = _POINTS_FOR_IMPS[abs(swing)] * (1 if swing >= 0 else -1)
        store.add_result(ResultEntry(board, match=match, room="open", points=points))
        store.add_result(ResultEntry(board, match=match, room="closed", points=0))
    return store


def test_law_78d_eight_boards_won_by_12_imps_is_14_39_to_5_61(tmp_path: Path) -> None:
    # 21 IMPs won, 9 lost: a margin of 12, as the club match.
    swings = [10, -6, 5, 0, -3, 6, 0, 0]
    store = match_event(tmp_path, swings)
    (match,) = score_event(store.snapshot()).matches
    assert (match.home_imps, match.home_against) == (21, 9)
    assert (match.away_imps, match.away_against) == (9, 21)
    assert (match.home_vp, match.away_vp) == (14.39, 5.61)
    store.close()
    discrete = match_event(tmp_path, swings, scale="discrete")
    (match,) = score_event(discrete.snapshot()).matches
    assert (match.home_vp, match.away_vp) == (14.0, 6.0)
    discrete.close()


def test_law_78d_ranking_shows_gross_imps_for_and_against(tmp_path: Path) -> None:
    store = match_event(tmp_path, [10, -6, 5, 0, -3, 6, 0, 0])
    ranking = score_event(store.snapshot()).ranking
    by_team = {s.participant.number: s for s in ranking}
    assert (by_team[1].imps_for, by_team[1].imps_against) == (21, 9)
    assert (by_team[2].imps_for, by_team[2].imps_against) == (9, 21)
    assert [s.participant.number for s in ranking] == [1, 2]
    assert by_team[1].total + by_team[2].total == pytest.approx(20)
    store.close()


# Published WBF 2013 continuous scales, winner's VPs at a margin (spot checks,
# cited, not copied whole):
# * 8 boards: the EBU's published WBF scale
#   (https://www.ebu.co.uk/laws-and-ethics/vp-scales);
# * 14 boards: R. Klinger, IBPA Bulletin, May 2013 (the NEC Cup scale);
# * 20 boards: as given when the Dutch federation adopted the WBF scales
#   (bcstar.nl, "Continue WP-schaal ingevoerd").
PUBLISHED = [
    (8, 1, 10.44),
    (8, 5, 12.05),
    (8, 12, 14.39),
    (8, 24, 17.31),
    (8, 30, 18.37),
    (8, 42, 19.95),
    (8, 43, 20.0),
    (14, 3, 10.97),
    (14, 7, 12.16),
    (14, 10, 12.97),
    (14, 20, 15.26),
    (20, 1, 10.28),
    (20, 2, 10.55),
]


@pytest.mark.parametrize(("boards", "margin", "winner"), PUBLISHED)
def test_law_78d_match_vps_match_the_published_wbf_scale(
    tmp_path: Path, boards: int, margin: int, winner: float
) -> None:
    # the margin spread over the boards, some won by the away team
    swings = [0] * boards
    swings[0] = -2 if boards > 2 else 0
    rest = margin - sum(swings)
    index = 1
    while rest > 0:
        step = min(rest, 12)
        swings[index % boards] += step
        rest -= step
        index += 1
    assert sum(swings) == margin and all(abs(s) <= 24 for s in swings)
    store = match_event(tmp_path, swings)
    (match,) = score_event(store.snapshot()).matches
    assert match.scored == boards
    assert match.home_imps - match.home_against == margin
    assert (match.home_vp, match.away_vp) == (winner, round(20 - winner, 2))
    store.close()


# The discrete scale: 20 boards as the Dutch federation published it
# (0-1 IMP 10-10, 2-5 IMPs 11-9, 6-9 IMPs 12-8); 8 boards, 12 IMPs: 14-6.
@pytest.mark.parametrize(
    ("boards", "margin", "winner"),
    [(20, 1, 10), (20, 2, 11), (20, 5, 11), (20, 6, 12), (20, 9, 12), (8, 12, 14)],
)
def test_law_78d_match_on_the_discrete_scale(
    tmp_path: Path, boards: int, margin: int, winner: int
) -> None:
    swings = [0] * boards
    swings[0] = margin
    store = match_event(tmp_path, swings, scale="discrete")
    (match,) = score_event(store.snapshot()).matches
    assert (match.home_vp, match.away_vp) == (winner, 20 - winner)
    assert discrete_victory_points(-margin, boards) == (20 - winner, winner)
    store.close()


def test_law_78d_losing_margin_gives_the_complement(tmp_path: Path) -> None:
    store = match_event(tmp_path, [-9, 2, -5, 0, 0, 0, 0, 0])
    (match,) = score_event(store.snapshot()).matches
    assert (match.home_imps, match.home_against) == (2, 14)
    assert (match.home_vp, match.away_vp) == victory_points(-12, 8)
    assert (match.home_vp, match.away_vp) == (5.61, 14.39)
    store.close()
