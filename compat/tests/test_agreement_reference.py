"""The committed expected values of the agreement measures are the reference packages' own output.

server/test/fixtures/agreement/expected.json is what the server's measures are checked against (unit tests to
1e-9, and the route tests' datasets); here every value is recomputed from cases.json with scikit-learn,
krippendorff, scipy and statsmodels (agreement_reference.py) and compared with the file. Needs no server.
"""

import math

import pytest

import agreement_reference as reference


def _same(actual, expected, where="expected.json"):
    """Equal structure and text; numbers equal up to the last bits a different BLAS may round differently."""
    if isinstance(expected, float) or isinstance(actual, float):
        assert isinstance(actual, (int, float)) and isinstance(expected, (int, float)), f"{where}: {actual!r} != {expected!r}"
        assert math.isclose(actual, expected, rel_tol=1e-12, abs_tol=1e-12), f"{where}: {actual!r} != {expected!r}"
    elif isinstance(expected, dict):
        assert isinstance(actual, dict) and list(actual) == list(expected), f"{where}: keys {list(actual)} != {list(expected)}"
        for key in expected:
            _same(actual[key], expected[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), f"{where}: {actual!r} != {expected!r}"
        for index, (left, right) in enumerate(zip(actual, expected)):
            _same(left, right, f"{where}[{index}]")
    else:
        assert actual == expected, f"{where}: {actual!r} != {expected!r}"


@pytest.fixture(autouse=True)
def _owner_is_default_client():
    """No SDK here (conftest's fixture of this name needs a server): the reference runs offline."""
    yield


@pytest.fixture(scope="module")
def recomputed():
    return reference.expected_values(reference.load_cases())


@pytest.fixture(scope="module")
def committed():
    import json

    return json.loads(reference.EXPECTED.read_text(encoding="utf-8"))


@pytest.mark.parametrize("measure", ["cohen_kappa", "weighted_kappa", "fleiss_kappa", "krippendorff_alpha", "spearman_rho", "tokens", "span_f1", "datasets"])
def test_committed_values_are_the_reference_output(recomputed, committed, measure):
    _same(recomputed[measure], committed[measure], measure)


def test_every_case_has_its_value(committed):
    cases = reference.load_cases()
    for measure, items in cases.items():
        if isinstance(items, list):
            assert sorted(committed[measure]) == sorted(case["name"] for case in items), measure


def test_known_published_values(committed):
    """Values printed in the packages' and measures' own documentation, so the harness itself is checked."""
    alpha = committed["krippendorff_alpha"]
    assert round(alpha["three annotators, missing data, nominal"], 6) == 0.691358  # the krippendorff package's docstring
    assert round(alpha["four annotators, twelve items, nominal"], 3) == 0.743  # Krippendorff (2011), nominal
    assert round(alpha["four annotators, twelve items, ordinal"], 3) == 0.815  # Krippendorff (2011), ordinal
    assert round(committed["fleiss_kappa"]["fourteen annotators, five categories"], 3) == 0.210  # Fleiss' worked example
    assert committed["cohen_kappa"]["no variation"] is None and committed["spearman_rho"]["no variation"] is None
