from enum import StrEnum


class IsaacViewPhase(StrEnum):
    OVER = "over"
    PLACEMENT = "placement"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
