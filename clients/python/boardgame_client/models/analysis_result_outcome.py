from enum import StrEnum


class AnalysisResultOutcome(StrEnum):
    ANALYSED = "analysed"

    def __str__(self) -> str:
        return str(self.value)
