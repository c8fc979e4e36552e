"""Rubber blind check 2 (session 21, rubber14): new records under the NBB
rubber rules (seed 001), rules 1-37, each expected result written from the
rule's text before the record was run.

Part 1, the score sheet (rules 11(2), 27-36, ``bridgelaws.rubber.Rubber``):
trick points, overtricks, undertricks, honours, slams, games and the line,
vulnerability, the rubber bonus, the unfinished rubber and the result; new
deals to session 20's (test_cases_rubber13_blind).

Part 2, table records (rules 7-26) through ``bridgelaws rule``: the shuffle,
the cut and the deal (7-10, 38), the auction (11-17) and the play (18-26), on
rule_cases.DEAL (North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3 ♦AKQ2 ♣654,
South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98), board 1, North
deals, nobody vulnerable.

A case main gets wrong is a strict xfail naming the rule and why
(check2_cases.Case ``wrong=``), with a line in /work/findings.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, params
from rule_cases import rule_json, rule_text
from test_cases_rubber13_blind import (
    CLEAN,
    NT1,
    Expect,
    SheetCase,
    _compare,
    _play,
    agreed,
    d,
    rec,
)

from bridgelaws.cards import Seat, Side
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Rubber
from bridgelaws.table import Table

# -- part 1: the score sheet -----------------------------------------------------------

GAME_NS = d("3NT", "N", 9)  # North-South's first game: vulnerable from then on (29)
GAME_EW = d("3NT", "E", 9)

SHEET = [
    # 30: trick points below the line
    SheetCase("r30_1c_20", (d("1C", "S", 7),), (0, 20, 0, 0)),
    SheetCase("r30_r31_3c_two_over_40_above", (d("3C", "S", 11),), (40, 60, 0, 0)),
    SheetCase("r30_4s_120_is_game", (d("4S", "S", 10),), (0, 120, 0, 0), (1, 0)),
    SheetCase("r30_r34_6nt_210_and_small_slam", (d("6NT", "N", 12),), (500, 210, 0, 0), (1, 0)),
    SheetCase("r30_doubled_3nt_200", (d("3NTX", "N", 9),), (0, 200, 0, 0), (1, 0)),
    SheetCase("r30_redoubled_2nt_280", (d("2NTXX", "N", 8),), (0, 280, 0, 0), (1, 0)),
    # 31: overtricks
    SheetCase("r31_doubled_nv_two_over_200", (d("1SX", "S", 9),), (200, 60, 0, 0)),
    SheetCase(
        "r31_redoubled_vul_overtrick_400",
        (GAME_NS, d("1NTXX", "N", 8)),
        (400 + 700, 220, 0, 0),
        (2, 0),
        over=True,
    ),
    # 32: undertricks
    SheetCase("r32_nv_doubled_down_one_100", (d("3HX", "S", 8),), (0, 0, 100, 0)),
    SheetCase("r32_nv_doubled_down_five_1000", (d("5SX", "S", 6),), (0, 0, 1000, 0)),
    SheetCase("r32_nv_redoubled_down_one_200", (d("2DXX", "S", 7),), (0, 0, 200, 0)),
    SheetCase(
        "r32_vul_undoubled_down_three_450", (GAME_NS, d("4H", "S", 7)), (0, 100, 450, 0), (1, 0)
    ),
    SheetCase(
        "r32_vul_redoubled_down_two_1000",
        (GAME_NS, d("4SXX", "S", 8)),
        (0, 100, 1000, 0),
        (1, 0),
    ),
    # 33: honours, to whoever holds them
    SheetCase("r33_five_trump_honours_declarer_150", (d("2H", "S", 8, "S5"),), (150, 60, 0, 0)),
    SheetCase("r33_four_honours_defender_contract_made", (d("2H", "S", 8, "E4"),), (0, 60, 100, 0)),
    SheetCase("r33_four_aces_dummy_at_nt_150", (d("1NT", "N", 7, "S4A"),), (150, 30, 0, 0)),
    # 34: slams
    SheetCase(
        "r34_vul_small_slam_750_ends_the_rubber",
        (GAME_NS, d("6C", "S", 12)),
        (750 + 700, 220, 0, 0),
        (2, 0),
        over=True,
    ),
    SheetCase("r34_nv_grand_slam_in_a_suit_1500", (d("7H", "S", 13),), (1500, 210, 0, 0), (1, 0)),
    SheetCase("r34_small_slam_one_down_nothing_for_the_slam", (d("6S", "S", 11),), (0, 0, 50, 0)),
    SheetCase(
        "r34_vul_doubled_grand_slam",
        (GAME_NS, d("7SX", "S", 13)),
        (750 + 1500 + 700, 520, 0, 0),
        (2, 0),
        over=True,
    ),
    # 28: games and the line
    SheetCase(
        "r28_game_after_the_other_sides_part_score",
        (d("2S", "S", 8), d("2NT", "E", 8), GAME_NS),
        (0, 160, 0, 70),
        (1, 0),
    ),
    SheetCase(
        "r28_2_points_beyond_game_do_not_carry",
        (d("2S", "S", 8), d("4S", "S", 10), d("1S", "S", 7)),
        (0, 210, 0, 0),
        (1, 0),
    ),
    # 29: vulnerable after a game
    SheetCase(
        "r29_vul_doubled_overtrick_200_and_rubber",
        (GAME_EW, d("2HX", "E", 9)),
        (0, 0, 200 + 700, 220),
        (0, 2),
        over=True,
    ),
    # 35(a): the rubber bonus
    SheetCase(
        "r35a_500_two_games_to_one_for_east_west",
        (GAME_NS, GAME_EW, d("4S", "E", 10)),
        (0, 100, 500, 220),
        (1, 2),
        over=True,
    ),
    # 35(b): the unfinished rubber
    SheetCase(
        "r35b_no_game_part_scores_get_nothing",
        (d("2S", "S", 8), d("2H", "E", 8)),
        (0, 60, 0, 60),
        ended=True,
        result=(None, 0, None),
    ),
    SheetCase(
        "r35b_r64_one_game_300_undecided",
        (GAME_EW,),
        (0, 0, 300, 100),
        (0, 1),
        ended=True,
        result=("EW", 400, None),
    ),
    # 36: the totals
    SheetCase(
        "r36_totals_decide_by_the_difference",
        (GAME_NS, d("4S", "E", 9), d("4S", "S", 10)),
        (50 + 700, 220, 0, 0),
        (2, 0),
        over=True,
        result=("NS", 970, "NS"),
    ),
    # 11(2): passed out deals score nothing, the next dealer deals
    SheetCase(
        "r11_2_two_passed_out_then_game",
        (d("Pass", "N", 0), d("Pass", "E", 0), GAME_NS),
        (0, 100, 0, 0),
        (1, 0),
    ),
]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in SHEET])
def test_rubber_rules_27_36_blind_sheet_2(case: SheetCase) -> None:
    rubber = _play(case.deals, case.ended)
    sheet = rubber.sheet()
    got = (sheet.above(Side.NS), sheet.below(Side.NS), sheet.above(Side.EW), sheet.below(Side.EW))
    assert got == case.points
    assert sheet.games_won == case.games
    if not case.ended:
        assert sheet.over is case.over
    if case.result is not None:
        winner, margin, result = case.result
        assert (sheet.winner.name if sheet.winner is not None else None) == winner
        assert sheet.margin == margin
        assert (sheet.result.name if sheet.result is not None else None) == result


def test_rubber_rule_11_2_two_passed_out_deals_the_third_dealer_deals() -> None:
    rubber = _play((d("Pass", "N", 0), d("Pass", "E", 0)))
    assert rubber.dealer is Seat.SOUTH


def test_rubber_rule_28_2_the_new_game_starts_from_nothing() -> None:
    rubber = _play((d("2S", "S", 8), d("4S", "S", 10), d("1S", "S", 7)))
    assert rubber.sheet().below(Side.NS, game=1) == 180
    assert rubber.sheet().below(Side.NS, game=2) == 30


def test_rubber_rule_37c_sums_are_recomputed_after_a_correction() -> None:
    rubber = _play((d("2S", "S", 8), d("2H", "E", 8)))
    rubber.correct(2, tricks=9)  # an overtrick for East-West: a premium (37(b))
    assert rubber.sheet().above(Side.EW) == 30
    assert rubber.sheet().total(Side.EW) == 90


# -- part 2: table records ---------------------------------------------------------------


@dataclass(frozen=True)
class More:
    """What :class:`Expect` does not ask: the status, the seat to play next,
    the contract, a new deal's dealer, and that nothing was found or no new
    deal ordered."""

    status: str | None = None
    next: str | None = None
    contract: str | None = None
    new_deal_dealer: str | None = None
    no_new_deal: bool = False
    no_irregularity: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


def _more(report: dict[str, Any], more: More) -> list[str]:
    bad: list[str] = []
    for key in ("status", "next", "contract"):
        want = getattr(more, key)
        if want is not None and report[key] != want:
            bad.append(f"{key}: {report[key]!r} != {want!r}")
    new = (report.get("rubber") or {}).get("new_deal")
    if more.no_new_deal and new:
        bad.append(f"a new deal {new!r}")
    if more.new_deal_dealer is not None and (not new or new.get("dealer") != more.new_deal_dealer):
        bad.append(f"new deal dealer {new!r} != {more.new_deal_dealer}")
    if more.no_irregularity and report["irregularities"]:
        got = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
        bad.append(f"irregularities {got}")
    return bad


def case(name: str, text: str, want: Expect, more: More | None = None, wrong: str = "") -> Case:
    return Case(name, rec(text), {"want": want, "more": more or More()}, wrong)


def misdeal(value: str, *fields: str) -> str:
    return " ".join(("fact misdeal", value, *fields))


def chooses(seat: str) -> dict[str, Any]:
    return {"irregularity": "misdeal", "chooser": seat, "options": {"new_deal", "keep_deal"}}


TABLE = [
    # 7(2): a shuffle not as it should be: a player may have it shuffled again
    case(
        "r7_2_shuffle_seen_the_player_chooses",
        misdeal("shuffle_seen", "by=E"),
        Expect(ruling=chooses("E")),
    ),
    case(
        "r7_2_shuffle_seen_shuffled_again",
        f"{misdeal('shuffle_seen', 'by=E')}; E ch new_deal",
        Expect(new_deal="7(2)"),
        More(status="complete", new_deal_dealer="N"),
    ),
    # 8(2): a cut not as it should be: shuffled and cut again on demand
    case(
        "r8_2_a_cut_by_the_wrong_player",
        f"{misdeal('cut_wrong_player', 'by=S')}; S ch new_deal",
        Expect(new_deal="8(2)(a)"),
        More(new_deal_dealer="N"),
    ),
    case(
        "r8_2_b_packet_too_small_deal_kept",
        f"{misdeal('cut_packet_too_small', 'by=W')}; W ch keep_deal; {NT1}",
        Expect(ruling=chooses("W"), declarer="N"),
        More(status="play", next="E", no_new_deal=True),
    ),
    case(
        "r8_2_c_card_shown_in_the_cut",
        misdeal("cut_card_shown", "by=E"),
        Expect(ruling=chooses("E")),
    ),
    case(
        "r8_2_d_cut_completed_by_another",
        f"{misdeal('cut_completed_by_other', 'by=N')}; N ch new_deal",
        Expect(new_deal="8(2)(d)"),
    ),
    case(
        "r8_2_e_cut_in_doubt",
        misdeal("cut_in_doubt", "by=W"),
        Expect(ruling=chooses("W")),
    ),
    case(
        "r8_2_f_shuffled_after_the_cut",
        f"{misdeal('shuffled_after_cut', 'by=E')}; E ch new_deal",
        Expect(new_deal="8(2)(f)"),
    ),
    case(
        "r8_2_g_cut_before_the_last_deal_was_over",
        f"{misdeal('cut_too_early', 'by=S')}; S ch new_deal",
        Expect(new_deal="8(2)(g)"),
    ),
    # 9(3): dealt out of turn or with the other pack
    case(
        "r9_3_dealt_out_of_turn_stopped_in_time",
        misdeal("dealt_out_of_turn", "complete=false"),
        Expect(new_deal="9(3)"),
        More(status="complete", new_deal_dealer="N"),
    ),
    case(
        "r9_3_dealt_out_of_turn_completed_stands",
        f"{misdeal('dealt_out_of_turn', 'complete=true')}; {NT1}",
        Expect(declarer="N"),
        More(status="play", no_new_deal=True),
    ),
    case(
        "r9_3_opponents_pack_completed_stands",
        f"{misdeal('opponents_pack', 'complete=true')}; {NT1}",
        Expect(declarer="N"),
        More(status="play", no_new_deal=True),
    ),
    case(
        "r9_3_opponents_pack_stopped",
        misdeal("opponents_pack", "complete=false"),
        Expect(new_deal="9(3)"),
    ),
    # 10(1): the same dealer deals again
    case(
        "r10_1_a_not_cut_attention_in_time",
        misdeal("not_cut", "in_time=true"),
        Expect(new_deal="10(1)(a)"),
        More(new_deal_dealer="N"),
    ),
    case(
        "r10_1_a_not_cut_noticed_too_late_stands",
        f"{misdeal('not_cut', 'in_time=false')}; {NT1}",
        Expect(declarer="N"),
        More(status="play", no_new_deal=True),
    ),
    case(
        "r10_1_b_card_faced_in_the_pack", misdeal("card_faced_in_pack"), Expect(new_deal="10(1)(b)")
    ),
    case(
        "r10_1_c_card_exposed_in_the_deal",
        misdeal("card_exposed", "by=E"),
        Expect(new_deal="10(1)(c)"),
        More(status="complete", new_deal_dealer="N"),
    ),
    case(
        "r10_1_d_not_dealt_in_rotation",
        misdeal("not_dealt_in_rotation"),
        Expect(new_deal="10(1)(d)"),
    ),
    case(
        "r10_1_e_last_card_not_to_the_dealer",
        misdeal("last_card_not_to_dealer"),
        Expect(new_deal="10(1)(e)"),
    ),
    case("r10_1_f_another_hand_looked_at", misdeal("hand_looked_at"), Expect(new_deal="10(1)(f)")),
    case(
        "r10_1_g_wrong_hand_sizes_found_in_the_play",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; {misdeal('wrong_hand_sizes')}",
        Expect(new_deal="10(1)(g)"),
        More(status="complete"),
    ),
    case(
        "r10_1_g_two_cards_to_a_trick_is_rule_48",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; "
        f"{misdeal('wrong_hand_sizes', 'two_cards_to_a_trick=true')}",
        Expect(),
        More(no_new_deal=True),
    ),
    case("r10_2_incorrect_pack", misdeal("incorrect_pack"), Expect(new_deal="10(2)")),
    # 38: a card shown because its holder looked at his cards during the deal
    case(
        "r38_lho_lets_the_deal_stand",
        f"{misdeal('card_exposed', 'by=E', 'looked=true')}; S ch keep_deal; {NT1}",
        Expect(ruling=chooses("S"), declarer="N"),
        More(status="play", no_new_deal=True),
    ),
    case(
        "r38_lho_wants_a_new_deal",
        f"{misdeal('card_exposed', 'by=W', 'looked=true')}; N ch new_deal",
        # (written first as rule 38's new deal; 38 only lets LHO waive it: the
        # new deal itself is 10(1)(c)'s, as the engine has it)
        Expect(ruling=chooses("N"), new_deal="10(1)(c)"),
    ),
    case(
        "r7_2_shuffle_objected_to_after_the_auction_began_stands",
        f"N 1NT; {misdeal('shuffle_seen', 'by=E')}",
        Expect(),
        More(status="auction", next="E", no_new_deal=True),
    ),
    case(
        "r10_1_g_wrong_hand_sizes_found_in_the_auction",
        f"N 1H; E Pass; {misdeal('wrong_hand_sizes')}",
        Expect(new_deal="10(1)(g)"),
        More(status="complete", new_deal_dealer="N"),
    ),
    case(
        "r10_2_incorrect_pack_found_in_the_play",
        f"{NT1}; E card DA; {misdeal('incorrect_pack')}",
        Expect(new_deal="10(2)"),
        More(status="complete", new_deal_dealer="N"),
    ),
    # 11: the auction and its end
    case(
        "r11_2_four_passes_the_deal_is_not_played",
        "N Pass; E Pass; S Pass; W Pass",
        Expect(),
        More(status="passed_out", no_irregularity=True, no_new_deal=True),
    ),
    case(
        "r11_3_three_passes_after_a_double",
        "N 1S; E X; S Pass; W Pass; N Pass",
        Expect(declarer="N"),
        More(status="play", contract="1SX", next="E", no_irregularity=True),
    ),
    case(
        "r11_3_three_passes_after_a_redouble",
        "N 1S; E X; S XX; W Pass; N Pass; E Pass",
        Expect(declarer="N"),
        More(status="play", contract="1SXX", no_irregularity=True),
    ),
    case(
        "r11_3_a_pass_by_the_fourth_after_an_opening_in_fourth",
        "N Pass; E Pass; S Pass; W 1C; N Pass; E Pass; S Pass",
        Expect(declarer="W"),
        More(status="play", contract="1C", next="N", no_irregularity=True),
    ),
    # 12: a higher denomination at the same level is sufficient
    case(
        "r12_same_level_higher_denomination",
        "N 1H; E 1S; S 1NT; W Pass; N Pass; E Pass",
        Expect(declarer="S"),
        More(contract="1NT", next="W", no_irregularity=True),
    ),
    # 13: doubles and redoubles
    case(
        "r13_1_double_of_partners_bid_is_not_allowed",
        "N 1H; E Pass; S X",
        Expect(irr=(("inadmissible_double", "S"),)),
    ),
    case(
        "r13_2_redoubled_bid_doubled_again",
        "N 1H; E X; S XX; W X",
        Expect(irr=(("inadmissible_double", "W"),)),
    ),
    case(
        "r13_3_a_bid_after_a_double",
        "N 1H; E X; S 2H; W Pass; N Pass; E Pass",
        Expect(declarer="N"),
        More(contract="2H", no_irregularity=True),
    ),
    case(
        "r13_4_double_naming_the_wrong_bid_counts",
        "N 1H; E X; fact misstated_double 2H by=E; S Pass; W Pass; N Pass",
        Expect(declarer="N"),
        More(status="play", contract="1HX"),
    ),
    case(
        "r13_4_redouble_naming_the_wrong_bid_counts",
        "N 1H; E X; S XX; fact misstated_double 3H by=S; W Pass; N Pass; E Pass",
        Expect(declarer="N"),
        More(status="play", contract="1HXX"),
    ),
    # 15: declarer is the first of the side to name the denomination
    case(
        "r15_partner_named_it_first",
        "N 1C; E Pass; S 1H; W Pass; N 2H; E Pass; S Pass; W Pass",
        Expect(declarer="S"),
        More(contract="2H", next="W"),
    ),
    case(
        "r15_opener_of_no_trump_declares_his_partners_raise",
        "N 1NT; E 2C; S 3NT; W Pass; N Pass; E Pass",
        Expect(declarer="N"),
        More(contract="3NT", next="E"),
    ),
    # 17: a review of the auction costs nothing
    case(
        "r17_1_a_review_at_ones_turn",
        "N 1H; E Pass; fact review_requested true by=S; S Pass; W Pass",
        Expect(declarer="N"),
        More(status="play", contract="1H", next="E"),
    ),
    case(
        "r17_2_after_the_lead_the_contract_only",
        f"{NT1}; E card DA; fact review_requested true by=W",
        Expect(obligations=[]),
        # (written first with West next: dummy plays second to East's lead)
        More(status="play", next="S"),
    ),
    # 18: the opening lead is declarer's left-hand opponent's
    case("r18_east_leads_against_north", NT1, Expect(), More(status="play", next="E")),
    # 20: follow suit; the highest card of the suit led wins
    case(
        "r20_highest_of_the_suit_led_wins_and_leads",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8",
        Expect(),
        More(status="play", next="E", no_irregularity=True),
    ),
    # 21(2): when a card counts as played
    case(
        "r21_2_a_dummys_card_touched_to_arrange",
        f"{NT1}; E card DA; fact card_touched D5 purpose=arranging",
        Expect(),
        More(status="play", next="S"),
    ),
    case(
        "r21_2_a_dummys_card_touched_is_played",
        f"{NT1}; E card DA; fact card_touched D5",
        Expect(),
        More(status="play", next="W"),
    ),
    case(
        "r21_2_b_defenders_card_held_for_partner_to_see",
        f"{NT1}; fact card_held DA by=E",
        Expect(),
        More(status="play", next="S"),
    ),
    case(
        "r21_2_b_card_held_so_partner_could_not_see",
        f"{NT1}; fact card_held DA by=E seen=false",
        Expect(),
        More(status="play", next="E"),
    ),
    # 23: a trick taken by the side that did not win it
    case(
        "r23_claimed_back_before_the_cards_are_gathered",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; {agreed(9)}; "
        "fact trick_taken_wrongly 1 by=E",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}, score={"NS": 100, "EW": 0}),
    ),
    case(
        "r23_too_late_once_the_cards_are_gathered",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; {agreed(9)}; "
        "fact cards_gathered true; fact trick_taken_wrongly 1 by=E",
        Expect(adjust=[("23", "NS", 1)], tricks={"NS": 10, "EW": 3}, score={"NS": 140, "EW": 0}),
    ),
    # 24(d): inspection of the revoke trick refused
    case(
        "r24_d_refused_inspection_no_revoke_penalty",
        f"{NT1}; E card DA; S card D5; W card H2; N card D8; "
        f"fact inspection_refused 1 by=N; E card SQ; S card S6; W card S3; N card SA; "
        f"{agreed(9)}",
        Expect(irr=(("revoke", "W"),), adjust=[], tricks={"NS": 9, "EW": 4}),
    ),
    case(
        "r24_d_refused_too_late_the_penalty_stands",
        f"{NT1}; E card DA; S card D5; W card H2; N card D8; E card SQ; S card S6; W card S3; "
        f"N card SA; fact inspection_refused 1 by=N; {agreed(9)}",
        Expect(irr=(("revoke", "W"),), adjust=[("55(6)", "NS", 2)], tricks={"NS": 11, "EW": 2}),
    ),
    # 25: which cards were played, while the trick is under way
    case(
        "r25_cards_asked_during_the_trick",
        f"{NT1}; E card DA; S card D5; fact cards_asked true by=W",
        Expect(obligations=[]),
        More(status="play", next="W", no_irregularity=True),
    ),
    case(
        "r25_24_cards_asked_after_the_trick_was_quitted_costs_nothing",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; fact cards_asked true by=S",
        Expect(obligations=[], adjust=[]),
        More(status="play", next="E"),
    ),
    # 26: claims and concessions
    case(
        "r26_2_a_claim_establishes_no_revoke",
        f"{NT1}; E card DA; S card D5; W card H2; N card D8; {agreed(9)}",
        Expect(irr=(("revoke", "W"),), adjust=[], tricks={"NS": 9, "EW": 4}),
    ),
    case(
        "r26_1_defenders_claim_agreed",
        f"{NT1}; E card DA; S card D5; W card D3; N card D8; E claim 4; N agree; S agree",
        Expect(adjust=[], tricks={"NS": 9, "EW": 4}, score={"NS": 100, "EW": 0}),
        More(status="complete"),
    ),
    case(
        "r26_claim_agreed_scores_the_tricks",
        f"{CLEAN}; {agreed(10)}",
        Expect(adjust=[], tricks={"NS": 10, "EW": 3}, score={"NS": 140, "EW": 0}),
        More(status="complete", no_irregularity=True),
    ),
]


def _table_params() -> list[Any]:
    return params(TABLE)


@pytest.mark.parametrize("blind", _table_params())
def test_rubber_rules_7_26_blind_table_2(blind: Case, tmp_path: Path) -> None:
    report = rule_json(blind.record, tmp_path)
    texts = {lang: rule_text(blind.record, tmp_path, lang) for lang in ("nl", "en")}
    bad = _compare(report, texts, blind.expect["want"]) + _more(report, blind.expect["more"])
    assert bad == []


def test_rubber_blind_check_2_has_sixty_new_records() -> None:
    assert len(SHEET) + len(TABLE) >= 60


# -- the sheet takes what a table played (add_table) -----------------------------------


def _table(text: str, board: int) -> Table:
    data = {**rec(text), "board": board}
    return Table.from_record(TableRecord.from_json(data))


def test_rubber_rule_10_2_incorrect_pack_earlier_deals_stand() -> None:
    rubber = _play((d("2S", "S", 8),))
    rubber.add_table(_table(misdeal("incorrect_pack"), 2))
    # the same dealer (East) deals again with a correct pack; deal 1 stands
    assert rubber.dealer is Seat.EAST
    assert rubber.sheet().below(Side.NS) == 60
    assert [r.counts for r in rubber.results] == [True, False]


def test_rubber_rule_11_2_passed_out_table_the_next_dealer_deals() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(_table("N Pass; E Pass; S Pass; W Pass", 1))
    assert rubber.dealer is Seat.EAST
    assert (rubber.sheet().total(Side.NS), rubber.sheet().total(Side.EW)) == (0, 0)
