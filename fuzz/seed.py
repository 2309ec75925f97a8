"""Seeds a fresh Gloss server through its API so that the fuzzer's path ids name real entities.

Usage: python seed.py API_URL API_KEY ENV_FILE
Writes `export GLOSS_FUZZ_...=<id>` lines to ENV_FILE; schemathesis.toml reads them.

Two sets of entities are made: `main`, which every reading or updating call targets, and `spare`, which
only the deleting calls target, so that a delete early in the run does not turn every later call into a
404. A second user exists so that the calls on a user by id never touch the fuzzer's own owner.
"""

from __future__ import annotations

import sys
import uuid

import requests


class Api:
    def __init__(self, url: str, key: str) -> None:
        self.url = url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Argilla-Api-Key"] = key

    def call(self, method: str, path: str, json: object = None, params: dict | None = None) -> dict:
        response = self.session.request(method, f"{self.url}/api/v1{path}", json=json, params=params, timeout=30)
        if response.status_code >= 400:
            raise SystemExit(f"seed: {method} {path} answered {response.status_code}: {response.text}")
        return response.json() if response.content else {}


def make_dataset(api: Api, workspace_id: str, name: str, user_id: str) -> dict[str, str]:
    """A published dataset with one of each setting and three records with a suggestion, a response and a vector."""
    dataset = api.call("POST", "/datasets", {"name": name, "workspace_id": workspace_id})
    ds = dataset["id"]
    field = api.call("POST", f"/datasets/{ds}/fields", {"name": "text", "title": "Text", "required": True, "settings": {"type": "text"}})
    label_options = [{"value": "yes", "text": "Yes"}, {"value": "no", "text": "No"}]
    question = api.call(
        "POST",
        f"/datasets/{ds}/questions",
        {"name": "label", "title": "Label", "required": True, "settings": {"type": "label_selection", "options": label_options}},
    )
    api.call(
        "POST",
        f"/datasets/{ds}/questions",
        {"name": "span", "title": "Span", "settings": {"type": "span", "field": "text", "options": label_options}},
    )
    metadata = api.call(
        "POST",
        f"/datasets/{ds}/metadata-properties",
        {"name": "genre", "title": "Genre", "settings": {"type": "terms", "values": ["news", "fiction"]}},
    )
    api.call("POST", f"/datasets/{ds}/metadata-properties", {"name": "words", "title": "Words", "settings": {"type": "integer"}})
    vectors = api.call("POST", f"/datasets/{ds}/vectors-settings", {"name": "emb", "title": "Embedding", "dimensions": 3})
    api.call("PUT", f"/datasets/{ds}/publish")
    items = [
        {
            "fields": {"text": f"record number {index} of the fuzzing seed"},
            "metadata": {"genre": "news", "words": index},
            "external_id": f"{name}-{index}",
            "suggestions": [{"question_id": question["id"], "value": "yes", "score": 0.5, "agent": "seed"}],
            "responses": [{"user_id": user_id, "status": "submitted", "values": {"label": {"value": "no"}}}],
            "vectors": {"emb": [index, 1.0, 0.5]},
        }
        for index in range(3)
    ]
    records = api.call("POST", f"/datasets/{ds}/records/bulk", {"items": items})["items"]
    record = api.call("GET", f"/records/{records[0]['id']}", params={"include": "responses,suggestions"})
    return {
        "DATASET_ID": ds,
        "FIELD_ID": field["id"],
        "QUESTION_ID": question["id"],
        "METADATA_PROPERTY_ID": metadata["id"],
        "VECTOR_SETTINGS_ID": vectors["id"],
        "RECORD_ID": records[0]["id"],
        "RECORD_IDS": ",".join(r["id"] for r in records[1:]),
        "RESPONSE_ID": record["responses"][0]["id"],
        "SUGGESTION_ID": record["suggestions"][0]["id"],
    }


def main() -> None:
    url, key, env_file = sys.argv[1:4]
    api = Api(url, key)
    suffix = uuid.uuid4().hex[:8]
    owner = api.call("GET", "/me")
    other = api.call(
        "POST",
        "/users",
        {"username": f"fuzz-other-{suffix}", "first_name": "Other", "role": "annotator", "password": f"pw-{uuid.uuid4().hex}"},
    )
    ids: dict[str, str] = {"OWNER_ID": owner["id"], "OTHER_USER_ID": other["id"]}
    for kind in ("main", "spare"):
        workspace = api.call("POST", "/workspaces", {"name": f"fuzz-{kind}-{suffix}"})
        api.call("POST", f"/workspaces/{workspace['id']}/users", {"user_id": other["id"]})
        ids[f"{kind.upper()}_WORKSPACE_ID"] = workspace["id"]
        if kind == "main":
            dataset = make_dataset(api, workspace["id"], f"fuzz-{kind}-{suffix}", other["id"])
        else:
            # The spare datasets live in the main workspace, so that the spare workspace stays empty and deletable.
            dataset = make_dataset(api, ids["MAIN_WORKSPACE_ID"], f"fuzz-{kind}-{suffix}", other["id"])
        ids.update({f"{kind.upper()}_{name}": value for name, value in dataset.items()})
    with open(env_file, "w", encoding="utf-8") as out:
        for name, value in ids.items():
            out.write(f"export GLOSS_FUZZ_{name}={value}\n")
    print(f"seed: {len(ids)} ids written to {env_file}")


if __name__ == "__main__":
    main()
