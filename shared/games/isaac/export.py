"""ISAAC in the text export (``shared/export.py``): a removal's line notes
its points and the seat's new score (``{12 points, score 40}``)."""

from __future__ import annotations

from ..base import ExportHooks


class IsaacExportHooks(ExportHooks):
    def notes(self, record: dict) -> list[str]:
        if "points" in record:
            return [f"{record['points']} points, score {record['score']}"]
        return []


HOOKS = IsaacExportHooks()
