"""Seed 004's play protocols step by step through ``bridgelaws rule --json``
and the Dutch text, in both editions: "Uit de verkeerde hand spelen door
leider" (55), "Voor de beurt voorspelen door een tegenspeler" (53, 56, 50D2),
"Uitkomen door de verkeerde tegenspeler" (54, 47E1, 54C), "Verzaking" (62,
declarer's and a defender's), "Strafkaart" (48A, 50B, 50C, 50D) and, from the
auction, "Onvoldoende bod" step 4 (27C) in 2007, which
tests/test_protocol_auction.py walks in 2017 only. tests/test_protocol_play.py
walks the same play protocols on the table's own report; these walk them as a
director reads them: the general protocol's steps in the seed's order, the
question still open, then the chooser and his options in the seed's order,
then what the table does next, each with the nl text.

Board 1 of rule_cases, South declares 1♥ and West leads (North deals)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ("2017", "2007")
HEARTS = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: trick 1 won by West's ♣10
WEST_WINS = "W card CT; N card C2; E card C4; S card C7"
#: trick 1 won by dummy's ♣A
DUMMY_WINS = "W card CT; N card CA; E card C4; S card C7"


@dataclass(frozen=True)
class Step:
    """Where the protocol stands after ``steps``."""

    steps: str
    #: the general protocol's steps shown, in order (with the answers given)
    protocol: tuple[str, ...]
    #: the question open (its fact), or the choice (chooser, options), or the
    #: play going on ("play", next seat)
    stage: tuple[Any, ...]
    #: phrases of the Dutch text, in the order they must appear
    nl: tuple[str, ...] = ()


def _stage(report: dict[str, Any]) -> tuple[Any, ...]:
    # a question still open comes first: the general protocol's (47E1, 54C)
    # before the choice it precedes, or the ruling's own
    if report.get("questions"):
        return ("question", report["questions"][0]["fact"])
    if report["status"] == "awaiting_choice":
        ruling = next(r for r in reversed(report["rulings"]) if r["chosen"] is None)
        return ("choice", ruling["chooser"], tuple(o["code"] for o in ruling["options"]))
    return (report["status"], report["next"])


def _walk(walk: list[Step], edition: str, tmp_path: Path) -> None:
    for step in walk:
        data = record(script(step.steps), edition)
        report = rule_json(data, tmp_path)
        shown = tuple(s["step"] for s in report.get("protocol", []))
        assert shown == step.protocol, (step.steps, shown)
        assert _stage(report) == step.stage, step.steps
        text = rule_text(data, tmp_path, "nl")
        assert_clean_text(text, "nl")
        at = 0
        for phrase in step.nl:
            found = text.find(phrase, at)
            assert found >= 0, (phrase, text)
            at = found + len(phrase)


LEAD_FROM_DUMMY = f"{HEARTS}; {DUMMY_WINS}; S card D5; W dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55_protocol_lead_from_the_wrong_hand_in_the_seeds_order(
    edition: str, tmp_path: Path
) -> None:
    # 1: 47E1 asked of declarer; 2: not accepted since (55A); 3: the
    # defenders choose, West's choice counting; 4B: refused, the card goes
    # back and declarer leads from dummy, any card
    _walk(
        [
            Step(
                LEAD_FROM_DUMMY,
                ("called_by", "opponent_induced", "acted_since"),
                ("question", "opponent_induced"),
                (
                    "Algemeen protocol:",
                    "West heeft de wedstrijdleider geroepen",
                    "Vraag Zuid hoe hij ertoe kwam voor te spelen",
                    "(47E1)",
                    "West heeft sindsdien niet gespeeld",
                    "(55A)",
                ),
            ),
            Step(
                LEAD_FROM_DUMMY + "; fact opponent_induced false",
                ("called_by", "opponent_induced", "acted_since"),
                ("choice", "W", ("accept", "reject")),
                ("geldt de keuze van West (55A)", "West accepteert ♦5", "(55B2)"),
            ),
            Step(
                LEAD_FROM_DUMMY + "; fact opponent_induced false; W ch reject",
                (),
                ("play", "N"),
                ("♦5 van Zuid wordt teruggenomen (55B2)", "speelt nu voor uit de blinde (Noord)"),
            ),
        ],
        edition,
        tmp_path,
    )


LEAD_OUT_OF_TURN = f"{HEARTS}; {WEST_WINS}; E card DA; S dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53_56_protocol_defenders_lead_out_of_turn_in_the_seeds_order(
    edition: str, tmp_path: Path
) -> None:
    # 1: 47E1; 2: not accepted since (53A); 3: accept, or refuse with the three
    # 50D2 choices told on the same screen; then the prohibition, lasting
    # while West keeps the lead
    _walk(
        [
            Step(
                LEAD_OUT_OF_TURN,
                ("called_by", "opponent_induced", "acted_since"),
                ("question", "opponent_induced"),
                ("Vraag Oost hoe hij ertoe kwam voor te spelen", "(53A)"),
            ),
            Step(
                LEAD_OUT_OF_TURN + "; fact opponent_induced false",
                ("called_by", "opponent_induced", "acted_since"),
                ("choice", "S", ("accept", "reject")),
                (
                    "Zuid accepteert ♦A",
                    "(53A)",
                    "grote strafkaart",
                    "(56, 50D)",
                    "(50D2a)",
                    "(50D2a)",
                    "(50D1, 50D2b)",
                ),
            ),
            Step(
                LEAD_OUT_OF_TURN + "; fact opponent_induced false; S ch reject",
                (),
                ("choice", "S", ("require_suit:D", "prohibit_suit:D", "no_restriction")),
            ),
            Step(
                LEAD_OUT_OF_TURN
                + "; fact opponent_induced false; S ch reject; S ch prohibit_suit:D",
                (),
                ("play", "W"),
                ("mag West geen ruiten voorspelen zolang hij aan slag blijft",),
            ),
        ],
        edition,
        tmp_path,
    )


OPENING_LEAD = f"{HEARTS}; E card DA; S dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_protocol_opening_lead_by_the_wrong_defender_in_the_seeds_order(
    edition: str, tmp_path: Path
) -> None:
    # 1: 47E1; 2: not accepted since (54B); 3: could declarer see dummy (54C);
    # 4: the five options, in the seed's order (accept and declare, accept and
    # become dummy, refuse with 50D2a require / prohibit and 50D2b); 5: he chooses
    _walk(
        [
            Step(
                OPENING_LEAD,
                ("called_by", "opponent_induced", "acted_since", "could_see_dummy"),
                ("question", "opponent_induced"),
                ("(47E1)", "(54B)", "(54C)"),
            ),
            Step(
                OPENING_LEAD + "; fact opponent_induced false",
                ("called_by", "opponent_induced", "acted_since", "could_see_dummy"),
                ("question", "could_see_dummy"),
            ),
            Step(
                OPENING_LEAD + "; fact opponent_induced false; fact could_see_dummy false",
                ("called_by", "opponent_induced", "acted_since", "could_see_dummy"),
                ("choice", "S", ("accept", "become_dummy", "require_retraction")),
                (
                    "Zuid accepteert ♦A: Noord legt zijn kaarten open",
                    "(54B)",
                    "hij wordt blinde",
                    "(54A)",
                    "(54D, 50D2)",
                    "Verplicht Zuid daarna West om ruiten voor te spelen",
                    "Verbiedt hij West ruiten voor te spelen",
                    "Laat hij West een kaart naar keuze voorspelen",
                ),
            ),
            Step(
                OPENING_LEAD + "; fact opponent_induced false; fact could_see_dummy false; "
                "S ch require_retraction",
                (),
                ("choice", "S", ("require_suit:D", "prohibit_suit:D", "no_restriction")),
            ),
        ],
        edition,
        tmp_path,
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62b2_protocol_declarers_revoke_corrected_without_penalty(
    edition: str, tmp_path: Path
) -> None:
    # "Een verzaking herstellen", step 3: declarer's revoke card goes back
    # without rectification (62B2); he plays a legal card
    steps = f"{HEARTS}; {WEST_WINS}; W card D3; N card D8; E card DA; S card S6; W dir"
    _walk(
        [
            Step(
                steps,
                (),
                ("play", "S"),
                (
                    "Verzaking door Zuid (artikelen 44C, 61A, 62A); gearbitreerd (62)",
                    "Zuid neemt ♠6 terug",
                    "(62B2)",
                    "(62A)",
                ),
            ),
        ],
        edition,
        tmp_path,
    )
    report = rule_json(record(script(steps), edition), tmp_path)
    assert report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50_protocol_penalty_card_major_then_50d2_when_partner_leads(
    edition: str, tmp_path: Path
) -> None:
    # "Strafkaart": 1-2 declarer's card: no rectification (48A); 3-4 a
    # defender's low card: the director decides major or minor (50B); major:
    # played at the first legal opportunity (50D1); West on lead: declarer's
    # three choices before West leads (50D2)
    dropped = f"{HEARTS}; {WEST_WINS}; E exp S8; S dir"
    _walk(
        [
            Step(
                f"{HEARTS}; {WEST_WINS}; N exp S2; W dir",
                (),
                ("play", "W"),
                ("(48A)",),
            ),
            Step(dropped, ("called_by",), ("question", "deliberate"), ("(50B)",)),
            Step(
                # (the 50D2 choice follows the ruling: the director is there)
                dropped + "; fact deliberate true",
                (),
                ("choice", "S", ("require_suit:S", "prohibit_suit:S", "no_restriction")),
                ("grote strafkaart", "(50D2a)", "(50D2a)", "(50D2b)"),
            ),
            Step(
                dropped + "; fact deliberate false",
                (),
                ("play", "W"),
                ("kleine strafkaart",),
            ),
        ],
        edition,
        tmp_path,
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_protocol_step_4_offender_already_replaced(edition: str, tmp_path: Path) -> None:
    # step 4: East already put 2♥ in place of 1♥: his replacement (27C);
    # the meaning is asked first (2017: of 1♥; 2007: of both bids, both now
    # known), then South may still accept 1♥ (10A); refused, 2♥ stands under
    # 27B1a with no further rectification
    asked = "N 1S; E 1H; E 2H; S dir"
    _walk(
        [
            Step(
                asked,
                ("called_by", "acted_since"),
                ("question", "artificial"),
                (
                    "Zuid heeft sindsdien niet geboden",
                    "(27A1)",
                    "Oost heeft 1♥ al door 2♥ vervangen",
                    "(27C)",
                    "(27B1a)",
                ),
            ),
            Step(
                asked + "; fact artificial false",
                ("called_by", "acted_since"),
                ("choice", "S", ("accept", "reject")),
            ),
            Step(asked + "; fact artificial false; S ch reject", (), ("auction", "S")),
        ],
        edition,
        tmp_path,
    )
    report = rule_json(
        record(script(asked + "; fact artificial false; S ch reject"), edition), tmp_path
    )
    effects = [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert ("no_further_rectification", ["27B1a"]) in effects
    assert report["obligations"] == []
