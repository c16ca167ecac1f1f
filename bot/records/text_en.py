"""Messages of solo play, the daily challenge, leaderboards, profiles and forget-me (``bot.solo.*``, ``bot.lb.*``).

They join the one catalog behind :func:`bot.i18n.t`.
"""
from __future__ import annotations

from engine.core.text import DEFAULT_LOCALE, register_catalog

RECORDS_CATALOG_EN: dict[str, str] = {
    # solo
    "bot.solo.mode.high_score": "high score",
    "bot.solo.mode.campaign": "campaign",
    "bot.solo.mode.challenge": "daily challenge",
    "bot.solo.started": "{name} plays {game} solo ({mode}), {difficulty}.",
    "bot.solo.thread_name": "{game} solo · {name}",
    "bot.solo.where": "Your solo game is in {channel}.",
    "bot.solo.not_solo": "{game} has no solo mode yet.",
    "bot.solo.bad_start": "The start value must be between {min} and {max} ({harder}).",
    "bot.solo.harder.lower": "lower is harder", "bot.solo.harder.higher": "higher is harder",
    "bot.solo.record": "High score from start {start}: {score} (personal best {best}).",
    "bot.solo.new_best": "New personal best from start {start}: {score}!",
    "bot.solo.campaign_next": "Campaign: your next game starts at {start}.",
    "bot.solo.campaign_best": "Campaign result: start {start}, score {score}.",
    # daily challenge
    "bot.solo.challenge_started": "Daily challenge {day} for {game}: the same deal for everyone today.",
    "bot.solo.challenge_recorded": "This is your recorded attempt of {day}.",
    "bot.solo.challenge_unrecorded": "You already made today's recorded attempt: this replay is not recorded.",
    "bot.solo.challenge_result": "Daily challenge {day}: {score} points, place {place} of {count} so far.",
    "bot.solo.challenge_result_unrecorded": "Daily challenge {day}: {score} points (replay, not recorded).",
    "bot.solo.no_challenge": "{game} has no daily challenge yet.",
    "bot.solo.challenge_title": "{game}: daily challenge {day}",
    "bot.solo.challenge_yesterday": "Yesterday's winner: {name} with {score}.",
    "bot.solo.challenge_no_yesterday": "Nobody finished yesterday's challenge.",
    "bot.solo.challenge_empty": "No finished attempt yet today. Play it with /challenge.",
    # leaderboards
    "bot.lb.kind.rating": "rating",
    "bot.lb.kind.wins": "wins",
    "bot.lb.kind.solo": "solo high scores",
    "bot.lb.kind.campaign": "campaign",
    "bot.lb.kind.challenge": "today's challenge",
    "bot.lb.scope.server": "this server",
    "bot.lb.scope.global": "all servers",
    "bot.lb.title": "{game} · {kind} · {scope}",
    "bot.lb.empty": "Nobody is on this leaderboard yet.",
    "bot.lb.page": "Page {page} of {pages}",
    "bot.lb.provisional": "provisional",
    "bot.lb.provisional_note": "* provisional: fewer than {n} rated games",
    "bot.lb.row": "**{rank}.** {name} — {value}",
    "bot.lb.rating_value": "{ordinal} (μ {mu}, σ {sigma}) · {games} games",
    "bot.lb.wins_value": "{wins} wins in {games} games",
    "bot.lb.solo_value": "{score} from start {start}",
    "bot.lb.campaign_value": "won from start {start} with {score}",
    "bot.lb.challenge_value": "{score}",
    "bot.lb.unknown_player": "Player {id}",
    "bot.lb.forgotten_name": "Former player",
    "bot.lb.unknown_kind": "Unknown leaderboard: {kind}.",
    # profile
    "bot.lb.profile_title": "{name}",
    "bot.lb.profile_games": "{game}: {games} games, {wins} wins",
    "bot.lb.profile_rating": "Rating {ordinal} (μ {mu}, σ {sigma}), {games} rated games{provisional}",
    "bot.lb.profile_unrated": "No rated games yet",
    "bot.lb.profile_solo": "Best solo scores: {scores}",
    "bot.lb.profile_solo_entry": "{score} (start {start})",
    "bot.lb.profile_campaign": "Campaign: next start {position}, {games} games, {wins} wins{best}",
    "bot.lb.profile_campaign_best": ", result start {start} / {score}",
    "bot.lb.profile_challenge": "Daily challenges: {count} recorded, best {best}",
    "bot.lb.profile_nothing": "Nothing played yet.",
    # privacy
    "bot.lb.forget_confirm": ("This deletes your personal data: your ratings, solo records, campaign and "
                              "challenge entries are dropped, your name is removed and your game results are "
                              "kept only under an anonymous id (so other players' ratings stay correct). "
                              "This cannot be undone."),
    "bot.lb.forget_button": "Delete my data",
    "bot.lb.forget_done": "Done: your personal data has been deleted.",
    "bot.lb.forget_not_yours": "Only the person who asked can confirm this.",
}

register_catalog(DEFAULT_LOCALE, RECORDS_CATALOG_EN)
