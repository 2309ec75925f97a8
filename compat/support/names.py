"""Unique, SDK-valid names so the suite can run again and again against the same server."""

import uuid


def unique_name(prefix: str) -> str:
    """`<prefix>-<12 hex>`: valid as a username, a workspace name (SDK regex ^[a-zA-Z0-9_-]+$) and a dataset name."""
    return f"{prefix}-{uuid.uuid4().hex[:12]}"
