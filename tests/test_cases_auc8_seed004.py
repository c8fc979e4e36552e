"""Seed 004 (the NBB's director protocols) as executable steps, in both
editions where the step exists: the general protocol ("Algemeen Arbitrage
Protocol"), "Wijzigen bieding" (25), "Onvoldoende bod" (27), "Bieding voor
de beurt" (28-32), "Voorspeelbeperkingen" (26) and the table protocols for
unauthorised information and misinformation. Each test is one step of a
protocol, named after it and its law, and asserts what the director's
assistant shows at that step, in the protocol's order: the question asked
before the choice, who chooses, every option told before anyone chooses,
what is then in force, and who calls next. tests/test_protocol_auction.py
walks several of the same protocols in 2017; these add the steps it leaves
out and the 2007 edition. The facts are our own; the steps are the seed's,
said in our own words.

Board 1 of rule_cases: North deals, so the order is North, East, South,
West."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import DEAL, clean_texts, must_passes, record, rule_json, rule_text, script
from rule_cases import ruling_effects as effects
from test_protocol_auction import stage

from bridgelaws.instruction import in_force, instruction
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

EDITIONS = ["2017", "2007"]


def _report(steps: str, edition: str, tmp_path: Path, lang: str = "en") -> dict[str, Any]:
    return rule_json(record(script(steps), edition), tmp_path, lang)


def _table(steps: str, edition: str) -> Table:
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": script(steps)}
    return Table.from_record(TableRecord.from_json(data))


def _said(steps: str, edition: str, lang: str = "en") -> list[str]:
    """What the director tells the table now, then what stays in force."""
    table = _table(steps, edition)
    return [m.render(lang) for m in [*instruction(table), *in_force(table)]]


class _Given:
    """A report ``rule --json`` gave, read as test_protocol_auction.stage
    reads a table's."""

    def __init__(self, report: dict[str, Any]) -> None:
        self._report = report

    def report(self, lang: str = "en") -> dict[str, Any]:
        return self._report


def _stage(report: dict[str, Any]) -> tuple[Any, ...]:
    """Where the protocol stands: a question, a choice, or play going on."""
    return stage(_Given(report))  # type: ignore[arg-type]


def _steps(report: dict[str, Any]) -> list[str]:
    return [step["step"] for step in report.get("protocol", [])]


def _restrictions(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return sorted(
        (o["seat"], o["kind"], o["laws"])
        for o in report["obligations"]
        if o["type"] == "lead_restriction"
    )


# -- Algemeen Arbitrage Protocol ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_general_step_called_by_9b1_the_caller_tells_first(
    tmp_path: Path, edition: str
) -> None:
    # "Vraag wie er geroepen heeft": the first step, before any question of
    # the ruling; the human text says the general protocol before the ruling
    steps = "N 1S; E 1H; S dir"
    report = _report(steps, edition, tmp_path)
    first = report["protocol"][0]
    assert (first["step"], first["laws"]) == ("called_by", ["9B1"])
    assert first["text"].startswith("South called the director: he tells first what happened")
    out = clean_texts(record(script(steps), edition), tmp_path)
    lines = out["nl"].splitlines()
    start = lines.index("Algemeen protocol:")
    ruling = next(i for i, line in enumerate(lines) if line.startswith("Arbitrage:"))
    assert start < ruling
    assert "Zuid heeft de wedstrijdleider geroepen" in lines[start + 1]


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_general_step_acted_since_27a1_checked_before_the_options(
    tmp_path: Path, edition: str
) -> None:
    # "Vraag na of ... nog acties hebben plaatsgevonden": said before anyone
    # chooses; nothing is chosen yet
    report = _report("N 1S; E 1H; S dir", edition, tmp_path)
    assert _steps(report) == ["called_by", "acted_since"]
    acted = report["protocol"][1]
    assert acted["laws"] == ["27A1"]
    assert "South has not called since" in acted["text"] and "(10C1)" in acted["text"]
    assert report["rulings"][0]["chosen"] is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_general_step_10c1_every_consequence_told_before_the_choice(
    tmp_path: Path, edition: str
) -> None:
    # "leg partijen alle keuzes pas voor nadat je de consequenties van elke
    # keuze hebt verteld": each option carries its consequences and laws, and
    # the director says the chooser chooses after hearing them all
    meaning = "; fact artificial false" if edition == "2017" else ""
    steps = "N 1S; E 1H; S dir" + meaning
    report = _report(steps, edition, tmp_path)
    assert _stage(report) == ("choice", "S", ("accept", "reject"))
    options = report["rulings"][0]["options"]
    assert all(o["text"] and o["laws"] for o in options)
    assert "South now chooses among the options, after hearing every one of them (10C1)." in (
        _said(steps, edition)
    )
    said_nl = " ".join(_said(steps, edition, "nl"))
    assert "Zuid kiest nu" in said_nl and "(10C1)" in said_nl


@pytest.mark.parametrize(("edition", "law"), [("2017", "30A"), ("2007", "30B1")])
def test_seed004_general_step_director_stays_until_the_pass_is_made(edition: str, law: str) -> None:
    # "blijf aan tafel totdat ... de verplichte pas(sen) zijn uitgevoerd":
    # South passed at East's turn after North's bid; refused, South owes one
    # pass. The director says he stays while it binds, and no longer after
    stays = "The director stays at the table until every obligation is discharged."
    steps = "N 1S; S Pass; W dir; W ch reject"
    said = _said(steps, edition)
    assert f"South must pass at his next turn ({law})" in said and stays in said
    after = _said(steps + "; E Pass; S Pass", edition)
    assert stays not in after and "The auction goes on: West calls now." in after


# -- Wijzigen bieding (25) ---------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_change_of_call_step3_25a_unintended_asked_before_lho_chooses(
    tmp_path: Path, edition: str
) -> None:
    # step 3: the director decides unintended or intended before anyone
    # chooses; the question names the call and Law 25A
    steps = "N 1C; N 1D; E dir"
    report = _report(steps, edition, tmp_path)
    assert _stage(report) == ("question", "unintended")
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["chosen"]) == (
        "change_of_call",
        "N",
        None,
    )
    assert ruling["question"]["laws"] == ["25A"] and "1♣" in ruling["question"]["text"]
    assert _steps(report) == ["called_by", "change_or_rotation", "acted_since"]
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert "1♣" in out["nl"] and "(25A)" in out["nl"]


@pytest.mark.parametrize(
    ("edition", "info", "lead"), [("2017", "16C", "26B"), ("2007", "16D", "26")]
)
def test_seed004_change_of_call_step6b_25b1_lho_accepts_16_and_26_told(
    tmp_path: Path, edition: str, info: str, lead: str
) -> None:
    # step 6B: East accepts the intended change; 1D stands, 1C is withdrawn.
    # The director tells the table that South may not use what 1C told him
    # (2017 16C, 2007 16D) and that North's withdrawn 1C may cost South his
    # first lead (2017 26B; 2007 26: 26A for a call that showed a suit)
    steps = "N 1C; N 1D; E dir; fact unintended false; E ch accept"
    report = _report(steps, edition, tmp_path)
    assert ("call_stands", ["25B1"]) in effects(report)
    assert ("unauthorized_information", [info]) in effects(report)
    assert _restrictions(report) == [("S", "pending_choice", [lead])]
    assert (report["status"], report["next"]) == ("auction", "E")
    said = _said(steps, edition)
    assert f"{info}: what South learnt from the withdrawn call is unauthorized" in (" ".join(said))
    if edition == "2017":
        assert any(line.startswith("26B: if North becomes a defender") for line in said)
    else:
        assert any(
            line.startswith("26: if North becomes a defender, declarer may restrict South's")
            and "(26A)" in line
            for line in said
        ), said
        assert not any(line.startswith("16C") or line.startswith("26B") for line in said)
    for lang in ("nl", "de"):
        assert any(line.startswith(f"{info}: ") for line in _said(steps, edition, lang))
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_change_of_call_step6b_26_restriction_asked_at_souths_first_lead(
    tmp_path: Path, edition: str
) -> None:
    # the 26 restriction of step 6B comes at South's opening lead against
    # East-West's 4S: 2017 26B forbids one suit North did not name in the
    # legal auction (not diamonds); 2007 26A2 requires or forbids clubs, the
    # suit of the withdrawn 1C that North never showed again
    steps = (
        "N 1C; N 1D; E dir; fact unintended false; E ch accept; E 1S; S Pass; W 4S; "
        "N Pass; E Pass; S Pass"
    )
    report = _report(steps, edition, tmp_path)
    last = report["rulings"][-1]
    assert (report["status"], last["irregularity"], last["chooser"]) == (
        "awaiting_choice",
        "lead_restriction",
        "E",
    )
    codes = [o["code"] for o in last["options"]]
    if edition == "2017":
        assert codes == ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C", "no_restriction"]
        assert last["laws"] == ["26B"]
    else:
        assert codes == ["require_suit:C", "prohibit_suit:C", "no_restriction"]
        assert last["laws"] == ["26A"]
        said = _said(steps, edition)
        assert any(line.startswith("26: declarer may restrict South's first lead") for line in said)
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_change_of_call_step7b_25b2_lho_refuses_the_first_call_stands(
    tmp_path: Path, edition: str
) -> None:
    # step 7B: East refuses: the change is cancelled and 1C stands; 1D's
    # information is unauthorized for South. 2017 keeps 26B for the cancelled
    # 1D (the seed's 7B); 2007 25B2 leaves the original call standing and
    # names 16D only
    steps = "N 1C; N 1D; E dir; fact unintended false; E ch reject"
    report = _report(steps, edition, tmp_path)
    assert ("call_cancelled", ["25B2"]) in effects(report)
    assert ("call_stands", ["25B2"]) in effects(report)
    assert (report["status"], report["next"]) == ("auction", "E")
    if edition == "2017":
        assert _restrictions(report) == [("S", "pending_choice", ["26B"])]
    else:
        assert _restrictions(report) == []
        assert _said(steps, edition)[1:] == [
            "16D: what South learnt from the withdrawn call is unauthorized for him; "
            "for the other side it is authorized."
        ]
    clean_texts(record(script(steps), edition), tmp_path)


# -- Onvoldoende bod (27) ----------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step3_27a1_lho_called_since_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    # step 3: South called over 1H before anyone called the director: 27A1
    # de facto, the auction goes on after South's call
    steps = "N 1S; E 1H; S 2S"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["rulings"]) == ("auction", "W", [])
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["accepted"]) == ("insufficient_bid", True)
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert "27A1" in out["en"] and "27A1" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step5_27b1a_meaning_asked_in_the_editions_order(
    tmp_path: Path, edition: str
) -> None:
    # step 5: the director finds out what 1H meant. 2017 asks it before South
    # chooses (27B1a turns on it); 2007 27B1a judges both bids once the
    # replacement is made, so South chooses first and the question follows
    report = _report("N 1S; E 1H; S dir", edition, tmp_path)
    if edition == "2017":
        assert _stage(report) == ("question", "artificial")
        assert report["rulings"][0]["question"]["laws"] == ["27B1a"]
        report = _report("N 1S; E 1H; S dir; fact artificial false", edition, tmp_path)
        assert _stage(report) == ("choice", "S", ("accept", "reject"))
        report = _report(
            "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H", edition, tmp_path
        )
        assert (report["status"], report["next"]) == ("auction", "S")
    else:
        assert _stage(report) == ("choice", "S", ("accept", "reject"))
        report = _report("N 1S; E 1H; S dir; S ch reject; E 2H", edition, tmp_path)
        assert _stage(report) == ("question", "artificial")
        question = report["rulings"][0]["question"]
        assert (
            question["laws"] == ["27B1a"] and "1♥" in question["text"] and "2♥" in question["text"]
        )


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step8a_27b3_no_double_told_before_the_choice(
    tmp_path: Path, edition: str
) -> None:
    # step 8A: before South chooses he hears that, refused, East may not
    # replace with a double or redouble (cancelled unless comparable, 27B3),
    # and what 27B1 and 27B2 cost
    meaning = "; fact artificial false" if edition == "2017" else ""
    report = _report("N 1S; E 1H; S dir" + meaning, edition, tmp_path)
    reject = next(o for o in report["rulings"][0]["options"] if o["code"] == "reject")
    assert "A double or redouble is cancelled unless" in reject["text"]
    for law in ("27B1", "27B2", "27B3"):
        assert f"{law})" in reject["text"] or f"{law}," in reject["text"]
    assert "2♥" in reject["text"] and "West must pass for the rest of the auction" in reject["text"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step10a_27a_lho_accepts_the_auction_goes_on(
    tmp_path: Path, edition: str
) -> None:
    meaning = "fact artificial false; " if edition == "2017" else ""
    steps = f"N 1S; E 1H; S dir; {meaning}S ch accept"
    report = _report(steps, edition, tmp_path)
    ruling = report["rulings"][0]
    assert (ruling["chosen"], report["obligations"]) == ("accept", [])
    assert (report["status"], report["next"]) == ("auction", "S")
    assert _said(steps, edition)[0] == "The auction goes on: South calls now."
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step10a_27b1a_lowest_bid_27d_told_to_the_nos(
    tmp_path: Path, edition: str
) -> None:
    # step 10A, refused and replaced by 2H: no further rectification, but the
    # non-offenders are told to call the director back if 1H helped (27D)
    steps = (
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H"
        if edition == "2017"
        else "N 1S; E 1H; S dir; S ch reject; E 2H; fact artificial false"
    )
    report = _report(steps, edition, tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in effects(report)
    assert ("adjusted_score_possible", ["27D"]) in effects(report)
    assert report["obligations"] == [] and (report["status"], report["next"]) == ("auction", "S")
    said = _said(steps, edition)
    assert any(line.startswith("27D: if the withdrawn insufficient bid helped") for line in said)
    assert any(line.startswith("27D: ") for line in _said(steps, edition, "nl"))


@pytest.mark.parametrize(("edition", "lead"), [("2017", "26B"), ("2007", "26")])
def test_seed004_insufficient_bid_step10a_27b2_other_bid_partner_passes_throughout(
    tmp_path: Path, edition: str, lead: str
) -> None:
    # step 10A, refused and replaced by 3C, not comparable (2007: neither the
    # same nor a more precise meaning): West passes for the rest of the
    # auction, and the 26 restriction is said while it may bite
    meaning = "fact artificial false; " if edition == "2017" else ""
    steps = f"N 1S; E 1H; S dir; {meaning}S ch reject; E 3C; fact comparable false"
    report = _report(steps, edition, tmp_path)
    assert must_passes(report) == [("W", "rest_of_auction", ["27B2"])]
    assert _restrictions(report) == [("W", "pending_choice", [lead])]
    said = _said(steps, edition)
    assert "The director stays at the table until every obligation is discharged." in said
    assert any(line.startswith(f"{lead}: if East becomes a defender") for line in said), said
    clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_insufficient_bid_step9b_27b1b_comparable_replacement_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    meaning = "fact artificial false; " if edition == "2017" else ""
    steps = f"N 1S; E 1H; S dir; {meaning}S ch reject; E 2D"
    report = _report(steps, edition, tmp_path)
    assert _stage(report) == ("question", "comparable")
    report = _report(steps + "; fact comparable true", edition, tmp_path)
    assert ("no_further_rectification", ["27B1b"]) in effects(report)
    assert report["obligations"] == [] and (report["status"], report["next"]) == ("auction", "S")
    clean_texts(record(script(steps + "; fact comparable true"), edition), tmp_path)


@pytest.mark.parametrize(("edition", "lead"), [("2017", "26B"), ("2007", "26")])
def test_seed004_insufficient_bid_step9b_27b3_double_not_comparable_cancelled(
    tmp_path: Path, edition: str, lead: str
) -> None:
    # step 8A/9B: East tries a double instead: not comparable, so it is
    # cancelled; East must call again (not a double) and West passes for the
    # rest of the auction, with a possible lead restriction
    meaning = "fact artificial false; " if edition == "2017" else ""
    steps = f"N 1S; E 1H; S dir; {meaning}S ch reject; E X; fact comparable false"
    report = _report(steps, edition, tmp_path)
    assert ("call_cancelled", ["27B3"]) in effects(report)
    assert must_passes(report) == [("W", "rest_of_auction", ["27B3"])]
    assert _restrictions(report) == [("W", "pending_choice", [lead])]
    assert (report["status"], report["next"]) == ("auction", "E")
    clean_texts(record(script(steps), edition), tmp_path)


# -- Bieding voor de beurt (28-32) -------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_call_out_of_rotation_step1_25_a_second_call_is_a_change(
    tmp_path: Path, edition: str
) -> None:
    # step 1 and the closing note: South bids again at West's turn after his
    # own 2S: a change of call (25), not a call out of rotation
    report = _report("N 1S; E Pass; S 2S; S 3S; W dir", edition, tmp_path)
    assert report["rulings"][-1]["irregularity"] == "change_of_call"
    change = report["protocol"][1]
    assert (change["step"], change["laws"]) == ("change_or_rotation", ["25"])
    assert _stage(report) == ("question", "unintended")
    report = _report("N 1S; W 2H; N dir", edition, tmp_path)
    assert report["rulings"][-1]["irregularity"] == "bid_out_of_rotation"
    assert report["protocol"][1]["laws"] == ["31"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_call_out_of_rotation_step1_29a_nos_called_since(
    tmp_path: Path, edition: str
) -> None:
    # step 1: North, West's left-hand opponent, called over it: accepted
    steps = "N 1S; W 2H; N 2S"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["rulings"]) == ("auction", "E", [])
    assert report["irregularities"][0]["accepted"] is True
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert "29A" in out["en"] and "29A" in out["nl"]


@pytest.mark.parametrize(("edition", "info"), [("2017", "16C2"), ("2007", "16D2")])
def test_seed004_call_out_of_rotation_step1_28b_right_player_called_first(
    tmp_path: Path, edition: str, info: str
) -> None:
    # step 1 (28): South bid at East's turn; East, whose turn it was, called
    # before anyone ruled: South's bid is cancelled without rectification,
    # and what it told North is unauthorized for him (2017 16C2, 2007 16D2)
    steps = "N 1S; S 2H; E Pass"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "S", [])
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "bid_out_of_rotation"
    assert "28B" in irregularity["laws"]
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert "(28B)" in out["en"] and info in out["en"] and info in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_call_out_of_rotation_step3_4_lho_accepts_29a(tmp_path: Path, edition: str) -> None:
    # steps 3-4: North hears he may accept or what follows; he accepts
    steps = "N 1S; W 2H; N dir"
    report = _report(steps, edition, tmp_path)
    assert _stage(report) == ("choice", "N", ("accept", "reject"))
    assert _steps(report) == ["called_by", "change_or_rotation", "acted_since"]
    report = _report(steps + "; N ch accept", edition, tmp_path)
    assert effects(report) == [("call_stands", ["29A"])]
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "N", [])
    clean_texts(record(script(steps + "; N ch accept"), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_call_out_of_rotation_note_30c_pass_over_an_artificial_call(
    tmp_path: Path, edition: str
) -> None:
    # the overview's note: a pass over partner's artificial call is ruled as
    # a bid out of rotation (30C, 31); the director asks it before West
    # chooses
    report = _report("N 2C; S Pass; W dir", edition, tmp_path)
    assert _stage(report) == ("question", "artificial")
    question = report["rulings"][0]["question"]
    assert question["laws"] == ["30C"] and "2♣" in question["text"]
    assert report["rulings"][0]["chosen"] is None


#: "Niet accepteren" under the 2007 Laws (seed 003): the record after the
#: refusal, where the auction goes on, and the passes owed (seat, scope, laws)
OVERVIEW_2007 = [
    # 30B1: a pass at RHO's turn after a bid: the offender passes once
    ("N 1S; S Pass; W dir; W ch reject", ("auction", "E"), [("S", "next_turn", ["30B1"])]),
    # 30B2a: a pass at partner's turn after a bid: the offender passes throughout
    ("N 1S; W Pass; N dir; N ch reject", ("auction", "E"), [("W", "rest_of_auction", ["30B2a"])]),
    # 31A1: a bid at RHO's turn, RHO passes: repeated, no rectification
    ("N 1S; E Pass; W 2H; N dir; N ch reject; S Pass; W 2H", ("auction", "N"), []),
    # 31A2b: RHO bids, the offender names another denomination: partner passes throughout
    (
        "N 1S; E Pass; W 2H; N dir; N ch reject; S 2S; W 3C; fact artificial false",
        ("auction", "N"),
        [("E", "rest_of_auction", ["31A2b"])],
    ),
    # 31A2a: RHO bids, the offender repeats hearts: partner passes once
    (
        "N 1S; E Pass; W 2H; N dir; N ch reject; S 2S; W 3H; fact artificial false",
        ("auction", "N"),
        [("E", "next_turn", ["31A2a"])],
    ),
    # 31B: a bid at partner's turn: partner passes throughout
    ("N 1S; W 2H; N dir; N ch reject", ("auction", "E"), [("E", "rest_of_auction", ["31B"])]),
    # 32A: a double at partner's turn: partner passes throughout
    ("N 1S; W X; N dir; N ch reject", ("auction", "E"), [("E", "rest_of_auction", ["32A"])]),
    # 32B1: a double at RHO's turn, RHO passes: repeated, no rectification
    ("N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X", ("auction", "N"), []),
    # 32B2: RHO bids: the offender calls freely, partner passes throughout
    (
        "N 1S; E Pass; W X; N dir; N ch reject; S 2S; W Pass",
        ("auction", "N"),
        [("E", "rest_of_auction", ["32B2"])],
    ),
]


@pytest.mark.parametrize(("steps", "stage", "passes"), OVERVIEW_2007)
def test_seed004_call_out_of_rotation_step4_not_accepted_overview_2007(
    tmp_path: Path, steps: str, stage: tuple[str, str], passes: list[tuple[str, str, list[str]]]
) -> None:
    report = _report(steps, "2007", tmp_path)
    assert _stage(report) == stage
    assert must_passes(report) == passes
    assert ("call_cancelled", ["29B"]) in effects(report, 0)
    clean_texts(record(script(steps), "2007"), tmp_path)


# -- Voorspeelbeperkingen (26) ------------------------------------------------------------

#: West's 1H over South's 2S is insufficient; North refuses (2017: after
#: finding it natural); West's replacement follows, then North-South reach 3S
#: by North and East, West's partner, is on lead
WEST_1H = "N 1S; E Pass; S 2S; W 1H; N dir; {meaning}N ch reject; {replacement}"
TO_3S = "; N Pass; E Pass; S 3S; W Pass; N Pass; E Pass"


def _west(edition: str, replacement: str) -> str:
    meaning = "fact artificial false; " if edition == "2017" else ""
    return WEST_1H.format(meaning=meaning, replacement=replacement)


@pytest.mark.parametrize("edition", EDITIONS)
def test_seed004_lead_restriction_a_comparable_replacement_restricts_nothing(
    tmp_path: Path, edition: str
) -> None:
    # A: 1H replaced by a comparable 3D (2007: the same meaning): East leads
    # freely against 3S, no restriction and no choice for declarer
    steps = _west(edition, "W 3D; fact comparable true") + TO_3S
    report = _report(steps, edition, tmp_path)
    assert (report["contract"], report["declarer"]) == ("3S", "N")
    assert report["obligations"] == [] and _stage(report) == ("play", "E")
    assert ("no_further_rectification", ["27B1b"]) in effects(report, 0)


@pytest.mark.parametrize(
    ("edition", "codes", "law"),
    [
        (
            "2017",
            ("prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "no_restriction"),
            "26B",
        ),
        ("2007", ("require_suit:H", "prohibit_suit:H", "no_restriction"), "26A"),
    ],
)
def test_seed004_lead_restriction_b_declarer_chooses_at_the_partners_first_lead(
    tmp_path: Path, edition: str, codes: tuple[str, ...], law: str
) -> None:
    # B: 1H replaced by 3C, not comparable: at East's opening lead North
    # chooses first. 2017 26B: one suit West did not name in the legal
    # auction (not clubs); 2007 26A2: hearts, the suit of the withdrawn 1H
    # that West never showed again, required or forbidden
    steps = _west(edition, "W 3C; fact comparable false") + TO_3S
    report = _report(steps, edition, tmp_path)
    assert _stage(report) == ("choice", "N", codes)
    last = report["rulings"][-1]
    assert (last["irregularity"], last["laws"]) == ("lead_restriction", [law])
    # forbidden hearts bind East while he keeps the lead
    chosen = steps + "; N ch prohibit_suit:H"
    report = _report(chosen, edition, tmp_path)
    assert [(seat, kind) for seat, kind, _ in _restrictions(report)] == [("E", "prohibit_suit")]
    assert _stage(report) == ("play", "E")
    out = clean_texts(record(script(chosen), edition), tmp_path)
    assert "harten" in out["nl"]


# -- Tafelprotocollen OI en verkeerde uitleg ------------------------------------------------

#: the documented hesitation record (tests/judgment_records): North
#: hesitates before passing, agreed; East calls the director at his turn
HESITATION = [
    *json.loads((Path(__file__).parent / "judgment_records" / "hesitation.json").read_text())[
        "events"
    ][:6],
    {"by": "E", "director": True},
]
EXPLAINED = [
    {"by": "N", "call": "1S"},
    {"by": "E", "call": "2H"},
    {"by": "S", "call": "2S"},
    {"by": "W", "call": "3D"},
    {"by": "E", "explain": "natural", "of": 3, "to": "N"},
    {"by": "N", "director": True},
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("events", "caller", "nxt"), [(HESITATION, "East", "East"), (EXPLAINED, "North", "North")]
)
def test_seed004_table_protocol_16b_20f_facts_noted_play_goes_on_12b1(
    tmp_path: Path, edition: str, events: list[dict[str, Any]], caller: str, nxt: str
) -> None:
    # "Tafel protocol OI" / "verkeerde uitleg": called over a hesitation or an
    # explanation, the director checks the facts with the other side, lets
    # the auction go on and judges the damage at the end (12B1); no ruling now
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": events}
    table = Table.from_record(TableRecord.from_json(data))
    said = [m.render("en") for m in instruction(table)]
    assert said[0].startswith(f"{caller} called the director and the calls and cards show no")
    assert "(16B, 20F, 75)" in said[0] and said[0].endswith("(12B1).")
    assert said[1] == f"The auction goes on: {nxt} calls now."
    report = rule_json(data, tmp_path)
    assert (report["status"], report["rulings"], report["obligations"]) == ("auction", [], [])
    nl = " ".join(m.render("nl") for m in instruction(table))
    assert "controleert de wedstrijdleider de feiten nu bij de tegenpartij" in nl
    clean_texts(data, tmp_path)
    assert "wedstrijdleider" in rule_text(data, tmp_path, "nl")
