"""Copy effects and the cards that move or copy equipment (FAQ: Shady Spectacles, Svellsongur, Akshan,
Azir Ascendant). A copy effect replaces the copyable traits — the printed ones, or those an earlier copy
gave — in the trait layer (472.1.b [R3]); statuses and temporary modifications stay on the object."""
from __future__ import annotations

from typing import Any

from .. import actions, chain, costs
from ..behaviour import Activated, Card, TargetSpec, Trigger, card, card_types, identity, printed_keywords
from .units import played_me


def _copy_choice(game: Any, me: Any, unit: Any) -> Any:
    options = [u for u in game.units(controller=me.controller) if u is not unit]
    if not options:
        return None
    return game.obj(game.ask("choose-target", me.controller, [game.alias_of(u.uid) for u in options],
                             f"{game.alias_of(me.uid)}: choose another friendly unit to copy"))


@card
class ShadySpectacles(Card):
    id = "ven-137-166"
    text = ("[Equip] [1][C] / As this is attached to a unit, choose another friendly unit. The equipped unit "
            "becomes a copy of that unit for as long as this is attached to it.")

    def as_attached(self, game: Any, me: Any, unit: Any) -> None:
        chosen = _copy_choice(game, me, unit)
        if chosen is None:
            return
        card_id, vanilla = identity(chosen)  # copyable traits: printed, or copied (472.1.b.3)
        game.copy_counter = getattr(game, "copy_counter", 0) + 1
        unit.copy_of = {"card_id": card_id, "vanilla": vanilla, "source": me.uid, "instance": game.copy_counter}
        game.emit("copy", object=game.alias_of(unit.uid), source=game.alias_of(chosen.uid))


@card
class Svellsongur(Card):
    id = "sfd-059-221"
    text = ("[Equip] [1][C] / As this is attached to a unit, copy that unit's text to this Equipment's effect "
            "text for as long as this is attached to it.")

    def as_attached(self, game: Any, me: Any, unit: Any) -> None:
        # the attach event has already happened: the copied text can't see it (FAQ: no double trigger)
        me.data["text_of"] = identity(unit)[0]


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
                gear_obj.location = "base"
                gear_obj.data["control_until_leaves"] = (me.uid, gear_obj.owner)
                if "Equip" in printed_keywords(gear_obj) and me.zone == "board":
                    actions.attach(g, gear_obj, me, r.controller)
                return True

            r.instruction(go, uses=(0,))

        return [Trigger(paid, steal, targets=[gear])]


@card
class AzirAscendant(Card):
    id = "sfd-050-221"
    text = ("[C]: [Action] — Choose a unit you control. Move me to its location and it to my original location. If "
            "it's equipped, you may attach one of its Equipment to me. Use only once per turn.")

    def activated(self) -> list[Activated]:
        def swap(r: Any) -> None:
            me, it = r.source, r.target(0)
            if it is None:
                return
            mine, theirs = me.location, it.location
            actions.move(r.game, me, theirs, r.controller, source=r.source_alias)
            actions.move(r.game, it, mine, r.controller, source=r.source_alias)
            gear = [o for o in r.game.objects.values() if o.attached_to == it.uid]
            if gear and r.game.may(r.controller, "attach one of its Equipment to me?"):
                pick = gear[0] if len(gear) == 1 else r.game.obj(r.game.ask(
                    "choose-card", r.controller, [r.game.alias_of(x.uid) for x in gear], "which Equipment?"))
                actions.attach(r.game, pick, me, r.controller)

        return [Activated(power=["Calm"], resolve=swap, once_per_turn=True,
                          targets=[TargetSpec("unit", lambda g, o, p, i: o.controller == p and o.uid != i.source,
                                              text="a unit you control")])]


_ = (chain, costs, card_types)
