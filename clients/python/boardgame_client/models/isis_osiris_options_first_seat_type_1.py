from enum import StrEnum


class IsisOsirisOptionsFirstSeatType1(StrEnum):
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
