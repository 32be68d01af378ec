from enum import StrEnum


class IsisOsirisViewReasonType2Type1(StrEnum):
    BOARD_FULL = "board_full"
    RESIGNATION = "resignation"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
