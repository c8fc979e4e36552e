"""Helper play6 (issue 13): a lead restriction broken by a revoking lead and
corrected (62A with 26, 50D2a; NBB rubber rules 41, 43(a) with 55(1)), the
branch of rubber rule 42 a double or redouble falls under, declarer named for
a change of dummy's designated card (45C4b) and a call made during the play
while a play ruling waits for the director (9B, 39).

Board 1 (tests/check2_cases.py), North deals, nobody vulnerable:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, full
from rule_cases import clean_texts, penalty_cards, rule_json

BOTH = ("2017", "2007")

#: West shows the club ten in the auction (24): at East's opening lead against 3NT
#: declarer has the 50D2 choice; he requires a club and East leads the diamond ace
W_CT_REVOKE = (
    "N 1NT; W exp CT; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass; "
    "N ch require_suit:C; E card DA; N dir"
)
#: rubber 41: West bids 4S after the final pass; declarer requires a heart lead from
#: East, who leads the diamond ace: a revoke (Term. XXVIII), corrected
R41_REVOKE = f"{NT}; W 4S; N dir; N ch require_suit:H; E card DA; N dir"
#: rubber 43(a): West shows the spade three; declarer forbids spades at East's
#: first lead; East leads the spade queen
R43_REVOKE = (
    "N 1NT; W exp S3; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass; "
    "N ch prohibit_suit:S; E card SQ; N dir"
)


def _run(text: str, edition: str, tmp: Path) -> tuple[dict[str, Any], dict[str, str]]:
    data = full(text, edition)
    return rule_json(data, tmp), clean_texts(data, tmp)


def _leads(report: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {
        (o["seat"], o["kind"], o["suit"])
        for o in report["obligations"]
        if o["type"] == "lead_restriction"
    }


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


# ---- 62A with 50D2a: the requirement outlives the corrected revoke -------------------


@pytest.mark.parametrize("edition", BOTH)
def test_law_62a_50d2a_club_requirement_kept_after_the_correction(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(W_CT_REVOKE, edition, tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert ("revoke", "E") in _irregularities(report)
    assert _leads(report) == {("E", "require_suit", "C")}
    assert penalty_cards(report) == {("E", "DA", "major")}
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["offender"] == "E"
    assert "62A" in {law for e in ruling["effects"] for law in e["laws"]}
    assert "East must lead clubs (50D2a)" in texts["en"]
    assert "Oost moet klaveren voorspelen (50D2a)" in texts["nl"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_62a_50d2a_the_club_lead_then_discharges_the_requirement(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(f"{W_CT_REVOKE}; E card C4", edition, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert _leads(report) == set()
    # the diamond ace waits: a penalty card is played at the first legal opportunity
    assert penalty_cards(report) == {("E", "DA", "major")}
    assert [i for i, _ in _irregularities(report)].count("revoke") == 1
    # no longer in force (the ruling still tells what declarer chose)
    assert "- East must lead clubs" not in texts["en"]
    assert "Reminder: East must lead clubs" not in texts["en"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_61a_a_second_non_club_lead_is_a_revoke_again(edition: str, tmp_path: Path) -> None:
    # East, told to lead a club, leads the spade queen: again a revoke on the lead
    report, _ = _run(f"{W_CT_REVOKE}; E card SQ; N dir", edition, tmp_path)
    assert _irregularities(report).count(("revoke", "E")) == 2
    assert _leads(report) == {("E", "require_suit", "C")}
    assert penalty_cards(report) == {("E", "DA", "major"), ("E", "SQ", "major")}


# ---- rubber 41 / 43(a) with 55(1): the restriction kept, the correct suit named --------


def test_rubber_41_55_1_options_name_hearts_and_requirement_kept(tmp_path: Path) -> None:
    report, texts = _run(R41_REVOKE, "rubber", tmp_path)
    assert report["status"] == "awaiting_choice"
    assert _leads(report) == {("E", "require_suit", "H")}
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == ("revoke", "E", "N")
    assert {o["code"] for o in ruling["options"]} == {
        "exposed_card",
        "highest",
        "lowest",
        "no_restriction",
    }
    assert ruling["laws"] == ["55(1)(a)(I)"]
    assert "East must lead his highest card in hearts (55(1)(a)(I))." in texts["en"]
    assert "East must lead his lowest card in hearts (55(1)(a)(I))." in texts["en"]
    assert "Oost moet zijn hoogste kaart in harten voorspelen (55(1)(a)(I))." in texts["nl"]
    assert "of the suit led" not in texts["en"]


def test_rubber_55_1_highest_heart_chosen_binds_the_lead(tmp_path: Path) -> None:
    report, texts = _run(f"{R41_REVOKE}; N ch highest", "rubber", tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    restriction = [o for o in report["obligations"] if o["type"] == "play_restriction"]
    assert [(o["seat"], o["kind"], o["suit"]) for o in restriction] == [("E", "highest", "H")]
    assert "East must lead his highest card in hearts (55(1)(a)(I))" in texts["en"]
    assert "Oost moet zijn hoogste kaart in harten voorspelen (55(1)(a)(I))" in texts["nl"]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (f"{R41_REVOKE}; N ch highest", "HK"),  # East's highest heart (king, three)
        (f"{R43_REVOKE}; N ch lowest", "D2"),  # spades forbidden: his lowest diamond
    ],
)
def test_rubber_55_1_the_correct_lead_discharges_restriction_and_penalty(
    text: str, card: str, tmp_path: Path
) -> None:
    report, _ = _run(f"{text}; E card {card}", "rubber", tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert report["obligations"] == []
    assert _irregularities(report).count(("revoke", "E")) == 1


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (f"{R41_REVOKE}; N ch highest", "H3"),  # not his highest heart
        (f"{R43_REVOKE}; N ch lowest", "DK"),  # not his lowest diamond
    ],
)
def test_rubber_55_1_a_lead_against_the_penalty_is_a_revoke_again(
    text: str, card: str, tmp_path: Path
) -> None:
    report, _ = _run(f"{text}; E card {card}", "rubber", tmp_path)
    revokes = [i for i in report["irregularities"] if i["irregularity"] == "revoke"]
    assert len(revokes) == 2 and revokes[-1]["offender"] == "E"
    assert "55(1)(a)(I)" in revokes[-1]["laws"]


def test_rubber_43a_55_1_prohibition_kept_for_the_correct_lead(tmp_path: Path) -> None:
    report, texts = _run(R43_REVOKE, "rubber", tmp_path)
    assert report["status"] == "awaiting_choice"
    assert _leads(report) == {("E", "prohibit_suit", "S")}
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == ("revoke", "E", "N")
    # several suits are correct: the highest or lowest of the suit East leads
    assert "East must lead the highest card of the suit he leads (55(1)(a)(I))." in texts["en"]
    # the rubber prohibition binds one lead, not while East keeps the lead (26B)
    assert "East may not lead spades at his first lead (43(a)(II))" in texts["en"]
    assert "while he keeps the lead" not in texts["en"]
    assert "Oost mag bij zijn eerste uitkomen geen schoppen voorspelen (43(a)(II))" in texts["nl"]


# ---- rubber 42: the branch named ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offender", "chooser", "rule"),
    [
        ("N 1S; E Pass; S X; W dir", "S", "W", "42(c)"),  # partner's bid doubled
        ("N 1S; E Pass; S 2S; W Pass; N X; E dir", "N", "E", "42(c)"),
        ("N 1S; E X; S Pass; W X; N dir", "W", "N", "42(d)"),  # a bid partner doubled
        ("N 1S; E X; S Pass; W XX; N dir", "W", "N", "42(d)"),  # partner's double redoubled
        ("N 1S; E Pass; S Pass; W X; N XX; E XX; S dir", "E", "S", "42(d)"),
        ("N 1S; E Pass; S Pass; W XX; N dir", "W", "N", "42(f)"),  # nothing to redouble
        ("N Pass; E Pass; S X; W dir", "S", "W", "42(f)"),  # no bid to double
    ],
)
def test_rubber_42_branch_of_an_inadmissible_double(
    text: str, offender: str, chooser: str, rule: str, tmp_path: Path
) -> None:
    report, texts = _run(text, "rubber", tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "inadmissible_double"
    assert irregularity["laws"] == [rule]
    ruling = report["rulings"][-1]
    assert (ruling["offender"], ruling["chooser"]) == (offender, chooser)
    assert {o["code"] for o in ruling["options"]} == {"new_deal", "disallow"}
    assert all(o["laws"] == [rule] for o in ruling["options"])
    assert f"(rule {rule})" in texts["en"] and f"(regel {rule})" in texts["nl"]


def test_rubber_42d_disallowed_offender_deemed_to_have_passed(tmp_path: Path) -> None:
    report, _ = _run("N 1S; E X; S Pass; W X; N dir; N ch disallow", "rubber", tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"
    assert report["rulings"][-1]["chosen"] == "disallow"


# ---- 45C4b: declarer changes dummy's designated card ---------------------------------

#: East leads the diamond ace, declarer names dummy's five, West follows, declarer
#: says the six (South is dummy)
DUMMY_CHANGE = f"{NT}; E card DA; S card D5; W card D3; S card D6; W dir"


@pytest.mark.parametrize("edition", BOTH)
def test_law_45c4b_change_of_dummys_card_named_as_declarers(edition: str, tmp_path: Path) -> None:
    report, texts = _run(DUMMY_CHANGE, edition, tmp_path)
    assert _irregularities(report) == [("change_of_designation", "N")]
    assert report["rulings"][-1]["question"]["fact"] == "unintended"
    assert "Change of a designated card by North (Law 45C4b)" in texts["en"]
    assert "by South" not in texts["en"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_45c4b_slip_of_the_tongue_dummys_six_replaces_the_five(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(f"{DUMMY_CHANGE}; fact unintended true", edition, tmp_path)
    assert _irregularities(report) == [("change_of_designation", "N")]
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["45C4b", "47C"]
    assert ruling["chooser"] == "W"  # West may take his card back (47D)
    effects = {(e["type"], e["seat"], e.get("card")) for e in ruling["effects"]}
    # the card moves in dummy's hand: the five goes back, the six is played
    assert ("card_withdrawn", "S", "D5") in effects
    assert ("card_stands", "S", "D6") in effects
    assert "South" in texts["en"] and "Change of a designated card by North" in texts["en"]


# ---- 9B: a call during the play while a play ruling waits for a fact --------------------

#: West shows the heart seven in trick 1; North calls the director; before the
#: director has the facts (deliberate?), a player calls
EXPOSED_ASKED = f"{NT}; E card DA; S card D5; W exp H7; N dir"


@pytest.mark.parametrize("edition", BOTH)
def test_law_39_call_while_a_play_ruling_waits_is_said_at_once(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(f"{EXPOSED_ASKED}; S 2S", edition, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert ("call_after_final_pass", "S") in _irregularities(report)
    assert "Call after the final pass by South (Law 39)" in texts["en"]
    assert "once the ruling under way is done" in texts["en"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_39b_call_during_the_play_ruled_once_the_fact_is_given(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(f"{EXPOSED_ASKED}; S 2S; fact deliberate true", edition, tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    rulings = {(r["irregularity"], tuple(r["laws"])) for r in report["rulings"]}
    assert ("call_after_final_pass", ("39", "39B")) in rulings
    assert penalty_cards(report) == {("W", "H7", "major")}
    assert "Call after the final pass by South (Laws 39, 39B)" in texts["en"]


# ---- 62A with 57A: the play restriction outlives the corrected revoke -----------------

#: trick 1 won by North; North leads the spade ace, West plays the three before East:
#: declarer requires East's highest spade (57A1); East plays the eight and the
#: director is called (a revoke: the queen was required)
EARLY_WEST = (
    f"{NT}; E card D2; S card D5; W card D3; N card D8; N card SA; W card S3; E dir; "
    "N ch highest; E card S8; N dir"
)


@pytest.mark.parametrize("edition", BOTH)
def test_law_62a_57a1_highest_spade_still_required_after_the_correction(
    edition: str, tmp_path: Path
) -> None:
    report, texts = _run(EARLY_WEST, edition, tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    revoke = report["irregularities"][-1]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "E")
    kept = [
        (o["seat"], o["kind"]) for o in report["obligations"] if o["type"] == "play_restriction"
    ]
    assert kept == [("E", "highest")]
    assert penalty_cards(report) == {("W", "S3", "major"), ("E", "S8", "major")}
    assert "East must play his highest card of the suit led (57A1)" in texts["en"]


@pytest.mark.parametrize(("card", "revokes"), [("SQ", 1), ("S8", 2)])
@pytest.mark.parametrize("edition", BOTH)
def test_law_57a1_the_correcting_card_must_be_the_queen(
    edition: str, card: str, revokes: int, tmp_path: Path
) -> None:
    report, _ = _run(f"{EARLY_WEST}; E card {card}", edition, tmp_path)
    assert _irregularities(report).count(("revoke", "E")) == revokes
    assert not any(o["type"] == "play_restriction" for o in report["obligations"])


def test_rubber_55_1_47_1_highest_spade_still_required_after_the_correction(
    tmp_path: Path,
) -> None:
    text = (
        f"{NT}; E card D2; S card D5; W card D3; N card D8; N card SA; W card S3; N dir; "
        "N ch highest; E card S8; N dir"
    )
    report, texts = _run(text, "rubber", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "revoke",
        "E",
        ["55(1)(a)(I)"],
    )
    kept = [
        (o["seat"], o["kind"]) for o in report["obligations"] if o["type"] == "play_restriction"
    ]
    assert kept == [("E", "highest")]
    # a revoke in following suit: the suit led is the correct one
    assert "East must play his highest card of the suit led (55(1)(a)(I))." in texts["en"]
