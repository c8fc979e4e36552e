"""Every message the rules can show has a Dutch and a German text."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bridgelaws.i18n import catalog, translate

PACKAGE = Path(__file__).resolve().parents[1] / "bridgelaws"
SOURCES = PACKAGE / "irregularities"
#: other modules whose texts are shown to users
SHOWN = [
    PACKAGE / name
    for name in (
        "rulings.py",
        "cli_direct.py",
        "report_text.py",
        "instruction.py",
        "protocol.py",
        "found_revoke.py",
        "situation.py",
        "editions/base.py",
    )
]


def messages() -> set[str]:
    """String literals passed to Message(...) or kept as *_TEXT class constants."""
    found: set[str] = set()
    for path in [*SOURCES.glob("*.py"), *(PACKAGE / "claims").glob("*.py"), *SHOWN]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("Message", "_"):
                first = node.args[0] if node.args else None
                # a message chosen by a condition (singular or plural): both texts
                branches = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
                for text in branches:
                    if isinstance(text, ast.Constant) and isinstance(text.value, str):
                        found.add(text.value)
            if (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id.endswith("_TEXT") for t in node.targets)
                and isinstance(node.value, ast.Constant)
            ):
                found.add(node.value.value)
            if (
                isinstance(node, ast.Return)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
                and "{call}" in node.value.value
            ):
                found.add(node.value.value)
    from bridgelaws.rulings import IRREGULARITY_NAMES

    found.update(IRREGULARITY_NAMES.values())
    return found


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_every_message_is_translated(lang: str) -> None:
    found = catalog(lang)
    assert found is not None
    missing = [m for m in messages() if not (found.get(m) and found.get(m).string)]
    assert missing == []
    assert len(messages()) >= 10


def test_a_sentence_opened_by_a_lower_case_call_starts_with_a_capital() -> None:
    """'pas wordt geannuleerd' reads as 'Pas wordt geannuleerd' (Dutch calls are
    written in lower case, but a sentence still opens with a capital)."""
    text = translate(
        "{call} is cancelled and {turn} calls. {offender} must pass at his next turn (30A).",
        "nl",
        call="pas",
        turn="Oost",
        offender="Zuid",
    )
    assert text.startswith("Pas wordt geannuleerd en Oost biedt.")
    # a fragment (no full stop) keeps the value as written
    assert translate("{seat} calls {call}", "nl", seat="noord", call="pas") == "noord biedt pas"


#: a claim made again while the first is open, and the double-dummy verdict on a claim
AGAIN = (
    "{seat} claimed {tricks} tricks in all for his side while the claim of {first} was still "
    "open: what was claimed is unclear, and the director rules the claim (70)."
)
AT_MOST = (
    "No line makes the claim: against the best defence {side} takes at most {dd} tricks, "
    "for instance: {line}."
)


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "1 trick in all", "2 tricks in all"),
        ("nl", "in totaal 1 slag voor", "in totaal 2 slagen voor"),
        ("de", "insgesamt 1 Stich für", "insgesamt 2 Stiche für"),
    ],
)
def test_a_count_of_one_takes_the_singular(lang: str, one: str, two: str) -> None:
    """A defender claiming the last trick claims '1 slag', not '1 slagen'."""
    said = translate(AGAIN, lang, seat="West", tricks="1", first="5")
    assert one in said
    assert two in translate(AGAIN, lang, seat="West", tricks="2", first="5")
    # the count of the other field (5) keeps its own noun; a 1 elsewhere changes nothing
    assert "1 slagen" not in translate(AT_MOST, "nl", side="NZ", dd="1", line="-")
    assert translate("{n} of {m} tricks", "en", n="1", m="3") == "1 of 3 tricks"
