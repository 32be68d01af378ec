from enum import StrEnum


class IsaacNewTicketType(StrEnum):
    ISAAC = "isaac"

    def __str__(self) -> str:
        return str(self.value)
