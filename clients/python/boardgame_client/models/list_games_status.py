from enum import StrEnum


class ListGamesStatus(StrEnum):
    ABANDONED = "abandoned"
    ACTIVE = "active"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    FINISHED = "finished"
    SCORING = "scoring"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
