"""What the lead found by driving random situations (spec §6) and random
actions through ``rule`` the way a director's records arrive: a director
called after a found revoke was ruled, and a count of one in a sentence.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact, nt, sit
from rule_cases import clean_texts, record, rule_json, script

BOTH = ("2017", "2007")


@pytest.mark.parametrize("edition", BOTH)
@pytest.mark.parametrize("caller", ["W", "S"])
def test_law_62a_found_revoke_then_a_director_call_is_ruled_once(
    edition: str, caller: str, tmp_path: Path
) -> None:
    """The director found East's revoke in the last quitted trick (not yet
    established, 63A) and ruled it at once: a player calling him again does
    not rule it a second time (it used to end in a traceback: the card of a
    found revoke is not known)."""
    data = sit(nt(2, 1), [fact("revoke", {"seat": "E", "trick": 3})], edition)
    data["events"].append({"by": caller, "director": True})
    # trick 3 is quitted and unseen: the players put it right and the director
    # notes who won it (62A; trick8), asked still after the call
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][0]["question"]["fact"] == "corrected_trick_won_by"
    data["events"].append(fact("corrected_trick_won_by", "N"))
    report = rule_json(data, tmp_path)
    revokes = [r for r in report["rulings"] if r["irregularity"] == "revoke"]
    assert len(revokes) == 1
    assert revokes[0]["offender"] == "E"
    assert "62" in revokes[0]["laws"]
    assert report["status"] == "play"
    assert report["next"] == "N"
    texts = clean_texts(data, tmp_path)
    assert "62B1" in texts["en"]
    assert "verzaakt" in texts["nl"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_68d_second_claim_of_one_trick_is_said_in_the_singular(
    edition: str, tmp_path: Path
) -> None:
    """East claims the rest (5) for his side, then West claims '1' for the side
    while it is open: the report says '1 trick' / '1 slag', never '1 slagen'."""
    data = sit(nt(7, 1, "E"), [], edition)
    data["events"] += [{"by": "E", "claim": 5}, {"by": "W", "claim": 1}]
    report = rule_json(data, tmp_path)
    assert any(r["irregularity"] == "claim" for r in report["irregularities"])
    texts = clean_texts(data, tmp_path)
    assert "claimed 1 trick in all" in texts["en"]
    assert "1 slag voor" in texts["nl"]
    assert "1 Stich für" in texts["de"]


@pytest.mark.parametrize(
    ("edition", "returned", "info"), [("2017", "24D", "16C"), ("2007", "24", "16D")]
)
def test_law_54e_dummy_attempting_the_opening_lead_goes_back_under_law_24(
    edition: str, returned: str, info: str, tmp_path: Path
) -> None:
    """South, dummy-to-be of North's 3NT, faces a card as the opening lead:
    Law 24 applies (54E): the card goes back to his hand with no penalty card,
    its information is unauthorized for his side, and East leads."""
    data = record(script("N 1NT; E pass; S 3NT; W pass; N pass; E pass; S card SJ; W dir"), edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "exposed_card" and ruling["offender"] == "S"
    assert ruling["laws"] == ["54E", returned]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [("no_rectification", [returned])]
    assert report["obligations"] == []
    assert report["status"] == "play" and report["next"] == "E"
    texts = clean_texts(data, tmp_path)
    assert f"goes back to his hand without rectification ({returned})" in texts["en"]
    assert f"ongeoorloofde informatie voor zijn partij ({info})" in texts["nl"]
    assert "48A" not in texts["en"]


def test_rubber_47_2_dummy_card_taken_back_with_the_trick_has_no_penalty(tmp_path: Path) -> None:
    """Rubber: West (dummy) plays before East (declarer) to North's lead; the
    director finds North's card a revoke and declarer has it treated as an
    exposed card (55(1)(a)(I)), which takes the trick back. Attention to
    dummy's early card then finds it no longer in the trick: no penalty
    (47(2)), said; this used to end in a traceback."""
    # North must lead a heart (declarer named the suit under rule 41): his
    # ♣A lead can then be a revoke (a free lead could not, trick8). (A face-up
    # card is an exposed card in rubber, to lead only when declarer calls it,
    # 44(1): play9 changed the situation from a penalty card to this.)
    situation = {
        "contract": "1SX",
        "declarer": "E",
        "tricks": {"NS": 3, "EW": 1},
        "leader": "N",
        "obligations": [
            {
                "type": "lead_restriction",
                "seat": "N",
                "kind": "require_suit",
                "suit": "H",
                "laws": ["41"],
            }
        ],
    }
    data = sit(situation, [], "rubber")
    data["events"] += [
        {"by": "N", "card": "CA"},
        {"by": "W", "card": "S5"},
        fact("revoke", {"seat": "N", "trick": 5}),
        {"by": "E", "choose": "exposed_card"},
        {"by": "W", "director": True},
    ]
    report = rule_json(data, tmp_path)
    early = [r for r in report["rulings"] if r["irregularity"] == "premature_play"]
    assert len(early) == 1 and early[0]["laws"] == ["47(2)"]
    assert [e["type"] for e in early[0]["effects"]] == ["no_penalty"]
    assert report["status"] == "play" and report["next"] == "N"
    texts = clean_texts(data, tmp_path)
    assert "no longer in the trick" in texts["en"]
    assert "ligt niet meer in de slag" in texts["nl"]
