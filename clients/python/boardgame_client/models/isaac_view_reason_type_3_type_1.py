from enum import StrEnum


class IsaacViewReasonType3Type1(StrEnum):
    BOTH_OUT = "both_out"
    REACHED_100 = "reached_100"
    RESIGNATION = "resignation"
    TIE_BREAK = "tie_break"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
