from enum import StrEnum


class OsironHistoryPageType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
