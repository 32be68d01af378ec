from enum import StrEnum


class HintResultOutcome(StrEnum):
    HINT = "hint"

    def __str__(self) -> str:
        return str(self.value)
