"""German words and letters as a German director uses them (helper text9).

The German seed (the 2007 Laws, Austrian federation) names the suits Pik,
Coeur, Karo, Treff: a German scorer writes 4C for four hearts. The scoring
commands read a contract in the language's letters first and take PBN only
for a letter the language does not use, so each letter means one thing per
language: German C is Coeur, Dutch K klaveren, English (PBN) C clubs. The
seed calls a claim "Beanspruchung" (Law 68): the German texts say so
everywhere, never "Claim"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json, rule_text
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.events import EventStore
from bridgelaws.i18n import catalog

runner = CliRunner()


def _score(*args: str) -> str:
    result = runner.invoke(app, ["score", *args])
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.parametrize(
    ("contract", "said", "points"),
    [
        ("4C", "4♥ von Süd", 420),  # Coeur: was read as PBN clubs (+130)
        ("4CX", "4♥ Kontra von Süd", 590),
        ("4T", "4♣ von Süd", 130),  # Treff
        ("4K", "4♦ von Süd", 130),  # Karo
        ("4P", "4♠ von Süd", 420),  # Pik
        ("3SA", "3SA von Süd", 400),
        ("4H", "4♥ von Süd", 420),  # no German suit letter: PBN hearts
        ("4D", "4♦ von Süd", 130),  # no German suit letter: PBN diamonds
    ],
)
def test_law_77_german_score_reads_the_german_suit_letters(
    contract: str, said: str, points: int
) -> None:
    out = _score(contract, "-d", "S", "--lang", "de")
    assert f"{said} = (" in out
    assert f"NS +{points}, OW -{points}" in out
    data = json.loads(_score(contract, "-d", "S", "--lang", "de", "--json"))
    assert data["score"] == {"NS": points, "EW": -points}


@pytest.mark.parametrize(
    ("lang", "contract", "said", "points"),
    [
        ("nl", "4C", "4♣ door Zuid", 130),  # no Dutch suit letter C: PBN clubs
        ("nl", "4K", "4♣ door Zuid", 130),  # klaveren
        ("nl", "4R", "4♦ door Zuid", 130),  # ruiten
        ("nl", "4H", "4♥ door Zuid", 420),
        ("en", "4C", "4♣ by South", 130),
        ("en", "4H", "4♥ by South", 420),
    ],
)
def test_law_77_dutch_and_english_score_keep_their_letters(
    lang: str, contract: str, said: str, points: int
) -> None:
    out = _score(contract, "-d", "S", "--lang", lang)
    assert said in out and f"+{points}" in out


def test_rubber_german_sheet_reads_c_as_coeur(tmp_path: Path) -> None:
    # rubber 77 scoring (the NBB rubber rules): four hearts made is a game
    sheet = tmp_path / "sheet.json"
    result = runner.invoke(
        app, ["rubber", "add", str(sheet), "4C", "-d", "S", "-t", "10", "--lang", "de", "--json"]
    )
    assert result.exit_code == 0, result.output
    deal = json.loads(result.output)["deals"][0]
    assert deal == {"contract": "4H", "declarer": "S", "tricks": 10}
    dutch = runner.invoke(app, ["rubber", "add", str(sheet), "4K", "-d", "O", "-t", "10", "--json"])
    assert dutch.exit_code == 0, dutch.output  # klaveren by Oost, in Dutch letters
    assert json.loads(dutch.output)["deals"][1]["contract"] == "4C"


def test_law_77_german_event_result_stores_coeur_as_hearts(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    made = runner.invoke(
        app, ["event", "new", str(path), "--name", "Di", "--boards", "1-3", "-n", "6"]
    )
    assert made.exit_code == 0, made.output
    args = ["event", "result", str(path), "-b", "1", "--ns", "1", "--ew", "2"]
    result = runner.invoke(app, [*args, "-c", "4C", "-d", "O", "-t", "10", "--lang", "de"])
    assert result.exit_code == 0, result.output
    [entered] = EventStore.open(path).snapshot().results
    assert (entered.contract, entered.declarer) == ("4H", "E")


#: 3NT by North after eight tricks, South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}
DISPUTED = [{"by": "N", "claim": 11}, {"by": "E", "dispute": True}, {"by": "E", "director": True}]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_68_german_text_says_beanspruchung_not_claim(edition: str, tmp_path: Path) -> None:
    # a disputed claim ruled at 10 tricks (70A): the German text used 'Claim'
    data = sit(EIGHT, [*DISPUTED, fact("claim_award", 10)], edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["status"] == "complete"
    clean_texts(data, tmp_path)
    german = rule_text(data, tmp_path, "de")
    assert "Beanspruchung" in german
    assert "Claim" not in german
    waiting = rule_text(sit(EIGHT, DISPUTED[:2], edition), tmp_path, "de")
    assert "Claim" not in waiting


def test_law_68_no_german_message_says_claim() -> None:
    # the seed's word (Beanspruchung, Anspruchsteller) in every German message
    german = catalog("de")
    assert german is not None
    said = [m.string for m in german if m.id and isinstance(m.string, str)]
    assert said
    assert [s for s in said if "Claim" in s] == []


def test_law_41_german_dummy_is_named_with_the_seeds_word() -> None:
    # the seed calls dummy 'Dummy' (Law 41 ff.); 32 German messages said
    # 'Tisch', the table itself ('der Tisch verließ den Tisch')
    german = catalog("de")
    assert german is not None
    about_dummy = [
        str(m.string)
        for m in german
        if m.id and isinstance(m.id, str) and "dummy" in m.id.lower() and m.string
    ]
    assert len(about_dummy) >= 40
    assert [
        s for s in about_dummy if re.search(r"\bTisch(es)?\b(?! \()", s) and "verließ den" not in s
    ] == []
    assert "der Dummy verließ den Tisch" in about_dummy
    # nor the older 'Strohmann' (the irregularity names of dummy's acts, 24D)
    assert [str(m.string) for m in german if m.string and "Strohmann" in str(m.string)] == []
