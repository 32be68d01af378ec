from enum import StrEnum


class IsisOsirisStoneMoveInputAction(StrEnum):
    STONE = "stone"

    def __str__(self) -> str:
        return str(self.value)
