from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_movement import OsironMovement
from ..models.osiron_setup import OsironSetup
from ..models.osiron_space import OsironSpace
from ..models.osiron_view_phase import OsironViewPhase
from ..models.osiron_view_relation_type_1 import OsironViewRelationType1
from ..models.osiron_view_relation_type_2_type_1 import OsironViewRelationType2Type1
from ..models.osiron_view_relation_type_3_type_1 import OsironViewRelationType3Type1

if TYPE_CHECKING:
    from ..models.osiron_view_board import OsironViewBoard
    from ..models.osiron_view_last_exchange_type_0 import OsironViewLastExchangeType0
    from ..models.osiron_view_outcome_type_0 import OsironViewOutcomeType0
    from ..models.osiron_view_pieces import OsironViewPieces
    from ..models.osiron_view_targets_type_0 import OsironViewTargetsType0


T = TypeVar("T", bound="OsironView")


@_attrs_define
class OsironView:
    """An Osiron game (everything is public: the same for every viewer).

    Attributes:
        board (OsironViewBoard): Every space by name: the colour on it, or null.
        first (int): Deprecated: the same as `first_seat` (a seat number, whereas the option `first` is a colour).
        first_seat (int): The seat that moved (or placed) first.
        forbidden (list[OsironSpace] | None):
        last_exchange (None | OsironViewLastExchangeType0):
        movement (OsironMovement):
        outcome (None | OsironViewOutcomeType0):
        over (bool):
        phase (OsironViewPhase):
        pieces (OsironViewPieces):
        ply (int):
        ply_cap (int):
        relation (None | OsironViewRelationType1 | OsironViewRelationType2Type1 | OsironViewRelationType3Type1):
        repetition (list[list[int | str]]):
        round_ (int | None):
        setup (OsironSetup):
        targets (None | OsironViewTargetsType0):
        to_move (int | None):
    """

    board: OsironViewBoard
    first: int
    first_seat: int
    forbidden: list[OsironSpace] | None
    last_exchange: None | OsironViewLastExchangeType0
    movement: OsironMovement
    outcome: None | OsironViewOutcomeType0
    over: bool
    phase: OsironViewPhase
    pieces: OsironViewPieces
    ply: int
    ply_cap: int
    relation: (
        None
        | OsironViewRelationType1
        | OsironViewRelationType2Type1
        | OsironViewRelationType3Type1
    )
    repetition: list[list[int | str]]
    round_: int | None
    setup: OsironSetup
    targets: None | OsironViewTargetsType0
    to_move: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiron_view_last_exchange_type_0 import (
            OsironViewLastExchangeType0,
        )
        from ..models.osiron_view_outcome_type_0 import OsironViewOutcomeType0
        from ..models.osiron_view_targets_type_0 import OsironViewTargetsType0

        board = self.board.to_dict()

        first = self.first

        first_seat = self.first_seat

        forbidden: list[str] | None
        if isinstance(self.forbidden, list):
            forbidden = []
            for forbidden_type_0_item_data in self.forbidden:
                forbidden_type_0_item = forbidden_type_0_item_data.value
                forbidden.append(forbidden_type_0_item)

        else:
            forbidden = self.forbidden

        last_exchange: dict[str, Any] | None
        if isinstance(self.last_exchange, OsironViewLastExchangeType0):
            last_exchange = self.last_exchange.to_dict()
        else:
            last_exchange = self.last_exchange

        movement = self.movement.value

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, OsironViewOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        over = self.over

        phase = self.phase.value

        pieces = self.pieces.to_dict()

        ply = self.ply

        ply_cap = self.ply_cap

        relation: None | str
        if (
            isinstance(self.relation, OsironViewRelationType1)
            or isinstance(self.relation, OsironViewRelationType2Type1)
            or isinstance(self.relation, OsironViewRelationType3Type1)
        ):
            relation = self.relation.value
        else:
            relation = self.relation

        repetition = []
        for repetition_item_data in self.repetition:
            repetition_item = []
            for repetition_item_item_data in repetition_item_data:
                repetition_item_item: int | str
                repetition_item_item = repetition_item_item_data
                repetition_item.append(repetition_item_item)

            repetition.append(repetition_item)

        round_: int | None
        round_ = self.round_

        setup = self.setup.value

        targets: dict[str, Any] | None
        if isinstance(self.targets, OsironViewTargetsType0):
            targets = self.targets.to_dict()
        else:
            targets = self.targets

        to_move: int | None
        to_move = self.to_move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "first": first,
                "first_seat": first_seat,
                "forbidden": forbidden,
                "last_exchange": last_exchange,
                "movement": movement,
                "outcome": outcome,
                "over": over,
                "phase": phase,
                "pieces": pieces,
                "ply": ply,
                "ply_cap": ply_cap,
                "relation": relation,
                "repetition": repetition,
                "round": round_,
                "setup": setup,
                "targets": targets,
                "to_move": to_move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_view_board import OsironViewBoard
        from ..models.osiron_view_last_exchange_type_0 import (
            OsironViewLastExchangeType0,
        )
        from ..models.osiron_view_outcome_type_0 import OsironViewOutcomeType0
        from ..models.osiron_view_pieces import OsironViewPieces
        from ..models.osiron_view_targets_type_0 import OsironViewTargetsType0

        d = dict(src_dict)
        board = OsironViewBoard.from_dict(d.pop("board"))

        first = d.pop("first")

        first_seat = d.pop("first_seat")

        def _parse_forbidden(data: object) -> list[OsironSpace] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                forbidden_type_0 = []
                _forbidden_type_0 = data
                for forbidden_type_0_item_data in _forbidden_type_0:
                    forbidden_type_0_item = OsironSpace(forbidden_type_0_item_data)

                    forbidden_type_0.append(forbidden_type_0_item)

                return forbidden_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[OsironSpace] | None, data)

        forbidden = _parse_forbidden(d.pop("forbidden"))

        def _parse_last_exchange(data: object) -> None | OsironViewLastExchangeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_exchange_type_0 = OsironViewLastExchangeType0.from_dict(data)

                return last_exchange_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironViewLastExchangeType0, data)

        last_exchange = _parse_last_exchange(d.pop("last_exchange"))

        movement = OsironMovement(d.pop("movement"))

        def _parse_outcome(data: object) -> None | OsironViewOutcomeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = OsironViewOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironViewOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome"))

        over = d.pop("over")

        phase = OsironViewPhase(d.pop("phase"))

        pieces = OsironViewPieces.from_dict(d.pop("pieces"))

        ply = d.pop("ply")

        ply_cap = d.pop("ply_cap")

        def _parse_relation(
            data: object,
        ) -> (
            None
            | OsironViewRelationType1
            | OsironViewRelationType2Type1
            | OsironViewRelationType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                relation_type_1 = OsironViewRelationType1(data)

                return relation_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                relation_type_2_type_1 = OsironViewRelationType2Type1(data)

                return relation_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                relation_type_3_type_1 = OsironViewRelationType3Type1(data)

                return relation_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | OsironViewRelationType1
                | OsironViewRelationType2Type1
                | OsironViewRelationType3Type1,
                data,
            )

        relation = _parse_relation(d.pop("relation"))

        repetition = []
        _repetition = d.pop("repetition")
        for repetition_item_data in _repetition:
            repetition_item = []
            _repetition_item = repetition_item_data
            for repetition_item_item_data in _repetition_item:

                def _parse_repetition_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                repetition_item_item = _parse_repetition_item_item(
                    repetition_item_item_data
                )

                repetition_item.append(repetition_item_item)

            repetition.append(repetition_item)

        def _parse_round_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        round_ = _parse_round_(d.pop("round"))

        setup = OsironSetup(d.pop("setup"))

        def _parse_targets(data: object) -> None | OsironViewTargetsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                targets_type_0 = OsironViewTargetsType0.from_dict(data)

                return targets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironViewTargetsType0, data)

        targets = _parse_targets(d.pop("targets"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        osiron_view = cls(
            board=board,
            first=first,
            first_seat=first_seat,
            forbidden=forbidden,
            last_exchange=last_exchange,
            movement=movement,
            outcome=outcome,
            over=over,
            phase=phase,
            pieces=pieces,
            ply=ply,
            ply_cap=ply_cap,
            relation=relation,
            repetition=repetition,
            round_=round_,
            setup=setup,
            targets=targets,
            to_move=to_move,
        )

        osiron_view.additional_properties = d
        return osiron_view

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
