"""Suite-wide test settings.

Hypothesis runs derandomized so that a CI run is repeatable; property tests
pick their own ``max_examples`` to keep the whole suite within minutes.
"""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("default")
