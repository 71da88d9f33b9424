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
            if about_me(game, me, ev, "ready") and _readied_by(game, ev) in (None, me.controller):
                return {}  # "When you ... ready me": not when an opponent's spell or ability readies her
            if about_me(game, me, ev, "choose") and ev.get("player") == me.controller:
                return {}
            return None

        return [Trigger(cond, lambda r: actions.give_might(r.game, r.source, 1, r.source_alias))]


def _readied_by(game: Any, ev: dict[str, Any]) -> str | None:
    """The player whose spell or ability readied the object: the controller of the chain item the event's source
    is resolving (rule 415.3.b [R3]: players ready objects when effects instruct them to); None when no card did
    (the awaken phase: 415.3.a [R3], the turn player readies what they control)."""
    src = ev.get("source")
    if src is None or src not in game.aliases:
        return None
    uid = game.aliases[src]
    for item in reversed(game.chain):
        if item.source == uid:
            return item.controller
    return game.objects[uid].controller
