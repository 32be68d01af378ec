from enum import StrEnum


class TicketMatchedEventType(StrEnum):
    TICKET_MATCHED = "ticket_matched"

    def __str__(self) -> str:
        return str(self.value)
