# A board that could not be drawn after a move (the move is kept).
bot-board-failed = Der Spielplan konnte nicht gezeichnet werden. Der Zug gilt; der Spielplan folgt mit dem nächsten Zug oder mit /game status.
