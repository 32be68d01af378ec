from enum import StrEnum


class AiTurnResultOutcome(StrEnum):
    APPLIED = "applied"

    def __str__(self) -> str:
        return str(self.value)
