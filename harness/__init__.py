"""riftcheck: the conformance suite for the Riftbound Core Rules and FAQ rulings."""

__version__ = "0.3.0"
CONTRACT_VERSION = "1.3"


def version_text() -> str:
    """The package version and the contract and protocol versions it speaks (docs/protocol.md#versions)."""
    from harness.protocol import PROTOCOL_VERSION  # noqa: PLC0415 - light (json); `import harness` stays bare
    return (f"riftcheck {__version__} (case format / engine contract {CONTRACT_VERSION}, "
            f"engine protocol {PROTOCOL_VERSION})")
