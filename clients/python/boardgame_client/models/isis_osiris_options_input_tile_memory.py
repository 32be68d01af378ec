from enum import StrEnum


class IsisOsirisOptionsInputTileMemory(StrEnum):
    HIDDEN = "hidden"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
