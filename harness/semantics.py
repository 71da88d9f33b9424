"""Semantic checks on a schema-valid case (docs/case-format.md, sections 1-5).

``check(data, stem, ctx)`` verifies what the JSON Schema cannot: the id is the file stem; mechanics,
ruling and source ids exist; every card reference names a catalogue card; every alias is defined
once and every alias used resolves. It also builds the normalised setup (``card:`` → card id).
"""
from __future__ import annotations

import copy
import difflib
import marshal
from dataclasses import dataclass, field
from typing import Any, Collection, Iterable, Iterator

from harness import consistency, modes, rulenumbers
from harness.catalogue import UnknownCard
from harness.events import SCHEMA_FILE as EVENTS_SCHEMA, fields as event_fields
from harness.yamlsrc import Keys, json_path

RESERVED = {"base", "A", "B"}  # a duel's; a mode with more seats reserves them too (reserved())
ZONES = ("base", "hand", "deck", "trash", "banishment", "played_this_turn")
DOMAINS = {"Fury", "Calm", "Mind", "Body", "Chaos", "Order"}  # schema $defs.domain
# decision kinds whose answers are aliases (checked leniently: card ids and base/A/B also pass)
ALIAS_ANSWERS = {"choose-target", "choose-targets", "order-triggers", "order-replacements",
                 "choose-card", "choose-location", "assign-combat-damage"}
# keys whose values are seats (contract 1.3: every seat a case names belongs to its mode)
SEAT_KEYS = {"active", "priority", "player", "owner", "controller", "attacker", "defender", "focus", "winner"}
PLAYER_VERBS = {"draw", "channel", "points", "discard", "xp"}  # vanilla instructions a `player:` may redirect (1.3)


def reserved(mode: str) -> set[str]:
    """Values no alias may take in a case of ``mode``: ``base`` and the mode's seats."""
    return {"base", *modes.seats(mode)}


LEVELS = ("core", "keywords", "cards", "faq")
DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")  # rune domains (channel events name them)


@dataclass
class Checked:
    problems: list[tuple[Keys, str]] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    cards: set[str] = field(default_factory=set)
    keywords: set[str] = field(default_factory=set)   # keyword names on vanilla objects (requirements)
    abilities: set[str] = field(default_factory=set)  # test abilities on vanilla objects (requirements)
    level: str = "core"
    mode: str = modes.DEFAULT  # (1.3) setup.mode: a requirement too (hello.modes)


def keyword_name(keyword: str) -> str:
    """'Deflect 2' -> 'Deflect', 'Equip [1]' -> 'Equip': the keyword an engine declares."""
    return keyword.split(" ")[0]


def derive_level(kind: str, checked: Checked) -> str:
    """The level an engine author climbs to reach a case (docs/case-format.md, section 1): a ruling of an
    FAQ, clarification or judge collection is ``faq``; a Core Rules case is ``cards`` when it uses a
    catalogued card, ``keywords`` when it uses vanilla keywords or test abilities, else ``core``."""
    if kind != "rules":
        return "faq"
    if checked.cards:
        return "cards"
    if checked.keywords or checked.abilities:
        return "keywords"
    return "core"


def hint(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, sorted(choices), n=3, cutoff=0.6)
    return ("; did you mean " + " or ".join(repr(c) for c in close) + "?") if close else ""


def setup_objects(setup: dict[str, Any]) -> Iterator[tuple[Keys, dict[str, Any], str]]:
    """Every object the setup defines, as (keys, object, category: 'object'|'battlefield')."""
    def permanents(items: list[dict[str, Any]], keys: Keys) -> Iterator[tuple[Keys, dict[str, Any], str]]:
        for i, item in enumerate(items):
            yield keys + (i,), item, "object"
            yield from permanents(item.get("attachments", []), keys + (i, "attachments"))

    for i, item in enumerate(setup.get("chain", [])):
        yield ("setup", "chain", i), item, "object"
    for seat, player in (setup.get("players") or {}).items():
        pkeys: Keys = ("setup", "players", seat)
        if "legend" in player:
            yield pkeys + ("legend",), player["legend"], "object"
        for zone in ZONES:
            yield from permanents(player.get(zone, []), pkeys + (zone,))
    for i, bf in enumerate(setup.get("battlefields", [])):
        bkeys: Keys = ("setup", "battlefields", i)
        yield bkeys, bf, "battlefield"
        yield from permanents(bf.get("units", []), bkeys + ("units",))
        for j, hidden in enumerate(bf.get("facedown", [])):
            yield bkeys + ("facedown", j), hidden, "object"


def _copy(value: Any) -> Any:
    """``copy.deepcopy`` of a parsed document, by a marshal round trip where marshal holds every value
    (the same copy: values shared or recursive through YAML aliases stay so; several times quicker), or
    ``copy.deepcopy`` itself (a date, say)."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return copy.deepcopy(value)


def check(data: dict[str, Any], stem: str, ctx: Any) -> Checked:
    out = Checked(setup=_copy(data["setup"]))
    bad = lambda keys, msg: out.problems.append((keys, msg))  # noqa: E731

    if data["id"] != stem:
        bad(("id",), f"id {data['id']!r} must equal the file name {stem!r}")
    for i, mech in enumerate(data["mechanics"]):
        if mech not in ctx.mechanics:
            bad(("mechanics", i), f"unknown mechanic {mech!r}{hint(mech, ctx.mechanics)} (schema/mechanics.yaml)")
    kind = _check_provenance(data["ruling"], ctx, bad)
    version = rulenumbers.version_of((ctx.sources.get(data["ruling"]["source"]) or {}).get("rules_version"))
    # a Core Rules case cites the numbers of the text it quotes (checked by section and by `riftcheck quotes`);
    # a ruling's case cites numbers the version map knows in its source's version
    numbers = consistency.rule_problems(data["ruling"], version, ctx.rule_numbers) if kind != "rules" else []
    for keys, message in numbers + consistency.todo_problems(data):
        bad(keys, message)
    out.mode = modes.mode_of(data["setup"])
    taken = reserved(out.mode)
    _check_seats(data, out.mode, bad)

    # definitions and card references (on the copy, which becomes the normalised setup)
    objects: dict[str, Keys] = {}
    battlefields: dict[str, Keys] = {}
    for keys, obj, category in setup_objects(out.setup):
        alias = obj.get("id")
        if alias is not None:
            if alias in taken:
                bad(keys + ("id",), f"{alias!r} is reserved (base and the seats {', '.join(modes.seats(out.mode))} "
                                    "cannot be aliases)")
            elif alias in objects or alias in battlefields:
                first = objects.get(alias) or battlefields[alias]
                bad(keys + ("id",), f"alias {alias!r} is defined twice (first at {json_path(first)})")
            else:
                (battlefields if category == "battlefield" else objects)[alias] = keys
        if "card" in obj:
            try:
                obj["card"] = ctx.catalogue.resolve(obj["card"])
                out.cards.add(obj["card"])
            except UnknownCard as exc:
                bad(keys + ("card",), str(exc))
        if "vanilla" in obj:
            _check_vanilla(obj["vanilla"], keys + ("vanilla",), out, bad)
        if category == "object":
            _check_attachment(obj, keys, ctx, bad)

    for i, step in enumerate(data["script"]):
        for j, alias in enumerate(step.get("created", [])):
            ckeys: Keys = ("script", i, "created", j)
            if alias in taken or alias in objects or alias in battlefields:
                bad(ckeys, f"alias {alias!r} is reserved or already defined")
            else:
                objects[alias] = ckeys
    showdown = data["setup"].get("showdown")
    refs = _Refs(objects, battlefields, ctx.catalogue.cards, bad, taken)  # (a dict: only `in` is asked of it)
    if showdown:
        refs.battlefield(showdown["battlefield"], ("setup", "showdown", "battlefield"))
        if not showdown.get("combat"):  # a non-combat showdown has no attacker or defender (459.2 [R3])
            for role in ("attacker", "defender"):
                if showdown.get(role) is not None:
                    bad(("setup", "showdown", role), f"`{role}` needs `combat: true`: a showdown that is not a "
                                                     "combat has no attacker or defender")
    for i, item in enumerate(data["setup"].get("chain", [])):
        for j, target in enumerate(item.get("targets", [])):
            refs.any(target, ("setup", "chain", i, "targets", j))
    for seat, player in (data["setup"].get("players") or {}).items():
        for history in ("conquered_this_turn", "scored_this_turn"):
            for i, bf in enumerate(player.get(history, [])):
                refs.battlefield(bf, ("setup", "players", seat, history, i))
    for i, step in enumerate(data["script"]):
        _check_step(step, ("script", i), refs)
    _check_expect(data["expect"], ("expect",), refs)
    out.level = derive_level(kind, out)
    return out


def _check_seats(data: dict[str, Any], mode: str, bad: Any) -> None:
    """(1.3) Every seat the case names is a seat of its mode (docs/case-format.md section 2, modes): the
    keys under ``players`` and every seat-valued field (``active``, ``player``, ``owner``, ``winners``, a
    ``choose-player`` answer, ...). In 2v2 a team wins: the case expects ``winners``, not ``winner``."""
    allowed = set(modes.seats(mode))

    def seat(value: Any, keys: Keys) -> None:
        if isinstance(value, str) and value in modes.ALL_SEATS and value not in allowed:
            bad(keys, f"seat {value!r} is not a seat of mode {mode!r} (its seats: {', '.join(modes.seats(mode))}); "
                      "setup.mode gives the mode (docs/case-format.md section 2)")

    def walk(value: Any, keys: Keys) -> None:
        if isinstance(value, dict):
            if value.get("decision") == "choose-player":
                seat(value.get("answer"), keys + ("answer",))
            for key, item in value.items():
                if key == "players" and isinstance(item, dict):
                    for name in item:
                        seat(name, keys + (key, name))
                elif key in SEAT_KEYS:
                    seat(item, keys + (key,))
                elif key == "winners" and isinstance(item, list):
                    for i, name in enumerate(item):
                        seat(name, keys + (key, i))
                if key == "game" and isinstance(item, dict) and mode in modes.TEAMS and "winner" in item:
                    bad(keys + (key, "winner"), f"in {mode} a team wins (484.6.a): expect `winners` (the winning "
                                                "team), not `winner`, which is null there")
                walk(item, keys + (key,))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, keys + (i,))

    for section in ("setup", "script", "expect"):
        walk(data[section], (section,))


def _check_provenance(ruling: dict[str, Any], ctx: Any, bad: Any) -> str:
    """The source exists; a ruling case names its ruling; a Core Rules case cites rules the map knows.
    Returns the source's kind (``rules`` for the Core Rules)."""
    source = ctx.sources.get(ruling["source"])
    if source is None:
        bad(("ruling", "source"), f"no source {ruling['source']!r} in cases/sources.yaml{hint(ruling['source'], ctx.sources)}")
        source = {}
    kind = source.get("kind", "faq")
    inventory = ruling.get("inventory")
    if inventory is None and kind != "rules":
        bad(("ruling",), f"missing required key 'inventory': a case from {ruling['source']!r} ({kind}) names "
                         "its ruling in rulings/index.yaml")
    elif inventory is not None and inventory not in ctx.rulings:
        bad(("ruling", "inventory"), f"no ruling {inventory!r} in rulings/index.yaml{hint(inventory, ctx.rulings)}")
    if kind == "rules":
        rules = ruling.get("rules") or []
        if not rules:
            bad(("ruling",), "a Core Rules case cites the rule number(s) it quotes in `rules`")
        for i, rule in enumerate(rules):
            if ctx.rules_map.section_of(rule, source.get("rules_version")) is None:
                bad(("ruling", "rules", i), f"rule {rule!r} is in no section of rulings/rules.yaml")
    return kind


def _check_vanilla(vanilla: dict[str, Any], keys: Keys, out: Checked, bad: Any) -> None:
    """A vanilla object's traits fit its type (docs/case-format.md, section 2); collect its requirements:
    its keywords, the keywords its instructions grant or remove and its dependent abilities give."""
    kinds = vanilla.get("type", "Unit")
    kinds = [kinds] if isinstance(kinds, str) else list(kinds)
    kind = kinds[0] if len(kinds) == 1 else "/".join(kinds)
    if "Unit" in kinds and "might" not in vanilla:
        bad(keys, "a vanilla unit needs `might`")
    if "Unit" not in kinds and "might" in vanilla:
        bad(keys + ("might",), f"a vanilla {kind.lower()} has no Might")
    if "Spell" not in kinds and "effect" in vanilla:
        bad(keys + ("effect",), "only a vanilla spell has an `effect`")
    if "Spell" in kinds and "effect" not in vanilla:
        bad(keys, "a vanilla spell needs an `effect`")
    if "Gear" not in kinds and "might_bonus" in vanilla:
        bad(keys + ("might_bonus",), "only vanilla gear has a `might_bonus`")
    keywords = list(vanilla.get("keywords", []))
    _check_effect(vanilla.get("effect", []), keys + ("effect",), out, bad)
    # a keyword a dependent ability gives ("[Level 2][>] [Deathknell][>] Draw 1.", 727.1.c [R3]) carries its text too
    given = [k for text in (vanilla.get("keyword_text") or {}).values() if isinstance(text, dict)
             for k in text.get("keywords", [])]
    for keyword, text in (vanilla.get("keyword_text") or {}).items():
        tkeys = keys + ("keyword_text", keyword)
        if keyword not in keywords and keyword not in given:
            bad(tkeys, f"{keyword!r} is not one of this object's `keywords`")
        name = keyword_name(keyword)
        if name in TRIGGERED_TEXT and not isinstance(text, list):
            bad(tkeys, f"{name}'s text is a list of instructions (its effect)")
        elif name in DEPENDENT and not isinstance(text, dict):
            bad(tkeys, f"{name} is a dependent keyword: its text is a dependent ability (might, keywords, cost_less)")
        elif name not in TRIGGERED_TEXT and name not in DEPENDENT:
            bad(tkeys, f"{name} carries no text (only {', '.join(sorted(TRIGGERED_TEXT | DEPENDENT))} do)")
        if isinstance(text, list):
            _check_effect(text, tkeys, out, bad)
        elif isinstance(text, dict):
            out.keywords.update(keyword_name(k) for k in text.get("keywords", []))
    for i, keyword in enumerate(keywords):
        _check_present_on(keyword, kinds, keys + ("keywords", i), bad)
    for keyword in given:  # the keywords a dependent ability gives are this object's too while it is active
        _check_present_on(keyword, kinds, keys + ("keyword_text",), bad)
    out.keywords.update(keyword_name(k) for k in keywords)
    out.abilities.update(vanilla.get("abilities", []))


# The card types a keyword ability is printed on, as the Core Rules say ([R3] numbers; "It is present on
# Units." and so on). Keywords not listed can be on any card (Action 806.1.a, Reaction 813.1.a, Hidden
# 811.1.a on spells, units and gear; the dependent keywords, Empower, Flow, Unique).
PRESENT_ON: dict[str, tuple[frozenset[str], str]] = {
    "Accelerate": (frozenset({"Unit"}), "805.1"),
    "Assault": (frozenset({"Unit"}), "807.1.a"),
    "Deathknell": (frozenset({"Unit", "Gear"}), "808.1.a"),   # permanents
    "Deflect": (frozenset({"Unit", "Gear"}), "809.1.a"),
    "Ganking": (frozenset({"Unit"}), "810.1.a"),
    "Shield": (frozenset({"Unit"}), "814.1.a"),
    "Tank": (frozenset({"Unit"}), "815.1.a"),
    "Temporary": (frozenset({"Unit", "Gear"}), "816.1.a"),
    "Vision": (frozenset({"Unit", "Gear"}), "817.1.a"),
    "Equip": (frozenset({"Gear"}), "818.1.a"),
    "Quick-Draw": (frozenset({"Gear"}), "819.1.a"),
    "Repeat": (frozenset({"Spell"}), "820.1.a"),
    "Weaponmaster": (frozenset({"Unit"}), "821.1.a"),
    "Ambush": (frozenset({"Unit"}), "822.1.a"),
    "Hunt": (frozenset({"Unit"}), "823.1.a"),
    "Backline": (frozenset({"Unit"}), "826.2"),
}


def _check_present_on(keyword: Any, kinds: list[str], keys: Keys, bad: Any) -> None:
    """A keyword on a vanilla object of a card type the rules put it on (PRESENT_ON): Repeat on a unit or
    Deflect on a spell has no meaning the contract defines."""
    if not isinstance(keyword, str):
        return  # (the schema reports it)
    name = keyword_name(keyword)
    if name in PRESENT_ON and not PRESENT_ON[name][0] & set(kinds):
        types, rule = PRESENT_ON[name]
        where = " or ".join(sorted(t.lower() for t in types))
        bad(keys, f"{name} is present on a {where} (rule {rule} [R3]), not on a {'/'.join(kinds).lower()}")


def _types(obj: dict[str, Any], ctx: Any) -> list[str] | None:
    """The card types of a setup object (a vanilla one's `type`, a catalogued card's), or None if unknown."""
    if "vanilla" in obj:
        kinds = obj["vanilla"].get("type", "Unit")
        return [kinds] if isinstance(kinds, str) else list(kinds)
    try:
        card = ctx.catalogue.cards.get(ctx.catalogue.resolve(obj["card"])) if "card" in obj else None
    except UnknownCard:
        return None  # (reported where the card is named)
    kinds = card.get("type") if isinstance(card, dict) else None
    return [kinds] if isinstance(kinds, str) else list(kinds) if isinstance(kinds, list) else None


def _check_attachment(obj: dict[str, Any], keys: Keys, ctx: Any, bad: Any) -> None:
    """`attachments` are gear attached to a unit (docs/case-format.md, section 2; 718 [R3]): only a unit holds
    them, and each is a gear."""
    attached = obj.get("attachments") or []
    kinds = _types(obj, ctx)
    if attached and kinds is not None and "Unit" not in kinds:
        bad(keys + ("attachments",), f"only a unit has `attachments` (this is a {'/'.join(kinds).lower()})")
    for i, item in enumerate(attached):
        item_kinds = _types(item, ctx) if isinstance(item, dict) else None
        if item_kinds is not None and "Gear" not in item_kinds:
            bad(keys + ("attachments", i), f"an attachment is a gear (this is a {'/'.join(item_kinds).lower()})")


TRIGGERED_TEXT = {"Deathknell"}            # "[Deathknell][>] [Effect]" (808.1.b)
DEPENDENT = {"Legion", "Level", "Empowered"}  # dependent keywords (727 [R4]): "[K][>] [Text]"


def _check_effect(effect: list[dict[str, Any]], keys: Keys, out: Checked, bad: Any) -> None:
    """A list of vanilla instructions: `it` needs an earlier choice, (1.3) `if_you_do` an earlier instruction
    acting on an object; granted and removed keywords are
    requirements."""
    for i, instruction in enumerate(effect):
        choosers = [prev for prev in effect[:i] if _chooses(prev)]
        if "it" in instruction.values() and not choosers:
            bad(keys + (i,), "`it` refers to the previous instruction's choice, and none came before")
        elif "it" in instruction.values() and choosers[-1].get("player") == "opponent":
            bad(keys + (i,), "`it` refers to the previous instruction's choice of an object, not of a player")
        if instruction.get("if_you_do") and i == 0:
            bad(keys + (i,), "`if_you_do` refers to an earlier instruction of the effect, and this is the first one")
        elif instruction.get("if_you_do") and not any(_acts_on_object(prev) for prev in effect[:i]):
            bad(keys + (i,), "`if_you_do` refers to an earlier instruction acting on an object, and none came before")
        verb = _verb(instruction)
        selector = instruction.get("to", instruction.get(verb)) if verb else None
        if selector == "spell" and verb != "counter":
            bad(keys + (i,), f"`spell` is chosen only by `counter` (`{{counter: spell}}`); `{verb}` acts on a unit "
                             "or gear selector (docs/case-format.md, section 1)")
        if verb == "move" and selector == "it":
            bad(keys + (i,), "`{move: it}` has no destination (a `move` chooses its destination with its unit): "
                             "choose the unit with a selector, e.g. `{move: friendly-unit}`")
        for verb in ("grant", "lose"):
            if verb in instruction:
                out.keywords.add(keyword_name(instruction[verb]))
    out.cards.update(i["with"] for i in effect if "with" in i)  # a token a `replace` creates is a required card


_MODIFIERS = ("to", "with", "duration", "player", "if_you_do")  # an instruction's keys other than its verb


def _verb(instruction: dict[str, Any]) -> str | None:
    """The instruction's action: its key other than the modifiers (None if it has none)."""
    return next((k for k in instruction if k not in _MODIFIERS), None)


def vanilla_choices(effect: list[dict[str, Any]]) -> int:
    """How many `targets` entries a vanilla spell's play takes: one per chosen selector, and a
    destination after each `move` (docs/case-format.md, section 2)."""
    return sum(_chooses(i) + ("move" in i and _chooses(i)) for i in effect)


def _acts_on_object(instruction: dict[str, Any]) -> bool:
    """(1.3) Whether the instruction acts on an object (a chosen S, `it`, or a spell to counter), not on a
    player: the instruction a later `if_you_do` is linked to (rule 359.3.e.14 [R3])."""
    verb = _verb(instruction)
    return verb is not None and isinstance(instruction.get("to", instruction[verb]), str)


def _chooses(instruction: dict[str, Any]) -> bool:
    """Whether the instruction makes a choice as the spell is played: a selector of objects, a spell to
    counter, or (1.3) ``player: opponent``."""
    if instruction.get("player") == "opponent":
        return True
    verb = _verb(instruction)
    selector = instruction.get("to", instruction[verb])
    return isinstance(selector, str) and selector not in ("it", "spell") or instruction.get("counter") == "spell"




class _Refs:
    """Resolves alias references, reporting the ones that name nothing."""

    def __init__(self, objects: dict, battlefields: dict, card_ids: Collection[str], bad: Any,
                 taken: Collection[str] = frozenset(RESERVED)):
        self.objects, self.battlefields, self.card_ids, self.bad = objects, battlefields, card_ids, bad
        self.taken = taken

    def _known(self) -> set[str]:
        return set(self.objects) | set(self.battlefields)

    def object(self, alias: str, keys: Keys) -> None:
        if alias not in self.objects:
            self.bad(keys, f"unknown alias {alias!r}{hint(alias, self.objects)}")

    def battlefield(self, alias: str, keys: Keys, base_ok: bool = False) -> None:
        if alias in self.battlefields or (base_ok and alias == "base"):
            return
        if alias.startswith("token-") and alias in self.card_ids:
            return  # a battlefield token created during play is named by its card id (e.g. token-baron-pit)
        self.bad(keys, f"unknown battlefield {alias!r}{hint(alias, self.battlefields)}"
                       + (" (or `base`)" if base_ok else ""))

    def any(self, value: Any, keys: Keys, card_ids: bool = False) -> None:
        """A target, answer or listed name: an alias, base, a seat, a card id, or '<alias>:ability'."""
        if value is None or not isinstance(value, str) or value in self.taken or value in self._known():
            return
        if card_ids and value in self.card_ids:
            return
        if value.endswith(":ability") and value[: -len(":ability")] in self._known():
            return
        self.bad(keys, f"unknown alias {value!r}{hint(value, self._known())}")


def _check_step(step: dict[str, Any], keys: Keys, refs: _Refs) -> None:
    for kind in ("play", "activate", "hide"):
        if kind in step:
            refs.object(step[kind], keys + (kind,))
    if "hide" in step:
        refs.battlefield(step["at"], keys + ("at",), base_ok=True)
    for i, alias in enumerate(step.get("move", [])):
        refs.object(alias, keys + ("move", i))
    if isinstance(step.get("to"), list):
        if len(step["to"]) != len(step.get("move", [])):
            refs.bad(keys + ("to",), "give one destination, or one per unit moved")
        for i, dest in enumerate(step["to"]):
            refs.battlefield(dest, keys + ("to", i), base_ok=True)
    elif "to" in step:
        refs.battlefield(step["to"], keys + ("to",), base_ok=True)
    if "repeat_targets" in step:  # 820.2: one list of choices per repeated execution paid (contract 1.2)
        paid = (step.get("pay") or {}).get("repeat", 0)
        if len(step["repeat_targets"]) != paid:
            refs.bad(keys + ("repeat_targets",),
                     f"{len(step['repeat_targets'])} list(s) of choices for {paid} repeated execution(s) paid "
                     "(`pay: {repeat: N}`): give one list per execution")
    for i, targets in enumerate(step.get("repeat_targets", [])):
        for j, target in enumerate(targets):
            refs.any(target, keys + ("repeat_targets", i, j))
    for i, target in enumerate(step.get("targets", [])):
        refs.any(target, keys + ("targets", i))
    if step.get("decision") in ALIAS_ANSWERS:
        answer = step["answer"]
        if isinstance(answer, list):
            for i, item in enumerate(answer):
                refs.any(item, keys + ("answer", i), card_ids=True)
        elif isinstance(answer, dict):
            for key in answer:
                refs.any(key, keys + ("answer", key), card_ids=True)
        else:
            refs.any(answer, keys + ("answer",), card_ids=True)
    if "expect" in step:
        _check_expect(step["expect"], keys + ("expect",), refs)


def _check_expect(expect: dict[str, Any], keys: Keys, refs: _Refs) -> None:
    for alias, fields in expect.get("objects", {}).items():
        okeys = keys + ("objects", alias)
        refs.any(alias, okeys)
        if isinstance(fields.get("location"), str):
            refs.battlefield(fields["location"], okeys + ("location",), base_ok=True)
        if fields.get("attached_to") is not None:
            refs.object(fields["attached_to"], okeys + ("attached_to",))
        for i, item in enumerate(fields.get("attachments", [])):
            refs.any(item, okeys + ("attachments", i), card_ids=True)
    for seat, fields in expect.get("players", {}).items():
        for zone in ("hand", "trash", "banishment", "deck"):
            for i, item in enumerate(fields.get(zone, [])):
                refs.any(item, keys + ("players", seat, zone, i), card_ids=True)
    for alias, fields in expect.get("battlefields", {}).items():
        refs.battlefield(alias, keys + ("battlefields", alias))
        for listed in ("units", "facedown"):
            for i, item in enumerate(fields.get(listed, [])):
                refs.any(item, keys + ("battlefields", alias, listed, i), card_ids=True)
    for i, item in enumerate(expect.get("chain", [])):
        refs.any(item, keys + ("chain", i), card_ids=True)
    if isinstance(expect.get("showdown"), dict) and "battlefield" in expect["showdown"]:
        refs.battlefield(expect["showdown"]["battlefield"], keys + ("showdown", "battlefield"))
    for listed in ("events", "event_order"):
        for i, matcher in enumerate(expect.get(listed, [])):
            allowed = event_fields(matcher["type"])[1]
            for field_name in matcher.keys() - {"type", "count"} - set(allowed):
                refs.bad(keys + (listed, i, field_name), f"a `{matcher['type']}` event has no `{field_name}` "
                         f"(it has {', '.join(allowed)}: {EVENTS_SCHEMA}), so this matcher can never match")
            for field_name in ("object", "source"):
                if field_name == "object" and matcher.get("type") == "channel" and matcher.get("object") in DOMAINS:
                    continue  # a channel event's object is the rune's domain (docs/case-format.md section 6)
                if field_name in matcher:
                    if field_name == "object" and matcher.get("type") == "channel" and matcher[field_name] in DOMAINS:
                        continue  # a channel event's object is the rune's domain (schema/events.yaml)
                    refs.any(matcher[field_name], keys + (listed, i, field_name), card_ids=True)
            if listed == "event_order" and "count" in matcher:
                refs.bad(keys + (listed, i, "count"), "event_order matchers match one event each: no `count`")

