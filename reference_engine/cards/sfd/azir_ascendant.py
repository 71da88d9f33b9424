"""Azir, Ascendant (sfd-050-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Activated, Card, TargetSpec, card


@card
class AzirAscendant(Card):
    id = "sfd-050-221"
    text = ("[C]: [Action] — Choose a unit you control. Move me to its location and it to my original location. If "
            "it's equipped, you may attach one of its Equipment to me. Use only once per turn.")

    def activated(self) -> list[Activated]:
        def swap(r: Any) -> None:
            # "me": the Azir activated; gone from the board, or back as a new object (rule 124 [R4]), there is
            # no "me" to move or attach to and no "my original location" (359.3.f.2 [R3])
            me, it = r.source_still(), r.target(0)
            if it is None or me is None or me.zone != "board":
                return
            mine, theirs = me.location, it.location
            actions.move(r.game, me, theirs, r.controller, source=r.source_alias)
            actions.move(r.game, it, mine, r.controller, source=r.source_alias)
            gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
            if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
                pick = gear[0] if len(gear) == 1 else r.game.obj(r.game.ask(
                    "choose-card", r.controller, [r.game.alias_of(x.uid) for x in gear], "which Equipment?"))
                actions.attach(r.game, pick, me, r.controller)

        return [Activated(power=["Calm"], resolve=swap, once_per_turn=True, action=True,
                          targets=[TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.uid != i.source,
                                              text="a unit you control")])]
