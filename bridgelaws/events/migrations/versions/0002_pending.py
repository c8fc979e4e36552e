"""Tables waiting for an adjusted score: a table record that stopped before the
board could be scored (``bridgelaws event result --record``).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "pending",
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
        sa.Column("contract", sa.String(8), nullable=True),
        sa.Column("declarer", sa.String(1), nullable=True),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("note", sa.Text, nullable=True),
        sa.Column("record", sa.Text, nullable=True),
        sa.CheckConstraint("ns_id IS NULL OR ns_id <> ew_id", name="pending_distinct_sides"),
    )
    op.create_index("ix_pending_board_id", "pending", ["board_id"])


def downgrade() -> None:
    op.drop_index("ix_pending_board_id", "pending")
    op.drop_table("pending")
