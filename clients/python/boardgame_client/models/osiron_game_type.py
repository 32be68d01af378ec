from enum import StrEnum


class OsironGameType(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
