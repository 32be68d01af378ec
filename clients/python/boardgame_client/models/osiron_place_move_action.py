from enum import StrEnum


class OsironPlaceMoveAction(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
