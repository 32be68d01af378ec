from enum import StrEnum


class HistoryEntryType(StrEnum):
    ABANDONED = "abandoned"
    CANCELLED = "cancelled"
    CREATED = "created"
    DRAW_AGREED = "draw_agreed"
    DRAW_DECLINED = "draw_declined"
    DRAW_OFFERED = "draw_offered"
    EXPIRED = "expired"
    FINISHED = "finished"
    JOINED = "joined"
    MOVE = "move"
    REMATCH = "rematch"
    RESIGNED = "resigned"
    SEAT_CHANGED = "seat_changed"
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)
