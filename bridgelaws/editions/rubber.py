"""The rubber edition: the NBB rubber-bridge rulebook (seed 001) on the same engine.

:class:`Rubber` keeps the shared procedure of the auction and the play and
overrides the hooks where the rubber rules differ: the score (rules 27-34,
:mod:`bridgelaws.scoring.rubber`), the irregularities and their penalties
(rules 7-10 and 38-61, :mod:`bridgelaws.irregularities.rubber` and
:mod:`bridgelaws.irregularities.rubber_rules`) and the revoke
penalty (55). A table record with ``"edition": "rubber"`` is judged by it.

The score of one deal. A rubber deal does not score for one side against the
other: each side writes its own entries (27), and honours go to whichever side
holds them (33). So :meth:`Rubber.score` (the hook every edition has) gives
declarer's side's points for the deal without honours, positive when made
(trick points below plus premiums above the line), negative (the defenders'
undertricks) when not; the table's ``score`` is each side's own entries for the
deal, honours included, worked out from the deal (``{"NS": 620, "EW": 100}``);
and the report adds a ``rubber`` field with the entries, above and below the
line, the honours and the PBN ``ScoreRubber`` value. The vulnerability is the
board's, which a :class:`bridgelaws.rubber.Rubber` sets from the games won
(29): a record says it with ``"vulnerable"``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from typing_extensions import override

from bridgelaws.calls import Contract
from bridgelaws.cards import Side
from bridgelaws.editions.base import Edition
from bridgelaws.irregularities.rubber import RubberIrregularities
from bridgelaws.irregularities.rubber_revokes import RubberRevokes
from bridgelaws.irregularities.rubber_rules import RubberMoreRules
from bridgelaws.scoring.rubber import DealScore, declarer_total, honours_in, score_deal
from bridgelaws.table import Status, Table

__all__ = ["Rubber", "deal_score", "score_rubber_tag"]


def deal_score(table: Table) -> DealScore | None:
    """The sheet entries of the deal a finished table played (27-34), honours
    from its deal; ``None`` while it is not over or when it was dealt again."""
    if table.status is Status.PASSED_OUT:
        return DealScore()
    tricks = table.declarer_tricks()
    declarer = table.declarer
    if tricks is None or table.contract is None or declarer is None:
        return None
    contract = table.contract
    deal = table.board.deal
    honours = None
    if deal is not None and deal.is_complete and contract.denomination is not None:
        honours = honours_in(deal, contract.denomination)
    vulnerable = table.board.vulnerability.is_vulnerable(declarer)
    return score_deal(contract, tricks, vulnerable, honours, declarer)


def score_rubber_tag(score: DealScore) -> str:
    """PBN ``ScoreRubber``: above/below the line for each side."""
    return " ".join(f"{s.name} {score.above(s)}/{score.below(s)}" for s in (Side.NS, Side.EW))


class Rubber(RubberRevokes, RubberMoreRules, RubberIrregularities, Edition):
    """The NBB rubber-bridge rules (seed 001)."""

    name: ClassVar[str] = "rubber"

    @override
    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        """Declarer's side's points for the deal, honours aside (30-32, 34)."""
        return declarer_total(contract, tricks, vulnerable)

    @override
    def score_sides(self, table: Table, tricks: int) -> dict[Side, int]:
        """Each side's own entries for the deal, honours included (27, 33)."""
        score = deal_score(table)
        assert score is not None
        return {side: score.total(side) for side in (Side.NS, Side.EW)}

    @override
    def report_fields(self, table: Table, lang: str) -> dict[str, Any]:
        """The report's ``rubber`` field: vulnerability, honours, the entries
        above and below the line, and a new deal if a penalty demanded one."""
        new_deal = next((e for r in table.rulings for e in r.effects if e.kind == "new_deal"), None)
        out: dict[str, Any] = {
            "vulnerable": table.board.vulnerability.value,
            "new_deal": None
            if new_deal is None or new_deal.seat is None
            else {"dealer": new_deal.seat.letter, "rule": new_deal.laws[0]},
        }
        score = None if new_deal is not None else deal_score(table)
        if score is not None:
            honours = next((e for e in score.entries if e.kind.value == "honours"), None)
            deal = table.board.deal
            held = None
            if honours is not None and deal is not None and table.contract is not None:
                assert table.contract.denomination is not None
                found = honours_in(deal, table.contract.denomination)
                held = found.to_json() if found is not None else None
            out.update(score.to_json())
            out["honours"] = held
            out["score_rubber"] = score_rubber_tag(score)
        return {"rubber": out}
