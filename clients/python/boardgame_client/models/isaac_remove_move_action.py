from enum import StrEnum


class IsaacRemoveMoveAction(StrEnum):
    REMOVE = "remove"

    def __str__(self) -> str:
        return str(self.value)
