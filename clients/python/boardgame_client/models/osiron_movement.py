from enum import StrEnum


class OsironMovement(StrEnum):
    ADVANCED = "advanced"
    BASIC = "basic"

    def __str__(self) -> str:
        return str(self.value)
