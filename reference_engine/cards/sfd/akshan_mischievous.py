"""Akshan, Mischievous (sfd-109-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine import seats
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
        # "an enemy gear": one an opponent controls (740.2 [R3]) - in 2v2 not a teammate's (484.8.d)
        gear = TargetSpec("gear", lambda g, o, p, i: seats.enemy(g, p, o.controller), text="an enemy gear")

        def paid(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            info = played_me(game, me, ev)
            return info if info is not None and me.data.get("paid_additional") else None

        def steal(r: Any) -> None:
            """"I" is the Akshan that was played: once he has left the board - even if the card is back as a
            new object (rule 124 [R4]) - "until I leave the board" is already over (no control is gained) and
            there is no "me" to attach to; the gear is still moved to your base (and a cleanup recalls it to
            its controller's base, 323.7 [R3])."""
            g = r.game
            def go() -> bool:
                gear_obj = r.target(0)
                me = r.source_still()
                here = me is not None and me.zone == "board"
                actions.detach(g, gear_obj)
                if here:
                    actions.gain_control(g, gear_obj, r.controller, r.source_alias)
                # "move an enemy gear to your base": into the base of its new controller, so the cleanup has
                # nothing to recall (323.7 [R3]; gain_control alone leaves it in its old controller's base)
                gear_obj.location = "base"
                gear_obj.base_of = None if gear_obj.controller == r.controller else r.controller
                if not here:
                    return True
                gear_obj.data["control_until_leaves"] = (me.uid, gear_obj.owner)
                if has_printed_keyword(gear_obj, "Equip"):
                    actions.attach(g, gear_obj, me, r.controller)
                return True

            r.instruction(go, uses=(0,))

        return [Trigger(paid, steal, targets=[gear])]
