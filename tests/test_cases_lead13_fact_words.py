"""A refusal names the fact it refuses in words in the reader's language,
never by its record name (count13's finding: the phone's toast showed
``cards_gathered: the deal is not over``). The words are the fact's label
(bridgelaws.fact_names.FACT_LABELS) without the laws in brackets."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import record, rule_refused, script
from test_cases_rubber12_tricks import CLAIM_SEVEN, TWO_TRICKS, fact

from bridgelaws.cards import FactName, InputError
from bridgelaws.fact_names import FACT_LABELS, fact_label

LANGS = ("nl", "en", "de")


@pytest.mark.parametrize("name", sorted(FACT_LABELS))
def test_every_fact_label_is_words_in_each_language(name: str) -> None:
    for lang in LANGS:
        text = InputError("{fact}: the deal is not over", fact=name).render(lang)
        assert "_" not in text, (lang, text)
        if lang != "en":
            assert not text.startswith(f"{name}:"), (lang, text)
        assert not fact_label(name, lang, laws=False).endswith(")"), (lang, text)


def test_a_fact_value_is_a_fact_name_however_it_is_given() -> None:
    error = InputError("{fact}: the deal is not over", fact="cards_gathered")
    assert isinstance(error.params["fact"], FactName)
    assert str(error) == "the cards were gathered for the next shuffle: the deal is not over"


def test_rubber_rule_23_cards_gathered_too_early_is_refused_in_words(tmp_path: Path) -> None:
    data = record([*script(TWO_TRICKS), fact("cards_gathered", True)], "rubber")
    said = {lang: rule_refused(data, tmp_path, lang) for lang in LANGS}
    assert all("cards_gathered" not in text.split("record.json")[1] for text in said.values())
    assert "de kaarten zijn samengevoegd om te schudden: het spel is nog niet uit" in said["nl"]
    assert "die Karten wurden zum Mischen zusammengelegt: das Spiel ist" in said["de"]
    assert "the cards were gathered for the next shuffle: the deal is not over" in said["en"]


def test_rubber_rule_23_yes_is_not_true_or_false_in_words(tmp_path: Path) -> None:
    data = record([*script(TWO_TRICKS), *CLAIM_SEVEN, fact("cards_gathered", "yes")], "rubber")
    said = rule_refused(data, tmp_path, "nl").split("record.json: ")[1]
    assert "cards_gathered" not in said
    assert "het antwoord is true (ja) of false (nee)" in said


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_63_revoke_established_answered_with_a_number_is_refused_in_words(
    edition: str, tmp_path: Path
) -> None:
    events = [
        {"by": "S", "director": True},
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_established", "value": 3},
    ]
    data = record(events, edition)
    data.pop("deal", None)
    data["situation"] = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 2, "EW": 3},
        "current": ["E:D2"],
    }
    for lang in LANGS:
        said = rule_refused(data, tmp_path, lang).split("record.json: ")[1]
        assert "revoke_established" not in said, said
    assert "Revoke established: the answer is" in rule_refused(data, tmp_path, "en")
    assert "Verzaking voldongen: het antwoord is" in rule_refused(data, tmp_path, "nl")
