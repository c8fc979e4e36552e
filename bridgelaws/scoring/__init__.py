"""Scoring: Law 77 duplicate scores, Law 12 adjusted scores and the Law 78
methods (matchpoints with Neuberg, IMPs for teams, cross-IMPs, Butler, total
points, victory points), Laws 86 and 87."""

from bridgelaws.scoring.adjusted import (
    AdjustedScoreSettings,
    Artificial,
    ArtificialScore,
    BoardResult,
    Fault,
    PenaltyUnit,
    ProceduralPenalty,
    WeightedScore,
)
from bridgelaws.scoring.duplicate import score, score_for_side
from bridgelaws.scoring.imps import IMP_SCALE, imps
from bridgelaws.scoring.methods import (
    ButlerSettings,
    ImpMethod,
    butler_imps,
    cross_imps,
    discrete_victory_points,
    matchpoints,
    neuberg,
    one_table_result,
    score_board_imps,
    score_board_matchpoints,
    score_fouled_board,
    several_results,
    team_board_imps,
    victory_points,
)

__all__ = [
    "IMP_SCALE",
    "AdjustedScoreSettings",
    "Artificial",
    "ArtificialScore",
    "BoardResult",
    "ButlerSettings",
    "Fault",
    "ImpMethod",
    "PenaltyUnit",
    "ProceduralPenalty",
    "WeightedScore",
    "butler_imps",
    "cross_imps",
    "discrete_victory_points",
    "imps",
    "matchpoints",
    "neuberg",
    "one_table_result",
    "score",
    "score_board_imps",
    "score_board_matchpoints",
    "score_for_side",
    "score_fouled_board",
    "several_results",
    "team_board_imps",
    "victory_points",
]
