"""The language sweep (helper text8): the records the blind checks build,
rendered through the ruling text in Dutch, English and German, must read as
a director's text in each language: no code name or Python value, no English
word in Dutch or German, no suit or seat written as a letter, cards in the
language's notation (Dutch A H V B, German A K D B), no law of the Laws in a
rubber text, and a verb that agrees with a list of cards. The sample is
fixed (every seventh record of the check modules), so the test is fast and
the same on every run; the laws below are the causes the sweep found.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import test_cases_check6_editions
import test_cases_check6_more
import test_cases_check6_rubber
import test_cases_check6_situations
import test_cases_check7_breadth
import test_cases_check7_editions
import test_cases_check7_interactions
import test_cases_check7_rubber
import test_cases_check7_situations
import test_cases_check7_texts
from check2_cases import Case
from rule_cases import DEAL, clean_texts, record, rule_json, script, unclean_lines

from bridgelaws.record import TableRecord
from bridgelaws.report_text import report_lines
from bridgelaws.table import Table

#: cards written in another language's notation (the ten is "10" everywhere)
CARD_NOTATION = {
    "nl": re.compile(r"[♠♥♦♣](?:[KQJT]|1(?!0))"),
    "en": re.compile(r"[♠♥♦♣](?:[HVBDT]|1(?!0))"),
    "de": re.compile(r"[♠♥♦♣](?:[QJHVT]|1(?!0))"),
}
#: a suit or seat as a bare letter in a sentence ("specified H S only")
LETTER = re.compile(r"(?<![\w♠♥♦♣(/:-])[CDHSNEWOZ](?![\w♠♥♦♣)/:-])")
#: contracts and calls, where a letter is no seat or suit
CONTRACT = re.compile(r"\b[1-7](NT|SA|[CDHS♠♥♦♣])X{0,2}\b")
#: a list of cards followed by a verb in the singular
SINGULAR_AFTER_LIST = re.compile(
    r"[♠♥♦♣](?:10|\w) [♠♥♦♣](?:10|\w) (blijft|wordt|is|bleibt|wird|ist|stays|remains)\b"
)
#: the Laws cited in a rubber text (the rubber rules are numbered 1-66, with (a)(I))
DUPLICATE_LAW = re.compile(r"\(\d{1,2}[A-H]|\b(Law|Laws|artikel|artikelen|Artikel)\b")


def faults(data: dict[str, Any]) -> list[str]:
    """Every fault of the sweep in the record's text, in the three languages."""
    bad: list[str] = []
    rubber = data.get("edition") == "rubber"
    for lang in ("nl", "en", "de"):
        table = Table.from_record(TableRecord.from_json(data))
        text = "\n".join(report_lines(table, lang))
        bad += [f"{lang}: {what}: {line}" for what, line in unclean_lines(text, lang)]
        for line in text.splitlines():
            plain = CONTRACT.sub("", line)
            checks = {
                "card notation": CARD_NOTATION[lang].search(line),
                "a letter for a suit or seat": LETTER.search(plain),
                "a verb in the singular after a list of cards": SINGULAR_AFTER_LIST.search(line),
                "a law of the Laws in rubber": rubber and DUPLICATE_LAW.search(line),
            }
            bad += [f"{lang}: {what}: {line}" for what, hit in checks.items() if hit]
    return bad


def _sample() -> list[tuple[str, dict[str, Any]]]:
    modules = (
        test_cases_check6_editions,
        test_cases_check6_more,
        test_cases_check6_rubber,
        test_cases_check6_situations,
        test_cases_check7_breadth,
        test_cases_check7_editions,
        test_cases_check7_interactions,
        test_cases_check7_rubber,
        test_cases_check7_situations,
        test_cases_check7_texts,
    )
    cases = [
        case
        for module in modules
        for case in vars(module).get("CASES", [])
        if isinstance(case, Case) and not case.wrong
    ]
    cases.sort(key=lambda case: case.name)
    return [(case.name, case.record) for case in cases[::7]]


SAMPLE = _sample()


def test_sweep_sample_is_broad() -> None:
    editions = {data.get("edition") for _, data in SAMPLE}
    assert len(SAMPLE) >= 60
    assert editions == {"2017", "2007", "rubber"}
    assert any("situation" in data for _, data in SAMPLE)


@pytest.mark.parametrize(("name", "data"), SAMPLE, ids=[name for name, _ in SAMPLE])
def test_sweep_text_reads_clean_in_three_languages(name: str, data: dict[str, Any]) -> None:
    assert faults(data) == []


def test_sweep_finds_what_it_looks_for() -> None:
    # the checks themselves: each fault shape is caught
    assert LETTER.search("The withdrawn call specified H S only")
    assert CARD_NOTATION["nl"].search("Oost speelt ♠K")
    assert CARD_NOTATION["de"].search("Ost spielt ♠Q")
    assert not CARD_NOTATION["nl"].search("Oost speelt ♠H en ♣10")
    assert SINGULAR_AFTER_LIST.search("♥2 ♥5 blijft open liggen")
    assert DUPLICATE_LAW.search("gearbitreerd (64A1)")
    assert not DUPLICATE_LAW.search("gearbitreerd (55(1)(a)(I))")


# ---- the causes the sweep found ---------------------------------------------------------


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_24c_two_cards_exposed_in_the_auction_plural_verb(edition: str, tmp_path: Path) -> None:
    # West exposes ♥2 and ♥5 during the auction: 24C, East passes at his next turn
    data = record(script("N 1S; W exp H2; W exp H5; N dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["24", "24C"]
    assert ("E", "next_turn") in {
        (o["seat"], o["scope"]) for o in report["obligations"] if o["type"] == "must_pass"
    }
    texts = clean_texts(data, tmp_path)
    assert "De kaarten ♥2 ♥5 blijven open liggen" in texts["nl"]
    assert "Die Karten ♥2 ♥5 bleiben bis zum Ende der Reizung" in texts["de"]
    assert "more than one card was exposed (24C)" in texts["en"]
    assert faults(data) == []


def test_law_24b_one_honour_exposed_keeps_its_sentence(tmp_path: Path) -> None:
    data = record(script("N 1S; W exp CT; N dir"))
    texts = clean_texts(data, tmp_path)
    assert "♣10 blijft open liggen tot het einde van het bieden en Oost" in texts["nl"]
    assert faults(data) == []


@pytest.mark.parametrize(("edition", "law"), [("2017", "51B2b"), ("2007", "51B2b")])
def test_law_51b2b_several_suits_forbidden_at_once_said_in_words(
    edition: str, law: str, tmp_path: Path
) -> None:
    # West holds ♣10 and ♥7 as major penalty cards and East is on lead
    data = {
        "edition": edition,
        "board": 1,
        "events": [],
        "situation": {
            "contract": "3NT",
            "declarer": "N",
            "leader": "E",
            "tricks": {"NS": 3, "EW": 1},
            "penalty_cards": [
                {"seat": "W", "card": "CT", "kind": "major"},
                {"seat": "W", "card": "H7", "kind": "major"},
            ],
        },
    }
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice"
    assert ruling["chooser"] == "N"
    assert "prohibit_suit:H+C" in [o["code"] for o in ruling["options"]]
    texts = clean_texts(data, tmp_path)
    assert "North forbids East to lead any of hearts and clubs for as long as" in texts["en"]
    assert "Noord verbiedt Oost in harten en klaveren voor te spelen" in texts["nl"]
    assert "das Ausspiel von Coeur und Treff" in texts["de"]
    assert f"({law})" in texts["en"]
    assert faults(data) == []


def test_law_26a2_2007_withdrawn_call_of_two_suits_named_in_words(tmp_path: Path) -> None:
    # 2007: East's insufficient 1H, artificial for hearts and spades, refused and
    # replaced by a pass: South may require or forbid either suit at West's lead
    data = record(
        script(
            "N 1C; E Pass; S 1S; W Pass; N 2C; E 1H; S dir; fact artificial true H,S; "
            "S ch reject; E Pass; fact comparable false; S 4S; W Pass; N Pass; E Pass"
        ),
        "2007",
    )
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["26A"]
    assert ruling["chooser"] == "S"
    assert {"require_suit:H", "prohibit_suit:H", "require_suit:S", "prohibit_suit:S"} <= {
        o["code"] for o in ruling["options"]
    }
    texts = clean_texts(data, tmp_path)
    assert "specified hearts and spades only" in texts["en"]
    assert "duidde alleen op harten en schoppen" in texts["nl"]
    assert "bezeichnete nur Coeur und Pik" in texts["de"]
    assert faults(data) == []


def test_deal_of_the_records_is_the_blind_checks_deal() -> None:
    assert record([])["deal"] == DEAL


# ---- rubber texts that cited the Laws (the sweep's 'Laws in rubber' check) --------------

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West wins trick 1 and declarer South leads ♦5 at West's turn; West draws attention
SOUTH_LEADS = f"{ONE_HEART}; W card C8; N card C2; E card C4; S card C7; S card D5; W dir"


@pytest.mark.parametrize(("edition", "law"), [("2017", "68D"), ("2007", "68D"), ("rubber", "26")])
def test_law_68d_rubber_26_claim_ends_the_open_choice_cites_its_own_rule(
    edition: str, law: str, tmp_path: Path
) -> None:
    data = record(
        [
            *script(SOUTH_LEADS),
            {"by": "S", "claim": 10},
            {"by": "W", "agree": True},
            {"by": "E", "agree": True},
        ],
        edition,
    )
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    lapsed = [r for r in report["rulings"] if r["irregularity"] == "lead_out_of_turn"]
    assert lapsed and lapsed[0]["options"] == [] and lapsed[0]["chosen"] is None
    texts = clean_texts(data, tmp_path)
    assert f"de keuze vervalt ({law})." in texts["nl"]
    assert f"the choice lapses ({law})." in texts["en"]
    assert f"die Wahl entfällt ({law})." in texts["de"]
    assert faults(data) == []


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_law_68a_dummys_claim_leaves_the_open_choice_open(edition: str, tmp_path: Path) -> None:
    # West leads out of turn against 1NT by North; dummy (South) 'claims' before
    # North chose: no claim (68A, 68B; rubber 26), North's choice stays open
    events = [*script("N 1NT; E pass; S pass; W pass; W card H7; N dir"), {"by": "S", "claim": 7}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "N" and ruling["chosen"] is None and ruling["options"]
    texts = clean_texts(data, tmp_path)
    assert "beëindigde het spelen" not in texts["nl"]
    assert "- handeling 7: Zuid " in texts["nl"]  # kept and said, without effect
    assert faults(data) == []


@pytest.mark.parametrize(
    ("edition", "nl", "en"),
    [
        (
            "rubber",
            "niet afgehandeld: het spel eindigde voordat het aan de beurt kwam",
            "not settled: the deal ended before its turn came",
        ),
    ],
)
def test_rubber_39_43b_deferred_bid_out_of_rotation_when_the_deal_ends(
    edition: str, nl: str, en: str, tmp_path: Path
) -> None:
    # West bids out of rotation, East exposes the ♣J during the auction; South
    # demands a new deal (43(b)): the bid waiting behind it is never settled
    data = {
        "edition": edition,
        "board": 1,
        "dealer": "E",
        "vulnerable": "All",
        "deal": "E:Q74.AQ.K32.J9764 KT95.98432.T8.Q2 A86.KT75.A96.T83 J32.J6.QJ754.AK5",
        "events": [
            {"by": "W", "call": "3NT"},
            {"by": "E", "expose": "CJ"},
            {"by": "N", "director": True},
            {"by": "S", "choose": "new_deal"},
        ],
    }
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["rulings"][-1]["chosen"] == "new_deal"
    texts = clean_texts(data, tmp_path)
    assert nl in texts["nl"] and en in texts["en"]
    assert "(9B)" not in texts["nl"] + texts["en"] + texts["de"]
    assert faults(data) == []
