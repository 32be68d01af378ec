from enum import StrEnum


class ConfigureSeatKind(StrEnum):
    AI = "ai"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
