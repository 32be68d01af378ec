from enum import StrEnum


class IsisOsirisHistoryEntryReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
