"""Settings from the environment (and an optional ``.env`` file), via pydantic-settings."""
from __future__ import annotations

import os

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything the bot reads from its environment. Unset optional values are ``None``."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: str | None = Field(default=None, validation_alias="DISCORD_TOKEN")
    database_path: str = Field(default="./data/euro-table.sqlite3", validation_alias="DATABASE_PATH")
    database_url: str | None = Field(default=None, validation_alias="DATABASE_URL")  # postgresql://: PostgreSQL
    ai_delay_seconds: float = Field(default=1.5, ge=0, validation_alias="AI_DELAY_SECONDS")  # pause per AI turn
    ai_think_seconds: float | None = Field(default=None, gt=0, validation_alias="AI_THINK_SECONDS")  # hard AI
    ai_iterations: int | None = Field(default=None, gt=0, validation_alias="AI_ITERATIONS")         # hard AI
    # AI thinking in worker processes (0: in threads of the bot process, which then competes with it)
    ai_workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=0, validation_alias="AI_WORKERS")
    ai_worker_timeout_seconds: float = Field(default=60, gt=0, validation_alias="AI_WORKER_TIMEOUT_SECONDS")
    turn_reminder_minutes: int = Field(default=60, ge=0, validation_alias="TURN_REMINDER_MINUTES")  # 0: off
    absent_takeover_minutes: int = Field(default=720, ge=0, validation_alias="ABSENT_TAKEOVER_MINUTES")  # 0: off
    absent_check_seconds: float = Field(default=60, gt=0, validation_alias="ABSENT_CHECK_SECONDS")
    log_level: str = Field(default="INFO", validation_alias="LOG_LEVEL")
    dev_guild_id: int | None = Field(default=None, validation_alias="DEV_GUILD_ID")

    @field_validator("discord_token", "database_url", "dev_guild_id", "ai_think_seconds", "ai_iterations",
                     mode="before")
    @classmethod
    def _blank_is_none(cls, v):
        return None if isinstance(v, str) and not v.strip() else v

    @field_validator("log_level")
    @classmethod
    def _upper(cls, v: str) -> str:
        return v.upper()


def load_settings(**overrides) -> Settings:
    """Read the settings; keyword overrides win (tests, the terminal front end)."""
    return Settings(**overrides)
