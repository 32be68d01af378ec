"""Who may do what, and how much: API keys and CORS, rate limits, per-owner quotas, idempotent
retries."""
