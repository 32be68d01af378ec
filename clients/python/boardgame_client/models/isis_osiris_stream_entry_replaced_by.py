from enum import StrEnum


class IsisOsirisStreamEntryReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
