"""Insufficient bids (Law 27, 2017 and 2007) run the way the checker runs them:
``bridgelaws rule --json`` and the human text in Dutch and English. Written
from the seed texts (000: 2017 Law 27; 003: 2007 Law 27; 004: the NBB protocol
for an insufficient bid: what the offender meant first, then every consequence
to LHO, then LHO's choice), and from two published director-course situations
retold in our own words (sources cited at the cases). Board 1: North deals."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]


#: North opens 1S, East bids 1H (insufficient), South calls the director
IB = "N 1S; E 1H; S dir"
#: what the director finds 1H meant: natural; asked first in 2017 (seed 004),
#: after the replacement in 2007 (2007 27B1a: both bids not artificial)
NATURAL = {"2017": "; fact artificial false", "2007": ""}
NATURAL_AFTER = {"2017": "", "2007": "; fact artificial false"}


# -- 27A ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27a1_lho_calls_over_it_accepts(tmp_path: Path, edition: str) -> None:
    data = record(script("N 1S; E 1H; S 2H"), edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "insufficient_bid" and irregularity["accepted"]
    assert report["rulings"] == [] and report["next"] == "W"
    out = texts(data, tmp_path)
    assert "accepted by action (27A1)" in out["en"]
    assert "(27A1)" in out["nl"] and "Onvoldoende bod door Oost" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27a1_lho_accepts_when_the_director_offers_it(tmp_path: Path, edition: str) -> None:
    data = record(script(IB + NATURAL[edition] + "; S ch accept; S 2H"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["chooser"] == "S" and ruling["chosen"] == "accept"
    assert ("call_stands", ["27A1"]) in effects(report)
    assert report["next"] == "W" and passes(report) == []
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27a2_insufficient_bid_out_of_rotation_goes_to_31(tmp_path: Path, edition: str) -> None:
    # South bids 1H at East's turn over his partner's 1S: Law 31, not 27.
    data = record(script("N 1S; S 1H; W dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    law27 = "27A2" if edition == "2017" else "27A"
    assert ruling["irregularity"] == "bid_out_of_rotation"
    assert ruling["laws"] == [law27, "29", "31"]
    assert ruling["chooser"] == "W"
    out = texts(data, tmp_path)
    assert f"is ruled under Law 31, not Law 27 ({law27})" in out["en"]
    assert f"valt onder artikel 31, niet onder artikel 27 ({law27})" in out["nl"]
    # refused, East passes and South must repeat 1H: now insufficient in
    # rotation, so Law 27 gives West the choice again (31A1: "when legal")
    data = record(
        script("N 1S; S 1H; W dir; W ch reject; E Pass; S 1H; W dir" + NATURAL[edition]),
        edition,
    )
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["irregularity"] == "insufficient_bid"
    assert report["rulings"][-1]["chooser"] == "W"
    texts(data, tmp_path)


# -- 27B1(a) ----------------------------------------------------------------------------


def test_law_27b1a_2017_meaning_asked_before_lho_chooses(tmp_path: Path) -> None:
    # seed 004: the director first establishes what 1H meant, then tells South
    # every consequence, then South chooses.
    report = rule_json(record(script(IB)), tmp_path)
    ruling = report["rulings"][0]
    assert report["status"] == "awaiting_fact"
    assert ruling["question"]["fact"] == "artificial" and ruling["question"]["laws"] == ["27B1a"]
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    assert ruling["chosen"] is None
    report = rule_json(record(script(IB + "; fact artificial false")), tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][0]["chooser"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b1a_lowest_bid_same_denomination_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    events = IB + NATURAL[edition] + "; S ch reject; E 2H" + NATURAL_AFTER[edition]
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    kinds = effects(report)
    assert ("no_further_rectification", ["27B1a"]) in kinds
    assert ("adjusted_score_possible", ["27D"]) in kinds
    assert passes(report) == [] and report["next"] == "S"
    assert all(o["type"] != "lead_restriction" for o in report["obligations"])
    out = texts(data, tmp_path)
    assert "no further rectification (27B1a)" in out["en"]


def test_law_2007_27b1a_artificial_lowest_bid_is_not_free(tmp_path: Path) -> None:
    # 2007: the lowest bid in the same denomination is free only when both bids
    # are incontrovertibly not artificial; otherwise only the same or a more
    # precise meaning (27B1b) helps.
    events = IB + "; S ch reject; E 2H"
    report = rule_json(record(script(events), "2007"), tmp_path)
    assert report["rulings"][0]["question"]["fact"] == "artificial"
    data = record(script(events + "; fact artificial true; fact comparable false"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["27B2"])]
    kinds = effects(report)
    assert ("lead_restriction_possible", ["26"]) in kinds
    assert ("adjusted_score_possible", ["23"]) in kinds
    assert ("unauthorized_information", ["16D"]) in kinds
    texts(data, tmp_path)


#: North opens 1NT, East overcalls 2S, South bids 2D, a transfer showing hearts
#: (insufficient over 2S); West calls the director.
TRANSFER = "N 1NT; E 2S; S 2D; W dir"


def test_law_27b1a_2017_artificial_bid_by_the_denomination_it_showed(tmp_path: Path) -> None:
    report = rule_json(record(script(TRANSFER + "; fact artificial true H")), tmp_path)
    reject = report["rulings"][0]["options"][1]
    assert "With 3♥," in reject["text"] and "showed" in reject["text"]  # not 3♦
    data = record(script(TRANSFER + "; fact artificial true H; W ch reject; S 3H"))
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in effects(report)
    assert passes(report) == [] and report["next"] == "W"
    out = texts(data, tmp_path)
    assert "2♦ was artificial and showed hearts" in out["en"]
    assert "Met 3♥, het laagste bod in de speelsoort die 2♦ aanduidde" in out["nl"]


def test_law_27b1a_2017_lowest_bid_in_the_named_denomination_after_an_artificial_bid(
    tmp_path: Path,
) -> None:
    # 3D names diamonds, but 2D showed hearts: not 27B1a; not comparable
    # either: West passes throughout (27B2)
    data = record(
        script(TRANSFER + "; fact artificial true H; W ch reject; S 3D; fact comparable false")
    )
    report = rule_json(data, tmp_path)
    assert passes(report) == [("N", "rest_of_auction", ["27B2"])]
    texts(data, tmp_path)


def test_law_27b1b_2017_artificial_bid_showing_no_one_suit(tmp_path: Path) -> None:
    # North 1NT, East 2C, South 1NT (meant as a relay): artificial without a
    # suit of its own: LHO hears that only a comparable call is free.
    report = rule_json(record(script("N 1NT; E 2C; S 1NT; W dir; fact artificial true")), tmp_path)
    reject = report["rulings"][0]["options"][1]
    assert (
        reject["text"].startswith("1NT is withdrawn") and "Only a comparable call" in reject["text"]
    )


# -- 27B1(b) ----------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b1b_comparable_call_no_rectification(tmp_path: Path, edition: str) -> None:
    # 1H replaced by 3H, which the director finds comparable (2007: the same
    # or a more precise meaning)
    extra = "" if edition == "2017" else "; fact artificial false"
    events = IB + NATURAL[edition] + "; S ch reject; E 3H" + extra
    report = rule_json(record(script(events), edition), tmp_path)
    question = report["rulings"][0]["question"]
    assert question["fact"] == "comparable"
    assert question["laws"][0] == "27B1b"
    data = record(script(events + "; fact comparable true"), edition)
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["27B1b"]) in effects(report)
    assert ("adjusted_score_possible", ["27D"]) in effects(report)
    assert passes(report) == []
    texts(data, tmp_path)


# -- 27B2 ----------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b2_pass_silences_partner_throughout(tmp_path: Path, edition: str) -> None:
    data = record(script(IB + NATURAL[edition] + "; S ch reject; E Pass"), edition)
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["27B2"])]
    lead = "26B" if edition == "2017" else "26"
    awareness = "72C" if edition == "2017" else "23"
    kinds = effects(report)
    assert ("lead_restriction_possible", [lead]) in kinds
    assert ("adjusted_score_possible", [awareness]) in kinds
    out = texts(data, tmp_path)
    assert "West must pass for the rest of the auction (27B2)" in out["en"]
    assert "West moet verder passen" in out["nl"] or "West moet passen" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b2_beside_a_once_only_pass_partner_already_owes(
    tmp_path: Path, edition: str
) -> None:
    # East shows his queen of spades during the auction: West must pass at his
    # next turn (24B). East then bids 1H over 1S; refused, East
    # passes: West also passes throughout (27B2). Both duties are in force.
    events = "N 1S; E exp SQ; S dir; E 1H; S dir" + NATURAL[edition] + "; S ch reject; E Pass"
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    owed = passes(report)
    assert ("W", "rest_of_auction", ["27B2"]) in owed
    assert any(seat == "W" and scope == "next_turn" for seat, scope, _ in owed)
    texts(data, tmp_path)


# -- 27B3 and 27B4 ----------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b3_double_asked_comparable_before_it_is_cancelled(
    tmp_path: Path, edition: str
) -> None:
    events = IB + NATURAL[edition] + "; S ch reject; E X"
    report = rule_json(record(script(events), edition), tmp_path)
    assert report["rulings"][0]["question"]["fact"] == "comparable"  # 27B1b first
    data = record(script(events + "; fact comparable false; E 2H"), edition)
    report = rule_json(data, tmp_path)
    assert ("call_cancelled", ["27B3"]) in effects(report)
    assert passes(report) == [("W", "rest_of_auction", ["27B3"])]
    assert report["next"] == "S"  # East's 2H made, South to call
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b4_second_insufficient_bid_refused_silences_partner(
    tmp_path: Path, edition: str
) -> None:
    # Welsh Bridge Union director test (directors.welshbridgeunion.org/test):
    # West deals and opens 2S; North bids 1H, then, still insufficient, puts
    # 2H in its place before anyone calls the director; East refuses both.
    # We rule by the text of 27B4: a second insufficient bid not accepted is
    # ruled as in 27B3, so North replaces it and South passes throughout.
    events = "W 2S; N 1H; N 2H; E dir" + NATURAL[edition] + "; E ch reject"
    report = rule_json(record(script(events), edition, dealer="W"), tmp_path)
    assert [i["laws"] for i in report["irregularities"]] == [["18D"], ["27B4"]]
    data = record(script(events + "; E dir; E ch reject; N 3H"), edition, dealer="W")
    report = rule_json(data, tmp_path)
    second = report["rulings"][-1]
    assert second["chooser"] == "E" and second["chosen"] == "reject"
    assert [o["laws"] for o in second["options"]] == [["27A1"], ["27B4", "27B3"]]
    assert passes(report) == [("S", "rest_of_auction", ["27B4", "27B3"])]
    out = texts(data, tmp_path)
    assert "whatever he calls, South must pass for the rest of the auction" in out["en"]
    # and accepted: 2H stands, nobody is silenced
    data = record(script(events + "; E dir; E ch accept"), edition, dealer="W")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["chosen"] == "accept" and passes(report) == []
    assert report["next"] == "E"


# -- 27C ----------------------------------------------------------------------------------


def test_law_27c_premature_replacement_stands_and_is_judged(tmp_path: Path) -> None:
    # EBU TD forum, "...corrected by the lowest sufficient bid which specifies
    # the same denomination(s)..." (forums.ebu.co.uk/discussion/1834): after
    # 1NT, the next player bid 1H and changed it to 2H himself before the
    # director came; LHO refused 1H, so 2H stood (27C). 1H was natural; that
    # 2H also showed a second suit does not stop it specifying hearts: 27B1a.
    events = "N 1NT; E 1H; E 2H; S dir"
    report = rule_json(record(script(events)), tmp_path)
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["27", "27C"] and ruling["question"]["fact"] == "artificial"
    data = record(script(events + "; fact artificial false; S ch reject"))
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in effects(report)
    assert report["next"] == "S" and passes(report) == []
    out = texts(data, tmp_path)
    assert "(27C)" in out["en"] and "(27C)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_premature_pass_stands_if_lho_refuses(tmp_path: Path, edition: str) -> None:
    events = "N 1S; E 1H; E Pass; S dir" + NATURAL[edition] + "; S ch reject"
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["27B2"])]
    assert report["next"] == "S"
    texts(data, tmp_path)
