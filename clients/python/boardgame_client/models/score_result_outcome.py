from enum import StrEnum


class ScoreResultOutcome(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
