from enum import StrEnum


class GetV1GamesGameIdBoardSvgCoords(StrEnum):
    DARK = "dark"
    LIGHT = "light"

    def __str__(self) -> str:
        return str(self.value)
