from enum import StrEnum


class IsisOsirisOptionsReserve(StrEnum):
    COMMON = "common"
    PERSONAL = "personal"

    def __str__(self) -> str:
        return str(self.value)
