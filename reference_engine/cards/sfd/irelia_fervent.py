"""Irelia, Fervent (sfd-057-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import about_me


@card
class IreliaFervent(Card):
    id = "sfd-057-221"
    text = "[Deflect] / When you choose or ready me, give me +1 [M] this turn."

    def triggers(self) -> list[Trigger]:
        def cond(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            if about_me(game, me, ev, "ready"):
                return {}
            if about_me(game, me, ev, "choose") and ev.get("player") == me.controller:
                return {}
            return None

        return [Trigger(cond, lambda r: actions.give_might(r.game, r.source, 1, r.source_alias))]
