from enum import StrEnum


class OsironResultReason(StrEnum):
    AGREEMENT = "agreement"
    CIRCLE_COMPLETED = "circle_completed"
    OPPONENT_COMPLETED_CIRCLE = "opponent_completed_circle"
    PLY_CAP = "ply_cap"
    REPETITION = "repetition"
    RESIGNATION = "resignation"
    SIMULTANEOUS_COMPLETION = "simultaneous_completion"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
