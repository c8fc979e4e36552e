"""A rubber as PBN games: the rubber tags of PBN 2.1 (§4.1.1, §4.2.5, §4.2.6).

Each deal of a :class:`~bridgelaws.rubber.Rubber` becomes one PBN game with
its Dealer, Vulnerable (as the rubber stands, rule 29), Declarer, Contract and
Result, and:

- ``[Competition "Rubber"]`` (``"Chicago"`` for the variant);
- ``[ScoreRubber "NS 100/120 EW 0/0"]``: the deal's points above/below the
  line for each side (honours included, to the side that held them);
- ``[ScoreRubberHistory "NS 0 30/60 EW 0 50/0"]``: the score at the start of
  the deal: points above the line in earlier rubbers (always 0: one rubber),
  above the line in this rubber, then below the line per game (one figure
  per game begun).

A deal dealt again (a new deal by the same dealer) is a game with ``Contract``
and ``Result`` empty and ``[Termination "new deal 39(1)"]``; a rubber ended by
arrangement (35(b)) has ``[Termination "ended by arrangement"]`` on its last
game. Reading back recomputes every deal and checks both score tags against
the result; the honours are what ``ScoreRubber`` holds above the line beyond
the computed premiums (or the full ``Deal``'s). A mismatch names the board.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bridgelaws.calls import Contract, Denomination
from bridgelaws.cards import BridgeError, Deal, InputError, Seat, Side, ascii_number
from bridgelaws.formats.pbn import PbnGame
from bridgelaws.rubber import Chicago, DealResult, Rubber
from bridgelaws.scoring.rubber import Honours, honours_in

__all__ = ["parse_score_rubber", "read_rubber", "rubber_games"]

_SIDES = (Side.NS, Side.EW)
_NEW_DEAL = "new deal"
_ARRANGED = "ended by arrangement"
_SCORE_PAIR = re.compile(r"^(\d+)/(\d+)$")


def _deal_points(rubber: Rubber, number: int) -> dict[Side, tuple[int, int]]:
    """What deal ``number`` put on the sheet for each side, (above, below): its
    own entries (a Chicago game bonus included) and, for the deal that ends the
    rubber, the rubber's bonus (35)."""
    last = rubber.is_over and number == len(rubber.results)
    out = {side: (0, 0) for side in _SIDES}
    for item in rubber.sheet().entries:
        if item.deal == number or (item.deal is None and last):
            above, below = out[item.entry.side]
            points = item.entry.points
            out[item.entry.side] = (
                (above, below + points) if item.entry.below else (above + points, below)
            )
    return out


def _score_rubber(points: dict[Side, tuple[int, int]]) -> str:
    return " ".join(f"{s.name} {points[s][0]}/{points[s][1]}" for s in _SIDES)


def rubber_games(
    rubber: Rubber, event: str = "Rubber", deals: dict[int, Deal] | None = None
) -> list[PbnGame]:
    """One PBN game per deal of ``rubber`` (``deals``: the cards, by deal number)."""
    games: list[PbnGame] = []
    competition = "Chicago" if isinstance(rubber, Chicago) else "Rubber"
    replay = type(rubber)(rubber.first_dealer)
    results = rubber.results
    for number, result in enumerate(results, 1):
        history = _history(replay)
        tags: dict[str, str] = {
            "Event": event,
            "Site": "?",
            "Date": "?",
            "Board": str(number),
            "West": "?",
            "North": "?",
            "East": "?",
            "South": "?",
            "Dealer": replay.dealer.letter,
            "Vulnerable": replay.vulnerability.value,
            "Scoring": competition,
            "Competition": competition,
            "ScoreRubberHistory": history,
        }
        cards = (deals or {}).get(number)
        if cards is not None:
            tags["Deal"] = cards.to_pbn(replay.dealer)
        replay.record(result)
        if not result.counts:
            tags["Termination"] = f"{_NEW_DEAL} {result.new_deal}"
        else:
            contract = result.contract
            tags["Contract"] = contract.to_pbn()
            if not contract.is_passed_out:
                assert contract.declarer is not None
                tags["Declarer"] = contract.declarer.letter
                tags["Result"] = str(result.tricks)
            tags["ScoreRubber"] = _score_rubber(_deal_points(rubber, number))
        if number == len(results) and rubber.ended_by_arrangement:
            tags["Termination"] = _ARRANGED
        games.append(PbnGame(tags=tags))
    return games


def _history(rubber: Rubber) -> str:
    """ScoreRubberHistory at the start of the next deal of ``rubber``."""
    sheet = rubber.sheet()
    parts = []
    for side in _SIDES:
        below = " ".join(str(sheet.below(side, game)) for game in range(1, sheet.game + 1))
        parts.append(f"{side.name} 0 {sheet.above(side)}/{below}")
    return " ".join(parts)


def parse_score_rubber(text: str, declarer: Seat | None = None) -> dict[Side, tuple[int, int]]:
    """A ``ScoreRubber`` value in any of the five Score formats (§4.2.1):
    ``{side: (above, below)}``; a bare ``a/b`` is declarer's side's."""
    words = text.split()
    out: dict[Side, tuple[int, int]] = {}
    if len(words) == 1:
        if declarer is None:
            raise InputError(
                "ScoreRubber {value}: a bare score needs the declarer", value=repr(text)
            )
        words = [declarer.side.name, words[0]]
    if len(words) not in (2, 4):
        raise InputError("ScoreRubber {value}: expected e.g. 'NS 100/120 EW 0/0'", value=repr(text))
    for side_word, value in zip(words[::2], words[1::2], strict=True):
        side = Side.parse(side_word)
        match = _SCORE_PAIR.match(value)
        if match is None:
            raise InputError(
                "ScoreRubber {value}: {part} is not above/below", value=repr(text), part=repr(value)
            )
        out[side] = (int(match.group(1)), int(match.group(2)))
    return out


def read_rubber(games: Iterable[PbnGame]) -> Rubber:
    """The rubber the games record, in order; checks the score tags."""
    rubber: Rubber | None = None
    for game in games:
        tags = game.tags
        where = InputError(
            "board {board}, line {line}", board=tags.get("Board", "?"), line=game.line
        )
        try:
            if rubber is None:
                kind = tags.get("Competition", "Rubber").strip().lower()
                cls = Chicago if kind == "chicago" else Rubber
                rubber = cls(Seat.parse(tags.get("Dealer", "N")))
            _read_game(rubber, tags)
        except BridgeError as exc:
            raise InputError("{where}: {problem}", where=where, problem=exc) from None
    if rubber is None:
        raise InputError("no games: a rubber needs at least one deal")
    return rubber


def _read_game(rubber: Rubber, tags: dict[str, str]) -> None:
    dealer = tags.get("Dealer", "")
    if dealer and Seat.parse(dealer) is not rubber.dealer:
        raise InputError(
            "Dealer {dealer} but the rubber has {seat} to deal", dealer=dealer, seat=rubber.dealer
        )
    vulnerable = tags.get("Vulnerable", "")
    if vulnerable and vulnerable != rubber.vulnerability.value:
        raise InputError(
            "Vulnerable {value} but the games won make it {expected}",
            value=vulnerable,
            expected=rubber.vulnerability.value,
        )
    history = tags.get("ScoreRubberHistory")
    if history and " ".join(history.split()) != _history(rubber):
        raise InputError(
            "ScoreRubberHistory {value}; the rubber gives {expected}",
            value=repr(history),
            expected=repr(_history(rubber)),
        )
    termination = tags.get("Termination", "")
    if termination.startswith(_NEW_DEAL):
        rubber.new_deal(termination[len(_NEW_DEAL) :].strip() or "10")
        return
    contract = Contract.parse(tags.get("Contract", ""))
    arranged = termination == _ARRANGED
    if contract.is_passed_out:
        rubber.pass_out()
    else:
        contract = contract.with_declarer(Seat.parse(tags.get("Declarer", "")))
        result = tags.get("Result", "")
        tricks = ascii_number(result, 2)
        if tricks is None:
            raise InputError("Result {value} is not a number of tricks", value=repr(result[:20]))
        honours = _honours(rubber, contract, tricks, tags, arranged)
        rubber.record(DealResult(contract, tricks, honours))
    if arranged:
        rubber.end_by_arrangement()
    if tags.get("ScoreRubber"):
        given = parse_score_rubber(tags["ScoreRubber"], contract.declarer)
        points = _deal_points(rubber, len(rubber.results))
        for side, pair in given.items():
            if pair != points[side]:
                raise InputError(
                    "ScoreRubber {value}: the rubber gives {expected}",
                    value=repr(tags["ScoreRubber"]),
                    expected=repr(_score_rubber(points)),
                )


def _honours(
    rubber: Rubber, contract: Contract, tricks: int, tags: dict[str, str], arranged: bool
) -> Honours | None:
    """The honours: from the full deal when given, else what ScoreRubber holds
    above the line beyond the computed premiums."""
    assert contract.denomination is not None and contract.declarer is not None
    deal_text = tags.get("Deal", "")
    if deal_text and deal_text != "?":
        deal = Deal.from_pbn(deal_text)
        if deal.is_complete:
            return honours_in(deal, contract.denomination)
    if not tags.get("ScoreRubber"):
        return None
    given = parse_score_rubber(tags["ScoreRubber"], contract.declarer)
    trial = Rubber.from_json(rubber.to_json())  # the deal without honours
    trial.record(DealResult(contract, tricks))
    if arranged:
        trial.end_by_arrangement()
    plain = _deal_points(trial, len(trial.results))
    for side, (above, _below) in given.items():
        extra = above - plain[side][0]
        if extra in (100, 150):
            notrump = contract.denomination is Denomination.NOTRUMP
            if notrump and extra != 150:
                raise InputError(
                    "ScoreRubber: {extra} for honours at no-trump (only 150)", extra=extra
                )
            return Honours(None, side, 4 if notrump or extra == 100 else 5, notrump)
        if extra:
            raise InputError(
                "ScoreRubber: {side} has {extra} above the line that no entry explains",
                side=side,
                extra=extra,
            )
    return None
