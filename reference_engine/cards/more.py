"""More cards: tokens, Accelerate units, Repeat and token-making spells, a movement legend."""
from __future__ import annotations

from typing import Any

from .. import actions, costs
from ..layers import might
from ..behaviour import Activated, Card, TargetSpec, Trigger, card
from .units import i_conquer
from .common import UNIT, friendly


@card
class Recruit(Card):
    id = "ogn-271-298"
    text = "(token: a 1 [M] Recruit unit, no text)"


@card
class Tentacle(Card):
    id = "token-tentacle"
    text = "(token: a 1 [M] Tentacle unit, no text)"


@card
class SandSoldier(Card):
    id = "token-sand-soldier"
    text = "(token: a 2 [M] Sand Soldier unit, no text)"


@card
class KaisaSurvivor(Card):
    id = "ogn-039-298"
    text = "[Accelerate] / When I conquer, draw 1."

    def triggers(self) -> list[Trigger]:
        return [Trigger(i_conquer, lambda r: actions.draw(r.game, r.controller, 1, r.source_alias))]


@card
class YasuoUnforgiven(Card):
    id = "ogn-259-298"
    text = "[2], [E]: Move a friendly unit to or from its base."

    def activated(self) -> list[Activated]:
        def go(r: Any) -> None:
            u = r.target(0)
            dest = r.place(1)
            if u is not None and dest is not None and (u.location == "base") != (dest == "base"):
                r.instruction(lambda: actions.move(r.game, u, dest, r.controller, source=r.source_alias), uses=(0,))

        return [Activated(energy=2, exhaust=True, resolve=go,
                          targets=[TargetSpec("unit", friendly, text="a friendly unit"),
                                   TargetSpec("location", text="to or from its base", targets=False)])]


def _same_location(game: Any, o: Any, p: str, item: Any) -> bool:
    """'at the same location' constrains the choice as it is made; on resolution each chosen unit is
    checked on its own (rule 359.3.e.5, Bellow's Breath example)."""
    if item is None or not item.pending:
        return True
    chosen = [game.live(t) for t in item.targets if isinstance(t, tuple)]
    return all(c is None or c.location == o.location for c in chosen)


@card
class BellowsBreath(Card):
    id = "sfd-080-221"
    text = "[Action] / [Repeat] [1][C] / Deal 1 to up to three units at the same location."
    targets = [TargetSpec("unit", _same_location, optional=True, text="up to three units at the same location")] * 3

    def resolve(self, r: Any) -> None:
        def hit() -> None:
            for i in range(3):
                if r.target(i) is not None:
                    r.damage(r.target(i), 1)

        r.instruction(hit, uses=(0, 1, 2), partial=True)


@card
class PortalRescue(Card):
    id = "ogn-102-298"
    text = "Banish a friendly unit, then its owner plays it to their base, ignoring its cost."
    targets = [TargetSpec("unit", friendly, text="a friendly unit")]

    def resolve(self, r: Any) -> None:
        from .spells import _replay

        o = r.target(0)
        b = r.instruction(lambda: actions.banish(r.game, r.target(0), r.source_alias), uses=(0,))
        r.instruction(lambda: _replay(r, o, "base", o.owner if o is not None else None), linked=b)


@card
class UpFromTheDeep(Card):
    id = "ven-100-166"
    text = "Play two 1 [M] Tentacle unit tokens from Bilgewater. / [Flow] [3]"

    def resolve(self, r: Any) -> None:
        def make() -> None:
            for _ in range(2):
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
                r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")

        r.instruction(make)


@card
class Stormbringer(Card):
    id = "ogn-250-298"
    text = ("Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a "
            "battlefield, then move your unit there.")
    targets = [TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.location == "base",
                          text="a friendly unit in your base"),
               TargetSpec("battlefield", text="a battlefield", targets=False)]

    def resolve(self, r: Any) -> None:
        bf = r.place(1)

        def blast() -> None:
            amount = r.info_of(0, "might") or 0
            for u in [u for u in r.game.units(bf) if u.controller != r.controller]:
                r.damage(u, amount)

        d = r.instruction(blast, uses=(0,))
        r.instruction(lambda: actions.move(r.game, r.target(0), bf, r.controller, source=r.source_alias),
                      linked=d, uses=(0,))


_ = (UNIT, costs, might)
