from enum import StrEnum


class IsaacHistoryPageType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
