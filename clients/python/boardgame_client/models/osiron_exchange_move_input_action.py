from enum import StrEnum


class OsironExchangeMoveInputAction(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
