from enum import StrEnum


class ConfigureSeatLevel(StrEnum):
    EASY = "easy"
    HARD = "hard"
    MEDIUM = "medium"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
