"""Every label of the Emara board picture in one place (a later pass routes these through the translation
catalog), and the helpers that turn view values (seats, favor tokens, advisors) into text."""
from __future__ import annotations

from typing import Any

from .components import ADVISOR_CP, ADVISOR_GAIN, FAVOR_REWARD

LABELS: dict[str, str] = {
    # headline band
    "to_move": "to move",
    "round_pass": "Round {n}/6 · Pass {p}/3",
    "round_end": "Round {n}/6 · end of round",
    "final_scoring": "Final scoring",
    "game_over": "Game over",
    "wins": "wins",
    "win": "win",
    "and": " & ",
    "victoria_wins": "Victoria wins",
    "score_cp": "CP ",
    "score_bp": "BP ",
    "score_sep": " · ",
    "last_none": "No move yet",
    "last_sep": " · ",
    "lt.played": "played {card}",
    "lt.to": "to {loc}",
    "lt.at": "at {loc}",
    "lt.hut": "craftsman at {loc}",
    "lt.adv": "recruited {adv}",
    "lt.rank": "became {rank}",
    "deed.gift": "gift → ring",
    "deed.bookbp": "book → BP",
    "deed.donate": "donation → book",
    "deed.buy": "bought {n} gold",
    "deed.sell.one": "sold 1 book",
    "deed.sell.many": "sold {n} books",
    "deed.stone": "delivered stone",
    "deed.bread": "delivered {n} bread",
    "deed.wood": "delivered {n} wood",
    "deed.cash": "cashed a favor",
    "deed.eor": "event exchange",
    "deed.eor.great_famine.grain1": "1 grain → 3 CP", "deed.eor.great_famine.grain2": "2 grain → 5 CP",
    "deed.eor.great_famine.ring": "1 ring → 5 CP", "deed.eor.alms_for_the_poor.gold": "1 gold → 4 CP",
    "deed.eor.alms_for_the_poor.ring": "1 ring → 4 CP", "deed.eor.new_lore.book": "1 book → 5 BP",
    "deed.eor.new_lore.ring": "1 ring → 5 BP",
    "event": "Event:",
    "no_event": "No event yet",
    "events_left": "{n} events left",
    "events_left.one": "1 event left",
    "track": "SCORING TRACK",
    "track_key": "filled = Citizen (CP)   outlined = Building (BP)",
    "lap": "beyond 104 (+105):",
    "board": "BOARD {n}  (clockwise)",
    "produces": "+1; per craftsman:",
    "or": "or",
    "free": "free",
    "gift": "Gift: pay →",
    "donation": "Donation: pay → 1 Book + favor",
    "fixed": "fixed",
    "then": "→{seq}",
    "last": "last",
    "book_bp": "1 Book → 5 BP",
    "favor_pile": "favors face down: {n}",
    "stone_row": "→ 5 BP + {cp} CP",
    "bread_row": "→ {cp} CP each",
    "wood_row": "1 → 5 BP, 3 → 10 BP",
    "market_gold": "Buy gold: 1 resource → 1",
    "market_books": "Sell books → CP",
    "empty_space": "— empty —",
    "nobility": "NOBILITY",
    "rank_cost": "cost",
    "none_left": "none left",
    "pile_b": "ADVISOR PILE B",
    "pile_b_count": "{n} left, top:",
    "pile_empty": "empty",
    "favors": "FAVOR TOKENS",
    "favor_draw": "face down: {n}",
    "favor_discard": "discard ({n}), newest:",
    "favor_discard_none": "discard: none",
    "victoria": "Victoria",
    "victoria_cards": "nobility cards: {cards}",
    "victoria_last": "end of round {round}: site +{site}{noble}",
    "victoria_last_noble": ", {rank} +{cp}",
    "player": "Player {n}",
    "cp": "CP {n}",
    "bp": "BP {n}",
    "score": "Score {n}",
    "active": "TO MOVE",
    "statue_chip": "STATUE",
    "slots": "Played:",
    "slot": "{n}:",
    "craftsmen": "Craftsmen:",
    "hand_deck": "Hand {h} · Deck {d}",
    "noble": "Noble:",
    "advisors": "Advisors:",
    "favors_held": "Favors:",
    "nothing": "—",
    "ranking": "FINAL RANKING",
    "rank_col": "#",
    "player_col": "Player",
    "score_col": "Score",
    "cp_col": "CP (citizens)",
    "bp_col": "BP (buildings)",
    "key": "W wood · S stone · C cloth · G grain · Br bread · Bk book · R signet ring · $ gold coin",
    # location, rank, card, reward names
    "loc.forest": "Forest", "loc.grainfield": "Grainfield", "loc.quarry": "Quarry",
    "loc.weaving_mill": "Weaving Mill", "loc.castle": "Castle", "loc.cathedral": "Cathedral",
    "loc.construction_site": "Construction Site", "loc.market": "Market",
    "short.castle": "Castle", "short.cathedral": "Cathedral", "short.construction_site": "Site",
    "short.market": "Market",
    "rank.baron": "Baron", "rank.count": "Count", "rank.prince": "Prince", "rank.marquess": "Marquess",
    "rank.duke": "Duke",
    "card.wood": "Wood", "card.stone": "Stone", "card.cloth": "Cloth", "card.grain": "Grain",
    "card.ring": "Ring", "card.gold_trade": "Gold trade", "card.step": "Step", "card.hire_recruit": "Hire/Recr.",
    "card.town": "Town",
    "reward.cp": "3 CP", "reward.bp": "5 BP", "reward.book": "Book", "reward.ring": "Ring", "reward.gold": "Gold",
    # advisor names
    "adv.master_of_coin": "Master of Coin", "adv.archivist": "Archivist", "adv.goldsmith": "Goldsmith",
    "adv.carpenter": "Carpenter", "adv.baker": "Baker", "adv.schoolmarm": "Schoolmarm",
    "adv.bailiff": "Bailiff", "adv.dressmaker": "Dressmaker", "adv.landlord": "Landlord",
    "adv.merchant": "Merchant", "adv.chamberlain": "Chamberlain", "adv.scholar": "Scholar",
    "adv.mayoress": "Mayoress", "adv.steward": "Steward", "adv.abbess": "Abbess",
    "adv.toolmaker": "Toolmaker", "adv.sir_christiaan": "Sir Christiaan", "adv.lady_marie": "Lady Marie",
    "adv.sir_carl": "Sir Carl", "adv.lady_frida": "Lady Frida", "adv.sir_gustave": "Sir Gustave",
    "adv.sir_antoni": "Sir Antoni",
    # events: name and one-line effect
    "event.clear_old_forest": "Clear the old forest|each player took 1 Wood",
    "event.bountiful_harvest": "Bountiful harvest|each player took 1 Grain",
    "event.stone_from_distant_shores": "Stone from distant shores|each player took 1 Stone",
    "event.fine_wool": "Fine wool, fine cloth|each player took 1 Cloth",
    "event.great_famine": "The great famine|end of round: 1 Grain → 3 CP, or 2 Grain / 1 Ring → 5 CP",
    "event.alms_for_the_poor": "Alms for the poor|end of round: 1 Gold or 1 Ring → 4 CP",
    "event.new_lore": "New lore in old books|end of round: 1 Book or 1 Ring → 5 BP",
    "event.early_winter": "An early winter|every BP gain this round is 1 less",
    "event.merchants_from_afar": "Merchants from afar|Market: buy up to 2 gold (1 resource each)",
    "event.long_summer": "A long summer|every BP gain this round is 2 more",
    "event.pious_donation": "A pious donation|+3 CP for each Cathedral donation",
    "event.respected_at_court": "Respected at court, loved by the people|+2 CP for each noble-rank increase",
    "event.gift_from_the_people": "A gift from the people|+3 CP for each Castle gift",
    "event.good_labour_situation": "Good labour situation|recruiting an advisor costs 1 resource less",
}


def L(key: str, **params: Any) -> str:
    s = LABELS.get(key)
    if s is None:   # unknown id: a readable fallback, never a crash
        s = key.split(".", 1)[-1].replace("_", " ").capitalize()
    return s.format(**params) if params else s


def player_name(names: list[str] | None, seat: int) -> str:
    if names and seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def favor_label(token: str) -> str:
    """``castle_cp`` -> ``Castle: 3 CP``."""
    loc, _, reward = token.rpartition("_")
    r = L("reward." + reward)
    if reward in ("cp", "bp") and reward in FAVOR_REWARD:
        r = f"{FAVOR_REWARD[reward]} {reward.upper()}"
    return f"{L('short.' + loc)}: {r}"


def advisor_reward(adv: str) -> str:
    """What recruiting ``adv`` scores at once: ``+6 CP``, ``+10 BP`` or nothing."""
    gain = ADVISOR_GAIN.get(adv, {})
    cp = ADVISOR_CP.get(adv)
    if cp:
        return f"+{cp} CP"
    if "bp" in gain:
        return f"+{gain['bp']} BP"
    return ""
