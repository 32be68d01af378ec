from enum import StrEnum


class IsisOsirisPassMoveInputAction(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
