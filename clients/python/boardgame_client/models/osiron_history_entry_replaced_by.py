from enum import StrEnum


class OsironHistoryEntryReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
