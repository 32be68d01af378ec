from enum import StrEnum


class IsaacGameType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
