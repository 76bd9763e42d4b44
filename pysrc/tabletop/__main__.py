"""``python -m tabletop``: see `tabletop.cli`."""

import sys

from tabletop.cli import main

sys.exit(main(sys.argv[1:]))
