"""62C1 (both editions): a non-offender's lead to the next trick made before
attention was drawn to a revoke in the trick before.

The reading (docs/play-irregularities.md): the lead is a card played after
the revoke and before attention was drawn to it, so its side may take it
back without rectification (62C1; 2007 62C1 alike). Kept, it waits until the
corrected trick is complete: it stands as the lead if its player won that
trick again; if the correction passed the lead to another seat it goes back
to his hand without rectification (he led in turn as the trick then lay),
what it showed authorized for his side and unauthorized for the offenders
(16C2). Seed 004 has the director put such a card back at once; taking it
back is the "withdraw" option here.

Deal (rule_cases.DEAL): N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
S J76.AT98.J65.QJ7, W 543.7652.743.T98; 1♥ by South, South wins trick 1.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check, events
from rule_cases import clean_texts, record, rule_json

from bridgelaws.record import TableRecord
from bridgelaws.table import Table

#: trick 2: South leads the ♠6, West and dummy follow low, East discards the
#: ♣5 holding four spades (each beats the ♠6): South's ♠6 wins as it lies,
#: and South leads the ♦5 to trick 3
LEAD_PASSES = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card S2; E card C5; S card D5"
#: trick 2: dummy's ♠A wins over East's discard, and dummy leads the ♠2: no
#: spade of East's beats the ace
LEAD_STAYS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card C5; N card S2"
#: trick 2: West (second hand) discards the ♦3 holding spades, dummy wins
#: with the ♠A, East follows, and dummy leads the ♠K
SECOND_HAND = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card D3; N card SA; E card S8; N card SK"


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str], str | None]]:
    return [(e["type"], e.get("seat"), e["laws"], e.get("card")) for e in ruling["effects"]]


def _table(text: str, edition: str) -> Table:
    return Table.from_record(TableRecord.loads(json.dumps(record(events(text), edition))))


def _trick(text: str, edition: str, number: int) -> list[str]:
    """The cards of quitted trick ``number`` as the table holds them."""
    play = _table(text, edition).play
    assert play is not None
    return [f"{s.letter}:{c.name}" for s, c in play.tricks[number - 1].cards]


def _current(text: str, edition: str) -> list[str]:
    """The cards of the trick in progress."""
    play = _table(text, edition).play
    assert play is not None
    return [f"{s.letter}:{c.name}" for s, c in play.current]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_lead_to_next_trick_is_offered_back_to_its_side(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check(f"{LEAD_STAYS}; S dir", tmp_path, edition)
    (ruling,) = report["rulings"]
    assert report["status"] == "awaiting_choice"
    # declarer decides for dummy's card (62C1)
    assert ruling["chooser"] == "S" and ruling["offender"] == "E"
    keep, withdraw = ruling["options"]
    assert (keep["code"], keep["laws"], keep["effects"]) == ("keep", ["62C1"], [])
    assert withdraw["code"] == "withdraw" and withdraw["laws"] == ["62C1"]
    assert withdraw["effects"] == [
        {"type": "card_restored", "laws": ["62C1"], "card": "S2", "seat": "N"}
    ]
    # nothing is put back before the choice
    assert ("card_restored", "N", ["62C1"], "S2") not in _effects(ruling)
    assert ("penalty_card", "E", ["62B1"], "C5") in _effects(ruling)
    assert "North's lead ♠2 waits until the trick is complete" in en
    assert "it stands if North wins the trick again" in en
    assert "De voorgespeelde kaart ♠2 van Noord wacht tot de slag compleet is" in nl
    assert "De voorgespeelde kaart ♠2 van Noord gaat zonder rechtzetting terug in zijn hand" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_kept_lead_stands_when_the_trick_keeps_its_winner(
    tmp_path: Path, edition: str
) -> None:
    # East corrects with the ♠8: dummy's ace still wins, and dummy's ♠2 is
    # the lead to trick 3 as it was; East plays next
    text = f"{LEAD_STAYS}; S dir; S ch keep; E card S8"
    report, _, en = check(text, tmp_path, edition)
    assert report["status"] == "play" and report["next"] == "E"
    assert _trick(text, edition, 2) == ["S:S6", "W:S3", "N:SA", "E:S8"]
    assert _current(text, edition) == ["N:S2"]
    (ruling,) = report["rulings"]
    assert ruling["chosen"] == "keep"
    assert ("card_restored", "N", ["62C1"], "S2") not in _effects(ruling)
    assert "won the corrected trick" not in en and "North's ♠2 is put back" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_withdrawn_lead_is_led_again_freely(tmp_path: Path, edition: str) -> None:
    # declarer takes dummy's ♠2 back: dummy leads again after East corrects
    text = f"{LEAD_STAYS}; S dir; S ch withdraw; E card S8"
    report, nl, en = check(text, tmp_path, edition)
    assert report["status"] == "play" and report["next"] == "N"
    assert _current(text, edition) == []
    (ruling,) = report["rulings"]
    assert ("card_restored", "N", ["62C1"], "S2") in _effects(ruling)
    assert "North's ♠2 is put back (62C1)" in en
    assert "♠2 van Noord gaat terug in de hand (62C1)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_kept_lead_goes_back_when_the_lead_passes(tmp_path: Path, edition: str) -> None:
    # East corrects with the ♠Q, which wins trick 2: South's ♦5 was led by a
    # player no longer on lead; it goes back without rectification and East leads
    text = f"{LEAD_PASSES}; S dir; S ch keep; E card SQ"
    report, nl, en = check(text, tmp_path, edition)
    assert report["status"] == "play" and report["next"] == "E"
    assert _current(text, edition) == []
    assert _trick(text, edition, 2) == ["S:S6", "W:S3", "N:S2", "E:SQ"]
    (ruling,) = report["rulings"]
    assert ruling["chosen"] == "keep"
    assert ("card_restored", "S", ["62C1"], "D5") in _effects(ruling)
    # no penalty card for South, only East's ♣5 (62B1)
    assert [(o["seat"], o["card"]) for o in report["obligations"]] == [("E", "C5")]
    assert (
        "East won the corrected trick: South's lead ♦5 goes back to his hand without "
        "rectification (62C1); what it showed is authorized for North-South and "
        "unauthorized for East-West (16C2)."
    ) in en
    assert "Oost won de herstelde slag: de voorgespeelde kaart ♦5 van Zuid gaat" in nl
    assert "geoorloofde informatie voor Noord-Zuid en ongeoorloofde informatie voor Oost-West" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_offenders_card_before_the_choice_seed_004_order(
    tmp_path: Path, edition: str
) -> None:
    # seed 004: the offender plays his legal card, then the non-offenders are
    # offered theirs: the same outcome once South keeps
    text = f"{LEAD_PASSES}; S dir; E card ST; S ch keep"
    report, _, _ = check(text, tmp_path, edition)
    assert report["next"] == "E" and _current(text, edition) == []
    assert _trick(text, edition, 2)[-1] == "E:ST"
    assert ("card_restored", "S", ["62C1"], "D5") in _effects(report["rulings"][0])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_second_hand_revoke_keep_lets_trick_and_lead_stand(
    tmp_path: Path, edition: str
) -> None:
    report, _, en = check(f"{SECOND_HAND}; S dir", tmp_path, edition)
    (ruling,) = report["rulings"]
    assert ruling["offender"] == "W" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["keep", "withdraw"]
    assert [e["type"] for e in ruling["options"][1]["effects"]] == [
        "cards_withdrawn",
        "card_restored",
    ]
    assert "the lead ♠K included, without rectification (62C1)" in en
    # kept: West follows with the ♠4, dummy's ace wins again, the ♠K is led
    text = f"{SECOND_HAND}; S dir; S ch keep; W card S4"
    report, _, _ = check(text, tmp_path, edition)
    assert _trick(text, edition, 2) == ["S:S6", "W:S4", "N:SA", "E:S8"]
    assert _current(text, edition) == ["N:SK"]
    assert report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c2_second_hand_revoke_withdraw_takes_lead_back_too(
    tmp_path: Path, edition: str
) -> None:
    text = f"{SECOND_HAND}; S dir; S ch withdraw; W card S4"
    report, nl, en = check(text, tmp_path, edition)
    (ruling,) = report["rulings"]
    effects = _effects(ruling)
    assert ("cards_withdrawn", "N", ["62C1"], None) in effects
    assert ("card_restored", "N", ["62C1"], "SK") in effects
    # dummy plays to trick 2 again; East may then replace his ♠8 (62C2)
    assert report["next"] == "N" and _current(text, edition) == ["S:S6", "W:S4"]
    assert "East, who played ♠8 after the revoke card, may now take it back too" in en
    assert "inbegrepen" in nl


# ---- 62D1 with 62C1: a revoke in trick 12 --------------------------------------------------

#: 4♠ by South after eleven tricks (North-South 8, East-West 3); trick 12:
#: West led the ♥2 and dummy played the ♥A; East holds ♥Q ♦3, South ♥K ♥5
TRICK_12 = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 8, "EW": 3},
    "current": ["W:H2", "N:HA"],
    "hands": {"N": "2...", "E": ".Q.3.", "S": ".K5..", "W": "...9"},
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_62c1_declarer_may_take_back_his_card_in_trick_12(
    tmp_path: Path, edition: str
) -> None:
    # East discards the ♦3 holding the ♥Q and South follows with the ♥5:
    # East must correct (62D1, a major penalty card 62B1) and South, who
    # played after the revoke, chooses whether his card stands (62C1)
    steps = [{"by": "E", "card": "D3"}, {"by": "S", "card": "H5"}, {"by": "S", "director": True}]
    report = rule_json(sit(TRICK_12, steps, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    (ruling,) = report["rulings"]
    assert ruling["chooser"] == "S"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("keep", ["62C1"]),
        ("withdraw", ["62C1"]),
    ]
    assert ("revoke_corrected", "E", ["62D1"], None) in _effects(ruling)
    # withdrawn: South plays again to trick 12, with two hearts to choose from
    withdrawn = [*steps, {"by": "S", "choose": "withdraw"}]
    report = rule_json(sit(TRICK_12, withdrawn, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    texts = clean_texts(sit(TRICK_12, withdrawn, edition), tmp_path)
    assert "South's side takes back the cards it played after ♦3 to this trick" in texts["en"]
    # kept: the trick stands with East's heart queen, and the last trick is forced
    kept = [*steps, {"by": "S", "choose": "keep"}]
    report = rule_json(sit(TRICK_12, kept, edition), tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}


#: 4♠ by South, South on lead to trick 12 (tests/test_cases_play2_revokes.py):
#: South leads the ♣2, West discards the ♥Q holding the ♣3, dummy the ♥3
#: (void in clubs), East the ♥4; trick 13 follows before the director comes
LAST_TWO = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 8, "EW": 3},
    "leader": "S",
    "hands": {"N": "2.3.-.-", "E": "-.K4.-.-", "S": "A.-.-.2", "W": "-.Q.-.3"},
}
LAST_TWO_PLAY = (
    "S card C2; W card HQ; N card H3; E card H4; S card SA; W card C3; N card S2; E card HK; S dir"
)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("after", "ns", "score"),
    [
        ("S ch keep", 9, -50),
        ("S ch withdraw; N card S2; N card H3; E card HK; S card SA; W card HQ", 10, 420),
    ],
)
def test_law_62d1_62c1_dummy_may_ruff_once_west_corrects(
    tmp_path: Path, edition: str, after: str, ns: int, score: int
) -> None:
    # West's revoke in trick 12 is corrected although established (62D1): his
    # ♣3 wins the trick if dummy's ♥3 stands (4♠ one down); declarer may
    # instead take it back (62C1) and ruff with dummy's ♠2: North-South then
    # take both last tricks (4♠ made)
    data = sit(LAST_TWO, events(f"{LAST_TWO_PLAY}; {after}"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": ns, "EW": 13 - ns}
    assert report["score"] == {"NS": score, "EW": -score}
    texts = clean_texts(data, tmp_path)
    assert "de verzaking wordt hersteld (62D1)" in texts["nl"]
