from enum import StrEnum


class IsaacLegalMovesType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
