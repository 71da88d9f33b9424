"""Illaoi, Prophet of the Great Kraken (ven-109-166)."""
from __future__ import annotations

from typing import Any

from reference_engine.behaviour import Card, Trigger, card
from reference_engine.cards.common import played_me


@card
class IllaoiProphet(Card):
    id = "ven-109-166"
    text = ("When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater. / I have +1 "
            "[M] for each token unit you control.")

    def triggers(self) -> list[Trigger]:
        def i_score(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            """'When I score': score abilities trigger at the battlefield that scored (471.2 [R4]), a conquer
            (471.2.a) or a hold (471.2.b) by my controller of the battlefield I am at."""
            if ev["type"] in ("conquer", "hold") and ev.get("player") == me.controller \
                    and me.location == ev.get("object"):
                return {}
            return None

        def tentacle(r: Any) -> None:
            """A token is owned by the player who controlled the effect that created it (180 [R3]) and, a unit,
            is played to its base and enters exhausted (182.1.a, 182.1.d [R3]; as Up from the Deep's)."""
            def make() -> None:
                tok = r.game.new_obj("token-tentacle", r.controller, "board", controller=r.controller,
                                     location="base", token=True)
                tok.exhausted = True
                r.game.emit("create", object=tok.card_id, player=r.controller)
                r.game.emit("enter", object=tok.card_id, player=r.controller, to="base")

            r.instruction(make)

        return [Trigger(played_me, tentacle), Trigger(i_score, tentacle)]

    def might_bonus(self, game: Any, me: Any, unit: Any) -> int:
        return sum(1 for u in game.units(controller=me.controller) if u.token) if unit is me else 0
