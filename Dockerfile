# The bot on a slim Python image, as a non-root user, with its database on a volume.
#   docker build -t ostrich-table .
#   docker run -d --name ostrich-table -e DISCORD_TOKEN=... -v ostrich-data:/app/data ostrich-table
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
RUN useradd --create-home --uid 10001 bot
WORKDIR /app
COPY --chown=bot:bot . /app
USER bot
# The same command as the README; the first run installs into /app/.venv, done here at build
# time so that the container starts at once.
RUN python3 -c "import tasks; tasks._ensure_env('')" && mkdir -p /app/data
# The database lives here (created owned by the bot user, so a new volume inherits that).
VOLUME ["/app/data"]
STOPSIGNAL SIGTERM
CMD ["python3", "tasks.py", "run"]
