"""Scoring: Law 77 duplicate scores and the Law 78 methods."""

from bridgelaws.scoring.duplicate import score, score_for_side
from bridgelaws.scoring.imps import IMP_SCALE, imps

__all__ = ["IMP_SCALE", "imps", "score", "score_for_side"]
