"""The canonical observation (docs/case-format.md section 6)."""
from __future__ import annotations

from typing import Any

from .game import Game
from . import layers, seats
from .layers import might
from .state import BOARD


def observe(game: Game) -> dict[str, Any]:
    layers.open_might_pass(game)  # nothing but reads here: every object's Might from one reading of its sources
    try:
        return _observe(game)
    finally:
        layers.close_might_pass(game)


def _observe(game: Game) -> dict[str, Any]:
    attachments: dict[int, list[str]] = {}  # uid -> the aliases of what is attached to it, in object order
    for a in game.objects.values():
        if a.attached_to is not None:
            attachments.setdefault(a.attached_to, []).append(game.alias_of(a.uid))
    objects = {}
    for alias, uid in game.aliases.items():
        o = game.objects[uid]
        if o.zone == "battlefield" or game.is_bf(alias):  # a battlefield (or one removed with its owner, 652.2)
            continue
        on_board = o.zone == BOARD
        objects[alias] = {
            "zone": o.zone, "location": o.location if o.zone in (BOARD, "facedown") else None,
            "owner": o.owner, "controller": o.controller if o.zone in (BOARD, "chain", "facedown", "legend") else None,
            "might": might(game, o), "damage": o.damage, "exhausted": o.exhausted, "stunned": o.stunned,
            "empowered": o.empowered, "buffed": o.buffed,
            "attached_to": game.alias_of(o.attached_to) if o.attached_to else None,
            "attachments": list(attachments.get(uid, ())),
            "attacker": o.attacker and on_board, "defender": o.defender and on_board,
        }
    players = {}
    for p in game.seats:
        pl = game.players[p]
        players[p] = {
            "points": pl.points, "xp": pl.xp, "hand_size": len(pl.hand), "deck_size": len(pl.deck),
            "trash_size": len(pl.trash), "banishment_size": len(pl.banishment),
            "hand": [game.alias_of(u) for u in pl.hand], "trash": [game.alias_of(u) for u in pl.trash],
            "banishment": [game.alias_of(u) for u in pl.banishment], "deck": [game.alias_of(u) for u in pl.deck],
            "pool": {"energy": pl.energy, "power": dict(pl.power)},
            "runes_ready": sum(1 for r in pl.runes if not r["exhausted"]),
            "runes_exhausted": sum(1 for r in pl.runes if r["exhausted"]),
            "rune_deck_size": len(pl.rune_deck),
            "base": [game.alias_of(u.uid) for u in game.units("base", p)],
        }
        if game.mode.name != "duel":  # (1.3) a duel's observation is unchanged
            players[p]["removed"] = p in game.removed
        if game.mode.has_teams:
            players[p]["team_points"] = seats.score(game, p)
    battlefields = {
        b.alias: {"controller": b.controller, "units": [game.alias_of(u.uid) for u in game.units(b.alias)],
                  "facedown": [game.alias_of(o.uid) for o in game.objects.values()
                               if o.zone == "facedown" and o.location == b.alias]}
        for b in game.battlefields}
    sd = game.showdown
    state = ("showdown" if sd else "neutral") + ("-closed" if game.chain else "-open")
    return {
        "objects": objects, "players": players, "battlefields": battlefields,
        "chain": [item.label(game) for item in reversed(game.chain)],
        "turn": {"active": game.active, "phase": game.phase, "state": state, "priority": game.priority},
        "showdown": None if sd is None else {"battlefield": sd.battlefield, "combat": sd.combat,
                                             "attacker": sd.attacker, "defender": sd.defender, "focus": sd.focus},
        "game": _game(game),
    }


def _game(game: Game) -> dict[str, Any]:
    """Rule 472 [R4]: the game is over once a player has won; in 2v2 the whole team wins (484.6.a), which
    ``winners`` names, and ``winner`` is null (contract 1.3)."""
    out: dict[str, Any] = {"over": game.winner is not None,
                           "winner": None if game.mode.has_teams else game.winner}
    if game.mode.name != "duel":
        out["winners"] = list(game.winners)
    return out
