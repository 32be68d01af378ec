"""`python -m shared.archive migrate`: apply the archive's migrations."""

import sys

from shared.archive import main

if __name__ == "__main__":  # (importing every module, as a test does, runs nothing)
    sys.exit(main())
