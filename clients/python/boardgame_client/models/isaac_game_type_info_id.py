from enum import StrEnum


class IsaacGameTypeInfoId(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
