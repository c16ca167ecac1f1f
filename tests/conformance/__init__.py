"""The conformance suite: every game in ``engine.registry`` checked through the game protocol only
(``setup``, ``decision``, ``legal_actions``, ``apply``, ``view``, ``result``, ``describe``, State JSON, and
``determinise`` where a game hides information), in the manner of OpenSpiel's games_sim_test.

A new game gets the whole suite by registering itself. What no declaration says yet (option sets to
cover, where a seat's secrets show in its view, simultaneous decisions, its own bad keys) goes in one row
of ``expectations.EXPECT``; without a row the game is held to the strictest defaults.
"""
