from enum import StrEnum


class OsironStreamEntryReplacedBy(StrEnum):
    AI = "ai"

    def __str__(self) -> str:
        return str(self.value)
