from enum import StrEnum


class OsironNewTicketType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
