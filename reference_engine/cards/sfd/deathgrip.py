"""Deathgrip (sfd-163-221)."""
from __future__ import annotations

from typing import Any

from reference_engine import actions
from reference_engine.behaviour import Card, TargetSpec, card
from reference_engine.cards.common import FRIENDLY_UNIT, draw_cards, friendly, repeated_choice


@card
class Deathgrip(Card):
    id = "sfd-163-221"
    text = ("Kill a friendly unit. If you do, give +[M] equal to its Might to another friendly unit this turn. "
            "Draw 1.")
    targets = [FRIENDLY_UNIT, TargetSpec("unit", friendly, text="another friendly unit")]

    def choices_problem(self, game: Any, item: Any, player: str) -> str | None:
        """"another friendly unit": the unit given the +[M] is not the one chosen to be killed; the two choices
        constrain each other as they are made (a choice illegal only together with another is refused, as
        Switcheroo's "two units at the same battlefield"; 352 [R3] choices), and again when Rebuttal or Mystic
        Reversal has them made anew."""
        if repeated_choice(item, "Deathgrip's two units"):
            return "Deathgrip's +[M] goes to another friendly unit, not the one it kills"
        return super().choices_problem(game, item, player)

    def resolve(self, r: Any) -> None:
        k = r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: actions.give_might(r.game, r.target(1), r.info_of(0, "might") or 0, r.source_alias,
                                                 item=r.item, chosen=True), linked=k, if_you_do=True, uses=(1,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))
