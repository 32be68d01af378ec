from enum import StrEnum


class AnalysisResultLevel(StrEnum):
    DEEP = "deep"
    QUICK = "quick"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
