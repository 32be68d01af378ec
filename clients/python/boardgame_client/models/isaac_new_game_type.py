from enum import StrEnum


class IsaacNewGameType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
