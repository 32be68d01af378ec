from enum import StrEnum


class SeatSpecKind(StrEnum):
    AI = "ai"
    HUMAN = "human"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
