from enum import StrEnum


class GetAnalysisLevel(StrEnum):
    DEEP = "deep"
    QUICK = "quick"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
