from enum import StrEnum


class OsironFeedEventGameType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
