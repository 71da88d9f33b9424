"""Origins (OGN): one module per card, named after its printed name (see ../README.md)."""
