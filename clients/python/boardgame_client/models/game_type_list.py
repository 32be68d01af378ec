from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isaac_game_type_info import IsaacGameTypeInfo
    from ..models.isis_osiris_game_type_info import IsisOsirisGameTypeInfo
    from ..models.osiron_game_type_info import OsironGameTypeInfo


T = TypeVar("T", bound="GameTypeList")


@_attrs_define
class GameTypeList:
    """
    Attributes:
        game_types (list[IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo]):
    """

    game_types: list[IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_game_type_info import IsisOsirisGameTypeInfo
        from ..models.osiron_game_type_info import OsironGameTypeInfo

        game_types = []
        for game_types_item_data in self.game_types:
            game_types_item: dict[str, Any]
            if isinstance(game_types_item_data, IsisOsirisGameTypeInfo) or isinstance(
                game_types_item_data, OsironGameTypeInfo
            ):
                game_types_item = game_types_item_data.to_dict()
            else:
                game_types_item = game_types_item_data.to_dict()

            game_types.append(game_types_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_types": game_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_game_type_info import IsaacGameTypeInfo
        from ..models.isis_osiris_game_type_info import IsisOsirisGameTypeInfo
        from ..models.osiron_game_type_info import OsironGameTypeInfo

        d = dict(src_dict)
        game_types = []
        _game_types = d.pop("game_types")
        for game_types_item_data in _game_types:

            def _parse_game_types_item(
                data: object,
            ) -> IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_type_out_type_0 = (
                        IsisOsirisGameTypeInfo.from_dict(data)
                    )

                    return componentsschemas_game_type_out_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_type_out_type_1 = (
                        OsironGameTypeInfo.from_dict(data)
                    )

                    return componentsschemas_game_type_out_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_out_type_2 = IsaacGameTypeInfo.from_dict(
                    data
                )

                return componentsschemas_game_type_out_type_2

            game_types_item = _parse_game_types_item(game_types_item_data)

            game_types.append(game_types_item)

        game_type_list = cls(
            game_types=game_types,
        )

        game_type_list.additional_properties = d
        return game_type_list

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
