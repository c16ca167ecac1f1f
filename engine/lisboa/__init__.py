"""Lisboa (Vital Lacerda, 2017) for 1-4 players (solo against the Rival).

``game.py`` is the game object; ``decisions.py`` lists every step of a turn and builds the turn machine
from the steps each rules module declares, one module per rulebook section (turn, portfolio, sell,
trade, visit, event, draw, state_actions, store, decree, public_building, church, goals, periods,
rival ...). ``data.py`` holds every printed number, ``state.py`` the stored state, ``view.py`` what a
seat may see.
"""
