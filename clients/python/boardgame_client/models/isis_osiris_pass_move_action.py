from enum import StrEnum


class IsisOsirisPassMoveAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
