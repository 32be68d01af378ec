"""HTTP plumbing: the JSON provider and blueprints, problem answers, request deadlines, outages
of the store, metrics, and how gunicorn runs the app."""
