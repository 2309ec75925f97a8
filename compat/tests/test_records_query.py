"""`dataset.records(query=rg.Query(query=..., filter=rg.Filter([...])))`: text search and every filter kind the SDK
can express, checked as exact result sets on seven records whose answers are written down in TABLE.

The SDK sends `POST /datasets/{id}/records/search` with `{"query": {"text": {"q": ..., "field": null}},
"filters": {"type": "and", "and": [...]}}` (the admin search: response filters look at every user's responses).
Its conditions map to scopes as follows (records/_search.py): `metadata.<p>` -> metadata; `<q>` and
`<q>.suggestion` -> suggestion value; `<q>.score` / `<q>.agent` -> suggestion score / agent; `<q>.response` ->
response value; `response.status` -> response status; `status` -> record status; `id` -> external id;
`_server_id` -> record id. `==` and `in` become terms filters, `>=` and `<=` range filters.
"""

import time

import argilla as rg
import pytest
from argilla._exceptions import UnprocessableEntityError
from argilla._models._search import QueryModel, SearchQueryModel, TextQueryModel

from support.records import by_external_id, external_ids, records_settings

# Users: "O" is the owner, "A" a second user of the workspace. Ratings go 1..5. `None` = no such value.
#   id     text                                        context                    source  length score
#   label suggestion (value, score, agent)  topics suggestion (value, score)  [rating suggestion]
#   responses {user: (status, values)}
TABLE = {
    "r1": dict(text="the cat sat on the mat", context="a short story about pets",
               metadata={"source": "web", "length": 10, "score": 0.125},
               label=("positive", 0.9, "model-a"), topics=(["sports"], [0.8]), rating=4,
               responses={"O": ("submitted", {"label": "positive", "rating": 5})}),
    "r2": dict(text="a dog chased the cat", context="another story about pets",
               metadata={"source": "news", "length": 20, "score": 0.25},
               label=("negative", 0.8, "model-a"), topics=(["politics", "tech"], [0.7, 0.4]),
               responses={"O": ("submitted", {"label": "negative", "rating": 2, "topics": ["tech", "sports"]}),
                          "A": ("submitted", {"label": "positive", "rating": 4})}),
    "r3": dict(text="stock markets fell sharply today", context="finance news",
               metadata={"source": "news", "length": 30, "score": 0.5},
               label=("neutral", 0.3, "model-b"), topics=None,
               responses={"A": ("draft", {"label": "neutral"})}),
    "r4": dict(text="our team won the final match", context="sports report",
               metadata={"source": "web", "length": 40, "score": 0.75},
               label=("positive", 0.6, "model-b"), topics=(["sports"], [0.95]),
               responses={"O": ("discarded", {})}),
    "r5": dict(text="new phone released with a better camera", context="gadget review",
               metadata={"source": "forum", "length": 50, "score": 0.875},
               label=("negative", 0.2, "model-c"), topics=(["tech"], [0.5]), rating=2,
               responses={}),
    "r6": dict(text="heavy rain expected over the weekend", context="bring an umbrella",
               metadata={"source": "forum", "length": 60, "score": 1.0},
               label=None, topics=None,
               responses={"A": ("submitted", {"label": "negative", "rating": 1, "topics": ["politics"]})}),
    "r7": dict(text="no news is good news", context="nothing happened",
               metadata={"source": "web"},
               label=None, topics=None,
               responses={}),
}
ALL = set(TABLE)

# Reading r4 back, the SDK turns its discarded response without values into an empty UserResponse and warns.
pytestmark = pytest.mark.filterwarnings("ignore:`user_id` not provided:UserWarning")


@pytest.fixture(scope="module")
def ctx(owner, module_resources):
    """(dataset, {external id: server id})."""
    workspace = module_resources.workspace()
    other = module_resources.user(role="annotator", workspaces=[workspace])
    dataset = module_resources.dataset(workspace, records_settings(owner, min_submitted=1))
    users = {"O": owner.me.id, "A": other.id}

    records = []
    for rid, row in TABLE.items():
        suggestions = []
        if row["label"]:
            value, score, agent = row["label"]
            suggestions.append(rg.Suggestion("label", value, score=score, agent=agent))
        if row["topics"]:
            value, score = row["topics"]
            suggestions.append(rg.Suggestion("topics", value, score=score, agent="topic-model"))
        if row.get("rating"):
            suggestions.append(rg.Suggestion("rating", row["rating"], score=0.5, agent="rater"))
        responses = []
        for user, (status, values) in row["responses"].items():
            if not values:
                responses.append(rg.Response("label", None, user_id=users[user], status=status))
            for question, value in values.items():
                responses.append(rg.Response(question, value, user_id=users[user], status=status))
        records.append(rg.Record(id=rid, fields={"text": row["text"], "context": row["context"]},
                                 metadata=row["metadata"], suggestions=suggestions, responses=responses))
    dataset.records.log(records)

    server_ids = {r.id: r._server_id for r in dataset.records()}
    assert set(server_ids) == ALL
    return dataset, server_ids


def found(dataset: rg.Dataset, query: rg.Query, batch_size: int = 256) -> set:
    ids = external_ids(dataset.records(query=query, batch_size=batch_size))
    assert len(ids) == len(set(ids)), f"search returned a record twice: {ids}"
    return set(ids)


# ----- text --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("q,expected", [
    pytest.param("cat", {"r1", "r2"}, id="one-word"),
    pytest.param("CAT", {"r1", "r2"}, id="case-insensitive"),
    pytest.param("cat dog", {"r2"}, id="all-words-must-match"),
    pytest.param("pets", {"r1", "r2"}, id="word-only-in-second-field"),
    pytest.param("umbrella", {"r6"}, id="one-record"),
    pytest.param("news", {"r3", "r7"}, id="word-in-either-field"),
    pytest.param("giraffe", set(), id="no-match"),
])
def test_text_query_over_all_fields(ctx, q, expected):
    dataset, _ = ctx
    assert found(dataset, rg.Query(query=q)) == expected


def test_text_query_as_a_plain_string(ctx):
    dataset, _ = ctx
    assert set(external_ids(dataset.records("cat"))) == {"r1", "r2"}


@pytest.mark.parametrize("q,expected", [
    pytest.param('"the cat"', {"r1", "r2"}, id="phrase"),
    pytest.param('"cat sat"', {"r1"}, id="phrase-in-order"),
    pytest.param("cat -dog", {"r1"}, id="negation"),
    pytest.param("dog | umbrella", {"r2", "r6"}, id="or"),
    pytest.param("umbrel*", {"r6"}, id="prefix"),
    pytest.param("ca*", {"r1", "r2", "r5"}, id="prefix-several-words"),
])
def test_text_query_operators(ctx, q, expected):
    """The operators of Argilla's text search (an Elasticsearch simple_query_string, default operator AND):
    phrases, `-` negation, `|` or, `*` prefix. Gloss does not offer `~N` fuzziness or phrase slop."""
    dataset, _ = ctx
    assert found(dataset, rg.Query(query=q)) == expected


@pytest.mark.parametrize("field,expected", [
    pytest.param("text", {"r7"}, id="text"),
    pytest.param("context", {"r3"}, id="context"),
])
def test_text_query_in_one_field(owner, ctx, field, expected):
    """rg.Query has no field argument; the SDK's API layer (records.search) sends `query.text.field`."""
    dataset, _ = ctx
    query = SearchQueryModel(query=QueryModel(text=TextQueryModel(q="news", field=field)))

    items, total = owner.api.records.search(dataset_id=dataset.id, query=query, limit=50)

    assert {model.external_id for model, _ in items} == expected
    assert total == len(expected)


# ----- text in other scripts -------------------------------------------------------------------------------------

UNICODE_TEXTS = {
    "u1": "Café crème au déjeuner",
    "u2": "日本語のテキストを検索する",
    "u3": "中文文本测试",
    "u4": "Ελληνικό κείμενο",
}


@pytest.fixture(scope="module")
def unicode_dataset(owner, module_resources) -> rg.Dataset:
    dataset = module_resources.dataset(module_resources.workspace(), records_settings(owner))
    dataset.records.log([rg.Record(id=rid, fields={"text": text}) for rid, text in UNICODE_TEXTS.items()])
    return dataset


@pytest.mark.parametrize("q,expected", [
    pytest.param("café", {"u1"}, id="accented-word"),
    pytest.param("CAFÉ", {"u1"}, id="accented-word-upper-case"),
    pytest.param("DÉJEUNER", {"u1"}, id="accented-word-upper-case-2"),
    pytest.param("ΚΕΊΜΕΝΟ", {"u4"}, id="greek-upper-case"),
    # Elasticsearch's standard analyzer splits CJK ideographs into one-character tokens, so a word inside a run
    # of Chinese or Japanese text is found; katakana runs are single tokens.
    pytest.param("日本語", {"u2"}, id="japanese-word-inside-a-run"),
    pytest.param("テキスト", {"u2"}, id="katakana-word"),
    pytest.param("文本", {"u3"}, id="chinese-word-inside-a-run"),
    pytest.param("检索", set(), id="chinese-absent-word"),
])
def test_text_query_in_other_scripts(unicode_dataset, q, expected):
    assert found(unicode_dataset, rg.Query(query=q)) == expected


# ----- filters -------------------------------------------------------------------------------------------------


FILTERS = [
    # metadata terms
    pytest.param([("metadata.source", "==", "web")], {"r1", "r4", "r7"}, id="metadata-terms-eq"),
    pytest.param([("metadata.source", "in", ["news", "forum"])], {"r2", "r3", "r5", "r6"}, id="metadata-terms-in"),
    # metadata range, integer (r7 has no length: never in a range)
    pytest.param([("metadata.length", ">=", 30)], {"r3", "r4", "r5", "r6"}, id="integer-ge"),
    pytest.param([("metadata.length", "<=", 20)], {"r1", "r2"}, id="integer-le-inclusive"),
    pytest.param([("metadata.length", ">=", 20), ("metadata.length", "<=", 40)], {"r2", "r3", "r4"},
                 id="integer-between"),
    # metadata range, float
    pytest.param([("metadata.score", ">=", 0.75)], {"r4", "r5", "r6"}, id="float-ge-inclusive"),
    pytest.param([("metadata.score", "<=", 0.25)], {"r1", "r2"}, id="float-le-inclusive"),
    pytest.param([("metadata.score", ">=", 0.2), ("metadata.score", "<=", 0.6)], {"r2", "r3"}, id="float-between"),
    # response status (admin search: any user's response; "pending" = no response at all)
    pytest.param([("response.status", "==", "submitted")], {"r1", "r2", "r6"}, id="response-submitted"),
    pytest.param([("response.status", "==", "draft")], {"r3"}, id="response-draft"),
    pytest.param([("response.status", "==", "discarded")], {"r4"}, id="response-discarded"),
    pytest.param([("response.status", "==", "pending")], {"r5", "r7"}, id="response-pending"),
    pytest.param([("response.status", "in", ["pending", "draft"])], {"r3", "r5", "r7"}, id="response-pending-or-draft"),
    # response values (any user's)
    pytest.param([("label.response", "==", "positive")], {"r1", "r2"}, id="response-label-eq"),
    pytest.param([("label.response", "==", "negative")], {"r2", "r6"}, id="response-label-eq-by-other-user"),
    pytest.param([("label.response", "in", ["positive", "negative"])], {"r1", "r2", "r6"}, id="response-label-in"),
    pytest.param([("rating.response", ">=", 4)], {"r1", "r2"}, id="response-rating-ge"),
    pytest.param([("rating.response", "<=", 1)], {"r6"}, id="response-rating-le"),
    pytest.param([("topics.response", "==", "sports")], {"r2"}, id="response-multi-label-any-label"),
    pytest.param([("topics.response", "in", ["politics", "nope"])], {"r6"}, id="response-multi-label-in"),
    # suggestion value, score, agent
    pytest.param([("label", "==", "positive")], {"r1", "r4"}, id="suggestion-value-by-question-name"),
    pytest.param([("label.suggestion", "in", ["negative", "neutral"])], {"r2", "r3", "r5"},
                 id="suggestion-value-in"),
    pytest.param([("topics.suggestion", "==", "tech")], {"r2", "r5"}, id="multi-label-suggestion-any-label"),
    pytest.param([("rating", ">=", 3)], {"r1"}, id="rating-suggestion-value-range"),
    pytest.param([("rating.suggestion", "<=", 3)], {"r5"}, id="rating-suggestion-value-le"),
    pytest.param([("topics.score", ">=", 0.9)], {"r4"}, id="multi-label-suggestion-score-any-item"),
    pytest.param([("topics.score", "<=", 0.45)], {"r2"}, id="multi-label-suggestion-score-le"),
    pytest.param([("label.score", ">=", 0.6)], {"r1", "r2", "r4"}, id="suggestion-score-ge-inclusive"),
    pytest.param([("label.score", "<=", 0.3)], {"r3", "r5"}, id="suggestion-score-le-inclusive"),
    pytest.param([("label.agent", "==", "model-b")], {"r3", "r4"}, id="suggestion-agent-eq"),
    pytest.param([("label.agent", "in", ["model-a", "model-c"])], {"r1", "r2", "r5"}, id="suggestion-agent-in"),
    # record status (min_submitted 1: completed = at least one submitted response)
    pytest.param([("status", "==", "completed")], {"r1", "r2", "r6"}, id="record-completed"),
    pytest.param([("status", "==", "pending")], {"r3", "r4", "r5", "r7"}, id="record-pending"),
    # record external id
    pytest.param([("id", "in", ["r1", "r3", "nope"])], {"r1", "r3"}, id="external-id"),
    # AND of several kinds
    pytest.param([("metadata.source", "==", "news"), ("label.score", ">=", 0.5)], {"r2"}, id="and-metadata-score"),
    pytest.param([("metadata.source", "==", "web"), ("status", "==", "pending")], {"r4", "r7"},
                 id="and-metadata-status"),
    pytest.param([("label", "==", "positive"), ("response.status", "==", "discarded")], {"r4"},
                 id="and-suggestion-response-status"),
    pytest.param([("metadata.length", ">=", 10), ("metadata.length", "<=", 50), ("label.agent", "==", "model-a")],
                 {"r1", "r2"}, id="and-three"),
    pytest.param([("label.response", "==", "positive"), ("rating.response", ">=", 5)], {"r1"},
                 id="and-two-response-values"),
    pytest.param([("metadata.source", "==", "forum"), ("label", "==", "positive")], set(), id="and-empty"),
]


@pytest.mark.parametrize("conditions,expected", FILTERS)
def test_filter(ctx, conditions, expected):
    dataset, _ = ctx
    assert found(dataset, rg.Query(filter=rg.Filter(conditions))) == expected


def test_filter_given_as_a_tuple_or_list(ctx):
    dataset, _ = ctx
    assert found(dataset, rg.Query(filter=("metadata.source", "==", "forum"))) == {"r5", "r6"}
    assert found(dataset, rg.Query(filter=[("metadata.source", "==", "forum"), ("status", "==", "completed")])) \
        == {"r6"}


def test_filter_by_server_id(ctx):
    dataset, server_ids = ctx
    assert found(dataset, rg.Query(filter=("_server_id", "==", server_ids["r5"]))) == {"r5"}
    assert found(dataset, rg.Query(filter=("_server_id", "in", [server_ids["r1"], server_ids["r7"]]))) \
        == {"r1", "r7"}


@pytest.mark.parametrize("q,conditions,expected", [
    pytest.param("cat", [("metadata.length", ">=", 15)], {"r2"}, id="text-and-range"),
    pytest.param("pets", [("label.response", "==", "negative")], {"r2"}, id="text-and-response"),
    pytest.param("news", [("metadata.source", "==", "news")], {"r3"}, id="text-and-terms"),
    pytest.param("cat", [("status", "==", "pending")], set(), id="text-and-status-empty"),
])
def test_text_and_filter_together(ctx, q, conditions, expected):
    dataset, _ = ctx
    assert found(dataset, rg.Query(query=q, filter=rg.Filter(conditions))) == expected


def test_search_pages_through_all_matches(ctx):
    """batch_size 2: the SDK pages with offset/limit until an empty page; nothing lost, nothing repeated."""
    dataset, _ = ctx
    query = rg.Query(filter=("metadata.source", "in", ["web", "news", "forum"]))
    assert found(dataset, query, batch_size=2) == ALL


def test_search_total_counts_every_match_not_the_page(owner, ctx):
    dataset, _ = ctx
    query = rg.Query(filter=("metadata.source", "in", ["web", "news"])).api_model()

    items, total = owner.api.records.search(dataset_id=dataset.id, query=query, limit=2, offset=1)

    assert len(items) == 2
    assert total == 5
    assert {model.external_id for model, _ in items} <= {"r1", "r2", "r3", "r4", "r7"}


def test_search_results_carry_the_relations(owner, ctx):
    dataset, _ = ctx
    records = by_external_id(dataset.records(query=rg.Query(query="cat"), with_suggestions=True,
                                             with_responses=True))
    r2 = records["r2"]
    assert {s.question_name: s.value for s in r2.suggestions} == {"label": "negative", "topics": ["politics", "tech"]}
    assert sorted((r.question_name, r.value) for r in r2.responses if r.question_name != "topics") == [
        ("label", "negative"), ("label", "positive"), ("rating", 2), ("rating", 4)]
    assert [r.value for r in r2.responses if r.question_name == "topics"] == [["tech", "sports"]]
    assert r2.status == "completed"


# ----- invalid filters ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("condition", [
    pytest.param(("metadata.nope", "==", "x"), id="unknown-metadata-property"),
    pytest.param(("nope.suggestion", "==", "x"), id="unknown-question-suggestion"),
    pytest.param(("nope.response", "==", "x"), id="unknown-question-response"),
])
def test_filter_on_an_unknown_name_is_a_422(ctx, condition):
    dataset, _ = ctx
    with pytest.raises(UnprocessableEntityError):
        list(dataset.records(query=rg.Query(filter=condition)))


# ----- filters needing their own records ------------------------------------------------------------------------


def test_terms_metadata_with_list_values(owner, make_dataset):
    """A terms property may hold a list; a terms filter matches when any item matches."""
    dataset = make_dataset(settings=records_settings(owner))
    dataset.records.log([
        rg.Record(id="m1", fields={"text": "one"}, metadata={"source": ["web", "news"]}),
        rg.Record(id="m2", fields={"text": "two"}, metadata={"source": "news"}),
        rg.Record(id="m3", fields={"text": "three"}, metadata={"source": "forum"}),
    ])

    assert by_external_id(dataset.records())["m1"].metadata["source"] == ["web", "news"]
    assert found(dataset, rg.Query(filter=("metadata.source", "==", "web"))) == {"m1"}
    assert found(dataset, rg.Query(filter=("metadata.source", "==", "news"))) == {"m1", "m2"}
    assert found(dataset, rg.Query(filter=("metadata.source", "in", ["forum", "web"]))) == {"m1", "m3"}


def test_terms_values_given_as_numbers_match_as_their_text(owner, make_dataset):
    """Argilla reads terms values as strings: the SDK sends `("id", "==", 1)` as `values: [1]`, which finds the
    record whose external id is "1"; a number finds terms metadata held as that number or as its text, and
    numbers in suggestions whether the filter gives them as numbers or as text."""
    dataset = make_dataset(settings=rg.Settings(
        fields=[rg.TextField(name="text", client=owner)],
        questions=[rg.RatingQuestion(name="rating", values=[1, 2, 3, 4, 5], client=owner)],
        metadata=[rg.TermsMetadataProperty(name="code", client=owner)],
    ))
    dataset.records.log([
        rg.Record(id=1, fields={"text": "one"}, metadata={"code": 7}, suggestions=[rg.Suggestion("rating", 3)]),
        rg.Record(id=2, fields={"text": "two"}, metadata={"code": "8"}, suggestions=[rg.Suggestion("rating", 4)]),
        rg.Record(id="x", fields={"text": "three"}, metadata={"code": "7"}),
    ])

    assert found(dataset, rg.Query(filter=("id", "==", 1))) == {"1"}
    assert found(dataset, rg.Query(filter=("id", "in", [2, "x"]))) == {"2", "x"}
    assert found(dataset, rg.Query(filter=("metadata.code", "==", 7))) == {"1", "x"}
    assert found(dataset, rg.Query(filter=("metadata.code", "in", [8]))) == {"2"}
    assert found(dataset, rg.Query(filter=("rating", "==", 3))) == {"1"}
    assert found(dataset, rg.Query(filter=("rating.suggestion", "in", ["4"]))) == {"2"}


def test_filter_on_insertion_and_update_dates(owner, make_dataset):
    """`inserted_at` / `updated_at` ranges: the SDK sends datetimes as ISO strings (naive, like the server's)."""
    dataset = make_dataset(settings=records_settings(owner))
    dataset.records.log([rg.Record(id="early", fields={"text": "early"}, metadata={"length": 1})])
    time.sleep(0.05)
    dataset.records.log([rg.Record(id="late", fields={"text": "late"}, metadata={"length": 2})])
    records = by_external_id(dataset.records())
    early, late = records["early"], records["late"]
    assert late._model.inserted_at > early._model.inserted_at

    assert found(dataset, rg.Query(filter=("inserted_at", ">=", late._model.inserted_at))) == {"late"}
    assert found(dataset, rg.Query(filter=("inserted_at", "<=", early._model.inserted_at))) == {"early"}

    time.sleep(0.05)
    early.metadata["length"] = 10
    dataset.records.log([early])
    updated = by_external_id(dataset.records())["early"]._model.updated_at
    assert updated > late._model.updated_at
    assert found(dataset, rg.Query(filter=("updated_at", ">=", updated))) == {"early"}
