from enum import StrEnum


class StaleResultOutcome(StrEnum):
    STALE = "stale"

    def __str__(self) -> str:
        return str(self.value)
