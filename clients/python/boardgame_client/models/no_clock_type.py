from enum import StrEnum


class NoClockType(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
