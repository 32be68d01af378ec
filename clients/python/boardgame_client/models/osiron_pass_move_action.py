from enum import StrEnum


class OsironPassMoveAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
