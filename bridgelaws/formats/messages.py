"""What the PBN and LIN readers and the replay say about a file, in any language.

Every problem a reader finds is a :class:`ReadError`: a stable ``code`` (kept
in the replay report's JSON beside the English ``error``), the English message
it stands for in :data:`MESSAGES` (the catalogue message id, translated in
``bridgelaws/i18n/*_read.po``) and its values. :func:`where` names the place
(file, line, board) in the same language.
"""

from __future__ import annotations

from typing import Any, Final

from bridgelaws.cards import Card, InputError, Seat, render_error

__all__ = ["MESSAGES", "Located", "ReadError", "located", "message_of", "where"]

#: every reader and replay message by its stable code
MESSAGES: Final = {
    # PBN syntax (bridgelaws.formats.pbn)
    "pbn_internal": "internal parser error: {reason}",
    "pbn_malformed_tag": "malformed tag pair {value}",
    "pbn_text_outside_tags": "text outside any tag: {value}",
    "pbn_second_section": "second {name} section ignored",
    "pbn_bad_note": "Note {value} is not '<number>:<text>'",
    "pbn_note_twice": "note {number} is given twice; kept the first",
    "pbn_text_after_note": "text after a Note tag: {value}",
    "pbn_text_after_tag": "text after the {name} tag: {value}",
    "pbn_too_many_inherited": (
        "more than {limit} tags passed on with '##': {name} holds for this game only"
    ),
    "pbn_after_end": "{value} after '*' in the {name} section",
    "pbn_not_a_call": "{value} in the Auction section is not a call",
    "pbn_not_a_card": "{value} in the Play section is not a card",
    "pbn_glyph_before_call": "{value} before any call in the Auction section",
    "pbn_glyph_before_card": "{value} before any card in the Play section",
    "pbn_second_note_call": "second note reference {value} on one call",
    "pbn_second_note_card": "second note reference {value} on one card",
    "pbn_mark_after_end": "'^{letter}' after '*' in the {name} section",
    "pbn_mark_misplaced": "'^{letter}' cannot stand in the {name} section",
    "pbn_mark_then_mark_call": "'^{first}' is followed by '^{letter}', not a call",
    "pbn_mark_then_mark_card": "'^{first}' is followed by '^{letter}', not a card",
    "pbn_mark_alone_call": "'^{letter}' is not followed by a call",
    "pbn_mark_alone_card": "'^{letter}' is not followed by a card",
    "pbn_open_comment": "comment '{' is never closed",
    "pbn_unexpected": "unexpected {value} in the {name} section",
    # PBN games replayed (bridgelaws.formats.convert)
    "pbn_tag": "{name}: {problem}",
    "pbn_deal_missing": (
        "Deal tag: the hands hold different numbers of cards ({counts}); not dealt: {cards}"
    ),
    "pbn_deal_uneven": "Deal tag: the hands hold different numbers of cards ({counts})",
    "pbn_contract": "{problem}",
    "pbn_auction": "Auction: {problem}",
    "pbn_play_card": "{value} in the Play section is not a card",
    "pbn_wrong_mark": "^{letter} marks {value}, but it is not that irregularity",
    "pbn_playing_order": "trick {number} is written in playing order, not by column (PBN 3.6)",
    "pbn_result_does_not_fit": (
        "Result {tricks} does not fit the {played} tricks played ({won} won by declarer)"
    ),
    "pbn_result_transfer": (
        "Result {tricks} cannot include Law 64's transfer of {moved} after {played} "
        "tricks played ({won} won by declarer)"
    ),
    "pbn_shared_board": "no board tags: the previous game's board is played again",
    "game_failed": "the game could not be read ({reason})",
    "illegal": "{problem}",
    # LIN (bridgelaws.formats.lin)
    "lin_internal": "internal error reading LIN: {reason}",
    "lin_not_a_pair": "{value} is not a key|value| pair",
    "lin_trailing_junk": "{value} is not a key|value| pair; the board is read up to it",
    "lin_suit_missing": "md: {seat}'s hand {hand} has {value} before any suit letter (S, H, D, C)",
    "lin_not_a_rank": "md: {seat}'s hand {hand}: {value} is not a rank (A K Q J T 9 … 2)",
    "lin_card_twice": "md: {seat}'s hand {hand} holds {card} twice",
    "lin_hand_size": "md: {seat}'s hand {hand} has {count} cards, not 13",
    "lin_bad_dealer": "md: dealer {value} is not 1 to 4 (1 South, 2 West, 3 North, 4 East)",
    "lin_no_dealer": "md: {value} does not start with the dealer (1 to 4)",
    "lin_too_many_hands": "md: {count} hands given, a deal has 4",
    "lin_bad_deal": "md: {problem}",
    "lin_not_a_call": "mb: {value} is not a call (expected p, d, r or a bid like 1S, 3N)",
    "lin_not_a_card": "pc: {value} is not a card (expected e.g. SA, H7, CT)",
    "lin_number_too_long": "{key}: board number {value} is too long",
    "lin_number_zero": "{key}: board number {value} (board numbers start at 1)",
    "lin_number_differs": "{key} says board {number}, but line {line} says board {board}",
    "lin_bad_vulnerability": "sv: {value} is not a vulnerability (o, n, e or b)",
    "lin_vulnerability_differs": "sv: {value} contradicts {before} given before",
    "lin_call_after_play": "mb: a call ({value}) after the play began",
    "lin_card_after_claim": "pc: {value} is played after the claim",
    "lin_card_twice_played": "pc: {card} is played a second time",
    "lin_second_claim": "mc: a second claim ({value})",
    "lin_bad_claim": "mc: {value} is not a number of tricks (0 to 13)",
    "lin_no_deal": "the board has no deal (md)",
    "lin_defect": "internal error: {reason}",
    "lin_nobody_to_play": "card {index} ({card}) is played, but no one is to play: {state}",
    "lin_card_refused": "card {index} ({card}): {problem}",
    "lin_claim_without_declarer": "a claim of {tricks} tricks, but no one declares",
    "lin_claim_differs": "the claim says declarer took {tricks} tricks, the play gives {won}",
    "lin_claim_refused": "claim of {tricks} tricks: {problem}",
    # the replay (bridgelaws.replay)
    "file_unreadable": "{problem}",
    "revoke_no_result": "no result to compare",
    "revoke_differs": "the result after the transfer differs from the record's",
    "revoke_partial": (
        "play recorded for {played} tricks; the Result tag is read as after the transfer"
    ),
    "revoke_agrees": "agrees",
}

#: how the LIN replay says where the board stands when a card comes too late or too early
STATES: Final = {
    "auction": "the auction is not over",
    "complete": "the play is over",
    "passed_out": "the board was passed out",
    "awaiting_director": "the director is to be called",
    "awaiting_fact": "the director has a question to answer",
    "awaiting_choice": "a player has a choice to make",
    "play": "the play is on",
}


class ReadError(InputError):
    """A reader's or the replay's message: a stable ``code`` of :data:`MESSAGES`
    and its values; :meth:`render` gives it in any language."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        super().__init__(MESSAGES[code], **params)

    def to_json(self) -> dict[str, Any]:
        """The code and the values (in English) for the replay report's JSON."""
        return {"code": self.code, "args": {k: _json(v) for k, v in self.params.items()}}


def _json(value: object) -> object:
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, bool | int) or value is None:
        return value
    if isinstance(value, Card):
        return value.name
    if isinstance(value, BaseException):
        return render_error(value)
    return str(value)


def message_of(error: BaseException) -> InputError:
    """An error as a message that can be rendered (an engine error that is no
    :class:`InputError` is kept in English: it names a defect, not the file)."""
    return error if isinstance(error, InputError) else InputError("{part}", part=str(error))


def where(file: str | None, line: int | None, board: object | None) -> InputError:
    """The place of a problem: file, line and board as far as known."""
    name = file if file is not None else "-"
    if line and board not in (None, "", "?"):
        return InputError("{file}, line {line}, board {board}", file=name, line=line, board=board)
    if line:
        return InputError("{file}, line {line}", file=name, line=line)
    if board not in (None, "", "?"):
        return InputError("{file}, board {board}", file=name, board=board)
    return InputError("{file}", file=name)


def located(
    file: str | None, line: int | None, board: object | None, problem: BaseException
) -> InputError:
    """``problem`` with its place in front: ``file, line 12, board 7: ...``."""
    return InputError("{where}: {problem}", where=where(file, line, board), problem=problem)


class Located:
    """What a reader's problem (file, board, line, English ``error`` and its
    ``message``) says in any language."""

    file: str | None
    board: str | None
    line: int
    error: str
    message: InputError | None

    @property
    def code(self) -> str:
        """The stable code of the message (``"reader"`` for one without)."""
        return self.message.code if isinstance(self.message, ReadError) else "reader"

    def render(self, lang: str = "en") -> str:
        """What is wrong, without the place, in ``lang``."""
        return self.message.render(lang) if self.message is not None else self.error

    def located(self, lang: str = "en") -> str:
        """The place (file, line, board) and what is wrong, in ``lang``."""
        message = self.message or InputError("{part}", part=self.error)
        return located(self.file, self.line, self.board, message).render(lang)
