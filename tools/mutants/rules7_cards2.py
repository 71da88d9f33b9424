"""Mutants found by the session-7 follow-up sweep over the card modules (``reference_engine/cards/vanilla.py``,
``common.py`` and the card modules with the most survivors of the first sweep): each misreads a printed part of
a card's text (``current_text`` in ``harness/data/cards.json``) or a rule the vanilla spells obey, and no case
reached it before this sweep. Rule numbers are those the killing case cites ([R3] = Core Rules v1.3)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

CARDS = "reference_engine.cards"


def _vanilla_choices_problem(p: Patcher, by_owner: bool = False, first_only: bool = False) -> None:
    """Replace the vanilla spells' check of a move's destination (457.3 [R3], 442.2) with a wrong one."""
    mod = f"{CARDS}.vanilla"
    verb, invalid_destination = p.original(f"{mod}:_verb"), p.original(f"{mod}:invalid_destination")

    def choices_problem(self: Any, game: Any, item: Any, player: str) -> str | None:
        for instruction, choice in self.plan:
            if verb(instruction) != "move" or choice is None or choice + 1 >= len(item.targets):
                if first_only:
                    break  # the bug: only a move that is the first instruction is checked
                continue
            unit, dest = item.targets[choice], item.targets[choice + 1]
            o = game.live(unit) if isinstance(unit, tuple) else None
            who = (o.owner if by_owner else o.controller) if o is not None else None  # by_owner: the bug
            why = invalid_destination(game, who, dest) if o is not None and isinstance(dest, str) else None
            if why:
                return why
        return None

    p.replace(f"{mod}:Instructions.choices_problem", choices_problem)


@mutant("card-vanilla-move-destination-by-owner", rule="442.2.b", area="cards",
        bug="a vanilla 'Move a unit' spell checks its destination (more than two players: a teammate's battlefield, "
            "a combat of two others) against the chosen unit's owner, not the player who controls it",
        kill="rule-442-2-b-2v2-no-move-to-a-teammates-battlefield-variant-m7-unit-owned-by-an-opponent: A's spell "
             "moving B's unit A controls to bf1 (A's teammate C controls it) must be rejected")
def _(p: Patcher) -> None:
    _vanilla_choices_problem(p, by_owner=True)


@mutant("card-vanilla-move-destination-first-instruction-only", rule="442.2.b", area="cards",
        bug="a vanilla spell checks the destination of its move (more than two players) only when the move is its "
            "first instruction: 'Give a unit +1 [M] this turn. Move a friendly unit.' may move to a teammate's "
            "battlefield",
        kill="rule-442-2-b-2v2-no-move-to-a-teammates-battlefield-variant-m7-move-as-second-instruction: the play "
             "choosing bf1 (A's teammate C controls it) must be rejected")
def _(p: Patcher) -> None:
    _vanilla_choices_problem(p, first_only=True)


@mutant("card-gangplank-naval-no-empower", rule="477.3.b", area="cards",
        bug="Gangplank, Naval's printed '[Empower] [C][C]' ability is missing: he can only be Empowered by "
            "another card",
        kill="cards-gangplank-naval-empower-then-replaces-minus-might: A activates Gangplank's ability 0 - refused")
def _(p: Patcher) -> None:
    p.replace(f"{CARDS}.ven.gangplank_naval:GangplankNaval.activated", lambda self: [])


@mutant("card-twisted-fate-any-domain-draws", rule="424.4.a", area="cards",
        bug="Twisted Fate, Gambler's follow-up for a revealed rune of a domain the card does not list ([R], [B], "
            "[Y]) is 'Draw 1' instead of nothing",
        kill="rule-424-4-a-revealed-rune-recycled-twisted-fate-variant-m7-calm-rune-no-follow-up: the Calm rune - "
             "A draws 1 (expected: nothing)")
def _(p: Patcher) -> None:
    target = f"{CARDS}.ogn.twisted_fate_gambler:_follow_up"

    @p.wrap(target)
    def follow_up(orig: Any, domain: str, label: str) -> Any:
        return orig(domain if domain in ("Fury", "Mind", "Order") else "Mind", label)


@mutant("card-irelia-ready-step-not-yours", rule="415.3.a", area="cards",
        bug="Irelia, Fervent's 'When you ... ready me' ignores the ready of the Beginning Phase's ready step (no card "
            "readies her there, but her controller does: 415.3.a)",
        kill="rule-415-3-a-irelia-readied-in-her-controllers-ready-step-triggers: A's turn begins; Irelia is readied "
             "and has 4 [M] (expected 5)")
def _(p: Patcher) -> None:
    @p.wrap(f"{CARDS}.sfd.irelia_fervent:_readied_by")
    def readied_by(orig: Any, game: Any, ev: dict[str, Any]) -> str | None:
        return orig(game, ev) if ev.get("source") is not None else "nobody"  # the bug: no source = no player


@mutant("card-vanilla-keyword-given-did-nothing", rule="359.3.e.14.b", area="cards",
        bug="a vanilla spell's 'Give a unit [K] this turn' / 'A unit loses [K] this turn' counts as an instruction "
            "that did nothing, so a following 'If you do' is ignored",
        kill="rule-359-3-e-14-b-if-you-do-might-given-readies-variant-m7-keyword-granted-or-lost: the units stay "
             "exhausted (expected: readied)")
def _(p: Patcher) -> None:
    target = f"{CARDS}.vanilla:Instructions._do"
    orig = p.original(target)

    def do(r: Any, verb: str, instruction: dict[str, Any], choice: int) -> Any:
        result = orig(r, verb, instruction, choice)
        return False if verb in ("grant", "lose") else result  # the bug: the keyword is given, "nothing happened"

    p.replace(target, staticmethod(do))


@mutant("card-vanilla-replace-token-to-turn-player", rule="439.4", area="cards",
        bug="the token a vanilla 'Replace a unit with a token' spell creates is owned and controlled by the turn "
            "player, not by the spell's controller",
        kill="ownership-token-owner-variant-m7-replace-on-opponents-turn: B's Reaction on A's turn - the Recruit is "
             "A's (expected: B's)")
def _(p: Patcher) -> None:
    target = f"{CARDS}.vanilla:Instructions._do"
    orig = p.original(target)
    replace_with_token = p.original("reference_engine.actions:replace_with_token")

    def do(r: Any, verb: str, instruction: dict[str, Any], choice: int) -> Any:
        if verb == "replace":  # the bug: r.game.active where the rule says the spell's controller
            return replace_with_token(r.game, r.target(choice), instruction["with"], r.game.active, r.source_alias)
        return orig(r, verb, instruction, choice)

    p.replace(target, staticmethod(do))


@mutant("card-switcheroo-checks-one-unit", rule="359.3.e.9", area="cards",
        bug="Switcheroo ('Swap the Might of two units at the same battlefield this turn.') checks only its first "
            "chosen unit as it resolves: with the second one gone it still tries to swap",
        kill="might-switcheroo-gangplank-variant-m7-second-unit-gone-no-swap: B's unit (the second choice) dies to "
             "A's Reaction; Switcheroo must do nothing")
def _(p: Patcher) -> None:
    mod = f"{CARDS}.sfd.switcheroo"
    actions, might = p.original(f"{mod}:actions"), p.original(f"{mod}:might")

    def resolve(self: Any, r: Any) -> None:
        def swap() -> bool:
            a, b = r.target(0), r.target(1)
            ma, mb = might(r.game, a), might(r.game, b)
            if ma == mb:
                return False
            low, high = (a, b) if ma < mb else (b, a)
            diff = abs(ma - mb)
            actions.give_might(r.game, low, diff, r.source_alias, item=r.item, chosen=True)
            actions.give_might(r.game, high, -diff, r.source_alias, item=r.item, chosen=True)
            return True

        r.instruction(swap, uses=(0,))  # the bug: (0, 1)

    p.replace(f"{mod}:Switcheroo.resolve", resolve)
