from enum import StrEnum


class GameClockSettingsType(StrEnum):
    GAME = "game"

    def __str__(self) -> str:
        return str(self.value)
