"""Keyword rules (800s) written once, for every object that has the keyword — printed, vanilla, granted
(801.3.a) or from a dependent keyword whose condition holds — and never for an object that lost it
(801.3.b). The rule modules call in here where the keyword's rule lives:

* play timing (chain.timing_ok): Quick-Draw has Reaction (819.1.b); Ambush has Reaction while the unit
  is played to a battlefield where its player controls units (822.1.b);
* play location (chain.check_play_location): Ambush permits such a battlefield (822.1.b, 822.3);
* activated keyword abilities (chain.all_activated): Empower on a vanilla object (827.1.c.1);
* combat damage assignment (combat.legal_splits): Tank first (815), Backline last (826);
* Might (layers.might): Assault while an attacker (807.1.c), Shield while a defender (814.1.c);
* triggered keywords (triggers.check_triggers): Deathknell (808), Hunt (823), Quick-Draw's attach (819.1.d);
* dependent keywords (727 [R4]): Legion (812), Level (824), Empowered (828) — their conditions.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .behaviour import TargetSpec, Trigger, behaviour_of, printed_keywords
from . import layers
from .layers import has_keyword, keyword_value
from .state import BOARD

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def name_of(keyword: str) -> str:
    """'Assault 2' -> 'Assault', 'Equip [1]' -> 'Equip', 'Level 3' -> 'Level'."""
    return keyword.split(" ")[0]


def controller_of(o: "Obj") -> str:
    """The player a card's "you" is: its controller, or its owner while it has none (in hand, ...)."""
    return o.controller or o.owner


# ---- dependent keywords (727 [R4]; 812 Legion, 824 Level, 828 Empowered) -------------------------
def legion_active(game: "Game", player: str, o: "Obj") -> bool:
    """812.1.b.1 / 812.1.c [R4]: a card different from the one with Legion has been *finalized* by ``player``
    this turn (played in the finalize meaning, 419.4.b: a countered card counts); one card satisfies every
    Legion (812.2)."""
    return any(rec.get("uid") != o.uid for rec in game.players[player].played_this_turn)


def level_active(game: "Game", player: str, n: int) -> bool:
    """824.1.b.1 / 824.1.c-d: while the controlling player has N or more XP."""
    return game.players[player].xp >= n


def dependent_active(game: "Game", o: "Obj", keyword: str) -> bool:
    """Whether the condition of the dependent keyword ``keyword`` ("Legion", "Level 3", "Empowered") holds
    for ``o`` now (727.1.b: its dependent ability is inactive until then; 727.1.b.2: active while true).
    Level reads the XP of the card's current controller (824.1.c.1)."""
    name = name_of(keyword)
    if name == "Legion":
        return legion_active(game, controller_of(o), o)
    if name == "Level":
        m = re.fullmatch(r"Level (\d+)", keyword)
        return bool(m) and level_active(game, controller_of(o), int(m.group(1)))
    if name == "Empowered":
        return o.empowered > 0  # 828.1.c
    return False


# ---- timing and location (806 Action, 813 Reaction, 819 Quick-Draw, 822 Ambush) --------------------
def timing_keywords(game: "Game", o: "Obj") -> list[str]:
    """The keywords a card has as it is played, wherever it is: printed, from its dependent keywords whose
    condition holds (806.4, 813.4: "may grant a card ... Action under certain conditions"), and granted."""
    return list(behaviour_of(o).keywords(game, o)) + [k for k, _ in o.granted]


def has_reaction(game: "Game", o: "Obj") -> bool:
    """Reaction, printed, granted or from a dependent keyword, or inherent to Quick-Draw (819.1.b: "Cards
    with Quick-Draw have Reaction inherently")."""
    kws = timing_keywords(game, o)
    return "Reaction" in kws or "Quick-Draw" in kws


def ambush_permits(game: "Game", o: "Obj", player: str, dest: Any) -> bool:
    """822.1.b: "I may be played to a battlefield where you control Units"; 822.3: with no units of the
    player there (any more) as the play is checked, Ambush gives no permission."""
    if "Ambush" not in timing_keywords(game, o):
        return False
    return game.is_bf(dest) and any(u.controller == player for u in game.units(dest))


# ---- combat damage assignment (815 Tank, 826 Backline; 465.2.c.6 [R4]) ------------------------------
def assignment_groups(game: "Game", victims: list["Obj"], tank_test: Any = None) -> list[list[list["Obj"]]]:
    """The orders combat damage may be assigned in (465.2.c.6 [R4] Example): units with Tank first
    (815.1.b, 815.1.c.2: any of them), then units with neither keyword, then units with Backline last
    (826.3, 826.4.b). A unit with both has exclusionary requirements: the assigning player chooses which one
    applies to it, each such unit individually (465.2.c.8-465.2.c.9 [R4]) - so one grouping (tanks, others,
    backline) per combination of those choices. ``tank_test`` is the caller's Tank test (combat.py reads
    Tank itself)."""
    tank_test = tank_test or (lambda u: has_keyword(game, u, "Tank"))
    tanks = [v for v in victims if tank_test(v)]
    backs = [v for v in victims if has_keyword(game, v, "Backline")]
    both = [v for v in tanks if v in backs]
    groupings: list[list[list["Obj"]]] = []
    for mask in range(2 ** len(both)):
        as_back = {v.uid for i, v in enumerate(both) if mask >> i & 1}
        first = [v for v in tanks if v.uid not in as_back]
        last = [v for v in backs if v not in first]
        others = [v for v in victims if v not in first and v not in last]
        groupings.append([first, others, last])
    return groupings


# ---- triggered keywords (808 Deathknell, 819 Quick-Draw, 823 Hunt) ----------------------------------
def _died(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    """808.1.c-d: "When I die" — the permanent was killed and sent to the trash (a replaced kill sends
    nothing there and triggers nothing, 808.1.d.1). Its controller as it died controls the trigger."""
    if ev["type"] == "die" and ev.get("object") == game.alias_of(me.uid) and me.zone == "trash":
        return {"controller": ev.get("player") or me.owner}
    return None


def _conquered_or_held(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    """823.1.b: Hunt is both a conquer and a hold effect — my controller conquered or held my battlefield."""
    if ev["type"] in ("conquer", "hold") and ev.get("player") == me.controller and me.location == ev.get("object"):
        return {"hunt": keyword_value(game, me, "Hunt")}
    return None


def _hunt(r: Any) -> None:
    """823.1.c.1: "When I Conquer or Hold, my controller gains X XP" (X summed over every Hunt, 823.2)."""
    from .additional import gain_xp

    r.instruction(lambda: gain_xp(r.game, r.controller, int(r.info.get("hunt", 1)), r.source_alias))


def _quick_draw_attach(r: Any) -> None:
    """819.1.d: "When you play this, attach it to a Unit you control." "It" is the gear played: returned and
    played again, the card is a new object (rule 124 [R4]) and this trigger attaches nothing (negated)."""
    from . import actions

    me = r.source_still()
    r.instruction(lambda: actions.attach(r.game, me, r.target(0), r.controller)
                  if me is not None and me.zone == "board" else False, uses=(0,))


def _played_me(game: Any, me: Any, ev: dict[str, Any]) -> dict[str, Any] | None:
    from .triggers import played_me

    return played_me(game, me, ev)


def keyword_triggers(game: "Game", o: "Obj") -> list[Trigger]:
    """The triggered abilities o's keywords are short for, besides Temporary, Vision and Weaponmaster
    (triggers.keyword_triggers): one Deathknell trigger per instance (808.2), one Hunt trigger whatever
    the number of instances (823.2: their values are summed), Quick-Draw's attach once (819.2).

    A permanent that has just died has the keywords it had on the board (noted as it died, 808.1.d.3): a
    Deathknell a dependent ability gave it counts only if that ability was active (727.1.c.1 [R3])."""
    out: list[Trigger] = []
    if o.zone == BOARD:
        kws = _board_keywords(game, o)
    elif o.zone == "trash" and "keywords" in o.data.get("last_known", {}):
        kws = list(o.data["last_known"]["keywords"])
    else:
        kws = printed_keywords(o)
    for k in kws:
        if k == "Deathknell":
            out.append(Trigger(_died, lambda r: behaviour_of(r.source).keyword_effect("Deathknell", r),
                               targets=behaviour_of(o).keyword_targets("Deathknell"), zones=("trash",),
                               text="[Deathknell]"))
    if any(name_of(k) == "Hunt" for k in kws):
        out.append(Trigger(_conquered_or_held, _hunt, text="[Hunt]"))
    if "Quick-Draw" in kws:
        spec = TargetSpec("unit", lambda g, u, p, i: u.controller == p, text="a unit you control")
        out.append(Trigger(_played_me, _quick_draw_attach, targets=[spec], text="[Quick-Draw]"))
    return out


def _board_keywords(game: "Game", o: "Obj") -> list[str]:
    return layers.keywords(game, o)
