from enum import StrEnum


class IsisOsirisStoneMoveAction(StrEnum):
    STONE = "stone"

    def __str__(self) -> str:
        return str(self.value)
