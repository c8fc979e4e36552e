"""The event layer: store, migrations, transactions, scoring, import, export."""

from __future__ import annotations

import itertools
import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, inspect

from bridgelaws.board import Vulnerability
from bridgelaws.cards import BridgeError, Seat
from bridgelaws.events import EventSettings, EventStore, ResultEntry, score_event
from bridgelaws.events.outcomes import format_outcome, parse_outcome, parse_weighted
from bridgelaws.events.pbn_io import export_pbn, import_pbn
from bridgelaws.events.reports import html_report, ranking_csv, travellers_csv
from bridgelaws.events.store import upgrade
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.scoring.adjusted import ArtificialScore, PenaltyUnit, WeightedScore
from bridgelaws.scoring.imps import imps
from bridgelaws.scoring.methods import matchpoints, victory_points

A_PLUS, AVERAGE, A_MINUS = (
    ArtificialScore.AVERAGE_PLUS,
    ArtificialScore.AVERAGE,
    ArtificialScore.AVERAGE_MINUS,
)


def pairs_event(tmp_path: Path, pairs: int = 8, boards: int = 4, **options: object) -> EventStore:
    store = EventStore.create(tmp_path / "club.db", EventSettings("Club", **options))  # type: ignore[arg-type]
    store.add_boards(range(1, boards + 1))
    for number in range(1, pairs + 1):
        store.add_participant(number, f"Pair {number}")
    return store


def played(board: int, ns: int, ew: int, contract: str, declarer: str, tricks: int) -> ResultEntry:
    return ResultEntry(board, ns, ew, contract=contract, declarer=declarer, tricks=tricks)


# -- the store --------------------------------------------------------------------------


def test_migrations_build_the_schema_from_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    engine = create_engine(f"sqlite:///{path}")
    upgrade(engine)
    tables = set(inspect(engine).get_table_names())
    assert {
        "event",
        "participant",
        "board",
        "match",
        "result",
        "penalty",
        "pending",
        "movement",
    } <= tables
    assert "alembic_version" in tables
    upgrade(engine)  # at head: nothing to do, no error
    with sqlite3.connect(path) as raw:
        assert raw.execute("select version_num from alembic_version").fetchall() == [("0003",)]
    engine.dispose()


def test_an_event_file_of_the_first_schema_is_upgraded_when_opened(tmp_path: Path) -> None:
    from alembic import command

    from bridgelaws.events.store import _alembic_config

    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    config = _alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
    engine.dispose()
    with sqlite3.connect(path) as raw:
        raw.execute(
            "insert into event (id, name, kind, method, mp_form, vp_scale, settings) "
            "values (1, 'Old', 'pairs', 'mp', 'neuberg', 'continuous', '{}')"
        )
        raw.execute("insert into board (number, dealer, vulnerability) values (1, 'N', 'None')")
        raw.execute("insert into participant (number, name) values (1, '1'), (2, '2')")
        assert "pending" not in {r[0] for r in raw.execute("select name from sqlite_master")}
    store = EventStore.open(path)
    store.add_pending(ResultEntry(1, 1, 2, note="stopped"), "awaiting_choice")
    assert [(p.status, p.note) for p in store.snapshot().pending] == [
        ("awaiting_choice", "stopped")
    ]
    store.close()


def test_store_round_trip(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, method="mp", expected=3)
    store.add_board(9, dealer=Seat.WEST, vulnerability=Vulnerability.ALL)
    store.add_result(
        ResultEntry(1, 1, 2, contract="4HX", declarer="S", tricks=9, lead="sa", round=1, table=1)
    )
    weighted = WeightedScore.of((0.6, 420), (0.4, -50))
    store.add_result(ResultEntry(1, 3, 4, ns_outcome=weighted, note="12C1c"))
    store.add_result(ResultEntry(1, 5, 6, ns_outcome=A_PLUS, ew_outcome=A_MINUS))
    store.add_result(ResultEntry(2, 1, 2, ns_outcome=420, ew_outcome=-50))
    store.add_penalty(3, 25, PenaltyUnit.PERCENT, board=1, reason="slow play")
    store.close()
    data = EventStore.open(tmp_path / "club.db").snapshot()
    assert data.settings.expected == 3 and data.settings.name == "Club"
    board9 = data.board_by_number(9)
    assert board9 is not None and (board9.dealer, board9.vulnerability) == (
        Seat.WEST,
        Vulnerability.ALL,
    )
    first = data.board_by_number(1)
    assert first is not None and (first.dealer, first.vulnerability) == (
        Seat.NORTH,
        Vulnerability.NONE,
    )
    kinds = [(r.kind, r.contract, r.declarer, r.tricks, r.lead) for r in data.results]
    assert kinds == [
        ("table", "4HX", "S", 9, "SA"),
        ("weighted", None, None, None, None),
        ("artificial", None, None, None, None),
        ("split", None, None, None, None),
    ]
    # 4HX one down, not vulnerable: -100 for NS
    assert data.results[0].ns_outcome == -100 == data.results[0].ew_outcome
    assert data.results[1].ns_outcome == weighted and data.results[1].note == "12C1c"
    assert (data.results[2].ns_outcome, data.results[2].ew_outcome) == (A_PLUS, A_MINUS)
    assert (data.results[3].ns_outcome, data.results[3].ew_outcome) == (420, -50)
    assert [(p.amount, p.unit, p.reason) for p in data.penalties] == [
        (25.0, PenaltyUnit.PERCENT, "slow play")
    ]


def test_outcome_text_round_trips() -> None:
    for outcome in (420, -50, A_PLUS, A_MINUS, AVERAGE, parse_weighted("60%:420,40%:-50")):
        assert parse_outcome(format_outcome(outcome)) == outcome
    assert parse_weighted("1/3:420, 2/3:-50") == WeightedScore.of(("1/3", 420), ("2/3", -50))
    with pytest.raises(BridgeError, match="add up to 1"):
        parse_weighted("0.5:420,0.4:-50")


def test_every_entry_is_its_own_transaction(tmp_path: Path) -> None:
    store = pairs_event(tmp_path)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(played(1, 3, 4, "4H", "S", 9))
    with pytest.raises(BridgeError, match="row 3: board 1: 14 is not a number of tricks"):
        store.add_result(
            ResultEntry(1, 5, 6, contract="4H", declarer="S", tricks=14, where="row 3")
        )
    store.close()
    # the two good entries survive a new connection; the bad one left nothing
    reopened = EventStore.open(tmp_path / "club.db")
    assert [r.tricks for r in reopened.snapshot().results] == [10, 9]


def test_a_batch_with_a_bad_row_enters_nothing(tmp_path: Path) -> None:
    store = pairs_event(tmp_path)
    entries = [
        played(1, 1, 2, "4H", "S", 10),
        ResultEntry(7, 3, 4, contract="4H", declarer="S", tricks=9, where="row 3"),
    ]
    with pytest.raises(BridgeError, match=r"row 3: board 7: the board is not in the event"):
        store.add_results(entries)
    assert store.snapshot().results == []


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (ResultEntry(9, 1, 2, contract="3NT", declarer="N", tricks=9), "not in the event"),
        (ResultEntry(1, 1, 2, contract="3NT", declarer="N", tricks=14), "14 is not a number"),
        (ResultEntry(1, 1, 2, contract="8NT", declarer="N", tricks=9), "no contract has level 8"),
        (ResultEntry(1, 3, 3, contract="3NT", declarer="N", tricks=9), "against itself"),
        (ResultEntry(1, 1, 99, contract="3NT", declarer="N", tricks=9), "no participant 99"),
        (ResultEntry(1, 1, 2, contract="3NT", tricks=9), "needs a declarer"),
        (ResultEntry(1, 1, 2), "no result"),
    ],
)
def test_impossible_entries_are_refused(tmp_path: Path, entry: ResultEntry, message: str) -> None:
    store = pairs_event(tmp_path)
    with pytest.raises(BridgeError, match=message):
        store.add_result(entry)
    assert store.snapshot().results == []


def test_a_pair_plays_a_board_once(tmp_path: Path) -> None:
    store = pairs_event(tmp_path)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    with pytest.raises(BridgeError, match="participant 2 already has a result"):
        store.add_result(played(1, 2, 3, "4H", "S", 10))


# -- scoring pairs ------------------------------------------------------------------------


def test_law_78a_ranking_ties_at_top_and_bottom(tmp_path: Path) -> None:
    # a Mitchell (NS stay NS): two tables make 4H (+420), two go down (-50)
    store = pairs_event(tmp_path, pairs=8, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(played(1, 3, 4, "4H", "S", 10))
    store.add_result(played(1, 5, 6, "4H", "S", 9))
    store.add_result(played(1, 7, 8, "4H", "S", 9))
    ranking = score_event(store.snapshot()).ranking
    # +420: 2 x 2 lower + 1 equal = 5 of 6; -50: 1 equal = 1 of 6
    # North-South first
    assert [(s.direction, s.label, s.participant.number, s.total) for s in ranking] == [
        ("NS", "1=", 1, 5),
        ("NS", "1=", 3, 5),
        ("NS", "3=", 5, 1),
        ("NS", "3=", 7, 1),
        ("EW", "1=", 6, 5),
        ("EW", "1=", 8, 5),
        ("EW", "3=", 2, 1),
        ("EW", "3=", 4, 1),
    ]
    assert ranking[0].percent == pytest.approx(500 / 6)


def test_law_78a_board_played_fewer_times_is_neuberg_scaled(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=8, boards=2)
    for ns, ew, tricks in ((1, 2, 10), (3, 4, 9), (5, 6, 8), (7, 8, 11)):
        store.add_result(played(1, ns, ew, "4H", "S", tricks))
    # board 2 played three times only: 100, 50, -50 among themselves 4, 2, 0
    store.add_result(played(2, 1, 2, "2S", "N", 9))  # 140
    store.add_result(played(2, 3, 4, "2S", "N", 8))  # 110
    store.add_result(played(2, 5, 6, "2S", "N", 7))  # -50
    scores = score_event(store.snapshot())
    assert scores.expected == 4
    lines = scores.travellers[2]
    # Neuberg to a top of 6: (MP + 1) * 4 / 3 - 1
    assert [line.ns for line in lines] == pytest.approx([5 + 2 / 3, 3.0, 1 / 3])
    assert all(line.top == 6 for line in lines)
    assert [line.ns + line.ew for line in lines if line.ns and line.ew] == pytest.approx([6] * 3)
    # pair 7 missed board 2: its percentage is over its one board
    assert scores.standing(7).boards == 1 and scores.standing(7).percent == 100.0


def test_law_12c2_artificial_score_among_table_scores(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=8, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(played(1, 3, 4, "4H", "S", 9))
    store.add_result(played(1, 5, 6, "4H", "S", 11))
    store.add_result(ResultEntry(1, 7, 8, ns_outcome=A_PLUS, ew_outcome=A_MINUS))
    lines = {line.result.ns: line for line in score_event(store.snapshot()).travellers[1]}
    data = store.snapshot()
    seven = next(p.id for p in data.participants.values() if p.number == 7)
    # no other board: 12C2(c) cannot apply, so 60 / 40 % of the 4-table top of 6
    assert (lines[seven].ns, lines[seven].ew) == pytest.approx((3.6, 2.4))
    # the three table results are Neuberg-scaled from 3 to 4 results
    one = next(p.id for p in data.participants.values() if p.number == 1)
    assert lines[one].ns == pytest.approx((2 + 1) * 4 / 3 - 1)


def _session_event(tmp_path: Path) -> EventStore:
    """Pairs 1 (NS) and 2 (EW) meet on four boards with 3 other tables;
    on board 4 they get A+ / A- (or the reverse)."""
    store = pairs_event(tmp_path, pairs=8, boards=4)
    for board in (1, 2, 3):
        store.add_result(played(board, 1, 2, "4S", "N", 11))  # 450: best NS
        store.add_result(played(board, 3, 4, "4S", "N", 10))  # 420
        store.add_result(played(board, 5, 6, "4S", "N", 9))  # -50
        store.add_result(played(board, 7, 8, "4S", "N", 8))  # -100
    store.add_result(played(4, 3, 4, "3NT", "S", 9))
    store.add_result(played(4, 5, 6, "3NT", "S", 9))
    store.add_result(played(4, 7, 8, "3NT", "S", 9))
    return store


def test_law_12c2c_non_offender_above_60_keeps_session_offender_below_40_keeps_his(
    tmp_path: Path,
) -> None:
    store = _session_event(tmp_path)
    store.add_result(ResultEntry(4, 1, 2, ns_outcome=A_PLUS, ew_outcome=A_MINUS))
    scores = score_event(store.snapshot())
    # pair 1 had 100 % on boards 1-3 (> 60 %): it keeps 100 %; pair 2 had 0 % (< 40 %): 0 %
    card1 = {c.board: c for c in scores.cards[scores.standing(1).participant.id]}
    card2 = {c.board: c for c in scores.cards[scores.standing(2).participant.id]}
    assert card1[4].percent == pytest.approx(100.0)
    assert card2[4].percent == pytest.approx(0.0)
    assert scores.standing(1).percent == pytest.approx(100.0)


def test_law_12c2c_does_not_apply_the_other_way(tmp_path: Path) -> None:
    store = _session_event(tmp_path)
    # the strong pair is now the offender (A-) and the weak one the non-offender (A+)
    store.add_result(ResultEntry(4, 1, 2, ns_outcome=A_MINUS, ew_outcome=A_PLUS))
    scores = score_event(store.snapshot())
    card1 = {c.board: c for c in scores.cards[scores.standing(1).participant.id]}
    card2 = {c.board: c for c in scores.cards[scores.standing(2).participant.id]}
    assert card1[4].percent == pytest.approx(40.0)
    assert card2[4].percent == pytest.approx(60.0)


def test_law_12c1c_weighted_score_in_the_event(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=6, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))  # 420
    store.add_result(played(1, 3, 4, "4H", "S", 9))  # -50
    store.add_result(ResultEntry(1, 5, 6, ns_outcome=parse_weighted("0.6:420,0.4:-50")))
    scores = score_event(store.snapshot())
    by_ns = {line.result.ns_outcome: line for line in scores.travellers[1]}
    weighted = next(line for line in scores.travellers[1] if line.result.kind == "weighted")
    # 60 %: ties 420 (1) and beats -50 (2) -> 3; 40 %: loses to 420, ties -50 (1) -> 1
    assert weighted.ns == pytest.approx(0.6 * 3 + 0.4 * 1)
    assert by_ns[420].ns == pytest.approx(2 + 0.6 * 1 + 0.4 * 2)
    assert sum(line.ns or 0 for line in scores.travellers[1]) == pytest.approx(6)


def test_law_12c1e_split_score_scores_each_side_on_its_own_result(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=6, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))  # 420
    store.add_result(played(1, 3, 4, "4H", "S", 9))  # -50
    store.add_result(ResultEntry(1, 5, 6, ns_outcome=420, ew_outcome=-50))
    scores = score_event(store.snapshot())
    split = next(line for line in scores.travellers[1] if line.result.kind == "split")
    # NS scored as +420 (ties one, beats one: 3), EW as if they beat it (ties -50: 3)
    assert (split.ns, split.ew) == (3, 3)
    assert (split.ns or 0) + (split.ew or 0) != split.top


def test_law_90_penalty_comes_off_the_offender_only(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=4, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(played(1, 3, 4, "4H", "S", 9))
    before = score_event(store.snapshot())
    store.add_penalty(1, 25, PenaltyUnit.PERCENT, board=1)
    after = score_event(store.snapshot())
    assert before.standing(1).percent == 100.0
    assert after.standing(1).percent == pytest.approx(75.0)
    assert after.standing(3).percent == before.standing(3).percent
    with pytest.raises(BridgeError, match="matchpoints or percent"):
        store.add_penalty(1, 3, PenaltyUnit.IMPS)


def test_cross_imps_and_butler_for_pairs(tmp_path: Path) -> None:
    for method in ("cross-imps", "butler"):
        folder = tmp_path / method
        folder.mkdir()
        store = pairs_event(folder, pairs=6, boards=1, method=method)
        store.add_result(played(1, 1, 2, "4H", "S", 10))  # 420
        store.add_result(played(1, 3, 4, "4H", "S", 9))  # -50
        store.add_result(played(1, 5, 6, "2H", "S", 9))  # 140
        scores = score_event(store.snapshot())
        assert scores.unit == "IMP"
        top = scores.standing(1)
        if method == "cross-imps":
            assert top.total == pytest.approx((imps(470) + imps(280)) / 2)
        else:
            # datum: one extreme dropped at each end leaves 140
            assert top.total == imps(420 - 140)


# -- property -------------------------------------------------------------------------------

SCORES = st.sampled_from([-200, -100, -50, 90, 110, 140, 420, 450, 620])


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.lists(SCORES, min_size=2, max_size=6), min_size=1, max_size=3))
def test_law_78a_board_totals_and_ranking_order(
    tmp_path_factory: pytest.TempPathFactory, boards: list[list[int]]
) -> None:
    folder = tmp_path_factory.mktemp("prop")
    tables = max(len(b) for b in boards)
    store = pairs_event(folder, pairs=2 * tables, boards=len(boards), expected=None)
    entries = [
        ResultEntry(number, 2 * t + 1, 2 * t + 2, ns_outcome=points)
        for number, board in enumerate(boards, 1)
        for t, points in enumerate(board)
    ]
    # assigned scores in points are scored like table results
    store.add_results(entries)
    scores = score_event(store.snapshot())
    for number, board in enumerate(boards, 1):
        lines = scores.travellers[number]
        n = len(board)
        if n == tables:  # a full board: both directions share n (n - 1) units
            assert sum((line.ns or 0) + (line.ew or 0) for line in lines) == pytest.approx(
                n * (n - 1) * 2
            )
            assert sorted(line.ns or 0.0 for line in lines) == sorted(
                map(float, matchpoints(board))
            )
    for group in ("NS", "EW"):
        ranked = [s for s in scores.ranking if s.direction == group]
        for a, b in itertools.pairwise(ranked):
            assert (a.percent or 0) >= (b.percent or 0) - 1e-9
            assert (a.rank == b.rank) == (abs((a.percent or 0) - (b.percent or 0)) < 1e-6)
    store.close()


# -- teams ------------------------------------------------------------------------------


def test_team_match_imps_vps_and_law_86b1(tmp_path: Path) -> None:
    store = EventStore.create(
        tmp_path / "teams.db", EventSettings("Teams", kind="teams", method="imps")
    )
    store.add_boards(range(1, 4))
    store.add_participant(1, "Home")
    store.add_participant(2, "Away")
    match = store.add_match(1, 2)
    store.add_result(
        ResultEntry(1, match=match, room="open", contract="4S", declarer="N", tricks=10)
    )
    store.add_result(
        ResultEntry(1, match=match, room="closed", contract="2S", declarer="N", tricks=10)
    )
    store.add_result(
        ResultEntry(2, match=match, room="open", contract="3NT", declarer="E", tricks=9)
    )
    store.add_result(
        ResultEntry(2, match=match, room="closed", contract="3NT", declarer="E", tricks=8)
    )
    store.add_result(
        ResultEntry(3, match=match, room="open", contract="1NT", declarer="S", tricks=7)
    )
    with pytest.raises(BridgeError, match="open room of match 1 already has a result"):
        store.add_result(
            ResultEntry(3, match=match, room="open", contract="1NT", declarer="S", tricks=8)
        )
    scores = score_event(store.snapshot())
    (result,) = scores.matches
    # board 1: home NS +420 in the open room, away NS +170 in the closed: 250, 6 IMPs
    # board 2: away EW made 3NT against home NS (-400), home EW beat it (-50): 450, 10 IMPs
    assert [b.home for b in result.boards] == [imps(250), -imps(450), None]
    assert [b.away for b in result.boards] == [-imps(250), imps(450), None]
    # board 3 has one room only: not scored, listed for the director (Law 86B1)
    assert result.incomplete == [3]
    # gross IMPs each way; the VPs on the margin of 4 (78D)
    assert (result.home_imps, result.away_imps) == (6, 10)
    assert (result.home_against, result.away_against) == (10, 6)
    assert (result.home_vp, result.away_vp) == victory_points(-4, 2)
    assert result.home_vp < 10 < result.away_vp
    totals = {s.participant.number: s.total for s in scores.ranking}
    assert totals == {1: result.home_vp, 2: result.away_vp}
    assert [s.participant.number for s in scores.ranking] == [2, 1]


# -- import and export ----------------------------------------------------------------------

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"
FFT = CORPUS / "1999-Fifth_Friday_Tournament" / "FFT_9901_v20.pbn"
ITT = CORPUS / "1999-ACBL_Open_International_Team_Trials" / "99ITTF02.PBN"
needs_corpus = pytest.mark.skipif(
    not CORPUS.is_dir(), reason=f"the shared corpus of real results is not at {CORPUS}"
)


@needs_corpus
def test_law_78a_fifth_friday_tournament_through_the_event_layer(tmp_path: Path) -> None:
    from fractions import Fraction

    from bridgelaws.scoring.adjusted import round_half_away

    store = EventStore.create(tmp_path / "fft.db", EventSettings("FFT", mp_form="field"))
    report = import_pbn(store, FFT)
    # the 12 adjusted tables appear as 18 one-direction rows (with multiplicities)
    assert len([s for s in report.skipped if "artificial" in str(s)]) == 18
    scores = score_event(store.snapshot())
    assert len(scores.travellers) == 40
    checked = 0
    for game in parse_pbn(FFT.read_text(encoding="latin-1")).games:
        table = game.sections["ScoreTable"]
        lines = scores.travellers[int(game.board)]
        by_score = {int(line.ns_points or 0): line for line in lines}
        for row in table.rows:
            _, ns, ew, score, _count = row.split()
            if score == "-":
                continue
            line = by_score[int(score)]
            shown = (
                round_half_away(Fraction(line.ns_percent or 0), 1),
                round_half_away(Fraction(line.ew_percent or 0), 1),
            )
            assert shown == (float(ns), float(ew)), (game.board, row)
            checked += 1
    assert checked == 649


@needs_corpus
def test_championship_team_match_scored_to_the_published_imps(tmp_path: Path) -> None:
    store = EventStore.create(
        tmp_path / "itt.db", EventSettings("ITT", kind="teams", method="imps")
    )
    report = import_pbn(store, ITT, home="Goldman", away="Wolfson")
    assert report.results == 30 and report.mismatches == []
    scores = score_event(store.snapshot())
    (match,) = scores.matches
    assert match.scored == 15 and match.incomplete == []
    published = {}
    for game in parse_pbn(ITT.read_text(encoding="latin-1")).games:
        if "ScoreIMP" in game.tags:
            side, value = game.tags["ScoreIMP"].split()
            # the closed-room record: NS there are the away team
            away = int(value) if side == "NS" else -int(value)
            published[int(game.board)] = away
    assert len(published) == 15
    assert {b.board.number: b.away for b in match.boards} == published
    margin = match.home_imps - match.away_imps
    assert (match.home_vp, match.away_vp) == victory_points(margin, 15)


def test_pbn_export_and_reimport(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=6, boards=2)
    store.add_result(ResultEntry(1, 1, 2, contract="4H", declarer="S", tricks=10, lead="SA"))
    store.add_result(played(1, 3, 4, "4H", "S", 9))
    store.add_result(played(1, 5, 6, "3NT", "N", 9))
    store.add_result(played(2, 1, 4, "Pass", "N", 0))
    store.add_result(played(2, 3, 6, "2C", "W", 8))
    scores = score_event(store.snapshot())
    text = export_pbn(scores)
    pbn = parse_pbn(text)
    assert not pbn.problems
    first = pbn.games[0]
    assert "TotalScoreTable" in first.sections and "ScoreTable" in first.sections
    assert first.tags["ScoreMP"] == "NS 4 EW 0" and first.tags["ScorePercentage"] == "NS 100 EW 0"
    total = first.sections["TotalScoreTable"]
    assert total.value.startswith("Rank") and len(total.rows) == 6
    path = tmp_path / "out.pbn"
    path.write_text(text, encoding="utf-8")
    again = EventStore.create(tmp_path / "again.db", EventSettings("Again"))
    report = import_pbn(again, path)
    assert report.results == 5 and report.mismatches == []
    rescored = score_event(again.snapshot())
    assert [(s.participant.number, s.percent) for s in rescored.ranking] == [
        (s.participant.number, s.percent) for s in scores.ranking
    ]


def test_import_with_an_impossible_result_changes_nothing(tmp_path: Path) -> None:
    pbn = tmp_path / "bad.pbn"
    pbn.write_text(
        '[Board "1"]\n[North "A"]\n[South "B"]\n[East "C"]\n[West "D"]\n'
        '[Contract "4H"]\n[Declarer "S"]\n[Result "10"]\n\n'
        '[Board "2"]\n[North "A"]\n[South "B"]\n[East "C"]\n[West "D"]\n'
        '[Contract "4H"]\n[Declarer "S"]\n[Result "14"]\n',
        encoding="utf-8",
    )
    store = EventStore.create(tmp_path / "e.db", EventSettings("E"))
    with pytest.raises(BridgeError, match=r"bad.pbn: bad.pbn line 10: board 2: 14 is not"):
        import_pbn(store, pbn)
    data = store.snapshot()
    assert data.results == [] and data.boards == {} and data.participants == {}


def test_reports(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=4, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(ResultEntry(1, 3, 4, ns_outcome=A_PLUS, ew_outcome=A_MINUS, note="<late>"))
    scores = score_event(store.snapshot())
    assert ranking_csv(scores).splitlines()[0].startswith("rank,number,name")
    assert "1,,1,2,4H,S,10,,420" in travellers_csv(scores)
    page = html_report(scores, "en")
    assert "<h1>Club</h1>" in page and "&lt;late&gt;" in page and "Board 1" in page


# -- personal score cards -------------------------------------------------------------------


def test_score_card_shows_each_board_from_the_contestants_side(tmp_path: Path) -> None:
    from bridgelaws.events.reports import card_rows, cards_csv, score_cards

    store = pairs_event(tmp_path, pairs=4, boards=2)
    store.add_result(played(1, 1, 2, "4H", "S", 9))  # NS -50
    store.add_result(played(1, 3, 4, "4H", "S", 10))  # NS +420
    store.add_result(ResultEntry(2, 1, 4, ns_outcome=A_MINUS, ew_outcome=A_PLUS, note="slow"))
    store.add_result(played(2, 3, 2, "3NT", "E", 9))  # board 2: EW not vulnerable, +400
    scores = score_event(store.snapshot())
    four = scores.standing(4).participant.id
    rows = card_rows(scores, four)
    # pair 4 sat EW on both boards: +420 for NS is -420 for it, a bottom (0 of a top of 2);
    # then A+ with 0 % elsewhere: 60 % (12C2), 1.2 of 2; opponents by number and name
    assert [(r["board"], r["direction"], r["opponents"], r["score"], r["value"]) for r in rows] == [
        ("1", "EW", "3 Pair 3", "-420", "0"),
        ("2", "EW", "1 Pair 1", "A+", "1.20"),
    ]
    assert rows[1]["adjusted"] == "artificial" and rows[1]["note"] == "slow"
    assert [r["percent"] for r in rows] == ["0", "60"]
    two = card_rows(scores, scores.standing(2).participant.id)
    assert [(r["board"], r["score"], r["contract"], r["declarer"], r["value"]) for r in two] == [
        ("1", "50", "4H", "S", "2"),
        ("2", "400", "3NT", "E", "1"),  # the only table result: Neuberg 1 of 2
    ]
    # one card per ranked pair, in ranking order; --pair picks one
    cards = score_cards(scores)
    assert [c.standing.participant.number for c in cards] == [
        s.participant.number for s in scores.ranking
    ]
    text = cards_csv(scores, 4).splitlines()
    assert text[0].startswith("number,name,board,room,direction,partner,opponents")
    assert len(text) == 3 and all(line.startswith("4,Pair 4,") for line in text[1:])
    with pytest.raises(BridgeError, match="no participant 9"):
        score_cards(scores, 9)


def test_html_report_prints_a_score_card_per_participant(tmp_path: Path) -> None:
    store = pairs_event(tmp_path, pairs=4, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(played(1, 3, 4, "4H", "S", 9))
    scores = score_event(store.snapshot())
    page = html_report(scores, "en")
    assert page.count('<section class="card"') == 4
    assert "Score card of pair 3: Pair 3" in page and "break-before: page" in page
    only = html_report(scores, "en", pair=3)
    assert only.count('<section class="card"') == 1 and 'id="card-3"' in only
    assert '<section class="card"' not in html_report(scores, "en", cards=False)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", ['<html lang="nl">', "Rangschikking", "Spel 1", "Scorekaart van paar 1", "NZ"]),
        ("en", ['<html lang="en">', "Ranking", "Board 1", "Score card of pair 1", "NS"]),
        ("de", ['<html lang="de">', "Rangliste", "Board 1", "Scorekarte von Paar 1", "OW"]),
    ],
)
def test_html_report_in_three_languages(tmp_path: Path, lang: str, words: list[str]) -> None:
    store = pairs_event(tmp_path, pairs=4, boards=1)
    store.add_result(played(1, 1, 2, "4H", "S", 10))
    store.add_result(ResultEntry(1, 3, 4, ns_outcome=420, ew_outcome=-50))
    page = html_report(score_event(store.snapshot()), lang)
    for text in words:
        assert text in page, text
    with pytest.raises(BridgeError, match="language 'fr'"):
        html_report(score_event(store.snapshot()), "fr")


# -- individual events -------------------------------------------------------------------------


def individual_event(tmp_path: Path) -> EventStore:
    store = EventStore.create(tmp_path / "ind.db", EventSettings("Solo", kind="individual"))
    store.add_boards(range(1, 4))
    for number in range(1, 9):
        store.add_participant(number, f"Player {number}")
    return store


def seat(board: int, north: int, south: int, east: int, west: int, *result: object) -> ResultEntry:
    contract, declarer, tricks = result
    return ResultEntry(
        board,
        north,
        east,
        ns_partner=south,
        ew_partner=west,
        contract=str(contract),
        declarer=str(declarer),
        tricks=int(tricks),  # type: ignore[call-overload]
    )


def _play_individual(store: EventStore) -> None:
    # two tables, partnerships change every board (N-S vs E-W)
    store.add_result(seat(1, 1, 2, 3, 4, "4H", "S", 10))  # +420: 1, 2 top; 3, 4 bottom
    store.add_result(seat(1, 5, 6, 7, 8, "4H", "S", 9))  # -50: 7, 8 top
    store.add_result(seat(2, 1, 3, 2, 4, "3NT", "N", 9))  # NS vulnerable: +600
    store.add_result(seat(2, 5, 7, 6, 8, "3NT", "N", 10))  # +630: 5, 7 top; 2, 4 top as EW


def test_individual_event_ranks_every_player_on_his_own_boards(tmp_path: Path) -> None:
    store = individual_event(tmp_path)
    _play_individual(store)
    scores = score_event(store.snapshot())
    percent = {s.participant.number: s.percent for s in scores.ranking}
    assert percent == {1: 50, 2: 100, 3: 0, 4: 50, 5: 50, 6: 0, 7: 100, 8: 50}
    # players sat both ways: one ranking, ties shared
    assert {s.direction for s in scores.ranking} == {None}
    labels = {s.participant.number: s.label for s in scores.ranking}
    assert labels == {2: "1=", 7: "1=", 1: "3=", 4: "3=", 5: "3=", 8: "3=", 3: "7=", 6: "7="}
    # each player's card names his partner and both opponents
    from bridgelaws.events.reports import card_rows

    card = card_rows(scores, scores.standing(4).participant.id)
    assert [(r["board"], r["direction"], r["partner"], r["opponents"]) for r in card] == [
        ("1", "EW", "3", "1 Player 1 & 2 Player 2"),
        ("2", "EW", "2", "1 Player 1 & 3 Player 3"),
    ]


def test_individual_entries_need_four_different_players(tmp_path: Path) -> None:
    store = individual_event(tmp_path)
    with pytest.raises(BridgeError, match="no South participant given"):
        store.add_result(ResultEntry(1, 1, 3, ew_partner=4, contract="1NT", declarer="N", tricks=7))
    with pytest.raises(BridgeError, match="cannot sit in two seats"):
        store.add_result(seat(1, 1, 2, 3, 1, "1NT", "N", 7))
    store.add_result(seat(1, 1, 2, 3, 4, "1NT", "N", 7))
    with pytest.raises(BridgeError, match="participant 4 already has a result"):
        store.add_result(seat(1, 5, 4, 7, 8, "1NT", "N", 7))
    assert len(store.snapshot().results) == 1


def test_law_12c2c_applies_to_each_player_of_an_individual(tmp_path: Path) -> None:
    store = individual_event(tmp_path)
    _play_individual(store)
    # board 3: the table of 1, 2 (NS) and 3, 4 (EW) gets A+ / A-
    store.add_result(
        ResultEntry(3, 1, 3, ns_partner=2, ew_partner=4, ns_outcome=A_PLUS, ew_outcome=A_MINUS)
    )
    store.add_result(seat(3, 5, 6, 7, 8, "2S", "N", 8))  # the only table result: 50 %
    scores = score_event(store.snapshot())

    def board3(number: int) -> float | None:
        who = scores.standing(number).participant.id
        return next(c.percent for c in scores.cards[who] if c.board == 3)

    # partners, one score: player 1 (50 % elsewhere) gets 60 %, player 2 (100 %) keeps 100 %;
    # opponents: player 3 (0 % elsewhere) keeps 0 %, player 4 (50 %) gets 40 %
    assert [board3(n) for n in (1, 2, 3, 4)] == pytest.approx([60, 100, 0, 40])
    assert [board3(n) for n in (5, 6, 7, 8)] == pytest.approx([50] * 4)
    percent = {s.participant.number: s.percent for s in scores.ranking}
    assert percent == pytest.approx(
        {1: 160 / 3, 2: 100, 3: 0, 4: 140 / 3, 5: 50, 6: 50 / 3, 7: 250 / 3, 8: 50}
    )
    order = [(s.label, s.participant.number) for s in scores.ranking]
    assert order == [
        ("1", 2), ("2", 7), ("3", 1), ("4=", 5), ("4=", 8), ("6", 4), ("7", 6), ("8", 3),
    ]  # fmt: skip


# -- a ruling flows into the event ---------------------------------------------------------

RULED_DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
#: board 7 (South deals, all vulnerable): West's 1S over 1NT is insufficient; North
#: refuses it, West passes instead, so East must pass throughout (27B2)
RULED_AUCTION: list[dict[str, object]] = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "1S"},
    {"by": "N", "director": True},
    {"by": "N", "choose": "reject"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "3NT"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "Pass"},
]


def ruled_record(events: list[dict[str, object]], *, play_out: bool) -> dict[str, object]:
    """The spec §1 record of board 7 after ``events``; with ``play_out`` every
    trick is played with the first legal card and each choice the last option."""
    from bridgelaws import Table, TableRecord
    from bridgelaws.record import ChoiceEvent
    from bridgelaws.table import Status

    table = Table.from_record(
        TableRecord.from_json({"board": 7, "deal": RULED_DEAL, "events": events})
    )
    while play_out and table.status in (Status.PLAY, Status.AWAITING_CHOICE):
        if table.status is Status.AWAITING_CHOICE:
            ruling = table.report()["rulings"][-1]
            table.apply(ChoiceEvent(Seat.parse(ruling["chooser"]), ruling["options"][-1]["code"]))
            continue
        who = table.next
        assert who is not None and table.play is not None
        table.play_card(who, table.play.legal_cards(who)[0])
    return table.record.to_json()


def test_a_ruled_record_is_entered_with_its_rulings_in_the_note(tmp_path: Path) -> None:
    from bridgelaws.events.records import record_result

    store = pairs_event(tmp_path, pairs=4, boards=8)
    found = record_result(ruled_record(RULED_AUCTION, play_out=True))
    assert (found.board, found.status, found.contract, found.declarer) == (
        7,
        "complete",
        "3NT",
        "S",
    )
    assert found.tricks == 7 and found.scored and found.needs_director
    [flag] = found.flags  # the 26B lead restriction flags no adjusted score
    assert (flag.irregularity, flag.offender, flag.adjusted) == ("insufficient_bid", "W", ("72C",))
    assert {"27", "27B", "27B2"} <= set(flag.laws)
    note = found.note("en")
    assert note is not None
    assert "Insufficient bid by West" in note and "27B2" in note and "72C" in note
    store.add_result(found.entry(ResultEntry(7, 1, 2), "en"))
    [stored] = store.snapshot().results
    # 3NT two down, vulnerable: -200 for NS, scored as played
    assert (stored.kind, stored.contract, stored.declarer, stored.tricks) == (
        "table",
        "3NT",
        "S",
        7,
    )
    assert stored.ns_outcome == -200 and stored.note == note
    # the director adjusts: the table result is replaced, its note kept
    new_id, replaced = store.adjust_result(
        ResultEntry(7, 1, 2, ns_outcome=parse_weighted("0.5:-200,0.5:600"), note="12C1c")
    )
    assert replaced is not None and (replaced.kind, replaced.contract, replaced.tricks) == (
        "result",
        "3NT",
        7,
    )
    [adjusted] = store.snapshot().results
    assert adjusted.id == new_id and adjusted.kind == "weighted"
    assert adjusted.note == f"12C1c; {note}"


def test_a_record_stopped_at_a_choice_waits_for_an_adjusted_score(tmp_path: Path) -> None:
    from bridgelaws.events.records import record_result

    store = pairs_event(tmp_path, pairs=4, boards=8)
    store.add_result(played(7, 3, 4, "3NT", "S", 9))
    natural = {"fact": "artificial", "value": False}  # 27B1a, asked before the choice
    found = record_result(ruled_record([*RULED_AUCTION[:3], natural], play_out=False))
    assert found.status == "awaiting_choice" and not found.scored and found.needs_director
    assert (found.contract, found.tricks) == (None, None)
    assert "board not completed (it stops at a choice not yet made)" in (found.note("en") or "")
    store.add_pending(found.entry(ResultEntry(7, 1, 2), "en"), found.status, record=found.record)
    data = store.snapshot()
    assert len(data.results) == 1 and [p.status for p in data.pending] == ["awaiting_choice"]
    assert json.loads(data.pending[0].record or "{}")["board"] == 7
    # not scored: the board has one result; the seats are taken all the same
    scores = score_event(data)
    assert [line.result.ns for line in scores.travellers[7]] == [data.results[0].ns]
    with pytest.raises(BridgeError, match="participant 1 already has a result"):
        store.add_result(played(7, 1, 4, "3NT", "S", 9))
    assert "Waiting for an adjusted score" in html_report(scores, "en")
    _, replaced = store.adjust_result(ResultEntry(7, 1, 2, ns_outcome=A_PLUS, ew_outcome=A_MINUS))
    assert replaced is not None and replaced.kind == "pending"
    data = store.snapshot()
    assert data.pending == [] and [r.kind for r in data.results] == ["table", "artificial"]
    assert "a choice not yet made" in (data.results[1].note or "")


def test_a_web_export_gives_its_record_and_a_rubber_record_is_refused() -> None:
    from bridgelaws.events.records import record_result

    record = ruled_record(RULED_AUCTION, play_out=True)
    export = {"record": record, "report": {"status": "made up"}, "rulings": []}
    assert record_result(export) == record_result(record)
    with pytest.raises(BridgeError, match="rubber"):
        record_result({**record, "edition": "rubber"})


def test_a_record_must_match_the_event_board(tmp_path: Path) -> None:
    from bridgelaws.events.records import check_board, record_result

    store = pairs_event(tmp_path, pairs=4, boards=3)
    found = record_result(ruled_record(RULED_AUCTION, play_out=True))
    with pytest.raises(BridgeError, match=r"x.json: board 7 of the table record is not in the"):
        check_board(found, store.snapshot(), "x.json")
    store.add_board(7, vulnerability=Vulnerability.NONE)
    with pytest.raises(BridgeError, match=r"vulnerable All \(event: None\)"):
        check_board(found, store.snapshot(), "x.json")
