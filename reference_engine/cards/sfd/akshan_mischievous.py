"""Akshan, Mischievous (sfd-109-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, Trigger, card, has_printed_keyword
from reference_engine.cards.common import played_me


@card
class AkshanMischievous(Card):
    id = "sfd-109-221"
    text = ("[Weaponmaster] / You may pay [C][C] as an additional cost to play me. / When you play me, if you "
            "paid the additional cost, move an enemy gear to your base. You control it until I leave the board. "
            "If it's an Equipment, attach it to me.")
    additional_cost = "[C][C]"

    def triggers(self) -> list[Trigger]:
        gear = TargetSpec("gear", lambda g, o, p, i: o.controller not in (None, p), text="an enemy gear")

        def paid(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            info = played_me(game, me, ev)
            return info if info is not None and me.data.get("paid_additional") else None

        def steal(r: Any) -> None:
            g, me = r.game, r.source
            def go() -> bool:
                gear_obj = r.target(0)
                actions.detach(g, gear_obj)
                actions.gain_control(g, gear_obj, r.controller, r.source_alias)
                # "move an enemy gear to your base": into the base of its new controller, so the cleanup has
                # nothing to recall (323.7 [R3]; gain_control alone leaves it in its old controller's base)
                gear_obj.location, gear_obj.base_of = "base", None
                gear_obj.data["control_until_leaves"] = (me.uid, gear_obj.owner)
                if has_printed_keyword(gear_obj, "Equip") and me.zone == "board":
                    actions.attach(g, gear_obj, me, r.controller)
                return True

            r.instruction(go, uses=(0,))

        return [Trigger(paid, steal, targets=[gear])]
