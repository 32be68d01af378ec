from enum import StrEnum


class FollowFeedResponse200Event(StrEnum):
    CLOCK_WARNING = "clock_warning"
    DRAW_AGREED = "draw_agreed"
    DRAW_DECLINED = "draw_declined"
    DRAW_OFFERED = "draw_offered"
    FEED_TRUNCATED = "feed_truncated"
    GAME_ABANDONED = "game_abandoned"
    GAME_CANCELLED = "game_cancelled"
    GAME_CREATED = "game_created"
    GAME_EXPIRED = "game_expired"
    GAME_FINISHED = "game_finished"
    MOVE_APPLIED = "move_applied"
    PLAYER_DELETED = "player_deleted"
    REMATCH = "rematch"
    RESIGNED = "resigned"
    SEAT_CHANGED = "seat_changed"
    SEAT_JOINED = "seat_joined"
    TICKET_EXPIRED = "ticket_expired"
    TICKET_MATCHED = "ticket_matched"
    TIMED_OUT = "timed_out"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
