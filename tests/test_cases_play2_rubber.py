"""The NBB rubber rules' penalties (seed 001), one case or more per rule,
through ``bridgelaws rule --json`` and the nl and en text: who chooses,
the options, what binds afterwards, and the rule named in the text."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import ONE_HEART, SOUTH_WINS_T1, check

from bridgelaws.rulings import IRREGULARITY_NAMES, IrregularityCode

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"

#: (rule, script, chooser, options of the last ruling, its laws, nl text, en text)
CASES = [
    (
        "38",
        "fact misdeal card_exposed by=E looked=true",
        "S",
        ["new_deal", "keep_deal"],
        ["10(1)(c)", "38"],
        "Onregelmatig schudden, couperen of geven door Oost (regels 10(1)(c), 38)",
        "Irregular shuffle, cut or deal by East (rules 10(1)(c), 38)",
    ),
    (
        "39(1)",  # South bids at his partner's turn before any bid: West may demand a new deal
        "S 1S; E dir",
        "W",
        ["new_deal", "keep_deal"],
        ["39(1)"],
        "West heeft sindsdien niet geboden: met een bieding had hij het geaccepteerd (39(3))",
        "West has not called since: a call of his would have accepted it (39(3))",
    ),
    (
        "42(a)",
        "N 8S; E dir",
        "E",
        ["new_deal", "disallow", "allow"],
        ["42(a)"],
        "Bod boven zeven door Noord (regel 42(a)); wacht op de keuze",
        "Bid above seven by North (rule 42(a)); waiting for the choice",
    ),
    (
        "43(b)",  # an honour shown in the auction
        "N P; W exp CT; N dir",
        "N",
        ["new_deal", "keep_deal"],
        ["43(b)"],
        "Kaart getoond tijdens het bieden door West (regel 43)",
        "Card exposed during the auction by West (rule 43)",
    ),
    (
        "45",
        f"{PLAY}; N card S2; W dir",
        "W",
        ["accept", "lead_from:S"],
        ["45"],
        "Uit de verkeerde hand spelen door Zuid (regel 45); wacht op de keuze",
        "Lead from the wrong hand by South (rule 45); waiting for the choice",
    ),
    (
        "46(1)",  # dummy leads although East won the trick
        f"{PLAY}; S card S6; W card S3; N card S2; E card S8; N card D8; E dir",
        "E",
        ["accept", "require_retraction"],
        ["46(1)"],
        "Oost heeft sindsdien niet gespeeld: met een kaart had hij het geaccepteerd (46(3))",
        "East has not played since: a card of his would have accepted it (46(3))",
    ),
    (
        "46(2)",
        f"{PLAY}; W card S3; S dir",
        "S",
        [
            "accept",
            "require_suit:S",
            "require_suit:H",
            "require_suit:D",
            "require_suit:C",
            "exposed_card",
        ],
        ["46(2)"],
        "Noord heeft sindsdien niet gespeeld: met een kaart had hij het geaccepteerd (46(3))",
        "North has not played since: a card of his would have accepted it (46(3))",
    ),
    (
        "47(1)",
        f"{PLAY}; S card D5; E card D2; S dir",
        "S",
        "highest lowest win lose discard:S discard:C no_restriction".split(),
        ["47(1)"],
        "Te vroeg spelen door Oost (regel 47); wacht op de keuze",
        "Premature play by East (rule 47); waiting for the choice",
    ),
    (
        "55(1)(a)(I)",  # a defender's revoke corrected before it is established
        f"{ONE_HEART}; W card CT; N card CA; E card C4; S card C7; N card S2; E card D2; S dir",
        "S",
        ["exposed_card", "highest", "lowest", "no_restriction"],
        ["55(1)(a)(I)"],
        "♦2 van Oost wordt teruggenomen (55(1)(a)(I))",
        "Revoke by East (rules 55, 55(1)); waiting for the choice",
    ),
    (
        "55(1)(a)(II)",  # declarer's revoke, his LHO having played after it
        f"{ONE_HEART}; W card CT; N card CA; E card C4; S card C7; "
        "N card D8; E card D2; S card S6; W card D3; W dir",
        "W",
        ["highest", "lowest", "no_restriction"],
        ["55(1)(a)(II)"],
        "♠6 van Zuid wordt teruggenomen (55(1)(a)(II))",
        "Revoke by South (rules 55, 55(1)); waiting for the choice",
    ),
    (
        "50",  # dummy suggests his diamond eight: the defender on dummy's left chooses
        f"{PLAY}; S card D5; W card D3; fact dummy_suggested D8; E dir",
        "E",
        ["require_card:D8", "forbid_card:D8", "no_restriction"],
        ["50"],
        "Suggestie van een speelwijze door Noord (regel 50)",
        "Suggestion of a play by North (rule 50)",
    ),
    (
        "51(1)",
        f"{PLAY}; fact dummy_warned_lead true; W dir",
        "E",
        ["lead_from:S", "lead_from:N"],
        ["51(1)"],
        "door Noord (regel 51(1)); wacht op de keuze",
        "Warning against a lead from the wrong hand by North (rule 51(1))",
    ),
    (
        "52",
        f"{PLAY}; S card D5; fact drew_attention_to_trick true by=E; S dir",
        "S",
        ["highest", "lowest", "win", "lose", "no_restriction"],
        ["52"],
        "Aandacht op de slag gevestigd door Oost (regel 52)",
        "Attention drawn to the trick by East (rule 52)",
    ),
    (
        "53",
        f"{PLAY}; fact inspected_trick 1 by=W; S dir",
        "S",
        "require_suit:S require_suit:H require_suit:D require_suit:C no_restriction".split(),
        ["53"],
        "Inzien van een dichtgelegde slag door West (regel 53)",
        "Inspection of a quitted trick by West (rule 53)",
    ),
]


@pytest.mark.parametrize(
    ("rule", "events", "chooser", "options", "laws", "nl_text", "en_text"),
    CASES,
    ids=[c[0] for c in CASES],
)
def test_rubber_penalty_choice_offered_to_the_right_player(
    tmp_path: Path,
    rule: str,
    events: str,
    chooser: str,
    options: list[str],
    laws: list[str],
    nl_text: str,
    en_text: str,
) -> None:
    report, nl, en = check(events, tmp_path, "rubber")
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == chooser and ruling["laws"] == laws
    assert [o["code"] for o in ruling["options"]] == options
    assert nl_text in nl and en_text in en
    # the rubber rules ask no duplicate Law's question (47E1, 54C)
    assert "47E1" not in en and "54C" not in en and "53A" not in en and "55A" not in en


@pytest.mark.parametrize(
    ("rule", "events", "obligation", "nl_text", "en_text"),
    [
        (
            "39(2)",  # a bid at RHO's turn: void, partner passes once
            "N P; S 1H; E dir",
            {"type": "must_pass", "seat": "N", "scope": "next_turn", "laws": ["39(2)"]},
            "Noord moet bij zijn volgende beurt passen (39(2))",
            "North must pass at his next turn (39(2))",
        ),
        (
            "40(1)",  # insufficient, attention drawn: any sufficient bid, partner passes once
            "N P; E 1S; S 1D; W dir",
            {"type": "must_pass", "seat": "N", "scope": "next_turn", "laws": ["40(1)"]},
            "1♦ van Zuid wordt teruggenomen (40(1))",
            "South's 1♦ is withdrawn (40(1))",
        ),
        (
            "45",  # declarer must lead the same suit from the right hand if he can
            f"{PLAY}; N card S2; W dir; W ch lead_from:S",
            {"type": "lead_restriction", "seat": "S", "kind": "require_suit", "suit": "S"},
            "Zuid moet schoppen voorspelen (45)",
            "South must lead spades (45)",
        ),
        (
            "46(2)(II)",  # the card stays exposed; its suit may be forbidden to partner
            f"{PLAY}; W card S3; S dir; S ch exposed_card",
            {"type": "exposed_card", "seat": "W", "card": "S3", "laws": ["46(2)(II)"]},
            "♠3 van West blijft open op tafel liggen",
            "♠3 of West stays face up; declarer may call it whenever West is to lead or play",
        ),
        (
            "46(5)",  # both defenders lead at once: the right lead stands
            f"{ONE_HEART}; W card CT; E card S8; fact simultaneous_lead true",
            {"type": "exposed_card", "seat": "E", "card": "S8", "laws": ["46(5)", "44"]},
            "Gelijktijdig uitkomen door Oost (regel 46(5))",
            "Simultaneous lead by East (rule 46(5))",
        ),
        (
            "47(1)",
            f"{PLAY}; S card D5; E card D2; S dir; S ch lowest",
            {"type": "play_restriction", "seat": "W", "kind": "lowest", "laws": ["47(1)"]},
            "West moet zijn laagste kaart in de voorgespeelde kleur spelen (47(1))",
            "West must play his lowest card of the suit led (47(1))",
        ),
        (
            "44",  # a defender's card shown in the play: declarer may call it
            f"{PLAY}; W exp S5; S dir",
            {"type": "exposed_card", "seat": "W", "card": "S5", "laws": ["44"]},
            "de leider mag haar opeisen telkens als West moet uitkomen of bijspelen (44)",
            "declarer may call it whenever West is to lead or play (44)",
        ),
    ],
)
def test_rubber_penalty_binds_afterwards(
    tmp_path: Path,
    rule: str,
    events: str,
    obligation: dict[str, object],
    nl_text: str,
    en_text: str,
) -> None:
    report, nl, en = check(events, tmp_path, "rubber")
    assert any(obligation.items() <= o.items() for o in report["obligations"]), report[
        "obligations"
    ]
    assert nl_text in nl and en_text in en


def test_rubber_41_call_after_the_auction_partner_must_lead_the_named_suit(
    tmp_path: Path,
) -> None:
    report, nl, en = check(f"{ONE_HEART}; W 1S; S dir; S ch require_suit:D", tmp_path, "rubber")
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["41"] and ruling["chooser"] == "S"
    assert "Bieding na de slotpas door West (regel 41)" in nl
    assert "Call after the final pass by West (rule 41)" in en


def test_rubber_59_dummy_naming_the_penalty_loses_it(tmp_path: Path) -> None:
    # dummy (North) demands the 41 penalty himself: the right to it is lost
    report, nl, en = check(f"{ONE_HEART}; W 1S; N dir; N ch require_suit:D", tmp_path, "rubber")
    [ruling] = report["rulings"]
    assert ruling["chosen"] == "no_restriction"
    assert {"type": "penalty_lost", "seat": "N", "laws": ["59"]}.items() <= ruling["effects"][
        -1
    ].items()
    assert report["obligations"] == []
    assert "Oost mag met elke kaart uitkomen" in nl and "East may lead any card" in en


def test_rubber_61_wrong_rule_cited_no_penalty(tmp_path: Path) -> None:
    report, nl, en = check("N 8S; fact wrong_rule_cited true; E dir", tmp_path, "rubber")
    [ruling] = report["rulings"]
    assert ruling["chosen"] == "disallow" and report["status"] == "auction"
    assert "geen straf (61)" in nl and "no penalty (61)" in en


@pytest.mark.parametrize(
    ("events", "laws", "accepted_by"),
    [
        ("N P; S 1H; W P", ["39(3)"], "39(3)"),  # LHO calls over a call out of turn
        ("N P; E 1S; S 1D; W P", ["40(3)"], "40(3)"),  # LHO calls over an insufficient bid
    ],
)
def test_rubber_39_3_and_40_3_lho_calling_over_it(
    tmp_path: Path, events: str, laws: list[str], accepted_by: str
) -> None:
    report, nl, en = check(events, tmp_path, "rubber")
    [irregularity] = report["irregularities"]
    assert irregularity["accepted"] and irregularity["laws"] == laws
    assert f"accepted by action ({accepted_by})" in en
    assert f"geaccepteerd door te handelen ({accepted_by})" in nl


def test_rubber_49_b_missing_card_found_goes_back_to_the_hand(tmp_path: Path) -> None:
    report, nl, en = check(f"{PLAY}; fact missing_card HQ by=N found=trick", tmp_path, "rubber")
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "too_few_cards" and ruling["laws"] == ["49(b)"]
    assert "Te weinig kaarten door Noord (regel 49(b))" in nl
    assert "North's ♥Q is put back (49(b))" in en


def test_every_irregularity_code_has_a_name_in_every_language() -> None:
    # the rubber rules' own codes were shown as raw codes ("misdeal door Oost")
    from bridgelaws.i18n import catalog

    for code in IrregularityCode:
        assert code.value in IRREGULARITY_NAMES, code
        name = IRREGULARITY_NAMES[code.value]
        for lang in ("nl", "de"):
            found = catalog(lang)
            assert found is not None
            entry = found.get(name)
            assert entry is not None and entry.string, (code, lang)
