from enum import StrEnum


class IsisOsirisRevealMoveAction(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
