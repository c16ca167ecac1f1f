# The final score on the phone card: it is the lower of the two tracks, said so beside the two values
# (render/emara/phone.py seat_lines)
emara-board-score_lower = Total { $n } (el menor de PCi y PCo)
