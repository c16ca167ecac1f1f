"""Records: solo games and the daily challenge, what finished games record, ratings (OpenSkill),
leaderboards, profiles and forget-me."""

from .challenge import challenge_games, challenge_spec, daily_seed, day_of, previous_day
from .leaderboard import KINDS, PER_PAGE, SCOPES, BoardRow, LeaderboardPage, Leaderboards, Profile
from .ratings import PROVISIONAL_GAMES, Ratings
from .seasons import Announcement, Season, Seasons
from .service import RecordsService, SoloStart
from .solo import MODES, campaign_best, solo_games, solo_spec

__all__ = [
    "Announcement",
    "Season",
    "Seasons",
    "BoardRow",
    "KINDS",
    "LeaderboardPage",
    "Leaderboards",
    "MODES",
    "PER_PAGE",
    "PROVISIONAL_GAMES",
    "Profile",
    "Ratings",
    "RecordsService",
    "SCOPES",
    "SoloStart",
    "campaign_best",
    "challenge_games",
    "challenge_spec",
    "daily_seed",
    "day_of",
    "previous_day",
    "solo_games",
    "solo_spec",
]
