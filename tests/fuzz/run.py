"""The fuzzer, standalone: `python -m tests.fuzz.run --cases N --seed S [--target NAME...]`.

Runs N cases spread evenly over the targets of `tests.fuzz.targets` with Hypothesis
(seeded by S, no example database), prints a line per target, each crash's input (and the
traceback of the first crash of each kind), and a final line exactly `cases=N crashes=K`.
The exit status is 1 if any case crashed. `main(argv)` is the entry point for build.py.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings

# Run from a checkout (`python -m tests.fuzz.run`), the package is in pysrc/, not installed.
PYSRC = str(Path(__file__).resolve().parents[2] / "pysrc")
if PYSRC not in sys.path:
    sys.path.insert(0, PYSRC)

from tests.fuzz.targets import TARGETS, Crash, Target, run_case, warm_up  # noqa: E402


def fuzz(target: Target, cases: int, start_seed: int) -> tuple[int, list[Crash]]:
    """Run exactly `cases` cases of `target` (Hypothesis may stop a round early, so rounds
    go on with the next seeds); the crashes, in order."""
    crashes: list[Crash] = []
    done = 0
    rounds = 0
    while done < cases and rounds < 50:

        @seed(start_seed + rounds)
        @settings(
            max_examples=cases - done,
            database=None,
            deadline=None,
            derandomize=False,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
            print_blob=False,
        )
        @given(target.strategy())
        def one(value: Any) -> None:
            nonlocal done
            if done >= cases:
                return
            done += 1
            crash = run_case(target, value)
            if crash is not None:
                crashes.append(crash)

        one()
        rounds += 1
    return done, crashes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.run", description=__doc__)
    parser.add_argument("--cases", type=int, default=1000, help="cases in all (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="Hypothesis seed (default 0)")
    parser.add_argument(
        "--target", action="append", choices=sorted(TARGETS), help="only these targets"
    )
    args = parser.parse_args(argv)
    if args.cases < 0:
        parser.error("--cases must be 0 or more")
    names = args.target or list(TARGETS)
    share, extra = divmod(args.cases, len(names))
    total = 0
    crashes: list[Crash] = []
    for number, name in enumerate(names):
        quota = share + (number < extra)
        began = time.perf_counter()
        warm_up(TARGETS[name])
        done, found = fuzz(TARGETS[name], quota, args.seed + 1000 * number)
        total += done
        crashes += found
        kinds = len({crash.signature for crash in found})
        print(
            f"{name}: cases={done} crashes={len(found)} kinds={kinds} "
            f"({time.perf_counter() - began:.1f} s)",
            flush=True,
        )
    shown: set[tuple[str, str, str]] = set()
    for crash in crashes:
        print(crash.report())
        if crash.signature not in shown:
            shown.add(crash.signature)
            print(crash.trace)
    print(f"cases={total} crashes={len(crashes)}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
