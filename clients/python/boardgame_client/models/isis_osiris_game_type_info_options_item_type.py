from enum import StrEnum


class IsisOsirisGameTypeInfoOptionsItemType(StrEnum):
    BOOL = "bool"
    ENUM = "enum"
    INT = "int"
    OBJECT = "object"

    def __str__(self) -> str:
        return str(self.value)
