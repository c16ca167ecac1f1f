"""Lisboa (Vital Lacerda, 2017) for 1-4 players: data tables from the reference (see data.py); no rules yet."""
