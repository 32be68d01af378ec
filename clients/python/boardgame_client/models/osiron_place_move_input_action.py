from enum import StrEnum


class OsironPlaceMoveInputAction(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
