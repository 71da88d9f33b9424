"""Baron Nashor (unl-147-219)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, card
from reference_engine.state import Battlefield
from reference_engine import seats


@card
class BaronNashor(Card):
    id = "unl-147-219"
    text = ("As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you "
            "do, I enter there. / I can't be chosen by enemy spells and abilities. / Other friendly units have "
            "+2 [M].")

    def enters_at(self, game: Any, me: Any, player: str) -> str | None:
        pit = "token-baron-pit"
        if any(b.card_id == pit for b in game.battlefields):
            return None
        # "I enter there" is a delayed replacement effect on his entering (FAQ): restrictions don't apply
        o = game.new_obj(pit, player, "battlefield", alias=pit, location=pit, token=True)
        game.battlefields.append(Battlefield(pit, pit, uid=o.uid))
        game.emit("create", object=pit, player=player)
        return pit

    def forbids(self, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "choose" and kw.get("obj") is me and seats.enemy(game, me.controller, kw.get("chooser"))

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit is not me and seats.friendly(game, me.controller, unit.controller) else 0
