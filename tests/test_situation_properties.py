"""Properties of records that start from a situation (spec §6): whatever the
director finds at the table and whatever happens next, in every edition, the
report is whole and its text is the director's language (hypothesis).

Random situations (a contract, tricks quitted, a trick in progress, dummy's
cards, a penalty card) are followed by random actions: cards, calls, shown
cards, claims and answers, director calls, found revokes, facts; a pending
choice or question is answered now and then with one of the options offered.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_cases import unclean_lines

from bridgelaws import BridgeError, Table, TableRecord
from bridgelaws.fact_names import QUESTION_FACTS
from bridgelaws.report_text import report_lines

SEATS = "NESW"
CARDS = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]
FACTS = sorted(QUESTION_FACTS | {"revoke_established", "revoke_trick_won_by"})


def situation(rng: random.Random, used: set[str]) -> dict[str, Any]:
    """A situation the director may find: before the opening lead, or after
    some tricks with a trick in progress, dummy and a penalty card."""
    level, strain = rng.randint(1, 7), rng.choice(["C", "D", "H", "S", "NT"])
    declarer = rng.choice(SEATS)
    out: dict[str, Any] = {
        "contract": f"{level}{strain}{rng.choice(['', '', 'X', 'XX'])}",
        "declarer": declarer,
    }
    if rng.random() < 0.2:
        return out
    quitted = rng.randint(0, 12)
    ns = rng.randint(0, quitted)
    out["tricks"] = {"NS": ns, "EW": quitted - ns}
    # the player on lead is one a table can show (41A, 44G): declarer's left-hand
    # opponent at trick 1, later a player of a side that has won a trick
    sides = [side for side, won in (("NS", ns), ("EW", quitted - ns)) if won]
    leader = (
        SEATS[(SEATS.index(declarer) + 1) % 4]
        if not quitted
        else rng.choice([seat for seat in SEATS if any(seat in side for side in sides)])
    )
    current = []
    for i in range(rng.randint(0, 3)):
        card = rng.choice([c for c in CARDS if c not in used])
        used.add(card)
        current.append(f"{SEATS[(SEATS.index(leader) + i) % 4]}:{card}")
    if current:
        out["current"] = current
    else:
        out["leader"] = leader
    if rng.random() < 0.6:
        dummy = SEATS[(SEATS.index(declarer) + 2) % 4]
        room = 13 - quitted - sum(1 for c in current if c.startswith(dummy))
        cards = rng.sample([c for c in CARDS if c not in used], k=room)
        used.update(cards)
        out["dummy"] = ".".join(
            "".join(c[1] for c in cards if c[0] == suit) or "-" for suit in "SHDC"
        )
    if rng.random() < 0.3:
        card = rng.choice([c for c in CARDS if c not in used])
        used.add(card)
        kind = rng.choice(["major", "minor"])
        defender = SEATS[(SEATS.index(declarer) + rng.choice([1, 3])) % 4]
        out["penalty_cards"] = [{"seat": defender, "card": card, "kind": kind}]
    return out


def action(rng: random.Random, used: set[str], report: dict[str, Any]) -> dict[str, Any]:
    """What happens next: an answer to what the report waits for, or anything."""
    last = report["rulings"][-1] if report["rulings"] else {}
    if report["status"] == "awaiting_choice" and last.get("options") and rng.random() < 0.7:
        chooser = last.get("chooser") or rng.choice(SEATS)
        return {"by": chooser, "choose": rng.choice(last["options"])["code"]}
    question = last.get("question") or {}
    if report["status"] == "awaiting_fact" and question.get("fact") and rng.random() < 0.7:
        value = rng.choice([True, False, rng.randint(0, 13), rng.choice(SEATS)])
        return {"fact": question["fact"], "value": value}
    seat, roll = rng.choice(SEATS), rng.random()
    if roll < 0.5:
        card = rng.choice([c for c in CARDS if c not in used])
        used.add(card)
        return {"by": seat, "expose" if roll < 0.05 else "card": card}
    if roll < 0.6:
        return {"by": seat, "director": True}
    if roll < 0.65:
        return {"by": seat, "call": rng.choice(["Pass", "1S", "X", "3NT"])}
    if roll < 0.72:
        return {"by": seat, "claim": rng.randint(0, 13)}
    if roll < 0.8:
        return {"by": seat, rng.choice(["agree", "dispute"]): True}
    if roll < 0.83:
        return {"by": seat, "concede": rng.randint(0, 3)}
    if roll < 0.9:
        return {"fact": "revoke", "value": {"seat": seat, "trick": rng.randint(1, 13)}}
    value = rng.choice([True, False, rng.randint(0, 13), seat])
    return {"fact": rng.choice(FACTS), "value": value}


def table_of(data: dict[str, Any]) -> Table:
    return Table.from_record(TableRecord.loads(json.dumps(data)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**64 - 1), st.sampled_from(["2017", "2007", "rubber"]))
def test_no_crash_from_any_situation_and_the_text_is_clean(seed: int, edition: str) -> None:
    rng = random.Random(seed)
    used: set[str] = set()
    data: dict[str, Any] = {
        "edition": edition,
        "board": rng.randint(1, 16),
        "situation": situation(rng, used),
        "events": [],
    }
    try:
        report = table_of(data).report()
    except BridgeError:
        return  # a situation that cannot be true is refused with its field named
    for _ in range(rng.randint(1, 12)):
        data["events"].append(action(rng, used, report))
        try:
            table = table_of(data)
            report = table.report()
        except BridgeError:
            data["events"].pop()  # refused with a message, never a traceback
            continue
        if report["tricks"] is not None:
            assert report["tricks"]["NS"] + report["tricks"]["EW"] == 13
        if report["score"] is not None and edition != "rubber":
            assert report["score"]["NS"] == -report["score"]["EW"]
        for lang in ("nl", "en", "de"):
            text = "\n".join(report_lines(table, lang))
            assert unclean_lines(text, lang) == [], (lang, data)
