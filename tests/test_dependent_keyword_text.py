"""A keyword a dependent ability gives may carry its text in the object's `keyword_text` (docs/case-format.md
section 2, "Keywords with text"; rule 727.1.c.1 [R3])."""
from test_levels import load, variant


def test_a_keyword_given_by_a_dependent_ability_carries_its_text(tmp_path):
    vanilla = {"might": 2, "keywords": ["Level 2"],
               "keyword_text": {"Level 2": {"keywords": ["Deathknell"]}, "Deathknell": [{"draw": 1}]}}
    case, errors = load(tmp_path, variant(setup__players__A__base__0__vanilla=vanilla))
    assert errors == []
    assert case is not None


def test_a_keyword_neither_printed_nor_given_still_carries_no_text(tmp_path):
    vanilla = {"might": 2, "keywords": ["Level 2"],
               "keyword_text": {"Level 2": {"might": 1}, "Deathknell": [{"draw": 1}]}}
    case, errors = load(tmp_path, variant(setup__players__A__base__0__vanilla=vanilla))
    assert case is None
    assert errors[0].path == "$.setup.players.A.base[0].vanilla.keyword_text.Deathknell"
    assert "'Deathknell' is not one of this object's `keywords`" in errors[0].message
