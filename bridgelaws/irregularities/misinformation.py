"""Calls changed after misinformation (Law 21B1a, 21B2) in the auction.

A change is an information event (``{"by": "S", "change": "X", "of": 4}``):
the director found that the call at ``of`` could well have been influenced by
misinformation, and the player changed it. The table is judged with the new
call in place of the old one, at the moment the old one was made (the
auction continues from the changed call); the record keeps both. The
director's judgment of damage afterwards (21B3, 12B1) is the judgment layer's
(:mod:`bridgelaws.judgment`).

A change that the Laws do not allow is kept in the record without effect,
and the report says why: only the player who made the call may change it;
under 21B1a only while his partner has not called since (21B2: the left-hand
opponent of a player who changed a call may change any later call of his);
and only in the auction period, before the opening lead is faced.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bridgelaws.calls import Call
from bridgelaws.cards import BridgeError, Seat
from bridgelaws.record import CallEvent, CardEvent, Event, InfoEvent
from bridgelaws.rulings import Message


@dataclass(frozen=True)
class Change:
    """A permitted change: the call at ``of`` becomes ``call`` (event ``at``)."""

    at: int
    of: int
    by: Seat
    first: Call
    call: Call
    law: str


@dataclass(frozen=True)
class Refused:
    """A change the Laws do not allow (event ``at``), and why."""

    at: int
    by: Seat
    reason: Message


def has_changes(events: Sequence[Event]) -> bool:
    return any(type(e) is InfoEvent and e.kind == "change" for e in events)


def changes(events: Sequence[Event], prefix: int = 0) -> tuple[list[Change], list[Refused]]:
    """The permitted changes of ``events`` in order, and the refused ones."""
    done: list[Change] = []
    refused: list[Refused] = []
    for at, event in enumerate(events):
        if type(event) is not InfoEvent or event.kind != "change":
            continue
        seat = event.by.name.title()
        target = events[event.of] if 0 <= event.of < at else None
        if not isinstance(target, CallEvent) or target.by is not event.by:
            refused.append(
                Refused(
                    at,
                    event.by,
                    Message(
                        "{seat} may change only a call he made himself (21B1a): the change "
                        "has no effect.",
                        {"seat": seat},
                    ),
                )
            )
            continue
        try:
            call = Call.parse(str(event.value))
        except (BridgeError, ValueError):
            refused.append(
                Refused(
                    at,
                    event.by,
                    Message(
                        "{seat}'s change names no call: it has no effect.",
                        {"seat": seat},
                    ),
                )
            )
            continue
        between = events[event.of + 1 : at]
        if any(type(e) is CardEvent for e in between):
            refused.append(
                Refused(
                    at,
                    event.by,
                    Message(
                        "{seat} changed {first} after the opening lead: too late, the call "
                        "stands and the director judges any damage at the end (21B3).",
                        {"seat": seat, "first": target.call.name},
                    ),
                )
            )
            continue
        # 21B2: after a change by his right-hand opponent, a player may change
        # any later call of his; otherwise (21B1a) only while partner has not
        # called since
        second = any(c.by is event.by.rho and c.of < event.of for c in done)
        partner_called = any(type(e) is CallEvent and e.by is event.by.partner for e in between)
        if partner_called and not second:
            refused.append(
                Refused(
                    at,
                    event.by,
                    Message(
                        "{seat} may not change {first}: his partner has called since "
                        "(21B1a); the call stands and the director judges any damage at "
                        "the end (21B3).",
                        {"seat": seat, "first": target.call.name},
                    ),
                )
            )
            continue
        done.append(
            Change(at, event.of, event.by, target.call, call, "21B2" if second else "21B1a")
        )
    return done, [r for r in refused if r.at >= prefix]


@dataclass(frozen=True)
class Offer:
    """21B2: after a 21B1a change, the changer's left-hand opponent may change
    a call he made since (event ``of``); he must when the change made it
    illegal (``must``), and then it is withdrawn and he calls again. The
    offer is open while nobody has called since the change (:meth:`is_open`)."""

    change: Change
    of: int
    by: Seat
    call: Call
    must: bool = False

    def is_open(self, events: Sequence[Event]) -> bool:
        return not any(type(e) is CallEvent for e in events[self.change.at + 1 :])

    def text(self, info_law: str, open_: bool) -> Message:
        """The offer told to the director (2017: 16C for the withdrawn call;
        2007: 16D only if the director later finds it damaged the opponents)."""
        params = {
            "seat": self.by.name.title(),
            "changer": self.change.by.name.title(),
            "call": self.call.name,
            "info": info_law,
        }
        if self.must:
            if info_law == "16C":
                return Message(
                    "{seat}'s {call} is not legal after {changer}'s change: it is withdrawn "
                    "and {seat} calls again, without rectification (21B2); what {call} "
                    "showed is authorized for the opponents and unauthorized for his "
                    "partner ({info}).",
                    params,
                )
            return Message(
                "{seat}'s {call} is not legal after {changer}'s change: it is withdrawn "
                "and {seat} calls again, without rectification (21B2), unless the "
                "director finds at the end of the hand that the withdrawn call gave "
                "information that damaged the opponents ({info}).",
                params,
            )
        if open_:
            return Message(
                "{seat} may now change his {call}, made after {changer}'s call, without "
                "rectification (21B2; {info} for the withdrawn call).",
                params,
            )
        return Message(
            "{seat} did not change his {call} after {changer}'s change (21B2): it stands.",
            params,
        )

    def to_json(self, info_law: str, lang: str, events: Sequence[Event]) -> dict[str, Any]:
        open_ = self.is_open(events)
        return {
            "event": self.of,
            "by": self.by.letter,
            "call": self.call.name,
            "must": self.must,
            "open": open_,
            "laws": ["21B2", info_law],
            "text": self.text(info_law, open_).render(lang),
        }


def offers(events: Sequence[Event], done: Sequence[Change]) -> list[Offer]:
    """The 21B2 offers of the permitted 21B1a changes ``done``: each call the
    changer's left-hand opponent made between the changed call and the change,
    unless he changed it himself; in record order."""
    out: list[Offer] = []
    changed = {c.of for c in done}
    for change in done:
        if change.law != "21B1a":
            continue  # only a change under 21B1 opens 21B2
        lho = change.by.lho
        for index in range(change.of + 1, change.at):
            event = events[index]
            if type(event) is CallEvent and event.by is lho and index not in changed:
                out.append(Offer(change, index, lho, event.call))
    return sorted(out, key=lambda o: o.of)


def effective(events: Sequence[Event], done: Sequence[Change]) -> list[Event]:
    """``events`` with each permitted change in place of the call it changes."""
    out = list(events)
    for change in done:
        out[change.of] = CallEvent(change.by, change.call)
    return out


def change_text(change: Change, info_law: str) -> Message:
    """The change told to the director."""
    return Message(
        "{seat} changed {first} to {call} after misinformation, without rectification "
        "({law}); what {first} showed is authorized for his side and unauthorized for "
        "the opponents ({info}).",
        {
            "seat": change.by.name.title(),
            "first": change.first.name,
            "call": change.call.name,
            "law": change.law,
            "info": info_law,
        },
    )
