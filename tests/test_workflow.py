"""The Pages workflow publishes only a tested site: its build job runs the README's test command
before it uploads dist/, and nothing lets a failed or skipped test run reach the deploy.

The workflow is read as data (PyYAML, a test extra), so a reordered, skipped or softened step
fails here rather than on the first broken deploy.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"
UPLOAD = "actions/upload-pages-artifact"
DEPLOY = "actions/deploy-pages"
# An `if:` with these runs a step or job after a failure (or a cancelled run).
OVERRIDES = re.compile(r"\b(always|failure|cancelled)\s*\(")


def readme_test_command() -> str:
    """The first command of the README's Test section: the one that runs the whole suite."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Test\n", 1)[1]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    return block.splitlines()[0].split("#", 1)[0].strip()


def load() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def run_lines(step: dict[str, Any]) -> list[str]:
    return [line.strip() for line in str(step.get("run", "")).splitlines() if line.strip()]


def uses(step: dict[str, Any], action: str) -> bool:
    return str(step.get("uses", "")).split("@", 1)[0] == action


def job_with(jobs: dict[str, Any], action: str) -> str:
    found = [name for name, job in jobs.items() if any(uses(s, action) for s in job["steps"])]
    assert len(found) == 1, f"one job should use {action}: {found}"
    return found[0]


def test_the_readme_names_the_test_command() -> None:
    assert readme_test_command() == "python3 build.py test"


def test_runs_on_pushes_to_main_and_by_hand_only() -> None:
    # YAML 1.1 reads a bare `on` key as True.
    triggers = load().get("on", load().get(True))
    assert isinstance(triggers, dict)
    assert set(triggers) == {"push", "workflow_dispatch"}
    assert triggers["push"] == {"branches": ["main"]}


def test_the_site_is_uploaded_only_after_the_whole_suite_passed_in_the_same_job() -> None:
    jobs = load()["jobs"]
    name = job_with(jobs, UPLOAD)
    steps: list[dict[str, Any]] = jobs[name]["steps"]
    command = readme_test_command()
    tests = [i for i, step in enumerate(steps) if command in run_lines(step)]
    uploads = [i for i, step in enumerate(steps) if uses(step, UPLOAD)]
    assert len(tests) == 1 and len(uploads) == 1, (tests, uploads)
    assert tests[0] < uploads[0], "the tests run before the upload"
    assert steps[uploads[0]].get("with", {}).get("path") == "dist"
    # build.py test builds dist/ and the browser tests run on it: any other build.py run
    # (a plain `python3 build.py`) would publish a site that was not the one tested.
    builds = [i for i, step in enumerate(steps) if "build.py" in " ".join(run_lines(step))]
    assert builds == tests


def test_no_step_or_job_can_publish_past_a_failed_test_run() -> None:
    jobs = load()["jobs"]
    build, deploy = job_with(jobs, UPLOAD), job_with(jobs, DEPLOY)
    assert build != deploy
    needs = jobs[deploy].get("needs")
    assert build in ([needs] if isinstance(needs, str) else needs or [])
    for job in (jobs[build], jobs[deploy]):
        assert "continue-on-error" not in job
        assert not OVERRIDES.search(str(job.get("if", "")))
        for step in job["steps"]:
            assert not step.get("continue-on-error"), step
            assert not OVERRIDES.search(str(step.get("if", ""))), step
    command = readme_test_command()
    [test] = [step for step in jobs[build]["steps"] if command in run_lines(step)]
    assert "if" not in test
    # `cmd || true` or `; true` would turn a failed suite into a passing step.
    assert run_lines(test) == [command]


def step_before_the_tests(command: str) -> tuple[list[dict[str, Any]], int]:
    """The publishing job's steps, and the first one running `command`, which must come
    before the step running the tests."""
    jobs = load()["jobs"]
    steps: list[dict[str, Any]] = jobs[job_with(jobs, UPLOAD)]["steps"]
    tests = readme_test_command()
    [test] = [i for i, step in enumerate(steps) if tests in run_lines(step)]
    found = [i for i, step in enumerate(steps) if command in " ".join(run_lines(step))]
    assert found and found[0] < test, f"no step runs {command!r} before the tests"
    return steps, found[0]


def test_the_tests_get_playwrights_chromium_on_a_runner_that_is_not_root() -> None:
    """build.py installs Debian's chromium only as root and otherwise takes any Chromium on
    PATH (GitHub's image has one, of whatever version that week): the workflow installs
    Playwright's own browser, with its system libraries, and points ED_CHROMIUM at it."""
    steps, browser = step_before_the_tests("playwright install --with-deps chromium")
    setup = " ".join(run_lines(steps[browser]))
    assert "ED_CHROMIUM=" in setup and "GITHUB_ENV" in setup
    # Playwright at the test extra's pin, read from pyproject.toml rather than repeated.
    assert "pyproject.toml" in setup


def test_the_tests_get_webkit_on_a_runner_that_is_not_root() -> None:
    """The engine tests drive WebKitWebDriver under Xvfb; build.py installs them only as root,
    so the workflow does, before the tests."""
    step_before_the_tests("apt-get install -y webkit2gtk-driver xvfb")


@pytest.mark.parametrize("name", ["checkout", "setup-python"])
def test_the_build_job_starts_from_the_commit_with_python(name: str) -> None:
    jobs = load()["jobs"]
    steps = jobs[job_with(jobs, UPLOAD)]["steps"]
    assert any(uses(step, f"actions/{name}") for step in steps)
