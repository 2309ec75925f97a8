"""`GET /api/v1/datasets/{id}/agreement` (a Gloss extension) against the reference packages, end to end.

The official SDK creates a dataset with a label, multi-label, rating, ranking, text and span question and logs
the records of each dataset scenario of server/test/fixtures/agreement/cases.json; three annotators, each with
their own SDK client, submit (or draft, or discard) their responses through the SDK's records API. The owner's
report is then compared with what scikit-learn, krippendorff, scipy and statsmodels compute in this test from
the same answers (agreement_reference.py), to 1e-9.
"""

import math

import argilla as rg
import pytest
import requests
from argilla._models import UserResponseModel

import agreement_reference as reference
from support.names import unique_name
from support.records import by_external_id
from support.users import api_key_of

SCENARIOS = reference.load_cases()["datasets"]


def _settings(scenario: dict, client: rg.Argilla) -> rg.Settings:
    questions = scenario["questions"]
    return rg.Settings(
        fields=[rg.TextField(name="text", required=True, client=client)],
        questions=[
            rg.LabelQuestion(name="label", labels=questions["label"]["options"], required=True, client=client),
            rg.MultiLabelQuestion(name="labels", labels=questions["labels"]["options"], required=False, client=client),
            rg.RatingQuestion(name="rating", values=questions["rating"]["options"], required=False, client=client),
            rg.RankingQuestion(name="ranking", values=questions["ranking"]["options"], required=False, client=client),
            rg.TextQuestion(name="comment", required=False, client=client),
            rg.SpanQuestion(name="entities", field="text", labels=questions["entities"]["options"], required=False, client=client),
        ],
    )


@pytest.fixture(params=[scenario["name"] for scenario in SCENARIOS])
def answered(request, owner, api_url, owner_api_key, make_workspace, make_user, make_dataset, connect):
    """(scenario, dataset, {"a"|"b"|"c": user}) with the scenario's records logged and answered."""
    scenario = next(item for item in SCENARIOS if item["name"] == request.param)
    workspace = make_workspace()
    prefix = unique_name("agree")
    # Usernames in a, b, c order: the report lists annotators (and pairs) by username.
    team = {key: make_user(role="annotator", workspaces=[workspace], username=f"{prefix}-{key}") for key in "abc"}
    clients = {key: connect(api_key_of(owner, user)) for key, user in team.items()}
    dataset = make_dataset(workspace=workspace, settings=_settings(scenario, owner))
    dataset.records.log([rg.Record(id=f"r{index}", fields={"text": record["text"]}) for index, record in enumerate(scenario["records"])])
    logged = by_external_id(dataset.records())

    for index, record in enumerate(scenario["records"]):
        for key, response in record["responses"].items():
            values = response.get("values")
            # The records API takes rankings with ties as stored ({value, rank}), which rg.Response cannot express.
            model = UserResponseModel(
                values=None if values is None else {name: {"value": value} for name, value in values.items()},
                status=response["status"],
                user_id=team[key].id,
            )
            clients[key].api.records.create_record_response(record_id=logged[f"r{index}"]._server_id, user_response=model)
    return scenario, dataset, team


def _agreement(api_url: str, api_key: str, dataset: rg.Dataset) -> requests.Response:
    return requests.get(f"{api_url}/api/v1/datasets/{dataset.id}/agreement", headers={"X-Argilla-Api-Key": api_key}, timeout=30)


def _close(actual, wanted, where):
    if wanted is None:
        assert actual is None, f"{where}: {actual!r}, expected undefined"
    else:
        assert actual is not None and math.isclose(actual, wanted, rel_tol=0, abs_tol=1e-9), f"{where}: {actual!r} != {wanted!r}"


def _same_figures(actual: list, wanted: list, where: str):
    assert [(f["metric"], f["records"]) for f in actual] == [(f["metric"], f["records"]) for f in wanted], where
    for got, figure in zip(actual, wanted):
        _close(got["value"], figure["value"], f"{where} {figure['metric']}")


def _same_pairs(actual: list, wanted: list, team: dict, where: str):
    assert [pair["usernames"] for pair in actual] == [[team[key].username for key in pair["users"]] for pair in wanted], where
    assert [pair["user_ids"] for pair in actual] == [[str(team[key].id) for key in pair["users"]] for pair in wanted], where
    for got, pair in zip(actual, wanted):
        assert (got["metric"], got["records"]) == (pair["metric"], pair["records"]), f"{where} {pair['users']}"
        _close(got["value"], pair["value"], f"{where} {pair['users']}")


def test_agreement_matches_the_reference_packages(answered, api_url, owner, owner_api_key):
    scenario, dataset, team = answered
    # The report is for the dataset's reviewers: an annotator who is not one is refused.
    assert _agreement(api_url, api_key_of(owner, team["a"]), dataset).status_code == 403

    # Computed here, from the answers the annotators just sent, with the reference packages.
    wanted = reference.dataset_agreement(scenario)

    response = _agreement(api_url, owner_api_key, dataset)
    assert response.status_code == 200, response.text
    report = response.json()

    assert report["annotators"] == [
        {"user_id": str(team[item["user"]].id), "username": team[item["user"]].username, "records": item["records"]}
        for item in wanted["annotators"]
    ]
    assert [question["question"] for question in report["questions"]] == [question["question"] for question in wanted["questions"]]
    for got, question in zip(report["questions"], wanted["questions"]):
        where = question["question"]
        assert (got["type"], got["records"], got["disagreements"]) == (question["type"], question["records"], question["disagreements"]), where
        assert got["question_id"] == str(dataset.settings.questions[where].id)
        _same_figures(got["overall"], question["overall"], f"{where} overall")
        _same_pairs(got["pairs"], question["pairs"], team, f"{where} pairs")
        assert [label["label"] for label in got.get("labels", [])] == [label["label"] for label in question.get("labels", [])], where
        for got_label, label in zip(got.get("labels", []), question.get("labels", [])):
            _same_figures(got_label["overall"], label["overall"], f"{where} {label['label']} overall")
            _same_pairs(got_label["pairs"], label["pairs"], team, f"{where} {label['label']} pairs")

