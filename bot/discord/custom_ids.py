"""The custom_id grammar: every component the bot sends says what it does in its own id.

``<game id>:<state version>:<action key>``  a decision option (button) on a player's panel
``<game id>:<state version>:@pick``          the panel's select; its values are action keys
``<game id>:<state version>:@page.<n>``      page buttons of a select too long for one page
``<game id>:<board turn>:@turn``             the public board's "Take turn" button
``<game id>:<board turn>:@hand``             the public board's "My hand" button
``<game id>:<state version>:@hint[.yes]``     the panel's Suggest button (``.yes``: confirmed that the
                                             first hint makes the game unrated, or keeps it off the
                                             leaderboards)
``<game id>:<state version>:@why``            the panel's "?": the decision's rule and what each
                                             option changes (asking changes nothing)
                                             (``Decision.turn`` when the board was posted: a click on
                                             a board of an earlier turn is answered "outdated")
``<game id>:lobby:@<verb>[.<field>]``        lobby controls (join, leave, start, seats, opt.<field>,
                                             toggle.<field>, order.<seat order>, ai: the AI seat select,
                                             pace: the table's clock select, nextpace.<pace>: its
                                             button when no row is left for the select,
                                             hints.<on|off>: the hint option's toggle)
``<game id>:<seat>:@takeover``               hand that absent seat to an AI (on a takeover offer)
``<game id>:<seat>:@takeback``               its owner takes the seat back (on their panel)
``<game id>:<seat>:@standin``                an AI plays that seat's current move only (on a
                                             paced table's offer when the seat's clock ran out)
``@lb:<game>:<kind>:<scope>:<start>:<page>:<p|n>[:s<season>]``  a leaderboard page button (start 0 =
                                             all; a season's board names its number, none: all-time)
``@forget:<user id>``                        the forget-me confirmation
``@rp:<game>:<board index>:<f|p|n|l>``       a replay's first / previous / next / last button (the
                                             verb keeps two buttons aiming at one board apart)
``@rps:<game>:<c|m>``                        a replay's chapter / move select; values are board indices
``@rpf:<game>:<a|e>``                        a replay's animated summary / game file button
``@rematch:<game id>``                       a finished game's Rematch button (on its final board)
``@vote:<vote id>:<y|n>``                    a vote's Yes / No button (on the vote's message)
``@my:<game id>``                            /games' Take turn: that table's panel, wherever /games was used
``@claim:<game id>:<seat>``                  take that open seat (/games open, the table's line)
``<game id>:lobby:@oot.<choice>``            the lobby's out-of-time button: what happens when a clock
                                             runs out and nobody answers (ai | vote), set to <choice>
``@tn:<tournament id>:<join|leave|start>``   a tournament's sign-up message buttons

The game id is the service's database id of the game, so a button of an earlier game in the same
channel is recognised as such. Action keys never start with ``@``, so the templates never overlap
(discord.py runs every dynamic item whose template matches); the leaderboard, forget-me, replay and rematch
ids start with "@" and a word of their own, which no other template allows in its first field. The
decision template is deliberately loose: a tampered id still reaches the service, which answers with
a clear error instead of silence.

Numbers in ids and select values are ASCII digits only (``[0-9]``, never ``\\d`` or ``str.isdigit``,
which also accept ``²`` or fullwidth ``１``): :func:`as_int` is the one way to read them.
"""

from __future__ import annotations

import re

MAX_LEN = 100  # Discord's custom_id limit

DECISION = re.compile(r"(?P<game>[^:@]{1,24}):(?P<version>[^:@]{1,24}):(?P<key>[^@:][^:]{0,99})")
PICK = re.compile(r"(?P<game>[0-9]{1,20}):(?P<version>[0-9]{1,12}):@pick")
PAGE = re.compile(r"(?P<game>[0-9]{1,20}):(?P<version>[0-9]{1,12}):@page\.(?P<page>[0-9]{1,3})")
TURN = re.compile(r"(?P<game>[0-9]{1,20}):(?P<turn>[0-9]{1,12}):@turn")
HAND = re.compile(r"(?P<game>[0-9]{1,20}):(?P<turn>[0-9]{1,12}):@hand")
HINT = re.compile(r"(?P<game>[0-9]{1,20}):(?P<version>[0-9]{1,12}):@hint(?P<confirm>\.yes)?")
WHY = re.compile(r"(?P<game>[0-9]{1,20}):(?P<version>[0-9]{1,12}):@why")
LOBBY_BUTTON = re.compile(
    r"(?P<game>[0-9]{1,20}):lobby:@(?:(?P<verb>join|leave|start)"
    r"|(?P<kind>toggle|order|nextpace|oot|hints)\.(?P<field>[A-Za-z0-9_]{1,60}))"
)
LOBBY_SELECT = re.compile(
    r"(?P<game>[0-9]{1,20}):lobby:@(?P<verb>seats|opt|ai|pace)"
    r"(?:\.(?P<field>[A-Za-z0-9_]{1,60}))?"
)
TAKEOVER = re.compile(r"(?P<game>[0-9]{1,20}):(?P<seat>[0-9]{1,3}):@takeover")
TAKEBACK = re.compile(r"(?P<game>[0-9]{1,20}):(?P<seat>[0-9]{1,3}):@takeback")
STAND_IN = re.compile(r"(?P<game>[0-9]{1,20}):(?P<seat>[0-9]{1,3}):@standin")
LB_PAGE = re.compile(
    r"@lb:(?P<game>[a-z0-9_]{1,20}):(?P<kind>rating|wins|solo|campaign|challenge)"
    r":(?P<scope>server|global):(?P<start>[0-9]{1,3}):(?P<page>[0-9]{1,4}):(?P<dir>[pn])"
    r"(?::s(?P<season>[0-9]{1,6}))?"
)
FORGET = re.compile(r"@forget:(?P<user>[0-9]{1,20})")
REPLAY_STEP = re.compile(r"@rp:(?P<game>[0-9]{1,20}):(?P<index>[0-9]{1,12}):(?P<verb>[fpnl])")
REPLAY_JUMP = re.compile(r"@rps:(?P<game>[0-9]{1,20}):(?P<kind>[cm])")
REPLAY_FILE = re.compile(r"@rpf:(?P<game>[0-9]{1,20}):(?P<kind>[ae])")
REMATCH = re.compile(r"@rematch:(?P<game>[0-9]{1,20})")
VOTE = re.compile(r"@vote:(?P<vote>[0-9]{1,20}):(?P<choice>[yn])")
MY_TURN = re.compile(r"@my:(?P<game>[0-9]{1,20})")
CLAIM = re.compile(r"@claim:(?P<game>[0-9]{1,20}):(?P<seat>[0-9]{1,3})")
TOURNAMENT = re.compile(r"@tn:(?P<id>[0-9]{1,12}):(?P<verb>join|leave|start)")

NUMBER = re.compile(r"[0-9]{1,18}", re.ASCII)

ALL = (
    DECISION,
    PICK,
    PAGE,
    TURN,
    HAND,
    HINT,
    WHY,
    LOBBY_BUTTON,
    LOBBY_SELECT,
    TAKEOVER,
    TAKEBACK,
    STAND_IN,
    LB_PAGE,
    FORGET,
    REPLAY_STEP,
    REPLAY_JUMP,
    REPLAY_FILE,
    REMATCH,
    VOTE,
    MY_TURN,
    CLAIM,
    TOURNAMENT,
)

# The kinds of message that components edit in place, by the templates of what sits on them.
PANEL = (DECISION, PICK, PAGE, TAKEBACK, HINT, WHY)  # a player's private panel
LOBBY = (LOBBY_BUTTON, LOBBY_SELECT)  # an open table
REPLAY = (REPLAY_STEP, REPLAY_JUMP, REPLAY_FILE)  # a replay message
VOTES = (VOTE,)  # a vote's message


def decision(game_id: int, version: int, key: str) -> str:
    return f"{game_id}:{version}:{key}"


def pick(game_id: int, version: int) -> str:
    return f"{game_id}:{version}:@pick"


def page(game_id: int, version: int, n: int) -> str:
    return f"{game_id}:{version}:@page.{n}"


def turn(game_id: int, board_turn: int) -> str:
    return f"{game_id}:{board_turn}:@turn"


def hand(game_id: int, board_turn: int) -> str:
    return f"{game_id}:{board_turn}:@hand"


def hint(game_id: int, version: int, confirmed: bool = False) -> str:
    return f"{game_id}:{version}:@hint" + (".yes" if confirmed else "")


def why(game_id: int, version: int) -> str:
    return f"{game_id}:{version}:@why"


def takeover(game_id: int, seat: int) -> str:
    return f"{game_id}:{seat}:@takeover"


def stand_in(game_id: int, seat: int) -> str:
    return f"{game_id}:{seat}:@standin"


def takeback(game_id: int, seat: int) -> str:
    return f"{game_id}:{seat}:@takeback"


def lobby(game_id: int, verb: str, field: str | None = None) -> str:
    return f"{game_id}:lobby:@{verb}" + (f".{field}" if field else "")


def leaderboard(
    game: str, kind: str, scope: str, start: int | None, page: int, direction: str, season: int | None = None
) -> str:
    return f"@lb:{game}:{kind}:{scope}:{start or 0}:{page}:{direction}" + (f":s{season}" if season else "")


def forget(user_id: int) -> str:
    return f"@forget:{user_id}"


def replay_step(game_id: int, index: int, verb: str) -> str:
    return f"@rp:{game_id}:{index}:{verb}"


def replay_jump(game_id: int, kind: str) -> str:
    return f"@rps:{game_id}:{kind}"


def replay_file(game_id: int, kind: str) -> str:
    return f"@rpf:{game_id}:{kind}"


def rematch(game_id: int) -> str:
    return f"@rematch:{game_id}"


def vote(vote_id: int, yes: bool) -> str:
    return f"@vote:{vote_id}:{'y' if yes else 'n'}"


def my_turn(game_id: int) -> str:
    return f"@my:{game_id}"


def claim(game_id: int, seat: int) -> str:
    return f"@claim:{game_id}:{seat}"


def tournament(tournament_id: int, verb: str) -> str:
    return f"@tn:{tournament_id}:{verb}"


def is_ours(custom_id: str) -> bool:
    """Whether any of the bot's templates matches ``custom_id``."""
    return any(p.fullmatch(custom_id) for p in ALL)


def same_kind(family: tuple[re.Pattern[str], ...], message_ids: list[str]) -> bool:
    """Whether a message carrying components ``message_ids`` is a message of ``family``: every one of
    them matches a template of the family. A component forged onto a message of another kind (a
    leaderboard page button on a lobby) fails this."""
    return bool(message_ids) and all(any(p.fullmatch(i) for p in family) for i in message_ids)


def as_int(text: str) -> int | None:
    """A non-negative integer field of a custom_id, or None if it is not one (forged or malformed)."""
    return int(text) if NUMBER.fullmatch(text) else None
