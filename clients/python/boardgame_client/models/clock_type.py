from enum import StrEnum


class ClockType(StrEnum):
    GAME = "game"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
