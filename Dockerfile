# One image for the API and the worker (docker-compose.yml picks the command).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app

COPY requirements.txt ./
RUN pip install -r requirements.txt

COPY pyproject.toml ./
COPY shared ./shared
COPY services ./services
RUN pip install --no-deps . && useradd --create-home --uid 10001 app
USER app

ENV HOST=0.0.0.0 PORT=8000 PROMETHEUS_MULTIPROC_DIR=/tmp/prometheus
EXPOSE 8000
CMD ["sh", "-c", "mkdir -p $PROMETHEUS_MULTIPROC_DIR && exec gunicorn -c services/api/web/gunicorn_conf.py services.api.wsgi:app"]
