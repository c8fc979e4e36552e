"""What each role sees: the table turned into plain data for the templates.

Nothing here decides a law. The report (spec §2) comes from the library; this
module only words it (through the catalogues) and decides visibility: a player
sees his own hand, dummy once the opening lead has been faced and accepted, every card
played face up or exposed, the auction and the director's rulings; the
director sees everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgelaws import notation, protocol, rules
from bridgelaws.board import Board
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import (
    SUITS_DISPLAY_ORDER,
    BridgeError,
    Card,
    InputError,
    Rank,
    Seat,
    Side,
    Suit,
    ascii_number,
)
from bridgelaws.fact_names import fact_label
from bridgelaws.facts import CardFacts
from bridgelaws.i18n import LANGUAGES, translate
from bridgelaws.instruction import in_force, instruction, result
from bridgelaws.irregularities import board_control, penalties
from bridgelaws.irregularities.claims import award_to_review
from bridgelaws.judgment import event_text as judgment_event_text
from bridgelaws.record import EDITIONS
from bridgelaws.rulings import (
    IRREGULARITY_NAMES,
    EffectKind,
    Message,
    ObligationType,
    describe_obligation,
    penalty_words,
)
from bridgelaws.rulings import irregularity_name as library_irregularity_name
from bridgelaws.scoring.adjusted import parse_penalty
from bridgelaws.table import CallState, Status, Table
from bridgelaws.web.service import DAMAGED, ActionError, Loaded, dummy_faced, face_down

#: columns of the auction diagram, West first as in bridge columns
AUCTION_COLUMNS = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
#: the compass as drawn: North on top, South at the bottom
COMPASS = (Seat.NORTH, Seat.WEST, Seat.EAST, Seat.SOUTH)
LEVELS = tuple(range(1, 8))
STRAINS = (("C", "♣"), ("D", "♦"), ("H", "♥"), ("S", "♠"), ("NT", "NT"))
WAITING = (Status.AWAITING_DIRECTOR, Status.AWAITING_FACT, Status.AWAITING_CHOICE)


def _(text: str, lang: str, **params: str) -> str:
    return translate(text, lang, **params)


def seat_name(letter: str | Seat | None, lang: str) -> str:
    if letter is None:
        return "—"
    seat = letter if isinstance(letter, Seat) else Seat.parse(letter)
    return translate(seat.name.title(), lang)


def rank_label(card: Card, lang: str = "en") -> str:
    """The rank in the language's letters (Dutch H for the king)."""
    return notation.rank_text(card.rank, lang)


def card_label(card: Card, lang: str = "en") -> str:
    """``♥H`` in Dutch, ``♥K`` in English and German."""
    return notation.card_text(card, lang)


def card_text(name: str, lang: str = "en") -> str:
    """A card named in a report (``HK``) as it is shown (``♥H`` in Dutch)."""
    try:
        return card_label(Card.parse(name), lang)
    except BridgeError:
        return name


def call_label(name: str) -> str:
    """A call as it is shown: ``1♠``, ``Pass``, ``X``."""
    for letter, symbol in STRAINS[:4]:
        if len(name) == 2 and name[0].isdigit() and name[1] == letter:
            return name[0] + symbol
    return name


@dataclass(slots=True)
class CardView:
    code: str
    label: str
    red: bool
    seat: str


@dataclass(slots=True)
class HandView:
    seat: str
    name: str
    visible: bool
    count: int
    suits: list[tuple[str, bool, list[CardView]]] = field(default_factory=list)
    role: str = ""  # "declarer", "dummy" or ""
    #: the director does not know this hand (a table opened from a situation)
    unknown: bool = False


def hand_view(
    table: Table, seat: Seat, visible: bool, lang: str, playable: bool = True
) -> HandView:
    cards = remaining(table, seat)
    view = HandView(seat.letter, seat_name(seat, lang), visible, len(cards))
    view.unknown = (
        table.board.deal is None
        and table.record.situation is not None
        and (table.play is None or not table.play.known[seat])
    )
    if table.play is not None:
        if seat is table.play.declarer:
            view.role = _("declarer", lang)
        elif seat is table.play.dummy:
            view.role = _("dummy", lang)
    if visible:
        for suit in SUITS_DISPLAY_ORDER:
            in_suit = [
                CardView(
                    c.name, rank_label(c, lang), suit in (Suit.HEARTS, Suit.DIAMONDS), seat.letter
                )
                for c in cards
                if c.suit is suit
            ]
            view.suits.append((suit.symbol, suit in (Suit.HEARTS, Suit.DIAMONDS), in_suit))
    return view


def remaining(table: Table, seat: Seat) -> list[Card]:
    """The cards ``seat`` still holds, highest first."""
    if table.play is not None:
        return table.play.hand(seat)
    deal = table.board.deal
    return sorted(deal[seat], reverse=True) if deal is not None else []


def visible_seats(table: Table, bodies: list[dict[str, Any]], viewer: Seat | None) -> set[Seat]:
    """The hands ``viewer`` may see (None: the director sees all four)."""
    if viewer is None:
        return set(Seat)
    seen = {viewer}
    if dummy_faced(table, bodies) and table.play is not None:
        seen.add(table.play.dummy)
    return seen


def auction_rows(
    loaded: Loaded, lang: str, marks: set[int] | None = None
) -> list[list[dict[str, Any]]]:
    """The calls as made (in rotation or not), in W N E S columns: the
    situation's calls first (spec §6), then the events'; a call that no
    longer stands (withdrawn or cancelled) is struck through."""
    table = loaded.table
    made: list[tuple[int | None, Seat, Call, bool]] = []
    situation = table.record.situation
    prefix = table.record.prefix
    if situation is not None and situation.auction is not None and not prefix:
        # a situation in the play: its auction is not among the record's events
        seat = table.board.dealer
        for call in situation.auction:
            made.append((None, seat, call, False))
            seat = seat.lho
    for call_made in table.calls_made():
        index = call_made.event - prefix
        withdrawn = call_made.state is CallState.WITHDRAWN
        made.append((index if index >= 0 else None, call_made.by, call_made.call, withdrawn))
    rows: list[list[dict[str, Any]]] = []
    row: list[dict[str, Any]] = [{} for _ in AUCTION_COLUMNS]
    column = AUCTION_COLUMNS.index(table.board.dealer) - 1
    started = False
    for event_index, seat, call, withdrawn in made:
        at = AUCTION_COLUMNS.index(seat)
        if started and at <= column:
            rows.append(row)
            row = [{} for _ in AUCTION_COLUMNS]
        started = True
        column = at
        row[at] = {
            "label": notation.call_text(call, lang)
            if lang != "en" or not call.is_bid
            else call_label(call.name),
            "red": call.is_bid and call.name[-1] in "HD",
            "mark": marks is not None and event_index is not None and event_index in marks,
            "withdrawn": withdrawn,
        }
    if started:
        rows.append(row)
    return rows


def call_name(name: str) -> str:
    return {"Pass": "Pass", "X": "X", "XX": "XX"}.get(name, name)


def event_line(body: dict[str, Any], viewer: Seat | None, lang: str, rubber: bool = False) -> str:
    """One event in words; a face-down card is named only to its owner and the
    director. Under the ``rubber`` rules there is no director: a player draws
    attention (60) and the players establish the facts."""
    judged = judgment_event_text(body, lang)  # alerts, explanations, findings
    if judged is not None:
        return judged
    by = body.get("by")
    who = seat_name(by, lang) if by else _("Director", lang)
    if "call" in body:
        call = Call.parse(body["call"])
        return _("{seat} calls {call}", lang, seat=who, call=notation.call_word(call, lang))
    if "card" in body:
        if body.get("face_down") and viewer is not None and Seat.parse(str(by)) is not viewer:
            return _("{seat} leads a card face down", lang, seat=who)
        return _("{seat} plays {card}", lang, seat=who, card=card_text(body["card"], lang))
    if "expose" in body:
        return _("{seat} exposes {card}", lang, seat=who, card=card_text(body["expose"], lang))
    if "director" in body:
        if rubber:
            return _("{seat} draws attention to an irregularity", lang, seat=who)
        return _("{seat} calls the director", lang, seat=who)
    if "fact" in body:
        value = body.get("value")
        if isinstance(value, bool):
            answer = _("yes", lang) if value else _("no", lang)
        else:
            answer = str(value)
        if body.get("denominations"):
            shown = " ".join(SUIT_NAMES.get(d, d) for d in body["denominations"])
            answer += f" ({shown})"
        fact = str(body["fact"])
        if fact == "revoke" and isinstance(value, dict):
            return _(
                "The players establish: {seat} revoked in trick {trick}"
                if rubber
                else "Director establishes: {seat} revoked in trick {trick}",
                lang,
                seat=seat_name(str(value.get("seat", "")) or None, lang),
                trick=str(value.get("trick", "")),
            )
        if isinstance(value, str) and value in SEAT_LETTERS and fact != "designation":
            answer = seat_name(value, lang)  # a seat's answer (revoke_trick_won_by)
        answer = finding_answer(body, lang) or answer
        label = fact_label(fact, lang)
        found = (
            "The players establish: {fact}: {answer}"
            if rubber
            else "Director establishes: {fact}: {answer}"
        )
        return _(found, lang, fact=label, answer=answer)
    if "choose" in body:
        label = option_label(str(body["choose"]), lang)
        return _("{seat} chooses: {option}", lang, seat=who, option=label)
    if "claim" in body:
        if body.get("statement"):
            return _(
                "{seat} claims {n} tricks: {statement}",
                lang,
                seat=who,
                n=str(body["claim"]),
                statement=f"“{body['statement']}”",
            )
        return _("{seat} claims {n} tricks", lang, seat=who, n=str(body["claim"]))
    if "concede" in body:
        return _("{seat} concedes {n} tricks", lang, seat=who, n=str(body["concede"]))
    if "agree" in body:
        return _("{seat} agrees", lang, seat=who)
    if "dispute" in body:
        return _("{seat} disputes", lang, seat=who)
    return str(body)


def finding_answer(body: dict[str, Any], lang: str) -> str | None:
    """What a finding in the play said, in words (46B's words, the cards of
    47E2, 58 and 67, the seats and trick of 58, 67 and 13), or None to keep
    the plain answer: never the record's codes ('low', 'misplaced', 'DA')."""
    fact, value = str(body["fact"]), body.get("value")
    words = dict(DESIGNATION_WORDS)
    parts: list[str] = []
    if fact == "designation" and isinstance(value, str):
        if value in words:
            parts.append(_(words[value], lang))
        elif value in SUIT_NAMES:
            parts.append(SUIT_NAMES[value])
        else:
            parts.append(card_text(value, lang) if len(value) == 2 else rank_word(value, lang))
    elif fact in ("misinformed", "simultaneous_cards", "defective_trick", "dummy_suggested"):
        if body.get("seat"):
            parts.append(seat_name(str(body["seat"]), lang))
        if body.get("trick") is not None:
            parts.append(_("trick {n}", lang, n=str(body["trick"])))
        cards = value if isinstance(value, list) else [value]
        for card in cards:
            if card == "misplaced":
                parts.append(_("his card is not among the quitted cards", lang))
            elif isinstance(card, str) and card.lower() != "missing":
                parts.append(card_text(card, lang))
        if value is True or value == "missing":
            parts.append(_("he did not play to it", lang) if fact == "defective_trick" else "")
    elif fact == "misdeal" and str(value) in MISDEAL_WORDS:
        parts.append(_(MISDEAL_WORDS[str(value)], lang))
    elif fact in (penalties.PENALTY_FACT, board_control.BOARD_FACT):
        parts.extend(_finding_at_the_table(body, lang))
    elif fact == "wrong_number_of_cards" and body.get("seat"):
        parts.append(_("Too many cards", lang) + ": " + seat_name(str(body["seat"]), lang))
        if body.get("short"):
            parts.append(_("Too few cards", lang) + ": " + seat_name(str(body["short"]), lang))
    said = ", ".join(p for p in parts if p)
    return said or None


def _finding_at_the_table(body: dict[str, Any], lang: str) -> list[str]:
    """Laws 90/91 and 7 as the director gave them: the seat, what he found
    (the penalty's amount, Law 7's case) and the law named; a value the
    library refused stays as typed."""
    value, seat, law = body.get("value"), body.get("seat"), body.get("law")
    parts = [seat_name(seat, lang)] if isinstance(seat, str) and seat in SEAT_LETTERS else []
    if body["fact"] == penalties.PENALTY_FACT:
        found = parse_penalty(value) if isinstance(value, str) else None
        written = f"{found[0]:g}{found[1].value}" if found else str(value)
        parts.append(penalty_words(written, lang))
    elif isinstance(value, str) and value in BOARD_CONTROL_WORDS:
        parts.append(_(BOARD_CONTROL_WORDS[value], lang))
        if body.get("played_after") is True:
            parts.append(_("a later table played the board so", lang))
    if isinstance(law, str) and law:
        parts.append(_("Law {numbers}", lang, numbers=law))
    return parts


def rank_word(letter: str, lang: str) -> str:
    """A rank named alone (46B3), in the language's letters."""
    try:
        return notation.rank_text(Rank.parse(letter), lang)
    except BridgeError:
        return letter


def irregularity_name(code: str, lang: str) -> str:
    """The library's name for an irregularity code, in ``lang``."""
    if code in IRREGULARITY_NAMES:
        return library_irregularity_name(code).render(lang)
    return code.replace("_", " ")


SUIT_NAMES = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def option_label(code: str, lang: str) -> str:
    """A short name for a spec §4 option code."""
    head, _sep, arg = code.partition(":")
    suit = SUIT_NAMES.get(arg, arg)
    labels = {
        "accept": _("Accept", lang),
        "reject": _("Do not accept", lang),
        "become_dummy": _("Accept and become dummy", lang),
        "require_retraction": _("Require the lead to be retracted", lang),
        "no_restriction": _("No lead restriction", lang),
        "highest": _("Highest card", lang),
        "lowest": _("Lowest card", lang),
        "require_suit": _("Require a lead in {suit}", lang, suit=suit),
        "prohibit_suit": _("Prohibit a lead in {suit}", lang, suit=suit),
        "lead_from": _("Lead from {seat}'s hand", lang, seat=seat_name(arg, lang))
        if arg in "NESW" and arg
        else _("Option", lang),
        # 62C1: the non-offenders' cards after a corrected revoke
        "keep": _("The cards played after it stand", lang),
        "withdraw": _("Take back the cards played after it", lang),
        "card": _("Name {card}", lang, card=card_text(arg, lang)),
        "play_on": _("Play on", lang),
        "restore": _("The card goes back to the hand", lang),
        "exposed_card": _("An exposed card", lang),
        "require_card": _("Require the card", lang),
        "forbid_card": _("Forbid the card", lang),
        "call_card": _("Call the card", lang),
        "no_call": _("No card called", lang),
        "discard": _("A discard in {suit}", lang, suit=suit),
        "allow": _("Let it stand", lang),
        "disallow": _("Disallow it", lang),
        "keep_deal": _("The deal stands", lang),
        "new_deal": _("A new deal", lang),
    }
    # never a code name on the page: an unknown option is named by its text
    return labels.get(head, _("Option", lang))


def badge(obligation: dict[str, Any], lang: str) -> str:
    """What still binds a player, in words (spec §2 ``obligations``)."""
    seat = seat_name(obligation.get("seat"), lang)
    kind = obligation.get("type")
    suit = SUIT_NAMES.get(str(obligation.get("suit")), "")
    if kind == ObligationType.MUST_PASS:
        if obligation.get("scope") == "next_turn":
            return _("{seat} must pass at the next turn", lang, seat=seat)
        return _("{seat} passes for the rest of the auction", lang, seat=seat)
    if kind == ObligationType.LEAD_RESTRICTION:
        restriction = obligation.get("kind")
        if restriction == "prohibit_suit":
            return _("{seat} may not lead {suit}", lang, seat=seat, suit=suit)
        if restriction == "require_suit":
            return _("{seat} must lead {suit}", lang, seat=seat, suit=suit)
        return _("declarer may prohibit a lead at {seat}'s first lead", lang, seat=seat)
    if kind == ObligationType.PENALTY_CARD:
        card = card_text(str(obligation.get("card", "")), lang)
        if obligation.get("kind") == "major":
            return _("{seat}: major penalty card {card}", lang, seat=seat, card=card)
        return _("{seat}: minor penalty card {card}", lang, seat=seat, card=card)
    if kind == ObligationType.PLAY_RESTRICTION:
        return _("{seat}: play restriction", lang, seat=seat)
    card = card_text(str(obligation["card"]), lang) if obligation.get("card") else ""
    if kind == ObligationType.EXPOSED_CARD_AUCTION and card:
        return _("{seat}: {card} lies face up until the auction ends", lang, seat=seat, card=card)
    if kind == ObligationType.EXPOSED_CARD and card:
        return _("{seat}: exposed card {card}", lang, seat=seat, card=card)
    if kind == ObligationType.PLAY_CARD and card:
        return _("{seat} must play {card}", lang, seat=seat, card=card)
    if kind == ObligationType.NO_DOUBLE:
        return _("{seat} may not double or redouble at the next turn", lang, seat=seat)
    if kind == ObligationType.MUST_REPEAT and obligation.get("call"):
        call = notation.call_word(Call.parse(str(obligation["call"])), lang)
        return _("{seat} must repeat {call}", lang, seat=seat, call=call)
    return _("{seat}: an obligation in force", lang, seat=seat)


def status_line(report: dict[str, Any], lang: str) -> str:
    status = report["status"]
    nxt = seat_name(report.get("next"), lang)
    if status == "auction":
        return _("Auction: {seat} to call", lang, seat=nxt)
    if status == "play" and report.get("next") is None:
        # a claim or concession waits for the opponents (68, 69): nobody plays
        return _("Play stopped: the claim waits for the opponents' answer", lang)
    if status == "play":
        return _("Play: {seat} to play", lang, seat=nxt)
    rubber = report.get("edition") == "rubber"  # no director: the players (60)
    if status == "awaiting_director":
        if rubber:
            return _("The players must first settle this by the rules.", lang)
        return _("Waiting for the director", lang)
    open_question = any(
        step.get("fact") and step.get("answer") is None for step in report.get("protocol", [])
    )
    if status == "awaiting_fact" or (status == "awaiting_choice" and open_question):
        # the general protocol's questions come before anyone chooses (seed 004)
        if rubber:
            return _("The players must settle a question first.", lang)
        return _("The director establishes the facts", lang)
    if status == "awaiting_choice":
        last = report["rulings"][-1] if report["rulings"] else {}
        chooser = last.get("chooser")
        others = [s for s in last.get("choosers", []) if s != chooser]
        if others:
            # 55A, 43B2a: either defender may choose
            return _(
                "{seat} or {other} chooses",
                lang,
                seat=seat_name(chooser, lang),
                other=seat_name(others[0], lang),
            )
        return _("{seat} chooses", lang, seat=seat_name(chooser, lang))
    if status == "passed_out":
        return _("Passed out", lang)
    return _("Board over", lang)


def contract_label(pbn: str, lang: str) -> str:
    """A PBN contract (``3NTX``) as the page shows it: ``3SA doublet`` in Dutch."""
    try:
        contract = Contract.parse(pbn)
    except BridgeError:
        return pbn
    if contract.denomination is None or lang == "en":
        return call_label(pbn[:2]) + pbn[2:]
    risk = pbn[len(f"{contract.level}{contract.denomination.letter}") :]
    return notation.contract_text(contract.level, contract.denomination, risk, lang)


def result_line(report: dict[str, Any], lang: str) -> str | None:
    """Contract, tricks and score once the library has them."""
    contract = report.get("contract")
    if contract is None:
        return None
    if contract == "Pass":
        return _("Passed out", lang)
    text = _(
        "{contract} by {seat}",
        lang,
        contract=contract_label(contract, lang),
        seat=seat_name(report.get("declarer"), lang),
    )
    tricks, score = report.get("tricks"), report.get("score")
    if tricks and report.get("declarer"):
        side = "NS" if report["declarer"] in "NS" else "EW"
        text += " · " + _("{n} tricks", lang, n=str(tricks[side]))
    if score and ("rubber" in report or score["NS"] != -score["EW"]):
        # rubber: each side writes its own entries (no plus or minus); a split
        # score (79B3) gives each side its own points
        text += " · " + _("NS {ns}, EW {ew}", lang, ns=str(score["NS"]), ew=str(score["EW"]))
    elif score:
        # the side that scores, as the result below says it ("OW +50"), not "NZ -50"
        ns = score["NS"]
        scorer, points = (Side.NS, ns) if ns >= 0 else (Side.EW, -ns)
        side_name = notation.side_text(scorer, lang)
        text += " · " + _("score {side} {points}", lang, side=side_name, points=f"{points:+d}")
    return text


ENTRY_NAMES = {
    "tricks": "Tricks bid and made",
    "overtricks": "Overtricks",
    "undertricks": "Undertricks",
    "honours": "Honours",
    "slam": "Slam bonus",
    "rubber": "Rubber bonus",
    "unfinished": "Unfinished rubber",
    "game": "Game bonus",
    "part_score": "Part-score bonus",
}


def rubber_view(report: dict[str, Any], lang: str) -> dict[str, Any] | None:
    """The deal's score-sheet entries of the rubber report (its ``rubber``
    field), worded: each entry with its side, line and rule, the totals, or the
    new deal a penalty demanded."""
    sheet = report.get("rubber")
    if not isinstance(sheet, dict):
        return None
    new_deal = sheet.get("new_deal")
    entries = [
        {
            "side": entry["side"],
            "name": _(ENTRY_NAMES[entry["kind"]], lang)
            if entry["kind"] in ENTRY_NAMES
            else entry["kind"],
            "line": _("below the line", lang)
            if entry["line"] == "below"
            else _("above the line", lang),
            "points": entry["points"],
            "rule": _("rule {rule}", lang, rule=str(entry["rule"])),
        }
        for entry in sheet.get("entries", [])
    ]
    return {
        "entries": entries,
        "totals": [
            (side, sheet[side]["above"], sheet[side]["below"])
            for side in ("NS", "EW")
            if isinstance(sheet.get(side), dict)
        ],
        "new_deal": _(
            "A new deal: {seat} deals again (rule {rule})",
            lang,
            seat=seat_name(new_deal.get("dealer"), lang),
            rule=str(new_deal.get("rule", "")),
        )
        if isinstance(new_deal, dict)
        else None,
    }


def ruling_views(report: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """The report's rulings worded for the page, the open one marked."""
    status = report["status"]
    out: list[dict[str, Any]] = []
    for index, ruling in enumerate(report["rulings"]):
        is_last = index == len(report["rulings"]) - 1
        open_ = is_last and status in ("awaiting_fact", "awaiting_choice")
        out.append(
            {
                "name": irregularity_name(ruling["irregularity"], lang),
                # a ruling without an offender (64B4) names none, never "—"
                "offender": seat_name(ruling["offender"], lang) if ruling.get("offender") else "",
                "offender_line": offender_line(ruling, lang),
                "laws": ruling["laws"],
                "chooser": ruling.get("chooser"),
                "chooser_name": seat_name(ruling.get("chooser"), lang),
                # every seat that may make the open choice (55A, 43B2a: either defender)
                "choosers": [
                    {"seat": seat, "name": seat_name(seat, lang)}
                    for seat in ruling.get("choosers", [])
                ]
                if open_ and not ruling.get("chosen")
                else [],
                "reasoning": ruling.get("reasoning", []),
                "question": ruling.get("question") if open_ else None,
                "asks": question_kind(ruling.get("question")) if open_ else None,
                "numbers": answer_numbers(ruling.get("question")) if open_ else [],
                "options": [
                    {**option, "label": option_label(option["code"], lang)}
                    for option in ruling["options"]
                ],
                "chosen": ruling.get("chosen"),
                "chosen_label": option_label(ruling["chosen"], lang)
                if ruling.get("chosen")
                else None,
                "open": open_,
                "choosing": open_ and status == "awaiting_choice",
            }
        )
    return out


#: the seats' letters as the record writes them (a fact answered with a seat)
SEAT_LETTERS = frozenset(seat.letter for seat in Seat)


def question_kind(question: dict[str, Any] | None) -> str | None:
    """How the page asks a question, as the library's ruling says it is
    answered (spec §2 ``question.expects``): ``number`` (one tap per count
    from its least to its most), ``seat``, ``denominations`` (Yes may name
    the denominations an artificial call showed, spec §3) or ``yes_no``."""
    if question is None:
        return None
    expects = question.get("expects", {"kind": "yes_no"})
    if expects.get("denominations"):
        return "denominations"
    return str(expects["kind"])


def answer_numbers(question: dict[str, Any] | None) -> list[int]:
    """The numbers a question answered with a number takes, least first."""
    if question is None or question.get("expects", {}).get("kind") != "number":
        return []
    return list(range(question["expects"]["min"], question["expects"]["max"] + 1))


#: what the seat a claim or a concession names did: he is no offender (68)
NOT_OFFENCES = {"claim": "claimed by {seat}", "concession": "conceded by {seat}"}


def offender_line(entry: dict[str, Any], lang: str) -> str:
    """Who the irregularity is about, as the page says it: the offender, or
    the player who claimed or conceded ("" when it names nobody)."""
    seat = entry.get("offender")
    if not seat:
        return ""
    words = NOT_OFFENCES.get(str(entry.get("irregularity")))
    if words is not None:
        return _(words, lang, seat=seat_name(seat, lang))
    return _("offender", lang) + ": " + seat_name(seat, lang)


def late_questions(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The questions still open once the board is over (the 64C figure when
    the cards cannot measure the damage): the result stands without the
    director's answer, and changes with it."""
    if report["status"] != "complete":
        return []
    return [
        {"question": q, "asks": question_kind(q), "numbers": answer_numbers(q)}
        for q in report.get("questions", [])
        if "expects" in q  # a ruling's question (the judgment's have their own page)
    ]


def unruled(report: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """Irregularities the table stopped for that have no ruling in the report
    (the library does not rule them yet): name, who, laws; the report's
    sentence says the same again, so it is not shown."""
    ruled = {r.get("event") for r in report["rulings"]}
    return [
        {
            "name": irregularity_name(i["irregularity"], lang),
            "offender": seat_name(i["offender"], lang) if i.get("offender") else "",
            "offender_line": offender_line(i, lang),
            "laws": i["laws"],
        }
        for i in report.get("irregularities", [])
        if not i.get("accepted") and i.get("event") not in ruled
    ]


def edition_name(edition: str, lang: str) -> str:
    """The edition as the page names it."""
    if edition == "rubber":
        return _("Rubber bridge (NBB rules)", lang)
    return _("Laws {year}", lang, year=edition)


def editions(lang: str) -> list[tuple[str, str]]:
    """The editions offered on the start page (the library's), 2017 first."""
    return [(code, edition_name(code, lang)) for code in EDITIONS]


def claim_examples() -> list[str]:
    """The examples of the library's claim-line notation (the
    ``bridgelaws.claims`` docstring), when that module is there."""
    try:
        from bridgelaws import claims
    except ImportError:
        return []
    doc = claims.__doc__ or ""
    _head, found, rest = doc.partition("Examples::")
    if not found:
        return []
    lines = []
    for line in rest.splitlines()[1:]:
        if line and not line.startswith(" "):
            break
        if line.strip():
            lines.append(line.strip())
    return lines


def vulnerability_text(value: str, lang: str) -> str:
    return {
        "None": _("Nobody vulnerable", lang),
        "NS": _("N-S vulnerable", lang),
        "EW": _("E-W vulnerable", lang),
        "All": _("All vulnerable", lang),
    }.get(value, value)


def board_choices(lang: str, count: int = 36) -> list[dict[str, Any]]:
    """Boards 1..count with Law 2 dealer and vulnerability, for the picker."""
    out = []
    for number in range(1, count + 1):
        board = Board.numbered(number)
        out.append(
            {
                "number": number,
                "text": _(
                    "Board {n}: dealer {dealer}, {vul}",
                    lang,
                    n=str(number),
                    dealer=seat_name(board.dealer, lang),
                    vul=vulnerability_text(board.vulnerability.value, lang),
                ),
            }
        )
    return out


#: irregular cards that lie on the table until the director has ruled on them
ODD_CARDS = frozenset(
    {"opening_lead_out_of_turn", "lead_out_of_turn", "lead_from_wrong_hand", "premature_play"}
)


def trick_view(loaded: Loaded, viewer: Seat | None, lang: str = "en") -> dict[str, Any]:
    """The cards on the table in the current trick (or the last one quitted);
    a card led face down shows its back to everyone but its owner."""
    play = loaded.table.play
    cards: dict[str, str] = {}
    red: dict[str, bool] = {}
    won = {"NS": 0, "EW": 0}
    # (also for a card shown out of turn before the play, e.g. in the auction)
    hidden = face_down(loaded.bodies)
    if play is not None:
        won = {"NS": play.won[0], "EW": play.won[1]}
        final = loaded.table.tricks()  # once the board is over: after 64A's transfer
        if final is not None:
            won = {side.name: count for side, count in final.items()}
        shown = play.current or (list(play.tricks[-1].cards) if play.tricks else [])
        for seat, card in shown:
            if card.name in hidden and viewer is not None and viewer is not seat:
                cards[seat.letter] = "🂠"
                red[seat.letter] = False
                continue
            cards[seat.letter] = card_label(card, lang)
            red[seat.letter] = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
        # a card kept on the table to be played in its turn (62C1: a
        # non-offender's card after a corrected revoke stands) is drawn too
        for seat, card, _index in play.queued if play.current else ():
            if seat.letter not in cards:
                cards[seat.letter] = card_label(card, lang)
                red[seat.letter] = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
    # a lead to the next trick kept under 62C1 while the revoke trick is put
    # right waits beside the trick, as a queued card does, for its turn
    waiting: dict[str, Any] | None = None
    if play is not None and play.waiting_lead is not None:
        seat, card, _index = play.waiting_lead
        waiting = {
            "seat": seat.letter,
            "name": seat_name(seat, lang),
            "card": card_label(card, lang),
            "red": card.suit in (Suit.HEARTS, Suit.DIAMONDS),
        }
    odd: dict[str, bool] = {}
    pending = loaded.table.pending
    odd_card = (
        pending.facts.card if pending is not None and isinstance(pending.facts, CardFacts) else None
    )
    if pending is not None and pending.offender is not None and isinstance(odd_card, Card):
        card = odd_card
        # a card led or played out of turn lies on the table until it is ruled on
        seen = card.name not in hidden or viewer is None or viewer is pending.offender
        if seen and pending.code in ODD_CARDS:
            letter = pending.offender.letter
            cards[letter] = card_label(card, lang)
            red[letter] = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
            odd[letter] = True
    # in the play the trick is drawn even when empty (never the auction's "no calls yet")
    active = loaded.table.active
    if play is not None and active is not None and loaded.table.status is Status.AWAITING_CHOICE:
        # the cards played after a card put right (62C1, 45D, 58B) lie on the
        # table while their owner chooses whether they stand
        for seat, card in active.irregularity.later_cards:
            if seat.letter not in cards and (card.name not in hidden or viewer in (None, seat)):
                cards[seat.letter] = card_label(card, lang)
                red[seat.letter] = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
                odd[seat.letter] = True
    return {
        "cards": cards,
        "red": red,
        "won": won,
        "odd": odd,
        "playing": play is not None,
        "waiting": waiting,
    }


def exposed_cards(loaded: Loaded, lang: str) -> list[str]:
    """Cards exposed face up (not played) and still held: public."""
    table = loaded.table
    out: list[str] = []
    for body in loaded.bodies:
        if "expose" in body:
            card = Card.parse(body["expose"])
            seat = Seat.parse(body["by"])
            if card in remaining(table, seat):
                out.append(f"{seat_name(seat, lang)}: {card_label(card, lang)}")
    return out


def panel(loaded: Loaded, viewer: Seat | None, lang: str) -> dict[str, Any]:
    """Everything a panel template needs for one viewer (None: director)."""
    table = loaded.table
    report = table.report(lang)
    seen = visible_seats(table, loaded.bodies, viewer)
    hands = {seat.letter: hand_view(table, seat, seat in seen, lang) for seat in Seat}
    marks = {i["event"] for i in report["irregularities"]} if viewer is None else None
    bodies = loaded.bodies
    rubber = table.edition.name == "rubber"
    lines = [event_line(b, viewer, lang, rubber) for b in bodies]
    declarer = report.get("declarer")
    acts_for = {viewer.letter} if viewer is not None else {s.letter for s in Seat}
    if viewer is not None and table.play is not None and table.play.declarer is viewer:
        acts_for.add(table.play.dummy.letter)
    last = loaded.last
    context: dict[str, Any] = {
        "seq": loaded.version,
        "damaged": _(DAMAGED, lang, n=str(len(bodies))) if loaded.damaged is not None else None,
        "last_seq": last[0] if last is not None else None,
        "last_action": event_line(last[1], viewer, lang, rubber) if last is not None else None,
        "no_director": rubber,
        "rubber": rubber_view(report, lang),
        "claim_examples": CLAIM_EXAMPLES_BY_LANGUAGE.get(lang, CLAIM_EXAMPLES),
        "status": report["status"],
        "status_line": status_line(report, lang),
        "next": report.get("next"),
        "result": result_line(report, lang),
        "auction": auction_rows(loaded, lang, marks),
        "columns": [(s.letter, seat_name(s, lang)) for s in AUCTION_COLUMNS],
        "hands": hands,
        "compass": [s.letter for s in COMPASS],
        "acts_for": acts_for,
        "trick": trick_view(loaded, viewer, lang),
        "log": lines[-8:][::-1] if viewer is not None else lines[::-1],
        "rulings": ruling_views(report, lang),
        "badges": [(badge(o, lang), o["laws"]) for o in report["obligations"]],
        "exposed": exposed_cards(loaded, lang),
        "in_play": table.play is not None and report["status"] not in ("complete", "passed_out"),
        "in_auction": report["status"] == "auction",
        "over": report["status"] in ("complete", "passed_out"),
        "waiting": report["status"] in ("awaiting_director", "awaiting_fact", "awaiting_choice"),
        "declarer": declarer,
        "claim_open": any("claim" in b or "concede" in b for b in bodies)
        and report["status"] == "play",
        "levels": LEVELS,
        # the bidding box says no trump as the language does: SA in Dutch and German
        "strains": [
            (code, notation.notation(lang).notrump if code == "NT" else symbol)
            for code, symbol in STRAINS
        ],
        "seats": [(s.letter, seat_name(s, lang)) for s in Seat],
        "sides": {side.name: notation.side_text(side, lang) for side in Side},
    }
    context.update(lead_actions(loaded, viewer, report["status"], lang))
    if viewer is None:
        context.update(director_extras(table, lang))
    me = viewer or Seat.SOUTH  # the director looks from South's side, North on top
    context["layout"] = {
        "top": me.partner.letter,
        "left": me.lho.letter,
        "right": me.rho.letter,
        "bottom": me.letter,
    }
    if viewer is None:
        context["late_questions"] = late_questions(report)
        context["unruled"] = (
            unruled(report, lang)
            if report["status"]
            in (
                "awaiting_director",
                "awaiting_fact",
                "awaiting_choice",
            )
            else []
        )
    return context


def lead_actions(
    loaded: Loaded, viewer: Seat | None, status: str, lang: str = "en"
) -> dict[str, Any]:
    """The opening lead's own buttons: *lead face down* (41A) while the first
    trick is empty, and *face the lead* (41C) for the leader (or the
    director) while his face-down lead lies on the table."""
    play = loaded.table.play
    out: dict[str, Any] = {"opening_lead": False, "face_lead": None}
    if play is None or play.tricks or status != "play":
        return out
    if not play.current:
        out["opening_lead"] = True
    elif len(play.current) == 1:
        seat, card = play.current[0]
        if card.name in face_down(loaded.bodies) and viewer in (None, seat):
            out["face_lead"] = {
                "by": seat.letter,
                "card": card.name,
                "label": card_label(card, lang),
            }
    return out


CLAIM_EXAMPLES = claim_examples()
#: claim statements as a player says them, read by the library in each
#: language (:func:`bridgelaws.claims.read_statement`); English shows the
#: notation's own examples
CLAIM_EXAMPLES_BY_LANGUAGE = {
    "nl": [
        "troef trekken, dan de klaveren afspelen",
        "snijden op de heer, dan de rest afgeven",
        "klaveren troeven met de blinde, dan de rest afgeven",
    ],
    "de": [
        "Trumpf ziehen, dann Kreuz abspielen",
        "schneiden gegen die Dame",
        "Kreuz mit dem Tisch stechen, dann den Rest abgeben",
    ],
    "en": CLAIM_EXAMPLES,
}


def languages() -> tuple[str, ...]:
    return LANGUAGES


# -- the director's start screen and situations (spec §6) -------------------------------

#: start-screen phases: where the director finds the board
PHASES = ("auction", "play", "after")


def start_screen(board: int, lang: str) -> dict[str, Any]:
    """What the start screen offers: the board, the phases, and one-tap grids
    for the contract, declarer and tricks (no deal needed)."""
    dealer = Board.numbered(board)
    return {
        "start_board": board,
        "start_board_text": _(
            "Board {n}: dealer {dealer}, {vul}",
            lang,
            n=str(board),
            dealer=seat_name(dealer.dealer, lang),
            vul=vulnerability_text(dealer.vulnerability.value, lang),
        ),
        "contract_rows": bid_grid(lang),
        "seat_buttons": [
            (s.letter, notation.seat_letter(s, lang), seat_name(s, lang)) for s in Seat
        ],
        "counts": list(range(14)),
        # the sides as the language writes them (NZ/OW in Dutch)
        "side_ns": notation.side_text(Side.NS, lang),
        "side_ew": notation.side_text(Side.EW, lang),
    }


def bid_grid(lang: str) -> list[list[dict[str, Any]]]:
    """The 35 bids as one-tap buttons, a row per level, in the language's notation."""
    rows = []
    for level in LEVELS:
        row = []
        for code, _symbol in STRAINS:
            call = Call.parse(f"{level}{code}")
            row.append(
                {
                    "code": call.name,
                    "label": notation.call_text(call, lang),
                    "red": code in ("H", "D"),
                }
            )
        rows.append(row)
    return rows


def card_grid(lang: str) -> list[list[dict[str, Any]]]:
    """The 52 cards as one-tap buttons, a row per suit (spades first), for a
    table whose hands the director does not know."""
    rows = []
    for suit in SUITS_DISPLAY_ORDER:
        row = []
        for card in sorted((c for c in Card.all() if c.suit is suit), reverse=True):
            row.append(
                {
                    "code": card.name,
                    "label": notation.rank_text(card.rank, lang),
                    "full": notation.card_text(card, lang),
                    "red": suit in (Suit.HEARTS, Suit.DIAMONDS),
                }
            )
        rows.append(row)
    return rows


def situation_from_form(fields: dict[str, str]) -> dict[str, Any]:
    """The spec §6 situation the start screen's fields describe (the library
    checks it; a missing field is named here)."""
    phase = fields.get("phase", "")
    if phase not in PHASES:
        raise ActionError(422, "start: choose where the board stands")
    if phase == "auction":
        return {"auction": []}
    for name in ("contract", "declarer"):
        if not fields.get(name):
            raise ActionError(422, "start: {field} is missing", field=InputError(FORM_WORDS[name]))
    contract = fields["contract"] + fields.get("risk", "")
    situation: dict[str, Any] = {"contract": contract, "declarer": fields["declarer"]}
    try:
        declarer = Seat.parse(fields["declarer"])
    except BridgeError as exc:
        raise ActionError(422, "start: {reason}", reason=exc) from None
    if phase == "after":
        made = _count_field(fields, "made")
        side, other = declarer.side.name, declarer.side.other.name
        situation["tricks"] = {side: made, other: 13 - made}
        return situation
    situation["tricks"] = {"NS": _count_field(fields, "ns"), "EW": _count_field(fields, "ew")}
    if fields.get("leader"):
        situation["leader"] = fields["leader"]
    return situation


def _count_field(fields: dict[str, str], name: str) -> int:
    value = fields.get(name, "")
    number = ascii_number(value, 2)
    if number is None or number > 13:
        raise ActionError(422, "start: {field} is missing", field=InputError(FORM_WORDS[name]))
    return number


#: the start screen's fields as the page names them (never the form's names)
FORM_WORDS = {
    "contract": "Contract",
    "declarer": "Declarer",
    "made": "Tricks taken by declarer",
    "ns": "Tricks quitted so far by North-South",
    "ew": "Tricks quitted so far by East-West",
}


def director_extras(table: Table, lang: str) -> dict[str, Any]:
    """The director's one-tap entry for a table opened from a situation, the
    instruction to the table, what stays in force and the result in words."""
    situation = table.record.situation is not None
    play = table.play
    unknown = play is not None and table.board.deal is None
    revoke_tricks: list[int] = []
    if play is not None and table.status is not Status.AUCTION:
        last = len(play.tricks) + (1 if play.current else 0)
        revoke_tricks = list(range(1, min(last, 13) + 1))
    # 45D: a card dummy placed without declarer naming it, picked among
    # dummy's cards of the trick under way and the last quitted one (the
    # library rules whether it goes back, 45D1, or play goes on, 45D2)
    undesignated: list[tuple[str, str]] = []
    if play is not None and table.status is Status.PLAY:
        recent = [*(play.tricks[-1].cards if play.tricks else ()), *play.current]
        undesignated = [(c.name, card_label(c, lang)) for s, c in recent if s is play.dummy]
    question = protocol.next_question(table)
    last = len(table.record.events) - 1
    accepted = [protocol.accepted(table, i) for i in table.irregularities if i.accepted_by == last]
    # each obligation has its badge under "In force": not said twice
    badged = {render(describe_obligation(o), lang) for o in table.obligations}
    in_force_lines = [render(m, lang) for m in in_force(table)]
    return {
        # seed 004's general protocol before the specific one
        "protocol": [render(s.text, lang) for s in protocol.steps(table) if s.fact is None],
        "protocol_question": {
            "fact": question.fact,
            "text": render(question.text, lang),
            "laws": question.laws,
        }
        if question is not None
        else None,
        "accepted_lines": [render(m, lang) for m in accepted if m is not None],
        "quick": situation,
        "bidgrid": bid_grid(lang) if situation else [],
        "cardgrid": card_grid(lang) if unknown else [],
        "revoke_tricks": revoke_tricks if situation else [],
        "undesignated": undesignated,
        "found": found_entries(table, lang),
        "seat_letters": [(s.letter, notation.seat_letter(s, lang)) for s in Seat],
        "instruction": [render(m, lang) for m in instruction(table)] if not table.is_over else [],
        "in_force_lines": [line for line in in_force_lines if line not in badged],
        "final": [render(m, lang) for m in result(table)] if table.is_over else [],
        "next_board": table.board.number + 1,
        "award": award_view(table, lang),
        # 64B4, 64B5: a transfer the director worked out may come too late
        "late_revoke": situation
        and table.status is Status.COMPLETE
        and bool(table.adjustments)
        and not any(r.irregularity.code == "revoke_noticed_late" for r in table.rulings),
    }


#: 46B: declarer's incomplete words for dummy's card, as the record takes
#: them (the library reads what they designate)
DESIGNATION_WORDS = (
    ("high", "high"),
    ("low", "low"),
    ("win", "win the trick"),
    ("any", "any card"),
)


#: 6D: what went wrong in the shuffle or the deal, as the record takes it
MISDEAL_WORDS = {
    "dealt_wrongly": "The cards were not dealt as they should be",
    "card_seen": "A player could have seen another player's card",
    "unshuffled": "The pack was not shuffled, or the deal is from another session",
}


#: 7: the faults in handling the board or the cards, as the record takes them
#: (the law each breaks is the library's: board_control.case_law)
BOARD_CONTROL_WORDS = {
    "board_turned": "The board did not lie the right way round",
    "cards_not_counted": "A player did not count his cards before looking at them",
    "touched_other_cards": "A player handled another player's cards",
    "wrong_pocket": "A hand went back into the wrong pocket",
}

#: 90, 91: amounts a director often gives, offered while he types his own
PENALTY_AMOUNTS = ("10%", "25%", "50%", "100%", "1MP", "3IMP")


def director_findings(table: Table, lang: str) -> dict[str, Any]:
    """The findings the director may give in any phase of the board, where the
    edition has them (the rubber rules know neither): a procedural penalty
    (90, 91) and a fault in handling the board or the cards (7)."""
    registry = table.edition.registry
    out: dict[str, Any] = {}
    if registry.get(rules.Hook.PLAY_FACT, penalties.PENALTY_FACT) is not None:
        out["penalty_seats"] = [(s.letter, notation.seat_word(s, lang)) for s in Seat]
        out["penalty_amounts"] = [(a, penalty_words(a, lang)) for a in PENALTY_AMOUNTS]
        # the laws the rulings so far let him penalise under (offered first)
        offered = [
            law
            for ruling in table.rulings
            for effect in ruling.effects
            if effect.kind == EffectKind.PROCEDURAL_PENALTY_POSSIBLE
            for law in effect.laws
        ]
        out["penalty_laws"] = list(dict.fromkeys(offered))
    if registry.get(rules.Hook.PLAY_FACT, board_control.BOARD_FACT) is not None:
        out["board_control"] = [
            (code, f"{_(words, lang)} ({board_control.case_law(table.edition, code)})")
            for code, words in BOARD_CONTROL_WORDS.items()
        ]
        out["board_control_seats"] = [(s.letter, notation.seat_word(s, lang)) for s in Seat]
    return out


def found_entries(table: Table, lang: str) -> dict[str, Any]:
    """What the director may find at the table that only a record could say
    before (spec §3 facts): which entries the table's state allows now and
    what to pick from. No law here: the library rules each fact posted."""
    play = table.play
    status = table.status
    out: dict[str, Any] = director_findings(table, lang)
    if (
        status is Status.COMPLETE
        and table.tricks() is not None  # a result stands (not a board ended by a ruling)
        and table.edition.registry.get(rules.Hook.PLAY_FACT, "tricks_disputed") is not None
    ):
        # 79: the count disputed, a score entered wrongly, the correction period over
        out["count"] = list(range(14))
        out["count_seats"] = [(s.letter, notation.seat_word(s, lang)) for s in Seat]
    if status is Status.COMPLETE and (play is None or not play.is_complete):
        return out  # the board ended before its play did (by a ruling, or passed out)
    if status in (Status.AUCTION, Status.PLAY, Status.COMPLETE):
        out["wrong_board"] = True  # 15
        out["wrong_cards"] = True  # 13
    registry = table.edition.registry
    if (
        status in (Status.AUCTION, Status.PLAY)
        and registry.get(rules.Hook.PLAY_FACT, "misdeal") is not None
        and registry.get(rules.Hook.RUBBER_FACT, "misdeal") is None
    ):
        # 6D (the rubber rules' misdeal is another fact, with its own cases)
        out["misdeal"] = [(code, _(words, lang)) for code, words in MISDEAL_WORDS.items()]
    if play is None or status not in (Status.PLAY, Status.COMPLETE):
        return out
    seats = [(s.letter, notation.seat_word(s, lang)) for s in Seat]
    out["seats"] = seats
    if play.tricks:
        # 67: a trick already quitted, and what was wrong with it
        out["defective_tricks"] = list(range(1, len(play.tricks) + 1))
        out["defective_cards"] = [
            (c.name, card_label(c, lang)) for row in card_grid_cards() for c in row
        ]
    if status is not Status.PLAY:
        return out
    out["suggested"] = True  # 45F
    if play.next_seat is play.dummy:
        # 46B: declarer's words while dummy is to play (high, low and win
        # speak of the suit led: offered once a card is led)
        words = DESIGNATION_WORDS if play.current else DESIGNATION_WORDS[3:]
        out["designation"] = [(code, _(word, lang)) for code, word in words]
        out["designation_suits"] = [(s.letter, SUIT_NAMES[s.letter]) for s in SUITS_DISPLAY_ORDER]
        out["designation_ranks"] = [
            (r.letter, notation.rank_text(r, lang)) for r in sorted(Rank, reverse=True)
        ]
    # 47E2: a card of the trick under way or the last card of the trick just
    # quitted, taken back after a mistaken explanation
    recent = list(play.current) or (list(play.tricks[-1].cards[-1:]) if play.tricks else [])
    out["misinformed"] = [
        (c.name, f"{notation.seat_word(s, lang)} {card_label(c, lang)}") for s, c in recent
    ]
    # 58: the cards one player put down at once
    out["simultaneous"] = card_grid(lang)
    return out


def card_grid_cards() -> list[list[Card]]:
    """The 52 cards, a row per suit (spades first), highest first."""
    return [
        sorted((c for c in Card.all() if c.suit is suit), reverse=True)
        for suit in SUITS_DISPLAY_ORDER
    ]


def award_view(table: Table, lang: str) -> dict[str, Any] | None:
    """The claim award the director still has to sign (the library says which,
    :func:`award_to_review`): the engine's figure, the other figures he may set."""
    ruling = award_to_review(table)
    play = table.play
    if ruling is None or ruling.irregularity.offender is None or play is None:
        return None
    side = ruling.irregularity.offender.side
    awarded = int(ruling.facts["awarded"])
    names = {"side": notation.side_text(side, lang), "tricks": str(awarded)}
    return {
        "text": _("The engine awards {side} {tricks} tricks.", lang, **names),
        "double_dummy": ruling.facts.get("double_dummy"),
        "choices": [n for n in range(play.won[side], 14 - play.won[side.other]) if n != awarded],
        "side": names["side"],
    }


def render(message: Message, lang: str) -> str:
    return message.render(lang)
