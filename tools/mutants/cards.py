"""Mutants of catalogued cards' behaviour (``reference_engine/cards/<set>/<name>.py``): each one misreads
one part of a single card's printed text (its ``current_text`` in ``harness/data/cards.json``) — a wrong
amount, friendly for enemy, "less than" for "no more than", a missing "if you do" instruction. Rule numbers
(Core Rules v1.3, as in the other mutant modules) are those the card's text exercises or its FAQ case cites;
``kill`` names the case that kills each mutant."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


@mutant("card-vilemaw-less-or-equal", rule="460.2", area="cards",
        bug="Vilemaw: enemy units here with Might EQUAL to his (not only less) deal no combat damage",
        kill="an 8 Might attacker fights Vilemaw (8) alone; expect both to die "
             "(rule-465-2-vilemaw-equal-might-enemy-deals-damage)")
def _(p: Patcher) -> None:
    seats = p.original(f"{CARDS}.unl.vilemaw:seats")
    might = p.original(f"{CARDS}.unl.vilemaw:might")

    @p.wrap(f"{CARDS}.unl.vilemaw:Vilemaw.forbids")
    def forbids(orig: Any, self: Any, game: Any, me: Any, action: str, *args: Any, **kw: Any) -> bool:
        o = kw.get("obj")
        if (action == "deal-combat-damage" and o is not None and seats.enemy(game, me.controller, o.controller)
                and o.location == me.location and (might(game, o) or 0) == (might(game, me) or 0)):
            return True
        return orig(self, game, me, action, *args, **kw)


@mutant("card-deathgrip-no-bonus", rule="359.3.e.14.b", area="cards",
        bug="Deathgrip kills the friendly unit but never gives its Might to the other friendly unit",
        kill="Deathgrip kills a friendly 4; expect the other friendly unit +4 this turn "
             "(linked-deathgrip-replaced-no-bonus-variant-killed)")
def _(p: Patcher) -> None:
    draw_cards = p.original(f"{CARDS}.sfd.deathgrip:draw_cards")

    def resolve(self: Any, r: Any) -> None:
        r.instruction(lambda: r.kill(r.target(0)), uses=(0,))
        r.instruction(lambda: draw_cards(r, r.controller, 1))

    p.replace(f"{CARDS}.sfd.deathgrip:Deathgrip.resolve", resolve)


@mutant("card-baron-nashor-buffs-enemies", rule="369.3", area="cards",
        bug="Baron Nashor gives +2 [M] to every other unit, enemy units too ('Other friendly units')",
        kill="Baron Nashor enters; expect an enemy unit's Might unchanged "
             "(replacement-baron-nashor-enters-baron-pit-variant-other-friendly-might)")
def _(p: Patcher) -> None:
    def might_bonus(self: Any, game: Any, me: Any, unit: Any) -> int:
        return 2 if unit is not me else 0

    p.replace(f"{CARDS}.unl.baron_nashor:BaronNashor.might_bonus", might_bonus)


@mutant("card-baron-nashor-choosable", rule="369.3", area="cards",
        bug="Baron Nashor can be chosen by enemy spells and abilities",
        kill="an enemy spell chooses Baron Nashor; expect it refused "
             "(replacement-baron-nashor-enters-baron-pit-variant-other-friendly-might)")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.unl.baron_nashor:BaronNashor.forbids", lambda self, game, me, action, **kw: False)


@mutant("card-rebuttal-cost-limit-5", rule="148.2.a", area="cards",
        bug="Rebuttal may choose a spell with Energy cost 5 ('no more than [4]' read as 'no more than [5]')",
        kill="Rebuttal chooses a [5] spell; expect it refused "
             "(retarget-rebuttal-choose-subset-variant-energy-cost-limit)")
def _(p: Patcher) -> None:
    spec = p.original(f"{CARDS}.ven.rebuttal:TargetSpec")
    at_most = p.original(f"{CARDS}.ven.rebuttal:spell_cost_at_most")
    p.replace(f"{CARDS}.ven.rebuttal:Rebuttal.targets",
              [spec("spell", at_most(5), text="a spell with Energy cost no more than [4]")])


@mutant("card-kayle-keywords-at-two", rule="144.4.c.1", area="cards",
        bug="Kayle, Justified has Deflect 3 and Ganking from her second empowered status ('three times' read as two)",
        kill="Kayle with 2 statuses at a battlefield moves to another; expect it refused "
             "(empower-kayle-activate-stacks-variant-third-status-ganking)")
def _(p: Patcher) -> None:
    printed_keywords = p.original(f"{CARDS}.ven.kayle_justified:printed_keywords")

    def keywords(self: Any, game: Any, me: Any) -> list[str]:
        return printed_keywords(me) + (["Deflect 3", "Ganking"] if me.empowered >= 2 else [])

    p.replace(f"{CARDS}.ven.kayle_justified:KayleJustified.keywords", keywords)


@mutant("card-twisted-fate-fury-swapped", rule="424.4.a", area="cards",
        bug="Twisted Fate, Gambler's [R] follow-up deals 1 to the chosen enemy unit and 2 to the other enemy units here",
        kill="a revealed Fury rune, two enemy units here; expect 2 on the chosen one and 1 on the other "
             "(rule-424-4-a-revealed-fury-rune-twisted-fate-deals-2-and-1)")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.ogn.twisted_fate_gambler"
    actions, enemy = p.original(f"{mod}:actions"), p.original(f"{mod}:enemy")
    trigger, spec = p.original(f"{mod}:Trigger"), p.original(f"{mod}:TargetSpec")

    @p.wrap(f"{mod}:_follow_up")
    def _follow_up(orig: Any, domain: str, label: str, *args: Any, **kwargs: Any) -> Any:
        if domain != "Fury":
            return orig(domain, label, *args, **kwargs)

        def here(g: Any, o: Any, pl: str, i: Any) -> bool:
            return enemy(g, o, pl, i) and o.location == g.objects[i.source].location

        def fury(r: Any) -> None:
            first = r.target(0)
            others = [u for u in r.game.units(r.source.location) if u is not first
                      and enemy(r.game, u, r.controller, None)] if r.source.zone == "board" else []
            r.instruction(lambda: actions.deal_damage(r.game, first, 1, label, by_player=r.controller), uses=(0,))
            for u in others:
                actions.deal_damage(r.game, u, 2, label, by_player=r.controller)

        return trigger(lambda g, me, ev: None, fury, targets=[spec("unit", here, text="an enemy unit here")],
                       text="[R]")


@mutant("card-porobot-counts-itself", rule="133.3", area="cards",
        bug="Patched Porobot counts itself among the gear you control ('3 or more other gear')",
        kill="A controls 2 gear and plays Porobot; expect no draw "
             "(rule-133-3-patched-porobot-counts-other-gear-including-unit-gear)")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.ven.patched_porobot"
    actions, trigger, played_me = p.original(f"{mod}:actions"), p.original(f"{mod}:Trigger"), p.original(f"{mod}:played_me")

    def triggers(self: Any) -> list[Any]:
        def go(r: Any) -> None:
            if len([g for g in r.game.on_board("Gear") if g.controller == r.controller]) >= 3:
                actions.draw(r.game, r.controller, 1, r.source_alias)

        return [trigger(played_me, go)]

    p.replace(f"{mod}:PatchedPorobot.triggers", triggers)


@mutant("card-bellows-breath-any-locations", rule="359.3.e.5", area="cards",
        bug="Bellows Breath may choose units at different locations ('up to three units at the same location')",
        kill="A chooses B's unit at a battlefield and B's unit in base; expect it refused "
             "(mistarget-bellows-breath-flash-only-target-variant-same-location)")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.sfd.bellows_breath:BellowsBreath.choices_problem", lambda self, game, item, player: None)


@mutant("card-alpha-wildclaw-equal-protected", rule="758.2.a", area="cards",
        bug="Alpha Wildclaw also protects units here with Might EQUAL to its own ('less Might than me')",
        kill="an enemy spell chooses a 7 [M] unit beside the 7 [M] Wildclaw; expect it accepted "
             "(mistarget-758-2-a-alpha-wildclaw-vilemaw-variant-equal-might-choosable)")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.unl.alpha_wildclaw"
    might, seats = p.original(f"{mod}:might"), p.original(f"{mod}:seats")

    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        o = kw.get("obj")
        return (action == "choose" and o is not None and o is not me and o.controller == me.controller
                and o.location == me.location and game.is_bf(me.location) and seats.enemy(game, me.controller, kw["chooser"])
                and (might(game, o) or 0) <= (might(game, me) or 0))

    p.replace(f"{mod}:AlphaWildclaw.forbids", forbids)


@mutant("card-mel-uncounterable-unempowered", rule="370.1", area="cards",
        bug="Mel, Newly Awakened makes her controller's spells uncounterable even when she is not empowered",
        kill="unempowered Mel; B counters A's spell; expect it countered "
             "(replacement-mel-moonfall-variant-not-empowered)")
def _(p: Patcher) -> None:
    def forbids(self: Any, game: Any, me: Any, action: str, **kw: Any) -> bool:
        return action == "counter" and kw["item"].controller == me.controller

    p.replace(f"{CARDS}.ven.mel_newly_awakened:MelNewlyAwakened.forbids", forbids)


@mutant("card-gangplank-replaces-unempowered", rule="370.1", area="cards",
        bug="Gangplank, Naval's '+3 [M] instead' replaces stuns, -[M] and returns to hand even when he is not empowered",
        kill="a vanilla stun spell chooses unempowered Gangplank; expect him stunned "
             "(replacement-gangplank-blast-cone-stun-variant-not-empowered)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.ven.gangplank_naval:GangplankNaval.replacements")
    def replacements(orig: Any, self: Any, game: Any, me: Any, ev: dict[str, Any]) -> list[Any]:
        saved = me.empowered
        me.empowered = max(saved, 1)
        try:
            return orig(self, game, me, ev)
        finally:
            me.empowered = saved


@mutant("card-hostile-takeover-returns-next-turn", rule="317.1", area="cards",
        bug="Hostile Takeover's unit is given back and recalled at the start of the next turn, not at end of turn",
        kill="advance to A's ending phase; expect the delayed trigger there and the unit B's again in that phase "
             "(ownership-hostile-takeover-retreat-variant-returned-at-end-of-turn)")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.sfd.hostile_takeover"
    trigger, effect = p.original(f"{mod}:Trigger"), p.original(f"{mod}:Effect")

    def at_end_of_turn(game: Any, controller: str, source: Any, resolve: Any, **data: Any) -> None:
        trig = trigger(lambda g, me, ev: None, resolve, text="at end of turn")

        def cond(g: Any, eff: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
            return {"controller": eff.controller, **eff.data["extra"]} \
                if ev["type"] == "phase" and ev.get("to") == "awaken" else None

        game.effects.append(effect("delayed-trigger", controller, source.uid, None, "next",
                                   {"condition": cond, "trigger": trig, "extra": data}))

    p.replace(f"{mod}:at_end_of_turn", at_end_of_turn)
