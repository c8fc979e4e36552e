"""The director's notation in Dutch, English and German, in and out.

A Dutch director writes suits ``S H R K`` (schoppen, harten, ruiten, klaveren),
honours ``A H V B``, no trump ``SA``, ``pas``/``doublet``/``redoublet`` and
seats ``N O Z W``; a German one ``Pik Coeur Karo Treff`` (``P C K T``),
``A K D B``, ``SA``, ``passe``/``Kontra``/``Rekontra``, ``N O S W``; an English
one the PBN letters. The same letter means different things per language (the
Dutch ``H`` is hearts as a suit and king as a rank; the German ``C`` is hearts,
the English ``C`` clubs), so every token is read in one language only: a
mistyped seat or card is an error, never another seat or card. Suit symbols
(``♠♥♦♣``) are read in every language. Output puts the suit symbol before the
language's rank letter (``♠V``) and writes calls the way bidding boxes show
them (``1♠``, ``3SA``, ``pas``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgelaws.board import Vulnerability
from bridgelaws.calls import DOUBLE, PASS, REDOUBLE, Call, Contract, Denomination
from bridgelaws.cards import BridgeError, Card, Rank, Seat, Side, Suit
from bridgelaws.i18n import translate


@dataclass(frozen=True, slots=True)
class Notation:
    """One language's letters and words."""

    lang: str
    #: seat letters in N, E, S, W order
    seats: str
    #: suit letters in clubs, diamonds, hearts, spades order (Suit's order)
    suits: str
    #: honour letters: ace, king, queen, jack
    honours: str
    notrump: str
    calls: tuple[str, str, str]  # pass, double, redouble as written out
    #: extra words read as calls (lower case)
    call_words: tuple[tuple[str, Call], ...]
    seat_words: tuple[str, str, str, str]
    suit_words: tuple[str, str, str, str]  # clubs, diamonds, hearts, spades
    vulnerability: tuple[str, str, str, str]  # none, NS, EW, all
    sides: tuple[str, str]
    #: pass, double, redouble as players write them inside a sentence, where
    #: that differs from the bidding box ("East called pass", not "Pass")
    sentence_calls: tuple[str, str, str] | None = None


NOTATIONS: Final[dict[str, Notation]] = {
    "nl": Notation(
        "nl",
        "NOZW",
        "KRHS",
        "AHVB",
        "SA",
        ("pas", "doublet", "redoublet"),
        (
            ("pas", PASS),
            ("pass", PASS),
            ("p", PASS),
            ("doublet", DOUBLE),
            ("dbl", DOUBLE),
            ("x", DOUBLE),
            ("redoublet", REDOUBLE),
            ("rdbl", REDOUBLE),
            ("xx", REDOUBLE),
        ),
        ("Noord", "Oost", "Zuid", "West"),
        ("klaveren", "ruiten", "harten", "schoppen"),
        ("niemand", "NZ", "OW", "allen"),
        ("NZ", "OW"),
    ),
    "en": Notation(
        "en",
        "NESW",
        "CDHS",
        "AKQJ",
        "NT",
        ("Pass", "X", "XX"),
        (
            ("pass", PASS),
            ("p", PASS),
            ("x", DOUBLE),
            ("dbl", DOUBLE),
            ("double", DOUBLE),
            ("xx", REDOUBLE),
            ("rdbl", REDOUBLE),
            ("redouble", REDOUBLE),
        ),
        ("North", "East", "South", "West"),
        ("clubs", "diamonds", "hearts", "spades"),
        ("nobody", "NS", "EW", "all"),
        ("NS", "EW"),
        ("pass", "double", "redouble"),
    ),
    "de": Notation(
        "de",
        "NOSW",
        "TKCP",
        "AKDB",
        "SA",
        ("passe", "Kontra", "Rekontra"),
        (
            ("passe", PASS),
            ("pass", PASS),  # as it is often said at a German table
            ("p", PASS),
            ("kontra", DOUBLE),
            ("x", DOUBLE),
            ("rekontra", REDOUBLE),
            ("xx", REDOUBLE),
        ),
        ("Nord", "Ost", "Süd", "West"),
        ("Treff", "Karo", "Coeur", "Pik"),
        ("niemand", "NS", "OW", "alle"),
        ("NS", "OW"),
    ),
}

_SYMBOLS: Final = "♣♦♥♠"


def notation(lang: str) -> Notation:
    found = NOTATIONS.get(lang)
    if found is None:
        raise BridgeError(f"language {lang!r} is not available (known: {', '.join(NOTATIONS)})")
    return found


# -- output -------------------------------------------------------------------------


def rank_text(rank: Rank, lang: str) -> str:
    if rank >= Rank.JACK:
        return notation(lang).honours[Rank.ACE - rank]
    return "10" if rank is Rank.TEN else str(int(rank))


def card_text(card: Card, lang: str) -> str:
    """``♠V`` in Dutch, ``♠Q`` in English, ``♠D`` in German."""
    return card.suit.symbol + rank_text(card.rank, lang)


def suit_word(suit: Suit, lang: str) -> str:
    return notation(lang).suit_words[suit]


def seat_letter(seat: Seat, lang: str) -> str:
    return notation(lang).seats[seat]


def seat_word(seat: Seat, lang: str) -> str:
    return notation(lang).seat_words[seat]


def side_text(side: Side, lang: str) -> str:
    return notation(lang).sides[side]


def vulnerability_text(vulnerability: Vulnerability, lang: str) -> str:
    order = (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.ALL)
    return notation(lang).vulnerability[order.index(vulnerability)]


def strain_text(denomination: Denomination, lang: str) -> str:
    if denomination is Denomination.NOTRUMP:
        return notation(lang).notrump
    return _SYMBOLS[denomination]


def call_text(call: Call, lang: str) -> str:
    """``1♠``, ``3SA``, ``pas``, ``doublet`` (Dutch); ``3NT``, ``Pass``, ``X`` (English)."""
    if call.is_bid:
        assert call.denomination is not None
        return f"{call.level}{strain_text(call.denomination, lang)}"
    words = notation(lang).calls
    return words[0] if call is PASS else words[1] if call is DOUBLE else words[2]


def call_word(call: Call, lang: str) -> str:
    """A call inside a sentence: ``1♠``, ``pas``, ``doublet`` (Dutch); ``pass``,
    ``double`` (English); ``passe``, ``Kontra`` (German, a noun). The bidding
    box's own spelling (``Pass``, ``X``) is :func:`call_text`."""
    words = notation(lang).sentence_calls
    if call.is_bid or words is None:
        return call_text(call, lang)
    return words[0] if call is PASS else words[1] if call is DOUBLE else words[2]


def call_token(call: Call, lang: str) -> str:
    """A call as the director types it: ``1SA``, ``2K``, ``pas`` (Dutch)."""
    words = notation(lang)
    if call.is_bid:
        assert call.denomination is not None
        if call.denomination is Denomination.NOTRUMP:
            return f"{call.level}{words.notrump}"
        return f"{call.level}{words.suits[call.denomination]}"
    return call_text(call, lang)


def contract_text(level: int, denomination: Denomination, risk: str, lang: str) -> str:
    """A contract as ``4♠``, ``3SA doublet`` (risk: ``""``, ``X`` or ``XX``)."""
    text = f"{level}{strain_text(denomination, lang)}"
    if risk:
        text += " " + notation(lang).calls[1 if risk == "X" else 2]
    return text


# -- input --------------------------------------------------------------------------


def parse_seat(token: str, lang: str) -> Seat:
    """A seat letter or word of the language: ``O`` or ``oost`` in Dutch."""
    words = notation(lang)
    key = token.strip()
    upper = key.upper()
    if len(upper) == 1 and upper in words.seats:
        return Seat(words.seats.index(upper))
    for seat, word in zip(Seat, words.seat_words, strict=True):
        if key.lower() == word.lower():
            return seat
    raise BridgeError(_seat_error(token, lang))


def read_seat(token: str, lang: str) -> Seat:
    """A seat as a scorer of ``lang`` types it: the language's letter or word
    (Dutch ``Z``, German ``O``), else PBN's (``E``); the two never disagree.
    Refused in the language's letters."""
    try:
        return parse_seat(token, lang)
    except BridgeError:
        try:
            return Seat.parse(token)
        except BridgeError:
            raise BridgeError(_seat_error(token, lang)) from None


def _seat_error(token: str, lang: str) -> str:
    letters = ", ".join(notation(lang).seats)
    return translate("{token!r} is not a seat ({letters})", lang, token=token, letters=letters)


def parse_suit(token: str, lang: str) -> Suit:
    words = notation(lang)
    key = token.strip()
    if len(key) == 1 and key in _SYMBOLS:
        return Suit(_SYMBOLS.index(key))
    if len(key) == 1 and key.upper() in words.suits:
        return Suit(words.suits.index(key.upper()))
    for suit, word in zip(Suit, words.suit_words, strict=True):
        if key.lower() == word.lower():
            return suit
    raise BridgeError(
        translate(
            "{token!r} is not a suit ({letters})",
            lang,
            token=token,
            letters=", ".join(reversed(words.suits)),
        )
    )


def _rank(token: str, lang: str) -> Rank | None:
    key = token.upper()
    # German writes the ten as 10 only: its T is Treff, so "KT" is not Karo 10
    if key == "10" or (key == "T" and "T" not in notation(lang).suits):
        return Rank.TEN
    if len(key) == 1 and key in "23456789":
        return Rank(int(key))
    honours = notation(lang).honours
    if len(key) == 1 and key in honours:
        return Rank(Rank.ACE - honours.index(key))
    return None


def rank_of(token: str, lang: str) -> Rank | None:
    """A rank alone in the language's letters (``V``, ``10``), or None."""
    return _rank(token.strip(), lang)


def _suit_letter(letter: str, lang: str) -> Suit | None:
    if letter in _SYMBOLS:
        return Suit(_SYMBOLS.index(letter))
    suits = notation(lang).suits
    if letter.upper() in suits:
        return Suit(suits.index(letter.upper()))
    return None


def parse_card(token: str, lang: str) -> Card:
    """A card in the language's letters, suit first or rank first: ``HV`` or
    ``VH`` (harten vrouw) and ``S8`` or ``8S`` in Dutch, ``HQ`` or ``QH`` in
    English, ``CD`` or ``DC`` (Coeur Dame) in German; ``♥V`` in Dutch."""
    key = token.strip()
    readings: set[Card] = set()
    if len(key) >= 2:
        suit = _suit_letter(key[0], lang)
        rank = _rank(key[1:], lang)
        if suit is not None and rank is not None:
            readings.add(Card(suit, rank))
        suit = _suit_letter(key[-1], lang)
        rank = _rank(key[:-1], lang)
        if suit is not None and rank is not None:
            readings.add(Card(suit, rank))
    if readings:
        # the two readings never differ: the only letters both a suit and a
        # rank (the Dutch H, the German K) give the same card either way
        return readings.pop()
    example = card_example(lang)
    raise BridgeError(
        translate(
            "{token!r} is not a card (suit, then rank: {example})",
            lang,
            token=token,
            example=example,
        )
    )


def card_example(lang: str) -> str:
    words = notation(lang)
    return f"{words.suits[3]}A, {words.suits[2]}{words.honours[2]}, {words.suits[0]}10"


def parse_call(token: str, lang: str) -> Call:
    """A call in the language's notation: ``1SA``, ``2R``, ``pas``, ``doublet``."""
    words = notation(lang)
    key = token.strip()
    lower = key.lower()
    for word, call in words.call_words:
        if lower == word:
            return call
    if key[:1] in "1234567":
        level = int(key[0])
        digits = 1
        strain = key[digits:].strip().upper()
        denomination: Denomination | None = None
        if strain == words.notrump or (lang == "en" and strain == "N"):
            denomination = Denomination.NOTRUMP
        elif len(strain) == 1 and strain in _SYMBOLS:
            denomination = Denomination(_SYMBOLS.index(strain))
        elif len(strain) == 1 and strain in words.suits:
            denomination = Denomination(words.suits.index(strain))
        if denomination is not None and level >= 1:
            return Call.bid(level, denomination)
    raise BridgeError(
        translate(
            "{token!r} is not a call ({examples})",
            lang,
            token=token,
            examples=", ".join(
                (
                    words.calls[0],
                    words.calls[1],
                    words.calls[2],
                    f"1{words.suits[0]}",
                    f"3{words.notrump}",
                )
            ),
        )
    )


def parse_contract(token: str, lang: str) -> tuple[Call, str]:
    """A contract as ``4S``, ``4SX``, ``3SAXX`` in the language's letters:
    the bid and its risk (``""``, ``X``, ``XX``)."""
    key = token.strip().replace(" ", "")
    risk = ""
    upper = key.upper()
    if upper.endswith("XX"):
        risk, key = "XX", key[:-2]
    elif upper.endswith("X") and not upper.endswith("NX"):
        risk, key = "X", key[:-1]
    call = parse_call(key, lang)
    if not call.is_bid or call.level > 7:
        raise BridgeError(translate("{token!r} is not a contract", lang, token=token))
    return call, risk


def read_contract(text: str, lang: str) -> Contract:
    """A contract as a scorer of ``lang`` types it: the language's letters
    first (German ``4C`` is Coeur, Dutch ``4K`` klaveren), then PBN for what
    the language does not read (``4D``, ``Pass``, ``4HXS``). Each letter so
    has one meaning per language; English is PBN."""
    if lang == "en":
        return Contract.parse(text)
    try:
        call, risk = parse_contract(text, lang)
    except BridgeError:
        # PBN's message says what is wrong (no denomination, level 8)
        return Contract.parse(text)
    return Contract.parse(f"{call.name}{risk}")


def card_names(cards: str, lang: str) -> str:
    """Space-separated PBN card names (``SK HQ``) in the language's notation."""
    out = []
    for name in cards.split():
        try:
            out.append(card_text(Card.parse(name), lang))
        except BridgeError:
            out.append(name)
    return " ".join(out)
