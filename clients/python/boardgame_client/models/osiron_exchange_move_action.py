from enum import StrEnum


class OsironExchangeMoveAction(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
