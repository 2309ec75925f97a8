"""Checks the Hub stand-in against the real clients from PyPI: huggingface_hub and datasets.

Run from the repository root, after `npm run build -w hub-stand-in`:
    compat/.venv/bin/python hub-stand-in/test/python/check_hub.py
It starts the stand-in on a free port, and prints `ok` when every check passed.
"""

import base64
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP8zwAFTDAGAwATKQED8NgHhAAAAABJRU5ErkJggg==")
TEXT = {"_type": "Value", "dtype": "string"}
LABEL = {"_type": "ClassLabel", "names": ["neg", "pos"]}
SEED = {
    "tokens": {"hf-alice": {"user": "alice"}, "hf-bob": {"user": "bob"}},
    "datasets": {
        "acme/reviews": {"subsets": {
            "default": {"splits": {
                "train": {"features": {"text": TEXT, "label": LABEL, "image": {"_type": "Image"}},
                          "rows": [{"text": "great", "label": 1, "image": {"bytes": base64.b64encode(PNG).decode(), "path": "a.png"}},
                                   {"text": "bad", "label": 0, "image": None}], "filesPerSplit": 2},
                "test": {"features": {"text": TEXT, "label": LABEL, "image": {"_type": "Image"}}, "rows": [{"text": "ok", "label": 1, "image": None}]},
            }},
            "numbers": {"splits": {"train": {"features": {"n": {"_type": "Value", "dtype": "int64"}}, "rows": [{"n": 1}, {"n": 2}]}}},
        }},
        "acme/gated": {"gated": True, "subsets": {"default": {"splits": {"train": {"features": {"t": TEXT}, "rows": [{"t": "x"}]}}}}},
    },
}


def start_stand_in():
    seed = Path(tempfile.mkdtemp()) / "seed.json"
    seed.write_text(json.dumps(SEED))
    process = subprocess.Popen(["node", str(ROOT / "hub-stand-in/dist/main.js"), "--port", "0", "--seed", str(seed)],
                               stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline().strip()
    if not line.startswith("hub stand-in listening on "):
        process.kill()
        sys.exit(f"the stand-in did not start: {line!r}")
    return process, line.rsplit(" ", 1)[1]


def main():
    process, url = start_stand_in()
    try:
        # huggingface_hub reads these once, on import; the stand-in speaks Git LFS, not Xet.
        os.environ.update({"HF_ENDPOINT": url, "HF_HUB_DISABLE_XET": "1", "HF_HOME": tempfile.mkdtemp(), "HF_HUB_DISABLE_TELEMETRY": "1"})
        run_checks(url)
    finally:
        process.terminate()
        process.wait()
    print("ok")


def run_checks(url):
    import datasets
    import httpx
    from huggingface_hub import HfApi, hf_hub_download, snapshot_download
    from huggingface_hub.errors import GatedRepoError, RepositoryNotFoundError

    # Reading a seeded dataset as `rg.Dataset.from_hub` does: configuration files, then the records.
    snapshot = snapshot_download("acme/reviews", repo_type="dataset", allow_patterns=["*.md", ".argilla/*"])
    assert (Path(snapshot) / "README.md").read_text().startswith("---\nconfigs:")
    train = datasets.load_dataset("acme/reviews", split="train")
    assert train.features["label"] == datasets.ClassLabel(names=["neg", "pos"]), train.features
    assert [row["text"] for row in train] == ["great", "bad"] and train[0]["label"] == 1
    assert train[0]["image"].size == (3, 2) and train[1]["image"] is None
    assert datasets.load_dataset("acme/reviews", "numbers", split="train")["n"] == [1, 2]

    # What the dataset viewer tells, as argilla's Settings.from_hub reads it.
    info = httpx.get(f"{url}/info", params={"dataset": "acme/reviews"}).json()["dataset_info"]
    assert info["default"]["features"]["label"] == {"_type": "ClassLabel", "names": ["neg", "pos"]}

    # Writing: a repo, a regular file and an LFS file, read back.
    api = HfApi(endpoint=url, token="hf-alice")
    assert api.whoami()["name"] == "alice"
    api.create_repo("alice/export", repo_type="dataset", private=True)
    api.create_repo("alice/export", repo_type="dataset", exist_ok=True)
    api.upload_file(path_or_fileobj=b"# export\n", path_in_repo="README.md", repo_id="alice/export", repo_type="dataset")
    blob = bytes(range(256)) * 64
    api.upload_file(path_or_fileobj=blob, path_in_repo="data/blob.bin", repo_id="alice/export", repo_type="dataset")
    assert Path(hf_hub_download("alice/export", "data/blob.bin", repo_type="dataset", token="hf-alice")).read_bytes() == blob
    assert sorted(api.list_repo_files("alice/export", repo_type="dataset")) == [".gitattributes", "README.md", "data/blob.bin"]
    [entry] = api.get_paths_info("alice/export", ["data/blob.bin"], repo_type="dataset")
    assert entry.lfs is not None and entry.lfs.size == len(blob)

    # A dataset pushed with `datasets` reads back with its features, from the Hub and from the viewer.
    pushed = datasets.Dataset.from_dict({"text": ["a", "b"], "label": [0, 1]},
                                        features=datasets.Features({"text": datasets.Value("string"), "label": datasets.ClassLabel(names=["x", "y"])}))
    pushed.push_to_hub("alice/pushed", token="hf-alice")
    back = datasets.load_dataset("alice/pushed", split="train", token="hf-alice")
    assert back.features == pushed.features and back["text"] == ["a", "b"]
    rows = httpx.get(f"{url}/first-rows", params={"dataset": "alice/pushed", "config": "default", "split": "train"},
                     headers={"Authorization": "Bearer hf-alice"}).json()["rows"]
    assert [item["row"] for item in rows] == [{"text": "a", "label": 0}, {"text": "b", "label": 1}]

    # Refusals, as the real Hub's.
    expect_error(lambda: HfApi(endpoint=url).dataset_info("alice/export"), RepositoryNotFoundError)
    expect_error(lambda: HfApi(endpoint=url, token="hf-bob").dataset_info("alice/export"), RepositoryNotFoundError)
    expect_error(lambda: hf_hub_download("acme/gated", "README.md", repo_type="dataset", token="hf-bob"), GatedRepoError)


def expect_error(call, error_type):
    try:
        call()
    except error_type:
        return
    raise AssertionError(f"expected {error_type.__name__}")


if __name__ == "__main__":
    main()
