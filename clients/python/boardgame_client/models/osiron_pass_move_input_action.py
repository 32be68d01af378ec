from enum import StrEnum


class OsironPassMoveInputAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
