from enum import StrEnum


class IsaacViewGame(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
