"""Build a game from a case's setup (docs/case-format.md section 2)."""
from __future__ import annotations

from typing import Any

from .behaviour import card_data
from .game import Game
from .state import BOARD, MightMod, PLAYERS, Battlefield


def build(setup: dict[str, Any]) -> Game:
    game = Game()
    t = setup.get("turn", {}) or {}
    game.active = t.get("active", "A")
    game.phase = t.get("phase", "action")
    game.priority = game.active
    game.victory_score = setup.get("victory_score", 8)
    for b in setup.get("battlefields", []) or []:
        bf = Battlefield(b["id"], b.get("card"), controller=b.get("controller"))
        if b.get("card"):
            o = game.new_obj(b["card"], bf.controller or "A", "battlefield", alias=b["id"],
                             controller=bf.controller, location=b["id"])
            bf.uid = o.uid
        game.battlefields.append(bf)
    for p in PLAYERS:
        spec = (setup.get("players", {}) or {}).get(p, {}) or {}
        pl = game.players[p]
        pl.points = spec.get("points", 0)
        pool = spec.get("pool", {}) or {}
        pl.energy = pool.get("energy", 0)
        pl.power = dict(pool.get("power", {}) or {})
        pl.runes = [{"domain": r["domain"], "exhausted": bool(r.get("exhausted"))} for r in spec.get("runes", []) or []]
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
            cd = card_data(c["card"]) if c.get("card") else {}
            pl.played_this_turn.append({"uid": None, "types": cd.get("type") or ["Unit"], "token": False})
        pl.conquered_this_turn = list(spec.get("conquered_this_turn", []) or [])
    for b in setup.get("battlefields", []) or []:
        for u in b.get("units", []) or []:
            _permanent(game, u, u.get("owner", "A"), b["id"])
        for f in b.get("facedown", []) or []:
            o = _obj(game, f, f.get("owner", "A"), "facedown")
            o.location, o.controller, o.facedown = b["id"], f.get("owner", "A"), True
    return game


def _obj(game: Game, spec: dict[str, Any], owner: str, zone: str) -> Any:
    vanilla = spec.get("vanilla")
    card_id = spec.get("card") or "vanilla"
    o = game.new_obj(card_id, spec.get("owner", owner), zone, alias=spec.get("id"),
                     vanilla=dict(vanilla) if vanilla is not None else None)
    if vanilla is not None:
        o.vanilla.setdefault("type", ["Unit"])
    o.token = bool(card_data(card_id).get("token"))
    return o


def _permanent(game: Game, spec: dict[str, Any], owner: str, location: str) -> Any:
    o = _obj(game, spec, owner, BOARD)
    o.location = location
    o.controller = spec.get("controller", o.owner)
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
