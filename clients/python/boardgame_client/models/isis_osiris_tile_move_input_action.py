from enum import StrEnum


class IsisOsirisTileMoveInputAction(StrEnum):
    TILE = "tile"

    def __str__(self) -> str:
        return str(self.value)
