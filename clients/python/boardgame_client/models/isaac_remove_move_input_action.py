from enum import StrEnum


class IsaacRemoveMoveInputAction(StrEnum):
    REMOVE = "remove"

    def __str__(self) -> str:
        return str(self.value)
