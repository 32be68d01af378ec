from enum import StrEnum


class IsaacStreamEntryReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
