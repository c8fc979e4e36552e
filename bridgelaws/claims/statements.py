"""Claim statements in plain words, Dutch, English and German.

A player states his claim the way he speaks ("trumps first, then clubs",
"troef trekken, dan de klaveren afspelen", "Trumpf ziehen, dann Kreuz
abspielen"); :func:`read_statement` turns such a statement into the steps of
the claim-line notation (:mod:`bridgelaws.claims.notation`), which the
director can always use instead. What it reads, per language:

* suits and cards in the language's own notation (``HQ`` / ``queen of
  hearts``; ``HV`` / ``harten vrouw``; ``HD`` / ``Herz Dame``; ``♥Q``,
  ``♥V``, ``♥D``), and the notation's ``SA``-style cards everywhere;
* draw trumps (*troef trekken*, *Trumpf ziehen*), all high (*alles hoog*,
  *alles hoch*), cash or run a suit (*afspelen*, *abspielen*), finesse
  (*snijden*, *schneiden*), ruff (*troeven*, *stechen*), give up (*afgeven*,
  *abgeben*), the rest (*de rest*, *der Rest*), then (*dan*, *dann*);
* discards and squeezes: "keeping HA HQ" (*houdt*, *behält*) keeps those cards
  to the end; "squeezing West" is read as a comment on the cards played;
* a conditional line: "if spades break, run them, otherwise finesse HQ"
  (*als ... zitten ... anders*, *wenn ... sitzen ... sonst*), decided by the
  director on the faced cards (:func:`resolve`).

A word that is none of these is not guessed at: :class:`StatementError`
names it, in the statement's language, and the claim is then judged as one
without a stated line unless the director restates it in the notation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from bridgelaws.cards import BridgeError, Card, Rank, Seat, Suit
from bridgelaws.claims.notation import ClaimLine, Step, StepKind, parse_line
from bridgelaws.rulings import Message

__all__ = ["StatementError", "aim_finesses", "read_statement", "resolve"]


class StatementError(BridgeError):
    """A statement that could not be read: ``message`` says which word, in the
    statement's language (``lang``)."""

    def __init__(self, message: Message, lang: str) -> None:
        super().__init__(message.render(lang))
        self.message = message
        self.lang = lang


@dataclass(frozen=True, slots=True)
class _Language:
    """The words of one language; keywords map to canonical verbs."""

    code: str
    suits: dict[str, Suit]
    suit_letters: dict[str, Suit]
    ranks: dict[str, Rank]
    rank_letters: dict[str, Rank]
    seats: dict[str, Seat | None]  # None: dummy, resolved by the claimer
    #: phrases (tuples of words, longest first) and single words -> verb
    verbs: dict[tuple[str, ...], str]
    then: frozenset[str]
    noise: frozenset[str]
    trump_words: frozenset[str] = field(default_factory=frozenset)
    #: "two", "twee", "zwei": how many times a ruff or a loser is given
    numbers: dict[str, int] = field(default_factory=dict)
    #: "and", "en", "und": joins the cards of one clause after "keeping"
    joins: frozenset[str] = field(default_factory=frozenset)


_RANKS_COMMON: Final = {str(n): Rank(n) for n in range(2, 11)}
_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_HONOURS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def _lang(
    code: str,
    suits: dict[str, Suit],
    suit_letters: str,
    ranks: dict[str, Rank],
    rank_letters: str,
    seats: dict[str, Seat | None],
    verbs: dict[str, str],
    then: str,
    noise: str,
    trump_words: str,
    numbers: str = "",
    joins: str = "",
) -> _Language:
    return _Language(
        code,
        suits,
        dict(
            zip(
                suit_letters.lower(),
                (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS),
                strict=True,
            )
        ),
        {**_RANKS_COMMON, **ranks},
        {
            **dict(
                zip(rank_letters.lower(), (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK), strict=True)
            ),
            "t": Rank.TEN,
            **{str(n): Rank(n) for n in range(2, 11)},
        },
        seats,
        {tuple(k.split()): v for k, v in verbs.items()},
        frozenset(then.split()),
        frozenset(noise.split()),
        frozenset(trump_words.split()),
        {word: n for n, words in enumerate(numbers.split("|"), start=2) for word in words.split()},
        frozenset(joins.split()),
    )


S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

ENGLISH: Final = _lang(
    "en",
    {
        **{w: S for w in ("spade", "spades", "♠")},
        **{w: H for w in ("heart", "hearts", "♥")},
        **{w: D for w in ("diamond", "diamonds", "♦")},
        **{w: C for w in ("club", "clubs", "♣")},
    },
    "SHDC",
    {"ace": Rank.ACE, "king": Rank.KING, "queen": Rank.QUEEN, "jack": Rank.JACK, "ten": Rank.TEN},
    "AKQJ",
    {
        "north": Seat.NORTH,
        "east": Seat.EAST,
        "south": Seat.SOUTH,
        "west": Seat.WEST,
        "n": Seat.NORTH,
        "e": Seat.EAST,
        "s": Seat.SOUTH,
        "w": Seat.WEST,
        "dummy": None,
        "table": None,
    },
    {
        "draw trumps": "draw",
        "draw": "draw",
        "pull": "draw",
        "draw trump": "draw",
        "draw the trumps": "draw",
        "pull trumps": "draw",
        "trumps first": "draw",
        "all high": "high",
        "all good": "high",
        "all mine": "high",
        "rest high": "high",
        "rest good": "high",
        "rest are high": "high",
        "rest are good": "high",
        "high": "high",
        "good": "high",
        "cash": "cash",
        "run": "cash",
        "play": "cash",
        "take": "cash",
        "finesse": "finesse",
        "finessing": "finesse",
        "take the finesse": "finesse",
        "rest are mine": "high",
        "rest is mine": "high",
        "rest mine": "high",
        "take the rest": "high",
        "ruff": "ruff",
        "ruffing": "ruff",
        "crossruff": "crossruff",
        "cross-ruff": "crossruff",
        "give up": "give",
        "lose": "give",
        "concede": "give",
        "except": "except",
        "but": "except",
        "establish": "cash",
        "rest": "rest",
        "remainder": "rest",
        "keeping": "keep",
        "keep": "keep",
        "keeps": "keep",
        "squeezing": "squeeze",
        "squeeze": "squeeze",
        "if": "if",
        "break": "break",
        "breaks": "break",
        "split": "break",
        "otherwise": "else",
        "else": "else",
        "from": "from",
        "with": "with",
        "in": "with",
        "drop": "drop",
        "no finesse": "drop",
        "not": "avoid",
        "avoid": "avoid",
        "discard": "discard",
        "discarding": "discard",
        "discards": "discard",
        "ending": "end",
        "ending up": "end",
        "end": "end",
        "from the top": "top",
        "from top": "top",
        "top down": "top",
    },
    "then and next after that",
    "the a an of to my i will we it its them is are on at first all by for "
    "trick tricks round rounds last claim claiming against times i'll i’ll we'll "
    "cross enter get go back",
    "trump trumps",
    "two twice|three|four",
    "and",
)

DUTCH: Final = _lang(
    "nl",
    {
        **{w: S for w in ("schoppen", "schoppens", "♠")},
        **{w: H for w in ("harten", "hartens", "♥")},
        **{w: D for w in ("ruiten", "ruitens", "♦")},
        **{w: C for w in ("klaveren", "klaver", "klavers", "♣")},
    },
    "SHRK",
    {"aas": Rank.ACE, "heer": Rank.KING, "vrouw": Rank.QUEEN, "boer": Rank.JACK, "tien": Rank.TEN},
    "AHVB",
    {
        "noord": Seat.NORTH,
        "oost": Seat.EAST,
        "zuid": Seat.SOUTH,
        "west": Seat.WEST,
        "n": Seat.NORTH,
        "o": Seat.EAST,
        "z": Seat.SOUTH,
        "w": Seat.WEST,
        "dummy": None,
        "blinde": None,
        "tafel": None,
    },
    {
        "troef trekken": "draw",
        "troeven trekken": "draw",
        "troef eruit": "draw",
        "troeven eruit": "draw",
        "eerst troef": "draw",
        "troef eerst": "draw",
        "alles hoog": "high",
        "allemaal hoog": "high",
        "rest hoog": "high",
        "rest is hoog": "high",
        "hoog": "high",
        "afspelen": "cash",
        "afhalen": "cash",
        "incasseren": "cash",
        "innen": "cash",
        "speel": "cash",
        "spelen": "cash",
        "af": "particle",
        "snijden": "finesse",
        "snijd": "finesse",
        "snijdt": "finesse",
        "snit": "finesse",
        "trek": "draw",
        "trekt": "draw",
        "alles is hoog": "high",
        "rest is voor mij": "high",
        "rest voor mij": "high",
        "rest is van mij": "high",
        "neem de rest": "high",
        "alles voor mij": "high",
        "maak de rest": "high",
        "behalve": "except",
        "vrijspelen": "cash",
        "vrij spelen": "cash",
        "gooi": "discard",
        "troeven": "ruff",
        "introeven": "ruff",
        "aftroeven": "ruff",
        "kruistroef": "crossruff",
        "kruistroeven": "crossruff",
        "afgeven": "give",
        "geef": "give",
        "verliezen": "give",
        "rest": "rest",
        "houdt": "keep",
        "houden": "keep",
        "houd": "keep",
        "hou": "keep",
        "bewaart": "keep",
        "bewaren": "keep",
        "squeeze": "squeeze",
        "squeezen": "squeeze",
        "als": "if",
        "indien": "if",
        "zitten": "break",
        "zit": "break",
        "verdeeld": "break",
        "anders": "else",
        "vanuit": "from",
        "uit": "from",
        "van": "from",
        "met": "with",
        "in": "with",
        "op": "with",
        "niet": "avoid",
        "geen snit": "drop",
        "vallen": "drop",
        "opspelen": "drop",
        "gooit": "discard",
        "gooien": "discard",
        "werpt": "discard",
        "eindigend": "end",
        "eindigen": "end",
        "eindig": "end",
        "eindigt": "end",
        "van boven": "top",
        "van bovenaf": "top",
        "van boven af": "top",
    },
    "dan daarna en vervolgens na",
    "de het een ik wij we mijn alle eerst naar die dat is "
    "slag slagen er laatste keer maal nog claim tegen overige weg kom ga terug",
    "troef troeven",
    "twee tweemaal|drie driemaal|vier",
    "en",
)

GERMAN: Final = _lang(
    "de",
    {
        **{w: S for w in ("pik", "♠")},
        **{w: H for w in ("herz", "coeur", "♥")},
        **{w: D for w in ("karo", "♦")},
        **{w: C for w in ("kreuz", "treff", "♣")},
    },
    "PHKT",
    {
        "ass": Rank.ACE,
        "as": Rank.ACE,
        "könig": Rank.KING,
        "dame": Rank.QUEEN,
        "bube": Rank.JACK,
        "zehn": Rank.TEN,
    },
    "AKDB",
    {
        "nord": Seat.NORTH,
        "ost": Seat.EAST,
        "süd": Seat.SOUTH,
        "west": Seat.WEST,
        "n": Seat.NORTH,
        "o": Seat.EAST,
        "s": Seat.SOUTH,
        "w": Seat.WEST,
        "dummy": None,
        "tisch": None,
    },
    {
        "trumpf ziehen": "draw",
        "trümpfe ziehen": "draw",
        "trumpf abziehen": "draw",
        "trümpfe abziehen": "draw",
        "erst trumpf": "draw",
        "trumpf zuerst": "draw",
        "alles hoch": "high",
        "alle hoch": "high",
        "rest hoch": "high",
        "rest ist hoch": "high",
        "hoch": "high",
        "abziehen": "cash",
        "abspielen": "cash",
        "spielen": "cash",
        "spiele": "cash",
        "ab": "particle",
        "schneiden": "finesse",
        "schneide": "finesse",
        "schnitt": "finesse",
        "ziehe": "draw",
        "rest gehört mir": "high",
        "rest ist meiner": "high",
        "rest ist mein": "high",
        "auf": "with",
        "außer": "except",
        "ausser": "except",
        "hochspielen": "cash",
        "impass": "finesse",
        "stechen": "ruff",
        "schnappen": "ruff",
        "überkreuz": "crossruff",
        "abgeben": "give",
        "gebe": "give",
        "verlieren": "give",
        "rest": "rest",
        "behalte": "keep",
        "behält": "keep",
        "behalten": "keep",
        "hält": "keep",
        "squeeze": "squeeze",
        "wenn": "if",
        "falls": "if",
        "sitzen": "break",
        "sitzt": "break",
        "verteilt": "break",
        "sonst": "else",
        "andernfalls": "else",
        "von": "from",
        "vom": "from",
        "aus": "from",
        "mit": "with",
        "im": "with",
        "am": "with",
        "nicht": "avoid",
        "kein schnitt": "drop",
        "fallen": "drop",
        "werfe": "discard",
        "abwerfen": "discard",
        "endend": "end",
        "enden": "end",
        "ende": "end",
        "von oben": "top",
        "von oben herab": "top",
    },
    "dann danach und anschließend",
    "die der das den dem ein eine einen ich wir mein meine alle zuerst zum zur ist "
    "stich stiche letzten letzte runde runden mal claim gegen übrigen gehe zurück "
    "einem einer eines",
    "trumpf trümpfe",
    "zwei zweimal|drei dreimal|vier",
    "und",
)

LANGUAGES: Final = {"nl": DUTCH, "en": ENGLISH, "de": GERMAN}

_WORD: Final = re.compile(r"\d+-\d+|[♠♥♦♣][^\s,;.:]*|[^\s,;.:♠♥♦♣]+|[,;.:]")
_BREAK: Final = re.compile(r"(\d+)-(\d+)")


@dataclass(slots=True)
class _Clause:
    verb: str | None = None
    suits: list[Suit] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    seat: Seat | None = None
    dummy: bool = False
    trumps: bool = False
    split: tuple[int, int] | None = None
    closed: bool = False
    said: str = ""  # the words of its verb as the player said them
    #: ranks named without a suit ("snijden op de heer"), for a finesse the
    #: position decides (:func:`aim_finesses`)
    ranks: list[Rank] = field(default_factory=list)
    count: int = 1  # "ruff two clubs"
    rest: bool = False  # "the rest": conceded with "give up", else claimed
    #: "ending in dummy" (the words said): the seat named next is where the suit ends
    ending: str = ""
    end: Seat | None = None
    end_dummy: bool = False


def _card(word: str, lang: _Language) -> Card | None:
    """A card written as suit and rank in one word (``HV``, ``♥Q``, ``PD``)."""
    if len(word) < 2:
        return None
    head, tail = word[0], word[1:]
    suit = lang.suits.get(head) if head in "♠♥♦♣" else lang.suit_letters.get(head)
    rank = lang.rank_letters.get(tail)
    if suit is None or rank is None:
        return None
    return Card(suit, rank)


def _read(text: str, lang: _Language) -> tuple[list[_Clause], list[str]]:
    """The clauses of a statement and the words not understood."""
    words = [w.lower() for w in _WORD.findall(text)]
    clauses: list[_Clause] = [_Clause()]
    unknown: list[str] = []
    phrases = sorted(lang.verbs, key=len, reverse=True)
    i = 0

    def fresh() -> _Clause:
        clauses.append(_Clause())
        return clauses[-1]

    while i < len(words):
        word = words[i]
        clause = clauses[-1]
        if word in lang.joins and clause.verb == "keep":
            i += 1  # "keeping the ace and the queen": one clause
            continue
        if word in (",", ";", ".", ":") or word in lang.then:
            fresh()
            i += 1
            continue
        if word in lang.numbers:
            clause.count = lang.numbers[word]  # "ruff two clubs"
            i += 1
            continue
        split = _BREAK.fullmatch(word)
        if split:  # "3-2", before or after "break"
            clause.split = (int(split.group(1)), int(split.group(2)))
            i += 1
            continue
        if word in lang.trump_words and clause.verb == "draw":
            clause.trumps = True  # "trek de troeven": the noun, not "to ruff"
            i += 1
            continue
        # a condition ends at its "break"; an "otherwise" stands alone
        if clause.verb == "else" or (clause.verb == "if" and clause.closed):
            clause = fresh()
        phrase = next((p for p in phrases if tuple(words[i : i + len(p)]) == p), None)
        if phrase is not None:
            verb = lang.verbs[phrase]
            i += len(phrase)
            if verb == "squeeze":
                # "squeezing West in hearts and clubs" (up to the next
                # punctuation): the claimer plays for that opponent to bare
                # his guards, so in the suits he names he takes no finesse
                # (docs/claims.md, "Statements in plain words")
                squeezed: list[Suit] = []
                while i < len(words) and words[i] not in (",", ";", ".", ":"):
                    named = lang.suits.get(words[i])
                    if named is not None and named not in squeezed:
                        squeezed.append(named)
                    i += 1
                for named in squeezed:
                    clause = fresh()
                    clause.verb, clause.said = "drop", " ".join(phrase)
                    clause.suits.append(named)
                if squeezed:
                    clause = fresh()
                continue
            if verb == "end":
                # "ending in dummy": the seat that follows; after a comma
                # ("de harten afspelen, eindigend in de blinde") it belongs
                # to the clause before
                empty = clause.verb is None and not clause.suits and not clause.cards
                if empty and len(clauses) > 1:
                    clauses.pop()
                    clause = clauses[-1]
                clause.ending = " ".join(phrase)
                continue
            if verb in ("particle", "from", "with"):
                continue  # the seat or cards that follow say the rest
            if verb == "rest":
                clause.rest = True  # "the rest": given up only with "give up"
                continue
            if verb in ("discard", "except"):
                # "discarding clubs", "all high except a diamond": which cards
                # go is the claimer's choice, no step of the line
                if clause.verb is not None:
                    clause = fresh()
                clause.verb, clause.said = verb, " ".join(phrase)
                continue
            if verb == "break":
                clause.closed = True
                if clause.verb is None:
                    clause.verb = "if"
                continue
            # "play" before another verb is that verb ("speel ... af"); a
            # condition or an "otherwise" always starts a clause of its own
            weak = (clause.verb == "cash" and verb not in ("cash", "if", "else")) or (
                clause.verb == "top" and verb == "cash"  # "van boven afspelen"
            )
            if clause.verb is not None and not weak:
                clause = fresh()
            if clause.verb is None or clause.verb == "cash":
                clause.verb = verb
                clause.said = " ".join(phrase)
            continue
        nxt = words[i + 1] if i + 1 < len(words) else ""
        after = words[i + 2] if i + 2 < len(words) else ""
        if word in lang.suits and nxt in lang.ranks and lang.ranks[nxt] >= Rank.TEN:
            # "harten vrouw", "Herz Dame", "heart queen"
            clause.cards.append(Card(lang.suits[word], lang.ranks[nxt]))
            i += 2
            continue
        if word in lang.ranks and (
            nxt in lang.suits or (nxt in lang.noise and after in lang.suits)
        ):
            # "queen of hearts", "vrouw harten"
            suit_word = nxt if nxt in lang.suits else after
            clause.cards.append(Card(lang.suits[suit_word], lang.ranks[word]))
            i += 2 if nxt in lang.suits else 3
            continue
        if word in lang.ranks and word not in _RANKS_COMMON:
            # a rank without its suit: the suit said next ("the ace and queen
            # of hearts"), else the last one named ("schoppen aas en heer"),
            # else the position decides (a finesse: "snijden op de heer")
            suit = _suit_ahead(words, i, lang) or _last_suit(clauses)
            if suit is not None:
                clause.cards.append(Card(suit, lang.ranks[word]))
            else:
                clause.ranks.append(lang.ranks[word])
            i += 1
            continue
        if word not in lang.seats and word not in lang.noise:
            card = Card.parse(word) if _is_card(word) else _card(word, lang)
            if card is not None:
                clause.cards.append(card)
                i += 1
                continue
        if word in lang.suits:
            clause.suits.append(lang.suits[word])
        elif word in lang.trump_words:
            clause.trumps = True
        elif word in lang.seats and clause.ending and clause.end is None and not clause.end_dummy:
            who = lang.seats[word]
            if who is None:
                clause.end_dummy = True
            else:
                clause.end = who
        elif word in lang.seats:
            seat = lang.seats[word]
            if seat is None:
                clause.dummy = True
            else:
                clause.seat = seat
        elif word not in lang.noise:
            unknown.append(word)
        i += 1
    return [
        c for c in clauses if c.verb or c.suits or c.cards or c.trumps or c.ranks or c.rest
    ], unknown


def _suit_ahead(words: list[str], i: int, lang: _Language) -> Suit | None:
    """The suit of "ace and queen of hearts" for the bare rank at ``i``."""
    rest = [w for w in words[i + 1 : i + 6] if w not in lang.noise]
    if len(rest) >= 3 and rest[0] in lang.joins and rest[1] in lang.ranks:
        return lang.suits.get(rest[2])
    return None


def _last_suit(clauses: list[_Clause]) -> Suit | None:
    """The suit of the last card, or else the last suit, named so far."""
    for clause in reversed(clauses):
        if clause.cards:
            return clause.cards[-1].suit
        if clause.suits:
            return clause.suits[-1]
    return None


def _is_card(word: str) -> bool:
    try:
        Card.parse(word)
    except BridgeError:
        return False
    return True


def _steps(clauses: list[_Clause], trump: Suit | None, dummy: Seat | None) -> list[Step]:
    steps: list[Step] = []
    last_suit: Suit | None = None
    for n, clause in enumerate(clauses, start=1):
        previous = _last_suit(clauses[n - 2 : n - 1]) if n > 1 else None
        seat = clause.seat if clause.seat is not None else (dummy if clause.dummy else None)
        end = clause.end if clause.end is not None else (dummy if clause.end_dummy else None)
        if clause.ending and end is None:
            return _fail(clause.ending, n)
        suit = clause.suits[0] if clause.suits else None
        verb = clause.verb
        if verb == "if":
            if suit is None and not clause.trumps:
                return _fail(clause.said or "if", n)
            target = suit if suit is not None else trump
            last_suit = target
            steps.append(Step(StepKind.IF_BREAK, n, target, split=clause.split))
            continue
        if verb == "else":
            steps.append(Step(StepKind.OTHERWISE, n))
            continue
        if suit is not None:
            last_suit = suit
        if verb in ("discard", "except") or (verb is None and clause.rest and suit is None):
            continue  # no step: the claimer's discards, a loser "except", "the rest"
        if verb is None and clause.trumps and suit is not None and suit is not trump:
            # "ik troef de laatste klaver": trump as the verb, to ruff
            steps.append(Step(StepKind.RUFF, n, suit, seat=seat))
            continue
        if verb == "draw" or (verb is None and clause.trumps and not clause.cards):
            steps.append(Step(StepKind.DRAW_TRUMPS, n, seat=seat))
        elif verb == "high" or verb == "squeeze":
            if clause.cards:
                steps.append(Step(StepKind.CARDS, n, cards=tuple(clause.cards), seat=seat))
        elif verb == "keep":
            if clause.cards:
                steps.append(Step(StepKind.KEEP, n, cards=tuple(clause.cards)))
            elif suit is not None:
                # "de harten houden": the claimer's hearts (aim_finesses)
                steps.append(Step(StepKind.KEEP, n, suit))
            else:
                return _fail(clause.said or "keep", n)
        elif verb == "finesse":
            if clause.cards:
                card = clause.cards[0]
                steps.append(Step(StepKind.FINESSE, n, card.suit, (card,)))
            elif clause.ranks or suit is not None:
                # against a rank, or in a suit: the position decides (aim_finesses)
                against = clause.ranks[0] if clause.ranks else None
                steps.append(Step(StepKind.FINESSE, n, suit, against=against))
            else:
                return _fail(clause.said or "finesse", n)
        elif verb == "ruff":
            target = suit if suit is not None else (clause.cards[0].suit if clause.cards else None)
            if target is None:
                return _fail(clause.said or "ruff", n)
            steps.extend([Step(StepKind.RUFF, n, target, seat=seat)] * clause.count)
        elif verb == "crossruff":
            steps.append(Step(StepKind.CROSSRUFF, n))
        elif verb == "give" and suit is None and not clause.cards and clause.trumps and trump:
            steps.extend([Step(StepKind.LEAD, n, trump, seat=seat)] * clause.count)
        elif verb == "give" and suit is None and not clause.cards and not clause.rest and previous:
            # "ruiten afspelen en er een afgeven": a loser of the suit just named
            steps.extend([Step(StepKind.LEAD, n, previous, seat=seat)] * clause.count)
        elif verb == "give" and suit is None and not clause.cards:
            if not steps or steps[-1].kind is not StepKind.CONCEDE:
                steps.append(Step(StepKind.CONCEDE, n))  # "the rest" said once or twice
        elif verb == "give":
            given = suit if suit is not None else clause.cards[0].suit
            steps.extend([Step(StepKind.LEAD, n, given, seat=seat)] * clause.count)
        elif verb == "drop" and suit is not None:
            steps.append(Step(StepKind.NO_FINESSE, n, suit))
        elif verb == "top" and (suit is not None or last_suit is not None):
            # "klaveren van boven", "Kreuz von oben": the suit from the top
            # (no finesse in it), and played now
            target = suit if suit is not None else last_suit
            assert target is not None
            steps.append(Step(StepKind.NO_FINESSE, n, target))
            steps.append(Step(StepKind.RUN, n, target, seat=seat, end=end))
        elif verb == "avoid" and suit is not None:
            steps.append(Step(StepKind.AVOID, n, suit))
        elif clause.cards:
            steps.append(Step(StepKind.CARDS, n, cards=tuple(clause.cards), seat=seat))
        elif verb == "cash" and suit is None and last_suit is not None:
            steps.append(Step(StepKind.RUN, n, last_suit, seat=seat, end=end))  # "run them"
        elif suit is not None:
            if trump is not None and suit is trump and verb is None and end is None:
                steps.append(Step(StepKind.DRAW_TRUMPS, n, seat=seat))
            else:
                steps.append(Step(StepKind.RUN, n, suit, seat=seat, end=end))
        elif verb == "discard":
            continue
        elif verb is not None:
            return _fail(clause.said or verb, n)
    return steps


class _Unread(Exception):
    def __init__(self, verb: str, clause: int) -> None:
        self.verb = verb
        self.clause = clause


def _fail(verb: str, clause: int) -> list[Step]:
    raise _Unread(verb, clause)


def read_statement(
    text: str,
    trump: Suit | None = None,
    dummy: Seat | None = None,
    lang: str | None = None,
) -> ClaimLine:
    """Read a claim statement: the notation first, then plain words in
    ``lang`` (or in whichever of Dutch, English and German reads it).

    ``trump`` lets a bare mention of the trump suit ("trumps first", "eerst
    de schoppens" in a spade contract) count as drawing trumps; ``dummy`` is
    the seat "dummy" / "de blinde" / "Tisch" names. Raises
    :class:`StatementError` naming the first word not understood."""
    try:
        return parse_line(text)
    except BridgeError:
        pass
    order = [LANGUAGES[lang]] if lang in LANGUAGES else list(LANGUAGES.values())
    best: tuple[int, _Language, list[_Clause], list[str]] | None = None
    for language in order:
        clauses, unknown = _read(text, language)
        score = len(unknown) * 10 - sum(1 for c in clauses if c.verb)
        if best is None or score < best[0]:
            best = (score, language, clauses, unknown)
    assert best is not None
    _, language, clauses, unknown = best
    if unknown:
        raise StatementError(
            Message(
                "The claim statement could not be read: {word} is not understood; "
                "the director may restate it in the notation.",
                {"word": repr(unknown[0])},
            ),
            language.code,
        )
    try:
        steps = _steps(clauses, trump, dummy)
    except _Unread as exc:
        raise StatementError(
            Message(
                "The claim statement could not be read: part {clause} says {verb} "
                "without saying what; the director may restate it in the notation.",
                {"clause": str(exc.clause), "verb": repr(exc.verb)},
            ),
            language.code,
        ) from None
    return ClaimLine(text, tuple(steps), language.code)


def aim_finesses(line: ClaimLine, mine: frozenset[Card], theirs: frozenset[Card]) -> ClaimLine:
    """Each finesse of the line as the card to finesse with, from the cards:
    ``mine`` the claimer's side's, ``theirs`` the opponents'; a suit kept
    ("keeping the hearts") as the claimer's side's cards of that suit.

    A player names a finesse by the card he plays ("finesse the queen"), by
    the card he plays against ("snijden op de heer": the king is an
    opponent's, so the finesse is with the claimer's highest heart below
    it), by a rank alone (the one suit in which an opponent holds that card
    between two of the claimer's, or failing that above one of them) or by a
    suit alone (against the opponents' highest card that lies between two of
    the claimer's). What cannot be decided raises :class:`StatementError`
    in the statement's language."""
    if not any(
        s.kind is StepKind.FINESSE or (s.kind is StepKind.KEEP and not s.cards) for s in line.steps
    ):
        return line
    out: list[Step] = []
    for step in line.steps:
        if step.kind is StepKind.KEEP and not step.cards:
            # "keeping the hearts": every heart of the claimer's side
            held = tuple(sorted((c for c in mine if c.suit is step.suit), reverse=True))
            out.append(Step(StepKind.KEEP, step.position, step.suit, held))
            continue
        if step.kind is not StepKind.FINESSE or (step.cards and step.cards[0] in mine):
            out.append(step)
            continue
        card = _finesse_card(step, mine, theirs)
        if card is None:
            if step.cards and step.cards[0] not in theirs:
                out.append(step)  # a card nobody holds: validate_line names it
                continue
            raise StatementError(
                Message(
                    "The claim statement could not be read: it is not clear which finesse "
                    "part {clause} means; the director may restate it in the notation.",
                    {"clause": str(step.position)},
                ),
                line.lang or "en",
            )
        out.append(Step(StepKind.FINESSE, step.position, card.suit, (card,), step.seat))
    return ClaimLine(line.text, tuple(out), line.lang)


def _finesse_card(step: Step, mine: frozenset[Card], theirs: frozenset[Card]) -> Card | None:
    """The claimer's side's card a finesse step is taken with, or ``None``."""

    def under(card: Card) -> list[Card]:
        return [c for c in mine if c.suit is card.suit and c.rank < card.rank]

    def over(card: Card, cards: frozenset[Card]) -> bool:
        return any(c.suit is card.suit and c.rank > card.rank for c in cards)

    if step.cards:
        targets = [step.cards[0]] if step.cards[0] in theirs else []
    else:
        suits = [step.suit] if step.suit is not None else list(Suit)
        targets = [
            c
            for c in sorted(theirs, key=lambda c: c.rank, reverse=True)
            if c.suit in suits and (step.against is None or c.rank is step.against) and under(c)
        ]
        tenaces = [c for c in targets if over(c, mine)]
        # a finesse proper: the card finessed against is the opponents' only
        # card above the one the claimer finesses with (AQ against the K)
        exact = [
            c
            for c in tenaces
            if not any(
                o.suit is c.suit
                and o is not c
                and o.rank > max(under(c), key=lambda x: x.rank).rank
                for o in theirs
            )
        ]
        # a suit alone: against its highest card between two of the claimer's
        targets = tenaces[:1] if step.against is None else exact or tenaces or targets
        if not targets and step.against is not None:
            # "snijden op de vrouw" holding the queen: the finesse is with it
            own = [
                c for c in mine if c.rank is step.against and c.suit in suits and over(c, theirs)
            ]
            return own[0] if len(own) == 1 else None
    if len(targets) != 1 or not under(targets[0]):
        return None
    return max(under(targets[0]), key=lambda c: c.rank)


def resolve(line: ClaimLine, opponents: tuple[frozenset[Card], frozenset[Card]]) -> ClaimLine:
    """A conditional line decided on the faced cards: "if S break" holds when
    the opponents' spades are split as evenly as they can be (or as the split
    stated, e.g. 3-2, either way round); the steps after the condition up to
    "otherwise" are kept when it holds, those after "otherwise" when not."""
    if not any(s.kind is StepKind.IF_BREAK for s in line.steps):
        return line
    out: list[Step] = []
    mode = "always"
    for step in line.steps:
        if step.kind is StepKind.IF_BREAK:
            mode = "then" if _breaks(step, opponents) else "skip"
            continue
        if step.kind is StepKind.OTHERWISE:
            mode = "skip" if mode == "then" else "then"
            continue
        if mode != "skip":
            out.append(step)
    return ClaimLine(line.text, tuple(out), line.lang)


def _breaks(step: Step, opponents: tuple[frozenset[Card], frozenset[Card]]) -> bool:
    if step.suit is None:
        return True
    a = sum(c.suit is step.suit for c in opponents[0])
    b = sum(c.suit is step.suit for c in opponents[1])
    if step.split is not None:
        return sorted((a, b)) == sorted(step.split)
    return abs(a - b) <= 1
