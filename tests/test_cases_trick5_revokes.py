"""Laws 63A3/63A4 for a revoke the director found (spec §6), and the NBB
rubber rules for one (seed 001: 55(1), 55(2), 55(6), 26(2)), in both
editions of the Laws and in rubber.

3NT by North throughout (``check2_cases.nt``); the hands are unknown, so the
revoke comes in as a fact. A claim, a concession or the agreement to the
opponents' claim by the revoking side establishes a revoke that was not yet
established (2017 63A3/63A4; 2007 63A3 for both), and the claim's tricks
count for Law 64 as if played out (69A). In rubber showing cards for a claim
never establishes a revoke (26(2)), and both sides may each lose tricks
(55(6); there is no 64B7).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from rule_cases import clean_texts, penalty_cards, rule_json

BOTH = ("2017", "2007")


def found(
    seat: str = "E", trick: int = 10, won_by: str = "E", **value: Any
) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": seat, "trick": trick, **value}),
        fact("revoke_trick_won_by", won_by),
    ]


def adjust(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]]


def revoke_laws(report: dict[str, Any]) -> list[str]:
    return next(i["laws"] for i in report["irregularities"] if i["irregularity"] == "revoke")


@pytest.mark.parametrize("edition", BOTH)
def test_law_63a3_claim_by_the_revoker_establishes_the_found_revoke(
    edition: str, tmp_path: Path
) -> None:
    events = [*found(), {"by": "E", "claim": 6}, {"by": "N", "agree": True}]
    data = sit(nt(6, 4, "E"), events, edition)
    report = rule_json(data, tmp_path)
    # East won the revoke trick and two of the last three by the claim: 64A1
    assert report["status"] == "complete"
    assert revoke_laws(report) == ["61A", "63A3"]
    assert adjust(report) == [("64A1", "NS", 2)]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    assert penalty_cards(report) == set()
    texts = clean_texts(data, tmp_path)
    assert "(63A3)" in texts["nl"] and "voldongen" in texts["nl"]
    assert "strafkaart" not in texts["nl"]
    assert "claim or concession ended the play (63A3)" in texts["en"]


@pytest.mark.parametrize("edition", BOTH)
def test_law_63a3_concession_by_the_revokers_partner_64b1_nothing_won_after(
    edition: str, tmp_path: Path
) -> None:
    # declarer won the revoke trick; West concedes the rest: East-West won no
    # trick from the revoke trick on, so the established revoke moves none (64B1)
    events = [*found(won_by="N"), {"by": "W", "concede": 3}]
    data = sit(nt(6, 4, "N"), events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert revoke_laws(report) == ["61A", "63A3"]
    assert adjust(report) == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert penalty_cards(report) == set()
    texts = clean_texts(data, tmp_path)
    assert "(64B1)" in texts["en"] and "(64B1)" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "63A4"), ("2007", "63A3")])
def test_law_63a4_agreement_to_declarers_claim_establishes_the_found_revoke(
    edition: str, law: str, tmp_path: Path
) -> None:
    events = [*found(), {"by": "N", "claim": 9}, {"by": "E", "agree": True}]
    events.append({"by": "W", "agree": True})
    data = sit(nt(6, 4, "N"), events, edition)
    report = rule_json(data, tmp_path)
    # East won the revoke trick and nothing after it: that trick alone (64A1)
    assert revoke_laws(report) == ["61A", law]
    assert adjust(report) == [("64A1", "NS", 1)]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    texts = clean_texts(data, tmp_path)
    assert f"agreed to the opponents' claim or concession ({law})" in texts["en"]
    assert (
        f"heeft ingestemd met de claim of het opgeven van slagen door de tegenpartij ({law})"
        in (texts["nl"])
    )


@pytest.mark.parametrize("edition", BOTH)
def test_law_63a4_disputed_claim_leaves_the_found_revoke_corrected(
    edition: str, tmp_path: Path
) -> None:
    # East disputes declarer's claim: no agreement, so the revoke found before
    # it stays corrected (62A, 62B1) and the director rules the claim (70)
    events = [*found(card="H3"), {"by": "N", "claim": 9}, {"by": "E", "agree": False}]
    data = sit(nt(6, 4, "N"), events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_director"
    assert revoke_laws(report) == ["61A", "62A"]
    assert penalty_cards(report) == {("E", "H3", "major")}
    assert adjust(report) == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", BOTH)
def test_law_62a_card_played_after_the_correction_then_claim_keeps_it_corrected(
    edition: str, tmp_path: Path
) -> None:
    # East already led to the next trick after the director's correction: the
    # revoke was corrected, a later claim cannot establish it
    events = [*found(card="C4"), {"by": "E", "card": "SK"}, {"by": "E", "claim": 6}]
    events.append({"by": "N", "agree": True})
    data = sit(nt(6, 4, "E"), events, edition)
    report = rule_json(data, tmp_path)
    assert revoke_laws(report) == ["61A", "62A"]
    assert adjust(report) == []
    assert report["tricks"] == {"NS": 7, "EW": 6}
    clean_texts(data, tmp_path)


# ---- rubber (seed 001) -------------------------------------------------------------


def test_rule_55_6_found_revoke_cites_the_rubber_rules(tmp_path: Path) -> None:
    events = [
        fact("revoke", {"seat": "E", "trick": 5}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", "E"),
        fact("offending_side_tricks_after", 3),
    ]
    data = sit(nt(9, 4), events, "rubber")
    report = rule_json(data, tmp_path)
    assert revoke_laws(report) == ["55", "55(2)"]
    assert report["rulings"][0]["laws"] == ["55(2)", "55(6)"]
    assert adjust(report) == [("55(6)", "NS", 2)]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    texts = clean_texts(data, tmp_path)
    for text in texts.values():
        for duplicate in ("61A", "63A", "64A", "64B"):
            assert duplicate not in text
    assert "wedstrijdleider" not in texts["nl"]
    assert "Vastgesteld is dat Oost in slag 5 heeft verzaakt." in texts["nl"]
    assert "De verzaking is voldongen (55(2))" in texts["nl"]


def two_revokes(first: tuple[str, int, str, int], second: tuple[str, int, str, int]) -> list[Any]:
    """Two established revokes found at the end: (seat, trick, won by, tricks after)."""
    out: list[Any] = []
    for seat, trick, won_by, after in (first, second):
        out.append(fact("revoke", {"seat": seat, "trick": trick}))
        out.append(fact("revoke_established", True, trick=trick))
        out.append(fact("revoke_trick_won_by", won_by, trick=trick))
        out.append(fact("offending_side_tricks_after", after, trick=trick))
    return out


def test_rule_55_6_both_sides_revoked_each_side_loses_tricks(tmp_path: Path) -> None:
    events = two_revokes(("E", 3, "E", 2), ("N", 5, "N", 3))
    data = sit(nt(9, 4), events, "rubber")
    report = rule_json(data, tmp_path)
    # no 64B7 in rubber: two tricks each way, 9-4 stays
    assert report["status"] == "complete"
    assert sorted(adjust(report)) == [("55(6)", "EW", 2), ("55(6)", "NS", 2)]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "64B7" not in texts["en"] and "64B7" not in texts["nl"]


def test_rule_55_6_second_revoke_of_the_side_one_more_trick(tmp_path: Path) -> None:
    events = two_revokes(("E", 3, "N", 2), ("W", 6, "N", 1))
    data = sit(nt(9, 4), events, "rubber")
    report = rule_json(data, tmp_path)
    # two tricks for the first, one for the second, but EW won only two from
    # trick 3 on (none won before the first revoke moves): two in all
    assert adjust(report) == [("55(6)", "NS", 2)]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    texts = clean_texts(data, tmp_path)
    assert "geen slag meer die kan worden overgedragen" in texts["nl"]


def test_rule_26_2_claim_does_not_establish_the_found_revoke(tmp_path: Path) -> None:
    events = [{"by": "E", "claim": 6}, {"by": "N", "agree": True}, *found()]
    data = sit(nt(6, 4, "E"), events, "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert revoke_laws(report) == ["55", "26(2)"]
    assert adjust(report) == []
    assert report["tricks"] == {"NS": 7, "EW": 6}
    texts = clean_texts(data, tmp_path)
    assert "nooit voldongen" in texts["nl"] and "(26(2))" in texts["nl"]
    assert "63A3" not in texts["en"]


def test_rule_55_1_found_revoke_in_the_trick_in_view_declarer_chooses(tmp_path: Path) -> None:
    situation = {**{k: v for k, v in nt(4, 1).items() if k != "leader"}}
    situation["current"] = ["N:SA", "E:H3"]
    data = sit(situation, [fact("revoke", {"seat": "E", "trick": 6})], "rubber")
    report = rule_json(data, tmp_path)
    # rubber 55(1)(a)(I): East takes the heart back; declarer chooses an
    # exposed card or East's highest or lowest spade; no 62B1 penalty card
    assert report["status"] == "awaiting_choice"
    assert penalty_cards(report) == set()
    [ruling] = report["rulings"]
    assert ruling["chooser"] == "N" and ruling["laws"] == ["55(1)(a)(I)"]
    assert [o["code"] for o in ruling["options"]] == [
        "exposed_card",
        "highest",
        "lowest",
        "no_restriction",
    ]
    texts = clean_texts(data, tmp_path)
    assert "62B1" not in texts["en"] and "Vastgesteld is dat Oost" in texts["nl"]
    data["events"].append({"by": "N", "choose": "highest"})
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert [(o["type"], o["seat"], o["kind"]) for o in report["obligations"]] == [
        ("play_restriction", "E", "highest")
    ]
    clean_texts(data, tmp_path)


def test_rule_55_1_found_revoke_out_of_view_corrected_in_words(tmp_path: Path) -> None:
    # the revoke trick is quitted and not in view: the rules are said, no 62B1
    data = sit(nt(6, 4, "E"), [fact("revoke", {"seat": "E", "trick": 10})], "rubber")
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == set()
    assert report["rulings"][0]["laws"] == ["55(1)", "55(1)(a)(I)"]
    texts = clean_texts(data, tmp_path)
    assert "62B1" not in texts["en"]
    assert "hoogste of laagste kaart" in texts["nl"]


def test_rule_55_1_a_iii_dummys_found_revoke_no_penalty(tmp_path: Path) -> None:
    events = [
        fact("revoke", {"seat": "S", "trick": 5}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", "N"),
        fact("offending_side_tricks_after", 3),
    ]
    data = sit(nt(9, 4), events, "rubber")
    report = rule_json(data, tmp_path)
    assert adjust(report) == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "(55(1)(a)(III))" in texts["nl"] and "64B3" not in texts["en"]
