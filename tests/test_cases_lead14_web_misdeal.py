"""Law 6D on the phone: the director's findings offer "the shuffle or the
deal went wrong" in the auction and the play (not under the rubber rules,
whose misdeal is a fact of their own), and a tap is ruled by the library as
the same fact in a record."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_cases_text11_web import AUCTION, _box, _library, _table, _visible


@pytest.mark.parametrize(
    ("lang", "heading", "seen"),
    [
        ("nl", "Er ging iets mis bij het schudden of geven (6D)", "Een speler kan een kaart"),
        ("en", "The shuffle or the deal went wrong (6D)", "A player could have seen"),
        ("de", "Beim Mischen oder Teilen ging etwas schief (6D)", "Ein Spieler könnte eine Karte"),
    ],
)
def test_law_6d1_phone_offers_the_misdeal_before_the_first_call(
    lang: str, heading: str, seen: str, tmp_path: Path
) -> None:
    _, page, _ = _table(tmp_path / "offer", lang, [])
    box = _box(page, "found-misdeal")
    assert heading in box and seen in box
    events = [{"fact": "misdeal", "value": "card_seen"}]
    report, page, codes = _table(tmp_path / "fact", lang, events)
    assert codes == [201]
    # the action log and the undo button say it in words, not the record's code
    assert "card_seen" not in _visible(page)
    assert seen in _visible(page)
    assert report == _library(events, lang)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "misdeal"
    assert [e["type"] for e in ruling["effects"]] == ["new_deal"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_6d2_phone_unshuffled_pack_in_the_auction(edition: str, tmp_path: Path) -> None:
    events = [*AUCTION[:2], {"fact": "misdeal", "value": "unshuffled"}]
    report, _, codes = _table(tmp_path, "nl", events, edition)
    assert codes[-1] == 201
    assert report == _library(events, "nl", edition)
    assert report["rulings"][-1]["laws"] == ["6D2"]


def test_rubber_phone_does_not_offer_the_laws_misdeal(tmp_path: Path) -> None:
    _, page, _ = _table(tmp_path, "nl", [], "rubber")
    assert 'id="found-misdeal"' not in page
