from enum import StrEnum


class IsisOsirisFeedEventDataReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
