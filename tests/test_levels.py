"""Cases from the Core Rules, their derived level and requirements (docs/case-format.md, sections 1, 2, 7)."""
import copy

import pytest

from harness.loader import Context, load_case
from harness.runner import unsupported
from test_loader import write

RULE_CASE = {
    "id": "rule-case",
    "title": "Damage is removed at the end of the turn",
    "ruling": {"source": "core-rules-v1.3", "question": "Does damage stay?",
               "answer": "(quoted rule text)", "rules": ["317.2"]},
    "status": "current",
    "mechanics": ["damage"],
    "setup": {"players": {"A": {"base": [{"id": "u", "vanilla": {"might": 3}, "damage": 1}],
                                "hand": [{"id": "zap", "vanilla": {"type": "Spell", "effect": [
                                    {"deal": 1, "to": "enemy-unit"}, {"stun": "it"}]}}]}}},
    "script": [{"advance": "end"}],
    "expect": {"objects": {"u": {"damage": 0}}},
}


def load(tmp_path, data):
    return load_case(write(tmp_path, data["id"], data), Context())


def variant(**changes):
    data = copy.deepcopy(RULE_CASE)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = data
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[int(last) if last.isdigit() else last] = value
    return data


def test_a_core_rules_case_needs_no_ruling_id_and_is_level_core(tmp_path):
    case, errors = load(tmp_path, RULE_CASE)
    assert errors == []
    assert case.level == "core" and case.ruling is None
    assert (case.cards, case.keywords, case.abilities) == (frozenset(), frozenset(), frozenset())


def test_a_vanilla_keyword_makes_it_level_keywords_and_a_requirement(tmp_path):
    case, _ = load(tmp_path, variant(setup__players__A__base__0__vanilla={"might": 3, "keywords": ["Deflect 2"]}))
    assert case.level == "keywords" and case.keywords == {"Deflect"}
    assert unsupported(case, {"keywords": ["Tank"]}) == "engine does not declare keywords Deflect"
    assert unsupported(case, {"keywords": "all"}) == ""
    assert unsupported(case, {}) == "engine does not declare keywords Deflect"


def test_a_catalogued_card_makes_it_level_cards(tmp_path):
    case, _ = load(tmp_path, variant(setup__players__A__base__0={"id": "u", "card": "Hidden Blade"}))
    assert case.level == "cards" and case.cards == {"ogn-213-298"}


def test_mechanic_tags_never_gate(tmp_path):
    case, _ = load(tmp_path, variant(mechanics=["damage", "combat", "layers"]))
    assert unsupported(case, {"mechanics": [], "cards": []}) == ""


def test_an_faq_case_is_level_faq_and_needs_its_ruling_id(tmp_path):
    case, errors = load(tmp_path, variant(ruling__source="faq-vendetta", ruling__rules=["359.3.e.5"]))
    assert case is None
    assert [(e.path, e.message) for e in errors] == [
        ("$.ruling", "missing required key 'inventory': a case from 'faq-vendetta' (faq) names its ruling "
                     "in rulings/index.yaml")]
    data = variant(ruling__source="faq-vendetta", ruling__rules=["359.3.e.5"])
    data["ruling"]["inventory"] = "flow-abandon-banish"
    case, errors = load(tmp_path, data)
    assert errors == [] and case.level == "faq"


@pytest.mark.parametrize("changes, path, message", [
    ({"ruling__rules": []}, "$.ruling", "a Core Rules case cites the rule number(s) it quotes in `rules`"),
    ({"setup__players__A__hand__0__vanilla": {"type": "Spell", "effect": [{"stun": "it"}]}},
     "$.setup.players.A.hand[0].vanilla.effect[0]",
     "`it` refers to the previous instruction's choice, and none came before"),
    ({"setup__players__A__hand__0__vanilla": {"type": "Spell", "might": 2, "effect": [{"draw": 1}]}},
     "$.setup.players.A.hand[0].vanilla.might", "a vanilla spell has no Might"),
    ({"setup__players__A__base__0__vanilla": {"type": "Unit"}}, "$.setup.players.A.base[0].vanilla",
     "a vanilla unit needs `might`"),
    ({"expect__event_order": [{"type": "draw", "count": 1}, {"type": "win"}]}, "$.expect.event_order[0].count",
     "event_order matchers match one event each: no `count`"),
    ({"script": [{"player": "A", "move": ["u"], "to": ["base", "base"]}]}, "$.script[0].to",
     "give one destination, or one per unit moved"),
    # combinations the schema admits and the contract does not define (found by fuzzing the vocabulary)
    ({"setup__players__A__hand__0__vanilla": {"type": "Spell", "effect": [{"deal": 2, "to": "spell"}]}},
     "$.setup.players.A.hand[0].vanilla.effect[0]",
     "`spell` is chosen only by `counter` (`{counter: spell}`); `deal` acts on a unit or gear selector "
     "(docs/case-format.md, section 1)"),
    ({"setup__players__A__hand__0__vanilla": {"type": "Spell", "effect": [{"stun": "unit"}, {"move": "it"}]}},
     "$.setup.players.A.hand[0].vanilla.effect[1]",
     "`{move: it}` has no destination (a `move` chooses its destination with its unit): choose the unit with a "
     "selector, e.g. `{move: friendly-unit}`"),
    ({"setup__players__A__base__0__attachments": [{"id": "pal", "vanilla": {"might": 1}}]},
     "$.setup.players.A.base[0].attachments[0]", "an attachment is a gear (this is a unit)"),
    ({"setup__players__A__base__0__vanilla": {"type": "Gear"},
      "setup__players__A__base__0__attachments": [{"id": "g", "vanilla": {"type": "Gear"}}]},
     "$.setup.players.A.base[0].attachments", "only a unit has `attachments` (this is a gear)"),
    # keywords on a card type the rules do not put them on ("It is present on Units.", 800s [R3])
    ({"setup__players__A__base__0__vanilla": {"might": 2, "keywords": ["Tank", "Repeat [2]"]}},
     "$.setup.players.A.base[0].vanilla.keywords[1]", "Repeat is present on a spell (rule 820.1.a [R3]), not on a unit"),
    ({"setup__players__A__hand__0__vanilla": {"type": "Spell", "keywords": ["Deflect 2"], "effect": [{"draw": 1}]}},
     "$.setup.players.A.hand[0].vanilla.keywords[0]",
     "Deflect is present on a gear or unit (rule 809.1.a [R3]), not on a spell"),
    ({"setup__players__A__base__0__vanilla": {"type": "Gear", "keywords": ["Legion"],
                                              "keyword_text": {"Legion": {"keywords": ["Assault"]}}}},
     "$.setup.players.A.base[0].vanilla.keyword_text", "Assault is present on a unit (rule 807.1.a [R3]), not on a gear"),
])
def test_semantic_errors_of_the_1_2_additions(tmp_path, changes, path, message):
    case, errors = load(tmp_path, variant(**changes))
    assert case is None
    assert (errors[0].path, errors[0].message) == (path, message)


def test_created_aliases_can_be_named_later(tmp_path):
    data = variant(script=[{"advance": "end", "created": ["tok"]}], expect={"objects": {"tok": {"zone": "board"}}})
    case, errors = load(tmp_path, data)
    assert errors == []


def test_a_vanilla_facedown_card_is_valid_and_its_keywords_are_requirements(tmp_path):
    """Contract 1.2 (later addition): a hidden card in the setup may be a vanilla object."""
    data = variant(setup__battlefields=[{"id": "bf1", "controller": "A", "facedown": [
        {"id": "trick", "owner": "A", "vanilla": {"type": "Spell", "keywords": ["Hidden"], "effect": [{"draw": 1}]}}]}])
    case, errors = load(tmp_path, data)
    assert errors == [] and case.level == "keywords" and case.keywords == {"Hidden"}
    both = copy.deepcopy(data)
    both["setup"]["battlefields"][0]["facedown"][0]["card"] = "Hidden Blade"
    case, errors = load(tmp_path, both)
    assert case is None and errors


def test_the_discard_double_and_replace_instructions(tmp_path):
    """Contract 1.2 (later addition): `discard` takes a count, `double` and `replace` a chosen S; the token a
    `replace` creates is a required card, so such a case is level `cards`."""
    effect = [{"discard": 1}, {"double": "friendly-unit"}, {"replace": "unit", "with": "token-tentacle"}]
    case, errors = load(tmp_path, variant(setup__players__A__hand__0__vanilla={"type": "Spell", "effect": effect}))
    assert errors == [] and case.level == "cards" and case.cards == {"token-tentacle"}
    for bad in ({"discard": 0}, {"double": 2}, {"replace": "unit"}, {"replace": "unit", "with": "Hidden Blade"}):
        case, errors = load(tmp_path, variant(setup__players__A__hand__0__vanilla={"type": "Spell", "effect": [bad]}))
        assert case is None and errors, bad


def test_a_channel_event_names_its_domain(tmp_path):
    case, errors = load(tmp_path, variant(expect={"events": [{"type": "channel", "object": "Fury"}]}))
    assert errors == []
    case, errors = load(tmp_path, variant(expect={"events": [{"type": "draw", "object": "Fury"}]}))
    assert case is None and "unknown alias 'Fury'" in errors[0].message


# ---- contract 1.2 within (issue 10): keyword text, several card types, keyword instructions, XP ----------------
@pytest.mark.parametrize("changes, path, message", [
    ({"setup__players__A__base__0__vanilla": {"might": 3, "keyword_text": {"Deathknell": [{"draw": 1}]}}},
     "$.setup.players.A.base[0].vanilla.keyword_text.Deathknell", "'Deathknell' is not one of this object's `keywords`"),
    ({"setup__players__A__base__0__vanilla": {"might": 3, "keywords": ["Deathknell"],
                                              "keyword_text": {"Deathknell": {"might": 1}}}},
     "$.setup.players.A.base[0].vanilla.keyword_text.Deathknell", "Deathknell's text is a list of instructions (its effect)"),
    ({"setup__players__A__base__0__vanilla": {"might": 3, "keywords": ["Level 3"],
                                              "keyword_text": {"Level 3": [{"draw": 1}]}}},
     "$.setup.players.A.base[0].vanilla.keyword_text.Level 3",
     "Level is a dependent keyword: its text is a dependent ability (might, keywords, cost_less)"),
    ({"setup__players__A__base__0__vanilla": {"might": 3, "keywords": ["Tank"], "keyword_text": {"Tank": {"might": 1}}}},
     "$.setup.players.A.base[0].vanilla.keyword_text.Tank", "Tank carries no text (only Deathknell, Empowered, Legion, Level do)"),
    ({"setup__players__A__hand__0__vanilla": {"type": ["Spell", "Unit"], "effect": [{"draw": 1}]}},
     "$.setup.players.A.hand[0].vanilla", "a vanilla unit needs `might`"),
])
def test_semantic_errors_of_keyword_text_and_card_types(tmp_path, changes, path, message):
    case, errors = load(tmp_path, variant(**changes))
    assert case is None
    assert (errors[0].path, errors[0].message) == (path, message)


def test_keywords_in_keyword_text_and_instructions_are_requirements(tmp_path):
    data = variant(setup__players__A__base__0__vanilla={
        "might": 3, "keywords": ["Level 3", "Deathknell"],
        "keyword_text": {"Level 3": {"might": 1, "keywords": ["Ganking"]},
                         "Deathknell": [{"grant": "Shield 2", "to": "friendly-unit"}]}})
    data["setup"]["players"]["A"]["hand"][0]["vanilla"] = {
        "type": ["Spell", "Unit", "Gear"], "might": 1,
        "effect": [{"grant": "Assault 3", "to": "unit"}, {"lose": "Tank", "to": "it"}, {"xp": 2}, {"spend_xp": 1},
                   {"spend_buff": "friendly-unit"}, {"extra_turn": 1}]}
    data["setup"]["players"]["A"]["xp"] = 4
    data["expect"]["players"] = {"A": {"xp": 5}}
    data["expect"]["events"] = [{"type": "gain-xp", "player": "A", "amount": 2}, {"type": "spend-xp", "count": 0}]
    case, errors = load(tmp_path, data)
    assert errors == []
    assert case.keywords == {"Level", "Deathknell", "Ganking", "Shield", "Assault", "Tank"}
    assert case.level == "keywords"


def test_test_abilities_of_1_2_are_requirements(tmp_path):
    case, errors = load(tmp_path, variant(setup__players__A__base__0__vanilla={
        "might": 2, "abilities": ["your-spells-and-abilities-deal-1-bonus-damage"]}))
    assert errors == [] and case.abilities == {"your-spells-and-abilities-deal-1-bonus-damage"}
    assert unsupported(case, {"mechanics": []}) == "engine does not declare mechanics test-abilities"


def test_once_each_turn_recall_test_ability_of_1_3_is_a_requirement(tmp_path):
    """Contract 1.3: the test ability for a "once each turn ... you may" replacement (rule 371 [R4]) loads like
    the others, makes the case a `keywords` case and gates it on the engine's test-abilities mechanic."""
    ability = "once-each-turn-you-may-recall-a-dying-friendly-unit"
    case, errors = load(tmp_path, variant(setup__players__A__base__0__vanilla={"might": 2, "abilities": [ability]}))
    assert errors == [] and case.abilities == {ability}
    assert case.level == "keywords"
    assert unsupported(case, {"mechanics": []}) == "engine does not declare mechanics test-abilities"
