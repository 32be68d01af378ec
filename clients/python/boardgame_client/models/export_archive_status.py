from enum import StrEnum


class ExportArchiveStatus(StrEnum):
    ABANDONED = "abandoned"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
