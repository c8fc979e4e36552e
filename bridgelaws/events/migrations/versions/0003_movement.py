"""The movement stored with the event: its kind and what it makes (who sits
where with which boards, or the team pairings), as JSON; and the form of a
fouled board each result was played on (Law 87).

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "movement",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("data", sa.Text, nullable=False),
    )
    with op.batch_alter_table("result") as batch:
        batch.add_column(sa.Column("version", sa.String(8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("result") as batch:
        batch.drop_column("version")
    op.drop_table("movement")
