from enum import StrEnum


class OsironGameTypeInfoId(StrEnum):
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
