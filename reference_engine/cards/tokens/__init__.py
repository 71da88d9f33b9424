"""Tokens with ids of their own (``token-...``): one module per card, named after its printed name (see
../README.md). A token printed in a set (the Sprite, ``ogn-274-298``) lives in that set's package."""
