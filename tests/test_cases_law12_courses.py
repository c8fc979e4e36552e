"""Course situations for Laws 16, 24-40 and 47-64, in both editions: the
kind of table a director meets on a club director course (an insufficient
bid after a call out of rotation, a card dropped in the auction, a lead from
the wrong hand, a premature play, a revoke after an accepted lead out of
turn), set on board 1 of rule_cases with facts of our own. The search corpus
gave no course page to work from, so every situation is written here from
the Laws themselves (seeds 000 and 002).

Every case asserts, in each edition, through ``bridgelaws rule --json``: the
report's ``irregularities`` (each one, whether ruled or accepted by a call or
card: 25B1, 27A1, 28B, 29A, 37A, 53A, 54A, 55A), the ruling's substance
(offender, chooser, options, effects and their laws, obligations), and that
the Dutch text names the irregularity and the branch taken with its laws.

The interactions: a call out of rotation followed by an insufficient bid
(31B, 27); two obligations to pass on one player (31A2b and 24B); 26B and a
penalty card at the same opening lead; 50D2 when the penalty card's partner
already has the lead; 57A with its penalty card; a revoke after an opening
lead out of turn that was accepted (54B, 62B1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

#: South declares 1♥ and West is to lead (North deals)
HEARTS = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: trick 1 won by West's ♣10, West on lead
WEST_WINS = "W card CT; N card C2; E card C4; S card C7"
#: trick 1 won by South's ♣Q, South on lead
SOUTH_WINS = "W card CT; N card C2; E card C4; S card CQ"
#: trick 1 won by dummy's ♣A, dummy on lead
DUMMY_WINS = "W card CT; N card CA; E card C4; S card C7"


@dataclass(frozen=True)
class Edition:
    """What one edition's report must show."""

    #: (code, offender, accepted) of every irregularity, in order
    irregularities: tuple[tuple[str, str, bool], ...]
    #: the last ruling: (irregularity, chooser, option codes, chosen); None: no ruling
    ruling: tuple[str, str | None, tuple[str, ...], str | None] | None = None
    #: (type, laws) that the last ruling's effects hold
    effects: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: (type, seat, laws) of every obligation, in order
    obligations: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    #: (status, next)
    state: tuple[str, str | None] | None = None
    #: what the Dutch report says (the irregularity's name, the branch and its laws)
    nl: tuple[str, ...] = ()


@dataclass(frozen=True)
class Case:
    name: str
    steps: str
    editions: dict[str, Edition] = field(default_factory=dict)


def both(edition: Edition) -> dict[str, Edition]:
    return {"2017": edition, "2007": edition}


CASES = [
    Case(
        "law_31a1_rho_passes_the_offender_repeats_his_bid",
        "E 1D; S dir; S ch reject; N Pass; E 1D",
        both(
            Edition(
                (("bid_out_of_rotation", "E", False),),
                ("bid_out_of_rotation", "S", ("accept", "reject"), "reject"),
                (("must_repeat", ("31A1",)), ("no_further_rectification", ("31A1",))),
                (),
                ("auction", "S"),
                ("Bod voor de beurt door Oost (artikel 31); gearbitreerd", "31A1"),
            )
        ),
    ),
    Case(
        "law_31a1_call_not_repeated_is_cancelled",
        "E 1D; S dir; S ch reject; N Pass; E 1H; W dir",
        both(
            Edition(
                (("bid_out_of_rotation", "E", False), ("call_not_repeated", "E", False)),
                ("bid_out_of_rotation", "S", ("accept", "reject"), "reject"),
                (("must_repeat", ("31A1",)), ("call_cancelled", ("31A1",))),
                (("must_repeat", "E", ("31A1",)),),
                ("auction", "E"),
                ("Bieding voor de beurt niet herhaald door Oost (artikel 31A1); geannuleerd",),
            )
        ),
    ),
    Case(
        # West bids 1♥ over 1♠ at his partner's turn: insufficient and out of
        # rotation, so Law 31 (27A2; 2007 27A). Refused; at his own turn he
        # bids 1♥ over 2♠: insufficient again, ruled under 27 with North choosing
        "law_31b_then_27_call_out_of_rotation_followed_by_an_insufficient_bid",
        "N 1S; W 1H; N dir; N ch reject; E Pass; S 2S; W 1H; N dir",
        {
            "2017": Edition(
                (("bid_out_of_rotation", "W", False), ("insufficient_bid", "W", False)),
                ("insufficient_bid", "N", ("accept", "reject"), None),
                (),
                (),
                ("awaiting_fact", None),
                (
                    "Bod voor de beurt door West (artikel 31); gearbitreerd",
                    "(29B, 31B, 26B)",
                    "Onvoldoende bod door West (artikel 18D); wacht op het oordeel",
                    "(27B1a)",
                ),
            ),
            "2007": Edition(
                (("bid_out_of_rotation", "W", False), ("insufficient_bid", "W", False)),
                ("insufficient_bid", "N", ("accept", "reject"), None),
                (),
                (
                    ("must_pass", "E", ("31B",)),
                    ("lead_restriction", "E", ("26",)),
                ),
                ("awaiting_choice", None),
                (
                    "Bod voor de beurt door West (artikel 31); gearbitreerd",
                    "Oost moet verder passen",
                    "(29B, 31B, 26)",
                    "Onvoldoende bod door West (artikel 18D); wacht op de keuze",
                ),
            ),
        },
    ),
    Case(
        "law_30a_pass_at_rhos_turn_the_offender_passes_once",
        "E Pass; S dir; S ch reject; N 1S; E Pass",
        {
            ed: Edition(
                (("pass_out_of_rotation", "E", False),),
                ("pass_out_of_rotation", "S", ("accept", "reject"), "reject"),
                (("must_pass", ("30A",)), ("adjusted_score_possible", (law,))),
                (),
                ("auction", "S"),
                ("Pas voor de beurt door Oost (artikel 30); gearbitreerd",),
            )
            for ed, law in (("2017", "72C"), ("2007", "23"))
        },
    ),
    Case(
        # 2017 30B1: both may call freely, 16C2 for the withdrawn pass; 2007
        # 30B2: the offender passes for the rest of the auction and his
        # partner may not double or redouble at that turn
        "law_30b_pass_at_partners_turn",
        "N 1S; W Pass; N dir; N ch reject; E 2H",
        {
            "2017": Edition(
                (("pass_out_of_rotation", "W", False),),
                ("pass_out_of_rotation", "N", ("accept", "reject"), "reject"),
                (("unauthorized_information", ("30B1a", "16C2")),),
                (),
                ("auction", "S"),
                ("Pas voor de beurt door West (artikel 30); gearbitreerd",),
            ),
            "2007": Edition(
                (("pass_out_of_rotation", "W", False),),
                ("pass_out_of_rotation", "N", ("accept", "reject"), "reject"),
                (("must_pass", ("30B2a",)), ("no_double", ("30B2b",))),
                (("must_pass", "W", ("30B2a",)),),
                ("auction", "S"),
                ("Pas voor de beurt door West (artikel 30); gearbitreerd",),
            ),
        },
    ),
    Case(
        # 2017 32B1: free calls, 16C2; 2007 32A: partner passes throughout, so
        # East's 2♥ breaks that obligation (37)
        "law_32_double_at_partners_turn",
        "N 1S; W X; N dir; N ch reject; E 2H",
        {
            "2017": Edition(
                (("double_out_of_rotation", "W", False),),
                ("double_out_of_rotation", "N", ("accept", "reject"), "reject"),
                (("unauthorized_information", ("32B1", "16C2")),),
                (),
                ("auction", "S"),
                ("Doublet of redoublet voor de beurt door West (artikel 32); gearbitreerd",),
            ),
            "2007": Edition(
                (
                    ("double_out_of_rotation", "W", False),
                    ("call_when_required_to_pass", "E", False),
                ),
                ("double_out_of_rotation", "N", ("accept", "reject"), "reject"),
                (("must_pass", ("32A",)), ("lead_restriction_possible", ("26B",))),
                (("must_pass", "E", ("32A",)), ("lead_restriction", "E", ("26B",))),
                ("auction", "S"),
                (
                    "Doublet of redoublet voor de beurt door West (artikel 32); gearbitreerd",
                    "(artikel 37); geen arbitrage gevraagd",
                ),
            ),
        },
    ),
    Case(
        "law_25a_unintended_call_replaced_without_rectification",
        "N 1C; N 1D; E dir; fact unintended true",
        both(
            Edition(
                (("change_of_call", "N", False),),
                ("change_of_call", None, (), None),
                (("call_withdrawn", ("25A",)), ("call_stands", ("25A",))),
                (),
                ("auction", "E"),
                ("Wijzigen van een bieding door Noord (artikel 25); gearbitreerd",),
            )
        ),
    ),
    Case(
        # East calls over North's intended change: accepted (25B1), and
        # North's withdrawn 1♣ may cost South his first lead (2017 26B, 2007 26)
        "law_25b1_change_accepted_by_lhos_call",
        "N 1C; N 1D; E 1S",
        {
            ed: Edition(
                (("change_of_call", "N", True),),
                None,
                (),
                (("lead_restriction", "S", (law,)),),
                ("auction", "S"),
                (
                    "Wijzigen van een bieding door Noord (artikel 25); "
                    "geaccepteerd door te handelen (25B1)",
                ),
            )
            for ed, law in (("2017", "26B"), ("2007", "26"))
        },
    ),
    Case(
        "law_29a_call_out_of_rotation_accepted_by_lhos_call",
        "N 1S; W 2H; N 3S",
        both(
            Edition(
                (("bid_out_of_rotation", "W", True),),
                None,
                (),
                (),
                ("auction", "E"),
                ("Bod voor de beurt door West (artikel 31); geaccepteerd door te handelen (29A)",),
            )
        ),
    ),
    Case(
        # East, whose turn it was, calls before anyone rules on South's 2♠:
        # South's bid is cancelled without rectification (28B); what it told
        # North is unauthorized for him (2017 16C2, 2007 16D2)
        "law_28b_the_right_player_calls_first",
        "N 1S; S 2S; E 2H",
        {
            ed: Edition(
                (("bid_out_of_rotation", "S", False),),
                None,
                (),
                (),
                ("auction", "S"),
                ("Bod voor de beurt door Zuid (artikelen 31, 28B); vervallen", f"({info})"),
            )
            for ed, info in (("2017", "16C2"), ("2007", "16D2"))
        },
    ),
    Case(
        "law_27a1_insufficient_bid_accepted_by_lhos_call",
        "N 1S; E 1H; S 2S",
        both(
            Edition(
                (("insufficient_bid", "E", True),),
                None,
                (),
                (),
                ("auction", "W"),
                ("Onvoldoende bod door Oost (artikel 18D); geaccepteerd door te handelen (27A1)",),
            )
        ),
    ),
    Case(
        # 27B2 silences West; West bids 3♥ all the same and North calls over
        # it before the director rules: 37A, the call stands, West still passes
        "law_37a_call_by_a_silenced_player_stands_once_lho_calls",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false; "
        "S Pass; W 3H; N 4S",
        {
            ed: Edition(
                (("insufficient_bid", "E", False), ("call_when_required_to_pass", "W", True)),
                ("insufficient_bid", "S", ("accept", "reject"), "reject"),
                (("must_pass", ("27B2",)), ("lead_restriction_possible", (lead,))),
                (("must_pass", "W", ("27B2",)), ("lead_restriction", "W", (lead,))),
                ("auction", "E"),
                (
                    "Verboden bieding (pasplicht) door West (artikel 37); geaccepteerd door te "
                    "handelen (37A)",
                    f"(27B2, {lead})",
                ),
            )
            for ed, lead in (("2017", "26B"), ("2007", "26"))
        },
    ),
    Case(
        "law_27b3_double_as_replacement_cancelled",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E X; fact comparable false",
        {
            ed: Edition(
                (("insufficient_bid", "E", False),),
                ("insufficient_bid", "S", ("accept", "reject"), "reject"),
                (("call_cancelled", ("27B3",)), ("must_pass", ("27B3",))),
                (("must_pass", "W", ("27B3",)), ("lead_restriction", "W", (lead,))),
                ("auction", "E"),
                ("Onvoldoende bod door Oost (artikel 18D); gearbitreerd", "(27B3)"),
            )
            for ed, lead in (("2017", "26B"), ("2007", "26"))
        },
    ),
    Case(
        "law_24a_low_card_dropped_in_the_auction",
        "N 1S; E exp C4; S dir",
        {
            ed: Edition(
                (("exposed_card_auction", "E", False),),
                ("exposed_card_auction", None, (), None),
                (
                    ("unauthorized_information", ("24", info)),
                    ("no_further_rectification", ("24A",)),
                ),
                (("exposed_card", "E", ("24",)),),
                ("auction", "E"),
                (
                    "Kaart getoond tijdens het bieden door Oost "
                    "(artikel 24); gearbitreerd (24, 24A)",
                ),
            )
            for ed, info in (("2017", "16C"), ("2007", "16D"))
        },
    ),
    Case(
        # East bids out of rotation and, refused, makes a call that is not
        # comparable (West passes once, 31A2b); then he drops the ♥K (24B:
        # West passes once more at the same turn). Both obligations bind West's
        # next turn and one pass discharges both
        "law_31a2b_24b_two_obligations_on_one_player",
        "E 1D; S dir; S ch reject; N 1C; E 2D; fact comparable false; E exp HK; W dir",
        both(
            Edition(
                (("bid_out_of_rotation", "E", False), ("exposed_card_auction", "E", False)),
                ("exposed_card_auction", None, (), None),
                (("must_pass", ("24B",)),),
                (
                    ("lead_restriction", "W", ("26B",)),
                    ("must_pass", "W", ("31A2b",)),
                    ("exposed_card", "E", ("24",)),
                    ("must_pass", "W", ("24B",)),
                ),
                ("auction", "S"),
                (
                    "Kaart getoond tijdens het bieden door Oost "
                    "(artikel 24); gearbitreerd (24, 24B)",
                    "West moet bij zijn volgende beurt passen (31A2b)",
                    "West moet bij zijn volgende beurt passen (24B)",
                ),
            )
        )
        | {
            # 2007 31A2 asks whether East repeated his denomination, not comparability
            "2007": Edition(
                (("bid_out_of_rotation", "E", False), ("exposed_card_auction", "E", False)),
                ("bid_out_of_rotation", "S", ("accept", "reject"), "reject"),
                (),
                (),
                ("awaiting_fact", None),
                ("Kaart getoond tijdens het bieden door Oost (artikel 24); de wedstrijdleider",),
            )
        },
    ),
    Case(
        # 2007: East repeated diamonds (31A2a: West passes once) and then
        # dropped the ♥K (24B: West passes once): two passes owed at one turn
        "law_31a2a_24b_2007_two_obligations_on_one_player",
        "E 1D; S dir; S ch reject; N 1C; E 2D; fact artificial false; E exp HK; W dir",
        {
            "2007": Edition(
                (("bid_out_of_rotation", "E", False), ("exposed_card_auction", "E", False)),
                ("exposed_card_auction", None, (), None),
                (("must_pass", ("24B",)),),
                (
                    ("must_pass", "W", ("31A2a",)),
                    ("exposed_card", "E", ("24",)),
                    ("must_pass", "W", ("24B",)),
                ),
                ("auction", "S"),
                (
                    "Kaart getoond tijdens het bieden door Oost "
                    "(artikel 24); gearbitreerd (24, 24B)",
                ),
            )
        },
    ),
    Case(
        # the same table: West passes once (both obligations met), South
        # declares 4♥ and West leads: declarer's 26B choice first; East's ♥K,
        # now a major penalty card (24E), waits for West's next lead (seed 004)
        "law_26b_and_a_penalty_card_at_the_same_opening_lead",
        "E 1D; S dir; S ch reject; N 1C; E 2D; fact comparable false; E exp HK; W dir; "
        "S 2H; W Pass; N 4H; E Pass; S Pass; W Pass",
        {
            "2017": Edition(
                (("bid_out_of_rotation", "E", False), ("exposed_card_auction", "E", False)),
                (
                    "lead_restriction",
                    "S",
                    ("prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C", "no_restriction"),
                    None,
                ),
                (),
                (("lead_restriction", "W", ("26B",)), ("penalty_card", "E", ("24E", "50"))),
                ("awaiting_choice", None),
                ("Voorspeelbeperking door Oost (artikel 26B)", "(50D2)", "(50D1)"),
            ),
        },
    ),
    Case(
        "law_39_call_after_the_final_pass_asks_25a_first",
        "N 1S; E Pass; S 2S; W Pass; N Pass; E Pass; E 3H; S dir",
        both(
            Edition(
                (("call_after_final_pass", "E", False),),
                ("call_after_final_pass", None, (), None),
                (),
                (),
                ("awaiting_fact", None),
                ("Bieding na de slotpas door Oost (artikel 39)", "(25A)"),
            )
        ),
    ),
    Case(
        "law_36b_inadmissible_redouble_cancelled_partner_passes",
        "N 1S; E X; S XX; W XX; N dir",
        {
            ed: Edition(
                (("inadmissible_double", "W", False),),
                ("inadmissible_double", None, (), None),
                (("call_cancelled", ("36B1",)), ("must_pass", ("36B2",))),
                (("must_pass", "E", ("36B2",)), ("lead_restriction", "E", (lead,))),
                ("auction", "W"),
                (
                    "Ontoelaatbaar doublet of redoublet door West (artikel "
                    "19B1); gearbitreerd (36, 36B, 36B2)",
                ),
            )
            for ed, lead in (("2017", "26B"), ("2007", "26"))
        },
    ),
    Case(
        "law_54a_declarer_spreads_his_hand_and_becomes_dummy",
        f"{HEARTS}; E card DA; S exp HA",
        both(
            Edition(
                (("opening_lead_out_of_turn", "E", True),),
                ("opening_lead_out_of_turn", None, (), "become_dummy"),
                (("declarer_becomes_dummy", ("54A",)),),
                (),
                ("play", "S"),
                (
                    "Uitkomst voor de beurt door Oost (artikel 54); geaccepteerd door te handelen "
                    "(54A)",
                ),
            )
        ),
    ),
    Case(
        "law_54_declarer_chooses_among_the_seeds_options_in_order",
        f"{HEARTS}; E card DA; S dir; fact opponent_induced false; fact could_see_dummy false",
        both(
            Edition(
                (("opening_lead_out_of_turn", "E", False),),
                (
                    "opening_lead_out_of_turn",
                    "S",
                    ("accept", "become_dummy", "require_retraction"),
                    None,
                ),
                (),
                (),
                ("awaiting_choice", None),
                ("(54B)", "(54A)", "(54D, 50D2)", "(50D2a)", "(50D1, 50D2b)", "wacht op de keuze"),
            )
        ),
    ),
    Case(
        "law_47e1_lead_induced_by_an_opponent_goes_back",
        f"{HEARTS}; E card DA; S dir; fact opponent_induced true",
        both(
            Edition(
                (("opening_lead_out_of_turn", "E", False),),
                ("opening_lead_out_of_turn", None, (), None),
                (("card_withdrawn", ("47E1",)),),
                (),
                ("play", "W"),
                ("Uitkomst voor de beurt door Oost (artikel 54); gearbitreerd (47E1)",),
            )
        ),
    ),
    Case(
        "law_54c_declarer_who_could_see_dummy_must_accept",
        f"{HEARTS}; E card DA; S dir; fact opponent_induced false; fact could_see_dummy true",
        both(
            Edition(
                (("opening_lead_out_of_turn", "E", True),),
                ("opening_lead_out_of_turn", "S", (), "accept"),
                (("lead_stands", ("54C",)),),
                (),
                ("play", "S"),
                (
                    "Uitkomst voor de beurt door Oost (artikel 54); "
                    "geaccepteerd; gearbitreerd (54C)",
                ),
            )
        ),
    ),
    Case(
        "law_53a_lead_out_of_turn_accepted_by_declarers_card",
        f"{HEARTS}; {WEST_WINS}; E card DA; S card D5",
        both(
            Edition(
                (("lead_out_of_turn", "E", True),),
                None,
                (),
                (),
                ("play", "W"),
                (
                    "Voorspelen voor de beurt door Oost (artikel 53); "
                    "geaccepteerd door te handelen (53A)",
                ),
            )
        ),
    ),
    Case(
        "law_56_lead_out_of_turn_refused_then_50d2a_prohibition",
        f"{HEARTS}; {WEST_WINS}; E card DA; S dir; fact opponent_induced false; S ch reject; "
        "S ch prohibit_suit:D",
        both(
            Edition(
                (("lead_out_of_turn", "E", False),),
                (
                    "penalty_card",
                    "S",
                    ("require_suit:D", "prohibit_suit:D", "no_restriction"),
                    "prohibit_suit:D",
                ),
                (("lead_restriction", ("50D2a",)), ("penalty_card_picked_up", ("50D2a",))),
                (("lead_restriction", "W", ("50D2a",)),),
                ("play", "W"),
                ("Voorspelen voor de beurt door Oost (artikel 53); gearbitreerd", "(56, 50D)"),
            )
        ),
    ),
    Case(
        "law_55_lead_from_the_wrong_hand_west_chooses_first",
        f"{HEARTS}; {DUMMY_WINS}; S card D5; W dir",
        both(
            Edition(
                (("lead_from_wrong_hand", "S", False),),
                ("lead_from_wrong_hand", "W", ("accept", "reject"), None),
                (),
                (),
                ("awaiting_choice", None),
                (
                    "Uit de verkeerde hand spelen door Zuid (artikel 55); wacht op de keuze",
                    "(55A)",
                    "(55B2)",
                ),
            )
        ),
    ),
    Case(
        "law_55a_lead_from_the_wrong_hand_accepted_by_wests_card",
        f"{HEARTS}; {DUMMY_WINS}; S card D5; W card D3",
        both(
            Edition(
                (("lead_from_wrong_hand", "S", True),),
                None,
                (),
                (),
                ("play", "N"),
                (
                    "Uit de verkeerde hand spelen door Zuid (artikel 55); "
                    "geaccepteerd door te handelen (55A)",
                ),
            )
        ),
    ),
    Case(
        # East plays before his partner: a major penalty card, and declarer's
        # choice for West. 2017 57A has four branches; West holds diamonds, so
        # 57A3 (a card of another suit) is no choice and 57A4 forbids a suit;
        # 2007 57A has three, the third forbidding a suit
        "law_57a_premature_play_with_its_penalty_card",
        f"{HEARTS}; {SOUTH_WINS}; S card D5; E card D2; S dir",
        {
            ed: Edition(
                (("premature_play", "E", False),),
                (
                    "premature_play",
                    "S",
                    ("highest", "lowest", "prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C"),
                    None,
                ),
                (),
                (("penalty_card", "E", ("57A", "50")),),
                ("awaiting_choice", None),
                ("Te vroeg spelen door Oost (artikel 57A)", "(57A1)", "(57A2)", f"({forbid})"),
            )
            for ed, forbid in (("2017", "57A4"), ("2007", "57A3"))
        },
    ),
    Case(
        # East drops the ♠8 on purpose while West is on lead: major, and
        # declarer's 50D2 choice comes at once, before West leads
        "law_50d2_partner_already_has_the_lead",
        f"{HEARTS}; {WEST_WINS}; E exp S8; S dir; fact deliberate true",
        both(
            Edition(
                (("exposed_card", "E", False),),
                (
                    "penalty_card",
                    "S",
                    ("require_suit:S", "prohibit_suit:S", "no_restriction"),
                    None,
                ),
                (),
                (("penalty_card", "E", ("49", "50")),),
                ("awaiting_choice", None),
                ("Getoonde kaart door Oost (artikel 49); gearbitreerd (49)",),
            )
        ),
    ),
    Case(
        # declarer accepts East's opening lead (54B) and plays from his hand;
        # West then revokes and the director comes before it is established:
        # corrected, West's ♠3 a major penalty card (62B1); declarer chooses for
        # dummy's ♦8 played after it (62C1)
        "law_54b_then_62b1_revoke_after_an_accepted_opening_lead",
        f"{HEARTS}; E card DA; S dir; fact opponent_induced false; fact could_see_dummy false; "
        "S ch accept; S card D5; W card S3; N card D8; E dir",
        both(
            Edition(
                (("opening_lead_out_of_turn", "E", True), ("revoke", "W", False)),
                ("revoke", "S", ("keep", "withdraw"), None),
                (("penalty_card", ("62B1",)), ("revoke_corrected", ("62A",))),
                (("penalty_card", "W", ("62B1", "50")),),
                ("awaiting_choice", None),
                (
                    "Uitkomst voor de beurt door Oost (artikel 54); geaccepteerd; gearbitreerd",
                    "(54B)",
                    "Verzaking door West (artikelen 44C, 61A, 62A); wacht op de keuze",
                ),
            )
        ),
    ),
    Case(
        # West revokes in trick 2 and East plays to trick 3: established
        # (63A1); the transfer is told before play goes on, as the seed's
        # revoke protocol asks ("if ... then ...")
        "law_63a1_64a_established_revoke_transfer_told_before_play_goes_on",
        f"{HEARTS}; {DUMMY_WINS}; N card D8; E card D2; S card D5; W card S3; N card C3; "
        "E card C5; S dir",
        both(
            Edition(
                (("revoke", "W", False),),
                ("revoke", None, (), None),
                (
                    ("revoke_established", ("63A1",)),
                    ("tricks_transferred_after_play", ("64A",)),
                    ("adjusted_score_possible", ("64C",)),
                ),
                (),
                ("play", "S"),
                (
                    "Verzaking door West (artikelen 44C, 61A, 63A1); gearbitreerd (63, 64)",
                    "(64A2)",
                    "(64B1)",
                ),
            )
        ),
    ),
]

PARAMS = [
    pytest.param(case, edition, id=f"{case.name}-{edition}")
    for case in CASES
    for edition in case.editions
]


@pytest.mark.parametrize(("case", "edition"), PARAMS)
def test_law12_course_situation(case: Case, edition: str, tmp_path: Path) -> None:
    want = case.editions[edition]
    data = record(script(case.steps), edition)
    report: dict[str, Any] = rule_json(data, tmp_path)
    got = tuple((i["irregularity"], i["offender"], i["accepted"]) for i in report["irregularities"])
    assert got == want.irregularities
    if want.ruling is None:
        assert report["rulings"] == []
    else:
        last = report["rulings"][-1]
        code, chooser, options, chosen = want.ruling
        assert (last["irregularity"], last["chooser"], last["chosen"]) == (code, chooser, chosen)
        assert tuple(o["code"] for o in last["options"]) == options
        effects = [(e["type"], tuple(e["laws"])) for e in last["effects"]]
        for effect in want.effects:
            assert effect in effects, (effect, effects)
    if want.obligations or want.ruling is None:
        got_obligations = tuple(
            (o["type"], o["seat"], tuple(o["laws"])) for o in report["obligations"]
        )
        assert got_obligations == want.obligations
    if want.state is not None:
        assert (report["status"], report["next"]) == want.state
    text = rule_text(data, tmp_path, "nl")
    assert_clean_text(text, "nl")
    for phrase in want.nl:
        assert phrase in text, (phrase, text)
    # every irregularity is listed in the Dutch text, each with its branch
    listed = text.split("Onregelmatigheden:\n", 1)[1].split("\n")
    assert len([line for line in listed if line.startswith("- handeling")]) == len(got)
