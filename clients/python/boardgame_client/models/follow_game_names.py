from enum import StrEnum


class FollowGameNames(StrEnum):
    LEGACY = "legacy"

    def __str__(self) -> str:
        return str(self.value)
