"""The real corpora of ../shared/corpus replayed through the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.formats.convert import game_to_table, table_to_game
from bridgelaws.formats.pbn import parse_pbn, read_pbn, write_pbn
from bridgelaws.replay import find_files, replay, replay_file

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")


@pytest.fixture(scope="module")
def corpus_report():  # type: ignore[no-untyped-def]
    if not CORPUS.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    return replay([CORPUS / "pbn-files"], jobs=2)


@needs_corpus
def test_every_corpus_file_is_read(corpus_report) -> None:  # type: ignore[no-untyped-def]
    files = find_files([CORPUS / "pbn-files"])
    assert corpus_report.files == len(files) == 1394
    assert corpus_report.boards > 38000


@needs_corpus
def test_corpus_problems_name_file_board_and_line(corpus_report) -> None:  # type: ignore[no-untyped-def]
    for row in corpus_report.unreadable:
        assert row["file"] and "line" in row and row["error"]
    for row in corpus_report.illegal:
        assert row["file"] and row["board"] and row["error"]


@needs_corpus
def test_corpus_scores_mostly_agree_with_law_77(corpus_report) -> None:  # type: ignore[no-untyped-def]
    # Every disagreement is listed; they must stay a small minority.
    assert corpus_report.scored > 30000
    assert len(corpus_report.score_mismatches) < corpus_report.scored // 100


@needs_corpus
def test_corpus_revokes_marked_with_caret_r_are_recognised(corpus_report) -> None:  # type: ignore[no-untyped-def]
    revokes = [r for r in corpus_report.irregularities if r["irregularity"] == "revoke"]
    assert len(revokes) >= 80


@needs_corpus
def test_contradictory_auction_is_reported_not_hidden() -> None:
    # endplay's comment test file: the auction makes North declarer of 5C, the
    # Declarer tag and the opening leader say East. The engine follows the
    # auction (Law 22A) and says so.
    report = replay_file(CORPUS / "endplay/pbn_example4.pbn")
    assert report.unreadable == []
    assert report.contract_mismatches == [
        {
            "file": str(CORPUS / "endplay/pbn_example4.pbn"),
            "board": "1",
            "recorded": "5C by E",
            "computed": "5C by N",
        }
    ]


@needs_corpus
def test_shared_deal_games_play_the_previous_board_and_contradictions_are_listed() -> None:
    # bridge-bots' file gives the board once and then more tables of it. Two of
    # its records contradict themselves and are reported, not smoothed over:
    # board 62's fourth trick fits neither column nor playing order, and board
    # 7's auctions make South declarer where the tags say West.
    path = CORPUS / "bridgebots/shared_deals.pbn"
    report = replay_file(path)
    assert report.boards == 4 and report.unreadable == []
    notes = [r["note"] for r in report.repaired]
    assert notes.count("no board tags: the previous game's board is played again") == 2
    assert [(r["board"], r["recorded"], r["computed"]) for r in report.contract_mismatches] == [
        ("7", "6NT by W", "6NT by S"),
        ("7", "6C by W", "6C by S"),
    ]
    assert any(
        r["board"] == "62" and "North does not hold ♣6" in r["error"] for r in report.illegal
    )


@needs_corpus
@pytest.mark.parametrize(
    "path",
    [
        "endplay/pbn_example1.pbn",
        "endplay/pbn_example2.pbn",
        "bridgebots/sample.pbn",
        "endplay/lin_example1.lin",
        "bridgebots/sample.lin",
        "bridgebots/usbf_sf_14502.lin",
    ],
)
def test_library_files_replay_cleanly(path: str) -> None:
    report = replay_file(CORPUS / path)
    assert report.boards > 0
    assert report.unreadable == []
    assert report.illegal == []
    assert report.score_mismatches == []


@needs_corpus
@pytest.mark.parametrize("path", ["endplay/pbn_example2.pbn", "bridgebots/sample.pbn"])
def test_pbn_written_by_bridgelaws_reads_back_to_the_same_boards(path: str) -> None:
    games = read_pbn(CORPUS / path).games
    tables = [game_to_table(g).table for g in games]
    written = write_pbn([table_to_game(t) for t in tables if t is not None])
    again = [game_to_table(g).table for g in parse_pbn(written).games]
    assert len(again) == len([t for t in tables if t is not None])
    for before, after in zip([t for t in tables if t is not None], again, strict=True):
        assert after is not None
        assert after.record.to_json() == before.record.to_json()
        assert after.report() == before.report()


def _corpus_tables(corpus_report, laws: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """The corpus games whose auction the engine found irregular under ``laws``,
    converted again: (table, irregularity, game) per game."""
    from bridgelaws.formats.convert import convert_games

    wanted = [row for row in corpus_report.illegal if row.get("law") in laws]
    out = []
    for row in wanted:
        for converted in convert_games(read_pbn(row["file"]).games):
            if converted.game.line == row["line"]:
                table = converted.table
                [irregularity] = [i for i in table.irregularities if i.event == row["event"]]
                out.append((table, irregularity, converted.game))
    assert len(out) == len(wanted)
    return out


@needs_corpus
def test_corpus_insufficient_bids_are_ruled_under_law_27(corpus_report) -> None:  # type: ignore[no-untyped-def]
    # Real insufficient bids the records do not mark with ^I: each is recognised
    # as Law 27's; where the LHO called over it, it was accepted (27A1) and the
    # auction ends in the recorded contract.
    found = _corpus_tables(corpus_report, ("18D",))
    assert len(found) >= 20
    accepted = 0
    for table, irregularity, game in found:
        assert irregularity.code == "insufficient_bid"
        if irregularity.accepted:
            accepted += 1
            assert table.contract is not None
            assert table.contract.to_pbn() == game.tags.get("Contract")
    assert accepted >= len(found) - 2


@needs_corpus
def test_corpus_inadmissible_doubles_go_to_the_director_under_law_36(corpus_report) -> None:  # type: ignore[no-untyped-def]
    from bridgelaws.record import DirectorEvent
    from bridgelaws.table import Status

    found = _corpus_tables(corpus_report, ("19A1", "19B1"))
    assert len(found) >= 10
    for table, irregularity, _game in found:
        assert irregularity.code == "inadmissible_double"
        assert table.status is Status.AWAITING_DIRECTOR
        offender = irregularity.offender
        assert offender is not None
        table.apply(DirectorEvent(offender.lho))
        ruling = table.rulings[-1]
        # LHO called over it in every record (the auction went on): 36A
        lho_called = any(
            getattr(table.record.events[i], "by", None) is offender.lho
            for i in irregularity.later_calls
        )
        assert ruling.laws[:2] == (("36", "36A") if lho_called else ("36", "36B"))
        assert table.status is Status.AUCTION


@needs_corpus
def test_corpus_revokes_offender_establishment_transfer_and_result(corpus_report) -> None:  # type: ignore[no-untyped-def]
    # Every ^R revoke: who revoked, in which trick, established under 63A, what
    # Law 64 moved; the result after the transfer agrees with the record's
    # Result, or the row says why not.
    rows = corpus_report.revokes
    assert len(rows) >= 80
    for row in rows:
        assert row["offender"] in ("N", "E", "S", "W")
        assert 1 <= row["trick"] <= 13
        assert row["established"] and any(law.startswith("63A") for law in row["laws"])
        assert row["agrees"] or row["note"] != "agrees"
    assert sum(1 for r in rows if r["transfers"]) >= 20
    # One record gives declarer 12 in 7H although North revoked and his side
    # then took the last trick by the agreed claim: tricks taken by a claim
    # count as won (69A), so Law 64A2 moves it and the result is 13.
    contradicts = {("A1A11111.PBN", "6")}
    # One record (two copies) has dummy revoke in 3NT and declarer then claim
    # 11: no transfer (64B3), but double dummy the revoke won a trick that
    # following suit would have lost, so 64C1 gives it back (revoke_equity)
    contradicts |= {("O1O11313.PBN", "17"), ("O1o11313.pbn", "17")}
    disagree = {
        (Path(r["file"]).name, r["board"])
        for r in rows
        if r["recorded"] is not None and not r["agrees"]
    }
    assert disagree == contradicts
