from enum import StrEnum


class JobKind(StrEnum):
    AI_TURN = "ai_turn"
    ANALYSIS = "analysis"
    HINT = "hint"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
