"""Law 66 (inspection of tricks) through ``bridgelaws rule --json`` and the
nl and en text, both editions: 66D, a claim of a revoke or of the tricks
won made after the play, when cards were mixed and the facts can no longer
be established."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, agreed, check, check_record, events
from rule_cases import DEAL
from typer.testing import CliRunner

from bridgelaws.cli import app

#: the board is over: South made nine tricks in 4S (spec §6)
OVER = {"contract": "4S", "declarer": "S", "tricks": {"NS": 9, "EW": 4}}


def _situation(
    events: list[dict[str, Any]], edition: str, situation: dict[str, Any] | None = None
) -> dict[str, Any]:
    return {"edition": edition, "board": 3, "situation": situation or OVER, "events": events}


def _mixed(value: str, **claim: Any) -> dict[str, Any]:
    return {"fact": "cards_mixed", "value": value, **claim}


REVOKE_E5 = {"revoke": {"seat": "E", "trick": 5}}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("mixed", ["E", "W", "EW"])
def test_law_66d_accused_side_mixed_its_cards_the_revoke_is_taken_as_made(
    tmp_path: Path, edition: str, mixed: str
) -> None:
    # North-South claim East revoked in trick 5; only East-West mixed their
    # cards: the director rules for North-South, and 64A1 moves two tricks
    # (East won the revoke trick and his side won two tricks after it)
    events = [
        _mixed(mixed, **REVOKE_E5),
        {"fact": "revoke_trick_won_by", "value": "E"},
        {"fact": "offending_side_tricks_after", "value": 2},
    ]
    report, nl, en = check_record(_situation(events, edition), tmp_path)
    first, revoke = report["rulings"]
    assert first["irregularity"] == "cards_mixed" and first["laws"] == ["66D"]
    assert first["offender"] == (None if mixed == "EW" else mixed)
    assert revoke["irregularity"] == "revoke" and revoke["offender"] == "E"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert (
        "only East-West mixed their cards: the director rules in favour of North-South (66D)" in en
    )
    assert "Under 66D the revoke by East in trick 5 is taken as made." in en
    assert "alleen Oost-West heeft de kaarten door elkaar gemengd" in nl
    assert "ten gunste van Noord-Zuid (66D)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_accused_side_mixed_the_revoke_facts_are_asked(
    tmp_path: Path, edition: str
) -> None:
    # the revoke taken as made is then ruled as any revoke the director
    # finds: who won the revoke trick is asked first (64A)
    report, _, _ = check_record(_situation([_mixed("E", **REVOKE_E5)], edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "revoke_trick_won_by"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("mixed", ["S", "N", "NS"])
def test_law_66d_claiming_side_mixed_its_cards_the_claim_fails(
    tmp_path: Path, edition: str, mixed: str
) -> None:
    report, nl, en = check_record(_situation([_mixed(mixed, **REVOKE_E5)], edition), tmp_path)
    assert report["status"] == "complete"
    assert [r["irregularity"] for r in report["rulings"]] == ["cards_mixed"]
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 9, "EW": 4}
    assert {"type": "result_stands", "laws": ["66D"]} in report["rulings"][0]["effects"]
    assert "the director rules in favour of East-West (66D)" in en
    assert "The claim of North-South fails: the result stands (66D)." in en
    assert "De bewering van Noord-Zuid wordt afgewezen" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_both_sides_mixed_their_cards_66d_decides_nothing(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check_record(_situation([_mixed("both", **REVOKE_E5)], edition), tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4} and report["adjustments"] == []
    assert "Both sides mixed their cards: Law 66D does not decide the claim" in en
    assert "Beide partijen hebben hun kaarten door elkaar gemengd" in nl
    # the director then rules on what he establishes: here, the revoke
    events = [
        _mixed("both", **REVOKE_E5),
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_trick_won_by", "value": "N"},
        {"fact": "offending_side_tricks_after", "value": 1},
    ]
    report, _, _ = check_record(_situation(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_tricks_claimed_other_side_mixed_the_claim_is_given(
    tmp_path: Path, edition: str
) -> None:
    # North-South say they won ten tricks, not nine; East-West mixed their
    # quitted cards: North-South get the ten (4S made)
    report, nl, en = check_record(_situation([_mixed("W", tricks={"NS": 10})], edition), tmp_path)
    assert report["adjustments"] == [{"law": "66D", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert "North-South are given the 10 tricks they claim (66D)." in en
    assert "Noord-Zuid krijgt de 10 slagen die het beweert (66D)." in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_tricks_claimed_by_the_side_that_mixed_fail(tmp_path: Path, edition: str) -> None:
    report, _, en = check_record(_situation([_mixed("NS", tricks={"NS": 10})], edition), tmp_path)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 9, "EW": 4}
    assert "The claim of North-South fails" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_defenders_claim_more_tricks_declarers_side_mixed(
    tmp_path: Path, edition: str
) -> None:
    # East-West say they won five; South mixed his cards: 4S goes two down
    report, _, en = check_record(_situation([_mixed("S", tricks={"EW": 5})], edition), tmp_path)
    assert report["adjustments"] == [{"law": "66D", "to": "EW", "tricks": 1}]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert "East-West are given the 5 tricks they claim (66D)." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_the_count_already_gives_the_tricks(tmp_path: Path, edition: str) -> None:
    report, _, en = check_record(_situation([_mixed("EW", tricks={"NS": 9})], edition), tmp_path)
    assert report["adjustments"] == []
    assert "The count already gives North-South the tricks claimed." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_after_a_played_board_with_an_agreed_claim(tmp_path: Path, edition: str) -> None:
    # a whole record: South claims the rest after trick 1, agreed (69A):
    # North-South 8; afterwards North-South say it was 9 and East-West mixed
    text = f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; {agreed('S', 8)}"
    report, _, _ = check(text, tmp_path, edition)
    assert report["tricks"] == {"NS": 8, "EW": 5}
    played = [*events(text), _mixed("E", tricks={"NS": 9})]
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": played}
    report, _, _ = check_record(data, tmp_path)
    assert report["adjustments"] == [{"law": "66D", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 9, "EW": 4}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("fact", "words"),
    [
        (_mixed("EW", **REVOKE_E5), "after the play is over (66D)"),
        (_mixed("XY", **REVOKE_E5), "is not a seat, a side"),
        (_mixed("EW"), "cards of the played tricks mixed up: say which claim it settles"),
        (_mixed("EW", tricks={"NS": 14}), "are given as"),
    ],
)
def test_law_66d_bad_facts_are_refused_naming_the_event(
    tmp_path: Path, edition: str, fact: dict[str, Any], words: str
) -> None:
    situation = OVER
    if "after the play" in words:
        situation = {**OVER, "tricks": {"NS": 3, "EW": 1}, "leader": "S"}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(_situation([fact], edition, situation)), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code == 2
    assert "action 1" in result.output and words in result.output  # counted from 1
    assert "Traceback" not in result.output


# -- 66A-66C: quitted tricks inspected during the play ------------------------------

#: South won trick 1 (CQ); trick 2 is under way: South led S6, West S3, North SA
TRICK_2_OPEN = (
    f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; S card S6; W card S3; N card SA"
)
#: trick 2 completed by East (S8): North won it, nobody has led to trick 3
TRICK_2_DONE = f"{TRICK_2_OPEN}; E card S8"


def _inspect(text: str, trick: int, by: str, edition: str, **more: Any) -> dict[str, Any]:
    fact = {"fact": "inspected_trick", "value": trick, "by": by, **more}
    return {"edition": edition, "board": 1, "deal": DEAL, "events": [*events(text), fact]}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("by", ["E", "W", "S"])
def test_law_66a_66b_last_trick_before_the_side_plays_on_is_allowed(
    tmp_path: Path, edition: str, by: str
) -> None:
    # trick 2 is just quitted, nobody has led to trick 3: declarer and each
    # defender may see it again (66A, own card 66B): no irregularity
    report, _, en = check_record(_inspect(TRICK_2_DONE, 2, by, edition), tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert "No irregularity." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66c_an_earlier_trick_is_not_inspected_during_the_play(
    tmp_path: Path, edition: str
) -> None:
    # East looks at trick 1 while trick 2 is under way: 66C; no rectification,
    # a procedural penalty is possible (90A)
    report, nl, en = check_record(_inspect(TRICK_2_OPEN, 1, "E", edition), tmp_path)
    (irregularity,) = report["irregularities"]
    assert irregularity["irregularity"] == "inspected_trick"
    assert irregularity["offender"] == "E" and irregularity["laws"] == ["66C"]
    (ruling,) = report["rulings"]
    assert ruling["options"] == [] and ruling["chooser"] is None
    assert {"type": "procedural_penalty_possible", "laws": ["90A"]} in ruling["effects"]
    assert report["status"] == "play" and report["next"] == "E"
    assert "only at the director's instruction (66A, 66B, 66C)" in en
    assert "Artikel 66 kent geen rechtzetting" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66a_the_right_ends_once_his_side_played_to_the_next_trick(
    tmp_path: Path, edition: str
) -> None:
    # North won trick 2 and led to trick 3: North-South may no longer see
    # trick 2 (66A), East-West still may until one of them plays
    text = f"{TRICK_2_DONE}; N card S2"
    report, _, _ = check_record(_inspect(text, 2, "S", edition), tmp_path)
    assert [i["laws"] for i in report["irregularities"]] == [["66C"]]
    report, _, _ = check_record(_inspect(text, 2, "E", edition), tmp_path)
    assert report["irregularities"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66a_dummy_has_no_right_to_see_the_last_trick(tmp_path: Path, edition: str) -> None:
    report, _, en = check_record(_inspect(TRICK_2_DONE, 2, "N", edition), tmp_path)
    assert [(i["offender"], i["laws"]) for i in report["irregularities"]] == [("N", ["66C"])]
    assert "North is dummy: the right to see the last trick again" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66c_61c_at_the_directors_instruction_to_check_a_revoke(
    tmp_path: Path, edition: str
) -> None:
    # a claim of a revoke does not by itself allow the quitted tricks to be
    # looked at (61C); the director may have them inspected (66C)
    report, _, _ = check_record(_inspect(TRICK_2_OPEN, 1, "E", edition, director=True), tmp_path)
    assert report["irregularities"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_after_the_play_any_trick_may_be_inspected(tmp_path: Path, edition: str) -> None:
    text = f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; {agreed('S', 8)}"
    report, _, _ = check_record(_inspect(text, 1, "W", edition), tmp_path)
    assert report["irregularities"] == [] and report["status"] == "complete"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66c_a_trick_not_yet_quitted_is_refused(tmp_path: Path, edition: str) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(_inspect(TRICK_2_OPEN, 2, "E", edition)), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "nl"])
    assert result.exit_code == 2 and "is geen dichtgelegde slag (1 tot 1)" in result.output
