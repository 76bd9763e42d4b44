"""``python -m eminent_domain``: the command line (more subcommands arrive with the engine)."""

import sys

from eminent_domain import GAME_TITLE, __version__


def main(argv: list[str]) -> int:
    """Print the version; unknown arguments are an error, not silently ignored."""
    if argv in ([], ["--version"]):
        print(f"{GAME_TITLE} {__version__}")
        return 0
    print(f"unknown arguments: {' '.join(argv)}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
