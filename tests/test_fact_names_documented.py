"""Every fact a record may give (spec §3, §6) is documented: a developer
writing records for the engine finds each name the rules read, with its
value and its laws, in README.md or docs/."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws import found_revoke, rules
from bridgelaws.editions import get_edition
from bridgelaws.fact_names import QUESTION_FACTS
from bridgelaws.judgment import FACT_LAWS

ROOT = Path(__file__).resolve().parents[1]


def documented() -> str:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    return "\n".join(page.read_text(encoding="utf-8") for page in pages)


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_every_fact_name_a_rule_reads_is_documented(edition: str) -> None:
    registry = get_edition(edition).registry
    names = (
        QUESTION_FACTS
        | found_revoke.FACTS
        | frozenset(FACT_LAWS)
        | registry.codes(rules.Hook.PLAY_FACT)
        | registry.codes(rules.Hook.RUBBER_FACT)
    )
    assert len(names) > 30
    text = documented()
    assert [name for name in sorted(names) if f"`{name}`" not in text] == []
