# Crown of Emara, Macao and Lisboa in Discord. Build: docker build -t euro-table .
# Run:   docker run -e DISCORD_TOKEN=... -v euro-table-data:/data euro-table
# Two processes (shards) on PostgreSQL: DISCORD_TOKEN=... docker compose up --build -d (compose.yaml)
FROM python:3.11-slim

# /app belongs to the user the bot runs as (relative paths such as ./out or ./data work); the code
# copied into it stays root-owned, so the bot cannot change it.
RUN useradd --create-home --uid 10001 bot \
 && mkdir -p /data /app && chown bot:bot /data /app
WORKDIR /app
# The dependencies first, from pyproject.toml alone (with the postgres extra, asyncpg, so the image runs
# on SQLite or, with DATABASE_URL, on PostgreSQL): a change to the code does not reinstall them.
COPY pyproject.toml ./
RUN python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['postgres']))" > /tmp/requirements.txt \
 && python -m pip install --no-cache-dir -r /tmp/requirements.txt \
 && rm /tmp/requirements.txt
# The code runs from /app as it is (python -m bot finds its packages there): one copy, no build files.
COPY engine ./engine
COPY render ./render
COPY bot ./bot

USER bot
ENV DATABASE_PATH=/data/euro-table.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME ["/data"]
# docker stop sends SIGTERM: the bot closes its connections, AI workers and database, and exits 0.
CMD ["python", "-m", "bot"]
