"""riftcheck: the conformance suite for the Riftbound Core Rules and FAQ rulings."""

__version__ = "0.3.0"
CONTRACT_VERSION = "1.3"
