from enum import StrEnum


class IsaacPlaceMoveInputAction(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
