"""WSGI entry point for gunicorn: ``gunicorn services.api.wsgi:app``."""

from services.api.app import create_app

app = create_app()
