from enum import StrEnum


class OsironViewPhase(StrEnum):
    EXCHANGE = "exchange"
    PLACEMENT = "placement"

    def __str__(self) -> str:
        return str(self.value)
