"""Events: pairs, teams and individual sessions stored in SQLite, scored by the
Law 78 methods, imported from and exported to PBN, CSV and HTML.

* :mod:`.store`: the event file (SQLAlchemy, Alembic migrations), entries
  checked and written one transaction each;
* :mod:`.scoring`: travellers, rankings with ties, score cards, team matches;
* :mod:`.pbn_io`: PBN import (table records, frequency tables, team rooms)
  and export (ScoreMP, ScoreIMP, ScorePercentage, ScoreTable, TotalScoreTable);
* :mod:`.reports`: CSV and the printable HTML results page.
"""

from bridgelaws.events.scoring import EventScores, Standing, score_event
from bridgelaws.events.store import EventData, EventSettings, EventStore, ResultEntry

__all__ = [
    "EventData",
    "EventScores",
    "EventSettings",
    "EventStore",
    "ResultEntry",
    "Standing",
    "score_event",
]
