"""Games defined by the tests alone, registered by the tests that use them."""
