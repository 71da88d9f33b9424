"""The Zero Drive (sfd-090-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, Trigger, card
from reference_engine.cards.common import play_permanent_by_effect


@card
class TheZeroDrive(Card):
    id = "sfd-090-221"
    text = ("[Equip] [1][C] / [3][C], Banish this: Play all units banished with this, ignoring their costs. (Use "
            "only if unattached.) / (effect) [Deathknell] — Banish me.")

    def triggers(self) -> list[Trigger]:
        def died(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            # the granted Deathknell (808: "When I die, ...") of the unit this was attached to
            unit_uid = me.data.get("was_attached_to")
            if ev["type"] == "die" and unit_uid is not None and ev.get("object") == game.alias_of(unit_uid):
                return {"unit": unit_uid}
            return None

        def banish_it(r: Any) -> None:
            u = r.game.objects[r.info["unit"]]
            if u.zone == "trash" and actions.banish(r.game, u, r.source_alias):
                r.source.data.setdefault("banished_with", []).append(u.uid)  # linked abilities (395, 397)

        return [Trigger(died, banish_it, text="[Deathknell] — Banish me.")]

    def activated(self) -> list[Activated]:
        def pay_banish(game: Any, me: Any, item: Any) -> bool:
            item.data["units"] = list(me.data.get("banished_with", []))
            return actions.banish(game, me, game.alias_of(me.uid))

        def replay(r: Any) -> None:
            for uid in r.item.data.get("units", []):
                u = r.game.objects[uid]
                if u.zone == "banishment":  # "ignoring their costs": Accelerate is still offered (805 [R3])
                    play_permanent_by_effect(r.game, r.controller, u, "base")

        return [Activated(energy=3, power=["Mind"], extra_cost=pay_banish, resolve=replay,
                          condition=lambda g, me: me.attached_to is None, text="[3][C], Banish this: ...")]
