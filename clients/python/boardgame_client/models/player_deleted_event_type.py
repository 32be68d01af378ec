from enum import StrEnum


class PlayerDeletedEventType(StrEnum):
    PLAYER_DELETED = "player_deleted"

    def __str__(self) -> str:
        return str(self.value)
