from enum import StrEnum


class IsisOsirisNewGameType(StrEnum):
    ISIS_OSIRIS = "isis-osiris"

    def __str__(self) -> str:
        return str(self.value)
