from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isaac_game import IsaacGame
    from ..models.isis_osiris_game import IsisOsirisGame
    from ..models.osiron_game import OsironGame


T = TypeVar("T", bound="Rematch")


@_attrs_define
class Rematch:
    """A rematch and the caller's seat in it.

    Attributes:
        game (IsaacGame | IsisOsirisGame | OsironGame):
        seat (int):
        token (None | str): The token that acts for the caller's seat in the rematch: fresh, or the caller's own when
            the rematch inherited the tokens; null once the creator has re-keyed the seat. Keep it.
    """

    game: IsaacGame | IsisOsirisGame | OsironGame
    seat: int
    token: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.osiron_game import OsironGame

        game: dict[str, Any]
        if isinstance(self.game, IsisOsirisGame) or isinstance(self.game, OsironGame):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()

        seat = self.seat

        token: None | str
        token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_game import IsaacGame
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.osiron_game import OsironGame

        d = dict(src_dict)

        def _parse_game(data: object) -> IsaacGame | IsisOsirisGame | OsironGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = IsisOsirisGame.from_dict(data)

                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = OsironGame.from_dict(data)

                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_2 = IsaacGame.from_dict(data)

            return componentsschemas_game_type_2

        game = _parse_game(d.pop("game"))

        seat = d.pop("seat")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        rematch = cls(
            game=game,
            seat=seat,
            token=token,
        )

        rematch.additional_properties = d
        return rematch

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
