"""Fuzzing in the suite: a few hundred derandomized cases per target (`targets.py`).

Any exception outside the documented input errors, or a case slower than a second, fails with
the input Hypothesis shrank it to. The crashes it found when it was written ('²' taken for a
digit by the action parser and by the pages' `seat=`) are fixed. More cases, other seeds:
`python -m tests.fuzz.run --cases N --seed S`.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz import run
from tests.fuzz.run import fuzz, main
from tests.fuzz.targets import (
    TARGETS,
    Crash,
    Target,
    run_case,
    warm_up,
)

CASES = 300  # per target; the pages replay and draw a whole game per case, so fewer there
FEWER = {"app-fragment": 120, "embed-fragment": 150, "save-slot": 120}


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_no_input_crashes_a_decoder(name: str) -> None:
    target = TARGETS[name]
    warm_up(target)

    @settings(
        max_examples=FEWER.get(name, CASES),
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(target.strategy())
    def case(value: Any) -> None:
        crash = run_case(target, value)
        if crash is not None:
            pytest.fail(f"{crash.report()}\n{crash.trace}", pytrace=False)

    case()


def test_a_crash_is_caught_reported_and_counted() -> None:
    """The harness itself: an undocumented exception is a crash, documented refusals are not,
    and `fuzz` runs exactly the cases asked for."""

    def explode(value: object) -> None:
        if value == "boom":
            raise KeyError(value)
        if value == "refuse":
            TARGETS["link"].run("not a link")

    target = Target("test", lambda: st.just("boom"), explode)
    crash = run_case(target, "boom")
    assert isinstance(crash, Crash) and crash.kind == "KeyError"
    assert "input: 'boom'" in crash.report()
    assert run_case(target, "refuse") is None
    assert run_case(target, "fine") is None
    done, crashes = fuzz(target, 7, start_seed=3)
    assert done == 7 and len(crashes) == 7


def test_a_slow_case_is_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tests.fuzz.targets.TIME_LIMIT", 0.0)
    crash = run_case(Target("test", lambda: st.just(0), lambda value: None), 0)
    assert crash is not None and crash.kind == "slow"


def test_the_runner_prints_its_last_line_and_fails_on_crashes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["--cases", "7", "--seed", "4", "--target", "record", "--target", "link"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("record: cases=4 crashes=0")
    assert out[1].startswith("link: cases=3 crashes=0")
    assert out[-1] == "cases=7 crashes=0"

    def explode(value: object) -> None:
        raise KeyError(value)

    monkeypatch.setitem(run.TARGETS, "link", Target("link", lambda: st.just("x"), explode))
    assert main(["--cases", "2", "--target", "link"]) == 1
    out = capsys.readouterr().out
    assert "input: 'x'" in out and "Traceback" in out
    assert out.splitlines()[-1] == "cases=2 crashes=2"
