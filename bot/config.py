"""Settings from the environment (and an optional ``.env`` file), via pydantic-settings."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from . import paths


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a guild's events and interactions to; direct messages go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


#: AI worker processes by default: one per core, at most this many (each holds ~40-60 MB; more AI
#: tables than workers queue their decisions, a hard one takes ~0.6 s)
AI_WORKERS_DEFAULT_MAX = 4
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("text", "json")  # bot/logs.py
CLOCK_SCALE_MAX = 1_000_000  # PROPOSED: a staging clock at most this much faster (a year in ~30 s)


def default_ai_workers() -> int:
    return max(1, min(os.cpu_count() or 1, AI_WORKERS_DEFAULT_MAX))


class Settings(BaseSettings):
    """Everything the bot reads from its environment. Unset optional values are ``None``."""

    # the checkout's .env whatever the working directory (bot/paths.py); load_settings() reads ENV_FILE
    model_config = SettingsConfigDict(env_file=paths.env_file(), env_file_encoding="utf-8", extra="ignore")

    discord_token: str | None = Field(default=None, validation_alias="DISCORD_TOKEN")
    # One data directory: the SQLite file (unless DATABASE_PATH names another) and backups live there.
    data_dir: str = Field(default_factory=paths.default_data_dir, validation_alias="DATA_DIR")
    # "" = DATA_DIR/euro-table.sqlite3 (filled in below); a path given is taken as it is
    database_path: str = Field(default="", validation_alias="DATABASE_PATH")
    database_url: str | None = Field(default=None, validation_alias="DATABASE_URL")  # postgresql://: PostgreSQL
    ai_delay_seconds: float = Field(default=1.5, ge=0, validation_alias="AI_DELAY_SECONDS")  # pause per AI turn
    ai_think_seconds: float | None = Field(default=None, gt=0, validation_alias="AI_THINK_SECONDS")  # hard AI
    ai_iterations: int | None = Field(default=None, gt=0, validation_alias="AI_ITERATIONS")  # hard AI
    # expert AI (and hints, which come from it); unset: the engine's default, at most EXPERT_SECONDS
    ai_expert_think_seconds: float | None = Field(default=None, gt=0, validation_alias="AI_EXPERT_THINK_SECONDS")
    ai_expert_iterations: int | None = Field(default=None, gt=0, validation_alias="AI_EXPERT_ITERATIONS")
    # AI thinking in worker processes (0: in threads of the bot process, which then competes with it)
    ai_workers: int = Field(default_factory=lambda: default_ai_workers(), ge=0, validation_alias="AI_WORKERS")
    ai_worker_timeout_seconds: float = Field(default=60, gt=0, validation_alias="AI_WORKER_TIMEOUT_SECONDS")
    turn_reminder_minutes: int = Field(default=60, ge=0, validation_alias="TURN_REMINDER_MINUTES")  # 0: off
    absent_takeover_minutes: int = Field(default=720, ge=0, validation_alias="ABSENT_TAKEOVER_MINUTES")  # 0: off
    # an out-of-turn answer (joining a Lisboa Visit) not given within this time is declined; 0: never
    response_minutes: int = Field(default=1440, ge=0, validation_alias="RESPONSE_MINUTES")
    absent_check_seconds: float = Field(default=60, gt=0, validation_alias="ABSENT_CHECK_SECONDS")
    log_level: str = Field(default="INFO", validation_alias="LOG_LEVEL")
    log_format: str = Field(default="text", validation_alias="LOG_FORMAT")  # text or json (bot/logs.py)
    # a file the bot touches while it is connected and its database answers; `python -m bot healthcheck`
    # reads its age (the container's HEALTHCHECK). None: no heartbeat.
    heartbeat_path: str | None = Field(default=None, validation_alias="HEARTBEAT_PATH")
    heartbeat_seconds: float = Field(default=30, gt=0, validation_alias="HEARTBEAT_SECONDS")
    dev_guild_id: int | None = Field(default=None, validation_alias="DEV_GUILD_ID")
    # Shards: None = as many as Discord recommends, all run by this process.
    shard_count: int | None = Field(default=None, ge=1, validation_alias="SHARD_COUNT")
    shard_ids: Annotated[list[int] | None, NoDecode] = Field(default=None, validation_alias="SHARD_IDS")  # "0,1"
    # The staging clock (bot/clock.py): every clock runs this many times faster than real time. Refused
    # unless STAGING says this deployment is a staging one, so it is never on by accident.
    clock_scale: float = Field(default=1, ge=1, le=CLOCK_SCALE_MAX, validation_alias="CLOCK_SCALE")
    staging: bool = Field(default=False, validation_alias="STAGING")
    # The application offers the user install too (personal commands in DMs and any server): set at start
    # when the Developer Portal does not already (bot/discord/install.py); false: the server install only.
    user_install: bool = Field(default=True, validation_alias="USER_INSTALL")

    @field_validator(
        "discord_token",
        "database_url",
        "dev_guild_id",
        "ai_think_seconds",
        "ai_iterations",
        "ai_expert_think_seconds",
        "ai_expert_iterations",
        "shard_count",
        "heartbeat_path",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, v):
        return None if isinstance(v, str) and not v.strip() else v

    @field_validator("log_level", "log_format")
    @classmethod
    def _one_of(cls, v: str, info) -> str:
        """LOG_LEVEL: a level the logging module knows (DEBUG, INFO, WARNING, ERROR, CRITICAL); LOG_FORMAT:
        text or json; either in any case."""
        allowed = LOG_LEVELS if info.field_name == "log_level" else LOG_FORMATS
        value = v.strip().upper() if info.field_name == "log_level" else v.strip().lower()
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(allowed)}")
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, v):
        """``"0,1"`` (the environment's form) or a list; empty means every shard."""
        if v is None or isinstance(v, (list, tuple)):
            return v
        text = str(v).strip()
        if not text:
            return None
        parts = [p.strip() for p in text.split(",")]
        if not all(p.isascii() and p.isdigit() for p in parts):
            raise ValueError(f"{text!r} is not a comma-separated list of shard numbers such as 0,1")
        return [int(p) for p in parts]

    @model_validator(mode="after")
    def _database_in_data_dir(self) -> "Settings":
        if not self.database_path.strip():
            self.database_path = str(Path(self.data_dir) / paths.DATABASE_FILE)
        return self

    @model_validator(mode="after")
    def _shards_fit(self) -> "Settings":
        ids = self.shard_ids
        if ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (the total number of shards across all processes)")
        if not ids:
            raise ValueError("SHARD_IDS is an empty list: leave it unset to run every shard")
        if len(set(ids)) != len(ids):
            raise ValueError(f"SHARD_IDS names a shard twice: {ids}")
        if any(i < 0 or i >= self.shard_count for i in ids):
            raise ValueError(f"SHARD_IDS {ids}: every shard id must be below SHARD_COUNT ({self.shard_count})")
        return self

    @model_validator(mode="after")
    def _thinking_fits_the_worker_timeout(self) -> "Settings":
        """A think time the worker timeout cuts short would replace every such decision by a random move."""
        for name, seconds in (
            ("AI_THINK_SECONDS", self.ai_think_seconds),
            ("AI_EXPERT_THINK_SECONDS", self.ai_expert_think_seconds),
        ):
            if seconds is not None and seconds >= self.ai_worker_timeout_seconds:
                timeout = self.ai_worker_timeout_seconds
                raise ValueError(
                    f"{name} ({seconds:g}) must be below AI_WORKER_TIMEOUT_SECONDS ({timeout:g}):"
                    " a worker thinking that long is taken for hung and replaced"
                )
        return self

    def budget_notes(self) -> list[str]:
        """What the log should say about the AI budgets at start-up: hard sized by its settings while
        expert keeps the engine's default may make expert the weaker of the two."""
        from engine.ai import EXPERT_SECONDS

        own = self.ai_expert_think_seconds is not None or self.ai_expert_iterations is not None
        hard_longer = (self.ai_think_seconds or 0) > EXPERT_SECONDS or self.ai_iterations is not None
        if own or not hard_longer:
            return []
        return [
            (
                "AI_THINK_SECONDS/AI_ITERATIONS size the hard AI only; the expert AI (and hints) keeps the engine's"
                f" default (at most {EXPERT_SECONDS:g} s a decision) and may think less than hard:"
                " set AI_EXPERT_THINK_SECONDS or AI_EXPERT_ITERATIONS to size it too"
            )
        ]

    @model_validator(mode="after")
    def _staging_only(self) -> "Settings":
        if self.clock_scale != 1 and not self.staging:
            raise ValueError(
                f"CLOCK_SCALE={self.clock_scale:g} makes every clock run that many times faster: it is allowed"
                " only on a staging deployment (set STAGING=1)"
            )
        return self

    def runs_shard(self, shard_id: int) -> bool:
        """Whether this process runs shard ``shard_id``: every shard unless SHARD_IDS picks some."""
        return self.shard_ids is None or shard_id in self.shard_ids

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard that receives ``guild_id``'s interactions (it owns that
        guild's games)."""
        if self.shard_ids is None or self.shard_count is None:
            return True
        return self.runs_shard(shard_of(guild_id, self.shard_count))


def load_settings(**overrides) -> Settings:
    """Read the settings (the environment, then the .env bot/paths.py finds); keyword overrides win
    (tests, the terminal front end)."""
    overrides.setdefault("_env_file", paths.env_file())
    return Settings(**overrides)


def settings_error_text(error: ValidationError) -> str:
    """One line naming each bad setting by its environment variable and saying what is wrong."""
    parts = []
    for err in error.errors():
        name = ".".join(str(x) for x in err.get("loc", ()))
        ctx_error = (err.get("ctx") or {}).get("error")
        why = str(ctx_error) if err.get("type") == "value_error" and ctx_error else err.get("msg", "")
        parts.append(f"{name}: {why}" if name else why)
    return "Invalid setting (environment or .env): " + "; ".join(parts)
