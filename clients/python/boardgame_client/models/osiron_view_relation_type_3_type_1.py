from enum import StrEnum


class OsironViewRelationType3Type1(StrEnum):
    BORDERING = "bordering"
    POINTING = "pointing"

    def __str__(self) -> str:
        return str(self.value)
