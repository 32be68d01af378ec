"""`python -m shared.archive migrate`: apply the archive's migrations."""

import sys

from shared.archive import main

sys.exit(main())
