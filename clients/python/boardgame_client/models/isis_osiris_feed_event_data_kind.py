from enum import StrEnum


class IsisOsirisFeedEventDataKind(StrEnum):
    AI = "ai"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
