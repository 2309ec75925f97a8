"""Gloss's jobs (imports and exports, Argilla 2.8's `GET /api/v1/jobs/{id}`), which the SDK does not wrap."""

import time

import requests

DONE = ("finished", "failed", "canceled")


def job_when_done(api_url: str, api_key: str, job_id: str, within_seconds: float = 120) -> dict:
    """Looks at a job until it ends, and answers it as it ended."""
    deadline = time.monotonic() + within_seconds
    while True:
        answer = requests.get(f"{api_url}/api/v1/jobs/{job_id}", headers={"X-Argilla-Api-Key": api_key}, timeout=30)
        assert answer.status_code == 200, answer.text
        job = answer.json()
        if job["status"] in DONE:
            return job
        assert time.monotonic() < deadline, f"the job is still {job['status']} after {within_seconds} s"
        time.sleep(0.1)
