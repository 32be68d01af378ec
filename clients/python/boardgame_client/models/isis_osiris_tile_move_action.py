from enum import StrEnum


class IsisOsirisTileMoveAction(StrEnum):
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
