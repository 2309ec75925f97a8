"""The README's Python lines work as written: its install lines, run in an empty directory, make a new virtual
environment with the SDK; its snippet, with only the server's URL and API key replaced by the test server's,
creates the dataset and prints what the README says; its export lines read a Parquet file Gloss exported.

The lines are read from README.md itself (the blocks marked `<!-- readme-test: NAME -->`), so an edit that
breaks them fails here. The snippet creates a dataset under a fixed name, so this runs against a server of its
own (`scripts/run-suites.sh`, suite `readme-python`); on a server that already has that dataset it fails rather
than touch it, and it deletes the one it made.
"""

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict

import argilla as rg
import httpx
import pytest

from support.readme_blocks import Block, is_python, marked, read_blocks

# What a reader replaces in the snippet, exactly as the README writes it.
README_API_URL = "http://localhost:6900"
README_API_KEY = "<the API key npm start printed>"
MARKS = {"install", "python", "prints", "export"}

# pip downloads the SDK and its dependencies on a machine that has no cache of them yet.
INSTALL_TIMEOUT_S = 900
RUN_TIMEOUT_S = 300


@dataclass
class Reader:
    """A reader's shell after the README's install lines: their directory and the Python they now run."""
    workdir: Path
    python: str
    env: Dict[str, str] = field(repr=False)

    def run(self, *args: str) -> subprocess.CompletedProcess:
        result = subprocess.run([self.python, *args], cwd=self.workdir, env=self.env, capture_output=True,
                                text=True, timeout=RUN_TIMEOUT_S)
        assert result.returncode == 0, f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}"
        return result


@dataclass
class FirstDataset:
    output: str
    dataset: rg.Dataset


@pytest.fixture(scope="module")
def blocks() -> Dict[str, Block]:
    found = marked(read_blocks())
    missing = sorted(MARKS - set(found))
    assert not missing, f"README.md has no block marked {', '.join(f'<!-- readme-test: {m} -->' for m in missing)}"
    return found


def clean_environment() -> Dict[str, str]:
    """This process's environment without the compat suite's own virtual environment in it."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    own_bin = os.path.join(sys.prefix, "bin")
    env["PATH"] = os.pathsep.join(entry for entry in env.get("PATH", "").split(os.pathsep)
                                  if os.path.abspath(entry) != os.path.abspath(own_bin))
    # pip refuses to install outside a virtual environment: lines that forgot to make one fail here instead
    # of installing into the machine's Python.
    env["PIP_REQUIRE_VIRTUALENV"] = "1"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


@pytest.fixture(scope="module")
def reader(tmp_path_factory, blocks) -> Reader:
    workdir = tmp_path_factory.mktemp("readme-reader")
    interpreter_file = tmp_path_factory.mktemp("readme-harness") / "python"
    env = clean_environment()
    # The install lines as written, then: which Python would this shell run now?
    script = ("set -e\n" + blocks["install"].text
              + 'python -c "import sys; print(sys.executable)" > "$README_TEST_INTERPRETER"\n')
    result = subprocess.run(["bash", "-c", script], cwd=workdir, env={**env, "README_TEST_INTERPRETER": str(interpreter_file)},
                            capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S)
    assert result.returncode == 0, f"the README's install lines failed:\n{result.stdout}\n{result.stderr}"
    python = interpreter_file.read_text().strip()
    assert os.path.abspath(python).startswith(str(workdir) + os.sep), (
        f"after the README's install lines `python` is {python}, not a virtual environment they made")
    return Reader(workdir=workdir, python=python, env=env)


def dataset_named_in(code: str):
    found = re.search(r'rg\.Dataset\(name="([^"]+)", workspace="([^"]+)"', code)
    assert found, "the README's snippet no longer creates an rg.Dataset(name=..., workspace=...)"
    return found.group(1), found.group(2)


@pytest.fixture(scope="module")
def first_dataset(reader: Reader, blocks, owner: rg.Argilla, api_url: str, owner_api_key: str):
    code = blocks["python"].text
    assert README_API_URL in code and README_API_KEY in code, (
        f"the README's snippet no longer connects with api_url={README_API_URL!r} and api_key={README_API_KEY!r}")
    code = code.replace(README_API_URL, api_url).replace(README_API_KEY, owner_api_key)
    name, workspace = dataset_named_in(code)
    if owner.workspaces(workspace) is None:
        pytest.fail(f"the server has no workspace {workspace!r}, which the README's snippet takes from `npm start`")
    if owner.datasets(name, workspace=workspace) is not None:
        pytest.fail(f"the server already has a dataset {name!r} in {workspace!r}, which the README's snippet "
                    "creates: run this against a new server (suite readme-python)")

    script = reader.workdir / "first_dataset.py"
    script.write_text(code, encoding="utf-8")
    try:
        output = reader.run(script.name).stdout
        dataset = owner.datasets(name, workspace=workspace)
        assert dataset is not None, f"the README's snippet ran but {name!r} is not in {workspace!r}"
        yield FirstDataset(output=output, dataset=dataset)
    finally:
        created = owner.datasets(name, workspace=workspace)
        if created is not None:
            created.delete()


def test_every_python_line_of_the_readme_is_one_this_runs():
    every = read_blocks()
    unmarked = [f"README.md:{block.line}" for block in every if is_python(block) and block.mark is None]
    assert unmarked == [], "Python lines in the README that no test runs (mark them <!-- readme-test: NAME -->)"
    assert set(marked(every)) == MARKS


def test_the_snippet_prints_what_the_readme_says_it_prints(first_dataset: FirstDataset, blocks):
    assert first_dataset.output == blocks["prints"].text


def test_what_it_prints_is_what_the_server_holds(first_dataset: FirstDataset):
    labels = first_dataset.dataset.settings.questions["sentiment"].labels
    assert first_dataset.output.strip() == repr(labels)
    assert [field.name for field in first_dataset.dataset.settings.fields] == ["review"]


# Runs the README's export lines as written, then describes the `ds` they leave.
DESCRIBE_EXPORT = """
import json, runpy, sys
ds = runpy.run_path(sys.argv[1])["ds"]
print(json.dumps({"rows": ds.num_rows, "reviews": list(ds["review"]), "columns": ds.column_names}))
"""


def test_the_export_lines_read_a_parquet_file_gloss_exported(first_dataset: FirstDataset, reader: Reader, blocks,
                                                             api_url: str, owner_api_key: str):
    code = blocks["export"].text
    found = re.search(r'from_parquet\("([^"]+)"\)', code)
    assert found, "the README's export lines no longer read a Parquet file with from_parquet(\"...\")"
    reviews = ["The delivery was quick.", "It arrived broken."]
    first_dataset.dataset.records.log([{"review": text} for text in reviews])
    answer = httpx.post(f"{api_url}/api/v1/datasets/{first_dataset.dataset.id}/records/export",
                        headers={"X-Argilla-Api-Key": owner_api_key}, json={"format": "parquet"}, timeout=60)
    assert answer.status_code == 200, answer.text
    (reader.workdir / found.group(1)).write_bytes(answer.content)
    script = reader.workdir / "read_export.py"
    script.write_text(code, encoding="utf-8")

    described = json.loads(reader.run("-c", DESCRIBE_EXPORT, script.name).stdout)

    assert described["rows"] == 2
    assert described["reviews"] == reviews
    assert {"id", "status", "_server_id", "review", "sentiment.responses"} <= set(described["columns"])
