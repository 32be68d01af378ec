from enum import StrEnum


class OsironLegalMovesType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
