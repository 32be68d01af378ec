from enum import StrEnum


class IsisOsirisFeedEventGameType(StrEnum):
    ISIS_OSIRIS = "isis-osiris"

    def __str__(self) -> str:
        return str(self.value)
