from enum import StrEnum


class OsironSetup(StrEnum):
    BEGINNER = "beginner"
    CUSTOM = "custom"
    PLACEMENT = "placement"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
