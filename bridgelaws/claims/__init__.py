"""Claims: a machine-readable claim line and the Law 70 adjudication of a claim.

The notation (:func:`parse_line`) is a list of steps separated by ``;`` or ``,``,
each step a few words, case-insensitive; see ``docs/claims.md`` for the whole
grammar. Examples::

    draw trumps; SA SK; ruff C with N; finesse HQ; concede the rest
    run S from N, then cash H
    crossruff; not D

:func:`adjudicate` settles a disputed claim (Law 70) from the remaining cards.
The stated line is followed; every choice the claimer left open is resolved
against him among *normal* plays (careless or inferior, but not irrational: see
``docs/claims.md``); the opponents play double-dummy
(endplay's DDS), and for a defender's claim his partner's choices too go against
him (70D2). An unmentioned outstanding trump (70C) and unstated finesses (70E)
are part of that search. The edition differences (70C2, 70E1, 68D) live in a
small :class:`ClaimPolicy`.

The package has three parts: :mod:`~bridgelaws.claims.notation` (the claim-line
notation), :mod:`~bridgelaws.claims.search` (the search over normal plays) and
:mod:`~bridgelaws.claims.adjudicate` (positions, the award and its reasons);
the double-dummy solver is reached only through :mod:`bridgelaws.dd`.
"""

from bridgelaws.claims.adjudicate import (
    Adjudication,
    Position,
    adjudicate,
    aim_line,
    double_dummy_line,
    position_from_play,
    validate_line,
)
from bridgelaws.claims.notation import ClaimLine, Step, StepKind, parse_line
from bridgelaws.claims.policy import POLICY_2007, POLICY_2017, ClaimPolicy
from bridgelaws.claims.statements import StatementError, read_statement

__all__ = [
    "POLICY_2007",
    "POLICY_2017",
    "Adjudication",
    "ClaimLine",
    "ClaimPolicy",
    "Position",
    "StatementError",
    "Step",
    "StepKind",
    "adjudicate",
    "aim_line",
    "double_dummy_line",
    "parse_line",
    "position_from_play",
    "read_statement",
    "validate_line",
]
