from enum import StrEnum


class IsaacFeedEventDataReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
