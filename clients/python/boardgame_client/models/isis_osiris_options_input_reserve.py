from enum import StrEnum


class IsisOsirisOptionsInputReserve(StrEnum):
    COMMON = "common"
    PERSONAL = "personal"

    def __str__(self) -> str:
        return str(self.value)
