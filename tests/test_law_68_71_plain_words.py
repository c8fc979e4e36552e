"""Law 68C/70: claim statements as a director types them, in Dutch, English
and German, read into the claim-line notation; what is not understood is said
in the statement's language, and a finesse named by the card it is taken
against ("snijden op de heer") or by its suit alone is aimed from the cards
at the claim, in both editions."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table

from bridgelaws.cards import Seat, Suit
from bridgelaws.claims import POLICY_2007, POLICY_2017, ClaimPolicy, Position, adjudicate
from bridgelaws.claims.statements import StatementError, read_statement
from bridgelaws.record import DirectorEvent

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
POLICIES = pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])
EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


@pytest.mark.parametrize(
    ("text", "lang", "line"),
    [
        # Dutch, as a director writes down what declarer said
        ("ik trek troef en speel de klaveren af", "nl", "draw trumps; run C"),
        ("ik trek de troeven en gooi de ruitens weg", "nl", "draw trumps"),
        ("drie keer troef trekken", "nl", "draw trumps"),
        ("troef trekken, de rest is hoog", "nl", "draw trumps"),
        ("eerst schoppen aas en heer, dan harten", "nl", "SA; SK; run H"),
        ("ik houd harten aas en harten vrouw", "nl", "keep HA HQ"),
        (
            "troef trekken, daarna klaveren afspelen en de harten houden",
            "nl",
            "draw trumps; run C; keep H",
        ),
        ("ik geef een klaveren slag af", "nl", "lead C"),
        ("ik speel ruiten en geef er een af", "nl", "run D; lead D"),
        ("ik troef de laatste klaver in de blinde", "nl", "ruff C with N"),
        ("ik snijd op de klaveren heer", "nl", "finesse CK"),
        ("harten snijden", "nl", "finesse H"),
        ("snijden op de heer", "nl", "finesse against K"),
        (
            "ik kom naar de blinde met de klaveren aas en speel de schoppen af",
            "nl",
            "CA from N; run S",
        ),
        (
            "als de troef 2-2 zit is alles hoog, anders geef ik een troef af",
            "nl",
            "if S break 2-2; otherwise; lead S",
        ),
        # "de rest" without "afgeven" claims the rest, it does not concede it
        ("ik speel eerst de harten vrouw en dan de rest", "nl", "HQ"),
        ("♠A ♠H, dan de rest afgeven", "nl", "SA SK; concede the rest"),
        ("ik neem de rest", "nl", ""),
        ("de rest is voor mij", "nl", ""),
        ("alles is hoog", "nl", ""),
        ("alles hoog behalve een ruiten", "nl", ""),
        # English
        ("I'll draw trumps and give up a club", "en", "draw trumps; lead C"),
        ("pull trumps and claim", "en", "draw trumps"),
        ("the rest are mine", "en", ""),
        ("take the club finesse", "en", "finesse C"),
        ("finesse against the king of hearts", "en", "finesse HK"),
        (
            "ruff two clubs in dummy then draw trumps",
            "en",
            "ruff C with N; ruff C with N; draw trumps",
        ),
        ("keeping the ace and queen of hearts in dummy", "en", "keep HA HQ"),
        ("cash the spade ace and king then hearts", "en", "SA; SK; run H"),
        (
            "if hearts are 3-3 run them otherwise finesse the club queen",
            "en",
            "if H break 3-3; run H; otherwise; finesse CQ",
        ),
        ("concede a diamond then the rest are high", "en", "lead D"),
        ("cash spades discarding clubs", "en", "run S"),
        # German
        ("Ich ziehe Trumpf, der Rest ist hoch", "de", "draw trumps"),
        ("zweimal Trumpf, dann Herz abspielen", "de", "draw trumps; run H"),
        ("Schnitt auf die Kreuz Dame", "de", "finesse CQ"),
        ("ich schneide die Pik Dame", "de", "finesse SQ"),
        ("Schnitt gegen den König", "de", "finesse against K"),
        ("Pik Ass, Pik König, dann Herz", "de", "SA; SK; run H"),
        ("alles hoch außer einem Karo", "de", ""),
    ],
)
def test_law_68c_plain_words_read(text: str, lang: str, line: str) -> None:
    read = read_statement(text, Suit.SPADES, N)
    assert read.lang == lang
    assert str(read) == line


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("troef trekken en dan hopen", "nl", "'hopen' wordt niet begrepen"),
        ("cash the hearts and pray", "en", "'pray' is not understood"),
        ("Trumpf ziehen und beten", "de", "'beten' wird nicht verstanden"),
        ("dan houden", "nl", "deel 1 zegt 'houden' zonder te zeggen wat"),
    ],
)
def test_law_68c_what_is_not_read_is_said_in_the_users_language(
    text: str, lang: str, said: str
) -> None:
    with pytest.raises(StatementError) as caught:
        read_statement(text, Suit.SPADES, N)
    assert caught.value.lang == lang
    assert said in str(caught.value)


#: AQ of spades over West's K6 (West plays second to a spade from South):
#: the finesse wins, playing from the top loses the queen.
FINESSE = Position.from_pbn("N:AQ... 54... 32... K6...", None, "S")


@POLICIES
@pytest.mark.parametrize(
    "text",
    [
        "snijden op de heer",
        "snijden op de schoppen heer",
        "ik snijd op de vrouw",
        "schoppen snijden",
        "take the spade finesse",
        "finesse against the king",
        "Schnitt gegen den König",
    ],
)
def test_law_70e1_a_finesse_named_by_the_card_against_it_is_stated(
    policy: ClaimPolicy, text: str
) -> None:
    # however it is said, the finesse is the queen: stated, it is played (70B1)
    result = adjudicate(FINESSE, S, 13, text, policy=policy)
    assert str(result.statement) == "finesse SQ"
    assert result.awarded == 13


#: Two suits with the king missing: "snijden op de heer" does not say which.
TWO_KINGS = Position.from_pbn("N:AQ.AQ.. K3.K3.. 42.42.. 5.5.76.", None, "S")


@POLICIES
def test_law_68c_a_finesse_the_cards_do_not_decide_is_said_in_dutch(policy: ClaimPolicy) -> None:
    with pytest.raises(StatementError) as caught:
        adjudicate(TWO_KINGS, S, 13, "snijden op de heer", policy=policy)
    assert "uit de kaarten blijkt niet welke snit deel 1 bedoelt" in str(caught.value)
    assert caught.value.lang == "nl"
    # naming the suit decides it
    result = adjudicate(TWO_KINGS, S, 13, "snijden op de harten heer", policy=policy)
    assert str(result.statement) == "finesse HQ"


#: 3NT by South, South on lead after nine tricks: North's HA HQ and SA SK;
#: East's HK8 sits over the queen (test_law_68_69.KING_OFFSIDE).
KING_OFFSIDE = ("AK.AQ.. 32.K8.. 4.652.. .43.2.2", "Pass Pass 3NT Pass Pass Pass", S)


@EDITIONS
def test_law_70b1_a_stated_finesse_in_dutch_at_the_table(edition: str) -> None:
    # "snijden op de heer": the finesse with the HQ is stated and loses to
    # East's king; the director awards 12 (70B1), the line in the ruling
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(S, 13, "snijden op de heer")
    table.respond(W, False)
    table.apply(DirectorEvent(E))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    reasoning = table.report("nl")["rulings"][0]["reasoning"]
    assert any("♥V" in text and "70B1" in text for text in reasoning), reasoning


@EDITIONS
def test_law_68c_an_unclear_finesse_at_the_table_is_free_text(edition: str) -> None:
    # the cards do not say which finesse "op de boer" means: the statement is
    # kept as free text, said in Dutch, and the claim judged without a line
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(S, 13, "snijden op de boer")
    table.respond(W, False)
    table.apply(DirectorEvent(E))
    reasoning = table.report("nl")["rulings"][0]["reasoning"]
    assert any("welke snit deel 1 bedoelt" in text for text in reasoning), reasoning
    assert any("vrije tekst" in text for text in reasoning), reasoning
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}


#: Spades are trumps; North, on lead to the last three after ten tricks
#: (trumps were drawn before), holds SA HA HK; West's S2 is the last trump and
#: West has no heart (test_law_68_71_unseen_endings.ONE_TRUMP_OUT).
ONE_TRUMP_OUT = Position.from_pbn("N:A.AK.. .32.4. ..3.32 2...65", "S", "N", won=(10, 0))


@POLICIES
@pytest.mark.parametrize(
    ("statement", "awarded"),
    [
        ("alles hoog", 12),  # nothing said of trumps: he may have forgotten the S2 (70C)
        ("de rest is voor mij", 12),
        ("ik trek troef, de rest is hoog", 13),  # mentioned: the SA first (70C1)
        ("ik trek de laatste troef", 13),
        ("Ich ziehe Trumpf, der Rest ist hoch", 13),
        ("I'll draw the last trump and claim", 13),
        ("eerst schoppen aas, dan de harten", 13),  # the trump card named first
    ],
)
def test_law_70c_the_trump_mentioned_in_plain_words(
    policy: ClaimPolicy, statement: str, awarded: int
) -> None:
    result = adjudicate(ONE_TRUMP_OUT, N, 13, statement, policy=policy)
    assert result.awarded == awarded


#: No trumps, South on lead to the last four: the SA squeezes West, who guards
#: hearts (HK5 against North's HA HQ) and clubs (CK5 against South's CA CJ)
#: (test_law_70_endings.SQUEEZE): 13 tricks when North keeps his hearts.
SQUEEZE = Position.from_pbn("N:.AQ.2.2 ..9876. A.2..AJ .K5..K5", None, "S", won=(9, 0))


@POLICIES
@pytest.mark.parametrize(
    "statement",
    [
        "squeeze op west in harten en klaveren",
        "schoppen aas, de blinde houdt de harten",
        "SA, blinde houdt HA HV",
        "SA squeezing West, keeping the hearts in dummy",
        "Pik Ass, der Tisch behält Herz",
    ],
)
def test_law_70b1_a_squeeze_stated_in_plain_words(policy: ClaimPolicy, statement: str) -> None:
    result = adjudicate(SQUEEZE, S, 13, statement, policy=policy)
    assert result.awarded == 13
    north = [card for seat, card in result.line if seat is N]
    assert north[-1].suit is Suit.HEARTS  # the hearts were kept to the end


#: No trumps, South on lead, nine tricks won: North's SA SK SJ over West's
#: SQ98 and East's S7 (test_law_70_endings.NEVER_MARKED): nobody shows out,
#: so unstated the finesse is not taken (12); stated as the card it is taken
#: against, it is (13).
NEVER_MARKED = Position.from_pbn("N:AKJ.2.. 7.KQ.K. 43.A.3. Q98...2", None, "S", won=(9, 0))


@POLICIES
@pytest.mark.parametrize(
    ("statement", "awarded"),
    [
        (None, 12),
        ("alles hoog", 12),
        ("snijden op de vrouw", 13),
        ("snijden op de schoppen vrouw", 13),
        ("finesse against the queen of spades", 13),
        ("Pik schneiden", 13),
    ],
)
def test_law_70e1_an_unstated_finesse_and_the_same_finesse_stated_in_words(
    policy: ClaimPolicy, statement: str | None, awarded: int
) -> None:
    result = adjudicate(NEVER_MARKED, S, 13, statement, policy=policy)
    assert result.awarded == awarded
