"""The first event schema: event, participants, boards, matches, results, penalties.

Revision ID: 0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "event",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("method", sa.String(20), nullable=False),
        sa.Column("mp_form", sa.String(10), nullable=False),
        sa.Column("expected", sa.Integer, nullable=True),
        sa.Column("vp_scale", sa.String(12), nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("date", sa.String(20), nullable=True),
        sa.Column("site", sa.String(200), nullable=True),
        sa.CheckConstraint("kind IN ('pairs', 'teams', 'individual')", name="event_kind"),
    )
    op.create_table(
        "participant",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False, unique=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("members", sa.String(400), nullable=True),
    )
    op.create_table(
        "board",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False, unique=True),
        sa.Column("dealer", sa.String(1), nullable=False),
        sa.Column("vulnerability", sa.String(4), nullable=False),
        sa.Column("deal", sa.String(80), nullable=True),
    )
    op.create_table(
        "match",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("round", sa.Integer, nullable=True),
        sa.Column("home_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=False),
        sa.Column("away_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=False),
        sa.Column("knockout", sa.Boolean, nullable=False),
        sa.CheckConstraint("home_id <> away_id", name="match_distinct_teams"),
        sa.UniqueConstraint("round", "home_id", "away_id", name="match_once"),
    )
    op.create_table(
        "result",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("board_id", sa.Integer, sa.ForeignKey("board.id"), nullable=False),
        sa.Column("ns_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=True),
        sa.Column("ew_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=True),
        sa.Column("ns_partner_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=True),
        sa.Column("ew_partner_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=True),
        sa.Column("match_id", sa.Integer, sa.ForeignKey("match.id"), nullable=True),
        sa.Column("room", sa.String(6), nullable=True),
        sa.Column("round", sa.Integer, nullable=True),
        sa.Column("table_no", sa.Integer, nullable=True),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("contract", sa.String(8), nullable=True),
        sa.Column("declarer", sa.String(1), nullable=True),
        sa.Column("tricks", sa.Integer, nullable=True),
        sa.Column("lead", sa.String(3), nullable=True),
        sa.Column("ns", sa.String(200), nullable=False),
        sa.Column("ew", sa.String(200), nullable=False),
        sa.Column("note", sa.Text, nullable=True),
        sa.CheckConstraint("ns_id IS NULL OR ns_id <> ew_id", name="result_distinct_sides"),
        sa.CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name="result_tricks"),
        sa.CheckConstraint(
            "kind IN ('table', 'assigned', 'weighted', 'artificial', 'split')", name="result_kind"
        ),
        sa.UniqueConstraint("board_id", "ns_id", "match_id", "room", name="result_ns_once"),
        sa.UniqueConstraint("board_id", "ew_id", "match_id", "room", name="result_ew_once"),
    )
    op.create_index("ix_result_board_id", "result", ["board_id"])
    op.create_index("ix_result_ns_id", "result", ["ns_id"])
    op.create_index("ix_result_ew_id", "result", ["ew_id"])
    op.create_index("ix_result_match_id", "result", ["match_id"])
    op.create_table(
        "penalty",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("participant_id", sa.Integer, sa.ForeignKey("participant.id"), nullable=False),
        sa.Column("board_id", sa.Integer, sa.ForeignKey("board.id"), nullable=True),
        sa.Column("match_id", sa.Integer, sa.ForeignKey("match.id"), nullable=True),
        sa.Column("amount", sa.Float, nullable=False),
        sa.Column("unit", sa.String(3), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
    )
    op.create_index("ix_penalty_participant_id", "penalty", ["participant_id"])


def downgrade() -> None:
    op.drop_table("penalty")
    op.drop_table("result")
    op.drop_table("match")
    op.drop_table("board")
    op.drop_table("participant")
    op.drop_table("event")
