from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isaac_view_game import IsaacViewGame
from ..models.isaac_view_phase import IsaacViewPhase
from ..models.isaac_view_reason_type_1 import IsaacViewReasonType1
from ..models.isaac_view_reason_type_2_type_1 import IsaacViewReasonType2Type1
from ..models.isaac_view_reason_type_3_type_1 import IsaacViewReasonType3Type1

if TYPE_CHECKING:
    from ..models.isaac_view_hands_item import IsaacViewHandsItem
    from ..models.isaac_view_pieces_item import IsaacViewPiecesItem


T = TypeVar("T", bound="IsaacView")


@_attrs_define
class IsaacView:
    """An ISAAC game (everything is public: the same for every viewer).

    Attributes:
        board (list[int | None]): Piece id on each cell (index = Dark's coordinate), or null.
        counters (list[None | str]):
        first_passer (int | None):
        game (IsaacViewGame):
        hands (list[IsaacViewHandsItem]):
        longest_removed (list[int]):
        out (list[bool]):
        over (bool):
        passed (list[bool]):
        phase (IsaacViewPhase):
        pieces (list[IsaacViewPiecesItem]):
        reason (IsaacViewReasonType1 | IsaacViewReasonType2Type1 | IsaacViewReasonType3Type1 | None):
        scores (list[int]):
        to_move (int | None):
        winner (int | None):
    """

    board: list[int | None]
    counters: list[None | str]
    first_passer: int | None
    game: IsaacViewGame
    hands: list[IsaacViewHandsItem]
    longest_removed: list[int]
    out: list[bool]
    over: bool
    passed: list[bool]
    phase: IsaacViewPhase
    pieces: list[IsaacViewPiecesItem]
    reason: (
        IsaacViewReasonType1
        | IsaacViewReasonType2Type1
        | IsaacViewReasonType3Type1
        | None
    )
    scores: list[int]
    to_move: int | None
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = []
        for board_item_data in self.board:
            board_item: int | None
            board_item = board_item_data
            board.append(board_item)

        counters = []
        for counters_item_data in self.counters:
            counters_item: None | str
            counters_item = counters_item_data
            counters.append(counters_item)

        first_passer: int | None
        first_passer = self.first_passer

        game = self.game.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        longest_removed = self.longest_removed

        out = self.out

        over = self.over

        passed = self.passed

        phase = self.phase.value

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)

        reason: None | str
        if (
            isinstance(self.reason, IsaacViewReasonType1)
            or isinstance(self.reason, IsaacViewReasonType2Type1)
            or isinstance(self.reason, IsaacViewReasonType3Type1)
        ):
            reason = self.reason.value
        else:
            reason = self.reason

        scores = self.scores

        to_move: int | None
        to_move = self.to_move

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "counters": counters,
                "first_passer": first_passer,
                "game": game,
                "hands": hands,
                "longest_removed": longest_removed,
                "out": out,
                "over": over,
                "passed": passed,
                "phase": phase,
                "pieces": pieces,
                "reason": reason,
                "scores": scores,
                "to_move": to_move,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_view_hands_item import IsaacViewHandsItem
        from ..models.isaac_view_pieces_item import IsaacViewPiecesItem

        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in _board:

            def _parse_board_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)

        counters = []
        _counters = d.pop("counters")
        for counters_item_data in _counters:

            def _parse_counters_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            counters_item = _parse_counters_item(counters_item_data)

            counters.append(counters_item)

        def _parse_first_passer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_passer = _parse_first_passer(d.pop("first_passer"))

        game = IsaacViewGame(d.pop("game"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = IsaacViewHandsItem.from_dict(hands_item_data)

            hands.append(hands_item)

        longest_removed = cast(list[int], d.pop("longest_removed"))

        out = cast(list[bool], d.pop("out"))

        over = d.pop("over")

        passed = cast(list[bool], d.pop("passed"))

        phase = IsaacViewPhase(d.pop("phase"))

        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:
            pieces_item = IsaacViewPiecesItem.from_dict(pieces_item_data)

            pieces.append(pieces_item)

        def _parse_reason(
            data: object,
        ) -> (
            IsaacViewReasonType1
            | IsaacViewReasonType2Type1
            | IsaacViewReasonType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = IsaacViewReasonType1(data)

                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = IsaacViewReasonType2Type1(data)

                return reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = IsaacViewReasonType3Type1(data)

                return reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                IsaacViewReasonType1
                | IsaacViewReasonType2Type1
                | IsaacViewReasonType3Type1
                | None,
                data,
            )

        reason = _parse_reason(d.pop("reason"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        isaac_view = cls(
            board=board,
            counters=counters,
            first_passer=first_passer,
            game=game,
            hands=hands,
            longest_removed=longest_removed,
            out=out,
            over=over,
            passed=passed,
            phase=phase,
            pieces=pieces,
            reason=reason,
            scores=scores,
            to_move=to_move,
            winner=winner,
        )

        isaac_view.additional_properties = d
        return isaac_view

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
