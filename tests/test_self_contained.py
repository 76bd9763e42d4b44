"""A fresh clone tests itself: nothing in the repository may read beside it.

The card-table tests once read `../shared/reference`, which exists on the developers'
machines but not in a fresh clone. Here the tracked files are copied into an empty folder,
with nothing beside them, and the tests that read data files run there.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA_TESTS = ("tests/test_data.py", "tests/eminent_domain/test_golden.py")


def tracked_files() -> list[str]:
    result = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, text=True
    )
    return [name for name in result.stdout.split("\0") if name]


def test_data_tests_pass_in_a_copy_with_nothing_beside_it(tmp_path: Path) -> None:
    clone = tmp_path / "alone" / "clone"
    for name in tracked_files():
        source = ROOT / name
        if source.is_file():
            target = clone / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    assert (clone / "tests" / "test_data.py").is_file()
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *DATA_TESTS],
        cwd=clone,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
