"""Law 55A in both editions (seed 000 55A; seed 002 55A): when declarer
leads out of turn, EITHER defender may accept the lead or have it taken
back; when they differ, the defender to the left of the hand that led
prevails. The ruling names every seat that may choose (``choosers``, the
prevailing one first as ``chooser``); the text, ``bridgelaws direct`` and the
web app offer the choice to both defenders. The same for 43B2a (either
defender names the hand declarer leads from). Facts our own."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check
from rule_cases import clean_texts, record, rule_json, script
from typer.testing import CliRunner

from bridgelaws.cli import app
from bridgelaws.web import create_app, database_url

#: 3NT by North: East wins trick 1 with the diamond ace and is on lead, but
#: declarer leads the spade two from his own hand; East calls the director
NT_LOOT = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA; S card D5; W card D3; N card D8; "
    "N card S2; E dir; fact opponent_induced false"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_either_defender_may_choose_both_named(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(NT_LOOT, tmp_path, edition)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"]) == ("lead_out_of_turn", "N")
    # East, to the left of the hand that led, prevails (55A) and is named first
    assert ruling["chooser"] == "E" and ruling["choosers"] == ["E", "W"]
    assert {o["code"] for o in ruling["options"]} == {"accept", "reject"}
    assert "East or West must choose first." in en
    assert "East or West chooses (either may):" in en
    assert "East or West now chooses among the options" in en
    assert "Oost of West kiest (elk van beiden mag dat):" in nl
    assert "Oost of West moet eerst kiezen." in nl
    texts = clean_texts(record(script(NT_LOOT), edition), tmp_path)
    assert "Ost oder West wählt (jeder von beiden darf es):" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55b1_the_other_defender_refuses_the_lead(tmp_path: Path, edition: str) -> None:
    report, _, en = check(f"{NT_LOOT}; W ch reject", tmp_path, edition)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("W", "reject")
    assert "choosers" not in ruling or ruling["choosers"] == ["E", "W"]
    # the spade two goes back without rectification; East, on lead, leads
    assert (report["status"], report["next"]) == ("play", "E")
    assert "West chooses:" in en and "either may" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_the_defender_to_the_left_accepts(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{NT_LOOT}; E ch accept"), edition), tmp_path)
    assert (report["rulings"][-1]["chooser"], report["rulings"][-1]["chosen"]) == ("E", "accept")
    assert (report["status"], report["next"]) == ("play", "E")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43b2a_either_defender_names_the_hand_both_named(tmp_path: Path, edition: str) -> None:
    text = (
        "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass; W card C8; N card CA; E card C4; "
        "S card C7; fact dummy_warned_lead true"
    )
    report, _, en = check(text, tmp_path, edition)
    assert report["rulings"][-1]["choosers"] == ["W", "E"]
    assert "West or East chooses (either may):" in en


def _direct(lines: list[str], lang: str, saved: Path) -> str:
    result = CliRunner().invoke(
        app,
        ["direct", "--board", "1", "--lang", lang, "--save", str(saved)],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    return result.output


def test_law_55a_direct_either_defender_chooses_in_dutch(tmp_path: Path) -> None:
    # a situation: 3NT by North, 2-1 in tricks, East on lead; North leads the heart queen
    saved = tmp_path / "record.json"
    lines = ["s", "3SA N", "2-1", "", "O", "", "", "", "N HV", "ja", "arbiter O", "nee", "2 W"]
    out = _direct([*lines, "stop"], "nl", saved)
    assert "Oost of West kiest, na uitleg van alle mogelijkheden (elk van beiden mag dat):" in out
    assert "kiest West, dan het nummer en 'W'" in out
    events = json.loads(saved.read_text(encoding="utf-8"))["events"]
    assert events[-1] == {"by": "W", "choose": "reject"}


def test_law_55a_direct_the_prevailing_defender_by_number_alone_in_english(
    tmp_path: Path,
) -> None:
    saved = tmp_path / "record.json"
    lines = ["p", "3NT N", "2-1", "", "E", "", "", "", "N HQ", "yes", "director E", "no", "1"]
    out = _direct([*lines, "stop"], "en", saved)
    assert "East or West chooses, after hearing every option (either may):" in out
    events = json.loads(saved.read_text(encoding="utf-8"))["events"]
    assert events[-1] == {"by": "E", "choose": "accept"}


def test_law_55a_direct_a_declarer_side_seat_may_not_choose(tmp_path: Path) -> None:
    saved = tmp_path / "record.json"
    lines = ["p", "3NT N", "2-1", "", "E", "", "", "", "N HQ", "yes", "director E", "no", "2 S"]
    out = _direct([*lines, "stop"], "en", saved)
    assert "South may not make this choice." in out
    events = json.loads(saved.read_text(encoding="utf-8"))["events"]
    assert not any("choose" in e for e in events)


def _web_page(tmp_path: Path, lang: str) -> tuple[Any, str, str]:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from fastapi.testclient import TestClient
    client = TestClient(create_app(database_url(tmp_path / "web.db")))
    data = record(script(NT_LOOT), "2017")
    r = client.post(f"/new?lang={lang}", data={"record": json.dumps(data)}, follow_redirects=False)
    assert r.status_code == 303
    location = r.headers["location"]
    return client, location, client.get(location).text


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_law_55a_web_offers_the_choice_to_both_defenders(tmp_path: Path, lang: str) -> None:
    client, location, page = _web_page(tmp_path, lang)
    for seat in "EW":
        for code in ("accept", "reject"):
            assert f'data-by="{seat}" data-value="{code}"' in page
    heading = {
        "nl": "Daarna kiest Oost of West (elk van beiden mag dat)",
        "en": "Then East or West chooses (either may)",
        "de": "Dann wählt Ost oder West (jeder von beiden darf es)",
    }
    assert heading[lang] in page
    # West's choice is taken: the lead goes back, East leads
    token = location.split("/")[2].split("?")[0]
    r = client.post(f"/api/{token}/events", json={"event": {"by": "W", "choose": "reject"}})
    assert r.status_code == 201 and r.json()["status"] == "play"
