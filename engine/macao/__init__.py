"""Macao (Stefan Feld, 2009) for 2-4 players: rules from the Czech rulebook (shared seed 001), data from
the reference's Part B (mostly PROPOSED, see data.py and the README's rules-fidelity section)."""
