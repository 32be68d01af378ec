from enum import StrEnum


class GetMatchmakingStatsType(StrEnum):
    ISAAC = "isaac"
    ISIS_OSIRIS = "isis-osiris"
    OSIRON = "osiron"

    def __str__(self) -> str:
        return str(self.value)
