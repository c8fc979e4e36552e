"""The ruling report as a director reads it, in his language.

:func:`report_lines` turns a :class:`~bridgelaws.table.Table` into the lines
``bridgelaws rule`` prints: where the board stands, every irregularity the
engine recognised (ruled, accepted by action or not ruled) with the branch
taken and its laws, every ruling with its chooser, options and questions, the
obligations in force, and contract, tricks, trick transfers and score. Every
sentence is a catalogue message; seats are named, cards and calls are written
in the language's notation (Dutch: H for the king, V for the queen, B for the
jack; SA for no trump), and no code name or empty value is shown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bridgelaws import notation, protocol
from bridgelaws.calls import CALL_BY_NAME, Call
from bridgelaws.cards import CARD_BY_NAME, Seat, Side
from bridgelaws.facts import AuctionExposureFacts, CardFacts, RevokeFacts, Swing, TrickFacts
from bridgelaws.i18n import translate
from bridgelaws.instruction import instruction
from bridgelaws.irregularities import misinformation
from bridgelaws.record import CardEvent
from bridgelaws.rulings import (
    ABOVE_SEVEN,
    Effect,
    EffectKind,
    IrregularityCode,
    Message,
    Obligation,
    PenaltyGiven,
    Ruling,
    contract_words,
    describe_obligation,
    irregularity_name,
    irregularity_text,
    other_chooser,
)
from bridgelaws.table import Irregularity, Status, Table

_SIDE_NAMES = {Side.NS: Message("North-South"), Side.EW: Message("East-West")}


def render(message: Message, lang: str) -> str:
    """A message with seats, suits, cards and calls in the language's words."""
    return message.render(lang)


def card_text(name: str, lang: str) -> str:
    """A card (``SK``) in the language's notation: ``♠H`` in Dutch, ``♠K`` in English."""
    card = CARD_BY_NAME.get(name)
    return name if card is None else notation.card_text(card, lang)


def call_text(name: str, lang: str) -> str:
    """A call (``1NT``, ``Pass``, ``X``) as the director says it in a sentence."""
    call = CALL_BY_NAME.get(name)
    if call is None and ABOVE_SEVEN.match(name):
        call = Call.parse(name)  # Law 38: kept in the record, said like any bid
    return name if call is None else notation.call_word(call, lang)


def contract_text(pbn: str, lang: str) -> str:
    """A PBN contract (``4HX``) in the language's notation."""
    return contract_words(pbn, lang)


def seat_name(seat: Seat, lang: str) -> str:
    return translate(seat.name.title(), lang)


def _laws(laws: tuple[str, ...] | list[str]) -> str:
    return ", ".join(laws)


#: a law number as the texts cite it: 27, 27B1a, 64C2b, rubber 40(2), 55(1)(a)(III)
_LAW = re.compile(r"\d{1,3}(?:[A-Z](?:\d{1,2}(?:[a-z](?:\d|\([ivx]+\))?)?)?)?(?:\([0-9a-zA-Z]+\))*")


def _groups(text: str) -> list[tuple[int, int]]:
    """The spans of the outermost parenthesised groups of ``text``."""
    spans: list[tuple[int, int]] = []
    depth, start = 0, 0
    for index, char in enumerate(text):
        if char == "(":
            if depth == 0:
                start = index
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, index + 1))
    return spans


def _law_list(group: str) -> list[str] | None:
    """The laws of a group such as ``(27B3)`` or ``(31A, 32A, 26B)``; None
    when the group says something else."""
    parts = [part.strip() for part in re.split(r"[,;]", group[1:-1])]
    if parts and all(_LAW.fullmatch(part) for part in parts):
        return parts
    return None


def _cites(cited: str, law: str) -> bool:
    """``cited`` is ``law`` or one of its sub-laws (27B3 cites 27B, not 2)."""
    if cited == law:
        return True
    if not cited.startswith(law):
        return False
    after = cited[len(law)]
    return after == "(" or after.isdigit() != law[-1].isdigit()


def with_laws(text: str, laws: tuple[str, ...] | list[str]) -> str:
    """A sentence with its laws cited once, before its full stop: the laws
    the sentence already cites (itself or a sub-law: 27B3 for 27B) are not
    repeated, and the others join the list it ends with, so that it reads
    "... (29B, 31A, 32A, 26B)." rather than "... (31A, 32A, 26B) (29B, 31).",
    and "... trick 1 (67B1a)." rather than "... trick 1. (67B1a)"."""
    groups = [(span, _law_list(text[span[0] : span[1]])) for span in _groups(text)]
    cited = [law for _, found in groups if found for law in found]
    rest = [law for law in dict.fromkeys(laws) if not any(_cites(other, law) for other in cited)]
    if not rest:
        return text
    stop = "." if text.endswith(".") else ""
    body = text[: len(text) - len(stop)]
    if groups:
        (start, end), last = groups[-1]
        if last is not None and end == len(body):
            # in the order of the laws given (the option's own law first), each
            # as the sentence cites it, then the other laws the sentence names
            merged: list[str] = []
            for law in dict.fromkeys(laws):
                if law in rest:
                    merged.append(law)
                else:
                    merged.extend(c for c in last if _cites(c, law) and c not in merged)
            merged.extend(c for c in last if c not in merged)
            return f"{body[:start]}({', '.join(merged)}){stop}"
    return f"{body} ({_laws(rest)}){stop}"


def tricks_text(count: int, lang: str) -> str:
    if count == 1:
        return render(Message("1 trick"), lang)
    return render(Message("{count} tricks", {"count": str(count)}), lang)


def _status_line(table: Table, lang: str) -> str:
    status = table.status.value
    nxt = table.next
    params = {"seat": nxt.name.title() if nxt is not None else ""}
    if status == "auction" and nxt is not None:
        return render(Message("The auction goes on: {seat} to call.", params), lang)
    claim = table.claim
    if table.claim_open and claim is not None:
        # Law 68D (rubber 26): play has ceased; the opponents agree or dispute
        return render(
            Message(
                "Play has ceased: {seat} claimed {tricks} in all for his side; the opponents "
                "accept the claim or dispute it (26)."
                if _rubber(table)
                else "Play has ceased: {seat} claimed {tricks} in all for his side; the "
                "opponents agree or dispute the claim (68D).",
                {"seat": claim.by.name.title(), "tricks": tricks_text(claim.tricks, lang)},
            ),
            lang,
        )
    if status == "play" and nxt is not None:
        return render(Message("The play goes on: {seat} to play.", params), lang)
    rubber = _rubber(table)
    if status == "awaiting_director":
        if rubber:
            return render(Message("The players must first settle this by the rules."), lang)
        return render(Message("The director must rule first."), lang)
    if status == "awaiting_fact":
        if rubber:
            return render(Message("The players must settle a question first."), lang)
        return render(Message("The director must answer a question first."), lang)
    if status == "awaiting_choice":
        active = table.active
        chooser = active.chooser if active is not None else None
        if protocol.next_question(table) is not None:
            # the general protocol's facts come before anyone chooses (seed
            # 004); the ruling itself waits for the choice, as its status says
            if chooser is None:
                return render(
                    Message(
                        "A choice must be made, once the director has established the facts (85)."
                    ),
                    lang,
                )
            other = other_chooser(active)
            if other is not None:
                return render(
                    Message(
                        "{seat} or {other} must choose, once the director has established "
                        "the facts (85).",
                        {"seat": chooser.name.title(), "other": other.name.title()},
                    ),
                    lang,
                )
            return render(
                Message(
                    "{seat} must choose, once the director has established the facts (85).",
                    {"seat": chooser.name.title()},
                ),
                lang,
            )
        other = other_chooser(active)
        if chooser is not None and other is not None:
            return render(
                Message(
                    "{seat} or {other} must choose first.",
                    {"seat": chooser.name.title(), "other": other.name.title()},
                ),
                lang,
            )
        if chooser is not None:
            return render(
                Message("{seat} must choose first.", {"seat": chooser.name.title()}), lang
            )
        return render(Message("A choice must be made first."), lang)
    if status == "passed_out":
        return render(Message("The board is passed out."), lang)
    if status == "complete":
        return render(Message("The board is over."), lang)
    return render(Message("The board goes on."), lang)


def _edition_line(table: Table, lang: str) -> str:
    name = table.edition.name
    if name == "rubber":
        return render(Message("Rubber bridge (NBB rules)"), lang)
    return render(Message("Laws of Duplicate Bridge {year}", {"year": name}), lang)


def _irregularity_line(table: Table, irregularity: Irregularity, lang: str) -> str:
    # a record that starts from a situation (spec §6) counts its own events
    number = irregularity.event - table.record.prefix
    where = (
        render(Message("action {event}", {"event": str(number + 1)}), lang)
        if number >= 0
        else render(Message("in the situation found"), lang)
    )
    rubber = _rubber(table)
    head = where + ": " + irregularity_text(irregularity, lang, rubber)
    ruling = next((r for r in table.rulings if r.irregularity is irregularity), None)
    revoke = irregularity.facts if isinstance(irregularity.facts, RevokeFacts) else None
    branch = _revoke_branch(revoke, lang, table.edition.SPLIT_64C) if revoke is not None else None
    if branch is not None and revoke is not None and revoke.equity is not None:
        branch += "; " + _equity_text(irregularity, revoke.equity, lang)
    if isinstance(irregularity.facts, TrickFacts) and irregularity.facts.branch is not None:
        branch = _deemed_branch(*irregularity.facts.branch, lang, table.edition.SPLIT_64C)
    if ruling is not None:
        # a revoke ruled during the play still shows Law 64's branch at the end
        return f"{head}; {_branch(ruling, lang, rubber)}" + (f"; {branch}" if branch else "")
    if branch is not None:
        return f"{head}; {branch}"
    facts = irregularity.facts
    if isinstance(facts, RevokeFacts) and facts.corrected:
        # corrected in the ruling on the other side's revoke in the trick (62A, 62C3)
        corrected = Message("the revoke is corrected ({laws})", {"laws": irregularity.laws[-1]})
        return f"{head}; {render(corrected, lang)}"
    itself = facts.applies_itself if isinstance(facts, CardFacts) else None
    if isinstance(itself, str) and not irregularity.accepted:
        # the rule binds at once, no one need be summoned (rubber 44)
        text = render(Message("the rule applies by itself ({law})", {"law": itself}), lang)
        return f"{head}; {text}"
    right_leader = table.edition.RIGHT_LEADER_LAW
    if (
        irregularity.code
        in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND)
        and right_leader in irregularity.laws
        and facts.cancelled is not None
        and not irregularity.accepted
    ):
        # the player whose lead it was led (53B; 2007 53C): nothing more
        event = table.record.events[facts.cancelled]
        text = render(
            Message(
                "{seat}, whose lead it was, led: his lead stands and the card led out of turn "
                "goes back to the hand without further rectification ({law}); what it showed "
                "is unauthorized information for {offender}'s side ({info})",
                {
                    "seat": event.by.name.title() if isinstance(event, CardEvent) else "",
                    "offender": irregularity.offender.name.title()
                    if irregularity.offender is not None
                    else "",
                    "law": right_leader,
                    "info": table.edition.WITHDRAWN_INFO_LAW,
                },
            ),
            lang,
        )
        return f"{head}; {text}"
    if isinstance(facts, CardFacts) and facts.cancelled is not None and "62C1" in irregularity.laws:
        # a card after a revoke, still waiting when the revoke was corrected
        text = render(
            Message(
                "the card goes back to the hand with the correction of the revoke, without "
                "rectification (62C1)"
            ),
            lang,
        )
        return f"{head}; {text}"
    if "28B" in irregularity.laws and not irregularity.accepted:
        # the opponent in turn called over it: cancelled, no rectification
        offender = irregularity.offender
        partner = offender.partner.name.title() if offender is not None else ""
        text = render(
            Message(
                "cancelled by the call of the player in turn, without rectification and "
                "without lead restrictions (28B); what it told {partner} is unauthorized "
                "for him ({law})",
                {"partner": partner, "law": table.edition.WITHDRAWN_INFO_LAW + "2"},
            ),
            lang,
        )
        return f"{head}; {text}"
    if irregularity.code in (
        IrregularityCode.CALL_NOT_REPEATED,
        IrregularityCode.CALL_NOT_REPEATED_17D2,
    ):
        # put right within the ruling on the call out of rotation (31A1,
        # 32A1) or on the call made with another board's cards (2007 17D2)
        text = render(
            Message(
                "cancelled: he must still repeat his call out of rotation ({law})"
                if irregularity.code == IrregularityCode.CALL_NOT_REPEATED
                else "cancelled: he must still repeat the call he made over the cancelled "
                "call ({law})",
                {"law": irregularity.laws[-1]},
            ),
            lang,
        )
        return f"{head}; {text}"
    if "40(2)" in irregularity.laws and not irregularity.accepted:
        # the offender raised it in the same denomination in time: regular
        text = render(
            Message(
                "made sufficient in the same denomination before attention was drawn: "
                "regular, no penalty (40(2))"
            ),
            lang,
        )
        return f"{head}; {text}"
    if any(found == irregularity.event for found, _ in table.waiting_findings):
        # found by the director while another ruling was open (15A3, 20G);
        # the rubber rules have no director: the players settle it (60)
        later = Message(
            "the players settle it by the rules once the matter under way is settled"
            if rubber
            else "the director rules it once the ruling under way is done"
        )
        return f"{head}; {render(later, lang)}"
    if any(waiting is irregularity for waiting in table.deferred) or any(
        kept is irregularity for kept in table.listed_early.values()
    ):
        # 9B: the director rules it at this call, after the one before it (the
        # rubber rules: the players settle it after the one before it)
        if table.is_over:
            later = Message(
                "not settled: the deal ended before its turn came"
                if rubber
                else "not ruled: the board ended before its turn came"
            )
        elif rubber:
            later = Message("settled by the rules once the irregularity before it is settled")
        else:
            later = Message("ruled at this call once the ruling before it is complete (9B)")
        return f"{head}; {render(later, lang)}"
    never = _never_established(table, irregularity) if rubber else None
    if never is not None:
        return f"{head}; {render(never, lang)}"
    if (
        rubber
        and not irregularity.accepted
        and isinstance(irregularity.facts, RevokeFacts)
        and irregularity.facts.claimed
        and not table.is_over
    ):
        # 55(6): attention drawn to an established revoke during the play
        drawn = Message("attention drawn to it: the penalty follows at the end of the play (55(6))")
        return f"{head}; {render(drawn, lang)}"
    if (
        rubber
        and isinstance(facts, AuctionExposureFacts)
        and facts.open
        and table.auction.is_complete
    ):
        # 43: the auction went on and ended with no attention drawn; what
        # 43(a) gives the defenders is asked as its own choice (a ruling)
        lapsed = Message(
            "no attention drawn to it before the auction ended: it costs nothing"
            if facts.low_card
            else "no attention drawn to it before the auction ended: it costs nothing (rule "
            "43(b) names no time for the demand of a new deal; that the right ends with the "
            "auction is this assistant's reading)"
        )
        return f"{head}; {render(lapsed, lang)}"
    if not irregularity.accepted:
        # the rubber rules have no director: a player draws attention (60)
        none = Message("no attention drawn to it" if rubber else "no ruling asked")
        return f"{head}; {render(none, lang)}"
    return head


#: rubber 55(2), 26(2): why a revoke was never established, so costs nothing
#: (keyed by "made in the twelfth trick")
_NEVER_ESTABLISHED = {
    False: Message(
        "never established: the play ended by a claim before the offending side played to "
        "a later trick, and showing cards for a claim establishes no revoke (26(2)); "
        "no penalty (55(6))"
    ),
    True: Message(
        "never established: a revoke in the twelfth trick is never established (55(2)); "
        "no penalty (55(6))"
    ),
}


def _never_established(table: Table, irregularity: Irregularity) -> Message | None:
    """Why a revoke was still not established when the play was over (rubber
    55(2)): made in the twelfth trick, or the play ended by a claim first
    (26(2)); None when it was established or is not over yet."""
    facts = irregularity.facts
    if (
        not isinstance(facts, RevokeFacts)
        or facts.established
        or facts.corrected
        or facts.found
        or table.status is not Status.COMPLETE
    ):
        return None
    if facts.trick == 11:
        return _NEVER_ESTABLISHED[True]
    return _NEVER_ESTABLISHED[False] if table.claimed_tricks is not None else None


def _revoke_branch(revoke: RevokeFacts, lang: str, split_64c: bool = True) -> str | None:
    """Law 64's branch once play is over: the tricks moved, or the exception
    that moves none and why."""
    if revoke.transfer is not None:
        law, count = revoke.transfer
        params = {"law": law, "tricks": tricks_text(count, lang)}
        return render(Message("{tricks} transferred ({law})", params), lang)
    no_transfer = revoke.no_transfer_law
    if no_transfer is None:
        return None
    reason = (_NO_TRANSFER_2017 if split_64c else {}).get(no_transfer) or _NO_TRANSFER.get(
        no_transfer
    )
    if no_transfer == "64B3" and revoke.faced:
        # the card not played lay face up: a penalty card (2017), any faced card (2007)
        reason = _FACED_CARD[split_64c]
    text = render(Message("no trick transferred ({law})", {"law": no_transfer}), lang)
    if reason is not None:
        text += ": " + render(reason, lang)
    return text


def _equity_text(irregularity: Irregularity, swing: Swing, lang: str) -> str:
    """64C worked out for one revoke: what the non-offending side would have
    taken double dummy had the offender followed suit, and after his revoke."""
    offender = irregularity.offender
    assert offender is not None
    params = {
        "side": _SIDE_NAMES[offender.side.other].render(lang),
        "offender": seat_name(offender, lang),
        "without": str(swing.without),
        "remaining": str(swing.remaining),
        "with": str(swing.with_revoke),
    }
    return render(
        Message(
            "double dummy from the revoke, {side} would have taken {without} of the last "
            "{remaining} tricks had {offender} followed suit, and {with} after the revoke",
            params,
        ),
        lang,
    )


def _both_sides_revoked(table: Table) -> bool:
    """The revokes the cards measured (64C) were made by both sides (64B7)."""
    sides = {
        i.offender.side
        for i in table.irregularities
        if isinstance(i.facts, RevokeFacts) and i.facts.equity is not None and i.offender
    }
    return len(sides) == 2


def _director_figure(table: Table) -> bool:
    """The director gave his own 64C figure (fact ``tricks_without_revoke``)."""
    return any(
        isinstance(i.facts, RevokeFacts | TrickFacts) and "tricks_without_revoke" in i.facts.answers
        for i in table.irregularities
    )


def _equity_line(table: Table, lang: str) -> str | None:
    """64C's conclusion when the cards measured every revoke: the adjusted
    score the director gives, or that the transfer makes good the damage."""
    revokes = [
        i
        for i in table.irregularities
        if isinstance(i.facts, RevokeFacts) and i.facts.equity is not None
    ]
    if not revokes or any(a.law.startswith("64C") for a in table.adjustments):
        return None
    split = table.edition.SPLIT_64C
    sides = {i.offender.side for i in revokes if i.offender is not None}
    if len(sides) == 2:
        message = Message(
            "Law {law}: both sides revoked and, double dummy, neither side lost by them on "
            "balance; no adjusted score",
            {"law": "64C2b" if split else "64C"},
        )
    else:
        second = any(
            isinstance(i.facts, RevokeFacts) and i.facts.no_transfer_law == "64B2" for i in revokes
        )
        message = Message(
            "Law {law}: the revokes gained the offending side no more than the tricks "
            "transferred (double dummy); no adjusted score",
            {"law": ("64C2a" if second else "64C1") if split else "64C"},
        )
    return render(message, lang)


def _deemed_branch(law: str, count: int, lang: str, split_64c: bool = True) -> str:
    """67B1's transfer as in 64A2 once play is over, or why there is none
    (64B7 when the other side revoked too)."""
    if count:
        params = {"law": law, "tricks": tricks_text(count, lang)}
        return render(Message("{tricks} transferred ({law})", params), lang)
    text = render(Message("no trick transferred ({law})", {"law": law}), lang)
    reason = Message("the offending side won no trick from the defective trick on")
    if law == "64B7":
        reason = (_NO_TRANSFER_2017 if split_64c else _NO_TRANSFER)[law]
    return f"{text}: {render(reason, lang)}"


#: why Law 64 moves no trick, by the exception that applies
_NO_TRANSFER: Mapping[str, Message] = {
    "64B1": Message("the offending side won no trick from the revoke trick on"),
    "64B2": Message(
        "a second revoke in the same suit by the same player; the director may adjust "
        "the score (64C)"
    ),
    "64B3": Message("dummy's revoke"),
    "64B4": Message("attention was drawn only after a non-offender called on the next board"),
    "64B5": Message("attention was drawn only after the round ended"),
    "64B6": Message("a revoke on the twelfth trick"),
    "64B7": Message("both sides revoked; the director may adjust the score (64C)"),
    "64A": Message("the offending side has no further trick to give"),
    # the rubber rules: 55(6) takes only tricks won from the revoke on; dummy
    # is not penalised (55(1)(a)(III))
    "55(6)": Message("the offending side won no trick from the revoke trick on"),
    "55(1)(a)(III)": Message("dummy's revoke"),
    # 24(d): the non-offenders refused the offender a look at that trick
    "24(d)": Message("the other side refused the offender a look at that trick"),
}


#: 64B3 when the card the offender failed to play lay face up on the table:
#: 2017 names penalty cards, 2007 any faced card (by ``split_64c``: 2017)
_FACED_CARD: Mapping[bool, Message] = {
    True: Message("the card not played was a penalty card"),
    False: Message("the card not played lay face up on the table"),
}


#: 2017 names the adjustment after two revokes in one suit by one player
#: (64C2a) and after revokes by both sides (64C2b); 2007 has 64C alone
_NO_TRANSFER_2017: Mapping[str, Message] = {
    "64B2": Message(
        "a second revoke in the same suit by the same player; the director adjusts the "
        "score if without it the non-offending side would likely have won more tricks (64C2a)"
    ),
    "64B7": Message(
        "both sides revoked; if a side was damaged the director assigns the score likely "
        "without the revokes (64C2b)"
    ),
}


def _rubber(table: Table) -> bool:
    """The NBB rubber rules: rules, not Laws, and no director (the players
    draw attention and the player the rule names chooses)."""
    return table.edition.name == "rubber"


def law_word(table: Table, count: int, lang: str) -> str:
    """The word before law numbers: "Law"/"Laws", or under the rubber rules,
    which number rules, "rule"/"rules"; in ``lang``."""
    if _rubber(table):
        return translate("rules" if count > 1 else "rule", lang)
    return translate("Laws" if count > 1 else "Law", lang)


def _branch(ruling: Ruling, lang: str, rubber: bool = False) -> str:
    if ruling.question is not None and ruling.question.fact == "tricks_without_revoke":
        # 64C: asked once the play is over; the result stands meanwhile
        params = {"laws": _laws(ruling.laws)}
        return render(Message("ruled ({laws}); the director's 64C figure is asked", params), lang)
    if ruling.question is not None:
        waiting = (
            "waiting for the players' answer" if rubber else "waiting for the director's judgment"
        )
        return render(Message(waiting), lang)
    if ruling.options and ruling.chosen is None:
        return render(Message("waiting for the choice"), lang)
    chosen = ruling.option(ruling.chosen) if ruling.chosen is not None else None
    if chosen is not None:
        said = with_laws(render(chosen.text, lang).rstrip("."), chosen.laws)
        params = {"text": said}
        return render(Message("settled: {text}" if rubber else "ruled: {text}", params), lang)
    params = {"laws": _laws(ruling.laws)}
    return render(Message("settled ({laws})" if rubber else "ruled ({laws})", params), lang)


#: what an applied effect means, by kind; kinds not listed are told by the option text
_EFFECTS: Mapping[str, Message] = {
    "call_stands": Message("{seat}'s {call} stands ({laws})"),
    "call_cancelled": Message("{seat}'s {call} is cancelled ({laws})"),
    "call_withdrawn": Message("{seat}'s {call} is withdrawn ({laws})"),
    "must_pass": Message("{seat} must pass ({laws})"),
    "must_repeat": Message("{seat} must repeat {call} ({laws})"),
    "no_double": Message("{seat} may not double or redouble at his next turn ({laws})"),
    "penalty_card": Message("{seat}'s {card} is a penalty card ({laws})"),
    "lead_restriction": Message("{seat}'s lead may be restricted ({laws})"),
    "lead_restriction_possible": Message("{seat}'s lead may be restricted ({laws})"),
    "unauthorized_information": Message(
        "information from the withdrawn action is unauthorized for {seat} ({laws})"
    ),
    "adjusted_score_possible": Message("the director may adjust the score ({laws})"),
    "adjusted_score": Message("the score is adjusted ({laws})"),
    "result_stands": Message("the table result stands ({laws})"),
    "split_score_possible": Message(
        "the director may take away an advantage gained, in the score of {seat}'s side only "
        "({laws})"
    ),
    "procedural_penalty_possible": Message(
        "the director may give {seat} a procedural penalty ({laws})"
    ),
    "fouled_board": Message(
        "the board is scored as fouled: the results in that form make a group of their own ({laws})"
    ),
    "no_rectification": Message("no rectification ({laws})"),
    "no_further_rectification": Message("no further rectification ({laws})"),
    "no_penalty": Message("no rectification ({laws})"),
    "no_trick_transfer": Message("no trick is transferred ({laws})"),
    # rubber 51(2), 55(9), 58, 59, 61: the non-offenders' right to a penalty
    "penalty_lost": Message("the right to a penalty is lost ({laws})"),
    "card_withdrawn": Message("{seat}'s {card} is withdrawn ({laws})"),
    "card_stands": Message("{seat}'s {card} stands ({laws})"),
    "card_played": Message("{seat}'s {card} is played ({laws})"),
    "card_restored": Message("{seat}'s {card} is put back ({laws})"),
    # rubber 48(b): the card taken out of the hand joins the trick he missed
    "card_removed": Message("{seat}'s {card} joins the trick he did not play to ({laws})"),
    # 67B2a, 58B1: which card stays in a defective trick, which goes back
    "card_stays": Message("{seat}'s {card} stays in the trick ({laws})"),
    "card_returned": Message("{seat}'s {card} goes back to his hand ({laws})"),
    "lead_stands": Message("the lead stands ({laws})"),
    "revoke_established": Message("the revoke is established ({laws})"),
    "revoke_corrected": Message("the revoke is corrected ({laws})"),
    "tricks_transferred_after_play": Message(
        "after the play, tricks are transferred as for an established revoke ({laws})"
    ),
    "declarer_becomes_dummy": Message("declarer becomes dummy ({laws})"),
    "later_calls_cancelled": Message("the calls after it are cancelled ({laws})"),
    "replaced_by_pass": Message("{seat}'s call is replaced by a pass ({laws})"),
    # 65B3, 65D: a quitted card pointing the wrong way
    "card_turned": Message("the card is turned to point the right way ({laws})"),
    "too_late": Message("too late to turn the card: the tricks count as played ({laws})"),
}


#: a penalty card's kind told with it (50B)
_PENALTY_KINDS: Mapping[str, Message] = {
    "major": Message("{seat}'s {card} is a major penalty card ({laws})"),
    "minor": Message("{seat}'s {card} is a minor penalty card ({laws})"),
}


#: a lead restriction chosen (26B, 50D2a, 51B)
_LEAD_KINDS: Mapping[str, Message] = {
    "require_suit": Message("{seat} must lead {suit} ({laws})"),
    "prohibit_suit": Message("{seat} may not lead {suit} while he keeps the lead ({laws})"),
}


#: what a penalty card tells the holder's partner (50E)
_INFORMATION_SCOPES: Mapping[str, Message] = {
    "authorized": Message(
        "what the penalty card shows, and what it obliges, is authorized for {seat} ({laws})"
    ),
    "unauthorized": Message(
        "what the penalty card shows is unauthorized for {seat}, authorized for declarer ({laws})"
    ),
}


#: unauthorized information that comes from no withdrawn action, by its law
_INFORMATION_OF: Mapping[str, Message] = {
    "24": Message("what the exposed cards show is unauthorized for {seat} ({laws})"),
    "14C": Message(
        "that a card was added to his partner's hand is unauthorized information for {seat} "
        "({laws})"
    ),
    "13E": Message(
        "that a card was added to or moved from his partner's hand is unauthorized "
        "information for {seat} ({laws})"
    ),
}


#: an effect said in words of its own under a law: a card that belongs to no
#: hand of the deal taken out (13C, 2007 13F); a missing card that could not
#: be found replaced from another pack (14A2, 14B3)
_EFFECT_OF_LAW: Mapping[tuple[str, str], Message] = {
    **{
        ("card_removed", law): Message(
            "{card}, no part of the deal, is taken out of {seat}'s hand ({laws})"
        )
        for law in ("13C", "13F")
    },
    **{
        ("card_restored", law): Message(
            "{seat}'s {card} is replaced by the same card from another pack ({laws})"
        )
        for law in ("14A2", "14B3")
    },
}


#: a forced pass told with how long it binds (once, or for the rest of the auction)
_PASS_SCOPES: Mapping[str, Message] = {
    "next_turn": Message("{seat} must pass at his next turn ({laws})"),
    "rest_of_auction": Message("{seat} must pass for the rest of the auction ({laws})"),
}


def _effect_line(effect: Effect, lang: str, rubber: bool = False) -> str | None:
    if isinstance(effect, PenaltyGiven) and effect.seat is not None:
        return render(
            _penalty_message(effect, "{seat} is given a procedural penalty of {penalty} ({laws})"),
            lang,
        )
    message = _EFFECTS.get(effect.kind)
    if rubber and effect.kind in ("no_rectification", "no_penalty", "no_further_rectification"):
        message = Message("no penalty ({laws})")  # the rubber rules speak of penalties
    if effect.kind == EffectKind.PENALTY_CARD and effect.scope is not None:
        message = _PENALTY_KINDS.get(effect.scope, message)
    suit = ""
    if effect.kind == EffectKind.LEAD_RESTRICTION and effect.scope is not None:
        # the restriction chosen, named: "West must lead spades"
        kind, _, suit = effect.scope.partition(":")
        if len(suit) == 1 and suit in "CDHS":
            message = _LEAD_KINDS.get(kind, message)
    if effect.kind == EffectKind.INFORMATION and effect.scope is not None:
        message = _INFORMATION_SCOPES.get(effect.scope)
    if effect.kind == EffectKind.MUST_PASS and effect.scope is not None:
        message = _PASS_SCOPES.get(effect.scope, message)
    if (
        effect.kind == EffectKind.UNAUTHORIZED_INFORMATION
        and effect.laws
        and effect.laws[0] in _INFORMATION_OF
    ):
        # not a withdrawn call: cards lying face up (24), a card put back into
        # partner's hand (14C; 2007 13E, also a card moved)
        message = _INFORMATION_OF[effect.laws[0]]
    if effect.laws and (effect.kind, effect.laws[0]) in _EFFECT_OF_LAW:
        # the same kind said otherwise under this law (13C's card is no
        # rubber 48(b) card; 14A2's comes from another pack)
        message = _EFFECT_OF_LAW[(effect.kind, effect.laws[0])]
    if message is None:
        return None
    template = message.text
    params = {
        "seat": effect.seat.name.title() if effect.seat is not None else "",
        "laws": _laws(effect.laws),
        "call": effect.call or "",
        "card": effect.card or "",
        "suit": suit,
    }
    if "{seat}" in template and effect.seat is None:
        return None
    if ("{call}" in template and not effect.call) or ("{card}" in template and not effect.card):
        return None
    return render(Message(template, params), lang)


def _penalty_message(penalty: PenaltyGiven, text: str) -> Message:
    """A procedural penalty given (90, 91) said by ``text``."""
    assert penalty.seat is not None
    return Message(
        text,
        {
            "seat": penalty.seat.name.title(),
            "penalty": penalty.written,
            "side": "North-South" if penalty.seat.side is Side.NS else "East-West",
            "laws": _laws(penalty.laws),
        },
    )


def _ruling_lines(ruling: Ruling, lang: str, rubber: bool = False) -> list[str]:
    irregularity = ruling.irregularity
    offender = irregularity.named_offender
    params = {
        "name": irregularity_name(irregularity.code).render(lang),
        "seat": offender.name.title() if offender is not None else "",
        "laws": _laws(ruling.laws),
    }
    several = len(ruling.laws) > 1  # "(Law 27)", "(Laws 29, 31)"
    if rubber and offender is not None:
        # no director's ruling: the rules applied by the players themselves
        template = (
            "By the rules: {name} by {seat} (rules {laws})"
            if several
            else "By the rules: {name} by {seat} (rule {laws})"
        )
    elif rubber:
        template = (
            "By the rules: {name} (rules {laws})"
            if several
            else "By the rules: {name} (rule {laws})"
        )
    elif offender is not None:
        template = (
            "Ruling: {name} by {seat} (Laws {laws})"
            if several
            else "Ruling: {name} by {seat} (Law {laws})"
        )
    else:
        template = "Ruling: {name} (Laws {laws})" if several else "Ruling: {name} (Law {laws})"
    lines = [render(Message(template, params), lang)]
    for reason in ruling.reasoning:
        lines.append(f"  · {render(reason, lang)}")
    if ruling.options:
        other = other_chooser(ruling)
        if ruling.chooser is not None and other is not None:
            who = {"seat": ruling.chooser.name.title(), "other": other.name.title()}
            lines.append(
                "  " + render(Message("{seat} or {other} chooses (either may):", who), lang)
            )
        elif ruling.chooser is not None:
            who = {"seat": ruling.chooser.name.title()}
            lines.append("  " + render(Message("{seat} chooses:", who), lang))
        elif rubber:
            # no director: the rule names who decides (55(6) footnote: a
            # majority of the players, else the side that did not revoke)
            lines.append("  " + render(Message("The players decide by the rules:"), lang))
        else:
            lines.append("  " + render(Message("The director chooses:"), lang))
        for option in ruling.options:
            mark = "→" if option.code == ruling.chosen else "-"
            lines.append(f"  {mark} {with_laws(render(option.text, lang), option.laws)}")
            lines.extend(f"      · {render(then, lang)}" for then in option.follows)
        if ruling.chosen is None and ruling.question is None:
            lines.append("  " + render(Message("Not chosen yet."), lang))
    if ruling.question is not None:
        question = ruling.question
        # the laws the question's text does not cite yet, in the list it ends with
        asked = with_laws(render(question.text, lang), question.laws)
        template = (
            "Question for the players: {text}" if rubber else "Question for the director: {text}"
        )
        lines.append("  " + render(Message(template, {"text": asked}), lang))
    shown: set[tuple[str, Seat | None, str | None, str | None]] = set()
    # a penalty given replaces the line that it may be given
    penalised = {
        e.seat.side for e in ruling.effects if isinstance(e, PenaltyGiven) and e.seat is not None
    }
    for effect in ruling.effects:
        key = (effect.kind, effect.seat, effect.call, effect.card)
        if key in shown:
            continue
        if (
            effect.kind == EffectKind.PROCEDURAL_PENALTY_POSSIBLE
            and (effect.seat is None or effect.seat.side in penalised)
            and penalised
        ):
            continue
        shown.add(key)
        line = _effect_line(effect, lang, rubber)
        if line is not None:
            lines.append(f"  = {line}")
    return lines


def _obligation_line(obligation: Obligation, lang: str) -> str:
    return render(describe_obligation(obligation), lang)


def report_lines(table: Table, lang: str) -> list[str]:
    """The report of :meth:`Table.report` as sentences in ``lang``."""
    from bridgelaws import judgment

    judged = judgment.report_block(table.record, lang, table)
    first = f"{_edition_line(table, lang)}. {_status_line(table, lang)}"
    # the judgment's open questions come first, where the director starts
    # reading, also when the board itself is over
    asked = [q for q in table.open_questions(lang, judged) if q["source"] == "judgment"]
    if asked:
        count = len(asked)
        still = Message(
            "The director must still answer a question of judgment."
            if count == 1
            else "The director must still answer {count} questions of judgment.",
            {"count": str(count)},
        )
        first += " " + render(still, lang)
    lines = [first]
    if asked:
        heading = (
            "The director is asked:" if len(asked) == 1 else "The director is asked, in this order:"
        )
        lines.append(render(Message(heading), lang))
        open_ = render(Message("(open)"), lang)
        lines.extend(f"- {q['text']} {open_}" for q in asked)
    shown = [i for i in table.irregularities if i.code != IrregularityCode.CARD_NOT_HELD]
    if shown:
        lines.append(render(Message("Irregularities:"), lang))
        lines.extend(f"- {_irregularity_line(table, i, lang)}" for i in shown)
    else:
        lines.append(render(Message("No irregularity."), lang))
    general = protocol.steps(table)
    if general:
        # seed 004: the general protocol comes before the ruling's own steps
        # (the rubber rules: what is settled before the penalty is chosen)
        heading = "Before the penalty:" if _rubber(table) else "General protocol:"
        lines.append(render(Message(heading), lang))
        for step in general:
            answer = ""
            if step.fact is not None:
                answer = " " + render(
                    Message(
                        "(open)" if step.answer is None else "(yes)" if step.answer else "(no)"
                    ),
                    lang,
                )
            lines.append(f"- {render(step.text, lang)}{answer}")
    for ruling in table.rulings_in_report_order():
        lines.extend(_ruling_lines(ruling, lang, _rubber(table)))
    if table.changed_calls:
        lines.append(render(Message("Calls changed after misinformation:"), lang))
        info = table.edition.WITHDRAWN_INFO_LAW
        for change in table.changed_calls:
            number = str(change.of - table.record.prefix + 1)
            action = render(Message("action {event}", {"event": number}), lang)
            lines.append(f"- {action}: {render(misinformation.change_text(change, info), lang)}")
            for offer in table.change_offers:
                if offer.change is change:
                    number = str(offer.of - table.record.prefix + 1)
                    action = render(Message("action {event}", {"event": number}), lang)
                    said = offer.text(info, offer.is_open(table.record.events))
                    lines.append(f"- {action}: {render(said, lang)}")
    if judged is not None:
        # its open questions are listed at the top
        lines.extend(judgment.report_lines({**judged, "questions": []}, lang))
    without = table.kept_without_effect()
    if without:
        # actions kept in the record that change nothing, each with its reason
        lines.append(render(Message("Without effect:"), lang))
        prefix = table.record.prefix
        for kept in without:
            number = str(kept.event - prefix + 1)
            action = render(Message("action {event}", {"event": number}), lang)
            lines.append(f"- {action}: {render(kept.reason, lang)}")
    held = table.held_actions()
    if held:
        # calls and cards made before the open ruling is done (9B2)
        lines.append(render(Message(table.edition.KEPT_TEXT["heading"]), lang))
        prefix = table.record.prefix
        for kept in held:
            number = str(kept.event - prefix + 1)
            action = render(Message("action {event}", {"event": number}), lang)
            lines.append(f"- {action}: {render(kept.reason, lang)}")
    if table.notes:
        # what the Laws settle themselves (28A): no irregularity, told here
        # rubber bridge has no director: the players settle it (60)
        heading = "Settled by the players:" if _rubber(table) else "For the director:"
        lines.append(render(Message(heading), lang))
        prefix = table.record.prefix
        for note in table.notes:
            number = str(note.event - prefix + 1)
            action = render(Message("action {event}", {"event": number}), lang)
            lines.append(f"- {action}: {render(note.text, lang)}")
    if table.obligations:
        lines.append(render(Message("In force:"), lang))
        lines.extend(f"- {_obligation_line(o, lang)}" for o in table.obligations)
    if not table.is_over:
        told = instruction(table)
        if told:
            lines.append(render(Message("Instruction to the table:"), lang))
            lines.extend(f"→ {render(m, lang)}" for m in told)
    contract, declarer = table.contract, table.declarer
    if contract is not None:
        pbn = contract.to_pbn()
        if declarer is not None and pbn.upper() != "PASS":
            lines.append(
                render(
                    Message(
                        "Contract: {contract} by {seat}",
                        {"contract": contract_text(pbn, lang), "seat": declarer.name.title()},
                    ),
                    lang,
                )
            )
        else:
            lines.append(render(Message("Contract: passed out"), lang))
    for adjustment in table.adjustments:
        params = {
            "law": adjustment.law,
            "tricks": tricks_text(adjustment.tricks, lang),
            "side": _SIDE_NAMES[adjustment.to].render(lang),
        }
        if adjustment.law.startswith("64C") and _director_figure(table):
            # the director's own figure of the tricks likely without the revoke
            message = Message(
                "Law {law}: {tricks} to {side}, an adjusted score: the director's figure of "
                "the tricks they would have won without the revoke",
                params,
            )
        elif adjustment.law.startswith("64C") and _both_sides_revoked(table):
            # 64C2b: no transfer (64B7); the revokes weighed against each other
            message = Message(
                "Law {law}: {tricks} to {side}, an adjusted score: on balance the revokes "
                "of both sides cost them that much (double dummy)",
                params,
            )
        elif adjustment.law.startswith("64C"):
            # the director's adjusted score, worked out from the cards
            message = Message(
                "Law {law}: {tricks} to {side}, an adjusted score: the transfer leaves "
                "them short of what the revokes cost them (double dummy)",
                params,
            )
        elif _rubber(table):
            message = Message("Rule {law}: {tricks} to {side}", params)
        else:
            message = Message("Law {law}: {tricks} to {side}", params)
        lines.append(render(message, lang))
    equity = _equity_line(table, lang) if table.is_over else None
    if equity is not None:
        lines.append(equity)
    tricks = table.tricks()
    if tricks is not None:
        lines.append(
            render(
                Message(
                    "Tricks: {ns} {nstricks}, {ew} {ewtricks}",
                    {
                        "ns": _SIDE_NAMES[Side.NS].render(lang),
                        "ew": _SIDE_NAMES[Side.EW].render(lang),
                        "nstricks": str(tricks[Side.NS]),
                        "ewtricks": str(tricks[Side.EW]),
                    },
                ),
                lang,
            )
        )
    for penalty in table.procedural_penalties():
        # 90A: not a score on the board, a deduction in the event
        deducted = "Procedural penalty: {penalty} off the score of {side} in the event ({laws})"
        lines.append(render(_penalty_message(penalty, deducted), lang))
    score = table.score()
    if score is not None:
        lines.append(
            render(
                Message(
                    "Score: {ns} {nsscore}, {ew} {ewscore}",
                    {
                        "ns": _SIDE_NAMES[Side.NS].render(lang),
                        "ew": _SIDE_NAMES[Side.EW].render(lang),
                        "nsscore": str(score[Side.NS]),
                        "ewscore": str(score[Side.EW]),
                    },
                ),
                lang,
            )
        )
    return lines


__all__ = [
    "call_text",
    "card_text",
    "contract_text",
    "render",
    "report_lines",
    "seat_name",
    "with_laws",
]
