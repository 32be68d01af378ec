from enum import StrEnum


class SeatOutKind(StrEnum):
    AI = "ai"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
