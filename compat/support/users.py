"""Reading a user's API key, which the SDK does not expose."""

import argilla as rg

PASSWORD = "compat-password-1"


def api_key_of(owner: rg.Argilla, user: rg.User) -> str:
    """The user's API key.

    The SDK's UserModel has no `api_key` field, so `rg.User(...).create()` drops the key the server returns.
    The owner reads it from `GET /api/v1/users/{id}` through the SDK's own HTTP client instead.
    """
    response = owner.http_client.get(f"/api/v1/users/{user.id}")
    response.raise_for_status()
    body = response.json()
    assert body.get("api_key"), f"GET /api/v1/users/{user.id} returned no api_key: {body}"
    return body["api_key"]
