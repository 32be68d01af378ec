from enum import StrEnum


class IsaacPassMoveAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
