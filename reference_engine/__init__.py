"""The riftcheck reference engine: an executable reading of the Riftbound Core Rules (v1.4) and FAQ.

Modules are named after the rules they implement: ``chain`` (326-340, 349-359), ``cleanup`` (318-324),
``combat`` (341-348, 459-466), ``layers`` (473-477), ``replacement`` (367-375), ``triggers`` (382-392),
``instructions`` (359.3.e), ``choices`` (choosing, 757-758), ``actions`` (414-435), ``costs``, ``turn``,
``naming`` (761-762), ``keywords`` (the 800s keyword rules written once: Tank/Backline order, Deathknell,
Hunt, Quick-Draw, Ambush, dependent keywords), ``additional`` (700s: spending buffs, bonus damage, XP,
additional turns), ``seats`` (476-484 [R3]: the modes of play, turn order, opponents and teammates, 740
friendly/enemy, the destinations barred with more than two players), ``removal`` (651-652: a player who
concedes leaves a game that goes on).
``behaviour`` holds the card base type (every hook the rules call, with its default) and the registry
the rules look behaviour up in. Card behaviour lives in ``cards/<set>/<name>.py``, one module per card,
written from its current text (``cards/README.md``). Imports run one way: state -> rules -> cards; no
rule module imports ``reference_engine.cards``, which ``adapter`` loads once.
"""
