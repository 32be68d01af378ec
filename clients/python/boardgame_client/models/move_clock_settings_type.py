from enum import StrEnum


class MoveClockSettingsType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
