from enum import StrEnum


class DrawActionAction(StrEnum):
    ACCEPT = "accept"
    DECLINE = "decline"
    OFFER = "offer"

    def __str__(self) -> str:
        return str(self.value)
