"""Scoring a stored event: travellers, rankings, score cards, team matches.

Nothing here decides how a board is scored: each board goes through the Law 78
methods of :mod:`bridgelaws.scoring` (``score_board_matchpoints``,
``score_board_imps``, ``team_board_imps``, ``victory_points``, ...). This
module decides *which* results are compared and how the boards add up.

Pairs and individuals
    Every result on a board is compared with every other result on it.
    ``expected`` (the times a board should be played) defaults to the most
    times any board of the event was played; a board with fewer results is
    Neuberg-scaled to that top (``mp_form="neuberg"``, see
    :func:`bridgelaws.scoring.methods.neuberg`), so that all boards have the
    same top and a contestant's percentage is his matchpoints over his tops.
    ``mp_form="field"`` publishes (MP + 1) / 2n per board, the limit of
    Neuberg for an unbounded field, as multi-centre simultaneous events do.
    A contestant's session result is his mean percentage over the boards he
    played (his matchpoints over his tops), less procedural penalties (Law 90).

Adjusted scores
    Assigned, weighted and split scores are scored by the methods among the
    table results. Artificial scores (12C2) take no part in the comparisons;
    12C2(c) needs the contestant's own result on the *other* boards, so each
    contestant's percentage (or IMPs per board) over his boards without an
    artificial score is worked out first and then handed to
    :class:`~bridgelaws.scoring.adjusted.Artificial`. In an individual event
    the two partners may so get different figures for one board.

Teams
    In a match the home team sits NS in the open room and EW in the closed
    room; each board is scored with ``team_board_imps`` (12C4 in a knockout).
    A board with a result in one room only is not scored but listed: Law 86B1
    asks the director for an adjusted score at the other table. Match IMPs
    less IMP penalties become victory points on the WBF scale for the number
    of boards scored; teams are ranked on VPs.

Ranks: contestants with equal results (to 1e-6) share the better rank,
shown as ``3=``. In a Mitchell movement (no pair ever sits both ways) the NS
and EW pairs are ranked separately.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from bridgelaws.cards import BridgeError, InputError
from bridgelaws.events.outcomes import Stored
from bridgelaws.events.store import (
    BoardInfo,
    EventData,
    MatchInfo,
    ParticipantInfo,
    PenaltyInfo,
    ResultInfo,
)
from bridgelaws.scoring.adjusted import (
    AdjustedScoreSettings,
    Artificial,
    ArtificialScore,
    BoardResult,
    Outcome,
    ProceduralPenalty,
    WeightedScore,
    penalised_percentage,
)
from bridgelaws.scoring.methods import (
    ImpMethod,
    discrete_victory_points,
    matchpoints,
    neuberg,
    score_board_imps,
    score_board_matchpoints,
    team_board_imps,
    total_points,
    victory_points,
)

__all__ = [
    "CardLine",
    "EventScores",
    "Line",
    "MatchBoard",
    "MatchScore",
    "Standing",
    "rank_label",
    "score_event",
]

_IMP_METHODS: Final = {
    "cross-imps": ImpMethod.CROSS_AVERAGE,
    "cross-imps-total": ImpMethod.CROSS,
    "butler": ImpMethod.BUTLER,
}
#: Results closer than this are equal for ranking (float sums in another order).
_TIE: Final = 1e-6


@dataclass
class Line:
    """One result on a board's traveller, with what each side scored."""

    result: ResultInfo
    board: BoardInfo
    #: Matchpoints (top-2 units), IMPs or points of each side; ``None`` for a
    #: closed-room line (the match board carries the IMPs).
    ns: float | None = None
    ew: float | None = None
    #: Matchpoint events: the top of the board and each side's percentage.
    top: float | None = None
    ns_percent: float | None = None
    ew_percent: float | None = None

    @property
    def ns_points(self) -> float | None:
        """NS points shown on the traveller (weighted: the weighted mean)."""
        return _points(self.result.ns_outcome)

    @property
    def ew_points(self) -> float | None:
        """The points EW are scored on, as NS points (differs when split)."""
        return _points(self.result.ew_outcome)

    @property
    def adjusted(self) -> bool:
        return self.result.kind != "table"


@dataclass
class CardLine:
    """One board on a contestant's personal score card."""

    board: int
    direction: str
    #: Participant ids of the opponents (a pair, or two players; ``None`` for none).
    opponents: tuple[int | None, ...]
    line: Line
    #: The contestant's own matchpoints / IMPs on the board (``None``: counted
    #: on the match board, see the other room).
    score: float | None
    percent: float | None = None
    #: Individual events: the partner at this table (participant id).
    partner: int | None = None


@dataclass
class Standing:
    """A contestant's place in a ranking."""

    rank: int
    tied: bool
    participant: ParticipantInfo
    #: Total matchpoints, IMPs, points or VPs (see :attr:`EventScores.unit`).
    total: float
    boards: int
    percent: float | None = None
    penalty: float = 0.0
    #: ``NS`` / ``EW`` when a Mitchell event is ranked by direction.
    direction: str | None = None
    #: Teams: IMPs won and lost over all matches.
    imps_for: float | None = None
    imps_against: float | None = None

    @property
    def label(self) -> str:
        return rank_label(self.rank, self.tied)


@dataclass
class MatchBoard:
    """One board of a team match."""

    board: BoardInfo
    open: Line | None
    closed: Line | None
    home: float | None = None
    away: float | None = None


@dataclass
class MatchScore:
    """A team match: IMPs board by board, totals and victory points."""

    match: MatchInfo
    home: ParticipantInfo
    away: ParticipantInfo
    boards: list[MatchBoard] = field(default_factory=list)
    #: Gross IMPs: what each team won on the boards it won (``home_against``:
    #: what it lost on the others; equal to ``away_imps`` unless a split score
    #: made a board non-balancing).
    home_imps: float = 0.0
    away_imps: float = 0.0
    home_against: float = 0.0
    away_against: float = 0.0
    home_penalty: float = 0.0
    away_penalty: float = 0.0
    home_vp: float = 0.0
    away_vp: float = 0.0
    #: Boards with a result in one room only (Law 86B1: needs the director).
    incomplete: list[int] = field(default_factory=list)

    @property
    def scored(self) -> int:
        return sum(1 for b in self.boards if b.home is not None)


@dataclass
class EventScores:
    """The scored event."""

    data: EventData
    #: ``MP``, ``IMP``, ``points`` or ``VP``: what :attr:`Standing.total` counts.
    unit: str
    #: board number -> lines, best NS score first.
    travellers: dict[int, list[Line]]
    ranking: list[Standing]
    #: participant id -> the boards of his score card.
    cards: dict[int, list[CardLine]]
    matches: list[MatchScore] = field(default_factory=list)
    #: Expected results per board (matchpoint top is 2 (N - 1)).
    expected: int = 0

    def standing(self, number: int) -> Standing:
        for standing in self.ranking:
            if standing.participant.number == number:
                return standing
        raise InputError("participant {number} is not ranked (no results)", number=number)


def rank_label(rank: int, tied: bool) -> str:
    return f"{rank}=" if tied else str(rank)


def _points(outcome: Stored) -> float | None:
    if isinstance(outcome, ArtificialScore):
        return None
    if isinstance(outcome, WeightedScore):
        return float(outcome.mean)
    return float(outcome)


def _outcome(stored: Stored, session: float | None = None) -> Outcome:
    if isinstance(stored, ArtificialScore):
        return Artificial(stored, session)
    return stored


def _rank(entries: Sequence[tuple[float, ParticipantInfo]]) -> list[tuple[int, bool]]:
    """Ranks (1 = best, highest value) with ties shared; in the order given."""
    values = [round(value / _TIE) for value, _ in entries]
    ordered = sorted(values, reverse=True)
    first: dict[int, int] = {}
    count: dict[int, int] = defaultdict(int)
    for index, value in enumerate(ordered):
        first.setdefault(value, index + 1)
        count[value] += 1
    return [(first[v], count[v] > 1) for v in values]


def score_event(data: EventData) -> EventScores:
    """Score the whole event from its stored results."""
    if data.settings.kind == "teams":
        return _score_teams(data)
    return _score_pairs(data)


# -- pairs and individuals -----------------------------------------------------------


def _by_board(data: EventData) -> dict[int, list[ResultInfo]]:
    boards: dict[int, list[ResultInfo]] = defaultdict(list)
    for result in data.results:
        boards[result.board].append(result)
    return boards


def _score_pairs(data: EventData) -> EventScores:
    settings = data.settings
    method = settings.method
    by_board = _by_board(data)
    expected = settings.expected or max((len(r) for r in by_board.values()), default=0)
    field_form = method == "mp" and settings.mp_form == "field"
    travellers: dict[int, list[Line]] = {}
    for board_id, results in sorted(by_board.items(), key=lambda item: data.boards[item[0]].number):
        board = data.boards[board_id]
        # best NS score first; an artificial score (no points) last
        results = sorted(results, key=_traveller_order)
        lines = [Line(result, board) for result in results]
        top = max(expected, len(results))
        # Law 87B: a fouled board is scored within each group of tables that
        # played the same form, every group on the board's full top (Neuberg)
        groups: dict[str, list[Line]] = defaultdict(list)
        for line in lines:
            groups[line.result.version or ""].append(line)
        for group in groups.values():
            _score_lines(group, top, field_form, data)
        travellers[board.number] = lines

    # 12C2(c): each contestant's figure on his boards without an artificial score
    mp = method == "mp"
    own_sum: dict[int, float] = defaultdict(float)
    own_count: dict[int, int] = defaultdict(int)
    for lines in travellers.values():
        for line in lines:
            result = line.result
            if not isinstance(result.ns_outcome, ArtificialScore):
                value = (line.ns_percent if mp else line.ns) or 0.0
                for who in (result.ns, result.ns_partner):
                    if who is not None:
                        own_sum[who] += value
                        own_count[who] += 1
            if not isinstance(result.ew_outcome, ArtificialScore):
                value = (line.ew_percent if mp else line.ew) or 0.0
                for who in (result.ew, result.ew_partner):
                    if who is not None:
                        own_sum[who] += value
                        own_count[who] += 1
    session = {who: own_sum[who] / count for who, count in own_count.items()}

    cards: dict[int, list[CardLine]] = defaultdict(list)
    directions: dict[int, set[str]] = defaultdict(set)
    for number, lines in travellers.items():
        for line in lines:
            result = line.result
            ns_side = (result.ns, result.ns_partner)
            ew_side = (result.ew, result.ew_partner)
            for direction, side, others, stored in (
                ("NS", ns_side, ew_side, result.ns_outcome),
                ("EW", ew_side, ns_side, result.ew_outcome),
            ):
                for who in side:
                    if who is None:
                        continue
                    partner = side[1] if who == side[0] else side[0]
                    if isinstance(stored, ArtificialScore):
                        # an individual's partners may differ; the traveller keeps the last
                        _artificial(line, direction, stored, session.get(who), data, len(lines))
                    if direction == "NS":
                        got, percent = line.ns, line.ns_percent
                    else:
                        got, percent = line.ew, line.ew_percent
                    cards[who].append(
                        CardLine(number, direction, others, line, got, percent, partner)
                    )
                    directions[who].add(direction)
    ranking = _pairs_ranking(data, cards, directions, expected)
    unit = {"mp": "MP", "total": "points"}.get(method, "IMP")
    return EventScores(data, unit, travellers, ranking, dict(cards), expected=expected)


def _score_lines(lines: list[Line], top: int, field_form: bool, data: EventData) -> None:
    """Score the lines of one board (or of one group of a fouled board)."""
    settings = data.settings
    method = settings.method
    if method == "mp":
        _board_matchpoints(lines, top, field_form, data)
        return
    results = [line.result for line in lines]
    outcomes = [BoardResult(_outcome(r.ns_outcome), _outcome(r.ew_outcome)) for r in results]
    if method == "total":
        for line, outcome in zip(lines, outcomes, strict=True):
            line.ns = total_points([outcome.ns])
            line.ew = -total_points([outcome.ew])
        return
    scored = score_board_imps(
        outcomes,
        _IMP_METHODS[method],
        butler=settings.butler,
        settings=settings.adjusted,
    )
    for line, imp in zip(lines, scored, strict=True):
        line.ns, line.ew = imp.ns, imp.ew


def _traveller_order(result: ResultInfo) -> float:
    points = _points(result.ns_outcome)
    return -points if points is not None else float("inf")


def _board_matchpoints(
    lines: list[Line],
    expected: int,
    field_form: bool,
    data: EventData,
) -> None:
    settings = data.settings.adjusted
    results = [line.result for line in lines]
    if all(r.kind == "table" for r in results) and not field_form:
        # Only table results: what score_board_matchpoints does for them (78A
        # once per direction, Neuberg when fewer than expected), without
        # building a BoardResult for each of a thousand tables.
        points = [r.ns_outcome for r in results]
        assert all(isinstance(p, int) for p in points)
        raw = matchpoints(points)  # type: ignore[arg-type]
        n, top = len(points), 2 * (expected - 1)
        for line, unit in zip(lines, raw, strict=True):
            ns = neuberg(unit, n, expected) if n < expected else float(unit)
            ew = 2 * (expected - 1) - ns
            line.ns, line.ew, line.top = ns, ew, top
            line.ns_percent = 100 * ns / top if top else 50.0
            line.ew_percent = 100 * ew / top if top else 50.0
        return
    outcomes = [BoardResult(_outcome(r.ns_outcome), _outcome(r.ew_outcome)) for r in results]
    if not field_form:
        scored = score_board_matchpoints(outcomes, expected=expected, settings=settings)
        for line, mp in zip(lines, scored, strict=True):
            line.ns, line.ew, line.top = mp.ns, mp.ew, mp.top
            line.ns_percent, line.ew_percent = mp.ns_percent, mp.ew_percent
        return
    # (MP + 1) / 2n in each direction, among the scores of that direction
    for side in ("NS", "EW"):
        played = [
            index
            for index, o in enumerate(outcomes)
            if not isinstance(o.ns if side == "NS" else o.ew, Artificial)
        ]
        if not played:
            continue
        scored = score_board_matchpoints([outcomes[i] for i in played], settings=settings)
        n = len(played)
        for index, mp in zip(played, scored, strict=True):
            got = mp.ns if side == "NS" else mp.ew
            line = lines[index]
            line.top = 2 * (n - 1)
            if side == "NS":
                line.ns, line.ns_percent = got, 100 * (got + 1) / (2 * n)
            else:
                line.ew, line.ew_percent = got, 100 * (got + 1) / (2 * n)


def _artificial(
    line: Line,
    direction: str,
    kind: ArtificialScore,
    session: float | None,
    data: EventData,
    results: int,
) -> None:
    """Give an artificial score its value, 12C2(c) with the contestant's session."""
    settings = data.settings
    artificial = Artificial(kind, session)
    if settings.method == "mp":
        percent = artificial.percent(settings.adjusted)
        top = line.top if line.top is not None else 2 * (results - 1)
        units = percent * top / 100
        if direction == "NS":
            line.ns, line.ns_percent = units, percent
        else:
            line.ew, line.ew_percent = units, percent
        line.top = top
        return
    value = artificial.imps(settings.adjusted)
    if settings.method == "cross-imps-total":
        value *= results - 1  # once per comparison, as score_board_imps counts it
    if direction == "NS":
        line.ns = value
    else:
        line.ew = value


def _penalties_by(data: EventData) -> dict[int, list[PenaltyInfo]]:
    found: dict[int, list[PenaltyInfo]] = defaultdict(list)
    for penalty in data.penalties:
        found[penalty.participant].append(penalty)
    return found


def _pairs_ranking(
    data: EventData,
    cards: dict[int, list[CardLine]],
    directions: dict[int, set[str]],
    expected: int,
) -> list[Standing]:
    method = data.settings.method
    penalties = _penalties_by(data)
    full_top = 2 * (expected - 1)
    standings: list[Standing] = []
    for who, lines in cards.items():
        participant = data.participants[who]
        total = sum(line.score or 0.0 for line in lines)
        own = [ProceduralPenalty(p.amount, p.unit, p.reason) for p in penalties.get(who, [])]
        standing = Standing(0, False, participant, total, len(lines))
        if method == "mp":
            tops = sum(line.line.top or 0.0 for line in lines)
            percent = sum(line.percent or 0.0 for line in lines) / len(lines)
            if own:
                top = tops / len(lines) if tops else float(full_top)
                if top > 0:
                    standing.penalty = sum(p.matchpoints(top) for p in own)
                    percent = penalised_percentage(percent, own, top=top, boards=len(lines))
                standing.total = total - standing.penalty
            standing.percent = percent
        elif own:
            standing.penalty = sum(p.imps() for p in own)
            standing.total = total - standing.penalty
        standings.append(standing)
    # Mitchell: nobody sat both ways and both ways were sat: two rankings
    split = (
        all(len(d) == 1 for d in directions.values())
        and len({next(iter(d)) for d in directions.values()}) == 2
    )
    groups: dict[str | None, list[Standing]] = defaultdict(list)
    for standing in standings:
        direction = next(iter(directions[standing.participant.id])) if split else None
        standing.direction = direction
        groups[direction].append(standing)
    ranked: list[Standing] = []
    # North-South first, then East-West (a single field has no direction)
    for direction in sorted(groups, key=lambda d: ("NS", "EW", None).index(d)):
        members = groups[direction]
        ranks = _rank([(_ranked_value(s, method), s.participant) for s in members])
        for standing, (rank, tied) in zip(members, ranks, strict=True):
            standing.rank, standing.tied = rank, tied
        ranked.extend(sorted(members, key=lambda s: (s.rank, s.participant.number)))
    return ranked


def _ranked_value(standing: Standing, method: str) -> float:
    if method == "mp":
        return standing.percent or 0.0
    return standing.total


# -- teams ----------------------------------------------------------------------------


def _score_teams(data: EventData) -> EventScores:
    settings = data.settings
    rooms: dict[tuple[int, int], dict[str, ResultInfo]] = defaultdict(dict)
    for result in data.results:
        if result.match is None or result.room is None:
            continue
        rooms[(result.match, result.board)][result.room] = result
    travellers: dict[int, list[Line]] = defaultdict(list)
    matches: list[MatchScore] = []
    cards: dict[int, list[CardLine]] = defaultdict(list)
    penalties = [p for p in data.penalties if p.match is not None]
    for match in sorted(data.matches.values(), key=lambda m: ((m.round or 0), m.id)):
        score = MatchScore(match, data.participants[match.home], data.participants[match.away])
        keys = sorted(
            (key for key in rooms if key[0] == match.id), key=lambda k: data.boards[k[1]].number
        )
        for _, board_id in keys:
            board = data.boards[board_id]
            pair = rooms[(match.id, board_id)]
            open_line = Line(pair["open"], board) if "open" in pair else None
            closed_line = Line(pair["closed"], board) if "closed" in pair else None
            for line in (open_line, closed_line):
                if line is not None:
                    travellers[board.number].append(line)
            score.boards.append(MatchBoard(board, open_line, closed_line))
            if open_line is None or closed_line is None:
                score.incomplete.append(board.number)
        _match_imps(score, settings.adjusted, sessions=None)
        sessions = _team_sessions(score)
        _match_imps(score, settings.adjusted, sessions=sessions)
        for penalty in penalties:
            if penalty.match != match.id:
                continue
            amount = ProceduralPenalty(penalty.amount, penalty.unit).imps()
            if penalty.participant == match.home:
                score.home_penalty += amount
            elif penalty.participant == match.away:
                score.away_penalty += amount
        _match_totals(score, settings.vp_scale)
        _team_cards(score, cards)
        matches.append(score)
    ranking = _teams_ranking(data, matches)
    return EventScores(data, "VP", dict(travellers), ranking, dict(cards), matches)


def _match_totals(score: MatchScore, scale: str) -> None:
    """Gross IMPs each way and the VPs of the two teams (78D).

    A board's IMPs are won by one team: ``item.home`` is the home team's net
    on it (``+6``: home won 6, ``-6``: away won 6). Each team's VPs come from
    its own net margin, so the scale sees the match's real margin (not the
    winner's IMPs less the loser's negative net, which doubles it). A split
    score (12C1(e)) can make a board non-balancing and a Law 90 IMP penalty
    comes off the offender's margin only; then the VPs need not sum to 20.
    """
    home = [b.home for b in score.boards if b.home is not None]
    away = [b.away for b in score.boards if b.away is not None]
    score.home_imps = sum(max(v, 0.0) for v in home)
    score.home_against = sum(max(-v, 0.0) for v in home)
    score.away_imps = sum(max(v, 0.0) for v in away)
    score.away_against = sum(max(-v, 0.0) for v in away)
    if not score.scored:
        return
    home_margin = sum(home) - score.home_penalty
    away_margin = sum(away) - score.away_penalty
    if scale == "discrete":
        score.home_vp = float(discrete_victory_points(home_margin, score.scored)[0])
        score.away_vp = float(discrete_victory_points(away_margin, score.scored)[0])
    else:
        score.home_vp = victory_points(home_margin, score.scored)[0]
        score.away_vp = victory_points(away_margin, score.scored)[0]


def _match_imps(
    score: MatchScore, settings: AdjustedScoreSettings, sessions: dict[str, float] | None
) -> None:
    home_session = sessions.get("home") if sessions else None
    away_session = sessions.get("away") if sessions else None
    for item in score.boards:
        if item.open is None or item.closed is None:
            continue
        o, c = item.open.result, item.closed.result
        if sessions is not None and not any(
            isinstance(x, ArtificialScore)
            for x in (o.ns_outcome, o.ew_outcome, c.ns_outcome, c.ew_outcome)
        ):
            continue  # nothing changes with the session figures
        # home sits NS in the open room and EW in the closed room
        open_room = BoardResult(
            _outcome(o.ns_outcome, home_session), _outcome(o.ew_outcome, away_session)
        )
        closed_room = BoardResult(
            _outcome(c.ns_outcome, away_session), _outcome(c.ew_outcome, home_session)
        )
        try:
            home, away = team_board_imps(
                open_room, closed_room, settings=settings, knockout=score.match.knockout
            )
        except BridgeError as exc:
            raise InputError(
                "match {match}, board {board}: {problem}",
                match=score.match.id,
                board=item.board.number,
                problem=exc,
            ) from None
        item.home, item.away = home, away
        # each room's line shows the IMPs of the teams sitting there
        item.open.ns, item.open.ew = home, away
        item.closed.ns, item.closed.ew = away, home


def _team_sessions(score: MatchScore) -> dict[str, float]:
    """12C2(c) for teams: each team's IMPs per board on the match's other
    boards, those where it has no artificial score."""
    figures: dict[str, list[float]] = {"home": [], "away": []}
    for item in score.boards:
        if item.open is None or item.closed is None or item.home is None or item.away is None:
            continue
        o, c = item.open.result, item.closed.result
        if not isinstance(o.ns_outcome, ArtificialScore) and not isinstance(
            c.ew_outcome, ArtificialScore
        ):
            figures["home"].append(item.home)
        if not isinstance(c.ns_outcome, ArtificialScore) and not isinstance(
            o.ew_outcome, ArtificialScore
        ):
            figures["away"].append(item.away)
    return {side: sum(v) / len(v) for side, v in figures.items() if v}


def _team_cards(score: MatchScore, cards: dict[int, list[CardLine]]) -> None:
    home, away = score.home, score.away
    for item in score.boards:
        for line, room in ((item.open, "open"), (item.closed, "closed")):
            if line is None:
                continue
            home_direction = "NS" if room == "open" else "EW"
            away_direction = "EW" if room == "open" else "NS"
            first = room == "open"
            cards[home.id].append(
                CardLine(
                    item.board.number,
                    home_direction,
                    (away.id,),
                    line,
                    item.home if first else None,
                )
            )
            cards[away.id].append(
                CardLine(
                    item.board.number,
                    away_direction,
                    (home.id,),
                    line,
                    item.away if first else None,
                )
            )


def _teams_ranking(data: EventData, matches: Iterable[MatchScore]) -> list[Standing]:
    totals: dict[int, Standing] = {}
    for match in matches:
        for team, vp, imps_for, imps_against, penalty in (
            (match.home, match.home_vp, match.home_imps, match.home_against, match.home_penalty),
            (match.away, match.away_vp, match.away_imps, match.away_against, match.away_penalty),
        ):
            standing = totals.setdefault(
                team.id, Standing(0, False, team, 0.0, 0, imps_for=0.0, imps_against=0.0)
            )
            standing.total += vp
            standing.boards += match.scored
            standing.imps_for = (standing.imps_for or 0.0) + imps_for
            standing.imps_against = (standing.imps_against or 0.0) + imps_against
            standing.penalty += penalty
    members = list(totals.values())
    ranks = _rank([(s.total, s.participant) for s in members])
    for standing, (rank, tied) in zip(members, ranks, strict=True):
        standing.rank, standing.tied = rank, tied
    return sorted(members, key=lambda s: (s.rank, s.participant.number))
