from enum import StrEnum


class IsisOsirisNewTicketType(StrEnum):
    ISIS_OSIRIS = "isis-osiris"

    def __str__(self) -> str:
        return str(self.value)
