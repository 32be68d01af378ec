from enum import StrEnum


class IsisOsirisRevealMoveInputAction(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
