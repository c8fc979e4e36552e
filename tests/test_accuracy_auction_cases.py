"""More auction cases (Laws 9-40, 2017 and 2007) run the way the checker runs
them, through ``bridgelaws rule --json`` and the human text: each written from
the seed texts (000, 002/003) or from a published director-course situation,
cited in a comment, with the facts in our own words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]


#: events from a short script (rule_cases.script)
ev = script


def obligations(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(o["type"], o["seat"], o.get("scope", "")) for o in report["obligations"]]


# -- 37B with a once-only pass owed ------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_replacing_pass_pays_the_once_only_pass(tmp_path: Path, edition: str) -> None:
    # East passes at North's turn (dealer North); South refuses it, so East owes
    # one pass (30A). North opens 1S and East bids 2H anyway: 37B makes his call
    # a pass, made at that turn, so the 30A pass is paid; what remains is the
    # side's pass for the rest of the auction (37B2).
    events = ev("E Pass; S dir; S ch reject; N 1S; E 2H; S dir")
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "S"
    assert sorted(o for o in obligations(report) if o[0] == "must_pass") == [
        ("must_pass", "E", "rest_of_auction"),
        ("must_pass", "W", "rest_of_auction"),
    ]
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "- East must pass at his next turn (30A)" not in text.splitlines()
    assert_clean_text(text)


# -- 37 before 27: an insufficient bid by a player who must pass ---------------------

#: East shows the queen of spades during the auction (24B: West passes at his
#: next turn); at his turn West bids 2S over 3S, insufficient as well as barred
BARRED_INSUFFICIENT = "N 1S; E exp SQ; S dir; E 2H; S 3S; W 2S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_insufficient_bid_by_a_player_who_must_pass(tmp_path: Path, edition: str) -> None:
    # Law 35B makes any bid by a player who must pass inadmissible, and Law 37
    # rules it; Law 27's choice for LHO does not arise.
    events = ev(BARRED_INSUFFICIENT + "; N dir")
    report = rule_json(record(events, edition), tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["exposed_card_auction", "call_when_required_to_pass"]
    last = report["rulings"][-1]
    assert last["irregularity"] == "call_when_required_to_pass" and last["offender"] == "W"
    assert last["options"] == [] and report["next"] == "N"
    assert sorted(o for o in obligations(report) if o[0] == "must_pass") == [
        ("must_pass", "E", "rest_of_auction"),
        ("must_pass", "W", "rest_of_auction"),
    ]
    for lang in ("en", "nl"):
        assert_clean_text(rule_text(record(events, edition), tmp_path, lang))


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_insufficient_barred_bid_called_over_spends_the_once_only_pass(
    tmp_path: Path, edition: str
) -> None:
    # North calls over it before anyone draws attention: 37A, the bid stands
    # (as an insufficient bid LHO accepted) and West's once-only pass is gone.
    events = ev(BARRED_INSUFFICIENT + "; N 4S")
    report = rule_json(record(events, edition), tmp_path)
    barred = report["irregularities"][-1]
    assert barred["irregularity"] == "call_when_required_to_pass" and barred["accepted"]
    assert [o for o in obligations(report) if o[0] == "must_pass"] == []
    assert report["next"] == "E"
    assert "(37A)" in rule_text(record(events, edition), tmp_path, "en")


# -- the rubber rules: acceptance by calling is told with the rubber rule ------------


@pytest.mark.parametrize(
    ("script", "rule"),
    [
        ("N 1S; E 1H; S 2S", "40(3)"),  # LHO calls over an insufficient bid
        ("E 1H; S 1S", "39(3)"),  # LHO calls over a bid out of turn
    ],
)
def test_rubber_39_3_and_40_3_acceptance_cites_the_rubber_rule(
    tmp_path: Path, script: str, rule: str
) -> None:
    events = ev(script)
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["irregularities"][0]["accepted"]
    for lang in ("en", "nl"):
        text = rule_text(record(events, "rubber"), tmp_path, lang)
        assert f"({rule})" in text
        assert "27A1" not in text and "29A" not in text
        assert_clean_text(text)


def test_rubber_42b_barred_insufficient_bid_is_42_not_40(tmp_path: Path) -> None:
    # East bids out of turn at North's turn (39(2)): West must pass at his first
    # turn, and bids 2H over 2S instead. The bid is barred (42(b)): North may
    # demand a new deal or disallow it; 40's replacement does not arise.
    events = ev("E 1H; S dir; N 1S; E Pass; S 2S; W 2H; N dir")
    report = rule_json(record(events, "rubber"), tmp_path)
    last = report["rulings"][-1]
    assert last["irregularity"] == "call_when_required_to_pass"
    assert last["laws"] == ["42(b)"] and last["chooser"] == "N"
    assert [o["code"] for o in last["options"]] == ["new_deal", "disallow"]
    events = ev("E 1H; S dir; N 1S; E Pass; S 2S; W 2H; N dir; N ch disallow")
    report = rule_json(record(events, "rubber"), tmp_path)
    assert report["next"] == "N" and report["obligations"] == []


# -- the human text: what binds and for how long, and the branch taken -----------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28b_text_says_the_call_in_turn_cancelled_it(tmp_path: Path, edition: str) -> None:
    # South bids 2S at East's turn; East, in turn, bids 2H: South's bid is
    # cancelled without rectification (28B), not "no ruling asked".
    events = ev("N 1S; S 2S; E 2H")
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"][0]["laws"] == ["31", "28B"] and report["next"] == "S"
    expected = {
        "en": "cancelled by the call of the player in turn, without rectification and without "
        "lead restrictions (28B)",
        "nl": "vervallen door de bieding van de speler die aan de beurt was, zonder rechtzetting "
        "en zonder voorspeelbeperkingen (28B)",
    }
    for lang, words in expected.items():
        text = rule_text(record(events, edition), tmp_path, lang)
        assert words in text
        assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38c_text_tells_how_long_each_pass_binds(tmp_path: Path, edition: str) -> None:
    # 38C silences the offending side for the rest of the auction; 24B silences
    # partner for one turn only: the ruling says which.
    text = rule_text(record(ev("N 7S; E 8C; S dir"), edition), tmp_path, "en")
    assert "= West must pass for the rest of the auction (38C)" in text
    text = rule_text(record(ev("N 1S; E exp SQ; S dir"), edition), tmp_path, "nl")
    assert "= West moet bij zijn volgende beurt passen (24B)" in text


# -- 2007 26A: the suit an artificial withdrawn call specified --------------------------

#: West opens 2C at South's turn (after 1S P), an artificial bid showing
#: diamonds (29C); North refuses it, South bids 2S and West now bids 3C, not
#: the denomination shown, so East passes throughout (2007 31A2b). NS play 3S
#: and East, the offender's partner, leads first.
ARTIFICIAL_2C = (
    "N 1S; E Pass; W 2C; N dir; fact artificial true D; N ch reject; S 2S; W {again}; "
    "N 3S; E Pass; S Pass; W Pass"
)


def test_law_26a2_2007_artificial_withdrawn_call_restricts_the_suit_it_showed(
    tmp_path: Path,
) -> None:
    # 2007 26A: the withdrawn 2C related to diamonds only, a suit West never
    # showed legally (his 3C names clubs): declarer may require or forbid
    # diamonds; clubs have nothing to do with it.
    events = ev(ARTIFICIAL_2C.format(again="3C"))
    report = rule_json(record(events, "2007"), tmp_path)
    assert report["status"] == "awaiting_choice" and report["contract"] == "3S"
    last = report["rulings"][-1]
    assert last["chooser"] == "N" and last["laws"] == ["26A"]
    assert [o["code"] for o in last["options"]] == [
        "require_suit:D",
        "prohibit_suit:D",
        "no_restriction",
    ]
    assert_clean_text(rule_text(record(events, "2007"), tmp_path, "nl"))


def test_law_26b_2007_artificial_call_showing_no_suit_lets_declarer_forbid_any(
    tmp_path: Path,
) -> None:
    # the same 2C found artificial without a suit it showed: any suit (26B)
    events = ev(ARTIFICIAL_2C.format(again="3D").replace("artificial true D", "artificial true"))
    report = rule_json(record(events, "2007"), tmp_path)
    last = report["rulings"][-1]
    assert last["laws"] == ["26B"]
    assert [o["code"] for o in last["options"]][:4] == [
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:D",
        "prohibit_suit:C",
    ]


# -- 25B: every consequence told before LHO chooses (10C1, seed 004 6B/7B) -------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b_options_tell_the_withdrawn_calls_law_and_the_lead_restriction(
    tmp_path: Path, edition: str
) -> None:
    # North opens 1C and, intending it, puts 1D beside it; East calls the
    # director. 2017: 16C and, if North defends, 26B; 2007: 16D, and Law 26
    # only when LHO accepts (25B1 withdraws 1C; 25B2 leaves it standing).
    events = ev("N 1C; N 1D; E dir; fact unintended false")
    report = rule_json(record(events, edition), tmp_path)
    texts = {o["code"]: o["text"] for o in report["rulings"][-1]["options"]}
    ui = "16C" if edition == "2017" else "16D"
    for code in ("accept", "reject"):
        assert f"({ui})" in texts[code]
        assert ("(26B)" in texts[code]) is (edition == "2017")
    assert ("(26)" in texts["accept"]) is (edition == "2007")
    assert "(26)" not in texts["reject"]
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert f"hem vertelde ({ui})" in text
    assert_clean_text(text)


# -- 28A in the text: deemed in rotation, not "accepted" --------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28a_text_says_the_call_counts_as_made_in_rotation(
    tmp_path: Path, edition: str
) -> None:
    # East passed at North's turn and must pass once (30A); after 1S, South
    # bids at East's turn: East had to pass, so South's call counts as in turn.
    events = ev("E Pass; S dir; S ch reject; N 1S; S 2S; W Pass")
    report = rule_json(record(events, edition), tmp_path)
    # no irregularity of South: a note for the director
    assert [i["irregularity"] for i in report["irregularities"]] == ["pass_out_of_rotation"]
    deemed = report["notes"][-1]
    assert deemed["laws"] == ["28A"] and report["next"] == "N" and report["obligations"] == []
    assert "counts as made in rotation (28A)" in rule_text(record(events, edition), tmp_path, "en")
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "geldt als bieding op de beurt" in text
    assert_clean_text(text)


# -- ABF "Directing Basics Online Quiz" (docs.google.com/forms/d/e/1FAIpQLSfsgO-
# kroOazTpuWPSaXf91OakWppgmS9qSx52PlRfrOYc9QQ), questions 1 and 6, facts restated --------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30a_abf_quiz_pass_before_dealer_called_offender_passes_once(
    tmp_path: Path, edition: str
) -> None:
    # East deals; South passes first; West refuses it; East opens: South must pass.
    events = ev("S Pass; W dir; W ch reject; E 1H")
    report = rule_json(record(events, edition, board=2), tmp_path)
    assert report["next"] == "S"
    assert report["obligations"] == [
        {"type": "must_pass", "seat": "S", "laws": ["30A"], "scope": "next_turn"}
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29a_abf_quiz_bid_at_rhos_turn_lho_may_accept(tmp_path: Path, edition: str) -> None:
    # West deals 1S, North passes, South bids 2C before East: West, South's LHO,
    # may accept it (29A) or refuse it (31A).
    events = ev("W 1S; N Pass; S 2C; W dir")
    report = rule_json(record(events, edition, board=4), tmp_path)
    last = report["rulings"][-1]
    assert last["chooser"] == "W" and [o["code"] for o in last["options"]] == ["accept", "reject"]
    events = ev("W 1S; N Pass; S 2C; W dir; W ch accept")
    report = rule_json(record(events, edition, board=4), tmp_path)
    assert report["next"] == "W" and report["obligations"] == []


# -- 31A2 when RHO's own call is irregular ("rectified as usual", 31A footnote) --------

#: West bids 2H at South's turn (after 1S P); North refuses it; South, in
#: turn, bids 1D, insufficient: his call is put right first, then West's
#: call is judged as after a bid by RHO (31A2; 2007 31A2a/b)
RHO_INSUFFICIENT = "N 1S; E Pass; W 2H; N dir; N ch reject; S 1D"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a2_after_rhos_insufficient_bid_accepted_by_the_offender(
    tmp_path: Path, edition: str
) -> None:
    # West's own 3H accepts South's 1D (27A1) and is the call 31A2 judges
    events = ev(
        RHO_INSUFFICIENT
        + "; W 3H"
        + ("; fact comparable false" if edition == "2017" else "; fact artificial false")
    )
    report = rule_json(record(events, edition), tmp_path)
    cancelled = report["rulings"][0]
    assert cancelled["irregularity"] == "bid_out_of_rotation"
    law = "31A2b" if edition == "2017" else "31A2a"  # 2007: hearts repeated
    assert {"type": "must_pass", "seat": "E", "laws": [law], "scope": "next_turn"} in report[
        "obligations"
    ]
    assert report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a2_after_rhos_insufficient_bid_ruled_under_27(tmp_path: Path, edition: str) -> None:
    # West calls the director over South's 1D, refuses it, South corrects to
    # 2D (27B1a); West then bids 3H: still judged under 31A2
    events = ev(
        RHO_INSUFFICIENT
        + "; W dir; fact artificial false; W ch reject; S 2D; W 3H"
        + ("; fact comparable false" if edition == "2017" else "; fact artificial false")
    )
    report = rule_json(record(events, edition), tmp_path)
    law = "31A2b" if edition == "2017" else "31A2a"
    assert {"type": "must_pass", "seat": "E", "laws": [law], "scope": "next_turn"} in report[
        "obligations"
    ]
    if edition == "2007":
        # 3D does not repeat the denomination: East passes throughout (31A2b)
        events = ev(
            RHO_INSUFFICIENT
            + "; W dir; fact artificial false; W ch reject; S 2D; W 3D; fact artificial false"
        )
        report = rule_json(record(events, edition), tmp_path)
        assert {
            "type": "must_pass",
            "seat": "E",
            "laws": ["31A2b"],
            "scope": "rest_of_auction",
        } in report["obligations"]


# -- the branch told: 2007 26A or 26B; the rubber rules cite no duplicate laws ------


def test_law_26_2007_lead_ruling_names_its_branch(tmp_path: Path) -> None:
    events = ev(ARTIFICIAL_2C.format(again="3C"))
    text = rule_text(record(events, "2007"), tmp_path, "en")
    assert "may require or forbid its lead (26A2)" in text
    # a double out of rotation at partner's turn: any suit may be forbidden
    events = ev("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W 3H; N 3S; E Pass; S Pass; W Pass")
    text = rule_text(record(events, "2007"), tmp_path, "nl")
    assert "één kleur naar keuze voor te spelen (26B)" in text
    assert_clean_text(text)


@pytest.mark.parametrize(
    ("script", "said"),
    [
        ("N 7S; E 8C; S dir", "South now chooses among the options, after hearing every one"),
        ("N 1S; E Pass; S X; W Pass", "Nobody acts until the irregularity has been dealt with."),
    ],
)
def test_rubber_instruction_cites_no_duplicate_law(tmp_path: Path, script: str, said: str) -> None:
    text = rule_text(record(ev(script), "rubber"), tmp_path, "en")
    assert said in text
    assert "(10C1)" not in text and "(9B2)" not in text and "(85)" not in text
    assert_clean_text(rule_text(record(ev(script), "rubber"), tmp_path, "nl"))


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24_text_says_what_the_exposed_cards_show_is_unauthorized(
    tmp_path: Path, edition: str
) -> None:
    # no call was withdrawn: it is the card lying face up that partner may not use
    events = ev("N 1S; E exp SQ; S dir")
    ui = "16C" if edition == "2017" else "16D"
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert f"wat de open kaarten tonen is ongeoorloofd voor West (24, {ui})" in text
    assert "ingetrokken handeling" not in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24_2007_has_no_sections_d_and_e(tmp_path: Path, edition: str) -> None:
    # East shows the queen of spades in the auction and defends: a penalty card
    # under 24E (2017); the 2007 Law 24 says so in its opening text, unlettered
    events = ev("N 1S; E exp SQ; S dir; E Pass; S 2S; W Pass; N Pass; E Pass")
    report = rule_json(record(events, edition), tmp_path)
    law = "24E" if edition == "2017" else "24"
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": [law, "50"], "card": "SQ", "kind": "major"}
    ]
    text = rule_text(record(events, edition), tmp_path, "en")
    assert ("24E" in text) is (edition == "2017") and ("24D" in text) is (edition == "2017")
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39_ruling_names_its_branch(tmp_path: Path, edition: str) -> None:
    # a defender's bid after the final pass: 39C; declarer's: 39B
    report = rule_json(record(ev("N 1S; E Pass; S Pass; W Pass; E 2H; S dir"), edition), tmp_path)
    assert report["rulings"][0]["laws"] == ["39", "39C"]
    report = rule_json(record(ev("N 1S; E Pass; S Pass; W Pass; S 2S; W dir"), edition), tmp_path)
    assert report["rulings"][0]["laws"] == ["39", "39B"]
    text = rule_text(
        record(ev("N 1S; E Pass; S Pass; W Pass; E 2H; S dir"), edition), tmp_path, "en"
    )
    assert "ruled (39, 39C)" in text


@pytest.mark.parametrize(
    "script",
    [
        "N 1S; E 1H; S dir; E Pass",  # 40(1) wants a bid: a pass is 42(f)
        "N 1S; E exp S8; S dir; E Pass",  # 43(a): the low card's fate waits
    ],
)
def test_rubber_auction_texts_name_everything_in_words(tmp_path: Path, script: str) -> None:
    for lang in ("nl", "en", "de"):
        text = rule_text(record(ev(script), "rubber"), tmp_path, lang)
        assert "illegal_replacement" not in text and "exposed_card_auction" not in text
        assert_clean_text(text)
