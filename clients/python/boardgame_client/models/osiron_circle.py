from enum import StrEnum


class OsironCircle(StrEnum):
    C = "C"
    N0 = "N0"
    N1 = "N1"
    N2 = "N2"
    N3 = "N3"
    N4 = "N4"
    N5 = "N5"

    def __str__(self) -> str:
        return str(self.value)
