# Crown of Emara, Macao and Lisboa in Discord. Build: docker build -t euro-table .
# Run:   docker run -e DISCORD_TOKEN=... -v euro-table-data:/data euro-table
# Two processes (shards) on PostgreSQL: DISCORD_TOKEN=... docker compose up --build -d (compose.yaml)
# The base image is pinned (a tag that names the exact Python and Debian release); override it with
# --build-arg PYTHON_IMAGE=... to move both stages together.
ARG PYTHON_IMAGE=python:3.11.11-slim-bookworm

# --- build: a virtual environment with the tested dependency versions, then the bot installed into it
FROM ${PYTHON_IMAGE} AS build
RUN python -m venv /venv
WORKDIR /src
# The dependencies first, from pyproject.toml and constraints.txt alone (with the postgres extra,
# asyncpg, so the image runs on SQLite or, with DATABASE_URL, on PostgreSQL): a change to the code
# does not reinstall them.
COPY pyproject.toml constraints.txt ./
RUN python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['postgres']))" > requirements.txt \
 && /venv/bin/pip install --no-cache-dir -c constraints.txt -r requirements.txt
# The code, installed as a package (no editable link, no build folder or egg-info left in the image:
# only /venv is copied on).
COPY engine ./engine
COPY render ./render
COPY bot ./bot
RUN /venv/bin/pip install --no-cache-dir --no-deps . && /venv/bin/pip uninstall -y -q pip setuptools

# --- run: the base image, the virtual environment and an unprivileged user; nothing else
FROM ${PYTHON_IMAGE}
RUN useradd --create-home --uid 10001 bot && mkdir -p /data && chown bot:bot /data
COPY --from=build /venv /venv
USER bot
# The home folder is the working directory: relative paths such as ./out belong to the bot.
WORKDIR /home/bot
ENV PATH=/venv/bin:$PATH \
    DATABASE_PATH=/data/euro-table.sqlite3 \
    HEARTBEAT_PATH=/tmp/euro-table.heartbeat \
    PYTHONUNBUFFERED=1
# No VOLUME here: `docker run -v NAME:/data` keeps the SQLite file; a PostgreSQL deployment
# (compose.yaml) mounts nothing and gets no anonymous volume.
# docker stop sends SIGTERM: the bot closes its connections, AI workers and database, and exits 0.
STOPSIGNAL SIGTERM
# Healthy while the bot is connected to Discord and its database answers (bot/heartbeat.py).
HEALTHCHECK --interval=30s --timeout=10s --start-period=90s --retries=3 CMD ["euro-table", "healthcheck"]
CMD ["euro-table"]
