# Crown of Emara, Macao and Lisboa in Discord. Build: docker build -t euro-table .
# Run:   docker run -e DISCORD_TOKEN=... -v euro-table-data:/data euro-table
# Two processes (shards) on PostgreSQL: DISCORD_TOKEN=... POSTGRES_PASSWORD=... docker compose up --build -d
# The base image is pinned (a tag that names the exact Python and Debian release); override it with
# --build-arg PYTHON_IMAGE=... to move every stage together.
ARG PYTHON_IMAGE=python:3.11.11-slim-bookworm

# --- requirements: the dependency list alone, read from pyproject.toml. Its file is what the next stage
# copies: a change elsewhere in pyproject.toml (the version, tool settings) leaves it byte for byte the
# same, so the dependency layers below stay cached.
FROM ${PYTHON_IMAGE} AS requirements
COPY pyproject.toml /tmp/
RUN python -c "import tomllib; p = tomllib.load(open('/tmp/pyproject.toml', 'rb'))['project']; \
print('\n'.join(sorted(p['dependencies'] + p['optional-dependencies']['postgres'])))" > /requirements.txt

# --- deps: a virtual environment with the tested versions (constraints.txt) of the dependencies, the
# postgres extra (asyncpg) included, so the image runs on SQLite or, with DATABASE_URL, on PostgreSQL.
# Rebuilt only when the dependency list or constraints.txt changes; then pip leaves the environment.
FROM ${PYTHON_IMAGE} AS deps
COPY --from=requirements /requirements.txt /tmp/requirements.txt
COPY constraints.txt /tmp/constraints.txt
RUN python -m venv /venv \
 && /venv/bin/pip install --no-cache-dir -c /tmp/constraints.txt -r /tmp/requirements.txt \
 && /venv/bin/pip uninstall -y -q pip setuptools \
 && printf '#!/venv/bin/python\nimport sys\nfrom bot.__main__ import main\nsys.exit(main())\n' > /venv/bin/euro-table \
 && chmod 755 /venv/bin/euro-table

# --- build: the code as an installed package in /app (no editable link, no build folder or egg-info),
# built with a throwaway pip outside the image's environment.
FROM ${PYTHON_IMAGE} AS build
RUN python -m venv /tools
WORKDIR /src
COPY pyproject.toml ./
COPY engine ./engine
COPY render ./render
COPY bot ./bot
RUN /tools/bin/pip install --no-cache-dir --no-deps --target /app . && rm -rf /app/bin

# --- run: the base image, the dependencies' layer, the code's layer and an unprivileged user
FROM ${PYTHON_IMAGE}
RUN useradd --create-home --uid 10001 bot && mkdir -p /data && chown bot:bot /data
# The dependencies (~115 MB): the same layer until constraints.txt or the dependency list changes.
COPY --from=deps /venv /venv
# The code (~10 MB): the only layer a code change rebuilds.
COPY --from=build /app /app
USER bot
# The home folder is the working directory: relative paths such as ./out belong to the bot.
WORKDIR /home/bot
ENV PATH=/venv/bin:$PATH \
    PYTHONPATH=/app \
    DATA_DIR=/data \
    HEARTBEAT_PATH=/tmp/euro-table.heartbeat \
    MALLOC_ARENA_MAX=2 \
    PYTHONUNBUFFERED=1
# No VOLUME here: `docker run -v NAME:/data` keeps the SQLite file; a PostgreSQL deployment
# (compose.yaml) mounts nothing and gets no anonymous volume.
# docker stop sends SIGTERM: the bot closes its connections, AI workers and database, and exits 0.
STOPSIGNAL SIGTERM
# Healthy while the bot is connected to Discord and its database answers (bot/heartbeat.py).
HEALTHCHECK --interval=30s --timeout=10s --start-period=90s --retries=3 CMD ["euro-table", "healthcheck"]
CMD ["euro-table"]
