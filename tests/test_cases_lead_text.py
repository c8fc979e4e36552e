"""What the director reads in two corners the text sweep found: a bid above
seven named in a change of call (Law 38 keeps it in the record; it is said in
the language's notation, never as ``8S``) and a claim of a single trick (70A)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, script


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25a_change_to_a_bid_above_seven_in_notation(tmp_path: Path, edition: str) -> None:
    data = record(
        script("N 1S; E Pass; S Pass; W Pass; S 8S; fact unintended true; N dir"), edition
    )
    texts = clean_texts(data, tmp_path)
    assert "8♠" in texts["nl"] and "8♠" in texts["en"]
    assert "8S" not in texts["nl"] + texts["en"] + texts["de"]


#: twelve tricks played, all to the defence: one trick is left to claim (East
#: won the last trick and is on lead; declarer may claim the last one)
LAST_TRICK = {"NS": 0, "EW": 12}


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_70a_claim_of_one_trick_in_the_singular(tmp_path: Path, edition: str) -> None:
    data = record(
        [{"by": "N", "claim": 1}, {"by": "E", "dispute": True}, {"by": "E", "director": True}],
        edition,
        situation={"contract": "3NT", "declarer": "N", "leader": "E", "tricks": LAST_TRICK},
    )
    texts = clean_texts(data, tmp_path)
    assert "claimde 1 slag voor" in texts["nl"]
    assert "claimed 1 trick for" in texts["en"]
    assert "1 Stich für" in texts["de"]
