from enum import StrEnum


class OsironFeedEventDataReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
