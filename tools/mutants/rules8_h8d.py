"""Mutants of the session-8 hand-seeded hunt (helper h8d) over the game state and its observation: ``game``,
``state`` (zone changes, rule 124), ``setup``, ``observe`` (docs/case-format.md section 6), ``events`` (the
contract's events, schema/events.schema.json), ``naming`` (761-762 [R4]) and ``cards/vanilla.py`` (the vanilla
selectors and test abilities): a field reported from the wrong player's view, a zone listed in the wrong order, a
status kept or lost across a zone change, an event missing a field, emitted twice or in the wrong order, a
friendly/enemy read from ownership, a name that identifies several cards accepted.

Per module (written / killed by the existing suite / killed after a new case / equivalent): observe 16/16/0/0,
state (124, 124.1) 8/7/1/0, events 12/9/1/2, game 2/1/1/0, setup 2/2/0/0, naming 4/1/2/1, cards/vanilla 5/5/0/0,
adapter 1/0/1/0, statuses kept through non-zone changes (actions: recall, control, move; tokens 183.1) 4/4/0/0.
The new cases: rule-383-3-d-controller-orders-simultaneous-triggers-variant-h8d-each-trigger-placed-once,
naming-unique-description-variant-h8d-name-in-any-letter-case (letter case and a curly apostrophe, 761 [R4]),
rule-428-1-kill-event-names-the-killer-die-event-the-units-controller,
rule-124-fallen-feline-returned-and-replayed-has-named-nothing, rule-438-3-two-replace-instructions-each-token-where-
its-target-was.
"""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

OBSERVE = "reference_engine.observe"
STATE = "reference_engine.state"
GAME = "reference_engine.game"
EVENTS = "reference_engine.events"
NAMING = "reference_engine.naming"
SETUP = "reference_engine.setup"
VANILLA = "reference_engine.cards.vanilla"


def _post_observe(p: Patcher, change: Any) -> None:
    @p.wrap(f"{OBSERVE}:_observe")
    def _observe(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        change(game, out)
        return out


def _post_events(p: Patcher, change: Any) -> None:
    @p.wrap(f"{EVENTS}:contract_events")
    def contract_events(orig: Any, log: Any, *args: Any, **kwargs: Any) -> Any:
        return change(orig(log, *args, **kwargs))


# ---- observe ------------------------------------------------------------------------------------
@mutant("h8d-observe-deck-bottom-first", rule="413.1", area="game actions",
        bug="the observation lists a main deck bottom first (the deck is ordered, top first)",
        kill="a deck of two cards; expect deck [top, bottom]")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for pl in out["players"].values():
            pl["deck"] = list(reversed(pl["deck"]))
    _post_observe(p, change)


@mutant("h8d-observe-controller-is-owner", rule="188", area="game actions",
        bug="the observation reports a board object's owner as its controller (control changes never shown)",
        kill="A gains control of B's unit; expect controller A")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for o in out["objects"].values():
            if o["controller"] is not None:
                o["controller"] = o["owner"]
    _post_observe(p, change)


@mutant("h8d-observe-controller-off-board", rule="188", area="game actions",
        bug="the observation reports a controller (the owner) for cards in hand, trash, deck and banishment",
        kill="a card in hand; expect controller null")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for o in out["objects"].values():
            if o["controller"] is None:
                o["controller"] = o["owner"]
    _post_observe(p, change)


@mutant("h8d-observe-hand-size-other-player", rule="116", area="game actions",
        bug="each player's hand_size is read from the other player's hand (the observing seat's view)",
        kill="A with 2 cards in hand, B with 1; expect hand_size 2 and 1")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        seats = list(out["players"])
        sizes = [out["players"][s]["hand_size"] for s in seats]
        for i, s in enumerate(seats):
            out["players"][s]["hand_size"] = sizes[(i + 1) % len(seats)]
    _post_observe(p, change)


@mutant("h8d-observe-runes-ready-counts-all", rule="430.1", area="runes and pools",
        bug="runes_ready counts every rune on the board, exhausted ones too",
        kill="a player with one ready and one exhausted rune; expect runes_ready 1")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for s, pl in out["players"].items():
            pl["runes_ready"] = len(game.players[s].runes)
    _post_observe(p, change)


@mutant("h8d-observe-priority-is-turn-player", rule="312", area="priority and focus",
        bug="the observation reports the turn player as the priority holder",
        kill="after A plays a spell and passes, expect priority B")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        out["turn"]["priority"] = out["turn"]["active"]
    _post_observe(p, change)


@mutant("h8d-observe-focus-is-attacker", rule="345", area="showdowns",
        bug="the observation reports the showdown's focus as the player who applied Contested, never as it passes",
        kill="in a showdown, the focus holder passes with an empty chain; expect focus on the other player")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        sd = out["showdown"]
        if sd is not None:
            b = game.bf(sd["battlefield"])
            sd["focus"] = sd["attacker"] or b.contested_by or sd["focus"]
    _post_observe(p, change)


@mutant("h8d-observe-noncombat-showdown-neutral", rule="341", area="showdowns",
        bug="a non-combat showdown is reported as a neutral state (only a combat's showdown counts)",
        kill="a unit moves to an empty uncontrolled battlefield; expect state showdown-open before it resolves")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        sd = out["showdown"]
        if sd is not None and not sd["combat"]:
            out["turn"]["state"] = out["turn"]["state"].replace("showdown", "neutral")
    _post_observe(p, change)


@mutant("h8d-observe-facedown-every-battlefield", rule="811", area="hide",
        bug="each battlefield lists the facedown cards of every battlefield",
        kill="a facedown card at bf1 and a second battlefield bf2; expect bf2 facedown []")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        every = [f for b in out["battlefields"].values() for f in b["facedown"]]
        for b in out["battlefields"].values():
            b["facedown"] = list(every)
    _post_observe(p, change)


@mutant("h8d-observe-facedown-location-null", rule="811", area="hide",
        bug="a facedown card's location is reported as null (only board objects have a location)",
        kill="a facedown card at bf1; expect location bf1")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for o in out["objects"].values():
            if o["zone"] == "facedown":
                o["location"] = None
    _post_observe(p, change)


@mutant("h8d-observe-base-lists-gear", rule="141", area="game actions",
        bug="a player's base lists every permanent there (gear too), not only the units",
        kill="a player with a unit and an unattached gear at base; expect base [unit]")
def _(p: Patcher) -> None:
    from reference_engine.state import BOARD

    def change(game: Any, out: Any) -> None:
        for s, pl in out["players"].items():
            pl["base"] = [game.alias_of(o.uid) for o in game.objects.values() if o.zone == BOARD
                          and o.location == "base" and o.controller == s and o.attached_to is None]
    _post_observe(p, change)


@mutant("h8d-observe-empowered-as-boolean", rule="827", area="keywords", keyword="Empower",
        bug="empowered is reported as true/false (1) however many times the unit is Empowered",
        kill="a unit that can be Empowered twice, Empowered twice; expect empowered 2")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for o in out["objects"].values():
            if isinstance(o["empowered"], int) and o["empowered"] > 1:
                o["empowered"] = 1
    _post_observe(p, change)


# ---- state: zone changes (rule 124) --------------------------------------------------------------
def _keep(p: Patcher, *fields: str) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = {f: getattr(self, f) for f in fields}
        orig(self, *args, **kwargs)
        for f, v in kept.items():
            setattr(self, f, v)


@mutant("h8d-zone-change-keeps-stunned", rule="124.1", area="game actions",
        bug="a stunned unit that leaves the board and comes back is still stunned",
        kill="a stunned unit is returned to hand and played again; expect stunned false")
def _(p: Patcher) -> None:
    _keep(p, "stunned")


@mutant("h8d-zone-change-keeps-buff", rule="124.1", area="game actions",
        bug="a buffed unit that leaves the board keeps its buff (returned to hand and played again: buffed)",
        kill="a buffed unit is returned to hand; expect buffed false (and its Might printed after it is played)")
def _(p: Patcher) -> None:
    _keep(p, "buffed")


@mutant("h8d-zone-change-keeps-granted-keywords", rule="124.1", area="game actions",
        bug="keywords granted to a unit stay with the card across a zone change",
        kill="a unit given Assault for the turn is returned to hand and replayed; it attacks with its printed Might")
def _(p: Patcher) -> None:
    _keep(p, "granted")


@mutant("h8d-zone-change-keeps-might-mods", rule="124.1", area="game actions",
        bug="Might modifications (+N this turn) stay with a card that leaves the board",
        kill="a unit given +2 this turn is returned to hand; expect its printed Might in hand / after replaying")
def _(p: Patcher) -> None:
    _keep(p, "mods")


@mutant("h8d-zone-change-keeps-damage", rule="124.1", area="game actions",
        bug="damage marked on a unit stays on the card when it leaves the board",
        kill="a damaged unit is returned to hand; expect damage 0")
def _(p: Patcher) -> None:
    _keep(p, "damage")


@mutant("h8d-zone-change-same-object", rule="124", area="game actions",
        bug="a card that changes zones stays the same object: what targeted it still finds it",
        kill="a spell targets a unit; the unit is returned to hand and replayed before it resolves; the spell does nothing to it")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        n = self.incarnation
        orig(self, *args, **kwargs)
        self.incarnation = n


# ---- game ---------------------------------------------------------------------------------------
@mutant("h8d-might-changes-watched-only-at-step-end", rule="709", area="layers",
        bug="a unit's Might change is noticed only when a buff/might event is emitted, not after any event "
            "(a unit leaving a battlefield that gives +1 never 'becomes' a Might)",
        kill="a unit becomes Mighty through a damage-free event (another unit leaving, a status); its trigger fires")
def _(p: Patcher) -> None:
    @p.wrap(f"{GAME}:Game.emit")
    def emit(orig: Any, self: Any, type_: str, *args: Any, **kwargs: Any) -> Any:
        if type_ in ("buff", "might"):
            return orig(self, type_, *args, **kwargs)
        saved = self.watch_might
        self.watch_might = lambda: None
        try:
            return orig(self, type_, *args, **kwargs)
        finally:
            del self.watch_might


@mutant("h8d-order-answer-not-a-permutation", rule="459.2.d.1", area="triggers",
        bug="an order-triggers answer naming one source twice (and another not at all) is accepted",
        kill="two simultaneous triggers of one player; answer [x, x]: rejected; then [x, y]: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{GAME}:Game.ask")
    def ask(orig: Any, self: Any, kind: str, player: str, options: Any, *args: Any, **kwargs: Any) -> Any:
        if kind in ("order-triggers", "order-replacements") and self.answers:
            a = self.answers[0]
            if isinstance(a, list) and len(a) == len(options) and set(map(str, a)) <= set(map(str, options)):
                fixed = list(a)
                missing = [o for o in options if str(o) not in map(str, fixed)]
                seen: set[str] = set()
                for i, x in enumerate(fixed):
                    if str(x) in seen and missing:
                        fixed[i] = missing.pop(0)
                    seen.add(str(fixed[i]))
                self.answers[0] = fixed
        return orig(self, kind, player, options, *args, **kwargs)


# ---- events --------------------------------------------------------------------------------------
@mutant("h8d-event-die-before-kill", rule="124", area="game actions",
        bug="a killed unit's die event is emitted before its kill event",
        kill="a spell kills a unit; event_order kill then die",
        equivalent="the contract (docs/case-format.md section 6) does not order a kill event against the die it "
                   "causes: an engine may log either first, so no case may require one order")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = list(events)
        for i in range(len(out) - 1):
            if out[i]["type"] == "kill" and out[i + 1]["type"] == "die" and out[i].get("object") == out[i + 1].get("object"):
                out[i], out[i + 1] = out[i + 1], out[i]
        return out
    _post_events(p, change)


@mutant("h8d-event-score-twice", rule="464", area="scoring",
        bug="a score is logged twice (once as the conquest's score, once again as the point is added)",
        kill="A conquers a battlefield; expect exactly one score event")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for e in events:
            out.append(e)
            if e["type"] == "score":
                out.append(dict(e))
        return out
    _post_events(p, change)


@mutant("h8d-event-kill-without-source", rule="124", area="game actions",
        bug="a kill event omits its source (the spell or ability that killed)",
        kill="a vanilla spell kills a unit; expect a kill event with source the spell")
def _(p: Patcher) -> None:
    _post_events(p, lambda evs: [{k: v for k, v in e.items() if not (e["type"] == "kill" and k == "source")}
                                 for e in evs])


@mutant("h8d-event-move-without-from", rule="441", area="movement",
        bug="a move event reports its destination and not where the unit came from",
        kill="a unit moves from base to bf1; expect a move event with from base")
def _(p: Patcher) -> None:
    _post_events(p, lambda evs: [{**e, "from": e.get("to")} if e["type"] == "move" else e for e in evs])


@mutant("h8d-event-create-player-owner-of-source", rule="439.4", area="game actions",
        bug="a create event names the player who owns the creating card instead of the player who gets the token",
        kill="a spell of A creates a token for B; expect create with player B")
def _(p: Patcher) -> None:
    @p.wrap(f"{GAME}:Game.emit")
    def emit(orig: Any, self: Any, type_: str, *args: Any, **kwargs: Any) -> Any:
        if type_ == "create" and kwargs.get("player") is not None:
            kwargs["player"] = self.active
        return orig(self, type_, *args, **kwargs)


@mutant("h8d-event-recall-also-move", rule="449", area="recall",
        bug="a recall is also reported as a move event (a recall is not a move)",
        kill="a unit is recalled by a spell; expect a recall event and no move event")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for e in events:
            out.append(e)
            if e["type"] == "recall" and e.get("from"):
                out.append({"type": "move", "object": e["object"], "from": e["from"], "to": e["to"]})
        return out
    _post_events(p, change)


# ---- naming (761-762 [R4]) -----------------------------------------------------------------------
@mutant("h8d-naming-ambiguous-first-match", rule="761.2", area="naming",
        bug="a name that identifies several cards names the first of them (an ambiguous name is accepted)",
        kill="answer a name-card with a description two cards fit: rejected")
def _(p: Patcher) -> None:
    cands = p.original(f"{NAMING}:candidates")
    from reference_engine.behaviour import catalogue

    @p.wrap(f"{NAMING}:resolve_name")
    def resolve_name(orig: Any, words: str, kind: Any = None, *args: Any, **kwargs: Any) -> Any:
        found = cands(words)
        if kind:
            found = [i for i in found if kind in (catalogue()[i].get("type") or [])]
        return found[0] if found else None


@mutant("h8d-naming-tokens-nameable", rule="761.1", area="naming",
        bug="token cards count among the cards a name may identify",
        kill="name a token's exact name: rejected (or a description that fits a card and a token: accepted)",
        equivalent="the only card that names (Fallen Feline) names a spell; no token is a spell, and no card's name "
                   "contains a token's name, so a token among the candidates never changes what is identified")
def _(p: Patcher) -> None:
    from reference_engine.behaviour import catalogue
    m = p.module(NAMING)

    @p.wrap(f"{NAMING}:candidates")
    def candidates(orig: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        cat = catalogue()
        saved = {k: v.get("token") for k, v in cat.items() if v.get("token")}
        for k in saved:
            cat[k]["token"] = False
        try:
            return orig(words, *args, **kwargs)
        finally:
            for k, v in saved.items():
                cat[k]["token"] = v


@mutant("h8d-naming-case-sensitive", rule="761.2", area="naming",
        bug="a name is matched case-sensitively (\"the red kai'sa\" or a name in lower case names nothing)",
        kill="answer a name in another letter case: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{NAMING}:resolve_name")
    def resolve_name(orig: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        from reference_engine.behaviour import catalogue
        res = orig(words, *args, **kwargs)
        if res is not None and catalogue()[res]["name"].lower() in words.lower() \
                and catalogue()[res]["name"] not in words:
            return None
        return res


# ---- vanilla selectors and test abilities ---------------------------------------------------------
def _selector(p: Patcher, name: str, where: Any) -> None:
    """Give the vanilla selector ``name`` another restriction: a new SELECTORS table, and fresh behaviour caches
    (a cached vanilla behaviour holds the selectors it was built with)."""
    from dataclasses import replace
    from functools import lru_cache
    m = p.module(VANILLA)
    table = dict(p.original(f"{VANILLA}:SELECTORS"))
    table[name] = replace(table[name], where=where)
    p.replace(f"{VANILLA}:SELECTORS", table)
    p.replace(f"{VANILLA}:_vanilla", lru_cache(maxsize=None)(lambda e, a, k: m.Vanilla(e, a, k)), everywhere=False)
    p.replace(f"{VANILLA}:_by_spec", {})


@mutant("h8d-vanilla-friendly-by-owner", rule="740.1", area="targets",
        bug="a vanilla spell's friendly-unit reads 'friendly' from ownership, not control",
        kill="A controls a unit B owns; A's spell on a friendly-unit may choose it (and not B's own)")
def _(p: Patcher) -> None:
    _selector(p, "friendly-unit", lambda g, o, pl, i: o.owner == pl)


@mutant("h8d-vanilla-enemy-at-battlefield-anywhere", rule="740.2", area="targets",
        bug="enemy-unit-at-battlefield accepts an enemy unit at its base",
        kill="a spell on enemy-unit-at-battlefield targeting an enemy unit at base: rejected")
def _(p: Patcher) -> None:
    from reference_engine.cards.common import enemy
    _selector(p, "enemy-unit-at-battlefield", enemy)


@mutant("h8d-vanilla-cant-be-stunned-any-unit", rule="740.1", area="game actions",
        bug="'friendly units can't be stunned' protects every unit, enemies too",
        kill="with the ability in play, A stuns B's unit: it is stunned")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.forbids")
    def forbids(orig: Any, self: Any, game: Any, me: Any, action: str, *args: Any, **kwargs: Any) -> bool:
        if action == "stun" and "friendly-units-cant-be-stunned" in self.abilities and me.attached_to is None:
            return True
        return orig(self, game, me, action, *args, **kwargs)


# ---- second round: control and designations in a set-up position, event fields, statuses, tokens ----------
ACTIONS = "reference_engine.actions"


@mutant("h8d-observe-contested-battlefield-controller", rule="323.8", area="showdowns",
        bug="a contested battlefield is reported as controlled by the player who contested it (before the showdown "
            "or combat has decided anything)",
        kill="B controls bf1; A moves a unit there (combat staged); expect bf1 controller B until the combat ends")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for alias, b in out["battlefields"].items():
            c = game.bf(alias).contested_by
            if c is not None and game.showdown is not None and game.showdown.battlefield == alias:
                b["controller"] = c
    _post_observe(p, change)


@mutant("h8d-observe-closed-showdown-reported-neutral", rule="326", area="showdowns",
        bug="a showdown with items on the chain is reported as neutral-closed (the showdown is forgotten while the "
            "chain is open)",
        kill="in a showdown, a player plays an Action spell; expect state showdown-closed")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        if out["turn"]["state"] == "showdown-closed":
            out["turn"]["state"] = "neutral-closed"
    _post_observe(p, change)


@mutant("h8d-observe-team-points-own", rule="484.6", area="multiplayer",
        bug="in 2v2 each player's team_points is their own points, not their team's",
        kill="2v2: A has 2 points, its teammate C 3; expect team_points 5 for both")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for pl in out["players"].values():
            if "team_points" in pl:
                pl["team_points"] = pl["points"]
    _post_observe(p, change)


@mutant("h8d-setup-combat-designations-by-owner", rule="459.2.b", area="attacker and defender",
        bug="in a combat set up in progress, a unit is made an attacker if its OWNER is the attacking player "
            "(a unit the attacker controls but does not own becomes a defender)",
        kill="a set-up combat at bf1 with a unit B owns and A controls among A's attackers; expect attacker true")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_in_progress")
    def _in_progress(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, *args, **kwargs)
        sd = game.showdown
        if sd is not None and sd.combat:
            for u in game.units(sd.battlefield):
                u.attacker, u.defender = u.owner == sd.attacker, u.owner != sd.attacker
        return res


@mutant("h8d-setup-chain-card-owned-by-turn-player", rule="359.3.d", area="chain order",
        bug="a spell set up on the chain is owned by the turn player when the setup names no owner (not its controller)",
        kill="B's spell on a set-up chain in A's turn resolves; expect it in B's trash")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_in_progress")
    def _in_progress(orig: Any, game: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        res = orig(game, setup, *args, **kwargs)
        specs = list(reversed(setup.get("chain", []) or []))
        for item, spec in zip(game.chain, specs):
            if "owner" not in spec:
                game.objects[item.source].owner = game.active
        return res


@mutant("h8d-event-damage-player-is-victims-controller", rule="417.6", area="combat damage",
        bug="a damage event's player is the damaged object's controller instead of the player who dealt it",
        kill="A's spell deals 2 to B's unit; expect a damage event with player A")
def _(p: Patcher) -> None:
    @p.wrap(f"{GAME}:Game.emit")
    def emit(orig: Any, self: Any, type_: str, *args: Any, **kwargs: Any) -> Any:
        if type_ == "damage" and kwargs.get("player") is not None and kwargs.get("object") in self.aliases:
            kwargs["player"] = self.obj(kwargs["object"]).controller
        return orig(self, type_, *args, **kwargs)


@mutant("h8d-event-die-player-is-killer", rule="428", area="game actions",
        bug="a die event's player is the player who killed the unit, not the unit's controller as it died",
        kill="A's spell kills B's unit; expect a die event with player B")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out, killer = [], {}
        for e in events:
            if e["type"] == "kill" and e.get("player"):
                killer[e.get("object")] = e["player"]
            if e["type"] == "die" and e.get("object") in killer:
                e = {**e, "player": killer.pop(e.get("object"))}
            out.append(e)
        return out
    _post_events(p, change)


@mutant("h8d-event-die-from-board", rule="428.2", area="game actions",
        bug="a die event reports 'from' as the board zone, not the unit's location (base or a battlefield)",
        kill="a unit at bf1 dies; expect a die event with from bf1")
def _(p: Patcher) -> None:
    _post_events(p, lambda evs: [{**e, "from": "board"} if e["type"] == "die" and "from" in e else e for e in evs])
