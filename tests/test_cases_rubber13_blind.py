"""Rubber blind check (session 20, rubber13): new records under the NBB
rubber rules (seed 001), each expected result written from the rule's text
before the record was run.

Part 1, the score sheet (rules 28-37, `bridgelaws.rubber.Rubber`): trick
points, overtricks, undertricks (vulnerable or not, doubled, redoubled),
honours (33, to whoever holds them), slams (34), games and the line (28),
the rubber bonus (35(a)), the unfinished rubber (35(b)), the result by the
points (36, 64) and corrections (37).

Part 2, table records (rules 38-61) through ``bridgelaws rule``: the deal
(rule_cases.DEAL) North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3 ♦AKQ2 ♣654,
South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98; North plays 1NT
(South dummy), East leads; board 1, nobody vulnerable.

A case main still gets wrong is a strict xfail naming the rule and why
(check2_cases.Case ``wrong=``), with a line in /work/findings.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, params
from play2_helpers import events
from rule_cases import DEAL, rule_json, rule_text

from bridgelaws.calls import Contract
from bridgelaws.cards import InputError, Seat, Side
from bridgelaws.rubber import Rubber
from bridgelaws.scoring.rubber import Honours

# -- part 1: the score sheet ---------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """One deal for the sheet: ``contract`` (``4SX``), declarer, tricks, and
    the honours ("N4": North holds four trump honours, "E4A": four aces)."""

    contract: str
    declarer: str
    tricks: int
    honours: str = ""


@dataclass(frozen=True)
class SheetCase:
    name: str
    deals: tuple[Deal, ...]
    #: NS above, NS below, EW above, EW below
    points: tuple[int, int, int, int]
    games: tuple[int, int] = (0, 0)
    over: bool = False
    ended: bool = False
    #: (winner, margin, result) when asked: 36 and 64
    result: tuple[str | None, int, str | None] | None = None
    wrong: str = ""


def _honours(text: str) -> Honours | None:
    if not text:
        return None
    seat = Seat.parse(text[0])
    return Honours(seat, seat.side, int(text[1]), notrump=text.endswith("A"))


def _play(deals: tuple[Deal, ...], ended: bool = False) -> Rubber:
    rubber = Rubber(Seat.NORTH)
    for deal in deals:
        if deal.contract == "Pass":
            rubber.pass_out()
            continue
        rubber.add(
            Contract.parse(deal.contract),
            deal.tricks,
            _honours(deal.honours),
            Seat.parse(deal.declarer),
        )
    if ended:
        rubber.end_by_arrangement()
    return rubber


def d(contract: str, declarer: str, tricks: int, honours: str = "") -> Deal:
    return Deal(contract, declarer, tricks, honours)


GAME_NS = d("3NT", "N", 9)  # 100 below: North-South's game, then vulnerable (29)

SHEET = [
    # 30: trick points below the line
    SheetCase("r30_2s_made", (d("2S", "S", 8),), (0, 60, 0, 0)),
    SheetCase("r30_r31_2s_two_over", (d("2S", "S", 10),), (60, 60, 0, 0)),
    SheetCase("r30_3nt_is_game", (GAME_NS,), (0, 100, 0, 0), (1, 0)),
    SheetCase("r30_2nt_70", (d("2NT", "N", 8),), (0, 70, 0, 0)),
    SheetCase("r30_5c_is_game", (d("5C", "S", 11),), (0, 100, 0, 0), (1, 0)),
    SheetCase("r30_4c_80_no_game", (d("4C", "S", 10),), (0, 80, 0, 0)),
    SheetCase("r30_doubled_4h_240", (d("4HX", "S", 10),), (0, 240, 0, 0), (1, 0)),
    SheetCase("r30_doubled_1nt_60", (d("1NTX", "N", 7),), (0, 60, 0, 0)),
    SheetCase("r30_r31_doubled_2h_game_and_100", (d("2HX", "S", 9),), (100, 120, 0, 0), (1, 0)),
    SheetCase("r30_r31_redoubled_1c_80_and_200", (d("1CXX", "S", 8),), (200, 80, 0, 0)),
    # 31: overtricks at no-trump go on with the 30/40 alternation
    SheetCase("r31_1nt_two_over_70", (d("1NT", "N", 9),), (70, 30, 0, 0)),
    SheetCase("r31_2nt_one_over_30", (d("2NT", "N", 9),), (30, 70, 0, 0)),
    SheetCase("r31_3nt_one_over_40", (d("3NT", "N", 10),), (40, 100, 0, 0), (1, 0)),
    # 32: undertricks to the defenders
    SheetCase("r32_nv_down_one_50", (d("4S", "S", 9),), (0, 0, 50, 0)),
    SheetCase("r32_nv_doubled_down_three_450", (d("4SX", "S", 7),), (0, 0, 450, 0)),
    SheetCase("r32_nv_redoubled_down_two_500", (d("4SXX", "S", 8),), (0, 0, 500, 0)),
    SheetCase("r32_vul_down_two_250", (GAME_NS, d("4S", "S", 8)), (0, 100, 250, 0), (1, 0)),
    SheetCase(
        "r32_vul_doubled_down_two_500", (GAME_NS, d("4SX", "S", 8)), (0, 100, 500, 0), (1, 0)
    ),
    SheetCase(
        "r32_vul_redoubled_down_one_400", (GAME_NS, d("4SXX", "S", 9)), (0, 100, 400, 0), (1, 0)
    ),
    SheetCase(
        "r32_defenders_vulnerability_does_not_count",
        (d("3NT", "E", 9), d("2S", "S", 7)),
        (0, 0, 50, 100),
        (0, 1),
    ),
    # 33: honours, to the side holding them, whatever the contract did
    SheetCase("r33_four_trump_honours_dummy", (d("4S", "S", 10, "N4"),), (100, 120, 0, 0), (1, 0)),
    SheetCase("r33_five_honours_defender", (d("4S", "S", 10, "W5"),), (0, 120, 150, 0), (1, 0)),
    SheetCase("r33_four_aces_defender_nt", (d("3NT", "N", 9, "E4A"),), (0, 100, 150, 0), (1, 0)),
    SheetCase("r33_honours_when_down", (d("4S", "S", 9, "N4"),), (100, 0, 50, 0)),
    SheetCase("r33_four_aces_declarer_down", (d("3NT", "N", 8, "N4A"),), (150, 0, 50, 0)),
    # 34: slams bid and made
    SheetCase("r34_small_slam_nv", (d("6S", "S", 12),), (500, 180, 0, 0), (1, 0)),
    SheetCase("r34_grand_slam_nt_nv", (d("7NT", "N", 13),), (1500, 240, 0, 0), (1, 0)),
    SheetCase("r34_doubled_small_slam", (d("6SX", "S", 12),), (500, 360, 0, 0), (1, 0)),
    SheetCase(
        "r34_r35_vul_small_slam_with_overtrick_ends_rubber",
        (GAME_NS, d("6H", "S", 13)),
        (30 + 750 + 700, 280, 0, 0),
        (2, 0),
        over=True,
    ),
    SheetCase(
        "r34_failed_grand_no_small_slam",
        (GAME_NS, d("7S", "S", 12)),
        (0, 100, 100, 0),
        (1, 0),
    ),
    # 28: games and the line
    SheetCase(
        "r28_game_in_two_part_scores", (d("2S", "S", 8), d("2H", "S", 8)), (0, 120, 0, 0), (1, 0)
    ),
    SheetCase(
        "r28_part_score_lost_when_other_side_wins_game",
        (d("2S", "S", 8), d("3NT", "E", 9), d("2S", "S", 8)),
        (0, 120, 0, 100),
        (0, 1),
    ),
    # 35(a): the rubber bonus
    SheetCase(
        "r35a_two_games_to_none_700",
        (GAME_NS, d("4S", "S", 10)),
        (700, 220, 0, 0),
        (2, 0),
        over=True,
    ),
    SheetCase(
        "r35a_two_games_to_one_500",
        (GAME_NS, d("4S", "E", 10), d("3NT", "S", 9)),
        (500, 200, 0, 120),
        (2, 1),
        over=True,
    ),
    SheetCase(
        "r35a_r31_vul_doubled_overtrick_200",
        (GAME_NS, d("2SX", "S", 9)),
        (200 + 700, 220, 0, 0),
        (2, 0),
        over=True,
    ),
    SheetCase(
        "r35a_r31_vul_redoubled_1h_game_400",
        (GAME_NS, d("1HXX", "S", 8)),
        (400 + 700, 220, 0, 0),
        (2, 0),
        over=True,
    ),
    # 35(b): the unfinished rubber
    SheetCase(
        "r35b_one_game_300_part_score_nothing",
        (GAME_NS, d("2S", "E", 8)),
        (300, 100, 0, 60),
        (1, 0),
        ended=True,
        result=("NS", 340, None),
    ),
    SheetCase(
        "r35b_one_game_each_300_each",
        (GAME_NS, d("3NT", "E", 9)),
        (300, 100, 300, 100),
        (1, 1),
        ended=True,
        result=(None, 0, None),
    ),
    # 36, 64: the result goes by the points, not by the games
    SheetCase(
        "r36_r64_more_games_fewer_points",
        (GAME_NS, d("4SX", "S", 5), d("3NT", "N", 9)),
        (700, 200, 2000, 0),
        (2, 0),
        over=True,
        result=("EW", 1100, "EW"),
    ),
    SheetCase("r11_passed_out_scores_nothing", (d("Pass", "N", 0),), (0, 0, 0, 0)),
]


def _sheet_param(case: SheetCase) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=case.wrong)] if case.wrong else []
    return pytest.param(case, id=case.name, marks=marks)


@pytest.mark.parametrize("case", [_sheet_param(c) for c in SHEET])
def test_rubber_rules_28_37_blind_sheet(case: SheetCase) -> None:
    rubber = _play(case.deals, case.ended)
    sheet = rubber.sheet()
    got = (
        sheet.above(Side.NS),
        sheet.below(Side.NS),
        sheet.above(Side.EW),
        sheet.below(Side.EW),
    )
    assert got == case.points
    assert sheet.games_won == case.games
    assert sheet.ended_by_arrangement is case.ended
    if not case.ended:
        assert sheet.over is case.over
    if case.result is not None:
        winner, margin, result = case.result
        assert (sheet.winner.name if sheet.winner is not None else None) == winner
        assert sheet.margin == margin
        assert (sheet.result.name if sheet.result is not None else None) == result


def test_rubber_rule_11_2_passed_out_the_next_dealer_deals() -> None:
    rubber = _play((d("Pass", "N", 0),))
    assert rubber.dealer is Seat.EAST


def test_rubber_rule_28_2_the_second_games_part_score_counts_apart() -> None:
    rubber = _play((d("2S", "S", 8), d("3NT", "E", 9), d("2S", "S", 8)))
    assert rubber.sheet().below(Side.NS, game=2) == 60


def test_rubber_rule_35a_no_deal_after_the_rubber_is_over() -> None:
    rubber = _play((GAME_NS, d("4S", "S", 10)))
    with pytest.raises(InputError):
        rubber.add(Contract.parse("1NT"), 7, declarer=Seat.NORTH)


def test_rubber_rule_37a_premiums_after_the_next_deal_dealt_trick_points_not() -> None:
    rubber = _play((d("2S", "S", 8),))
    rubber.dealt()
    # an overtrick is a premium (31): still corrected (37(b))
    rubber.correct(1, tricks=9)
    assert rubber.sheet().above(Side.NS) == 30
    # three spades bid changes the trick points: 37(a)'s time is over
    with pytest.raises(InputError) as refused:
        rubber.correct(1, contract=Contract.parse("3S"))
    assert "37(a)" in str(refused.value)


def test_rubber_rule_37b_honours_until_the_score_is_accepted() -> None:
    rubber = _play((GAME_NS, d("4S", "S", 10)))
    rubber.correct(2, honours=Honours(Seat.NORTH, Side.NS, 4))
    assert rubber.sheet().above(Side.NS) == 800
    rubber.accept()
    with pytest.raises(InputError) as refused:
        rubber.correct(2, honours=None)
    assert "37(c)" in str(refused.value)


# -- part 2: table records -----------------------------------------------------------

NT1 = "N 1NT; E Pass; S Pass; W Pass"
#: trick 1: West revokes (♥2 on ♦A, holding ♦743); trick 2 establishes it
REVOKE_W = (
    f"{NT1}; E card DA; S card D5; W card H2; N card D8; E card SQ; S card S6; W card S3; N card SA"
)
#: the same two tricks without a revoke
CLEAN = (
    f"{NT1}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; N card D9"
)
#: trick 1 won by North's ♣A: North on lead
N_WINS = f"{NT1}; E card C4; S card C7; W card C8; N card CA"


def agreed(tricks: int) -> str:
    return f"N claim {tricks}; E agree; W agree"


def rec(text: str) -> dict[str, Any]:
    listed = events(text)
    for event in listed:
        for key, value in list(event.items()):
            if key != "value" and value in ("true", "false"):
                event[key] = value == "true"  # a fact's extra yes/no field
    return {"edition": "rubber", "board": 1, "deal": DEAL, "events": listed}


@dataclass(frozen=True)
class Expect:
    """What the rules require, looked up in the report."""

    irr: tuple[tuple[str, str | None], ...] = ()
    ruling: dict[str, Any] = field(default_factory=dict)
    adjust: list[tuple[str, str, int]] | None = None
    tricks: dict[str, int] | None = None
    score: dict[str, int] | None = None
    obligations: list[tuple[str, str]] | None = None
    new_deal: str | None = None
    declarer: str | None = None
    text_en: tuple[str, ...] = ()
    text_nl: tuple[str, ...] = ()


def _compare(report: dict[str, Any], texts: dict[str, str], want: Expect) -> list[str]:
    bad: list[str] = []
    got_irr = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    for item in want.irr:
        if item not in got_irr:
            bad.append(f"irregularities {got_irr} lack {item}")
    if want.ruling:
        code = want.ruling.get("irregularity")
        found = [r for r in report["rulings"] if code is None or r["irregularity"] == code]
        if not found:
            bad.append(f"no ruling {code}")
        else:
            last = found[-1]
            codes = {o["code"] for o in last.get("options") or []}
            for key in ("offender", "chooser"):
                if key in want.ruling and last.get(key) != want.ruling[key]:
                    bad.append(f"ruling {key}: {last.get(key)!r} != {want.ruling[key]!r}")
            if "options" in want.ruling and codes != want.ruling["options"]:
                bad.append(f"options {sorted(codes)} != {sorted(want.ruling['options'])}")
            if "options_has" in want.ruling and not want.ruling["options_has"] <= codes:
                bad.append(f"options {sorted(codes)} lack {sorted(want.ruling['options_has'])}")
            if "options_not" in want.ruling and codes & want.ruling["options_not"]:
                bad.append(f"options {sorted(codes)} have {sorted(want.ruling['options_not'])}")
            laws = set(last.get("laws") or [])
            if "laws_has" in want.ruling and not set(want.ruling["laws_has"]) <= laws:
                bad.append(f"ruling laws {sorted(laws)} lack {want.ruling['laws_has']}")
    if want.adjust is not None:
        got_adj = [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]]
        if got_adj != want.adjust:
            bad.append(f"adjustments {got_adj} != {want.adjust}")
    for key, value in (("tricks", want.tricks), ("score", want.score), ("declarer", want.declarer)):
        if value is not None and report[key] != value:
            bad.append(f"{key}: {report[key]!r} != {value!r}")
    if want.obligations is not None:
        got_obl = sorted((o["type"], o["seat"]) for o in report["obligations"])
        if got_obl != sorted(want.obligations):
            bad.append(f"obligations {got_obl} != {sorted(want.obligations)}")
    if want.new_deal is not None:
        new = (report.get("rubber") or {}).get("new_deal")
        if not new or new.get("rule") != want.new_deal:
            bad.append(f"new deal {new!r} != rule {want.new_deal}")
    for lang, pieces in (("en", want.text_en), ("nl", want.text_nl)):
        for piece in pieces:
            if piece not in texts[lang]:
                bad.append(f"{lang} text lacks {piece!r}")
    return bad


def case(name: str, text: str, want: Expect, wrong: str = "") -> Case:
    return Case(name, rec(text), {"want": want}, wrong)


TABLE = [
    # 55(6): the revoke's tricks
    case(
        "r55_6_first_revoke_two_tricks",
        f"{REVOKE_W}; {agreed(9)}",
        Expect(
            irr=(("revoke", "W"),),
            adjust=[("55(6)", "NS", 2)],
            tricks={"NS": 11, "EW": 2},
            score={"NS": 170, "EW": 0},
            text_en=("2 tricks transferred (55(6))",),
            text_nl=("2 slagen overgedragen (55(6))",),
        ),
    ),
    case(
        "r55_6_second_revoke_one_more",
        f"{NT1}; E card DA; S card D5; W card H2; N card D8; E card DK; S card D6; W card H5; "
        f"N card D9; E card S8; S card S6; W card S3; N card SA; {agreed(9)}",
        Expect(adjust=[("55(6)", "NS", 3)], tricks={"NS": 12, "EW": 1}, score={"NS": 210, "EW": 0}),
    ),
    case(
        "r55_6_declarers_revoke_to_the_defenders",
        f"{NT1}; E card DA; S card D5; W card D3; N card C2; E card DK; S card D6; W card D4; "
        f"N card D8; E card DQ; S card DJ; W card D7; N card D9; {agreed(7)}",
        Expect(
            irr=(("revoke", "N"),),
            adjust=[("55(6)", "EW", 2)],
            tricks={"NS": 5, "EW": 8},
            score={"NS": 0, "EW": 100},
        ),
    ),
    case(
        "r55_1_a_III_dummys_revoke_costs_nothing",
        f"{NT1}; E card DA; S card C7; W card D3; N card D8; E card DK; S card D5; W card D4; "
        f"N card D9; {agreed(7)}",
        Expect(adjust=[], tricks={"NS": 7, "EW": 6}, score={"NS": 30, "EW": 0}),
    ),
    case(
        "r55_6_only_the_one_trick_won",
        f"{REVOKE_W}; {agreed(12)}",
        Expect(adjust=[("55(6)", "NS", 1)], tricks={"NS": 13, "EW": 0}, score={"NS": 240, "EW": 0}),
    ),
    case(
        "r55_6_tricks_before_the_revoke_stay",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; "
        f"N card D9; E card DQ; S card DJ; W card H2; N card DT; E card S8; S card S6; W card S3; "
        f"N card SA; {agreed(10)}",
        Expect(adjust=[("55(6)", "NS", 1)], tricks={"NS": 11, "EW": 2}, score={"NS": 170, "EW": 0}),
    ),
    # 55(9): the time for a claim
    case(
        "r55_9_not_claimed_before_the_cut",
        f"{REVOKE_W}; {agreed(9)}; fact next_deal_cut true",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}, score={"NS": 100, "EW": 0}),
    ),
    case(
        "r55_9_claimed_before_the_cut_stands",
        f"{REVOKE_W}; {agreed(9)}; fact revoke_claimed D by=N; fact next_deal_cut true",
        Expect(adjust=[("55(6)", "NS", 2)], tricks={"NS": 11, "EW": 2}),
    ),
    case(
        "r55_9_score_accepted_without_a_claim",
        f"{REVOKE_W}; {agreed(9)}; fact rubber_score_accepted true",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}),
    ),
    case(
        "r55_9_claim_after_the_cut_refused",
        f"{REVOKE_W}; {agreed(9)}; fact next_deal_cut true; fact revoke_claimed D by=N",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}),
    ),
    # 55(8): the claim examined, or the cards mixed
    case(
        "r55_8_claim_the_tricks_do_not_bear_out",
        f"{CLEAN}; {agreed(9)}; fact revoke_claimed D by=N",
        Expect(
            ruling={"irregularity": "revoke_claim", "laws_has": ["55(8)"]},
            adjust=[],
            tricks={"NS": 9, "EW": 4},
        ),
    ),
    case(
        "r55_8_cards_mixed_by_an_opponent_claim_upheld",
        f"{CLEAN}; {agreed(9)}; fact revoke_claimed D by=N; fact cards_mixed true by=E",
        Expect(adjust=[("55(6)", "NS", 2)], tricks={"NS": 11, "EW": 2}),
    ),
    # 55(1), 55(3), 55(4): before it is established
    case(
        "r55_1_a_I_defenders_revoke_corrected_declarer_chooses",
        f"{NT1}; E card DA; S card D5; W card H2; N dir",
        Expect(
            ruling={
                "irregularity": "revoke",
                "offender": "W",
                "chooser": "N",
                "options_has": {"exposed_card", "highest", "lowest"},
            }
        ),
    ),
    case(
        "r55_1_a_II_declarer_last_to_the_trick_no_penalty",
        f"{NT1}; E card DA; S card D5; W card D3; N card C2; E dir",
        Expect(
            ruling={
                "irregularity": "revoke",
                "offender": "N",
                "options_not": {"highest", "lowest", "exposed_card"},
            }
        ),
    ),
    case(
        "r55_3_question_does_not_stop_establishment",
        f"{NT1}; E card DA; S card D5; W card H2; fact revoke_question W by=E; N card D8; "
        f"E card SQ; S card S6; W card S3; N card SA; {agreed(9)}",
        Expect(adjust=[("55(6)", "NS", 2)], tricks={"NS": 11, "EW": 2}),
    ),
    case(
        "r55_4_dummy_asks_a_defender_no_penalty",
        f"{NT1}; E card DA; S card D5; W card H2; fact revoke_question W by=S; N card D8; "
        f"E card SQ; S card S6; W card S3; N card SA; {agreed(9)}",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}),
    ),
    # 46(5): both defenders lead at once
    case(
        "r46_5_simultaneous_lead_at_trick_two",
        f"{CLEAN}; E card DQ; W card H7; fact simultaneous_lead true",
        Expect(
            ruling={"irregularity": "simultaneous_lead", "offender": "W"},
            obligations=[("exposed_card", "W")],
        ),
    ),
    case(
        "r46_5_the_wrong_defender_first",
        f"{NT1}; W card C8; E card DA; fact simultaneous_lead true",
        Expect(
            ruling={"irregularity": "simultaneous_lead", "offender": "W"},
            obligations=[("exposed_card", "W")],
        ),
    ),
    # 48: a card too many
    case(
        "r48_a_defender_played_on_declarer_chooses",
        f"{N_WINS}; N card SA; E card S8; S card S6; fact missed_trick true by=W; "
        "N card SK; E card S9; S card S7; W card S3; N dir",
        Expect(
            ruling={
                "irregularity": "too_many_cards",
                "offender": "W",
                "chooser": "N",
                "options": {"new_deal", "play_on"},
            }
        ),
    ),
    case(
        "r48_a_new_deal_chosen",
        f"{N_WINS}; N card SA; E card S8; S card S6; fact missed_trick true by=W; "
        "N card SK; E card S9; S card S7; W card S3; N dir; N ch new_deal",
        Expect(new_deal="48(a)"),
    ),
    case(
        "r48_a_not_against_dummy",
        f"{NT1}; E card C4; S card C7; W card CT; N card C2; W card H2; N card HQ; E card HK; "
        "fact missed_trick true by=S; E card DA; S card D5; W card D3; N card D8; W dir",
        Expect(
            ruling={"irregularity": "too_many_cards", "offender": "S", "options_not": {"new_deal"}}
        ),
    ),
    case(
        "r48_b_found_before_playing_on_card_taken_out",
        f"{N_WINS}; N card SA; E card S8; S card S6; fact missed_trick true by=W; E dir; "
        "fact removed_card S4",
        Expect(ruling={"irregularity": "too_many_cards", "offender": "W", "laws_has": ["48(b)"]}),
    ),
    # 49: a card too few
    case(
        "r49_a_card_never_properly_dealt",
        f"{NT1}; E card DA; fact missing_card D7 by=W found=not_dealt",
        Expect(ruling={"irregularity": "too_few_cards", "laws_has": ["49(a)"]}, new_deal="49(a)"),
    ),
    case(
        "r49_b_found_counts_as_held_for_the_revoke",
        f"{REVOKE_W}; fact missing_card D7 by=W found=floor; {agreed(9)}",
        Expect(
            ruling={"irregularity": "too_few_cards", "laws_has": ["49(b)"]},
            adjust=[("55(6)", "NS", 2)],
            tricks={"NS": 11, "EW": 2},
        ),
    ),
    # 50, 51: dummy
    case(
        "r50_dummy_suggests_a_card",
        f"{NT1}; E card DA; fact dummy_suggested D5",
        Expect(
            ruling={
                "irregularity": "dummy_suggested_play",
                "chooser": "W",
                "options": {"require_card:D5", "forbid_card:D5", "no_restriction"},
            }
        ),
    ),
    case(
        "r50_no_requirement_that_would_be_a_revoke",
        f"{NT1}; E card DA; fact dummy_suggested C7",
        Expect(
            ruling={
                "irregularity": "dummy_suggested_play",
                "chooser": "W",
                "options_not": {"require_card:C7"},
            }
        ),
    ),
    case(
        "r51_1_dummy_says_which_hand_leads",
        f"{N_WINS}; fact dummy_warned_lead true",
        Expect(
            ruling={
                "irregularity": "dummy_warned_lead",
                "chooser": "W",
                "options": {"lead_from:N", "lead_from:S"},
            }
        ),
    ),
    # 52, 53: attention to the trick, a quitted trick inspected
    case(
        "r52_defender_before_partner_played",
        f"{NT1}; E card DA; S card D5; fact drew_attention_to_trick true by=E",
        Expect(
            ruling={
                "irregularity": "attention_to_trick",
                "offender": "E",
                "chooser": "N",
                "options_has": {"highest", "lowest", "win", "lose"},
            }
        ),
    ),
    case(
        "r52_dummy_before_declarer_played",
        f"{NT1}; E card DA; S card D5; W card D3; fact drew_attention_to_trick true by=S",
        Expect(ruling={"irregularity": "attention_to_trick", "offender": "S", "chooser": "W"}),
    ),
    case(
        "r53_defender_turns_a_quitted_trick",
        f"{CLEAN}; fact inspected_trick 1 by=E",
        Expect(
            ruling={
                "irregularity": "inspected_trick",
                "offender": "E",
                "chooser": "N",
                "options_has": {"require_suit:S", "no_restriction"},
            }
        ),
    ),
    case(
        "r53_declarer_turns_a_quitted_trick",
        f"{CLEAN}; fact inspected_trick 1 by=N",
        Expect(ruling={"irregularity": "inspected_trick", "offender": "N", "chooser": "E"}),
    ),
    # 38-43: the deal and the auction
    case(
        "r38_card_shown_while_looking_lho_may_keep_the_deal",
        "fact misdeal card_exposed by=E looked=true",
        Expect(
            ruling={"irregularity": "misdeal", "chooser": "S", "options": {"new_deal", "keep_deal"}}
        ),
    ),
    case(
        "r39_1_bid_at_partners_turn_before_any_bid",
        "S 1S; W dir",
        Expect(ruling={"offender": "S", "chooser": "W", "options": {"new_deal", "keep_deal"}}),
    ),
    case(
        "r39_2_bid_at_rhos_turn_partner_passes",
        "E 1H; N dir",
        Expect(obligations=[("must_pass", "W")]),
    ),
    case(
        "r40_1_insufficient_partner_passes_once",
        "N 1S; E 1H; S dir; E 2H",
        Expect(obligations=[("must_pass", "W")]),
    ),
    case(
        "r40_2_corrected_in_the_same_suit_no_penalty",
        "N 1S; E 1H; E 2H",
        Expect(obligations=[]),
    ),
    case(
        "r41_defenders_bid_after_the_auction",
        f"{NT1}; W 2C; N dir",
        Expect(
            ruling={
                "offender": "W",
                "chooser": "N",
                "options_has": {"require_suit:S", "require_suit:H"},
            }
        ),
    ),
    case(
        "r42_c_double_of_partners_bid",
        "N 1S; E Pass; S X; W dir",
        Expect(ruling={"offender": "S", "chooser": "W", "options": {"new_deal", "disallow"}}),
    ),
    case(
        "r43_b_honour_shown_in_the_auction",
        "N 1S; E exp SQ; S dir",
        Expect(ruling={"offender": "E", "chooser": "S", "options": {"new_deal", "keep_deal"}}),
    ),
    case(
        "r43_a_low_card_declarer_chooses_after_the_auction",
        "N 1S; E exp S8; E Pass; S Pass; W Pass",
        Expect(
            ruling={
                "offender": "E",
                "chooser": "N",
                "options_has": {"exposed_card", "prohibit_suit:S"},
            }
        ),
    ),
    case(
        "r43_a_low_card_attention_drawn_declarer_chooses_after_the_auction",
        "N 1S; E exp S8; S dir; E Pass; S Pass; W Pass",
        Expect(
            ruling={
                "offender": "E",
                "chooser": "N",
                "options_has": {"exposed_card", "prohibit_suit:S"},
            }
        ),
    ),
    # 44-47: cards in the play
    case(
        "r44_defenders_exposed_card_called",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; E card C4; S card C7; W exp C9",
        Expect(ruling={"offender": "W", "chooser": "N", "options_has": {"call_card:C9"}}),
    ),
    case(
        "r44_4_declarers_exposed_card_costs_nothing",
        f"{NT1}; E card DA; N exp HQ",
        Expect(obligations=[]),
    ),
    case(
        "r45_lead_from_the_wrong_hand",
        f"{N_WINS}; S card H8; E dir",
        Expect(
            ruling={
                "irregularity": "lead_from_wrong_hand",
                "offender": "N",
                "options_has": {"accept"},
            }
        ),
    ),
    case(
        "r46_1_declarer_leads_out_of_turn",
        f"{CLEAN}; N card C2; E dir",
        Expect(ruling={"offender": "N", "options": {"accept", "require_retraction"}}),
    ),
    case(
        "r46_2_defender_leads_out_of_turn",
        f"{CLEAN}; W card C8; N dir",
        Expect(
            ruling={
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "exposed_card", "require_suit:S"},
            }
        ),
    ),
    case(
        "r46_3_declarer_plays_to_the_wrong_opening_lead_becomes_dummy",
        f"{NT1}; W card C8; N card C2",
        Expect(declarer="S"),
    ),
    case(
        "r47_1_a_defender_plays_before_his_partner",
        f"{N_WINS}; N card SA; W card S3; N dir",
        Expect(
            ruling={
                "offender": "W",
                "chooser": "N",
                "options_has": {"highest", "lowest", "win", "lose"},
            }
        ),
    ),
]


def _table_params() -> list[Any]:
    return params(TABLE)


@pytest.mark.parametrize("blind", _table_params())
def test_rubber_rules_38_61_blind_table(blind: Case, tmp_path: Path) -> None:
    report = rule_json(blind.record, tmp_path)
    texts = {lang: rule_text(blind.record, tmp_path, lang) for lang in ("nl", "en")}
    assert _compare(report, texts, blind.expect["want"]) == []


def test_rubber_blind_check_has_sixty_new_records() -> None:
    assert len(SHEET) + len(TABLE) >= 60
