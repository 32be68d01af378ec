from enum import StrEnum


class IsaacDirection(StrEnum):
    H = "h"
    V = "v"

    def __str__(self) -> str:
        return str(self.value)
