"""Build a game from a case's setup (docs/case-format.md section 2), including a game in progress: a
showdown or combat at a battlefield, spells already finalized on the chain, the priority holder."""
from __future__ import annotations

from typing import Any

from .behaviour import card_data
from .game import Game
from .state import BOARD, MightMod, Battlefield, ChainItem, Showdown


def build(setup: dict[str, Any]) -> Game:
    game = Game(setup.get("mode") or "duel")  # 476-484 [R3]: the seats, teams and Victory Score of the mode
    t = setup.get("turn", {}) or {}
    game.active = t.get("active", "A")
    game.phase = t.get("phase", "action")
    game.priority = game.active
    game.turn_number = int(t.get("number", 0) or 0)
    game.setup_active = game.active  # with the turn number: who went first and last (480.7, 482.7: seats.going_last)
    game.victory_score = setup.get("victory_score", game.mode.victory_score)  # 478.3: 8, in 2v2 11
    for b in setup.get("battlefields", []) or []:
        bf = Battlefield(b["id"], b.get("card"), controller=b.get("controller"), owner=b.get("owner"))
        if b.get("card"):
            o = game.new_obj(b["card"], bf.controller or "A", "battlefield", alias=b["id"],
                             controller=bf.controller, location=b["id"])
            bf.uid = o.uid
        game.battlefields.append(bf)
    for p in game.seats:
        spec = (setup.get("players", {}) or {}).get(p, {}) or {}
        pl = game.players[p]
        pl.points = spec.get("points", 0)
        pl.xp = int(spec.get("xp", 0) or 0)
        pool = spec.get("pool", {}) or {}
        pl.energy = pool.get("energy", 0)
        pl.power = dict(pool.get("power", {}) or {})
        pl.runes = [{"domain": r["domain"], "exhausted": bool(r.get("exhausted"))} for r in spec.get("runes", []) or []]
        pl.rune_deck = [{"domain": r["domain"]} for r in spec.get("rune_deck", []) or []]
        if spec.get("legend"):
            lg = _permanent(game, spec["legend"], p, None)
            lg.zone, lg.location = "legend", None
            pl.legend = lg.uid
        for c in spec.get("base", []) or []:
            _permanent(game, c, p, "base")
        for zone in ("hand", "deck", "trash", "banishment"):
            for c in spec.get(zone, []) or []:
                o = _obj(game, c, p, zone)
                pl.zone_list(zone).append(o.uid)
        for c in spec.get("played_this_turn", []) or []:
            # a card finalized earlier this turn (419.4.b): its card types, a vanilla object's from its `type`
            if c.get("card"):
                types = card_data(c["card"]).get("type") or ["Unit"]
            else:
                vt = (c.get("vanilla") or {}).get("type", "Unit")
                types = [vt] if isinstance(vt, str) else list(vt)
            pl.played_this_turn.append({"uid": None, "types": list(types), "token": False})
        pl.conquered_this_turn = list(spec.get("conquered_this_turn", []) or [])
        pl.scored_this_turn = list(dict.fromkeys(list(spec.get("scored_this_turn", []) or []) + pl.conquered_this_turn))
    for b in setup.get("battlefields", []) or []:
        for u in b.get("units", []) or []:
            _permanent(game, u, u.get("owner", "A"), b["id"])
        for f in b.get("facedown", []) or []:
            o = _obj(game, f, f.get("owner", "A"), "facedown")
            o.location, o.controller, o.facedown = b["id"], f.get("owner", "A"), True
    _in_progress(game, setup)
    if game.phase != "awaken" and game.mode.has_teams:
        # 469.1.a [R4] / 484.8.b: a position after the beginning phase keeps its battlefields' controllers as
        # those of this turn's beginning phase: a teammate's are disqualified for the turn player's team
        game.disqualified = {b.alias for b in game.battlefields if b.controller in game.teammates(game.active)}
    game.watch_might()  # rule 709: the set-up position's Might is what later changes are measured from
    return game


def _in_progress(game: Game, setup: dict[str, Any]) -> None:
    """A showdown (rules 341-348) or combat (459-466 [R4]) under way, finalized spells on the chain
    (newest first in the setup, rule 327), and who holds priority (rule 312)."""
    sd = setup.get("showdown")
    if sd:
        combat = bool(sd.get("combat"))
        attacker = sd.get("attacker") or (game.active if combat else None)
        defender = sd.get("defender") or (
            _other_side(game, sd["battlefield"], attacker) if combat and attacker else None)
        # the player who applied Contested (459.2.b.1 [R3]): the attacker, or in a non-combat showdown the
        # player whose units are there (323.8.a [R3]: a showdown stays staged only with that player's units)
        here = {u.controller for u in game.units(sd["battlefield"])}
        contested_by = attacker or (here.pop() if len(here) == 1 else game.active)
        game.bf(sd["battlefield"]).contested_by = contested_by
        # focus, unless the setup names it: the player who applied Contested (345; in a combat the attacker,
        # 459.2.c [R3])
        game.showdown = Showdown(sd["battlefield"], combat, attacker, defender,
                                 focus=sd.get("focus") or contested_by)
        if combat:
            for u in game.units(sd["battlefield"]):
                u.attacker, u.defender = u.controller == attacker, u.controller != attacker
                if u.attacker:
                    game.showdown.attack_triggered.append(u.uid)  # it gained Attacker before the position
        game.priority = game.showdown.focus
    for spec in reversed(setup.get("chain", []) or []):
        controller = spec["controller"]
        o = _obj(game, spec, spec.get("owner", controller), "chain")
        o.controller = controller
        item = ChainItem("card", controller, o.uid, data={"from": "hand", "hidden_at": None, "repeat": 0},
                         pending=False, finalized_by=controller)  # set up finalized (329.3)
        item.targets = [_ref(game, t) for t in spec.get("targets", []) or []]
        game.chain.append(item)
    if game.chain:
        game.priority = game.chain[-1].controller  # 312.2.c: the newest item's controller
    priority = (setup.get("turn") or {}).get("priority")
    if priority:
        game.priority = priority


def _other_side(game: Game, where: str, attacker: str) -> str:
    """The defender of a combat in the setup that names only its attacker: in a duel the other player; with
    more players, the other player whose units are there (457: a combat is between exactly two players)."""
    here = [u.controller for u in game.units(where) if u.controller not in (attacker, None)]
    return here[0] if here else game.opponents(attacker)[0]


def _ref(game: Game, target: Any) -> Any:
    """A chosen target as the engine remembers it: an object's (uid, incarnation), or a place."""
    if isinstance(target, str) and target in game.aliases:
        return game.obj(target).ref
    return target


def _obj(game: Game, spec: dict[str, Any], owner: str, zone: str) -> Any:
    vanilla = spec.get("vanilla")
    card_id = spec.get("card") or "vanilla"
    o = game.new_obj(card_id, spec.get("owner", owner), zone, alias=spec.get("id"),
                     vanilla=dict(vanilla) if vanilla is not None else None)
    if o.vanilla is not None:
        kind = o.vanilla.get("type", "Unit")
        o.vanilla["type"] = [kind] if isinstance(kind, str) else list(kind)
    o.token = bool(card_data(card_id).get("token"))
    return o


def _permanent(game: Game, spec: dict[str, Any], owner: str, location: str) -> Any:
    o = _obj(game, spec, owner, BOARD)
    o.location = location
    o.controller = spec.get("controller", o.owner)
    if location == "base" and o.controller != owner:
        o.base_of = owner  # in `owner`'s base, controlled by another player: 323.7 [R3] recalls it
    o.exhausted = bool(spec.get("exhausted", False))
    o.damage = int(spec.get("damage", 0))
    o.buffed = bool(spec.get("buffed", False))
    o.stunned = bool(spec.get("stunned", False))
    emp = spec.get("empowered", 0)
    o.empowered = 1 if emp is True else int(emp or 0)
    o.mods = [MightMod(int(m["amount"]), m.get("duration", "turn")) for m in spec.get("might_mods", []) or []]
    for a in spec.get("attachments", []) or []:
        g = _permanent(game, {**a, "owner": a.get("owner", o.owner)}, a.get("owner", o.owner), location)
        g.attached_to = o.uid
    return o
