from enum import StrEnum


class TicketExpiredEventType(StrEnum):
    TICKET_EXPIRED = "ticket_expired"

    def __str__(self) -> str:
        return str(self.value)
