"""Mutants found by the third-pass hunt (m2) over ``reference_engine/combat.py``, ``movement.py``,
``layers.py``, ``keywords.py`` and ``actions.py`` with identifier-swap, dropped-keyword-argument and
branch operators, that no case caught: the ``die`` event not naming the dead permanent's controller (so a
Deathknell falls to the card's owner, 808.1.d.3 [R4]), and hiding refused at a battlefield a teammate
contributed (owns) although the player controls it (484.8.c.1 [R3]: control, not ownership), the
object Replace creates not being a token (186.1 [R4], 439.3.a [R3]), a combat's defender looked for among the
units' owners (459.2.b.2 [R3]), and taking control of a card one owns doing nothing (192.1 [R4]) - the last
three are owner/controller swaps; and control "until I leave the board" kept after Akshan leaves (323.7 [R3]).
The last case needed an engine fix: the gear handed back in its taker's base was not recalled."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant


@mutant("die-event-without-controller", rule="808.1.d.3", area="keywords", keyword="Deathknell",
        bug="the die event does not note the permanent's controller as it died, so its Deathknell is controlled "
            "by (and draws for) the card's owner",
        kill="rule-808-1-d-3-deathknell-controlled-by-its-controller-as-it-died-variant-controller-not-owner: "
             "B, the owner, draws instead of A, the controller")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.game:Game.emit")
    def emit(orig: Any, self: Any, type_: str, *args: Any, **fields: Any) -> Any:
        if type_ == "die":
            fields.pop("player", None)  # the bug: the controller as it died is not noted (808.1.d.3)
        return orig(self, type_, *args, **fields)


@mutant("hide-teammate-test-on-owner", rule="484.8.c.1", area="multiplayer",
        bug="in 2v2, hiding is refused at a battlefield the player's teammate owns (contributed) rather than one "
            "the teammate controls",
        kill="rule-484-8-c-1-no-hiding-at-a-teammates-battlefield-variant-own-control-of-teammates-contributed-"
             "battlefield: A's hide at bf1 (owner C, controller A) is rejected")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.movement:hide")
    def hide(orig: Any, game: Any, player: str, alias: str, at: str, *args: Any, **kwargs: Any) -> Any:
        if game.is_bf(at) and game.bf(at).owner in game.teammates(player):  # the bug: owner for controller
            from reference_engine.game import IllegalAction

            raise IllegalAction("no hiding at a battlefield a teammate owns")
        return orig(game, player, alias, at, *args, **kwargs)


@mutant("replacing-token-not-a-token", rule="186.1", area="game actions",
        bug="the object Replace creates in the place of a permanent is not marked a token, so when it later leaves "
            "the board it stays in the trash like a card instead of ceasing to exist",
        kill="rule-438-1-the-replacing-token-is-a-token-ceases-to-exist-when-killed: the killed Sprite stays in "
             "A's trash")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:replace_with_token")
    def replace_with_token(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        before = set(game.objects)
        done = orig(game, *args, **kwargs)
        for uid in set(game.objects) - before:
            game.objects[uid].token = False  # the bug: token=True not passed when it is created
        return done


@mutant("defender-found-by-owner", rule="459.2.b.2", area="attacker and defender",
        bug="the defender of a combat is looked for among the owners of the units at the battlefield (not their "
            "controllers): a unit the attacker owns is skipped, and in FFA another opponent is made the defender",
        kill="rule-459-2-b-2-ffa3-defender-is-the-controller-of-the-units-there-not-their-owner: B, not C, "
             "defends")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.combat:defender_of")
    def defender_of(orig: Any, game: Any, where: str, attacker: str, *args: Any, **kwargs: Any) -> Any:
        others = [u.controller for u in game.units(where) if u.owner not in (attacker, None)]  # the bug
        return others[0] if others else game.opponents(attacker)[0]


@mutant("gain-control-of-owned-card-noop", rule="192.1", area="game actions",
        bug="taking control of an object its new controller owns does nothing (the owner, not the current "
            "controller, is compared with the player)",
        kill="rule-192-1-taking-control-of-a-unit-you-own-from-an-opponent: B keeps control of A's unit after "
             "A's Hostile Takeover")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:gain_control")
    def gain_control(orig: Any, game: Any, o: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        if o.owner == player:
            return False  # the bug
        return orig(game, o, player, *args, **kwargs)


@mutant("control-until-leaves-kept", rule="323.7", area="game actions",
        bug="control given \"until I leave the board\" (Akshan, Mischievous) is kept after the source leaves: the "
            "taken gear stays its taker's",
        kill="rule-323-7-gear-returned-to-its-owner-with-akshan-gone-is-recalled-to-their-base: A still controls "
             "the Equipment after Akshan dies")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.actions:change_zone")
    def change_zone(orig: Any, game: Any, o: Any, zone: str, *args: Any, **kwargs: Any) -> Any:
        if o.zone == "board":
            for g in game.objects.values():
                if g.data.get("control_until_leaves", (None,))[0] == o.uid:
                    g.data.pop("control_until_leaves")  # the bug: the duration is not tracked
        return orig(game, o, zone, *args, **kwargs)
