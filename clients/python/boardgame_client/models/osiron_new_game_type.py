from enum import StrEnum


class OsironNewGameType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
