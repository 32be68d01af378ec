from enum import StrEnum


class AiLevel(StrEnum):
    EASY = "easy"
    HARD = "hard"
    MEDIUM = "medium"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
