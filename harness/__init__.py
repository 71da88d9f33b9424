"""riftcheck: the conformance suite for the Riftbound Core Rules and FAQ rulings."""

__version__ = "0.2.0"
CONTRACT_VERSION = "1.2"
