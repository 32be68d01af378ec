from enum import StrEnum


class IsaacPlaceMoveAction(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
