from enum import StrEnum


class IsaacPassMoveInputAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
