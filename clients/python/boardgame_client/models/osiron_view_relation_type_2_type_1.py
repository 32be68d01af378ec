from enum import StrEnum


class OsironViewRelationType2Type1(StrEnum):
    BORDERING = "bordering"
    POINTING = "pointing"

    def __str__(self) -> str:
        return str(self.value)
