"""Judgment rulings (Laws 12, 16, 20F, 21, 40, 73C, 75, 85): the documented
records of docs/judgment.md through :func:`bridgelaws.judgment.judge` and into
an event. Every expected score is worked out by hand from Law 77 in the
comments; the double-dummy figures are checked against ``dd.table``."""

from __future__ import annotations

import copy
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws import dd
from bridgelaws.cards import Deal, InputError
from bridgelaws.cli import app
from bridgelaws.events import EventStore
from bridgelaws.judgment import Judgment, judge, judgment_lines
from bridgelaws.record import InfoEvent, TableRecord
from bridgelaws.scoring.adjusted import ArtificialScore, WeightedScore
from bridgelaws.table import Table

RECORDS = Path(__file__).parent / "judgment_records"
runner = CliRunner()


def data(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    return loaded


def judged(source: str | dict[str, Any], lang: str = "en") -> Judgment:
    record = TableRecord.from_json(data(source) if isinstance(source, str) else source)
    return judge(record, lang)


def kinds(judgment: Judgment) -> list[str]:
    return [v.kind for v in judgment.verdicts]


# -- the record ---------------------------------------------------------------------------


def test_information_events_round_trip_and_leave_the_play_alone() -> None:
    record = TableRecord.from_json(data("misinformation_after"))
    again = TableRecord.from_json(json.loads(record.dumps()))
    assert again.to_json() == record.to_json()
    infos = [e for e in record.events if isinstance(e, InfoEvent)]
    assert [e.kind for e in infos] == ["explain", "correct", "agreement"]
    # the engine's result is the same with or without them
    plain = copy.deepcopy(data("misinformation_after"))
    plain["events"] = [
        e for e in plain["events"] if not {"explain", "correct", "agreement", "fact"} & set(e)
    ]
    with_info = Table.from_record(record).report()
    without = Table.from_record(TableRecord.from_json(plain)).report()
    assert with_info["score"] == without["score"] == {"NS": 140, "EW": -140}


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"by": "E", "explain": "weak", "of": 9}, "earlier action"),
        ({"by": "E", "explain": "weak", "of": "x"}, 'of: "x"'),
        ({"by": "N", "extraneous": "stare", "of": 0}, "hesitation"),
        ({"by": "N", "change": "9Z", "of": 0}, "change"),
        ({"by": "E", "change": "2S", "of": 0}, "only the player"),
        ({"by": "E", "alert": "yes", "of": 0}, "Was the call alerted? Answer true (yes)"),
    ],
)
def test_bad_information_events_are_named(event: dict[str, Any], message: str) -> None:
    source = {"board": 1, "events": [{"by": "N", "call": "1S"}, event]}
    with pytest.raises(InputError) as caught:
        judge(TableRecord.from_json(source))
    assert message in str(caught.value)


# -- unauthorised information: 16B, 73C, 85 ---------------------------------------------


def test_law_16b1a_hesitation_with_a_logical_alternative_gets_a_weighted_score() -> None:
    judgment = judged("hesitation")
    assert kinds(judgment) == ["unauthorised_information", "logical_alternative"]
    verdict = judgment.verdicts[1]
    assert verdict.infraction and verdict.chosen == "3S" and "16B1a" in verdict.laws
    assert judgment.offender is not None and judgment.offender.name == "NS"
    # table: 3S by N, 9 tricks, none vulnerable: +140 for NS
    assert judgment.table_points == 140 and judgment.damage is True
    # without the infraction: 3H by E making (-140) 70 %, one down (+50) 30 % (12C1c)
    assert judgment.assigned is not None and not judgment.assigned.is_split
    assert judgment.assigned.ns == WeightedScore.of((Fraction(7, 10), -140), (Fraction(3, 10), 50))
    assert judgment.status == "adjusted"


def test_law_16b1a_no_infraction_when_the_call_had_no_logical_alternative() -> None:
    source = data("hesitation")
    for event in source["events"]:
        if event.get("fact") == "logical_alternatives":
            event["value"] = ["3S"]
    judgment = judged(source)
    assert not any(v.infraction for v in judgment.verdicts)
    assert judgment.assigned is None and judgment.status == "result_stands"
    assert "no logical alternative" in " ".join(judgment.verdicts[1].text)


def test_law_16b1a_not_demonstrably_suggested_is_no_infraction() -> None:
    source = data("hesitation")
    for event in source["events"]:
        if event.get("fact") == "logical_alternatives":
            event["suggested"] = "Pass"
    assert judged(source).assigned is None


def test_law_85a_a_disputed_hesitation_is_asked_then_found() -> None:
    source = data("hesitation")
    source["events"][5]["agreed"] = False
    judgment = judged(source)
    assert [q.fact for q in judgment.questions] == ["extraneous_info"]
    assert judgment.status == "awaiting_fact" and judgment.questions[0].of == 5
    source["events"].append({"fact": "extraneous_info", "of": 5, "value": False})
    judgment = judged(source)
    assert "extraneous_not_established" in kinds(judgment) and judgment.assigned is None
    source["events"][-1]["value"] = "undetermined"
    assert "extraneous_undetermined" in kinds(judged(source))  # 85B
    source["events"][-1]["value"] = True
    assert judged(source).assigned is not None  # found on the balance of probabilities


def test_law_12b1_no_damage_when_the_table_result_is_no_worse() -> None:
    source = data("hesitation")
    for event in source["events"]:
        if event.get("fact") == "outcomes":
            event["value"] = [{"contract": "3S", "declarer": "N", "tricks": 8, "weight": 1}]
    judgment = judged(source)
    # 3S one down (-50 for NS) would have been better for EW than +140? No: the
    # table result +140 is worse for EW than -50, so EW were damaged.
    assert judgment.damage is True and judgment.assigned is not None
    assert judgment.assigned.ns == -50
    source["events"][-1]["value"] = [{"contract": "3S", "declarer": "N", "tricks": 10, "weight": 1}]
    judgment = judged(source)
    assert judgment.damage is False and judgment.assigned is None  # +170 is worse for EW


def test_law_12c1b_outcomes_without_tricks_take_the_double_dummy_tricks() -> None:
    source = data("hesitation")
    source["events"][-1]["value"] = [
        {"contract": "3H", "declarer": "E", "weight": "1/2"},
        {"contract": "2S", "declarer": "N", "weight": "1/2"},
    ]
    judgment = judged(source)
    deal = Deal.from_pbn(source["deal"])
    table = dd.table(deal)
    hearts_e = next(c for c in judgment.candidates if c.contract.to_pbn() == "3H")
    spades_n = next(c for c in judgment.candidates if c.contract.to_pbn() == "2S")
    assert hearts_e.tricks == hearts_e.dd_tricks == 8  # 3H one down: +50 for NS
    assert spades_n.tricks == 9 and hearts_e.ns_points == 50 and spades_n.ns_points == 140
    assert judgment.dd is not None and [list(r) for r in table.tricks] == judgment.dd


# -- misinformation: 20F, 21, 40, 75 ------------------------------------------------------


def test_law_21b1a_misexplanation_found_in_the_auction_lets_the_player_change_his_call() -> None:
    judgment = judged("misinformation_auction")
    verdict = judgment.verdicts[0]
    assert verdict.kind == "misinformation" and verdict.infraction
    assert verdict.chosen == "change_call"
    codes = [(o["code"], o["by"], o["of"], o["laws"]) for o in verdict.options]
    assert ("change_call", "S", 2, ["21B1a"]) in codes
    assert ("change_call", "W", 3, ["21B2"]) in codes  # 21B2: LHO may change later calls
    text = " ".join(verdict.text)
    assert "corrected his own explanation" in text and "20F4" in text
    # the withdrawn pass: AI for the non-offenders (16C1)
    assert judgment.verdicts[1].kind == "withdrawn_call" and judgment.verdicts[1].laws == ("16C1",)
    # the auction goes on from the changed call: 3S by N, made
    assert judgment.table.contract is not None and judgment.table.contract.to_pbn() == "3S"
    assert judgment.status == "result_stands" and judgment.damage is False


def test_law_21b1a_the_director_is_asked_whether_the_call_was_influenced() -> None:
    source = data("misinformation_auction")
    source["events"] = [e for e in source["events"][:8] if e.get("fact") != "influenced"]
    judgment = judged(source)
    assert [(q.fact, q.of) for q in judgment.questions] == [("influenced", 2)]


def test_law_21b1a_no_change_when_partner_has_called_since() -> None:
    source = data("misinformation_auction")
    events = source["events"][:4]  # 2D, explanation, S pass, W 2H
    events += [
        {"by": "N", "call": "Pass"},
        {"by": "W", "correct": "Multi: a weak two in hearts or in spades", "of": 0},
    ]
    source["events"] = events
    judgment = judged(source)
    text = " ".join(judgment.verdicts[0].text)
    assert "may not change his pass (round 1): his partner has called since" in text
    assert judgment.verdicts[0].options == []


def test_law_2007_16d_withdrawn_call_after_21b2() -> None:
    source = data("misinformation_auction")
    source["edition"] = "2007"
    judgment = judged(source)
    assert judgment.verdicts[1].laws == ("16D1",)


def test_law_20f5b1_misexplanation_found_after_the_play_gives_a_weighted_score() -> None:
    judgment = judged("misinformation_after")
    verdict = judgment.verdicts[0]
    assert verdict.kind == "misinformation" and "21B3" in verdict.laws
    assert "20F5b1" in verdict.laws and verdict.options == []
    # table: 3S by N, 9 tricks: +140. Likely without it: 4HX by E two down,
    # not vulnerable (+300) or 3S by N double dummy 9 tricks (+140), half each.
    assert judgment.assigned is not None
    assert judgment.assigned.ns == WeightedScore.of(("1/2", 300), ("1/2", 140))


def test_law_20f5b2_dummy_corrects_after_the_final_pass_before_the_lead() -> None:
    source = data("misinformation_after")
    # NS misexplain instead: S explains N's 3S; N (declarer) corrects before the lead
    source["events"] = [
        *source["events"][:6],
        {"by": "S", "explain": "to play", "of": 5, "to": "E"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
        {"by": "N", "correct": "a game try", "of": 5},
        {"by": "E", "card": "HA"},
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    judgment = judged(source)
    verdict = judgment.verdicts[-1]
    assert verdict.offender is not None and verdict.offender.name == "NS"
    assert "20F5b2" in verdict.laws
    assert "as 20F5b(ii) requires" in " ".join(verdict.text)
    # found before the opening lead, but nobody called the director and the
    # lead was faced: the 21B1a change is lost (judg14), the damage is judged
    # (21B3); seed 004: first what went wrong (21B1b presumes the explanation)
    asked = [(q.fact, q.of) for q in judgment.questions]
    assert asked == [("misinformation", 5)]
    assert "no call can be changed any more (21B1a)" in " ".join(verdict.text)
    assert "21B3" in verdict.laws


def test_law_21b1b_a_correction_without_evidence_is_a_mistaken_explanation() -> None:
    source = data("misinformation_after")
    source["events"] = [e for e in source["events"] if "agreement" not in e]
    verdict = judged(source).verdicts[0]
    assert verdict.kind == "misinformation" and "21B1b" in " ".join(verdict.text)


def test_law_75c_mistaken_call_leaves_the_result() -> None:
    judgment = judged("mistaken_call")
    # 75A: East's later pass had no logical alternative (judg14: now asked)
    assert kinds(judgment) == ["mistaken_call", "logical_alternative"]
    assert judgment.verdicts[0].laws == ("75C", "75A", "21A")
    assert judgment.assigned is None and judgment.status == "result_stands"


def test_law_75c_the_director_finds_a_mistaken_call_against_the_presumption() -> None:
    source = data("misinformation_after")
    source["events"] = [e for e in source["events"] if "agreement" not in e]
    source["events"].append({"fact": "misinformation", "of": 3, "value": "call"})
    judgment = judged(source)
    assert kinds(judgment) == ["mistaken_call"] and judgment.assigned is None


def test_law_21b1a_failure_to_alert_is_misinformation() -> None:
    source = data("mistaken_call")
    source["events"][1] = {"by": "W", "alert": False, "of": 0}
    # neither the agreement nor the director's finding of a mistaken call
    source["events"] = [e for e in source["events"][:-1] if "fact" not in e]
    judgment = judged(source)
    assert [q.fact for q in judgment.questions] == ["alert_required"]
    source["events"].append({"fact": "alert_required", "of": 0, "value": True})
    source["events"].append({"fact": "damage", "value": False})
    judgment = judged(source)
    assert judgment.verdicts[0].kind == "misinformation" and judgment.verdicts[0].infraction


# -- split and artificial scores: 12C1e, 12C2 -------------------------------------------


def test_law_12c1e_serious_error_gives_a_split_score() -> None:
    judgment = judged("split_serious_error")
    assert judgment.assigned is not None and judgment.assigned.is_split
    # offenders (NS): the weighted score; non-offenders (EW): the table result
    assert judgment.assigned.ns == WeightedScore.of(("0.7", -140), ("0.3", 50))
    assert judgment.assigned.ew == 140
    assert "12C1e" in judgment.assigned.laws


def test_law_2007_12c1e_most_favourable_and_most_unfavourable_split() -> None:
    judgment = judged("split_2007")
    assert judgment.assigned is not None and judgment.assigned.is_split
    # NS offenders: the worst at all probable, 4H by E made (-420, 25 %);
    # EW non-offenders: the best likely, 3H by E made (-140, 50 %); 4H is
    # below the one-in-three mark of "likely"
    assert judgment.assigned.ns == -420 and judgment.assigned.ew == -140


def test_law_12c1e_separate_outcomes_for_each_side() -> None:
    source = data("hesitation")
    source["events"].append(
        {"fact": "outcomes", "side": "EW", "value": [
            {"contract": "3H", "declarer": "E", "tricks": 9, "weight": 1}]}
    )  # fmt: skip
    judgment = judged(source)
    assert judgment.assigned is not None
    assert judgment.assigned.ew == -140 and isinstance(judgment.assigned.ns, WeightedScore)


def test_law_12c2a_artificial_scores_stay_reachable() -> None:
    source = data("hesitation")
    source["events"].append({"fact": "artificial_score", "value": "A+/A-"})
    judgment = judged(source)
    assert judgment.assigned is not None
    assert judgment.assigned.ns is ArtificialScore.AVERAGE_PLUS
    assert judgment.assigned.ew is ArtificialScore.AVERAGE_MINUS


def test_the_director_comes_back_at_the_end() -> None:
    source = data("hesitation")
    source["events"] = source["events"][:11]  # the auction is over, the play not
    judgment = judged(source)
    assert judgment.status == "play_continues" and judgment.assigned is None


def test_the_outcomes_are_asked_when_damage_must_be_judged() -> None:
    source = data("hesitation")
    source["events"] = source["events"][:-1]
    judgment = judged(source)
    assert [q.fact for q in judgment.questions] == ["outcomes"]
    assert judgment.dd is not None  # the table the director picks from


def test_weights_that_do_not_add_up_are_named() -> None:
    source = data("hesitation")
    source["events"][-1]["value"][0]["weight"] = "0.5"
    with pytest.raises(InputError) as caught:
        judged(source)
    assert "add up" in str(caught.value)


# -- into the event ---------------------------------------------------------------------


def run(*args: object) -> tuple[int, str]:
    result = runner.invoke(app, list(map(str, args)))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


def test_law_12c1c_weighted_score_into_the_event_scored_as_matchpoints(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("event", "new", path, "--name", "Club", "--boards", "1-2", "-n", 6)[0] == 0
    run("event", "result", path, "-b", 1, "--ns", 3, "--ew", 4, "-c", "2H", "-d", "E", "-t", 8)
    run("event", "result", path, "-b", 1, "--ns", 5, "--ew", 6, "-c", "3H", "-d", "E", "-t", 9)
    code, out = run(
        "judge", RECORDS / "hesitation.json", "--event", path, "--ns", 1, "--ew", 2, "--lang", "en"
    )
    assert code == 0, out
    assert "board 1: adjusted score entered" in out
    [result] = [r for r in EventStore.open(path).snapshot().results if r.ns == 1]
    assert result.kind == "weighted" and "16B1a" in (result.note or "")
    code, out = run("event", "score", path, "--json")
    ranking = {(r["direction"], r["number"]): r["MP"] for r in json.loads(out)["ranking"]}
    # +50 beats -110 and -140 (4 MP), -140 ties -140 and loses to -110 (1 MP):
    # 0.3 × 4 + 0.7 × 1 = 1.9 for NS 1, 2.1 for EW 2
    assert ranking[("NS", 1)] == 1.9 and ranking[("EW", 2)] == 2.1


def test_law_12c1e_split_score_into_the_event(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("event", "new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    code, out = run("judge", RECORDS / "split_serious_error.json", "--event", path,
                    "--ns", 1, "--ew", 2)  # fmt: skip
    assert code == 0, out
    [result] = EventStore.open(path).snapshot().results
    assert result.kind == "split" and result.ew_outcome == 140
    assert isinstance(result.ns_outcome, WeightedScore)


def test_a_standing_result_is_entered_with_the_ruling(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("event", "new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    code, out = run("judge", RECORDS / "mistaken_call.json", "--event", path,
                    "--ns", 1, "--ew", 2, "--lang", "en")  # fmt: skip
    assert code == 0, out
    [result] = EventStore.open(path).snapshot().results
    assert result.kind == "table" and "stands" in (result.note or "")


def test_nothing_is_entered_while_findings_are_missing(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("event", "new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    source = data("hesitation")
    source["events"] = source["events"][:-1]
    record = tmp_path / "r.json"
    record.write_text(json.dumps(source), encoding="utf-8")
    code, out = run("judge", record, "--event", path, "--ns", 1, "--ew", 2)
    # the status in words, never its code (judg15)
    assert code == 2 and "niets ingevoerd in de wedstrijd" in out and "awaiting_fact" not in out
    assert "zijn nog nodig" in out
    assert EventStore.open(path).snapshot().results == []


def test_bad_record_gives_one_message() -> None:
    code, out = run("judge", RECORDS / "nothing.json")
    assert code == 2 and "Traceback" not in out


# -- languages --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_judgment_reads_in_dutch_and_german(lang: str) -> None:
    for name in ("hesitation", "misinformation_auction", "misinformation_after", "split_2007"):
        lines = judgment_lines(judged(name, lang), lang)
        text = "\n".join(lines)
        for english in ("North", "South", "tricks", "explanation", "the director", "None"):
            assert english not in text, (name, english, text)


def _messages() -> set[str]:
    """Every text the judgment can show: the first argument of ``_``,
    ``translate`` and ``InputError``, the ``message`` texts and the named kinds."""
    import ast

    from bridgelaws import judgment

    found: set[str] = set()
    for module in ("judgment.py", "cli_judge.py"):
        tree = ast.parse((Path(judgment.__file__).parent / module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                first = node.args[0] if node.args else None
                if name in ("_", "translate", "InputError") and isinstance(first, ast.Constant):
                    found.add(str(first.value))
            if (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "message" for t in node.targets)
                and isinstance(node.value, ast.Constant)
            ):
                found.add(str(node.value.value))
    found.update(judgment.EXTRANEOUS_TEXT.values())
    found.update(("average-plus", "average", "average-minus"))
    return found


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_judgment_message_is_translated(lang: str) -> None:
    from bridgelaws.i18n import catalog

    found = catalog(lang)
    assert found is not None
    messages = _messages()
    missing = [m for m in messages if not (found.get(m) and found.get(m).string)]
    assert missing == [] and len(messages) > 60


def test_law_16b1_a_record_from_the_situation_the_director_found_is_judged_alike() -> None:
    """The director is called during the auction (spec §6): the calls so far are
    the situation's auction, and ``of`` counts them first; the judgment is the
    same as for the record from the start."""
    whole = json.loads((RECORDS / "hesitation.json").read_text(encoding="utf-8"))
    found = copy.deepcopy(whole)
    found["situation"] = {"auction": [e["call"] for e in whole["events"][:5]]}
    found["events"] = whole["events"][5:]
    from_start = judge(TableRecord.from_json(whole), "nl", dd=False)
    from_situation = judge(TableRecord.from_json(found), "nl", dd=False)
    assert judgment_lines(from_situation, "nl") == judgment_lines(from_start, "nl")
    assert from_situation.assigned is not None


def test_a_situation_in_the_play_cannot_be_judged_and_says_why_in_dutch() -> None:
    situation = {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}}
    record = {"board": 1, "events": [], "situation": situation}
    with pytest.raises(InputError) as caught:
        judge(TableRecord.from_json(record), "nl", dd=False)
    # a sentence of its own since lead15 (capitalised)
    assert "Een beoordeling heeft het hele bieden" in caught.value.render("nl")
