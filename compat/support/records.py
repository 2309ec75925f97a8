"""Settings and helpers for the record tests: one dataset shape used by every records module, and functions that
turn the SDK's Record objects into plain data (by external id, suggestions as tuples, responses keyed by user) so
assertions compare values written down in the tests, not SDK objects against SDK objects.

Record ids: in the SDK, `record.id` is the record's **external_id** (what the user chose, or a uuid4 the SDK made
up) and `record._server_id` is the server's primary key. The helpers key everything by `record.id`.
"""

import math
import random
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import argilla as rg

LABELS = ["positive", "negative", "neutral"]
TOPICS = ["sports", "politics", "tech"]
RATINGS = [1, 2, 3, 4, 5]
SOURCES = ["web", "news", "forum"]
GROUPS = ["a", "b"]
VECTOR = "emb"
VECTOR_DIMENSIONS = 8
SMALL_VECTOR = "small"
SMALL_DIMENSIONS = 3


def records_settings(client: rg.Argilla, min_submitted: int = 1, small_vector: bool = False,
                     allow_extra_metadata: bool = False) -> rg.Settings:
    """Two text fields, four questions (label, multi-label, rating, text), three metadata properties (terms,
    integer, float) plus a terms `group`, and an 8-dimensional vector (optionally a second, 3-dimensional one).

    Only `label` is required, so a submitted response needs at least a label.
    """
    vectors = [rg.VectorField(name=VECTOR, dimensions=VECTOR_DIMENSIONS, _client=client)]
    if small_vector:
        vectors.append(rg.VectorField(name=SMALL_VECTOR, dimensions=SMALL_DIMENSIONS, _client=client))
    return rg.Settings(
        allow_extra_metadata=allow_extra_metadata,
        distribution=rg.TaskDistribution(min_submitted=min_submitted),
        fields=[
            rg.TextField(name="text", required=True, client=client),
            rg.TextField(name="context", required=False, client=client),
        ],
        questions=[
            rg.LabelQuestion(name="label", labels=list(LABELS), required=True, client=client),
            rg.MultiLabelQuestion(name="topics", labels=list(TOPICS), required=False, client=client),
            rg.RatingQuestion(name="rating", values=list(RATINGS), required=False, client=client),
            rg.TextQuestion(name="note", required=False, client=client),
        ],
        metadata=[
            rg.TermsMetadataProperty(name="source", options=list(SOURCES), client=client),
            rg.IntegerMetadataProperty(name="length", min=0, max=1_000_000, client=client),
            rg.FloatMetadataProperty(name="score", min=0.0, max=1.0, client=client),
            rg.TermsMetadataProperty(name="group", options=list(GROUPS), client=client),
        ],
        vectors=vectors,
    )


def make_vector(seed: int, dimensions: int = VECTOR_DIMENSIONS) -> List[float]:
    """A deterministic pseudo-random vector (4 decimals, first component >= 0.1 so never zero). Among 5,000 of
    them no two point the same way, so each is its own unambiguous nearest neighbour."""
    rng = random.Random(seed)
    return [round(rng.uniform(0.1, 1.0) if k == 0 else rng.uniform(-1.0, 1.0), 4) for k in range(dimensions)]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


# ----- reading SDK records as plain data -------------------------------------------------------------------------


def unwrap(item: Union[rg.Record, Tuple[rg.Record, float]]) -> rg.Record:
    """Similarity searches yield (record, score) pairs; everything else yields records."""
    return item[0] if isinstance(item, tuple) else item


def external_ids(items: Iterable[Union[rg.Record, Tuple[rg.Record, float]]]) -> List[str]:
    """record.id (the external id) of each item, in the order received."""
    return [unwrap(item).id for item in items]


def by_external_id(items: Iterable[Union[rg.Record, Tuple[rg.Record, float]]]) -> Dict[str, rg.Record]:
    """{record.id: record}; fails if the server returned the same external id twice."""
    found: Dict[str, rg.Record] = {}
    for item in items:
        record = unwrap(item)
        assert record.id not in found, f"record {record.id!r} returned twice"
        found[record.id] = record
    return found


def suggestions_of(record: rg.Record) -> Dict[str, Tuple[Any, Any, Optional[str]]]:
    """{question: (value, score, agent)}."""
    return {s.question_name: (s.value, s.score, s.agent) for s in record.suggestions}


def responses_of(record: rg.Record) -> Dict[Tuple[str, str], Tuple[Any, str]]:
    """{(user_id as str, question): (value, status)}."""
    result = {}
    for response in record.responses:
        status = response.status.value if hasattr(response.status, "value") else response.status
        result[(str(response.user_id), response.question_name)] = (response.value, status)
    return result


def vectors_of(record: rg.Record) -> Dict[str, List[float]]:
    return {name: list(values) for name, values in record.vectors.items()}


def assert_vectors_equal(actual: Dict[str, Sequence[float]], expected: Dict[str, Sequence[float]],
                         context: str = "") -> None:
    """Same names, same lengths, values equal to 1e-6 relative (a server storing float32 still passes)."""
    assert set(actual) == set(expected), f"{context}: vector names {sorted(actual)} != {sorted(expected)}"
    for name, values in expected.items():
        got = list(actual[name])
        assert len(got) == len(values), f"{context}: vector {name!r} has {len(got)} values, expected {len(values)}"
        for index, (a, e) in enumerate(zip(got, values)):
            assert math.isclose(a, e, rel_tol=1e-6, abs_tol=1e-6), \
                f"{context}: vector {name!r}[{index}] = {a}, expected {e}"


def approx_suggestions(actual: Dict[str, Tuple[Any, Any, Optional[str]]],
                       expected: Dict[str, Tuple[Any, Any, Optional[str]]], context: str = "") -> None:
    """Suggestions equal, scores to 1e-6."""
    assert set(actual) == set(expected), f"{context}: suggestions for {sorted(actual)}, expected {sorted(expected)}"
    for question, (value, score, agent) in expected.items():
        got_value, got_score, got_agent = actual[question]
        assert got_value == value, f"{context}: suggestion {question!r} value {got_value!r}, expected {value!r}"
        assert got_agent == agent, f"{context}: suggestion {question!r} agent {got_agent!r}, expected {agent!r}"
        if isinstance(score, list):
            assert isinstance(got_score, list) and len(got_score) == len(score), \
                f"{context}: suggestion {question!r} score {got_score!r}, expected {score!r}"
            for a, e in zip(got_score, score):
                assert math.isclose(a, e, abs_tol=1e-6), f"{context}: {question!r} score {got_score}, want {score}"
        elif score is None:
            assert got_score is None, f"{context}: suggestion {question!r} score {got_score!r}, expected None"
        else:
            assert got_score is not None and math.isclose(got_score, score, abs_tol=1e-6), \
                f"{context}: suggestion {question!r} score {got_score!r}, expected {score!r}"


def search_ids(dataset: rg.Dataset, query: rg.Query, **kwargs) -> List[str]:
    """External ids the SDK yields for `dataset.records(query=...)`, in order, without duplicates check."""
    return external_ids(dataset.records(query=query, **kwargs))
