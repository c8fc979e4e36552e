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
