# Crown of Emara, Macao and Lisboa in Discord. Build: docker build -t euro-table .
# Run:   docker run -e DISCORD_TOKEN=... -v euro-table-data:/data euro-table
# Two processes (shards) on PostgreSQL: DISCORD_TOKEN=... docker compose up --build -d (compose.yaml)
FROM python:3.11-slim

# /app belongs to the user the bot runs as (relative paths such as ./out or ./data work); the code
# copied into it stays root-owned, so the bot cannot change it.
RUN useradd --create-home --uid 10001 bot \
 && mkdir -p /data /app && chown bot:bot /data /app
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY render ./render
COPY bot ./bot
# The same install step the README and .ci/run use (without the test extra), with the postgres extra
# (asyncpg) so the image runs on SQLite or, with DATABASE_URL, on PostgreSQL (compose.yaml).
RUN python -m pip install --no-cache-dir ".[postgres]"

USER bot
ENV DATABASE_PATH=/data/euro-table.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
