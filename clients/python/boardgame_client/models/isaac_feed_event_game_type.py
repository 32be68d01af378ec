from enum import StrEnum


class IsaacFeedEventGameType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
