"""Replay on a Dask distributed cluster gives the local report (spec §5), row for row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cards import InputError
from bridgelaws.cli import app, sample_path
from bridgelaws.cluster import replay_on_cluster
from bridgelaws.replay import find_files, replay

distributed = pytest.importorskip("distributed")

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"

DAMAGED = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T9"]
*
"""


def _inputs(tmp_path: Path) -> list[Path]:
    """A few corpus files with findings of every kind, or the sample and a damaged
    file when the corpus is absent."""
    damaged = tmp_path / "damaged.pbn"
    damaged.write_text(DAMAGED, encoding="utf-8")
    if CORPUS.is_dir():
        pbn = find_files([CORPUS / "pbn-files"])
        lin = find_files([CORPUS / "bbo-vugraph"])
        return [*pbn[::150], *lin[:3], CORPUS / "endplay", damaged]
    return [sample_path(), damaged]


def _without_timing(report: dict[str, object]) -> dict[str, object]:
    report.pop("boards_per_second")
    return report


@pytest.fixture(scope="module")
def local_cluster():  # type: ignore[no-untyped-def]
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    )
    yield cluster
    cluster.close()


def test_cluster_replay_equals_local_replay(local_cluster, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    inputs = _inputs(tmp_path)
    local = _without_timing(replay(inputs).to_json())
    ticks: list[tuple[int, int]] = []
    remote = replay_on_cluster(
        inputs,
        address=local_cluster.scheduler_address,
        chunk_size=2,
        progress=lambda done, total: ticks.append((done, total)),
    )
    assert _without_timing(remote.to_json()) == local
    assert local["boards"] and local["unreadable"]  # the comparison covers findings
    if CORPUS.is_dir():
        assert local["illegal"] and local["score_mismatches"] and local["contract_mismatches"]
    total = len(find_files(inputs))
    assert ticks[-1] == (total, total)
    assert [done for done, _ in ticks] == sorted(done for done, _ in ticks)


def test_cli_replay_cluster_json_equals_local(local_cluster, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    inputs = [str(p) for p in _inputs(tmp_path)]
    runner = CliRunner()
    local = runner.invoke(app, ["replay", "--json", "--jobs", "1", *inputs])
    remote = runner.invoke(
        app, ["replay", "--json", "--cluster", local_cluster.scheduler_address, *inputs]
    )
    assert remote.exit_code == local.exit_code == 1
    assert _without_timing(json.loads(remote.stdout)) == _without_timing(json.loads(local.stdout))


def test_unreachable_scheduler_is_a_clear_error() -> None:
    with pytest.raises(InputError, match="cannot reach the Dask scheduler at tcp://127"):
        replay_on_cluster([sample_path()], address="tcp://127.0.0.1:9")
    result = CliRunner().invoke(app, ["replay", "--cluster", "tcp://127.0.0.1:9", "--lang", "en"])
    assert result.exit_code == 2
    assert "cannot reach the Dask scheduler" in result.output
    assert "Traceback" not in result.output
