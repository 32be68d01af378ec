from enum import StrEnum


class IsaacGameTypeInfoOptionsItemType(StrEnum):
    BOOL = "bool"
    ENUM = "enum"
    INT = "int"
    OBJECT = "object"

    def __str__(self) -> str:
        return str(self.value)
