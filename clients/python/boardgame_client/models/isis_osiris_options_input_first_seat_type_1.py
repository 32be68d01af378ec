from enum import StrEnum


class IsisOsirisOptionsInputFirstSeatType1(StrEnum):
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
