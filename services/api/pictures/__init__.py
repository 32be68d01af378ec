"""Board pictures: PNG rendering in a bounded pool of processes, with a cache."""
